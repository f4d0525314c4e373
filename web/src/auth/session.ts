import { api } from '../api/http.ts';
import {
  emptyStoreConfig,
  emptyUser,
  getAppState,
  updateAppState,
  type SessionUser,
  type StoreConfig,
} from '../state/app-state.ts';

interface SessionResponse {
  data: { token: string; user: SessionUser };
}

/** The visitor's own time zone, sent with login, register and profile completion. */
export function browserTimezone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
}

function preAuthParameters() {
  const { uuid, shop } = getAppState().preAuth;
  return { uuid: uuid || undefined, shop: shop || undefined };
}

/** Keeps the uuid and shop a store install passes in the query string, for the next login or register. */
export function rememberPreAuth(search: URLSearchParams): void {
  const uuid = search.get('uuid');
  const shop = search.get('shop');
  if (!uuid && !shop) return;
  updateAppState((state) => ({ ...state, preAuth: { uuid: uuid ?? state.preAuth.uuid, shop: shop ?? state.preAuth.shop } }));
}

async function startSession(response: SessionResponse): Promise<SessionUser> {
  const { token, user } = response.data;
  updateAppState((state) => ({ ...state, auth: { token, user: { ...emptyUser(), ...user } }, preAuth: { uuid: '', shop: '' } }));
  // The store info is a convenience after sign-in: a failure here is ignored (SPEC 4.1).
  await loadStoreConfig().catch(() => {});
  return user;
}

export async function login(fields: { email: string; password: string }): Promise<SessionUser> {
  return startSession(await api<SessionResponse>('POST', '/auth/login', { ...fields, ...preAuthParameters(), timezone: browserTimezone() }));
}

export async function register(fields: { store_name: string; email: string; password: string }): Promise<SessionUser> {
  return startSession(await api<SessionResponse>('POST', '/auth/register', { ...fields, ...preAuthParameters(), timezone: browserTimezone() }));
}

/** Forgets the session on this device: token, user and store config. */
export function clearSession(): void {
  updateAppState((state) => ({ ...state, auth: { token: '', user: emptyUser() }, store: { config: emptyStoreConfig() } }));
}

/** Calls the server, then always clears the session, whatever the server said (SPEC 4.1). */
export async function logout(): Promise<void> {
  try {
    if (getAppState().auth.token) await api('POST', '/auth/logout');
  } catch {
    // The token may already be gone on the server; the device forgets it either way.
  } finally {
    clearSession();
  }
}

export async function loadUser(): Promise<SessionUser> {
  const response = await api<{ data: SessionUser }>('GET', '/auth/user');
  updateAppState((state) => ({ ...state, auth: { ...state.auth, user: { ...emptyUser(), ...response.data } } }));
  return response.data;
}

export async function loadStoreConfig(): Promise<StoreConfig> {
  const response = await api<{ data: StoreConfig | null }>('GET', '/stores/default');
  const config = { ...emptyStoreConfig(), ...response.data };
  updateAppState((state) => ({ ...state, store: { config } }));
  return config;
}

/** Completes the profile, then reloads the user (SPEC 4.1). */
export async function completeProfile(fields: { role: string; name: string; timezone: string }): Promise<SessionUser> {
  await api('POST', '/auth/complete', fields);
  return loadUser();
}

/** Register leaves the profile (role, name, time zone) to complete; the server says when it is. */
export function needsProfileCompletion(user: SessionUser): boolean {
  return user.is_profile_complete === false;
}

export async function requestPasswordReset(email: string): Promise<string | undefined> {
  const response = await api<{ message?: string }>('POST', '/auth/forgot-password', { email });
  return response?.message;
}

export async function resetPassword(fields: { token: string; email?: string; password: string; password_confirmation: string }): Promise<string | undefined> {
  const response = await api<{ message?: string }>('POST', '/auth/reset-password', fields);
  return response?.message;
}

export async function changePassword(fields: { current_password: string; password: string; password_confirmation: string }): Promise<string | undefined> {
  const response = await api<{ message?: string }>('POST', '/auth/change-password', fields);
  return response?.message;
}

export async function acceptInvitation(fields: { invite_code: string; name: string; email: string; phone: string }): Promise<{ token?: string; user?: SessionUser; message?: string }> {
  const response = await api<{ data?: { token?: string; user?: SessionUser }; message?: string }>('POST', '/invitation', fields);
  if (response?.data?.token && response.data.user) await startSession({ data: { token: response.data.token, user: response.data.user } });
  return { ...response?.data, message: response?.message };
}
