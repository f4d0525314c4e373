/**
 * Late shipments asked about in the present: the parcels to chase today, not those that arrived late months ago.
 * "Which shipments are late?", "show me orders that are late", "الشحنات المتأخرة" gave "Late shipments over all time:
 * 2,364" (every parcel that was ever late); "late shipments that haven't been delivered yet" added a filter "for status
 * delivered", the opposite of what was asked, and "late shipments that are still open" ignored "still open".
 *
 * An owner asking which ones, or naming them alone, wants them listed (the orders, newest first, as "list orders from
 * yesterday" lists them); "how many … still open", "كم شحنة متأخرة لسا ما وصلت" counts them. Without a word of the
 * present, "how many shipments are late" stays the count over all time, and a period ("how many late shipments last
 * month") is never read here: those parcels are over, late or not.
 */

const NOUN_EN = '(?:shipments?|orders?|parcels?|packages?|deliveries|delivery)';
const LATE_EN = '(?:late|delayed|overdue|running late)';
// Words that say the parcel has not arrived, or that the question is about now.
const STILL_EN = [
  '(?:that |which )?(?:have|has) ?n ?t (?:been )?(?:delivered|arrived|come|reached (?:the )?customers?)(?: yet)?',
  '(?:that |which )?(?:have|has) not (?:been )?(?:delivered|arrived|come|reached (?:the )?customers?)(?: yet)?',
  '(?:that |which )?(?:are |is )?(?:still )?not (?:yet )?(?:been )?(?:delivered|arrived)(?: yet)?',
  '(?:that |which )?(?:are |is )?still (?:open|out|on the way|in transit|pending|undelivered|outstanding|late|delayed|overdue)',
  '(?:that |which )?(?:are |is )?(?:still )?(?:undelivered|open|outstanding)',
  '(?:right now|now|currently|at the moment|today|as of today|as we speak)',
].join('|');
const LISTING_EN = '(?:(?:show|list|give|see|get|find|pull up)(?: me| us)?(?: all)?(?: of)?(?: the| my| our)? |(?:all |the )+)';
const EN = [
  // "Which shipments are late?", "what orders are still late right now?"
  { listed: true, re: new RegExp(`^(?:which|what) (?:of (?:the |my |our )?)?${NOUN_EN} (?:are|is) (?:still )?${LATE_EN}(?: (?:${STILL_EN}))*$`) },
  // "Show me orders that are late", "list the late shipments that haven't been delivered yet", "late shipments that are still open".
  { listed: true, re: new RegExp(`^${LISTING_EN}?(?:${LATE_EN} ${NOUN_EN}|${NOUN_EN} (?:that are|which are|that is|which is|that got|running) (?:still )?${LATE_EN})(?: (?:${STILL_EN}))*$`) },
  // "How many late shipments are still open?": a word of the present must be said ("how many shipments are late" is every one ever).
  { listed: false, re: new RegExp(`^how many (?:${LATE_EN} ${NOUN_EN}|${NOUN_EN} (?:are|is) (?:still )?${LATE_EN})(?: (?:are|is) there)?(?: (?:${STILL_EN}))+$`) },
];

const NOUN_AR = '(?:ال)?(?:شحنات|شحنه|طلبات|طلب|طرود|طرد|اوردرات)';
const LATE_AR = '(?:ال)?(?:متاخره|متاخرين|متاخر)';
const STILL_AR = [
  '(?:(?:اللي|الي|التي|الذي) )?(?:(?:لسا|لسه|لساتها|لسى|للحين|الحين|بعدها) )?(?:ما|لم|مو|ماهي) (?:وصلت|توصل|تصل|وصل|يوصل|يصل|وصلوا|انسلمت|تنسلم|اتسلمت|تسلمت|تتسلم|انسلم|مسلمه|واصله)(?: (?:بعد|لسا|لسه|للحين|الحين|الى الان|حتى الان))?',
  '(?:(?:اللي|الي|التي) )?(?:لسا|لسه|للحين|بعدها|ما زالت|مازالت|لا تزال|لازالت) (?:مفتوحه|في الطريق|بالطريق|متاخره|معلقه)',
  '(?:حاليا|الحين|الان|للحين|اليوم|هالحين|ذحين|دحين)',
].join('|');
const LISTING_AR = '(?:وش|ايش|اي|شو|ما هي|ماهي|اعرض|اعرض لي|اعرضلي|وريني|ورني|عطني|اعطني|ابي|ابغي|ابغى|طلع لي|طلعلي|عدد لي|اسرد|اسرد لي|مين|من هي)';
const AR = [
  // "الشحنات المتأخرة", "وش الطلبات المتأخرة حاليا؟", "الشحنات المتأخرة اللي لسا ما وصلت"
  { listed: true, re: new RegExp(`^(?:${LISTING_AR} )?(?:كل )?${NOUN_AR} ${LATE_AR}(?: (?:${STILL_AR}))*$`) },
  // "كم شحنة متأخرة لسا ما وصلت؟": counted, with a word of the present ("كم شحنة متأخرة" is every one ever).
  { listed: false, re: new RegExp(`^كم ${NOUN_AR} ${LATE_AR}(?: (?:${STILL_AR}))+$`) },
];

/**
 * Whether the question (normalised, in its language) asks for the shipments late as of today, and whether it asks to
 * see them (`listed`) or how many there are. The caller answers a count with the overdue shipments' measure.
 */
export function openLateAsked(text: string): { listed: boolean } | null {
  const said = text.replace(/\s+/g, ' ').trim();
  for (const form of [...EN, ...AR]) if (form.re.test(said)) return { listed: form.listed };
  return null;
}
