import { NUMBER_WORDS } from './modifiers.ts';

/**
 * How long ago an order was placed, as a condition on a backlog: "unfulfilled paid orders older than 3 days",
 * "unfulfilled orders placed more than 3 days ago", "orders waiting more than 2 days to ship", "orders not yet shipped
 * after 48 hours". The age was dropped (every unfulfilled order, 16 or 19, when none was that old), refused as a
 * threshold, or read as days with more than 2 orders.
 *
 * The words of age are taken out and the rest is read as it stands ("unfulfilled paid orders"); the orders kept are
 * those placed more than that long before now (the `order_age` split: days since the order, hours as fractions). A
 * wait "to ship" or "not shipped after" says the orders are not fulfilled yet.
 */
const NUMBERS: Record<string, number> = { a: 1, an: 1, ...NUMBER_WORDS };
const UNITS: Record<string, number> = { hour: 1 / 24, hours: 1 / 24, hrs: 1 / 24, hr: 1 / 24, day: 1, days: 1, week: 7, weeks: 7, month: 30, months: 30 };
const AMOUNT = `(\\d+|${Object.keys(NUMBERS).join('|')})`;
const UNIT = `(${Object.keys(UNITS).sort((a, b) => b.length - a.length).join('|')})`;
const MORE = '(?:more than|over|longer than|at least|above|>)';
const FORMS: { re: RegExp; unshipped?: boolean }[] = [
  // "older than 3 days", "more than 3 days old", "over a week old"
  { re: new RegExp(`(?:that are |which are |are )?(?:older than ${AMOUNT} ${UNIT}|${MORE} ${AMOUNT} ${UNIT} old)`) },
  // "placed more than 3 days ago", "ordered over a week ago", "from more than 2 days ago"
  { re: new RegExp(`(?:that were |which were |were )?(?:placed|ordered|made|created|received|from) ${MORE} ${AMOUNT} ${UNIT} ago`) },
  // "waiting more than 2 days to ship", "waiting for over 48 hours", "been waiting more than 2 days"
  { re: new RegExp(`(?:that have been |which have been |have been |been )?waiting (?:for )?${MORE} ${AMOUNT} ${UNIT}(?: (?:to (?:ship|be shipped|be fulfilled|be sent|go out)|for (?:shipping|fulfil?ment|dispatch)))?`), unshipped: true },
  // "not yet shipped after 48 hours", "unfulfilled after 2 days"
  { re: new RegExp(`(?:still )?(?:not (?:yet )?(?:been )?(?:shipped|fulfilled|sent|dispatched)|unshipped|unfulfilled) (?:yet )?after ${MORE}? ?${AMOUNT} ${UNIT}`), unshipped: true },
];
const ORDERS = /(?:^|\s)(?:orders?|backlog)(?=\s|$)/;

/**
 * The same in Arabic, typed or dictated: "طلبات ما انشحنت من ٣ أيام", "طلبات ما انشحنت أقدم من يومين", "الطلبات اللي
 * لها أكثر من ٢٤ ساعة ما انشحنت", "كم طلب متأخر بالشحن أكثر من يوم", "طلبات انطلبت قبل أكثر من أسبوع". A dual is
 * its two ("يومين", "ساعتين"), a unit alone its one ("أكثر من يوم"). The age was dropped (every unfulfilled order),
 * or read as an hour of the day and an order value over 24.
 */
const UNITS_AR: Record<string, [number, number]> = {
  يوم: [1, 1], ايام: [1, 1], يوما: [1, 1], يومين: [2, 1], ساعه: [1, 1 / 24], ساعات: [1, 1 / 24], ساعتين: [2, 1 / 24],
  اسبوع: [1, 7], اسابيع: [1, 7], اسبوعين: [2, 7], شهر: [1, 30], شهور: [1, 30], اشهر: [1, 30], شهرين: [2, 30],
};
const AMOUNT_AR = `(?:(\\d+|${Object.keys(NUMBER_WORDS).filter((w) => /[\u0600-\u06FF]/.test(w)).join('|')}) )?`;
const UNIT_AR = `(${Object.keys(UNITS_AR).sort((a, b) => b.length - a.length).join('|')})`;
const MORE_AR = '(?:اقدم من|اكثر من|اطول من|فوق|ازيد من|زياده عن|اكتر من)';
/** Words saying the orders are not shipped yet: only then is "من ٣ أيام" (for three days) an age. */
const UNSHIPPED_AR = /(?:^|\s)(?:ما ?(?:ان|ات|ت)?شحنت?|ما ?(?:ان|ات|ت)?شحنو?ا|ما ?(?:ان|ات|ت)?شحن|لم (?:ت|ي)شحن|مو مشحونه?|غير مشحونه?|مب مشحونه?|ما طلعت|ما طلع|متاخره? (?:في الشحن|بالشحن)|معلقه|غير منفذه?|ما اتنفذت|ما انرسلت|منتظره? الشحن)(?=\s|$)/;
const FORMS_AR: { re: RegExp; needsUnshipped?: boolean }[] = [
  // "أقدم من يومين", "أكثر من ٣ أيام", "فوق أسبوع"
  { re: new RegExp(`(?:(?:اللي|الي|التي) )?(?:(?:لها|لهم|صار لها|صارلها|صار لهم|مر عليها|مرت عليها|عدي عليها|عدت عليها|بقالها|بقالهم) )?${MORE_AR} ${AMOUNT_AR}${UNIT_AR}`) },
  // "انطلبت قبل أكثر من ٣ أيام", "من قبل أكثر من أسبوع"
  { re: new RegExp(`(?:(?:انطلبت|مطلوبه|جت|جات|وصلتنا|اللي جت) )?(?:من )?قبل ${MORE_AR} ${AMOUNT_AR}${UNIT_AR}`) },
  // "ما انشحنت من ٣ أيام", "صار لها يومين ما انشحنت"
  { re: new RegExp(`(?:(?:اللي|الي|التي) )?(?:من|صار لها|صارلها|صار لهم|لها|لهم|مر عليها|مرت عليها|عدي عليها|عدت عليها|بقالها|بقالهم) ${AMOUNT_AR}${UNIT_AR}`), needsUnshipped: true },
];
const ORDERS_AR = /(?:^|\s)(?:(?:ال)?طلبات|(?:ال)?طلب|(?:ال)?طلبيات|(?:ال)?اوردرات|(?:ال)?اوردر)(?=\s|$)/;
/** Words of a delivery's length or of parcels on the way: their ages are another question (parse/stuck-on-the-way.ts). */
const DELIVERY_AR = /(?:^|\s)(?:ال)?(?:توصيل|وصلت|وصل|توصل|الطريق|شحنه|شحنات|طرد|طرود)(?=\s|$)/;

function arabicOrderAge(text: string): { text: string; days: number } | null {
  if (!ORDERS_AR.test(text) || DELIVERY_AR.test(text)) return null;
  for (const form of FORMS_AR) {
    if (form.needsUnshipped && !UNSHIPPED_AR.test(text)) continue;
    const found = new RegExp(`(^|\\s)${form.re.source}(?=\\s|$)`).exec(text);
    if (!found) continue;
    const [amount, unit] = [found[2], found[3]];
    const [times, days] = UNITS_AR[unit] ?? [0, 0];
    const n = (amount === undefined ? 1 : /^\d+$/.test(amount) ? Number(amount) : NUMBER_WORDS[amount]) * times;
    if (!n || !days) return null;
    const rest = `${text.slice(0, found.index)} ${text.slice(found.index + found[0].length)}`.replace(/\s+/g, ' ').trim();
    // "كم طلب متأخر بالشحن": the orders not shipped yet.
    return { text: rest.replace(/(^|\s)متاخره? (?:في الشحن|بالشحن)(?=\s|$)/, '$1ما انشحنت'), days: Math.round(n * days * 1000) / 1000 };
  }
  return null;
}

/** The question without its words of age and the age in days, when orders are kept by how long ago they were placed. */
export function orderAgeAsked(text: string): { text: string; days: number } | null {
  if (!ORDERS.test(text)) return arabicOrderAge(text);
  for (const form of FORMS) {
    const found = new RegExp(`(^|\\s)${form.re.source}(?=\\s|$)`).exec(text);
    if (!found) continue;
    const [amount, unit] = found.slice(2).filter((part) => part !== undefined);
    const n = /^\d+$/.test(amount) ? Number(amount) : NUMBERS[amount];
    if (!n || !UNITS[unit]) return null;
    const rest = `${text.slice(0, found.index)} ${text.slice(found.index + found[0].length)}`.replace(/\s+/g, ' ').trim();
    // "Orders waiting to ship" are the unfulfilled ones.
    const kept = form.unshipped && !/(?:^|\s)unfulfilled(?=\s|$)/.test(rest) ? rest.replace(ORDERS, (noun) => noun.replace(/(orders?|backlog)/, 'unfulfilled $1')) : rest;
    return { text: kept, days: Math.round(n * UNITS[unit] * 1000) / 1000 };
  }
  return null;
}
