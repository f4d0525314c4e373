import { test } from 'node:test';
import assert from 'node:assert/strict';
import { compile, composeAnswer, replyOf } from '../../src/engine/index.ts';
import { formatPeriod, formatValue } from '../../src/engine/answer/format.ts';
import { ask, catalog, NOW } from './helpers.ts';

function answer(question: string, rows: Record<string, unknown>[], currency = 'SAR') {
  const u = ask(question);
  if (u.kind !== 'plan' && u.kind !== 'lookup') throw new Error(`${question}: ${u.kind}`);
  const compiled = compile(u.plan, catalog, 1);
  return composeAnswer(u.plan, rows, { compiled, catalog, locale: u.language, currency, timezone: 'Asia/Riyadh', now: NOW });
}

test('numbers, currencies, percents and dates are formatted for English and Arabic', () => {
  assert.equal(formatValue(1234.5, 'money', 'en', 'USD'), '$1,234.50');
  assert.match(formatValue(1234.5, 'money', 'en', 'SAR'), /SAR\s?1,234\.50/);
  assert.match(formatValue(1234.5, 'money', 'ar', 'SAR'), /١٬٢٣٤٫٥٠/);
  assert.match(formatValue(1234.5, 'money', 'ar', 'AED'), /د\.إ\.‏?|AED/);
  assert.equal(formatValue(0.256, 'percent', 'en'), '25.6%');
  assert.match(formatValue(0.256, 'percent', 'ar'), /٢٥٫٦/);
  assert.equal(formatValue(3.25, 'days', 'en'), '3.3 days');
  assert.equal(formatValue(1, 'days', 'en'), '1 day');
  // Arabic counts its noun: ٣ أيام, ٢٢ يوماً, ١٠٠ يوم, and a fraction of a day ٢٫٥ يوم.
  assert.deepEqual([3, 22, 100, 2.5].map((n) => formatValue(n, 'days', 'ar')), ['٣ أيام', '٢٢ يوماً', '١٠٠ يوم', '٢٫٥ يوم']);
  // One day and two are said by the noun: يوم واحد, يومان (it was "٢ يوم").
  assert.deepEqual([1, 2, 1.98].map((n) => formatValue(n, 'days', 'ar')), ['يوم واحد', 'يومان', 'يومان']);
  assert.match(formatPeriod({ from: '2026-10-01', to: '2026-11-01', label: { en: 'last month', ar: 'الشهر الماضي' } }, 'en'), /^last month \(Oct 1\s?–\s?31, 2026\)$/);
  assert.match(formatPeriod({ from: '2026-10-01', to: '2026-11-01', label: { en: 'last month', ar: 'الشهر الماضي' } }, 'ar'), /^الشهر الماضي \(.*٢٠٢٦.*\)$/);
});

test('the sentence states metric, value, period and filters in the question language', () => {
  const en = answer('sales in Riyadh last month', [{ gross_sales: '12345.5' }]);
  assert.match(en.text, /^Gross sales last month \(Oct 1\s?–\s?31, 2026\), in Riyadh: SAR\s?12,345\.50\.$/);
  assert.deepEqual([en.period?.from, en.period?.to], ['2026-10-01', '2026-11-01']);
  assert.equal(en.chart?.type, 'number');
  const ar = answer('كم بعنا في الرياض الشهر الماضي؟', [{ gross_sales: '12345.5' }]);
  assert.match(ar.text, /^إجمالي المبيعات خلال الشهر الماضي \(١–٣١ أكتوبر ٢٠٢٦\)، في الرياض: /);
  assert.match(ar.text, /١٢٬٣٤٥٫٥٠/);
  assert.equal(ar.language, 'ar');
});

test('charts: line over time, bar for categories, pie for shares, stacked when split; comparisons show the change', () => {
  assert.equal(answer('sales by month this year', [{ month: '2026-01-01', gross_sales: '10' }, { month: '2026-02-01', gross_sales: '20' }]).chart?.type, 'line');
  const bar = answer('sales by city this year', [{ city: 'Riyadh', gross_sales: '30' }, { city: 'Jeddah', gross_sales: '10' }]);
  assert.deepEqual([bar.chart?.type, bar.chart?.x?.key, bar.table.totals], ['bar', 'city', { gross_sales: 40 }]);
  assert.deepEqual(bar.table.columns.map((c) => [c.key, c.type]), [['city', 'text'], ['gross_sales', 'money']]);
  assert.equal(answer('share of sales by channel', [{ channel: 'web', gross_sales: '30', share: '0.75' }, { channel: 'mobile', gross_sales: '10', share: '0.25' }]).chart?.type, 'pie');
  assert.equal(answer('sales by month by channel this year', [{ month: '2026-01-01', channel: 'web', gross_sales: '1' }]).chart?.split?.key, 'channel');
  const cmp = answer('sales this month vs last month', [{ period: 'current', gross_sales: '150' }, { period: 'previous', gross_sales: '100' }]);
  assert.deepEqual(cmp.table.rows[0], { gross_sales: 150, gross_sales_previous: 100, gross_sales_change: 0.5 });
  assert.match(cmp.text, /up 50%/);
  // A comparison is not offered again; the next questions split or draw it, as follow-ups that keep its period.
  assert.deepEqual(cmp.suggestions, ['By day', 'By channel', 'By city']);
  const followed = ask('By channel', { context: ask('sales in Riyadh this month vs last month').context });
  assert.deepEqual(followed.kind === 'plan' && [followed.plan.groupBy, followed.plan.filters, followed.plan.period?.from, followed.plan.compare], [['channel'], [{ dimension: 'city', op: 'eq', values: ['Riyadh'] }], '2026-11-01', 'previous']);
  const stacked = ask('as a stacked chart', { context: ask('sales by month by channel this year').context });
  assert.equal(stacked.kind === 'restyle' && stacked.chart, 'stacked');
});

test('a few buckets of a total asked as a pie are its slices; many buckets or an average stay a line', () => {
  const quarters = [1, 4, 7, 10].map((m) => ({ quarter: `2025-${String(m).padStart(2, '0')}-01`, gross_sales: String(m * 100) }));
  assert.equal(answer('sales by quarter in 2025 as a pie chart', quarters).chart?.type, 'pie');
  const days = Array.from({ length: 31 }, (_, i) => ({ day: `2026-10-${String(i + 1).padStart(2, '0')}`, gross_sales: '10' }));
  assert.equal(answer('sales by day last month as a pie chart', days).chart?.type, 'line');
  assert.equal(answer('average order value by quarter in 2025 as a pie chart', quarters.map(({ quarter }) => ({ quarter, aov: '500' }))).chart?.type, 'line');
});

test('"which city grew the most" ranks the cities by their change, not their sales, and says so', () => {
  const rows = [
    { city: 'Riyadh', period: 'current', gross_sales: '9000' }, { city: 'Riyadh', period: 'previous', gross_sales: '8800' },
    { city: 'Jeddah', period: 'current', gross_sales: '5000' }, { city: 'Jeddah', period: 'previous', gross_sales: '2000' },
    { city: 'Dammam', period: 'current', gross_sales: '1000' }, { city: 'Dammam', period: 'previous', gross_sales: '3000' },
  ];
  const grew = answer('which city grew the most last month', rows);
  assert.deepEqual(grew.table.rows.map((r) => r.city), ['Jeddah']);
  assert.deepEqual(grew.suggestions, ['By day', 'By channel', 'By country'], 'a comparison is not offered as a pie');
  assert.match(grew.text, /^The city whose gross sales grew the most last month .* compared with .*: Jeddah SAR\s?5,000\.00 vs SAR\s?2,000\.00 \(\+SAR\s?3,000\.00, \+150(\.0)?%\)\.$/);
  // Only Dammam fell: Riyadh grew, so it is no answer to "dropped the most", and the sentence counts the one listed.
  const fell = answer('which 2 cities dropped the most last month', rows);
  assert.deepEqual(fell.table.rows.map((r) => r.city), ['Dammam']);
  assert.match(fell.text, /^The city whose gross sales fell the most/);
  const fellTwo = answer('which 2 cities dropped the most last month', [...rows, { city: 'Abha', period: 'current', gross_sales: '100' }, { city: 'Abha', period: 'previous', gross_sales: '600' }]);
  assert.deepEqual(fellTwo.table.rows.map((r) => r.city), ['Dammam', 'Abha']);
  assert.match(fellTwo.text, /^The 2 cities whose gross sales fell the most/);
  assert.match(answer('اي مدينة نمت مبيعاتها اكثر الشهر الماضي', rows).text, /^المدينة الأكثر نمواً في إجمالي المبيعات/);
  // None fell: said so, and the cities listed are the ones that grew the least (not "fell the most").
  const grewAll = [rows[0], rows[1], rows[2], rows[3]];
  const none = answer('which 2 cities dropped the most last month', grewAll);
  assert.match(none.text, /^No city's gross sales fell; the 2 cities that grew the least/);
  assert.match(answer('اي مدينة تراجعت مبيعاتها اكثر الشهر الماضي', grewAll).text, /^لا تراجع في إجمالي المبيعات في أي مدينة/);
  // "Peak hours": the busiest three, counted as hours of the day (not "hour of the days").
  const peak = answer('peak hours for orders last month', [{ hour: '21', orders: 25 }, { hour: '20', orders: 24 }, { hour: '22', orders: 22 }, { hour: '3', orders: 1 }]);
  assert.match(peak.text, /^Top 3 hours of the day by orders last month/);
  // Without a growth word, a comparison lists every city by its sales.
  assert.deepEqual(answer('sales by city last month vs the previous month', rows).table.rows.map((r) => r.city), ['Riyadh', 'Jeddah', 'Dammam']);
});

test('a rate compared moves in percentage points; the same value is unchanged', () => {
  const churn = answer('churn rate this year vs last year', [{ churn_rate: '0.433', period: 'current' }, { churn_rate: '0.615', period: 'previous' }]);
  assert.match(churn.text, /: 43\.3% against 61\.5% in .*, down 18\.2 percentage points\.$/);
  assert.deepEqual(churn.table.rows[0], { churn_rate: 0.433, churn_rate_previous: 0.615, churn_rate_change: -18.2 });
  assert.deepEqual(churn.table.columns.map((c) => [c.label, c.type]).at(-1), ['change (points)', 'number']);
  const ar = answer('معدل التسرب هالسنة مقارنة بالسنة الماضية', [{ churn_rate: '0.5', period: 'current' }, { churn_rate: '0.25', period: 'previous' }]);
  assert.match(ar.text, /بزيادة ٢٥ نقطة مئوية\.$/);
  const byPlan = answer('churn rate by plan this year vs last year', [{ plan: 'Gold', churn_rate: '0.625', period: 'current' }, { plan: 'Gold', churn_rate: '0.5', period: 'previous' }]);
  assert.match(byPlan.text, /Gold 62\.5% vs 50% \(\+12\.5 pts\)/);
  // Money still changes relative to where it was; no change at all is said as such.
  assert.match(answer('sales this month vs last month', [{ gross_sales: '150', period: 'current' }, { gross_sales: '100', period: 'previous' }]).text, /, up 50%\.$/);
  assert.match(answer('orders this month vs last month', [{ orders: '7', period: 'current' }, { orders: '7', period: 'previous' }]).text, /, unchanged\.$/);
});

test('one group asked for is read with the next few: those with the same value are named, the table keeps the first', () => {
  const rows = [{ city: 'Palm Springs', orders: 3 }, { city: 'Sacramento', orders: 3 }, { city: 'San Diego', orders: 3 }, { city: 'Fresno', orders: 2 }];
  const en = answer('which city has the most orders this year', rows);
  assert.match(en.sql, /LIMIT 4$/);
  assert.match(en.text, /: Palm Springs \(3\)\. Sacramento and San Diego have the same \(3\)\.$/);
  assert.deepEqual(en.table.rows, [{ city: 'Palm Springs', orders: 3 }]);
  const ar = answer('أي مدينة فيها أكثر طلبات هالسنة', rows.slice(0, 2));
  assert.match(ar.text, /ولدى \u2068Sacramento\u2069 القيمة نفسها \(٣\)\.$/);
  // No tie, no note; a top 3 is read as asked.
  assert.doesNotMatch(answer('which city has the most orders this year', [rows[0], rows[3]]).text, /same/);
  // A top 3 reads three more, and names those tying with the third.
  const top3 = answer('top 3 cities by orders this year', [...rows, { city: 'Abha', orders: 2 }]);
  assert.match(top3.sql, /LIMIT 6$/);
  assert.deepEqual(top3.table.rows.map((r) => r.city), ['Palm Springs', 'Sacramento', 'San Diego']);
  assert.doesNotMatch(top3.text, /too/);
  assert.match(answer('top 2 cities by orders this year', rows).text, /San Diego has 3 too, as the last one listed does\.$/);
  // Every row peeked at ties: more may, so they are not said to be all of them.
  const allTie = [...rows.slice(0, 3), { city: 'Fresno', orders: 3 }];
  assert.match(answer('which city has the most orders this year', allTie).text, /Sacramento, San Diego, Fresno and others have the same \(3\)\.$/);
  assert.match(answer('أي مدينة فيها أكثر طلبات هالسنة', allTie).text, /وغيرها القيمة نفسها/);
});

test('a trend runs to the last whole bucket: today so far is not read as a fall', () => {
  const days = Array.from({ length: 22 }, (_, i) => ({ day: `2026-11-${String(i + 1).padStart(2, '0')}`, gross_sales: String(i === 21 ? 5 : 100 + i * 10) }));
  const en = answer('sales trend this month', days);
  assert.match(en.text, /up 200% from the first day to the last whole one\.$/);
  assert.match(answer('اتجاه المبيعات هذا الشهر', days).text, /ارتفاع ٢٠٠٪؜? من أول يوم إلى آخر يوم مكتمل\.$/);
  // A period that has ended is whole to its last bucket.
  const october = Array.from({ length: 31 }, (_, i) => ({ day: `2026-10-${String(i + 1).padStart(2, '0')}`, gross_sales: String(i === 30 ? 50 : 100) }));
  assert.match(answer('sales trend last month', october).text, /down 50% from the first day to the last\.$/);
  // It starts at the first whole bucket: the last 6 months began on Saturday 23 May, whose week (from 17 May) held one day.
  const weeks = ['2026-05-17', '2026-05-24', '2026-05-31', '2026-06-07'].map((week, i) => ({ week, gross_sales: String(i === 0 ? 10 : 100 + i * 50) }));
  assert.match(answer('sales trend over the last 6 months', weeks).text, /up 66.7% from the first whole week to the last\.$/);
  assert.match(answer('اتجاه المبيعات آخر ٦ أشهر', weeks).text, /ارتفاع ٦٦٫٧٪؜? من أول أسبوع مكتمل إلى آخره\.$/);
});

test('a name the data does not hold is said to be left out, never silently dropped', () => {
  const en = answer('sales for Microsoft last month', [{ gross_sales: '100' }]);
  assert.match(en.text, /^Gross sales last month .*: SAR\s?100\.00\. I couldn't match “Microsoft” to anything in your data, so it is not part of this answer\.$/);
  assert.match(answer('Sales in Riyadh last month', [{ gross_sales: '100' }]).text, /in Riyadh: SAR\s?100\.00\.$/);
  // First in the question, before the measure it names, a name is still a name; "Total sales" is no name.
  assert.match(answer('Microsoft sales last month', [{ gross_sales: '100' }]).text, /I couldn't match “Microsoft”/);
  assert.doesNotMatch(answer('Total sales last month', [{ gross_sales: '100' }]).text, /couldn't match/);
  assert.match(answer('مبيعات Blue Lagoon هالسنة', [{ gross_sales: '100' }]).text, /لم أستطع ربط «\u2068Blue Lagoon\u2069» بشيء في بياناتك، فلم يدخل في هذه الإجابة\.$/);
});

test('lookups and replies without a query read naturally', () => {
  const found = answer('where is order 1001?', [{ order_number: '1001', created_at: new Date('2026-11-01T10:00:00Z'), status: 'paid', total: '250.00', currency: 'SAR', shipment_status: 'in_transit', carrier: 'Aramex', tracking_number: 'TRK1', estimated_delivery_at: new Date('2026-11-05T10:00:00Z') }]);
  assert.match(found.text, /^Order 1001 \(Nov 1, 2026, SAR\s?250\.00\) is paid; shipment in transit with Aramex \(tracking TRK1\), expected Nov 5, 2026\.$/);
  assert.match(answer('where is order 42?', []).text, /couldn't find order 42/);
  // A number said without "order" or "tracking" may be either; the lookup tries both and says so when neither is found.
  const track = ask('track 7580177447');
  assert.deepEqual(track.kind === 'lookup' && [track.plan.by, track.plan.value], ['number', '7580177447']);
  assert.match(compile(track.kind === 'lookup' ? track.plan : (undefined as never), catalog, 1).sql, /o\.order_number = ANY\(\$2::text\[\]\) OR o\.id IN \(SELECT s2\.order_id .* s2\.tracking_number = \$3\)/);
  assert.equal(answer('track 7580177447', []).text, "I couldn't find an order or a tracking number 7580177447.");
  assert.equal(answer('تتبع الشحنة 7580177447', []).text, 'لم أجد طلباً أو شحنة برقم ٧٥٨٠١٧٧٤٤٧.');
  assert.equal(answer('tracking number 1Z999AA10123456784', []).text, "I couldn't find a shipment with tracking number 1Z999AA10123456784.");
  const cannot = replyOf(ask('tell me a joke'), {});
  assert.match(cannot.text, /can't answer/);
  assert.ok(cannot.suggestions.length === 3);
});

test('Arabic dates have one style, one day or a range, and a period\'s words take Arabic-Indic digits', () => {
  const march = { from: '2026-03-01', to: '2026-04-01', label: { en: 'March 2026', ar: 'مارس 2026' } };
  assert.equal(formatPeriod(march, 'ar'), 'مارس ٢٠٢٦ (١–٣١ مارس ٢٠٢٦)');
  assert.equal(formatPeriod(march, 'en'), 'March 2026 (Mar 1\u2009–\u200931, 2026)');
  const q3 = { from: '2025-07-01', to: '2025-10-01', label: { en: 'Q3 2025', ar: 'الربع الثالث 2025' } };
  assert.equal(formatPeriod(q3, 'ar'), 'الربع الثالث ٢٠٢٥ (١ يوليو – ٣٠ سبتمبر ٢٠٢٥)');
  const day = { from: '2026-03-01', to: '2026-03-02', label: { en: '2026-03-01', ar: '2026-03-01' } };
  assert.equal(formatPeriod(day, 'ar'), '١ مارس ٢٠٢٦');
  // Words that only repeat the dates give way to them.
  const range = { from: '2026-03-01', to: '2026-04-01', label: { en: '2026-03-01 to 2026-03-31', ar: 'من 2026-03-01 إلى 2026-03-31' } };
  assert.equal(formatPeriod(range, 'ar'), '١–٣١ مارس ٢٠٢٦');
  assert.equal(formatValue('2026-03-01', 'date', 'ar'), '١ مارس ٢٠٢٦');
  assert.equal(formatValue('2026-10-01', 'date', 'ar'), '١ أكتوبر ٢٠٢٦');
  assert.equal(formatValue('2026-03-01', 'date', 'en'), 'Mar 1, 2026');
  const sinceMarch = answer('المبيعات منذ مارس 2026', [{ gross_sales: '10' }]).text;
  assert.match(sinceMarch, /^إجمالي المبيعات منذ مارس ٢٠٢٦ \(١ مارس – ٢٢ نوفمبر ٢٠٢٦\): /);
  assert.doesNotMatch(sinceMarch, /[0-9]/);
  const dates = answer('المبيعات من 2026-03-01 حتى 2026-03-31', [{ gross_sales: '10' }]).text;
  assert.match(dates, /^إجمالي المبيعات خلال ١–٣١ مارس ٢٠٢٦: /);
  for (const question of ['المبيعات عام 2024', 'المبيعات في الربع الثالث 2025', 'المبيعات آخر 7 أيام']) {
    assert.doesNotMatch(answer(question, [{ gross_sales: '10' }]).text, /[0-9]/, question);
  }
});

test('suggestions split by something useful, never by what the metric counts, and never draw an as-of-now metric', () => {
  const customers = answer('customers last month', [{ customers: '12' }]);
  assert.ok(customers.suggestions.length === 3);
  assert.ok(!customers.suggestions.some((s) => /by (customer|order|SKU)$/.test(s)), customers.suggestions.join(' | '));
  assert.deepEqual(customers.suggestions.slice(1), ['By day', 'By channel']);
  assert.deepEqual(answer('المبيعات هذه السنة', [{ gross_sales: '12' }]).suggestions, ['قارن بالفترة السابقة', 'حسب الشهر', 'حسب القناة']);
  // MRR is drawn at each month's end (ADR 42); its series is not compared again.
  const mrr = answer('mrr', [{ mrr: '2400' }]);
  assert.ok(!mrr.suggestions.some((s) => /Compare/.test(s)), mrr.suggestions.join(' | '));
  assert.equal(mrr.suggestions[0], 'By month', mrr.suggestions.join(' | '));
  const mrrByMonth = answer('mrr by month', [{ month: '2026-10-01', mrr: '2400' }, { month: '2026-11-01', mrr: '2500' }]);
  assert.ok(!mrrByMonth.suggestions.some((s) => /by month|Compare/i.test(s)), mrrByMonth.suggestions.join(' | '));
  assert.ok(!answer('late shipments right now', [{ late_shipments_now: '3' }]).suggestions.some((s) => /by month|Compare/i.test(s)));
});

test('days of the week are said by their peak and low; a product that stopped selling fell to 0, one that began is new', () => {
  const week = ['1', '2', '3', '4', '5', '6', '7'].map((weekday, i) => ({ weekday, gross_sales: String([120, 90, 80, 300, 150, 110, 100][i]) }));
  assert.match(answer('sales by weekday last month', week).text, /: highest Thursday \(SAR\s?300\.00\), lowest Wednesday \(SAR\s?80\.00\)\.$/);
  assert.match(answer('المبيعات حسب أيام الأسبوع الشهر الماضي', week).text, /: الأعلى \u2068الخميس\u2069 \(.*٣٠٠٫٠٠.*\)، والأقل \u2068الأربعاء\u2069 \(.*٨٠٫٠٠.*\)\.$/);
  const rows = [
    { category: 'Fragrance', gross_sales: '200', period: 'current' }, { category: 'Fragrance', gross_sales: '100', period: 'previous' },
    { category: 'Food', gross_sales: '50', period: 'current' }, { category: 'Home', gross_sales: '80', period: 'previous' },
  ];
  const compared = answer('sales by category last month vs the month before', rows);
  assert.deepEqual(compared.table.rows.map((r) => [r.category, r.gross_sales, r.gross_sales_previous]), [['Fragrance', 200, 100], ['Food', 50, 0], ['Home', 0, 80]]);
  assert.match(compared.text, /Food SAR\s?50\.00 vs SAR\s?0\.00 \(new\)/);
  assert.match(compared.text, /Home SAR\s?0\.00 vs SAR\s?80\.00 \(−100%\)/);
});

test('an average per day is labelled so in its table and chart, not as the plain measure', () => {
  const en = answer('average daily sales last month', [{ gross_sales: '3100' }]);
  assert.equal(en.table.columns[0].label, 'average daily gross sales');
  assert.equal(en.chart?.series[0]?.label, 'average daily gross sales');
  assert.equal(answer('متوسط المبيعات اليومي الشهر الماضي', [{ gross_sales: '3100' }]).table.columns[0].label, 'متوسط إجمالي المبيعات اليومي');
});

test('a column of milliseconds or seconds reads as a length of time, in its sentence and its table', async () => {
  const { catalogFromTables, understand } = await import('../../src/engine/index.ts');
  assert.equal(formatValue(5_286_953, 'milliseconds', 'en'), '1 hr 28 min');
  assert.equal(formatValue(393_599, 'milliseconds', 'en'), '6 min 34 sec');
  assert.equal(formatValue(43, 'seconds', 'en'), '43 sec');
  assert.equal(formatValue(5_286_953, 'milliseconds', 'ar'), 'ساعة و٢٨ دقيقة');
  assert.equal(formatValue(393_599, 'milliseconds', 'ar'), '٦ دقائق و٣٤ ثانية');
  const tracks = catalogFromTables([{ schema: 'public', table: 'track', columns: [{ name: 'track_id', type: 'integer' }, { name: 'name', type: 'text' }, { name: 'milliseconds', type: 'integer' }] }], 'tracks');
  const u = understand('average track length', { catalog: tracks, now: NOW, timezone: 'UTC' });
  if (u.kind !== 'plan') throw new Error(u.kind);
  const composed = composeAnswer(u.plan, [{ [u.plan.metrics[0]]: 393_599 }], { compiled: compile(u.plan, tracks, 1), catalog: tracks, locale: 'en', timezone: 'UTC', now: NOW });
  assert.equal(composed.text, 'Average length: 6 min 34 sec.');
  assert.equal(composed.table.columns.at(-1)?.type, 'milliseconds');
});

test('a value asked for its rank is placed among every group, the first beside it, in English and Arabic', () => {
  const rows = [{ city: 'Riyadh', gross_sales: 241891.13 }, { city: 'Dubai', gross_sales: 146068.59 }, { city: 'Jeddah', gross_sales: 185501.64 }, { city: 'Kuwait City', gross_sales: 1000 }];
  const en = answer('where does jeddah rank by sales this year?', rows);
  assert.match(en.text, /^Jeddah ranks #2 of 4 cities by gross sales this year \(.+\): SAR\s?185,501\.64; first is Riyadh \(SAR\s?241,891\.13\)\.$/);
  const top = answer('where does riyadh rank by sales this year?', rows);
  assert.match(top.text, /^Riyadh ranks #1 of 4 cities by gross sales this year \(.+\): SAR\s?241,891\.13\.$/);
  const ar = answer('وش ترتيب جدة في المبيعات هالسنة؟', rows.map((row) => ({ ...row, city: { Riyadh: 'الرياض', Jeddah: 'جدة', Dubai: 'دبي', 'Kuwait City': 'مدينة الكويت' }[row.city] })));
  assert.match(ar.text, /^جدة في المرتبة ٢ من ٤ مدن حسب إجمالي المبيعات .+، والأول الرياض \(/);
});
