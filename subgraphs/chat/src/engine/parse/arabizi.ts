import { isArabizi } from './reply-language.ts';

/**
 * Arabic typed in Latin letters and digits (Arabizi: "kam mabi3at ams", "kam talab el yom", "shu a7san montaj hal
 * shahar"), read as the Arabic words it spells, so the question is answered (it was refused in Arabic). Only the
 * everyday words of a store's questions are known; the rest (product names, English words) is left as typed. A text is
 * read so only when it is Arabizi by the answer language's own test (two of its words at least, half the text).
 */
const WORDS: Record<string, string> = {
  kam: 'كم', km: 'كم', kem: 'كم', kaam: 'كم', qadesh: 'قديش', adesh: 'اديش', addesh: 'اديش', shu: 'شو', sho: 'شو', esh: 'ايش', eish: 'ايش', aish: 'ايش',
  wesh: 'وش', wsh: 'وش', ish: 'ايش', mn: 'من', men: 'من', min: 'من', fi: 'في', fe: 'في', w: 'و', wa: 'و', hal: 'هال',
  mabi3at: 'مبيعات', mabe3at: 'مبيعات', mabee3at: 'مبيعات', mbe3at: 'مبيعات', mabi3aat: 'مبيعات', mabe3: 'مبيعات', bi3na: 'بعنا', be3na: 'بعنا', ba3na: 'بعنا',
  talab: 'طلب', '6alab': 'طلب', talabat: 'طلبات', '6alabat': 'طلبات', tlbat: 'طلبات', jana: 'جانا', ejana: 'اجانا',
  ams: 'امس', ems: 'امس', embare7: 'امبارح', embareh: 'امبارح', imbare7: 'امبارح', mbare7: 'مبارح', mbareh: 'مبارح', lyom: 'اليوم',
  yom: 'يوم', youm: 'يوم', yoom: 'يوم', elyom: 'اليوم', alyom: 'اليوم', elyoum: 'اليوم', ilyom: 'اليوم', nahar: 'نهار', naharda: 'النهارده', ennaharda: 'النهارده',
  shahar: 'شهر', shahr: 'شهر', sha7r: 'شهر', elshahr: 'الشهر', hashahar: 'هالشهر', hashahr: 'هالشهر',
  osbo3: 'اسبوع', esbo3: 'اسبوع', usbu3: 'اسبوع', esbu3: 'اسبوع', sana: 'سنه', sane: 'سنه', seneh: 'سنه', elsana: 'السنه',
  madi: 'الماضي', elmadi: 'الماضي', almadi: 'الماضي', elli: 'اللي', illi: 'اللي', eli: 'اللي', fat: 'فات', fatt: 'فات',
  omala: 'عملاء', '3omala': 'عملاء', '3umala': 'عملاء', zbon: 'زبون', zabayen: 'زباين', zbayen: 'زباين', '3amil': 'عميل', '3ameel': 'عميل',
  jdd: 'جدد', jodod: 'جدد', jded: 'جدد', jdeed: 'جديد', jdid: 'جديد',
  montaj: 'منتج', mntj: 'منتج', montajat: 'منتجات', a7san: 'احسن', a7sn: 'احسن', a7sen: 'احسن', ahsan: 'احسن', afdal: 'افضل', af6al: 'افضل', akthar: 'اكثر', aktar: 'اكثر', ak6ar: 'اكثر',
  mortaja3at: 'مرتجعات', martaja3at: 'مرتجعات', shi7nat: 'شحنات', sh7nat: 'شحنات', shahnat: 'شحنات', mulghah: 'ملغاه', malghya: 'ملغاه',
  // Egyptian and Levantine spellings: "el shahr el maady", "el sana elly fatet", "3amil gded el esbo3 da", "a3la 5".
  maady: 'الماضي', maadi: 'الماضي', mady: 'الماضي', elly: 'اللي', ely: 'اللي', fatet: 'فاتت', fatit: 'فاتت', fatat: 'فاتت',
  gded: 'جديد', gdeed: 'جديد', gdad: 'جداد', godad: 'جداد', da: 'ده', dah: 'ده', deh: 'ده', di: 'دي', a3la: 'اعلي', a3li: 'اعلي', a2al: 'اقل', a2all: 'اقل',
  motawasset: 'متوسط', mutawasit: 'متوسط', '7asab': 'حسب', hasab: 'حسب', be: 'ب', bel: 'بال', bil: 'بال',
};
/** The article said apart ("el yom", "al shahar"): glued to the word after it. */
const ARTICLE = new Set(['el', 'al', 'il', 'l']);

/** Words too short or too English to tell Arabizi by ("w", "fat", "be"): read as Arabic only beside others. */
const WEAK = new Set(['da', 'di', 'dah', 'deh', 'w', 'wa', 'be', 'bel', 'bil', 'fi', 'fe', 'men', 'min', 'mn', 'fat', 'fatt', 'hal', 'sane', 'ish', 'esh', 'sana']);

export function arabiziRead(text: string): string | null {
  if (/[\u0600-\u06FF]/.test(text) || !/[a-z]/i.test(text)) return null;
  const words = text.toLowerCase().split(/\s+/).filter(Boolean);
  const known = words.filter((word) => WORDS[word.replace(/[?؟!.,]+$/, '')] && !WEAK.has(word.replace(/[?؟!.,]+$/, ''))).length;
  // (The article said apart, "el", is neither: "w el sana elly fatet" is Arabizi by its two other words.)
  const counted = words.filter((word) => !ARTICLE.has(word)).length;
  if (!isArabizi(text) && (known < 2 || known * 2 < counted)) return null;
  const out: string[] = [];
  for (let i = 0; i < words.length; i++) {
    const bare = words[i].replace(/[?؟!.,]+$/, '');
    const next = words[i + 1]?.replace(/[?؟!.,]+$/, '');
    if (ARTICLE.has(bare) && next && WORDS[next]) { out.push(`ال${WORDS[next].replace(/^ال/, '')}`); i++; continue; }
    // "hal shahar": this month, one word in Arabic.
    if (bare === 'hal' && next && WORDS[next]) { out.push(`هال${WORDS[next].replace(/^ال/, '')}`); i++; continue; }
    out.push(WORDS[bare] ?? words[i]);
  }
  return out.join(' ');
}
