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
// ("ما عدد الطلبات التي تم شحنها ولم تصل بعد": said formally, the not-yet joined by "و"; rephrase.ts made them parcels.)
const AR = new RegExp(`^(?:كم|كم عدد|ما عدد|عدد) ${NOUN_AR} (?:و ?)?${NOT_YET_AR}$`);

/** Whether the question (normalised, in its language) counts the shipments not arrived yet. */
export function onTheWayAsked(text: string): boolean {
  const said = text.replace(/\s+/g, ' ').trim();
  return EN.test(said) || AR.test(said);
}

/**
 * Orders asked about as not delivered: "which orders haven't been delivered yet?", "undelivered orders", "show orders
 * still on the way" list the orders whose parcel is on its way (they were the orders with a delivered parcel, or every
 * order); "how many orders haven't been delivered?" is counted as "how many orders are still not delivered" is (it
 * counted the delivered ones). Gives how it is asked, or null.
 */
const ORDERS_NOT_YET = new RegExp(`^(?:(which|what|show(?: me)?|list|any) )?(?:(?:the|my|our) )?(?:orders?|purchases) (?:(?:that|which) )?(?:${NOT_YET_EN}|(?:are )?(?:still )?(?:on the way|on their way|in transit))(?: (?:right now|now|currently|at the moment|so far))?$|^(?:(which|what|show(?: me)?|list|any) )?(?:are )?(?:the |my |our )?(?:undelivered|not delivered|in transit) orders?(?: (?:right now|now|currently|at the moment|so far))?$`);
const HOW_MANY_ORDERS_NOT_YET = new RegExp(`^how many (?:of (?:the |my |our )?)?orders? (?:(?:that|which) )?(?:${NOT_YET_EN})$`);
export function ordersNotDeliveredAsked(text: string): 'listed' | 'counted' | null {
  const said = text.replace(/\s+/g, ' ').trim();
  if (HOW_MANY_ORDERS_NOT_YET.test(said)) return 'counted';
  const m = ORDERS_NOT_YET.exec(said);
  return m ? 'listed' : null;
}
