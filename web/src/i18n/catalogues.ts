import en from '../../locale/en.json';
import ar from '../../locale/ar.json';
import type { Language } from '../state/app-state.ts';

/** A catalogue as `formatjs extract` writes it: id to message and translator's note. */
type Catalogue = Record<string, { defaultMessage: string; description?: string }>;

function messagesOf(catalogue: Catalogue): Record<string, string> {
  return Object.fromEntries(Object.entries(catalogue).map(([id, entry]) => [id, entry.defaultMessage]));
}

const messages: Record<Language, Record<string, string>> = { en: messagesOf(en as Catalogue), ar: messagesOf(ar as Catalogue) };

/**
 * The formatting locale (numbers, dates, plurals) of a language: en-US by default (SPEC 4.2). Arabic is the very
 * locale the answers are written in (subgraphs/chat/src/engine/answer/format.ts): Arabic-Indic digits and the
 * Gregorian calendar, spelled out because plain `ar` now formats with Western digits and `ar-SA` may default to
 * the Hijri calendar. Every number and date of the Arabic interface goes through it, so none mixes digit sets.
 */
export function intlLocaleOf(language: Language | string): string {
  return language === 'ar' ? 'ar-SA-u-ca-gregory-nu-arab' : 'en-US';
}

export function messagesFor(language: Language): Record<string, string> {
  return messages[language] ?? messages.en;
}

export function directionOf(language: Language): 'rtl' | 'ltr' {
  return language === 'ar' ? 'rtl' : 'ltr';
}
