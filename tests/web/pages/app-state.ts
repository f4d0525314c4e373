import type { Page } from 'playwright-core';

/** What the app keeps under its one local-storage key. */
export interface SavedState {
  settings: { selectedLanguage: string; countryCode: string; currencyCode: string };
  auth: { token: string; user: { email: string; name: string } };
}

export async function savedState(page: Page): Promise<SavedState> {
  return page.evaluate(() => JSON.parse((globalThis as any).localStorage.getItem('dukkan') ?? '{}'));
}
