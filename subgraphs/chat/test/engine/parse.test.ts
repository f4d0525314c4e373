import { test } from 'node:test';
import assert from 'node:assert/strict';
import { commerceCatalog, normalise } from '../../src/engine/index.ts';
import { withDimensionValues } from '../../src/engine/parse/values.ts';
import { ask, catalog, planOf } from './helpers.ts';

test('normalisation: Arabic-Indic digits, alef forms, ta marbuta, tatweel and diacritics', () => {
  assert.equal(normalise('المبيعـــات ٢٠٢٥'), 'المبيعات 2025');
  assert.equal(normalise('أَفْضَلُ إيرادات آخر سنة'), 'افضل ايرادات اخر سنه');
  assert.equal(normalise('Sales?'), 'sales');
});

test('markup, invisible marks and full-width forms are no part of a question; a long one is read from its end', () => {
  assert.equal(normalise('<h1>orders yesterday</h1>'), 'orders yesterday');
  assert.equal(normalise('sales last\u200Dmonth'), 'sales last month');
  assert.equal(normalise('\u200Fالمبيعات الشهر الماضي\u200F'), 'المبيعات الشهر الماضي');
  assert.equal(normalise('order １０４２'), 'order 1042');
  const ramble = `${'so my accountant called me about the stock and the shop and many other things '.repeat(8)}so what were our sales last month?`;
  assert.ok(ramble.length > 600);
  assert.deepEqual([planOf(ramble).metrics, planOf(ramble).period?.from], [['gross_sales'], '2026-10-01']);
});

test('English questions become plans: metric, grouping, filters, period, top N, share, trend', () => {
  const top = planOf('top 5 products by revenue last month');
  assert.deepEqual([top.metrics, top.groupBy, top.top, top.period?.from, top.period?.to], [['gross_sales'], ['product'], { n: 5, dir: 'desc' }, '2026-10-01', '2026-11-01']);
  const filtered = planOf('orders in Riyadh this year');
  assert.deepEqual(filtered.filters, [{ dimension: 'city', op: 'eq', values: ['Riyadh'] }]);
  assert.equal(planOf('share of sales by channel').share, true);
  const trend = planOf('sales trend this year');
  assert.equal(trend.grain, 'month');
  assert.equal(planOf('net sales last week').metrics[0], 'net_sales');
  assert.equal(planOf('average order value').metrics[0], 'aov');
  assert.deepEqual(planOf('sales excluding Riyadh').filters, [{ dimension: 'city', op: 'neq', values: ['Riyadh'] }]);
});

test('Arabic (MSA and Gulf) questions become the same plans', () => {
  const gulf = planOf('كم بعنا الشهر اللي فات؟');
  assert.deepEqual([gulf.metrics, gulf.period?.from, gulf.language], [['gross_sales'], '2026-10-01', 'ar']);
  const msa = planOf('ما هي المبيعات حسب المدينة في الربع الثالث ٢٠٢٥');
  assert.deepEqual([msa.groupBy, msa.period?.from, msa.period?.to], [['city'], '2025-07-01', '2025-10-01']);
  const top = planOf('أفضل ٥ منتجات مبيعاً هالشهر');
  assert.deepEqual([top.top, top.groupBy, top.period?.from], [{ n: 5, dir: 'desc' }, ['product'], '2026-11-01']);
  assert.deepEqual(planOf('وش عدد الطلبات في الرياض؟').filters, [{ dimension: 'city', op: 'eq', values: ['Riyadh'] }]);
  assert.equal(planOf('ايش الطلبيات امس').period?.from, '2026-11-21');
});

test('comparisons: previous period, same period last year, growth', () => {
  const mom = planOf('sales this month vs last month');
  assert.deepEqual([mom.compare, mom.period?.from], ['previous', '2026-11-01']);
  assert.equal(planOf('orders last month compared to the same period last year').compare, 'year_ago');
  assert.equal(planOf('نمو المبيعات الربع الماضي').compare, 'previous');
  // "WoW" is week over week, as "week over week growth in AOV" reads: each week against the one before.
  const wow = planOf('WoW growth in AOV');
  assert.deepEqual([wow.metrics, wow.grain, wow.steps], [['aov'], 'week', true]);
  assert.deepEqual(planOf('WoW growth in AOV'), planOf('week over week growth in AOV'));
});

test('order lookups by number, hash, e-mail and tracking number', () => {
  const cases: [string, string, string][] = [
    ['where is order 1001?', 'order_number', '1001'], ['track #1001', 'order_number', '1001'],
    ['orders of Someone@X.com', 'email', 'someone@x.com'], ['وين طلبي رقم ١٠٠١', 'order_number', '1001'],
    ['tracking number 1Z999AA10', 'tracking', '1Z999AA10'],
  ];
  for (const [question, by, value] of cases) {
    const u = ask(question);
    assert.equal(u.kind, 'lookup', question);
    if (u.kind === 'lookup') assert.deepEqual([u.plan.by, u.plan.value], [by, value], question);
  }
  assert.equal(ask('orders in 2016').kind, 'plan');
});

test('follow-ups keep the context; restyle, show SQL and reset act on it', () => {
  const first = ask('sales by city last month');
  const year = ask('and last year?', { context: first.context });
  assert.equal(year.kind, 'plan');
  if (year.kind === 'plan') assert.deepEqual([year.plan.groupBy, year.plan.period?.from], [['city'], '2025-01-01']);
  const only = ask('only in Riyadh', { context: first.context });
  if (only.kind !== 'plan') throw new Error('expected a plan');
  assert.deepEqual(only.plan.filters, [{ dimension: 'city', op: 'eq', values: ['Riyadh'] }]);
  const pie = ask('as a pie chart', { context: first.context });
  assert.deepEqual([pie.kind, pie.kind === 'restyle' && pie.chart], ['restyle', 'pie']);
  // A chart asked for without its kind is the one that fits: bars for cities, a line for months.
  const chart = ask('as a chart', { context: first.context });
  assert.deepEqual([chart.kind, chart.kind === 'restyle' && chart.chart], ['restyle', 'bar']);
  const drawn = ask('ارسمها', { context: ask('sales by month this year').context });
  assert.deepEqual([drawn.kind, drawn.kind === 'restyle' && drawn.chart], ['restyle', 'line']);
  assert.equal(ask('show the SQL', { context: first.context }).kind, 'showSql');
  const byMonth = ask('by month', { context: first.context });
  assert.equal(byMonth.kind === 'plan' && byMonth.plan.grain, 'month');
  const reset = ask('clear context', { context: first.context });
  assert.deepEqual([reset.kind, reset.context], ['reset', {}]);
  const ar = ask('والسنة الماضية؟', { context: ask('كم المبيعات الشهر الماضي').context });
  assert.equal(ar.kind === 'plan' && ar.plan.period?.from, '2025-01-01');
});

test('clarifies gross or net only when the words leave it open, and says what it can answer otherwise', () => {
  assert.equal(ask('how much did I make last month?').kind, 'clarify');
  assert.equal(ask('كم كسبت الشهر الماضي؟').kind, 'clarify');
  assert.equal(ask('revenue last month').kind, 'plan');
  const cannot = ask('tell me a joke');
  assert.equal(cannot.kind, 'cannot');
  if (cannot.kind === 'cannot') assert.match(cannot.text, /can't answer that from your data.*gross sales/);
  const ar = ask('اكتب لي قصيدة');
  assert.equal(ar.kind === 'cannot' && /لا أستطيع/.test(ar.text), true);
});

test('Arabic spellings of names stored in Latin letters meet by their consonants; translations and codes do not', async () => {
  const { arabicSkeleton, latinSkeleton, skeletonKeys } = await import('../../src/engine/parse/transliterate.ts');
  const { normalise } = await import('../../src/engine/index.ts');
  const meets = (arabic: string, latin: string) => {
    const keys = new Set(skeletonKeys(latinSkeleton(latin)));
    return skeletonKeys(arabicSkeleton(normalise(arabic).split(' '))).some((key) => keys.has(key));
  };
  for (const [arabic, latin] of [['لومار', 'Lomar'], ['أجمل', 'Ajmal'], ['عبدالصمد القرشي', 'Abdul Samad Al Qurashi'], ['مسك الطهارة', 'Musk Tahara'],
    ['البخور', 'Bakhoor'], ['نورة الحربي', 'Noura Al-Harbi'], ['عباية لينن بيج', 'Linen Abaya - Beige'], ['شيخ', 'Sheikh']]) assert.ok(meets(arabic, latin), `${arabic} ~ ${latin}`);
  // A word opening on a consonant is no name opening on a vowel; a translation shares no letters.
  for (const [arabic, latin] of [['الركاب', 'Arecibo'], ['زيت العود', 'Oud Oil'], ['تمر', 'Dates']]) assert.ok(!meets(arabic, latin), `${arabic} ≁ ${latin}`);
});

test('words that point at what the last answer listed become its filter; the whole answer is not pointed at', async () => {
  const { contextAfter } = await import('../../src/engine/index.ts');
  const listed = (question: string, values: string[], key: string) => {
    const u = ask(question);
    assert.equal(u.kind, 'plan');
    return contextAfter(u.context, u.plan!, values.map((v) => ({ [key]: v, gross_sales: 1 })), { sql: '', params: [], columns: [{ key, label: { en: key, ar: key }, role: 'dimension', format: 'text' }] });
  };
  const cities = listed('sales by city last month', ['Riyadh', 'Jeddah', 'Dubai'], 'city');
  const second = planOf('and the second one?', { context: cities });
  assert.deepEqual([second.filters, second.groupBy, second.period?.from], [[{ dimension: 'city', op: 'eq', values: ['Jeddah'] }], [], '2026-10-01']);
  assert.deepEqual(planOf('how many orders did the last one have?', { context: cities }).filters, [{ dimension: 'city', op: 'eq', values: ['Dubai'] }]);
  // "it" is the whole answer when it listed several: compared, not one city kept.
  const compared = planOf('compare it with last year', { context: cities });
  assert.deepEqual([compared.filters, compared.groupBy], [[], ['city']]);
  const top = listed('top category this year', ['Fragrance'], 'category');
  const units = planOf('how many units did it sell?', { context: top });
  assert.deepEqual([units.metrics, units.filters, units.groupBy, units.top], [['units'], [{ dimension: 'category', op: 'eq', values: ['Fragrance'] }], [], undefined]);
  assert.deepEqual(planOf('وكم حبة بعنا منه؟', { context: top }).filters, [{ dimension: 'category', op: 'eq', values: ['Fragrance'] }]);
});

test('a place nothing matched is named as left out, lower-case or Arabic; engine words opening a question are not', () => {
  assert.deepEqual(planOf('sales in paris last month').ignored, ['paris']);
  assert.deepEqual(planOf('كم طلب في عرعر الشهر الماضي').ignored, ['عرعر']);
  for (const question of ['sales in riyadh last month', 'sales in total last month', 'Total revenue for 2025', 'Which channel brought the most orders last month?', 'المبيعات من حيث القناة']) {
    assert.equal(planOf(question).ignored, undefined, question);
  }
});

test('a period left out of a longer one is "can\'t", not that period alone; a left-out value still filters', () => {
  for (const question of ['sales excluding 2025', 'orders this year except December', 'المبيعات باستثناء ٢٠٢٥']) assert.equal(ask(question).kind, 'cannot', question);
  assert.deepEqual(planOf('sales this year except Riyadh').filters, [{ dimension: 'city', op: 'neq', values: ['Riyadh'] }]);
});

test('greetings around a question are set aside, a greeting alone is greeted back; Arabic-letter English is read as English', () => {
  const evening = planOf('مساء الخير كم طلب اليوم');
  assert.deepEqual(evening.filters, [], 'مساء is no evening hours here');
  assert.equal(evening.period?.from, '2026-11-22');
  assert.notEqual(ask('مساء الخير').kind, 'plan');
  assert.deepEqual(planOf('التوب برودكت هالشهر').groupBy, ['product']);
  assert.deepEqual(planOf('الريفند هالشهر').metrics, ['refunds']);
  // A held letter is the word: today, not all time.
  assert.equal(planOf('كم طلب اليوووم').period?.from, '2026-11-22');
});

test('unknown Arabic words after a measure or "مع" are named as left out; known things are not', () => {
  assert.deepEqual(planOf('مبيعات الايفون كيس').ignored, ['الايفون كيس']);
  // (Instalments are known by the store's instalment methods: a store without them is told "بالتقسيط" matched nothing.)
  const instalments = withDimensionValues(catalog, { payment_method: ['tabby', 'tamara', 'card'] });
  for (const question of ['مبيعات انستقرام', 'مبيعات امس', 'كم شحنة مع سبل', 'مبيعات الدفع بالتقسيط']) assert.equal(planOf(question, { catalog: instalments }).ignored, undefined, question);
});

test('customers said with "لل" after a measure are whom it went to, not a count beside it', () => {
  assert.deepEqual(planOf('كم فلوس رجعناها للعملاء من بداية السنة').metrics, ['refunds']);
  assert.deepEqual(planOf('كم بعنا للعملاء في الرياض').metrics, ['gross_sales']);
  assert.deepEqual(planOf('كم رسوم الشحن اللي دفعوها العملاء الشهر الماضي').metrics, ['shipping']);
  assert.deepEqual(planOf('كم طلب من عملاء الجملة').metrics, ['orders']);
  assert.deepEqual(planOf('كم طلب وكم عميل').metrics, ['orders', 'customers']);
});

test('an unknown Arabic noun anywhere in a store question is named as typed; the engine\'s own words are not', () => {
  assert.deepEqual(planOf('كم طلب للعملاء المميزين هالشهر').ignored, ['المميزين']);
  assert.deepEqual(planOf('كم عميل من عملاء الجملة').ignored, ['الجملة']);
  // ("العمولة", the commission, is no slip for "العملة", the currency: it is named, not split by.)
  assert.deepEqual(planOf('المبيعات بعد العمولة').ignored, ['العمولة']);
  assert.deepEqual(planOf('منتجات اديداس').ignored, ['اديداس']);
  assert.deepEqual(planOf('كم بعنا للشركات الناشئة هالسنة').ignored, ['للشركات الناشئة']);
  for (const question of ['المبيعات هذه السنة باستثناء الرياض', 'كم المبيعات إجمالا هذا الشهر؟', 'إديني إجمالي المبيعات بتاع السنة اللي فاتت', 'أيها الأسرع؟'])
    assert.equal(planOf(question).ignored, undefined, question);
});

test('a period asked in words no rule reads is named as left out, never answered as all time unsaid', () => {
  assert.deepEqual(planOf('sales in the last blah days').ignored, ['the last blah days']);
  assert.deepEqual(planOf('المبيعات اخر كذا يوم').ignored, ['اخر كذا يوم']);
  assert.equal(planOf('sales in the last forty five days').ignored, undefined);
  assert.equal(planOf('المبيعات آخر خمسطعش يوم').ignored, undefined);
});

test('talk around a spoken request filters nothing; values said plainly still do', () => {
  assert.deepEqual(planOf('my kids asked me, what were sales last month').filters, []);
  assert.deepEqual(planOf('my brother Omar wants to know sales last month').filters, []);
  assert.deepEqual(planOf('كنت ابي اعرف كم طلب امس').filters, []);
  assert.deepEqual(planOf('وش الخبر، كم المبيعات اليوم').filters, []);
  assert.deepEqual(planOf('كم طلب من الخبر').filters, [{ dimension: 'city', op: 'eq', values: ['Khobar'] }]);
  assert.deepEqual(planOf('in Riyadh, what were sales last month').filters, [{ dimension: 'city', op: 'eq', values: ['Riyadh'] }]);
});

test('a part of the world with none of its countries in the data is said to be left out, never read as another place', () => {
  // The store sells in Saudi Arabia, the UAE and Kuwait: "America" alone is the USA, "South America" is no country of it.
  for (const question of ['sales in South America', 'مبيعات أمريكا الجنوبية', 'sales in Africa']) {
    const plan = planOf(question);
    assert.deepEqual(plan.filters, [], question);
    assert.equal(plan.ignored?.length, 1, question);
  }
});

test('the app named by a store that sells in none is said to be left out, not read as the city Tabuk or dropped unsaid', () => {
  // WhatsApp is no app channel, though its name ends so.
  const noApp = withDimensionValues(commerceCatalog, { channel: ['web', 'whatsapp'], city: ['Tabuk', 'Riyadh'] });
  assert.deepEqual(planOf('orders from the app last month', { catalog: noApp }).ignored, ['the app']);
  const arabic = planOf('كم طلب من التطبيق', { catalog: noApp });
  assert.deepEqual([arabic.ignored, arabic.filters], [['التطبيق'], []]);
  // A store with an app channel is not told so.
  assert.equal(planOf('orders from the app last month').ignored, undefined);
});
