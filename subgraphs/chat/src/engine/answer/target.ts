import type { Answer, Catalog, Locale, QueryPlan } from '../types.ts';
import { formatValue } from './format.ts';

/**
 * "Sales this month vs a target of 150k", "how far are we from 150k", "at this pace will we hit 200k": the figure's
 * answer, then the target, how much of it is done and what is left (or by how much it was passed). At a pace, the
 * figure set against the target is the one carried to the period's end. The table gains the target and the share of it.
 */
export function targetAnswer(answer: Answer, plan: QueryPlan, catalog: Catalog, locale: Locale, currency: string): Answer {
  const key = plan.metrics[0];
  const target = plan.target;
  const row = answer.table.rows[0];
  if (!key || target === undefined || !row || answer.table.rows.length !== 1) return answer;
  const ar = locale === 'ar';
  const format = catalog.metrics.find((m) => m.key === key)?.format ?? 'number';
  const paced = row[`${key}_projected`] !== undefined && row[`${key}_projected`] !== null;
  const figure = Number(paced ? row[`${key}_projected`] : row[key]) || 0;
  const share = figure / target;
  const fmt = (v: number) => formatValue(v, format, locale, currency);
  const pct = formatValue(share, 'percent', locale, currency);
  const gap = Math.abs(target - figure);
  const said = figure >= target
    ? (ar ? `الهدف ${fmt(target)}: ${paced ? 'بهذا المعدل يتحقق ويزيد' : 'تحقق وزاد'} بمقدار ${fmt(gap)} (${pct}).` : `Target ${fmt(target)}: ${paced ? 'at this pace it is passed' : 'reached'}, ${fmt(gap)} over it (${pct}).`)
    : (ar ? `الهدف ${fmt(target)}: ${paced ? 'بهذا المعدل يتحقق' : 'تحقق'} ${pct} منه، ${paced ? 'وينقص' : 'والمتبقي'} ${fmt(gap)}.` : `Target ${fmt(target)}: ${paced ? 'at this pace' : ''} ${pct} of it, ${fmt(gap)} ${paced ? 'short' : 'to go'}.`.replace(/: {2}/, ': '));
  const columns = [...answer.table.columns, { key: 'target', label: ar ? 'الهدف' : 'target', type: format }, { key: 'of_target', label: ar ? 'نسبة التحقق من الهدف' : 'share of target', type: 'percent' as const }];
  const rows = [{ ...row, target, of_target: share }];
  return { ...answer, text: `${answer.text} ${said}`, table: { ...answer.table, columns, rows } };
}
