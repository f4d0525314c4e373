import type { AnswerTable, Catalog, Dimension, Locale, QueryPlan } from '../types.ts';
import { formatDay, formatValue } from './format.ts';
import { cap, filterPhrases, groupsCounted, isolated, periodPhrase, stop } from './sentence.ts';
import { ordersAr } from './lookup-answer.ts';


/**
 * The sentence of an absence (ADR 23): how many had none in the period, with the first three named, each with its
 * last one before; "never sold" over all time; and when there are none, that every one had some.
 * "14 products with no sales last month (Oct 1 – 31, 2026): Linen Abaya (last sold Sep 30, 2026), …"
 * "٢١٢ عميلاً بلا طلبات خلال آخر ٩٠ يوماً (…)، ممن طلبوا من قبل: سارة علي (١٢ طلباً، آخرها ٣ مارس ٢٠٢٦)، …"
 * `all`: how many there are in all (the rows are cut at the row cap or the top N asked).
 */
export function absentSentence(
  plan: QueryPlan, table: AnswerTable, all: number, catalog: Catalog, locale: Locale, currency: string, periodLabel: string | null,
): string {
  const ar = locale === 'ar';
  const dimension = catalog.dimensions.find((d) => d.key === plan.groupBy[0]);
  const orders = plan.metrics[0] === 'orders';
  const joined = (phrases: string[]) => (phrases.length ? (ar ? `، ${phrases.join('، ')}` : `, ${phrases.join(', ')}`) : '');
  const said = filterPhrases(plan, catalog, locale, currency);
  const when = plan.period && periodLabel ? periodPhrase(plan.period, periodLabel, locale) : '';
  // Customers order, whatever the measure is ("Every customer has sold at least once" was said of a file's customers).
  if (!all) return stop(everyOne(dimension, orders || /customer/.test(dimension?.key ?? ''), when, joined(said), Boolean(plan.absent?.lapsed), locale));
  const before = orders ? (ar ? 'ممن طلبوا من قبل' : 'of those who had ordered before') : (ar ? 'مما بيع من قبل' : 'of those sold before');
  const where = joined(plan.absent?.lapsed ? [...said, before] : said);
  const counted = groupsCounted(all, dimension, undefined, locale);
  const head = !plan.period
    ? (ar ? `${counted} ${orders ? 'لم يطلبوا قط' : 'لم يُبع قط'}${where}` : `${counted} never ${orders ? 'ordered' : 'sold'}${where}`)
    : (ar ? `${counted} بلا ${orders ? 'طلبات' : 'مبيعات'} ${when}${where}` : `${counted} with no ${orders ? 'orders' : 'sales'} ${when}${where}`);
  if (plan.absent?.counted) return stop(head);
  const key = plan.groupBy[0];
  const named = table.rows.slice(0, 3).map((row) => {
    const label = String(row[key] ?? '');
    const name = isolated(label, ar);
    if (!plan.period) return name;
    // A name shown with its e-mail ("Noura Hassan (noura@…)") takes the rest inside the same brackets.
    const withDetail = (words: string) => (/\)$/.test(label) ? isolated(`${label.slice(0, -1)}${ar ? '، ' : ', '}${words})`, ar) : `${name} (${words})`);
    const last = row.last_at ? formatDay(String(row.last_at), locale) : null;
    if (orders) {
      const n = Number(row.orders) || 0;
      const count = ar ? ordersAr(n) : `${formatValue(n, 'count', locale)} order${n === 1 ? '' : 's'}`;
      return last ? withDetail(ar ? `${count}، ${n === 1 ? 'في' : 'آخرها'} ${last}` : `${count}, ${n === 1 ? 'on' : 'the last on'} ${last}`) : name;
    }
    return withDetail(ar ? (last ? `آخر بيع ${last}` : 'لم يُبع قط') : last ? `last sold ${last}` : 'never sold');
  });
  const more = all - named.length;
  const list = more > 0
    ? (ar ? `${named.join('، ')} و${formatValue(more, 'count', locale)} غيرها` : `${named.join(', ')} and ${formatValue(more, 'count', locale)} more`)
    : named.length > 1 ? (ar ? `${named.slice(0, -1).join('، ')} و${named.at(-1)}` : `${named.slice(0, -1).join(', ')} and ${named.at(-1)}`) : named[0];
  return stop(`${ar ? head : cap(head)}: ${list}`);
}

/** "Every product had sales last month", "كل العملاء طلبوا مرة على الأقل": no member had none. */
function everyOne(dimension: Dimension | undefined, orders: boolean, when: string, where: string, lapsed: boolean, locale: Locale): string {
  if (locale === 'ar') {
    const all = `كل ال${dimension?.counted?.few ?? dimension?.label.ar.replace(/^ال/, '') ?? ''}`;
    if (!when) return `${all} ${orders ? 'طلبوا' : 'بيعت'} مرة على الأقل${where}`;
    if (lapsed && orders) return `${all} ممن طلبوا من قبل طلبوا مجدداً ${when}${where}`;
    return `${all} ${orders ? 'طلبوا' : 'بيعت'} ${when}${where}`;
  }
  const noun = dimension?.label.en ?? '';
  if (!when) return `Every ${noun} has ${orders ? 'ordered' : 'sold'} at least once${where}`;
  if (lapsed && orders) return `Every ${noun} who had ordered before ordered again ${when}${where}`;
  return `Every ${noun} had ${orders ? 'orders' : 'sales'} ${when}${where}`;
}
