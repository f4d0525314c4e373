import { updateAppState, type Currency, type Language } from '../state/app-state.ts';

export const LANGUAGES: Language[] = ['en', 'ar'];
export const CURRENCIES: Currency[] = ['USD', 'SAR'];

/** Choosing a language sets the stored selectedLanguage, which is also the active locale (SPEC 4.2). */
export function setLanguage(language: Language): void {
  updateAppState((state) => ({ ...state, settings: { ...state.settings, selectedLanguage: language } }));
}

export function setCurrency(currency: Currency): void {
  updateAppState((state) => ({ ...state, settings: { ...state.settings, currencyCode: currency } }));
}

export function setCountry(countryCode: string): void {
  updateAppState((state) => ({ ...state, settings: { ...state.settings, countryCode } }));
}

export function setDrawerOpen(drawerOpen: boolean): void {
  updateAppState((state) => ({ ...state, view: { ...state.view, drawerOpen } }));
}
