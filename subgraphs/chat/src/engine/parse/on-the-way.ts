/**
 * Shipments asked about as not arrived yet: "how many shipments haven't been delivered yet?", "كم شحنة ما وصلت
 * للحين؟". Those are the parcels still on their way, not every one without a delivery: a parcel sent back or lost is
 * not coming (the Arabic counted them, 270 for 133; the English counted the delivered ones).
 *
 * Only shipments, parcels and packages are read here: "how many orders are still not delivered", "كم طلب ما وصل
 * للحين" stay the orders' shipments other than delivered, as they were answered before.
 */

const NOUN_EN = '(?:shipments?|parcels?|packages?|deliveries)';
const NOT_YET_EN = [
  '(?:have|has) ?n ?t (?:been )?(?:delivered|arrived|come|reached (?:the )?customers?)(?: yet)?',
  '(?:have|has) not (?:yet )?(?:been )?(?:delivered|arrived|come|reached (?:the )?customers?)(?: yet)?',
  '(?:are|is) (?:still )?not (?:yet )?(?:been )?(?:delivered|arrived)(?: yet)?',
  '(?:are|is) still (?:on the way|on their way|in transit|undelivered|out)',
  '(?:are|is) (?:still )?undelivered',
].join('|');
const EN = new RegExp(`^how many (?:of (?:the |my |our )?)?${NOUN_EN} (?:(?:that|which) )?(?:${NOT_YET_EN})(?: (?:right now|now|currently|at the moment|so far))?$`);

const NOUN_AR = '(?:ال)?(?:شحنات|شحنه|طرود|طرد)';
const NOT_YET_AR = '(?:(?:اللي|الي|التي) )?(?:(?:لسا|لسه|للحين|بعدها|ما زالت|مازالت) )?(?:ما|لم|مو) (?:وصلت|توصل|تصل|وصل|يوصل|يصل|انسلمت|اتسلمت|تسلمت|انسلم)(?: (?:بعد|لسا|لسه|للحين|الحين|الى الان|حتي الان|لين الحين))?';
const AR = new RegExp(`^كم ${NOUN_AR} ${NOT_YET_AR}$`);

/** Whether the question (normalised, in its language) counts the shipments not arrived yet. */
export function onTheWayAsked(text: string): boolean {
  const said = text.replace(/\s+/g, ' ').trim();
  return EN.test(said) || AR.test(said);
}
