import { api } from '../api/http.ts';
import { updateAppState, type AppSettings } from '../state/app-state.ts';

/** What a detected country sets (SPEC 4.2, 9.4): the Gulf visitors get Arabic and their own landing path. */
const COUNTRY_RULES: Record<string, { settings: AppSettings; landingPath: string }> = {
  AE: { settings: { countryCode: 'AE', currencyCode: 'USD', selectedLanguage: 'ar' }, landingPath: '/ae' },
  SA: { settings: { countryCode: 'SA', currencyCode: 'SAR', selectedLanguage: 'ar' }, landingPath: '/sa' },
};

/**
 * Looks the visitor's country up once at start. AE and SA change the settings and, only from the bare root path,
 * move the visitor to their landing; any other code changes nothing. A failure is only logged, never retried.
 */
export async function detectCountry(currentPath: () => string, navigate: (path: string) => void): Promise<void> {
  let countryCode = '';
  try {
    const response = await api<{ data?: { country_code?: unknown } }>('GET', '/country');
    countryCode = String(response?.data?.country_code ?? '').toUpperCase();
  } catch (error) {
    console.error('country lookup failed', error);
    return;
  }
  const rule = COUNTRY_RULES[countryCode];
  if (!rule) return;
  updateAppState((state) => ({ ...state, settings: { ...rule.settings } }));
  const path = currentPath();
  if (path === '' || path === '/') navigate(rule.landingPath);
}
