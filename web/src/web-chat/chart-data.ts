import type { AnswerTable, ChartSpec } from './chat-types.ts';

export interface ChartSeries {
  key: string;
  label: string;
  format: string;
  stack?: string;
  data: (number | null)[];
}

const num = (value: unknown) => (value === null || value === undefined || value === '' ? null : Number(value));

/**
 * The chart's x values and series from the answer's rows. A split chart (time × category) comes as long rows:
 * it is pivoted into one series per value of the split column.
 */
export function chartData(spec: ChartSpec, table: AnswerTable): { x: string[]; series: ChartSeries[] } {
  const xKey = spec.x?.key ?? table.columns[0]?.key;
  const rows = table.rows;
  if (spec.split && spec.series[0]) {
    const measure = spec.series[0];
    const split = spec.split.key;
    const x = [...new Set(rows.map((row) => String(row[xKey] ?? '')))];
    const groups = [...new Set(rows.map((row) => String(row[split] ?? '')))];
    return {
      x,
      series: groups.map((group) => ({
        key: group,
        label: group,
        format: measure.format,
        stack: spec.type === 'stacked' || spec.type === 'bar' ? 'split' : undefined,
        data: x.map((value) => {
          const row = rows.find((candidate) => String(candidate[xKey] ?? '') === value && String(candidate[split] ?? '') === group);
          return row ? num(row[measure.key]) : null;
        }),
      })),
    };
  }
  // A comparison of two totals has no x: its bars are told apart by the legend, not labelled with their own value.
  return {
    x: rows.map((row) => (spec.x ? String(row[xKey] ?? '') : '')),
    series: spec.series.map((series) => ({ ...series, data: rows.map((row) => num(row[series.key])) })),
  };
}
