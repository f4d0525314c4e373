import { Box, Stack, Typography, useTheme } from '@mui/material';
import { BarChart } from '@mui/x-charts/BarChart';
import { LineChart } from '@mui/x-charts/LineChart';
import { PieChart } from '@mui/x-charts/PieChart';
import { useAnswerCurrency } from './store-currency.ts';
import type { AnswerTable, ChartSpec } from './chat-types.ts';
import { chartData } from './chart-data.ts';
import { currencyAxisLabel, formatAxis, formatCell } from './format.ts';

/** Least room, in pixels, between two date or category labels. */
const LABEL_GAP = 12;
/** More categories than this are drawn as horizontal bars; at most MOST_BARS of them. */
const HORIZONTAL_FROM = 5;
const MOST_BARS = 25;
/**
 * Characters of category names (the longest name times their number) that stand side by side under upright bars in
 * an answer's width; longer names lie the bars on their side too, or MUI X hides every label that would touch the
 * one before ("top 5 products" showed three names of five).
 */
const UPRIGHT_LABEL_ROOM = 56;

/**
 * The answer's chart with MUI X Charts: line over time, bar for categories (stacked when split), pie for shares.
 *
 * A chart reads in the direction of the interface, whatever the answer's language (ADR 14): in Arabic the first
 * category and the earliest date sit on the right and the value axis on the right edge, as in Arabic dashboards.
 * The chart's box carries the interface's `dir` too, because MUI X anchors its tick labels by the theme's direction
 * and an English answer's bubble is left to right: labels then drew across the axis line.
 */
export function AnswerChart({ spec, table, language }: { spec: ChartSpec; table: AnswerTable; language: string }) {
  const currency = useAnswerCurrency();
  const direction = useTheme().direction;
  const rtl = direction === 'rtl';
  if (!table.rows.length || !spec.series.length) return null;
  if (spec.type === 'number' && table.rows.length === 1) return <AnswerFigures spec={spec} row={table.rows[0]} language={language} currency={currency} />;
  if (!['line', 'bar', 'pie', 'stacked'].includes(spec.type)) return null;
  const { x, series } = chartData(spec, table);
  // A mirrored axis lays the labels out from the right and hides those that would overlap the one before, keeping
  // the first category or date. MUI X 9 adds the minimum gap the wrong way round on a reversed axis (it allows an
  // overlap of that size, getVisibleLabels.js), so there the gap is given negated; the browser test measures it.
  const xAxisLayout = { reverse: rtl, tickLabelMinGap: rtl ? -LABEL_GAP : LABEL_GAP };
  const formatX = (value: unknown) => (spec.x?.type === 'time' ? formatCell(value, 'date', language, currency, spec.x?.key) : String(value));
  const valueFormatter = (format: string) => (value: number | null) => (value === null ? '' : formatCell(value, format, language, currency));
  const height = 300;
  // Money on the value axis says which money: the currency's name as the axis title, beside compact ticks.
  const money = series[0].format === 'money' ? currencyAxisLabel(currency, language) : undefined;
  const valueAxis = {
    position: rtl ? ('right' as const) : ('left' as const),
    valueFormatter: (value: number) => formatAxis(value, series[0].format, language),
    ...(money ? { label: money, width: 84 } : { width: 64 }),
  };
  // Room at the far end (left in Arabic) for half of the last date label, which a point axis centres on the edge.
  const margin = rtl ? { left: 36 } : { right: 36 };
  let chart;
  let layout: 'vertical' | 'horizontal' = 'vertical';
  if (spec.type === 'pie') {
    const first = series[0];
    chart = (
      <PieChart
        height={height}
        series={[{ data: x.map((label, index) => ({ id: index, value: first.data[index] ?? 0, label: formatX(label) })), innerRadius: 50, valueFormatter: (item) => formatCell(item.value, first.format, language, currency) }]}
      />
    );
  } else if (spec.type === 'line') {
    chart = (
      <LineChart
        height={height}
        margin={margin}
        xAxis={[{ scaleType: 'point', data: x, valueFormatter: formatX, height: 'auto', ...xAxisLayout }]}
        yAxis={[valueAxis]}
        series={series.map((item) => ({ data: item.data, label: item.label, valueFormatter: valueFormatter(item.format), showMark: x.length < 40, stack: item.stack, area: Boolean(item.stack) }))}
      />
    );
  } else if (spec.type === 'bar' && spec.x && spec.x.type !== 'time' && !spec.split && liesOnItsSide(x.map(formatX))) {
    // Many categories lie on their side, one per row, so every bar is named (standing, only one label in three or four
    // fitted). The longest lists show their first bars; the table below has every row.
    layout = 'horizontal';
    const shown = x.slice(0, MOST_BARS);
    const name = (value: unknown) => {
      const label = formatX(value);
      return label.length > 24 ? `${label.slice(0, 23)}…` : label;
    };
    chart = (
      <BarChart
        layout="horizontal"
        height={Math.max(220, 28 * shown.length + 70)}
        // The largest amount's label is centred on the far end of the value axis: room for its half ("٩٠ ألف" is
        // wider than "90K"), and about five of them, which Arabic's longer amounts still fit without touching.
        margin={{ top: 8, bottom: 8, left: rtl ? 32 : 8, right: rtl ? 8 : 32 }}
        yAxis={[{ scaleType: 'band', data: shown, valueFormatter: name, width: 160, position: rtl ? 'right' : 'left', tickLabelInterval: () => true }]}
        xAxis={[{
          // On a phone five Arabic amounts do not fit: those that would touch the one before are left out, as on the
          // other charts' category axes (they were drawn over each other).
          position: 'bottom', ...xAxisLayout, valueFormatter: valueAxis.valueFormatter, scaleType: 'linear', tickNumber: 5,
          ...(money ? { label: money, height: 56 } : { height: 32 }),
        }]}
        series={series.map((item) => ({ data: item.data.slice(0, MOST_BARS), label: item.label, valueFormatter: valueFormatter(item.format) }))}
        // One series needs no key; two (this period and the one before) do, or the colours say nothing.
        hideLegend={series.length < 2}
      />
    );
  } else {
    chart = (
      <BarChart
        height={height}
        margin={margin}
        xAxis={[{ scaleType: 'band', data: x, valueFormatter: formatX, height: 'auto', ...xAxisLayout }]}
        yAxis={[valueAxis]}
        series={series.map((item) => ({ data: item.data, label: item.label, valueFormatter: valueFormatter(item.format), stack: spec.type === 'stacked' ? 'split' : item.stack }))}
      />
    );
  }
  return (
    <Box data-testid="answer-chart" data-chart-type={spec.type} data-layout={layout} dir={direction} sx={{ width: '100%', minWidth: 0 }}>
      {chart}
    </Box>
  );
}

/** Whether categories are too many, or their names too long, to be named under upright bars. */
function liesOnItsSide(names: string[]): boolean {
  return names.length > HORIZONTAL_FROM || Math.max(...names.map((name) => name.length)) * names.length > UPRIGHT_LABEL_ROOM;
}

/** A single total (chart type `number`): the figures themselves, large, instead of a one-bar chart. */
function AnswerFigures({ spec, row, language, currency }: { spec: ChartSpec; row: Record<string, unknown>; language: string; currency: string }) {
  return (
    <Stack direction="row" spacing={4} useFlexGap sx={{ flexWrap: 'wrap' }} data-testid="answer-figures" data-chart-type="number">
      {spec.series.map((series) => (
        <Box key={series.key}>
          <Typography variant="caption" color="text.secondary">
            {series.label}
          </Typography>
          <Typography variant="h4" sx={{ fontWeight: 700 }}>
            {formatCell(row[series.key], series.format, language, currency)}
          </Typography>
        </Box>
      ))}
    </Stack>
  );
}
