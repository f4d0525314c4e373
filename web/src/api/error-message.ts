import { ApiError } from './http.ts';

/**
 * The generic error handler's text (SPEC 8): no response gives the caller's default; 422 gives the first message of
 * the last field in `errors`; any other status gives the response message.
 */
export function errorMessageOf(error: unknown, defaultMessage: string): string {
  if (!(error instanceof ApiError) || !error.hasResponse) return defaultMessage;
  const { data, status } = error;
  if (status === 422 && data?.errors) {
    const fields = Object.values(data.errors);
    const last = fields[fields.length - 1];
    if (last?.[0]) return last[0];
  }
  return data?.message || defaultMessage;
}

/** The 422 messages per field, for showing each under its input. */
export function fieldErrorsOf(error: unknown): Record<string, string> {
  if (!(error instanceof ApiError) || error.status !== 422 || !error.data?.errors) return {};
  return Object.fromEntries(Object.entries(error.data.errors).map(([field, messages]) => [field, messages[0] ?? '']));
}
