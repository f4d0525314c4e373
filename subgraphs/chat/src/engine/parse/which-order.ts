/**
 * "Where is my order?", "وين طلبي؟", "track my order", "متى يوصل طلبي؟" with no number, name or e-mail: a customer's
 * words passed on by the owner (or the customer's own), about one order the store cannot tell from the others. They
 * were every order the store has (6,000) or a refusal; the reply asks which order (parse/replies.ts).
 */
const ORDER_EN = String.raw`(?:my|our|the|this|that|his|her|their|a customer s|the customer s) (?:order|package|parcel|shipment|delivery)`;
const WHERE_EN = new RegExp(String.raw`^(?:(?:so|and|hi|hello|hey|please|pls|ok|okay) )?(?:(?:where (?:is|s)|track|trace|what s the status of|what is the status of|(?:the )?status of|what happened to|any (?:news|update|updates) on|update on) ${ORDER_EN}|(?:when will|when does|when is) ${ORDER_EN} (?:arrive|come|get here|be delivered|be here|ship|be shipped|arriving|coming)|(?:has|did|was|is) ${ORDER_EN} (?:shipped|arrived|been shipped|been delivered|delivered|ship|arrive|out for delivery|on its way))(?: yet)?(?: please| pls)?$`);
const ORDER_AR = String.raw`(?:ال)?(?:طلب|طلبي|طلبيه|طلبيتي|طلبنا|اوردر|اوردري|شحنه|شحنتي|شحنتنا)(?: (?:حقي|تبعي|حقنا|حق العميل|حق الزبون|لو سمحت|من فضلك))?`;
const WHERE_AR = new RegExp(String.raw`^و?(?:(?:وين|فين|اين|وين وصل|وين وصلت|فين وصل|(?:وش|ايش|شو) صار (?:على|علي|في|ب)|(?:وش|ايش|شو) (?:اخبار|صار مع)|تتبع|(?:ما |وش |ايش )?(?:حاله|وضع)|(?:متي|امتي) (?:يوصل|توصل|بيوصل|بتوصل|راح يوصل|يجي|ينشحن|تنشحن)) ${ORDER_AR}|(?:هل )?(?:وصل|انشحن|تشحن|شحن) ${ORDER_AR})$`);

/** Whether the question asks where an order is without saying which one. */
export function asksForUnnamedOrder(text: string): boolean {
  return WHERE_EN.test(text) || WHERE_AR.test(text);
}
