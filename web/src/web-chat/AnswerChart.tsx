import { Box, Stack, Typography } from '@mui/material';
import { BarChart } from '@mui/x-charts/BarChart';
import { LineChart } from '@mui/x-charts/LineChart';
import { PieChart } from '@mui/x-charts/PieChart';
import { useAnswerCurrency } from './store-currency.ts';
import type { AnswerTable, ChartSpec } from './chat-types.ts';
import { chartData } from './chart-data.ts';
import { formatAxis, formatCell } from './format.ts';

/** The answer's chart with MUI X Charts: line over time, bar for categories (stacked when split), pie for shares. */
export function AnswerChart({ spec, table, language }: { spec: ChartSpec; table: AnswerTable; language: string }) {
  const currency = useAnswerCurrency();
  if (!table.rows.length || !spec.series.length) return null;
  if (spec.type === 'number' && table.rows.length === 1) return <AnswerFigures spec={spec} row={table.rows[0]} language={language} currency={currency} />;
  if (!['line', 'bar', 'pie', 'stacked'].includes(spec.type)) return null;
  const { x, series } = chartData(spec, table);
  const formatX = (value: unknown) => (spec.x?.type === 'time' ? formatCell(value, 'date', language, currency, spec.x?.key) : String(value));
  const valueFormatter = (format: string) => (value: number | null) => (value === null ? '' : formatCell(value, format, language, currency));
  const height = 300;
  let chart;
  if (spec.type === 'pie') {
    const first = series[0];
    chart = (
      <PieChart
        height={height}
        series={[{ data: x.map((label, index) => ({ id: index, value: first.data[index] ?? 0, label })), innerRadius: 50, valueFormatter: (item) => formatCell(item.value, first.format, language, currency) }]}
      />
    );
  } else if (spec.type === 'line') {
    chart = (
      <LineChart
        height={height}
        xAxis={[{ scaleType: 'point', data: x, valueFormatter: formatX, height: 'auto' }]}
        yAxis={[{ width: 64, valueFormatter: (value: number) => formatAxis(value, series[0].format, language) }]}
        series={series.map((item) => ({ data: item.data, label: item.label, valueFormatter: valueFormatter(item.format), showMark: x.length < 40, stack: item.stack, area: Boolean(item.stack) }))}
      />
    );
  } else {
    chart = (
      <BarChart
        height={height}
        xAxis={[{ scaleType: 'band', data: x, valueFormatter: formatX, height: 'auto' }]}
        yAxis={[{ width: 64, valueFormatter: (value: number) => formatAxis(value, series[0].format, language) }]}
        series={series.map((item) => ({ data: item.data, label: item.label, valueFormatter: valueFormatter(item.format), stack: spec.type === 'stacked' ? 'split' : item.stack }))}
      />
    );
  }
  return (
    <Box data-testid="answer-chart" data-chart-type={spec.type} sx={{ width: '100%', minWidth: 0 }}>
      {chart}
    </Box>
  );
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
