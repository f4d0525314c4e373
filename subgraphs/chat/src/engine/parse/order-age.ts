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

/** The question without its words of age and the age in days, when orders are kept by how long ago they were placed. */
export function orderAgeAsked(text: string): { text: string; days: number } | null {
  if (!ORDERS.test(text)) return null;
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
