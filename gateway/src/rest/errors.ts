import type { GraphQLFormattedError } from 'graphql';
import { ErrorCode, type FieldError } from '@dukkan/shared';

export interface RestError {
  status: number;
  body: { message: string; errors?: Record<string, string[]> };
  /** Response headers the error calls for: Retry-After on a 429. */
  headers?: Record<string, string>;
}

const STATUS: Record<string, number> = {
  [ErrorCode.unauthenticated]: 401,
  [ErrorCode.forbidden]: 403,
  [ErrorCode.notFound]: 404,
  [ErrorCode.validation]: 422,
  [ErrorCode.rateLimited]: 429,
  [ErrorCode.conflict]: 409,
  [ErrorCode.tooLarge]: 413,
  [ErrorCode.unavailable]: 503,
  GRAPHQL_VALIDATION_FAILED: 400,
  GRAPHQL_PARSE_FAILED: 400,
  OPERATION_TOO_COMPLEX: 400,
};

/** A 422 body: the first message up front, every field's messages in `errors`. */
export function validationBody(message: string, fields: FieldError[]): RestError['body'] {
  const errors: Record<string, string[]> = {};
  for (const { field, message: text } of fields) (errors[field] ??= []).push(text);
  return { message, errors };
}

/** Maps the first GraphQL error to an HTTP status and the envelope the web client and plugins expect. */
export function restErrorOf(errors: readonly GraphQLFormattedError[]): RestError {
  const first = errors[0];
  const code = String(first?.extensions?.code ?? 'INTERNAL_SERVER_ERROR');
  const status = STATUS[code] ?? 500;
  if (status === 422) {
    const fields = (first?.extensions?.fields as FieldError[] | undefined) ?? [];
    return { status, body: validationBody(first.message, fields) };
  }
  const retryAfter = first?.extensions?.retryAfter;
  const headers = status === 429 && typeof retryAfter === 'number' ? { 'retry-after': String(retryAfter) } : undefined;
  return { status, body: { message: status === 500 ? 'Something went wrong.' : first?.message ?? 'Error' }, headers };
}

/** A payload error; `code` (FORBIDDEN, NOT_FOUND) when the payload says why beyond a field's validation. */
export interface PayloadError extends FieldError {
  code?: string;
}

/** Mutation payloads carry `userErrors`; any non-empty list makes the call a 422 (403 or 404 by its first `code`). */
export function userErrorsOf(data: unknown): PayloadError[] {
  if (!data || typeof data !== 'object') return [];
  for (const value of Object.values(data as Record<string, unknown>)) {
    const list = (value as { userErrors?: Array<{ field?: string | null; message: string; code?: string }> } | null)?.userErrors;
    if (list?.length) return list.map((error) => ({ field: error.field ?? 'general', message: error.message, ...(error.code ? { code: error.code } : {}) }));
  }
  return [];
}

/** The status of a payload's refusal: its code's (403 for FORBIDDEN, 404 for NOT_FOUND), else 422. */
export function payloadErrorStatus(error: PayloadError): number {
  const status = error.code ? STATUS[error.code] : undefined;
  return status === 403 || status === 404 ? status : 422;
}
