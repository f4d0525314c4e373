import { getAppState } from '../state/app-state.ts';

/** A non-2xx answer (only 2xx count as success, SPEC 5) or no answer at all (`status` 0, no `data`). */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly data: { message?: string; errors?: Record<string, string[]> } | undefined,
  ) {
    super(data?.message ?? `HTTP ${status}`);
  }

  /** True when the server answered; false when the network or the server failed to. */
  get hasResponse(): boolean {
    return this.data !== undefined;
  }
}

type UnauthenticatedHandler = () => void;
let onUnauthenticated: UnauthenticatedHandler = () => {};

/** Set once by the app: what a 401 does (log out, go to AuthLogin; SPEC 4.1). Kept here so the API layer needs no router. */
export function handleUnauthenticated(handler: UnauthenticatedHandler): void {
  onUnauthenticated = handler;
}

/** A 401 from /graphql (a session expired or revoked): the same sign-out as the REST calls'. */
export function signalUnauthenticated(): void {
  onUnauthenticated();
}

const LOGOUT_PATH = '/auth/logout';

/** Calls the product's REST API under /api with the bearer token and the chosen language; JSON in and out. */
export async function api<T = any>(method: 'GET' | 'POST' | 'PATCH' | 'DELETE', path: string, body?: unknown): Promise<T> {
  const { auth, settings } = getAppState();
  const headers: Record<string, string> = { accept: 'application/json', 'x-locale': settings.selectedLanguage };
  if (body !== undefined) headers['content-type'] = 'application/json';
  if (auth.token) headers.authorization = `Bearer ${auth.token}`;
  let response: Response;
  try {
    response = await fetch(`/api${path}`, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
  } catch {
    throw new ApiError(0, undefined);
  }
  const data = await response.json().catch(() => undefined);
  if (response.ok) return data as T;
  if (response.status === 401 && path !== LOGOUT_PATH) onUnauthenticated();
  throw new ApiError(response.status, data ?? {});
}
