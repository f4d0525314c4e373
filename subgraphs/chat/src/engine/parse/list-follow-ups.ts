import type { Catalog, QueryPlan, RowOrder } from '../types.ts';
import { lexiconOf, matchPhrases } from './lexicon.ts';

/**
 * Follow-ups that only change how the rows just listed are shown: their order ("ascending", "sorted by name",
 * "رتبها أبجدياً") or how many of a ranking ("show 10 instead", "خليها ٣"). Before, "lowest first" and "من الأقل" became
 * a new bottom 10 (January dropped from the months, the totals with it), "ascending" and "sorted by name" were refused,
 * "order by sales" was read as orders and sales, and "show 10 instead" as the month October.
 */

// Directions, whole phrases. Longer ones first: "from lowest to highest" before "lowest".
const ASCENDING = [
  'from (?:the )?(?:lowest|smallest|least|fewest|lowest value) to (?:the )?(?:highest|largest|biggest|most)', '(?:lowest|smallest|least|fewest) to (?:highest|largest|biggest|most)',
  'low to high', '(?:the )?(?:lowest|smallest|least|fewest|worst|bottom) (?:ones? )?first', 'in ascending order', 'ascending(?: order)?', 'asc', 'increasing order', 'in increasing order',
  'من (?:ال)?(?:اقل|اصغر|ادني|اسوا) (?:الي (?:ال)?|لل|ل)(?:اعلي|اكثر|اكبر|افضل)', 'من (?:ال)?(?:اقل|اصغر|ادني|اسوا)', '(?:ال)?(?:اقل|اصغر|ادني) (?:اولا|بالاول|في البدايه|فوق)',
  '(?:ب?ترتيب |بشكل )?تصاعدي(?:ا|ه)?', 'بالتصاعد', 'تصاعد',
];
const DESCENDING = [
  'from (?:the )?(?:highest|largest|biggest|most) to (?:the )?(?:lowest|smallest|least|fewest)', '(?:highest|largest|biggest|most) to (?:lowest|smallest|least|fewest)',
  'high to low', '(?:the )?(?:highest|largest|biggest|most|best|top) (?:ones? )?first', 'in descending order', 'descending(?: order)?', 'desc', 'decreasing order', 'in decreasing order',
  'من (?:ال)?(?:اعلي|اكثر|اكبر|افضل) (?:الي (?:ال)?|لل|ل)(?:اقل|اصغر|ادني|اسوا)', 'من (?:ال)?(?:اعلي|اكثر|اكبر|افضل)', '(?:ال)?(?:اعلي|اكثر|اكبر) (?:اولا|بالاول|في البدايه|فوق)',
  '(?:ب?ترتيب |بشكل )?تنازلي(?:ا|ه)?', 'بالتنازل', 'تنازل',
];
const BY_NAME_ASC = ['alphabetically', 'alphabetical(?: order)?', 'in alphabetical order', '(?:by|on) (?:the )?(?:name|names|label)', 'a ?- ?z', 'a to z',
  '(?:ب?ترتيب |بشكل )?(?:ال)?ابجدي(?:ا|ه)?', 'حسب (?:ال)?(?:اسم|اسماء|حروف)', 'بالاسم', 'بالاسماء', 'بالحروف', 'من ا الي ي'];
const BY_NAME_DESC = ['z ?- ?a', 'z to a', 'reverse alphabetical(?: order)?', '(?:by|on) (?:the )?(?:name|names) (?:descending|reversed?)'];
const REVERSE = ['reverse(?:d)?(?: (?:the |it|them|this))?(?: order| sort)?', 'flip (?:the )?order', 'other way round', 'the other way', 'اعكس(?: ال)?(?:ترتيب)?', 'اعكسها', 'بالعكس', 'عكس الترتيب'];

const phrase = (list: string[]) => new RegExp(`(?:^|\\s)(?:${list.join('|')})(?=\\s|$)`);
const SORT_VERB = /(?:^|\s)(?:sort|sorted|sorting|order|ordered|ordering|arrange|arranged|re-?sort|re-?order|رتب|رتبها|رتبهم|رتبه|رتبلي|رتب لي|ترتيب|بالترتيب|مرتبه|مرتب|مرتبين)(?=\s|$)/;
// What else may be said around it: "and now", "please", "them", "the list", "و", "لو سمحت".
const FILLER = new Set(['and', 'now', 'please', 'pls', 'it', 'them', 'this', 'that', 'these', 'the', 'list', 'table', 'rows', 'results', 'data', 'instead', 'in', 'by', 'show', 'me', 'can', 'you', 'could', 'them', 'then', 'just', 'ok', 'okay', 'so', 'with', 'values', 'put', 'list', 'keep', 'make', 'rank', 'ranked', 'one', 'ones',
  'و', 'طيب', 'الحين', 'الان', 'لو', 'سمحت', 'من', 'فضلك', 'لي', 'الجدول', 'القائمه', 'النتائج', 'بدلا', 'بس', 'حسب', 'هذي', 'هذه', 'ياها', 'اياها', 'خلها', 'خليها', 'اعرضها', 'اعرضهم', 'سوها', 'اعرض', 'وريني', 'ها', 'هم']);

/**
 * What the words left name, among the answer's own: one of its measures ("order by sales"), its split ("sorted by
 * city", its names), nothing (undefined), or something else (null: the follow-up asks more than an order).
 */
function orderNamed(words: string[], plan: QueryPlan, catalog: Catalog): string | undefined | null {
  if (!words.length) return undefined;
  const used = words.map(() => false);
  const hits = matchPhrases(words, used, lexiconOf(catalog));
  if (used.some((u, i) => !u && !/^(?:value|values|amount|total|القيمه|المجموع|الاجمالي|الرقم|الارقام)$/.test(words[i]))) return null;
  const named = hits.map((hit) => plan.metrics.find((key) => hit.entries.some((e) => e.kind === 'metric' && e.key === key))
    ?? (hit.entries.some((e) => e.kind === 'dimension' && e.key === plan.groupBy[0]) ? 'name' : null));
  if (named.some((key) => key === null) || new Set(named).size > 1) return null;
  return named[0] ?? undefined;
}

/**
 * The order a follow-up asks of the rows just listed, or undefined when it asks something else. `by` is 'name' (the
 * groups' names, a series' time) or one of the plan's measures.
 */
export function rowOrderOf(text: string, plan: QueryPlan, catalog: Catalog): RowOrder | undefined {
  if (!plan.groupBy.length && !plan.grain) return undefined;
  let rest = ` ${text.replace(/[.,!?؟،]/g, ' ').replace(/\s+/g, ' ').trim()} `;
  const take = (list: string[]) => {
    const re = phrase(list);
    if (!re.test(rest)) return false;
    rest = rest.replace(re, ' ');
    return true;
  };
  const nameDesc = take(BY_NAME_DESC);
  const name = nameDesc || take(BY_NAME_ASC);
  const desc = take(DESCENDING);
  const asc = !desc && take(ASCENDING);
  const reverse = !desc && !asc && !nameDesc && take(REVERSE);
  const verb = SORT_VERB.test(rest);
  rest = rest.replace(new RegExp(SORT_VERB.source, 'g'), ' ');
  // "Sorted by sales", "order by sales descending": a measure of the answer, said after the verb or with a direction.
  const words = rest.split(' ').filter(Boolean).filter((w) => !FILLER.has(w));
  const named = orderNamed(words, plan, catalog);
  if (named === null) return undefined;
  const byName = name || (verb && named === 'name');
  const measure = named === 'name' ? undefined : named;
  if (!byName && !desc && !asc && !reverse && !(verb && measure)) return undefined;
  const metric = measure ?? plan.metrics[0];
  const current = plan.sort ?? (plan.grain && !plan.top ? { by: 'name', dir: 'asc' as const } : { by: plan.metrics[0], dir: plan.top?.dir ?? 'desc' });
  if (reverse) return { ...current, dir: current.dir === 'asc' ? 'desc' : 'asc' };
  if (byName && !measure) return { by: 'name', dir: nameDesc || desc ? 'desc' : 'asc' };
  // A measure alone is the largest first; "ascending" of a series is of its measure, as "lowest first" is.
  return { by: metric, dir: asc ? 'asc' : 'desc' };
}

const SHOW_N_EN = /^(?:(?:and|ok|okay|now|just|please|but|so)\s)*(?:(?:show|give|list|make (?:it|that|them)|change (?:it |that )?to|limit (?:it |to )?|keep|only|just)\s(?:me\s)?(?:only\s)?(?:the\s)?(?:first\s|top\s)?(\d{1,3})|(\d{1,3}) (?:instead|please|only|rows|items|results|of them))(?:\s(?:instead|rows|items|results|of them|only|please|then))*(?:\s(?:instead of|not|rather than)\s(?:the\s)?\d{1,3})?$/;
// ("أول ٣ بس", "بس أعلى ٥": the verb left out.)
const SHOW_N_AR = /^(?:و|طيب |بس |الحين )?(?:(?:اعرض|اعرضلي|اعرض لي|اعرضها|وريني|ورني|خليها|خلها|خليهم|خلهم|خليه|خله|هات|هاتلي|هات لي|اعطني|عطني|ابي|ابغي|اريد|غيرها الي|غيرها ل)(?: لي)?(?: اول| اعلي| افضل)?|اول|اعلي|افضل) (\d{1,3})(?: (?:فقط|بس|بدلا منها|بدلا من ذلك|بدلا|بدل|بدال|عوضا))?(?: (?:من|عن) (?:ال)?\d{1,3})?$/;

/**
 * "Show 10 instead", "show me 3", "خليها ٣", "اعرض ١٠ بدلاً من ٥" after a ranking or a split: how many of it to list,
 * the same ranking (it was the month October, or refused).
 */
export function listedCountOf(text: string, plan: QueryPlan): number | undefined {
  if (!plan.groupBy.length && !(plan.grain && plan.top)) return undefined;
  const m = SHOW_N_EN.exec(text) ?? SHOW_N_AR.exec(text);
  const n = m ? Number(m[1] ?? m[2]) : NaN;
  return n >= 1 && n <= 100 ? n : undefined;
}
