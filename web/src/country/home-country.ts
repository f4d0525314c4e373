import { updateAppState } from '../state/app-state.ts';

/**
 * The home page's optional country code (SPEC 2.7): "sa" means Arabic, country SA and riyals; "ae" means Arabic;
 * anything else means English, no country and US dollars.
 */
export function applyHomeCountry(countryCode: string | undefined): void {
  const code = (countryCode ?? '').toLowerCase();
  updateAppState((state) => {
    if (code === 'sa') return { ...state, settings: { selectedLanguage: 'ar', countryCode: 'SA', currencyCode: 'SAR' } };
    if (code === 'ae') return { ...state, settings: { ...state.settings, selectedLanguage: 'ar' } };
    return { ...state, settings: { selectedLanguage: 'en', countryCode: '', currencyCode: 'USD' } };
  });
}

/** Only two-letter codes are country paths; any other single segment is an unknown page. */
export function isCountryPath(segment: string | undefined): boolean {
  return segment === undefined || /^[a-z]{2}$/i.test(segment);
}
