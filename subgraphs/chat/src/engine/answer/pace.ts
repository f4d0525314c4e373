import type { Answer, Catalog, Locale, QueryPlan } from '../types.ts';
import { daysBetween, parseIso } from '../parse/dates.ts';
import { formatDay, formatDays, formatValue } from './format.ts';
import { roundValue } from './values.ts';

/**
 * "At this pace how much will we sell this month": the answer for the days so far, with each measure carried on at
 * its daily rate to the period's end beside it (`<key>_projected`), and a sentence that says what the figure is: a
 * straight line through the days so far, not a forecast.
 */
export function pacedAnswer(answer: Answer, plan: QueryPlan, catalog: Catalog, locale: Locale, currency: string): Answer {
  if (!plan.pace || !plan.period) return answer;
  const ar = locale === 'ar';
  const elapsed = daysBetween(parseIso(plan.period.from), parseIso(plan.period.to));
  const whole = daysBetween(parseIso(plan.period.from), parseIso(plan.pace.to));
  if (elapsed <= 0 || whole <= elapsed) return answer;
  const factor = whole / elapsed;
  const measured = answer.table.columns.filter((c) => plan.metrics.includes(c.key));
  const projectedOf = (v: unknown, format: (typeof measured)[number]['type']) => (v === null || v === undefined ? null : roundValue(Number(v) * factor, format, currency));
  const columns = answer.table.columns.flatMap((c) => (plan.metrics.includes(c.key)
    ? [c, { key: `${c.key}_projected`, label: ar ? `${c.label} المتوقعة بهذا المعدل` : `projected ${c.label}`, type: c.type }] : [c]));
  const rows = answer.table.rows.map((row) => ({ ...row, ...Object.fromEntries(measured.map((c) => [`${c.key}_projected`, projectedOf(row[c.key], c.type)])) }));
  const totals = answer.table.totals ? { ...answer.table.totals, ...Object.fromEntries(measured.map((c) => [`${c.key}_projected`, projectedOf(answer.table.totals![c.key], c.type)])) } : undefined;
  const first = measured[0];
  if (!first) return answer;
  const name = catalog.metrics.find((m) => m.key === first.key)?.label[locale] ?? first.label;
  const fmt = (v: unknown) => formatValue(v, first.type, locale, currency);
  const days = formatDays(plan.period.from, plan.period.to, locale);
  const end = formatDay(lastDay(plan.pace.to), locale);
  const split = plan.groupBy[0];
  const listed = split ? rows.slice(0, 3).map((row) => `${row[split]} (${fmt(row[`${first.key}_projected`])})`).join(ar ? '، ' : ', ') + (rows.length > 3 ? '…' : '') : '';
  const value = rows[0]?.[first.key];
  const text = split
    ? (ar ? `بهذا المعدل، ${name} حتى ${end}: ${listed}، بمدّ أيام ${days} (${elapsed} يوماً من ${whole}). هذا إسقاط خطي للأيام الماضية وليس توقعاً.`
      : `At this pace, ${name} by ${end}: ${listed}, carrying on the ${elapsed} days of ${days} (of ${whole}). A straight line through the days so far, not a forecast.`)
    : ar ? `بهذا المعدل، ستبلغ ${name} نحو ${fmt(rows[0]?.[`${first.key}_projected`])} بحلول ${end}: ${fmt(value)} في أول ${formatValue(elapsed, 'count', locale)} يوماً (${days})، أي ${formatValue(Number(value) / elapsed, first.type === 'count' ? 'number' : first.type, locale, currency)} في اليوم. هذا إسقاط خطي للأيام الماضية وليس توقعاً.`
      : `At this pace, ${name} would reach about ${fmt(rows[0]?.[`${first.key}_projected`])} by ${end}: ${fmt(value)} in the first ${elapsed} days (${days}), ${formatValue(Number(value) / elapsed, first.type === 'count' ? 'number' : first.type, locale, currency)} a day. A straight line through the days so far, not a forecast.`;
  return { ...answer, text, table: { columns, rows, ...(totals && { totals }) } };
}

/** The last day of a period that ends (exclusive) on `to`. */
function lastDay(to: string): string {
  const day = new Date(`${to}T00:00:00Z`);
  day.setUTCDate(day.getUTCDate() - 1);
  return day.toISOString().slice(0, 10);
}
