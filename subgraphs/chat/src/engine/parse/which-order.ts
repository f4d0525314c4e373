import type { Catalog, Filter, Understanding } from '../types.ts';
import { isDataWord } from './spelling.ts';

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

/**
 * The reply to "which order?": a customer's name alone ("Ahmed Haddad", "أحمد حداد") or their e-mail is that customer,
 * whose latest order is the one meant, as "where is Ahmed Haddad's order?" reads. The name was read as the customer's
 * sales of all time. A reply with a word of the data's own ("Ahmed Haddad's sales") is a question, read as one.
 * `alone` is the reply understood by itself.
 */
export function customerOfReply(said: string, alone: Understanding, catalog: Catalog): Filter | undefined {
  if (alone.kind === 'lookup' && alone.plan.by === 'email') return { dimension: 'customer', op: 'eq', values: [alone.plan.value] };
  const words = said.split(/\s+/).filter(Boolean);
  if (alone.kind !== 'plan' || !words.length || words.length > 4 || words.some((w) => /\d/.test(w) || isDataWord(w, catalog))) return undefined;
  const { filters, groupBy, period, grain, compare, top } = alone.plan;
  const [named] = filters;
  const onlyCustomer = filters.length === 1 && named.dimension === 'customer' && named.op === 'eq' && named.values.length === 1;
  return onlyCustomer && !groupBy.length && !period && !grain && !compare && !top ? named : undefined;
}
