import { test } from 'node:test';
import assert from 'node:assert/strict';
import { catalogFromTables, compile, composeAnswer, understand, type Answer, type Catalog, type SourceTable } from '../../src/engine/index.ts';
import { withDimensionValues } from '../../src/engine/parse/values.ts';
import { NOW } from './helpers.ts';

/** Invoices as a connected database holds them: Jan 1, 2021 to Dec 22, 2025 (ADR 32). */
const invoices: SourceTable = {
  schema: 'public', table: 'invoice', label: 'invoices', sourceId: '7', earliest: '2021-01-01', latest: '2025-12-22',
  columns: [
    { name: 'invoice_id', type: 'integer' }, { name: 'invoice_date', type: 'timestamp' },
    { name: 'billing_country', type: 'character varying', sampleValues: ['Brazil', 'Germany'] },
    { name: 'total', type: 'numeric', comment: 'sales, revenue, المبيعات' },
  ],
};
const chinook = withDimensionValues(catalogFromTables([invoices], 'chinook'), { billing_country: ['Brazil', 'Germany'] });
/** A weather file of 2012 to 2015. */
const weather = catalogFromTables([{
  schema: 'store_1', table: 'seattle_weather', earliest: '2012-01-01', latest: '2015-12-31',
  columns: [{ name: 'date', type: 'date' }, { name: 'precipitation', type: 'numeric' }, { name: 'temp_max', type: 'numeric' }],
}], 'weather');

/** Date ranges are written with thin spaces around their dash; the sentences are compared with plain ones. */
const plain = (text: string) => text.replace(/[\u2009\u202f]/g, ' ');

/** The answer to a question, given the rows its SQL returned. */
function answer(question: string, rows: Record<string, unknown>[], on: Catalog = chinook, now = NOW): Answer {
  const u = understand(question, { catalog: on, now, timezone: 'UTC' });
  if (u.kind !== 'plan') throw new Error(`${question}: ${u.kind} ${JSON.stringify(u)}`);
  const composed = composeAnswer(u.plan, rows, { compiled: compile(u.plan, on, 1), catalog: on, locale: u.language, timezone: 'UTC', now });
  return { ...composed, text: plain(composed.text) };
}

test('a file or database keeps the first day of its data beside its last, and a table dated through another gets both', () => {
  assert.deepEqual([chinook.tables.t0.earliest, chinook.tables.t0.latest], ['2021-01-01', '2025-12-22']);
  const lines = catalogFromTables([
    { ...invoices, columns: [{ name: 'invoice_id', type: 'integer' }, ...invoices.columns.slice(1)] },
    { schema: 'public', table: 'invoice_line', sourceId: '7', columns: [
      { name: 'invoice_line_id', type: 'integer' }, { name: 'invoice_id', type: 'integer', refersTo: { schema: 'public', table: 'invoice', column: 'invoice_id' } },
      { name: 'quantity', type: 'integer' },
    ] },
  ]);
  assert.deepEqual([lines.tables.t1.earliest, lines.tables.t1.latest], ['2021-01-01', '2025-12-22']);
  // Without a date column there is no span to keep.
  assert.equal(catalogFromTables([{ schema: 's', table: 'airports', earliest: '2020-01-01', columns: [{ name: 'lat', type: 'numeric' }] }]).tables.t0.earliest, undefined);
});

test('a period before the data starts says so instead of a bare 0, in English and Arabic', () => {
  const brazil = answer('sales in Brazil in 2012', [{ sum_total: 0 }]);
  assert.equal(brazil.text, 'Your data starts on Jan 1, 2021, after 2012 (Jan 1 – Dec 31, 2012), so it holds nothing for that period. Ask about a period from that day on.');
  assert.equal(brazil.chart, null);
  assert.deepEqual(brazil.table.rows, [{ sum_total: 0 }], 'the number read stays in the table');
  assert.equal(answer('مبيعات ألمانيا ٢٠١٣', [{ sum_total: 0 }]).text,
    'تبدأ بياناتك في ١ يناير ٢٠٢١، بعد عام ٢٠١٣ (١ يناير – ٣١ ديسمبر ٢٠١٣)، فلا شيء فيها لهذه الفترة. اسألني عن فترة من ذلك اليوم فصاعداً.');
  // A split or a series of nothing says the same, not "there is no sales data in 2012".
  assert.match(answer('sales by country in 2012', []).text, /^Your data starts on Jan 1, 2021, after 2012/);
  assert.match(answer('total precipitation in 2010', [{ sum_precipitation: 0 }], weather).text, /^Your data starts on Jan 1, 2012, after 2010 \(Jan 1 – Dec 31, 2010\)/);
  // "Before 2020" has no first day: nothing before it, not "after before 2020".
  assert.equal(answer('sales before 2020', [{ sum_total: 0 }]).text, 'Your data starts on Jan 1, 2021, so it holds nothing before 2020 (until Dec 31, 2019). Ask about a period from that day on.');
  // After the data ends, the understanding already says so: the words are the same sentence's.
  const after = understand('total precipitation last year', { catalog: weather, now: NOW, timezone: 'UTC' });
  assert.equal(after.kind === 'cannot' && plain(after.text), 'Your data ends on Dec 31, 2015, before last year (Jan 1 – Dec 31, 2025), so it holds nothing for that period. Ask about a period up to that day.');
});

test('a period the data covers only in part is answered with a note of the part it covers', () => {
  // The QA report: the last 12 months run to today, the invoices stop on Dec 22, 2025.
  assert.equal(answer('sales in the last 12 months', [{ sum_total: 38.62 }]).text,
    'Sales in the last 12 months (Nov 23, 2025 – Nov 22, 2026): 38.62. Your data ends on Dec 22, 2025, so it covers only Nov 23 – Dec 22, 2025 of that period.');
  assert.equal(answer('مبيعات آخر ١٢ شهر', [{ sum_total: 38.62 }]).text,
    'المبيعات خلال آخر ١٢ شهراً (٢٣ نوفمبر ٢٠٢٥ – ٢٢ نوفمبر ٢٠٢٦): ٣٨٫٦٢. تنتهي بياناتك في ٢٢ ديسمبر ٢٠٢٥، فهي تغطي ٢٣ نوفمبر – ٢٢ ديسمبر ٢٠٢٥ فقط من هذه الفترة.');
  assert.match(answer('sales between 2020-06-01 and 2021-03-31', [{ sum_total: 110.88 }]).text, /110\.88\. Your data starts on Jan 1, 2021, so it covers only Jan 1 – Mar 31, 2021 of that period\.$/);
  assert.match(answer('sales between 2019-01-01 and 2030-01-01', [{ sum_total: 2328.6 }]).text, /Your data runs from Jan 1, 2021 to Dec 22, 2025, only part of that period\.$/);
  // A period within the data, or open on its left, has nothing to note.
  assert.equal(answer('sales in 2021', [{ sum_total: 449.46 }]).text, 'Sales in 2021 (Jan 1 – Dec 31, 2021): 449.46.');
  assert.equal(answer('sales before 2023', [{ sum_total: 930.91 }]).text, 'Sales before 2023 (until Dec 31, 2022): 930.91.');
});

test('in a comparison, the period only partly covered or not at all is named', () => {
  const seasons = answer('average temp max in winter vs summer', [{ avg_temp_max: 8.38, avg_temp_max_previous: 26.76 }], weather);
  assert.match(seasons.text, /^Average temp max in winter 2016 \(Dec 1, 2015 – Feb 29, 2016\): .* in summer 2015 /);
  assert.match(seasons.text, / Your data ends on Dec 31, 2015, so it covers only Dec 1 – 31, 2015 of winter 2016\.$/);
  assert.match(answer('متوسط الحرارة العظمى في الشتاء مقارنة بالصيف', [{ avg_temp_max: 8.38, avg_temp_max_previous: 26.76 }], weather).text,
    / تنتهي بياناتك في ٣١ ديسمبر ٢٠١٥، فهي تغطي ١–٣١ ديسمبر ٢٠١٥ فقط من شتاء ٢٠١٦\.$/);
  assert.match(answer('sales 2020 vs 2021', [{ sum_total: 449.46, sum_total_previous: 0 }]).text,
    / Your data starts on Jan 1, 2021, so it holds nothing for the previous year \(Jan 1 – Dec 31, 2020\)\.$/);
  // Both before it: one sentence for the two.
  assert.match(answer('مبيعات ٢٠١٢ مقارنة بـ ٢٠١١', [{ sum_total: 0, sum_total_previous: 0 }]).text,
    / تبدأ بياناتك في ١ يناير ٢٠٢١، فلا شيء فيها عن عام ٢٠١٢ \(١ يناير – ٣١ ديسمبر ٢٠١٢\) ولا عن السنة السابقة \(١ يناير – ٣١ ديسمبر ٢٠١١\)\.$/);
});

test('a source whose last day is yesterday is still filling: no note for the days not come in yet', () => {
  const live = withDimensionValues(catalogFromTables([{ ...invoices, latest: '2026-11-21' }], 'live'), { billing_country: ['Brazil'] });
  assert.equal(answer('sales this month', [{ sum_total: 12 }], live).text.includes('Your data'), false);
  // One that stopped earlier is noted, as the chat reads its last day.
  const stopped = withDimensionValues(catalogFromTables([{ ...invoices, latest: '2026-11-10' }], 'stopped'), { billing_country: ['Brazil'] });
  assert.match(answer('sales this month', [{ sum_total: 12 }], stopped).text, /Your data ends on Nov 10, 2026, so it covers only Nov 1 – 10, 2026 of that period\.$/);
});

test('rows dated on the first of each month stand for their month: its last one is covered to its end', () => {
  const stocks = withDimensionValues(catalogFromTables([{
    schema: 'store_1', table: 'stocks', earliest: '2000-01-01', latest: '2010-03-01',
    columns: [{ name: 'symbol', type: 'text', sampleValues: ['AAPL'] }, { name: 'date', type: 'date' }, { name: 'price', type: 'numeric' }],
  }], 'stocks'), { symbol: ['AAPL'] });
  assert.doesNotMatch(answer('average AAPL price in March 2010', [{ avg_price: 223.02 }], stocks).text, /Your data/);
  assert.match(answer('average AAPL price in 2010', [{ avg_price: 206.57 }], stocks).text, / Your data ends with March 2010, so it covers only Jan 1 – Mar 31, 2010 of that period\.$/);
  assert.match(answer('متوسط سعر AAPL في ٢٠١٠', [{ avg_price: 206.57 }], stocks).text, / تنتهي بياناتك بشهر مارس ٢٠١٠، فهي تغطي ١ يناير – ٣١ مارس ٢٠١٠ فقط من هذه الفترة\.$/);
  assert.match(answer('average AAPL price between 1999-06-01 and 2010-06-30', [{ avg_price: 64.73 }], stocks).text, / Your data runs from January 2000 to March 2010, only part of that period\.$/);
});

test('a series over a period the data starts within lists no empty months before its first day', () => {
  const series = answer('sales by month between 2020-06-01 and 2021-03-31', [
    { month: '2021-01-01', sum_total: 35.64 }, { month: '2021-02-01', sum_total: 37.62 }, { month: '2021-03-01', sum_total: 37.62 },
  ]);
  assert.deepEqual(series.table.rows.map((row) => String(row.month).slice(0, 10)), ['2021-01-01', '2021-02-01', '2021-03-01']);
  assert.match(series.text, /Your data starts on Jan 1, 2021, so it covers only Jan 1 – Mar 31, 2021 of that period\.$/);
});
