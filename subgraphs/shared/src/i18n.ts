/** Languages the product answers in; English is the default and the fallback. */
export type Locale = 'en' | 'ar';

export type Catalog = Record<string, { en: string; ar: string }>;

/** Picks the caller's language from an Accept-Language header or an explicit locale. */
export function pickLocale(header: string | string[] | undefined | null): Locale {
  const value = Array.isArray(header) ? header[0] : header;
  if (!value) return 'en';
  const first = value.split(',')[0]?.trim().toLowerCase() ?? '';
  return first.startsWith('ar') ? 'ar' : 'en';
}

/** Formats a catalogue message, replacing {name} placeholders. Unknown keys fall back to the key itself. */
export function translate(catalog: Catalog, locale: Locale, key: string, params: Record<string, string | number> = {}): string {
  const entry = catalog[key];
  const template = entry ? entry[locale] ?? entry.en : key;
  return template.replace(/\{(\w+)\}/g, (_, name: string) => String(params[name] ?? `{${name}}`));
}
