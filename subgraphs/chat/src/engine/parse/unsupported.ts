import type { Words } from '../types.ts';

/**
 * Things owners ask about that the engine cannot read yet. Left unnoticed, their words would be dropped and the rest
 * answered ("sales last weekend" as all-time sales): a wrong number that looks right. Named, they get an honest
 * reply saying what is missing. Patterns run on normalised text.
 */
const UNSUPPORTED: { re: RegExp; what: Words }[] = [
  { re: /(?:^|\s)(?:weekends?|week ends?|نهايه الاسبوع|نهايات الاسبوع|الويكند|ويكند|ويك اند)(?=\s|$)/, what: { en: 'weekends', ar: 'عطلات نهاية الأسبوع' } },
  { re: /(?:^|\s)(?:ramadan|ramadhan|eid|رمضان|العيد|عيد الفطر|عيد الاضحي|الحج|hijri|هجري|الهجري)(?=\s|$)/, what: { en: 'Hijri calendar periods (Ramadan, Eid)', ar: 'فترات التقويم الهجري (رمضان والعيد)' } },
  { re: /(?:^|\s)(?:black friday|white friday|cyber monday|singles day|الجمعه البيضاء|الجمعه السوداء|البلاك فرايدي|بلاك فرايدي|اليوم الوطني|national day)(?=\s|$)/, what: { en: 'named sale days (Black Friday, White Friday, National Day)', ar: 'أيام التخفيضات والمناسبات (الجمعة البيضاء، اليوم الوطني)' } },
  { re: /(?:^|\s)(?:hour|hours|hourly|time of day|what time|which time|بالساعه|الساعه|ساعه|ساعات|اي وقت|وقت اليوم)(?=\s|$)/, what: { en: 'hours of the day', ar: 'ساعات اليوم' } },
  { re: /(?:^|\s)(?:day of (?:the )?week|days of (?:the )?week|weekday|weekdays|which day|what day|best day of|ايام الاسبوع|يوم في الاسبوع|اي يوم)(?=\s|$)/, what: { en: 'days of the week', ar: 'أيام الأسبوع' } },
  { re: /(?:^|\s)(?:over|above|more than|greater than|less than|under|below|at least|اكثر من|اقل من|فوق|تحت|اعلي من)\s\$?\d/, what: { en: 'amount or count thresholds (orders over an amount)', ar: 'حدود القيم (الطلبات التي تتجاوز مبلغاً)' } },
  { re: /(?:^|\s)(?:forecast|predict|prediction|projection|next month|next year|next week|توقع|توقعات|تنبؤ|الشهر الجاي|الشهر القادم|السنه القادمه|السنه الجايه)(?=\s|$)/, what: { en: 'forecasts of future periods', ar: 'توقعات الفترات القادمة' } },
];

/** What the question asks that cannot be answered yet, or null. */
export function unsupportedOf(text: string): Words | null {
  return UNSUPPORTED.find(({ re }) => re.test(text))?.what ?? null;
}
