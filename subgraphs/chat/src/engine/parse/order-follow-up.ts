/**
 * "Is it late?", "when was it delivered?", "which carrier?", "وين وصل؟" after an order was looked up: they ask about
 * that order, whose answer says its status, carrier and delivery. They were the store's late or delivered shipments
 * of all time ("Late shipments over all time: 2,364"), a confident number about something else.
 */
const POINTS_AT_ORDER = /(?:^|\s)(?:it|its|it s|this order|that order|the order|the parcel|the package|the shipment|الطلب|طلبي|الطلبيه|الشحنه|الشحنة|هو|هي|وصل|وصلت|يوصل|توصل|انشحن|انشحنت)(?=\s|$)/;
const ABOUT_ITS_JOURNEY = /(?:^|\s)(?:late|delayed|on time|deliver|delivered|delivery|arrive|arrived|arriving|carrier|courier|ship|shipped|shipping|status|where|track|tracking|when|وصل|وصلت|يوصل|توصل|تاخر|تاخرت|متاخر|متاخره|الشحنه|شحن|انشحن|انشحنت|حالته|حالتها|الحاله|وين|متي|مين الشركه|شركه الشحن)(?=\s|$)/;
const CARRIER_ALONE = /^(?:which|what) (?:carrier|courier|shipping company)$|^(?:مين|اي|أي) شركه الشحن$/;

/** "What's in it?", "what did they order?", "وش فيه؟", "ايش طلب؟" after an order was looked up: what that order holds. */
// ("What else is in that order", "what's in the order" after a parcel's tracking number: the order it belongs to.)
const ITS_CONTENTS = /^(?:and |و)?(?:what (?:else )?(?:is|s|was) (?:in|inside) (?:that|this|the) (?:order|parcel|package|shipment)|what else (?:is|s|was) in it|what else did (?:it|they|the order) (?:contain|include|have)|what s in it|whats in it|what is in it|what was in it|what s inside|what is inside|what was inside|what did it (?:contain|include|have)|what (?:did|does) (?:it|the order) (?:contain|include|have)|what (?:did|does) (?:he|she|they|the customer) (?:order|buy|get) in it|what (?:did|does) (?:he|she|they|the customer) order|(?:its|the) (?:items|contents|products|lines)|(?:وش|ايش|شو|ماذا) (?:فيه|فيها|داخله|بداخله|يحتوي|طلب|طلبت|طلبوا|اشتري|اشترت)|محتوياته|محتوياتها|منتجاته|منتجاتها)$/;

/** Whether a follow-up of an order lookup asks what that order holds (the text normalised, without a number). */
export function asksWhatLookedUpOrderHolds(text: string): boolean {
  return ITS_CONTENTS.test(text.replace(/[?؟!.]/g, ' ').replace(/\s+/g, ' ').trim());
}

/** Whether a follow-up of an order lookup asks about that order's delivery (the text normalised, without a number). */
export function asksAboutLookedUpOrder(text: string): boolean {
  const t = text.replace(/[?؟!.]/g, ' ').replace(/\s+/g, ' ').trim();
  if (/\d/.test(t)) return false;
  return CARRIER_ALONE.test(t) || (POINTS_AT_ORDER.test(t) && ABOUT_ITS_JOURNEY.test(t));
}
