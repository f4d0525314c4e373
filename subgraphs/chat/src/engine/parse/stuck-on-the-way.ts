import { NUMBER_WORDS } from './modifiers.ts';

/**
 * Parcels stuck on their way: "shipments in transit for more than 7 days", "which orders were shipped over a week ago
 * and still haven't arrived", "الشحنات اللي في الطريق من أكثر من أسبوع". The words of time were dropped: "shipments in
 * transit for more than a week" counted every parcel in transit (52), and "orders shipped more than 7 days ago and not
 * delivered" counted days with more than 7 shipments.
 *
 * The question is read as three parts in any order (the parcels, that they have not arrived, and for how long), with
 * nothing else said but words around a request: anything more ("… by carrier", "… in Riyadh") is left to the general
 * reader. Asked which ones, the orders are listed; "how many", "كم" counts them.
 */

// A count of days, weeks or months in digits or words ("a week", "five days", "ست أيام"); past ten they are digits
// by now (spoken-numbers.ts).
const NUMBERS: Record<string, number> = { a: 1, an: 1, ...NUMBER_WORDS };
/** Days in each unit; an Arabic dual ("أسبوعين") is two of its unit with no number said. */
const UNITS: Record<string, { days: number; dual?: boolean }> = {
  day: { days: 1 }, days: { days: 1 }, week: { days: 7 }, weeks: { days: 7 }, month: { days: 30 }, months: { days: 30 },
  يوم: { days: 1 }, ايام: { days: 1 }, يومين: { days: 1, dual: true }, اسبوع: { days: 7 }, اسابيع: { days: 7 }, اسبوعين: { days: 7, dual: true },
  شهر: { days: 30 }, شهور: { days: 30 }, اشهر: { days: 30 }, شهرين: { days: 30, dual: true },
};
const UNIT = Object.keys(UNITS).sort((a, b) => b.length - a.length).join('|');
const AMOUNT = `(\\d+|${Object.keys(NUMBERS).join('|')})`;

const PARTS = {
  parcels: /(?:^|\s)(?:shipments?|parcels?|packages?|orders?|deliveries|(?:ال)?(?:شحنات|شحنه|طلبات|طلب|طرود|طرد|اوردرات))(?=\s|$)/,
  // Not arrived yet: in transit, on the way, stuck, not delivered (the parcel's state, not its order's).
  onTheWay: new RegExp([
    '(?:still |stuck |sitting |waiting )*(?:in transit|on the way|on their way|out for delivery|undelivered|stuck)',
    '(?:and |but )?(?:still )?(?:(?:are|is|were|was|have|has) ?n ?t|(?:are|is|were|was|have|has) not|not|never) (?:yet )?(?:been )?(?:delivered|arrived|reached (?:the )?customers?)(?: yet)?',
    '(?:اللي |الي |التي )?(?:(?:لسا|لسه|للحين|بعدها|ما زالت|مازالت|لا تزال|لازالت) )?(?:في الطريق|بالطريق|عالقه|معلقه)',
    '(?:و ?)?(?:اللي |الي |التي )?(?:(?:لسا|لسه|للحين|بعدها) )?(?:ما|لم|مو) (?:وصلت|توصل|تصل|وصل|يوصل|يصل|وصلوا|انسلمت|تنسلم|اتسلمت|تسلمت|انسلم)(?: (?:بعد|لسا|لسه|للحين|الحين))?',
  ].map((form) => `(?:^|\\s)(?:${form})(?=\\s|$)`).join('|')),
  // For how long: "for more than 7 days", "shipped over a week ago", "من أكثر من أسبوع", "لها فوق ١٠ أيام".
  longer: new RegExp([
    `(?:(?:that |which )?(?:were |was |got )?shipped |sent |for |since )?(?:more than|over|longer than|at least|above) ${AMOUNT} (${UNIT})(?: ago)?`,
    `(?:(?:اللي |الي |التي )?(?:انشحنت|اتشحنت|انشحن|اتشحن|شحناها|تم شحنها|طلعت) )?(?:من |لها |صار لها |صارلها |صار لهم |لهم )?(?:اكثر من|فوق|اطول من|اكثر من مده) (?:${AMOUNT} )?(${UNIT})`,
  ].map((form) => `(?:^|\\s)(?:${form})(?=\\s|$)`).join('|')),
};
/** Words around the request: asking, listing, counting, articles, and the verbs that join the parts. */
const AROUND = new Set(('how many which what show list give find get see me us all the my our of that which are is were was have has been there '
  + 'right now currently still and but yet with any do we كم عدد وش ايش اي شو ما هي ماهي اعرض لي اعرضلي وريني ورني عطني اعطني ابي ابغي ابغى طلع طلعلي كل '
  + 'اللي الي التي في حاليا الحين الان و هل فيه عندنا عندي').split(' '));
const COUNTED = /^(?:how many|number of|count of|كم|عدد)(?=\s)/;

/** Whether the question (normalised) asks for the parcels on their way longer than some days: how many days, and whether counted. */
export function stuckOnTheWayAsked(text: string): { days: number; counted: boolean } | null {
  const said = text.replace(/\s+/g, ' ').trim();
  const longer = PARTS.longer.exec(said);
  if (!longer || !PARTS.parcels.test(said)) return null;
  const shipped = /(?:^|\s)(?:shipped|sent|انشحنت|اتشحنت|انشحن|اتشحن|شحناها|تم شحنها|طلعت)(?=\s|$)/.test(longer[0]);
  const rest = said.replace(longer[0], ' ');
  // "Orders shipped more than 7 days ago" alone are delivered or not: only not arrived yet is stuck.
  const onTheWay = PARTS.onTheWay.exec(rest);
  if (!onTheWay) return null;
  const left = rest.replace(onTheWay[0], ' ').replace(PARTS.parcels, ' ').split(' ').filter((word) => word && !AROUND.has(word));
  if (left.length) return null;
  const amount = longer[1] ?? longer[3];
  const unit = UNITS[longer[2] ?? longer[4]];
  const n = amount === undefined ? (unit.dual ? 2 : 1) : /^\d+$/.test(amount) ? Number(amount) : NUMBERS[amount];
  if (!n || (!shipped && !/(?:transit|way|stuck|طريق|عالق|معلق)/.test(onTheWay[0]) && !/(?:^|\s)(?:for|since|من|لها|صار)(?=\s)/.test(longer[0]))) return null;
  return { days: n * unit.days, counted: COUNTED.test(said) };
}
