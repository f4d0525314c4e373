/**
 * The persisted client state: settings, session, store config and view flags, all kept in local storage under one
 * fixed key (SPEC 3, 9.4) so a reload restores the session and the visitor's language and currency.
 */
export type Language = 'en' | 'ar';
export type Currency = 'USD' | 'SAR';

export interface AppSettings {
  selectedLanguage: Language;
  countryCode: string;
  currencyCode: Currency;
}

/** The user as login and register return it (SPEC 3); role and timezone arrive once the profile is completed. */
export interface SessionUser {
  id?: string;
  first_name: string;
  last_name: string;
  name: string;
  business_name: string;
  email: string;
  email_verified_at: string | null;
  two_factor_secret: string | null;
  two_factor_recovery_codes: string | null;
  role?: string | null;
  timezone?: string | null;
  phone?: string | null;
  is_profile_complete?: boolean;
}

export interface StoreConfig {
  id?: string;
  name?: string;
  store_type: string | null;
  is_setup_completed: boolean;
  data_warehouse: unknown;
  /** Whether the user may change the store's data (owners and admins); members see the data screens read-only. */
  can_manage_data?: boolean;
}

export interface AppState {
  settings: AppSettings;
  auth: { token: string; user: SessionUser };
  store: { config: StoreConfig };
  /** Pre-auth parameters a store install hands over (?uuid=&shop=), sent with login and register. */
  preAuth: { uuid: string; shop: string };
  view: { drawerOpen: boolean };
}

export const STORAGE_KEY = 'dukkan';

export const emptyUser = (): SessionUser => ({
  first_name: '',
  last_name: '',
  name: '',
  business_name: '',
  email: '',
  email_verified_at: null,
  two_factor_secret: null,
  two_factor_recovery_codes: null,
});

export const emptyStoreConfig = (): StoreConfig => ({ store_type: null, is_setup_completed: false, data_warehouse: null });

export const initialState = (): AppState => ({
  settings: { selectedLanguage: 'en', countryCode: '', currencyCode: 'USD' },
  auth: { token: '', user: emptyUser() },
  store: { config: emptyStoreConfig() },
  preAuth: { uuid: '', shop: '' },
  view: { drawerOpen: true },
});

/** Reads the saved state section by section over the defaults, so a state saved by an older build still loads. */
function load(): AppState {
  const defaults = initialState();
  try {
    const saved = JSON.parse(localStorage.getItem(STORAGE_KEY) ?? '{}') as Partial<AppState>;
    return {
      settings: { ...defaults.settings, ...saved.settings },
      auth: { token: saved.auth?.token ?? '', user: { ...defaults.auth.user, ...saved.auth?.user } },
      store: { config: { ...defaults.store.config, ...saved.store?.config } },
      preAuth: { ...defaults.preAuth, ...saved.preAuth },
      view: { ...defaults.view, ...saved.view },
    };
  } catch {
    return defaults;
  }
}

let state: AppState = load();
const listeners = new Set<() => void>();

export function getAppState(): AppState {
  return state;
}

/** Replaces the state with what `change` returns, saves it and tells every subscriber. */
export function updateAppState(change: (current: AppState) => AppState): void {
  state = change(state);
  try {
    localStorage.setItem(STORAGE_KEY, JSON.stringify(state));
  } catch {
    // Private browsing without storage: the session lasts until reload.
  }
  for (const listener of listeners) listener();
}

export function subscribeAppState(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Signed in means the auth token is non-empty (SPEC 4.1). */
export function isSignedIn(current: AppState = state): boolean {
  return current.auth.token !== '';
}
