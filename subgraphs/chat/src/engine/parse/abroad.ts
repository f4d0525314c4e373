/**
 * "Orders from international customers", "sales abroad", "الطلبات الدولية", "المبيعات من خارج المملكة": every country
 * but the store's own, known by its currency (riyals are Saudi Arabia's). "International" matched nothing, and every
 * order was counted. A currency many countries share (dollars, euros) names no home: the words are left as said.
 */
const HOME: Record<string, { en: string; ar: string }> = {
  SAR: { en: 'saudi arabia', ar: 'السعوديه' }, AED: { en: 'united arab emirates', ar: 'الامارات' }, KWD: { en: 'kuwait', ar: 'الكويت' },
  QAR: { en: 'qatar', ar: 'قطر' }, BHD: { en: 'bahrain', ar: 'البحرين' }, OMR: { en: 'oman', ar: 'عمان' }, EGP: { en: 'egypt', ar: 'مصر' },
  JOD: { en: 'jordan', ar: 'الاردن' },
};
// ("From international customers": the customers are who the orders came from, no measure of their own.)
const ABROAD_EN = /(?:^|\s)(?:from (?:international|overseas|foreign) (?:customers|buyers|clients|shoppers)|(?:(?:from|in|to) )?(?:international|overseas|foreign|abroad|outside (?:the |our |my )?country|cross[- ]border))(?=\s|$)/;
const ABROAD_AR = /(?:^|\s)(?:ال)?(?:دوليه|دوليين|الدوليين|خارجيه)(?=\s|$)|(?:^|\s)(?:(?:من|في) )?(?:خارج (?:الدوله|البلد|المملكه)|الخارج|برا البلد|(?<=(?:من|في) )(?:برا|بره))(?=\s|$)/;

// ("كم طلب من برا": "برا", outside, after "من" or "في" alone; it was named as unknown.)
/** The question (normalised) with "abroad" said as the store's own country left out, when its currency names one. */
export function abroadSaid(text: string, currency: string | undefined): string {
  const home = HOME[(currency ?? '').toUpperCase()];
  if (!home) return text;
  if (ABROAD_EN.test(text)) return `${text.replace(ABROAD_EN, ' ').trim()} excluding ${home.en}`;
  // ("كم طلب من السعودية وكم من برا" asks both: the home country kept, "برا" is left as said.)
  if (ABROAD_AR.test(text) && !(/(?:^|\s)(?:برا|بره)(?=\s|$)/.test(text) && text.includes(home.ar))) return `${text.replace(ABROAD_AR, ' ').trim()} خارج ${home.ar}`;
  return text;
}
