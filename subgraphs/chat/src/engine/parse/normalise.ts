/**
 * Text normalisation shared by questions and synonyms, so both meet in one form: lower case, Arabic-Indic and
 * Persian digits to ASCII, alef forms to bare alef, alef maqsura to ya, ta marbuta to ha, tatweel and diacritics
 * removed, punctuation to spaces (keeping the characters that matter: # @ . - / % :).
 */
const DIGITS: Record<string, string> = {};
'٠١٢٣٤٥٦٧٨٩'.split('').forEach((d, i) => { DIGITS[d] = String(i); });
'۰۱۲۳۴۵۶۷۸۹'.split('').forEach((d, i) => { DIGITS[d] = String(i); });

export function normaliseDigits(text: string): string {
  // ("٪", the Arabic percent sign, as "%": "كم ٪ من الطلبات" was no share.)
  return text.replace(/[٠-٩۰-۹]/g, (d) => DIGITS[d] ?? d).replace(/٫/g, '.').replace(/٬/g, ',').replace(/٪/g, '%');
}

/** An Arabic word without its article ("الفواتير" is "فواتير"); the article of a word of two letters stays ("الي"). */
export const withoutArticle = (word: string): string => word.replace(/^ال(?=\S{2})/, '');

/**
 * Text none of the rewrites below can change but for case and spaces: Latin letters, digits, spaces and the
 * characters that are kept (- . # @ %). Most product, customer and city names are such text, and a store's catalog
 * normalises every one of its values (thousands) when its first question is asked.
 */
const PLAIN = /^[A-Za-z0-9 .#@%-]*$/;

export function normalise(text: string): string {
  if (PLAIN.test(text)) return text.toLowerCase().replace(/ {2,}/g, ' ').trim();
  // Full-width forms ("１０４２", "ｓａｌｅｓ") as their plain letters, markup tags and invisible format characters (zero-width
  // joiners, direction marks) left out: none of them is a word of the question.
  return normaliseDigits(text.normalize('NFKC').replace(/<\/?[a-z][a-z0-9]*(?:\s[^<>]*)?\/?>/gi, ' ').replace(/[\u200B-\u200F\u202A-\u202E\u2060-\u2069\uFEFF]/g, (c) => (/[\u200C\u200D]/.test(c) ? ' ' : '')))
    .toLowerCase()
    // "فئة" (a category) normalised would be "فيه" ("there is", in countless Gulf questions): written with its hamza
    // it can only be the noun, so it takes the article the category's words are known by.
    .replace(/(^|[\s،,؟?])([وبلف]?)فئ(?=(?:ة|ه|ات)(?:$|[\s،,؟?]))/g, '$1$2الفئ')
    .replace(/[\u064B-\u065F\u0670\u0640]/g, '') // diacritics, superscript alef, tatweel
    .replace(/[إأآٱ]/g, 'ا')
    .replace(/ى/g, 'ي')
    .replace(/ة/g, 'ه')
    .replace(/ؤ/g, 'و')
    .replace(/ئ/g, 'ي')
    // "total >= 10", "latitude > 60", "price = 0.99": comparison signs before a number, in words the thresholds read.
    .replace(/\s*(?:>=|≥|=>)\s*(?=-?\d)/g, ' at least ').replace(/\s*(?:<=|≤|=<)\s*(?=-?\d)/g, ' at most ')
    .replace(/\s*>\s*(?=-?\d)/g, ' more than ').replace(/\s*<\s*(?=-?\d)/g, ' less than ').replace(/\s*==?\s*(?=-?\d)/g, ' exactly ')
    // "orders w/o discount", "w/ coupon": the shorthand of "without" and "with" (a "w" and an "o" were read as words).
    .replace(/(^|\s)w\/o(?=\s|$)/g, '$1without').replace(/(^|\s)w\/(?=\s|$|[a-z])/g, '$1with ')
    // "2+ orders": two or more, which the thresholds read as "at least 2".
    .replace(/(\d)\+(?=\s|$)/g, '$1 or more')
    .replace(/[؟?!,;،؛"'“”‘’()[\]{}<>|*+=~`^]/g, ' ')
    // "weekends or weekdays: when do we sell more?": a colon parts words, except in a time of day ("10:30").
    .replace(/(?<!\d):|:(?!\d)/g, ' ')
    // "sales👏today", "المبيعات🙏امس": an emoji between words parts them (they were one unknown word).
    .replace(/\p{Extended_Pictographic}\uFE0F?/gu, ' ')
    // "الorders", "بالAOV", "الcustomers الجدد": the Arabic article glued to an English word is no part of it.
    .replace(/(^|\s)[وبلف]?(?:ال|لل)(?=[a-z])/g, '$1')
    // "و2024؟", "وال2023": a year glued to "and" or the article is a year of its own.
    .replace(/(^|\s)([وف]?)(?:ال|بال|لل)?(?=\d{4}(?!\d))/g, (_, before: string, and: string) => `${before}${and ? `${and} ` : ''}`)
    // "وللسنة الماضية؟", "وللشهر اللي قبله؟": "and" glued to "للـ" (for the) parts from it, as "للشهر" is read alone (the
    // whole word was unknown: "can't").
    .replace(/(^|\s)ولل(?=[\u0621-\u064A]{2})/g, '$1و لل')
    // "أكتر من مرة", "الأكتر مبيعاً": Egyptian and Levantine say "more" with a t; one word for the thresholds and
    // rankings that read "اكثر" ("أكتر من مرة" was no threshold: every customer).
    .replace(/(^|\s)([وب]?(?:ال)?)اكتر(?=\s|$)/g, '$1$2اكثر')
    // "customers الجدد", "customer جديد": the Arabic adjective of an English noun.
    .replace(/(^|\s)(customers?|clients?|buyers?) (?:ال)?(?:جدد|جديد|جداد|الجديد)(?=\s|$)/g, '$1new $2')
    .replace(/\s+/g, ' ')
    .trim();
}

/** Words only an English sentence is built with: column and product names rarely contain them. */
const ENGLISH_FRAME = new Set(['what', 'whats', "what's", 'how', 'which', 'who', 'when', 'where', 'show', 'give', 'list', 'compare', 'me', 'my', 'our', 'is', 'are', 'was', 'were', 'did', 'do', 'does', 'in', 'by', 'for', 'the', 'last', 'this', 'vs', 'versus', 'many', 'much', 'per', 'top', 'from', 'between', 'since', 'with', 'over', 'during']);

/**
 * Whether the question is asked in Arabic: the answer is then in Arabic. Decided by the question's own words, not its
 * letters: e-mails, links and quoted text are left out, and so are Latin names (a capitalised word after the first,
 * an all-caps code such as AOV or KSA), since "مبيعات Linen Abaya - Beige" asks in Arabic about an English name.
 * Any Arabic word then makes it Arabic, unless the question is built as an English sentence (English words such as
 * "in", "of… last month", "what" and more English words than Arabic ones): "sales of عباية سوداء last month" stays
 * English, "متوسط temp max حسب weather" (a file's column names) is Arabic.
 */
export function isArabic(text: string): boolean {
  const own = text
    .replace(/\S+@\S+\.[^\s؟?،,]+/g, ' ')
    .replace(/\b(?:https?:\/\/|www\.)\S+/gi, ' ')
    .replace(/"[^"]*"|“[^”]*”|«[^»]*»|(^|\s)'[^']*'(?=\s|$|[؟?!.,،])/g, ' ');
  const words = own.split(/[\s,.;:!?؟،؛()[\]{}<>|*+=~`^"“”«»\-–—/\\#]+/).filter(Boolean);
  let arabic = 0;
  let english = 0;
  let frame = 0;
  words.forEach((word, i) => {
    if (/[\u0600-\u06FF]/.test(word)) arabic += 1;
    else if (/[a-z]/i.test(word) && !(i > 0 && /^[A-Z]/.test(word)) && !/^[A-Z0-9&'’]{2,}$/.test(word)) {
      english += 1;
      if (ENGLISH_FRAME.has(word.toLowerCase())) frame += 1;
    }
  });
  return arabic > 0 && !(frame > 0 && english > arabic);
}
