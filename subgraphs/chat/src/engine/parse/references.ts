import type { ConversationContext, Filter } from '../types.ts';
import { pointedInto } from '../answer/shown.ts';

/**
 * "Which city bought the top one most?", "how many units did it sell?", "وكم حبة بعنا منه؟", "which city are they
 * from?": words that point at what the last answer listed (`context.shown`). "The second one" is the second listed;
 * "it", "she", "منه" the one thing a ranking of one named; "they", "them", "منهم" the things a ranking of several named.
 * The words are taken out and the thing becomes a filter of the follow-up.
 */
const ORDINAL_EN = /(?:^|\s)(?:the |that )?(top|first|best|number one|1st|second|2nd|third|3rd|last|bottom|worst) (?:one|product|customer|city|category|country|channel|item|seller)(?=\s|$)/;
// Bare "الأول", "والثاني؟", "مدينة الأول" too, unless they say which quarter, half, week or month ("الربع الأول").
const ORDINAL_AR = /(?:^|\s)(?:و|عن |في |من )?(اول|ثاني|ثالث|اخر) واحد(?=\s|$)|(?:^|\s)(?:و)?(الاول|الاولي|الثاني|الثانيه|الثالث|الثالثه|الاخير|الاخيره) (?:منهم|منها|فيهم)(?=\s|$)|(?:^|\s)(?<!(?:الربع|ربع|النصف|نصف|النص|نص|الاسبوع|اسبوع|الشهر|شهر|اليوم|يوم|السنه|سنه|العام|عام|المره|مره|الطلب|طلب) )(?:و|عن |في |من )?(الاول|الاولي|الثاني|الثانيه|الثالث|الثالثه|الاخير|الاخيره)(?=\s|$)/;
const ONE_EN = /(?:^|\s)(?:it|its|it s|him|his|her|she|he|that one|this one)(?=\s|$)/g;
const ONE_AR = /(?:^|\s)(?:منه|منها|عنده|عندها|هو|هي|له|لها|اشتراه|اشتروه|باعه|بعناه|بعناها|اشترتها|اشتروها|اشتراها|اشترته)(?=\s|$)/g;
// ("Which of these sold the most units": those listed, not every product.)
const MANY_EN = /(?:^|\s)(?:they|them|their|those ones|these ones|of these|of those)(?=\s|$)/g;
const MANY_AR = /(?:^|\s)(?:هم|منهم|عندهم|لهم|اشتروهم|بعناهم|من هذول|من هذولا|من هدول|من هؤلاء|من هذه|من هذي)(?=\s|$)/g;
// "How many orders each", "did each place", "كم طلب لكل واحد": each of those listed, said last.
export const EACH_LISTED = /(?:^|\s)(?:did each (?:one )?(?:place|make|have|buy|get)|each(?: one| of them)?|apiece|(?:ل)?كل واحد(?: منهم)?)$/;

const INDEX: Record<string, number> = {
  top: 0, first: 0, best: 0, 'number one': 0, '1st': 0, second: 1, '2nd': 1, third: 2, '3rd': 2,
  'اول': 0, 'الاول': 0, 'الاولي': 0, 'ثاني': 1, 'الثاني': 1, 'الثانيه': 1, 'ثالث': 2, 'الثالث': 2, 'الثالثه': 2,
};
/** The split each noun of ORDINAL_EN names. */
const NOUN_DIMENSION: Record<string, string> = { product: 'product', customer: 'customer', city: 'city', category: 'category', country: 'country', channel: 'channel' };
const LAST = new Set(['last', 'bottom', 'اخر', 'الاخير', 'الاخيره']);

/** Words for people: after a question already kept to some customers, "they" and "she" are still those customers. */
const PERSON_ONE = /(?:^|\s)(?:him|his|her|she|he|عنده|عندها|هو|هي)(?=\s|$)/;
const PERSONAL = /(?:^|\s)(?:him|his|her|she|he|they|them|their|عنده|عندها|هو|هي|هم|منهم|عندهم|لهم)(?=\s|$)/;

export interface Reference {
  /** The thing pointed at, as a filter; none when the question is already kept to it (the pronoun is then only dropped). */
  filter?: Filter;
  /** The question without the words that pointed. */
  text: string;
}

/** What the question points at among the last answer's listed values, or in what it was kept to, if it points. */
export function referenceOf(text: string, context: ConversationContext): Reference | null {
  const plan = context.plan;
  if (plan?.kind === 'lookup') return customerOfLookup(text, context);
  if (plan?.kind !== 'aggregate') return null;
  // What was listed: by the answer before, or by the one before it when that answer was about one of them.
  const listed = context.shown;
  const shown = listed?.values.length && (listed.dimension === plan.groupBy[0] || pointedInto(plan, listed)) ? listed : undefined;
  const kept = (values: string[], rest: string): Reference => ({ filter: keptTo(shown!, values), text: tidy(rest) });
  // "Top category", then "top product (in it)": a thing of another kind is a ranking of its own, not the top one listed
  // (it was the category, "product" dropped); "it" still points at the category.
  const said = shown ? ORDINAL_EN.exec(text) ?? ORDINAL_AR.exec(text) : null;
  const noun = said ? /(\S+)$/.exec(said[0].trim())?.[1] : undefined;
  const ordinal = said && !(noun && NOUN_DIMENSION[noun] && NOUN_DIMENSION[noun] !== shown!.dimension) ? said : null;
  if (shown && ordinal) {
    const word = ordinal[1] ?? ordinal[2] ?? ordinal[3] ?? ordinal[4];
    // "The worst one", "the best one" are judged, not pointed at: a ranking of the whole answer (the list shown may be
    // cut, and where less is better the worst is the highest).
    if (word === 'worst' || word === 'best') return null;
    const at = LAST.has(word) ? shown.values.length - 1 : INDEX[word];
    const value = shown.values[at];
    // "the best product" alone is a ranking of its own: only one of several listed is pointed at.
    if (value === undefined || (shown.values.length === 1 && !/ one$| واحد$/.test(ordinal[0]))) return null;
    return kept([value], text.replace(ordinal[0], ' '));
  }
  const withoutOne = text.replace(ONE_EN, ' ').replace(ONE_AR, ' ');
  const withoutMany = text.replace(MANY_EN, ' ').replace(MANY_AR, ' ').replace(EACH_LISTED, ' ');
  if (withoutOne === text && withoutMany === text) return null;
  // "How many orders did she place?" after "where is she from?": the customer the question was already kept to.
  // After an answer about one of those listed ("the second one"), "it", "in it", "them" is that one still.
  const into = Boolean(shown) && shown!.dimension !== plan.groupBy[0];
  const already = plan.filters.length > 0 && (!shown || into || (PERSONAL.test(text) && plan.filters.some((f) => f.dimension === 'customer')));
  if (already) return { text: tidy(withoutOne.replace(MANY_EN, ' ').replace(MANY_AR, ' ')) };
  if (!shown) return null;
  // A ranking of one ("the top product", "best customer"): "it", "she", "منه" is that one.
  const one = plan.top?.n === 1 || shown.values.length === 1;
  if (one && withoutOne !== text) return kept([shown.values[0]], withoutOne);
  // ("Top city this year", then "how much did they sell last year": a city, a channel, a shop is "they" too; it was
  // the whole store's sales.)
  if (one && plan.top?.n === 1 && withoutMany !== text) return kept([shown.values[0]], withoutMany);
  // "Top customers this month", then "how many orders did she place?": a person after a list of people is the first
  // one named ("it" after a list is still the whole answer).
  if (!one && shown.dimension === 'customer' && withoutOne !== text && PERSON_ONE.test(text)) return kept([shown.values[0]], withoutOne);
  // A ranking of several ("top 5 customers"): "they", "them", "منهم" are those listed.
  if (!one && plan.top && withoutMany !== text) return kept(shown.values.slice(0, plan.top.n), withoutMany);
  // Arabic says things listed ("the top 5 products") with "ها": "اشترتها", "منها" are all of them.
  if (!one && plan.top && shown.dimension !== 'customer' && withoutOne !== text && /ها(?=\s|$)/.test(text)) return kept(shown.values.slice(0, plan.top.n), withoutOne);
  return null;
}

/** A filter on some of the values listed, each named as the answer named it (a customer by her name, kept by her e-mail). */
export function keptTo(shown: NonNullable<ConversationContext['shown']>, values: string[]): Filter {
  const names = shown.names ? values.map((v) => shown.names![shown.values.indexOf(v)] ?? v) : undefined;
  return { dimension: shown.dimension, op: 'eq', values, ...(names && { names }) };
}

/** "This customer", "the customer", "هذا العميل", "العميل": the one an order lookup found. */
const CUSTOMER_EN = /(?:^|\s)(?:this|that|the|same) (?:customer|client|buyer|person|shopper)(?=\s|$)/g;
const CUSTOMER_AR = /(?:^|\s)(?:هذا العميل|هالعميل|ذا العميل|العميل هذا|نفس العميل|العميل|هذي العميله|هالعميله|العميله)(?=\s|$)/g;

/**
 * After a lookup that found one customer's orders: "how much has she spent?", "what else did they buy?", "وكم صرف
 * هذا العميل؟" point at that customer (by e-mail). "It" is the order, not the customer: it points at nothing here.
 */
function customerOfLookup(text: string, context: ConversationContext): Reference | null {
  const shown = context.shown;
  if (context.plan?.kind === 'lookup' && context.plan.table) return oneOfOwnerRows(text, shown);
  if (shown?.dimension !== 'customer' || shown.values.length !== 1) return null;
  // "Who ordered it?", "من صاحب هذا الطلب؟": that customer, named (it was "can't", and the store's 6,000 orders).
  if (WHO_ORDERED.test(text)) return { filter: keptTo(shown, shown.values), text: tidy(text.replace(WHO_ORDERED, ' by customer ')) };
  const rest = withoutThem(text);
  return rest === null ? null : { filter: keptTo(shown, shown.values), text: rest };
}

/**
 * "Who was our first customer?" or "the last invoice" of an owner's data, then "how much did she spend?", "and how
 * many invoices does she have?", "وكم صرف؟": that one customer (the one listed, or the one the invoice names). They
 * were the whole store's sales (2,328.6) and invoices (412).
 */
function oneOfOwnerRows(text: string, shown: ConversationContext['shown']): Reference | null {
  const one = shown?.whose ?? shown;
  if (!one || one.values.length !== 1) return null;
  const rest = withoutThem(text);
  return rest === null ? null : { filter: { dimension: one.dimension, op: 'eq', values: one.values }, text: rest };
}

/** The question without the words that point at the one customer, or null when none does. */
function withoutThem(text: string): string | null {
  const rest = text.replace(CUSTOMER_EN, ' ').replace(CUSTOMER_AR, ' ').replace(PERSON_WORDS, ' ');
  return rest === text && !SPENT_UNSAID.test(text) ? null : tidy(rest);
}
/**
 * "وكم صرف؟", "كم دفعت؟": Arabic says who by the verb alone ("he spent", "she paid"); after one customer, it is them.
 * Only when nothing else follows but "with us" or "in all" ("كم صرف العملاء" names its own).
 */
const SPENT_UNSAID = /^و?(?:كم|قديش|بكم|اديش) (?:صرف|صرفت|دفع|دفعت|اشتري|اشترت|شري|شرت)(?: (?:عندنا|معنا|معانا|علينا|كله|بالمجموع|بالاجمال|اجمالا|اجمالي|في المجموع))?$/;
const WHO_ORDERED = /(?:^|\s)(?:who (?:ordered|placed|bought|made|paid for) (?:it|this|that|this order|that order|the order)|whose (?:order|is it) (?:is (?:it|this|that))?|who (?:is|was) the customer|(?:من|مين) (?:هو )?(?:ال)?(?:عميل|زبون)(?= *$)|(?:من|مين|لمين|لمن) (?:صاحب|صاحبه|صاحبة|طالب|طلب) (?:هذا |هذي |ذا )?(?:ال)?(?:طلب|الطلبيه|طلبيه)?|(?:من|مين) (?:طلبه|طلبها|اشتراه|اشتراها))(?=\s|$)/;
const PERSON_WORDS = /(?:^|\s)(?:him|his|her|hers|she|he|they|them|their|عنده|عندها|هو|هي|له|لها|هم|عندهم|لهم)(?=\s|$)/g;

const tidy = (text: string) => text.replace(/\s+/g, ' ').trim();
