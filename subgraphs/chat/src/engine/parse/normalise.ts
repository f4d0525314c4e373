/**
 * Text normalisation shared by questions and synonyms, so both meet in one form: lower case, Arabic-Indic and
 * Persian digits to ASCII, alef forms to bare alef, alef maqsura to ya, ta marbuta to ha, tatweel and diacritics
 * removed, punctuation to spaces (keeping the characters that matter: # @ . - / % :).
 */
const DIGITS: Record<string, string> = {};
'٠١٢٣٤٥٦٧٨٩'.split('').forEach((d, i) => { DIGITS[d] = String(i); });
'۰۱۲۳۴۵۶۷۸۹'.split('').forEach((d, i) => { DIGITS[d] = String(i); });

export function normaliseDigits(text: string): string {
  return text.replace(/[٠-٩۰-۹]/g, (d) => DIGITS[d] ?? d).replace(/٫/g, '.').replace(/٬/g, ',');
}

export function normalise(text: string): string {
  return normaliseDigits(text)
    .toLowerCase()
    .replace(/[\u064B-\u065F\u0670\u0640]/g, '') // diacritics, superscript alef, tatweel
    .replace(/[إأآٱ]/g, 'ا')
    .replace(/ى/g, 'ي')
    .replace(/ة/g, 'ه')
    .replace(/ؤ/g, 'و')
    .replace(/ئ/g, 'ي')
    .replace(/[؟?!,;،؛"'“”‘’()[\]{}<>|*+=~`^]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

/** Whether the text is mostly Arabic: the answer is then in Arabic. */
export function isArabic(text: string): boolean {
  const arabic = (text.match(/[\u0600-\u06FF]/g) ?? []).length;
  const latin = (text.match(/[a-zA-Z]/g) ?? []).length;
  return arabic > 0 && arabic >= latin / 2;
}
