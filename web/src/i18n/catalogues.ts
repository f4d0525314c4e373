import en from '../../locale/en.json';
import ar from '../../locale/ar.json';
import type { Language } from '../state/app-state.ts';

/** A catalogue as `formatjs extract` writes it: id to message and translator's note. */
type Catalogue = Record<string, { defaultMessage: string; description?: string }>;

function messagesOf(catalogue: Catalogue): Record<string, string> {
  return Object.fromEntries(Object.entries(catalogue).map(([id, entry]) => [id, entry.defaultMessage]));
}

const messages: Record<Language, Record<string, string>> = { en: messagesOf(en as Catalogue), ar: messagesOf(ar as Catalogue) };

/** The translation layer's locale: en-US by default (SPEC 4.2), ar for Arabic. */
export function intlLocaleOf(language: Language): string {
  return language === 'ar' ? 'ar' : 'en-US';
}

export function messagesFor(language: Language): Record<string, string> {
  return messages[language] ?? messages.en;
}

export function directionOf(language: Language): 'rtl' | 'ltr' {
  return language === 'ar' ? 'rtl' : 'ltr';
}
