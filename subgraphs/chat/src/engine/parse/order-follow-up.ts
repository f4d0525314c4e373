/**
 * "Is it late?", "when was it delivered?", "which carrier?", "وين وصل؟" after an order was looked up: they ask about
 * that order, whose answer says its status, carrier and delivery. They were the store's late or delivered shipments
 * of all time ("Late shipments over all time: 2,364"), a confident number about something else.
 */
const POINTS_AT_ORDER = /(?:^|\s)(?:it|its|it s|this order|that order|the order|the parcel|the package|the shipment|الطلب|طلبي|الطلبيه|الشحنه|الشحنة|هو|هي|وصل|وصلت|انشحن|انشحنت)(?=\s|$)/;
const ABOUT_ITS_JOURNEY = /(?:^|\s)(?:late|delayed|on time|deliver|delivered|delivery|arrive|arrived|arriving|carrier|courier|ship|shipped|shipping|status|where|track|tracking|when|وصل|وصلت|يوصل|توصل|تاخر|تاخرت|متاخر|متاخره|الشحنه|شحن|انشحن|انشحنت|حالته|حالتها|الحاله|وين|متي|مين الشركه|شركه الشحن)(?=\s|$)/;
const CARRIER_ALONE = /^(?:which|what) (?:carrier|courier|shipping company)$|^(?:مين|اي|أي) شركه الشحن$/;

/** Whether a follow-up of an order lookup asks about that order's delivery (the text normalised, without a number). */
export function asksAboutLookedUpOrder(text: string): boolean {
  const t = text.replace(/[?؟!.]/g, ' ').replace(/\s+/g, ' ').trim();
  if (/\d/.test(t)) return false;
  return CARRIER_ALONE.test(t) || (POINTS_AT_ORDER.test(t) && ABOUT_ITS_JOURNEY.test(t));
}
