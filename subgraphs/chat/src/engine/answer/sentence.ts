import type { AnswerTable, Catalog, Locale, QueryPlan } from '../types.ts';
import { formatValue } from './format.ts';
import { grainLabel } from './table.ts';

/** One sentence that states the metric, the value(s), the period and the filters, in the question's language. */
export function sentenceOf(
  plan: QueryPlan, table: AnswerTable, catalog: Catalog, locale: Locale, currency: string, periodLabel: string | null, snapshot: boolean,
): string {
  const ar = locale === 'ar';
  const metric = catalog.metrics.find((m) => m.key === plan.metrics[0])!;
  const name = metric.label[locale];
  const fmt = (v: unknown, key = metric.key) => formatValue(v, catalog.metrics.find((m) => m.key === key)?.format ?? 'number', locale, currency);
  const when = snapshot ? (ar ? 'حالياً' : 'currently') : periodLabel ? (ar ? `خلال ${periodLabel}` : `in ${periodLabel}`) : (ar ? 'منذ البداية' : 'over all time');
  const filters = plan.filters.map((f) => {
    const label = catalog.dimensions.find((d) => d.key === f.dimension)?.label[locale] ?? f.dimension;
    const values = f.values.join(ar ? ' أو ' : ' or ');
    return f.op === 'neq' ? (ar ? `باستثناء ${label} ${values}` : `excluding ${label} ${values}`) : (ar ? `حيث ${label} ${values}` : `for ${label} ${values}`);
  });
  const where = filters.length ? (ar ? `، ${filters.join('، ')}` : `, ${filters.join(', ')}`) : '';
  const rows = table.rows;
  const others = plan.metrics.slice(1).map((key) => `${catalog.metrics.find((m) => m.key === key)?.label[locale]}: ${fmt(rows[0]?.[key], key)}`);
  const extra = others.length && !plan.groupBy.length && !plan.grain ? (ar ? ` (${others.join('، ')})` : ` (${others.join(', ')})`) : '';

  if (plan.compare) {
    if (plan.groupBy.length || plan.grain) {
      const dim = plan.grain ? grainLabel(plan.grain, locale) : catalog.dimensions.find((d) => d.key === plan.groupBy[0])?.label[locale];
      return ar ? `${name} حسب ${dim} ${when}${where} مقارنة بالفترة ${plan.compare === 'year_ago' ? 'نفسها من السنة الماضية' : 'السابقة'}.`
        : `${cap(name)} by ${dim} ${when}${where} compared with ${plan.compare === 'year_ago' ? 'the same period last year' : 'the previous period'}.`;
    }
    const row = rows[0] ?? {};
    const c = row[metric.key]; const p = row[`${metric.key}_previous`]; const ch = row[`${metric.key}_change`] as number | null;
    const against = plan.compare === 'year_ago' ? (ar ? 'نفس الفترة من السنة الماضية' : 'the same period last year') : (ar ? 'الفترة السابقة' : 'the previous period');
    const move = ch === null ? '' : ar ? `، ${ch >= 0 ? 'بزيادة' : 'بانخفاض'} ${formatValue(Math.abs(ch), 'percent', locale)}` : `, ${ch >= 0 ? 'up' : 'down'} ${formatValue(Math.abs(ch), 'percent', locale)}`;
    return ar ? `${name} ${when}${where}: ${fmt(c)} مقابل ${fmt(p)} في ${against}${move}.`
      : `${cap(name)} ${when}${where}: ${fmt(c)} against ${fmt(p)} in ${against}${move}.`;
  }
  if (!plan.groupBy.length && !plan.grain) {
    return ar ? `${name} ${when}${where}: ${fmt(rows[0]?.[metric.key] ?? 0)}${extra}.` : `${cap(name)} ${when}${where}: ${fmt(rows[0]?.[metric.key] ?? 0)}${extra}.`;
  }
  if (!rows.length) return ar ? `لا توجد بيانات عن ${name} ${when}${where}.` : `There is no ${name} data ${when}${where}.`;
  const total = table.totals?.[metric.key];
  if (plan.grain && !plan.groupBy.length) {
    const best = rows.reduce((a, b) => (Number(b[metric.key]) > Number(a[metric.key]) ? b : a));
    const first = Number(rows[0][metric.key]); const last = Number(rows[rows.length - 1][metric.key]);
    const trend = plan.trend && rows.length > 1 && first ? (ar ? `، ${last >= first ? 'ارتفاع' : 'انخفاض'} ${formatValue(Math.abs((last - first) / first), 'percent', locale)} من أول ${grainLabel(plan.grain, locale)} إلى آخره` : `, ${last >= first ? 'up' : 'down'} ${formatValue(Math.abs((last - first) / first), 'percent', locale)} from the first ${plan.grain} to the last`) : '';
    const sum = total !== undefined ? (ar ? `المجموع ${fmt(total)}، ` : `total ${fmt(total)}, `) : '';
    // Other metrics over the same buckets ("orders and refunds by month") are stated by their totals.
    const also = plan.metrics.slice(1).filter((key) => table.totals?.[key] !== undefined)
      .map((key) => (ar ? `مجموع ${catalog.metrics.find((m) => m.key === key)?.label[locale]} ${fmt(table.totals![key], key)}` : `${catalog.metrics.find((m) => m.key === key)?.label[locale]} total ${fmt(table.totals![key], key)}`));
    const more = also.length ? (ar ? `؛ ${also.join('، ')}` : `; ${also.join(', ')}`) : '';
    return ar ? `${name} حسب ${grainLabel(plan.grain, locale)} ${when}${where}: ${sum}الأعلى ${formatValue(best[plan.grain], 'date', locale)} (${fmt(best[metric.key])})${trend}${more}.`
      : `${cap(name)} by ${plan.grain} ${when}${where}: ${sum}highest on ${formatValue(best[plan.grain], 'date', locale)} (${fmt(best[metric.key])})${trend}${more}.`;
  }
  const dimKey = plan.groupBy[0];
  const dim = catalog.dimensions.find((d) => d.key === dimKey)?.label[locale] ?? dimKey;
  const listed = rows.slice(0, 3).map((r) => `${r[dimKey] ?? '—'} (${fmt(r[metric.key])}${plan.share && r.share !== undefined ? `, ${formatValue(r.share, 'percent', locale)}` : ''})`);
  const head = plan.top ? (ar ? `${plan.top.dir === 'asc' ? 'أقل' : 'أعلى'} ${formatValue(plan.top.n, 'count', locale)} ${dim} حسب ${name}` : `${plan.top.dir === 'asc' ? 'Bottom' : 'Top'} ${plan.top.n} ${plan.top.n === 1 ? dim : plural(dim)} by ${name}`)
    : (ar ? `${name} حسب ${dim}` : `${cap(name)} by ${dim}`);
  // A cut list ends on the ellipsis alone, not "…." .
  const end = rows.length > 3 ? '…' : '.';
  return ar ? `${head} ${when}${where}: ${listed.join('، ')}${end}` : `${head} ${when}${where}: ${listed.join(', ')}${end}`;
}

/** English plural of a dimension label ("product" → "products", "city" → "cities", "payment method" → "payment methods"). */
const plural = (label: string) =>
  /[^aeiou]y$/.test(label) ? `${label.slice(0, -1)}ies` : /(s|x|ch|sh)$/.test(label) ? `${label}es` : `${label}s`;

const cap = (s: string) => (s ? s[0].toUpperCase() + s.slice(1) : s);
