import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { initTestApp, type TestApp } from '../helpers/test-app.ts';
import { signUpOwner, query, type ChatOwner } from './support/chat-owner.ts';
import { seedWarehouse } from './support/warehouse-seed.ts';
import { startFakeLlm, type FakeLlm } from './support/fake-llm.ts';

let app: TestApp;
let owner: ChatOwner;
let llm: FakeLlm;

const FRENCH = 'quelle est la performance par ville';
const HONEST = /can't answer that from your data/;

before(async () => {
  llm = await startFakeLlm();
  // The provider is read from the environment at each question; this file runs in its own process.
  Object.assign(process.env, { LLM_BASE_URL: llm.url, LLM_API_KEY: 'sk-test', LLM_MODEL: 'fake-model', LLM_TIMEOUT_MS: '500' });
  app = await initTestApp();
  owner = await signUpOwner(app, 'Makkah Oud');
  await seedWarehouse(app, owner.storeId, { cities: ['Makkah', 'Taif'], base: 70, orders: 40 });
});
after(async () => {
  await app?.close();
  await llm?.close();
});

const ask = (message: string) => app.api('POST', '/chat/web', { token: owner.token, body: { message } });
const ordersBefore = async () => (await query(app, 'SELECT count(*)::int AS n FROM warehouse.orders'))[0].n;

test('a question the engine cannot parse is planned by the provider, validated, and answered from the data', async () => {
  const today = new Date();
  const from = new Date(today.getTime() - 90 * 86_400_000).toISOString().slice(0, 10);
  const to = new Date(today.getTime() + 86_400_000).toISOString().slice(0, 10);
  llm.mode = { kind: 'plan', plan: { metrics: ['orders'], groupBy: ['city'], period: { from, to }, chart: 'bar' } };
  const response = await ask(FRENCH);
  assert.equal(response.status, 200, JSON.stringify(response.body));
  const answer = response.body.data.answer;
  const expected = await query(
    app,
    `SELECT city, count(*)::int AS n FROM warehouse.orders WHERE store_id = $1
        AND created_at >= ($2::date::timestamp AT TIME ZONE 'Asia/Riyadh') AND created_at < ($3::date::timestamp AT TIME ZONE 'Asia/Riyadh')
      GROUP BY city`,
    [owner.storeId, from, to],
  );
  const column = answer.table.columns.find((c: any) => c.type === 'count').key;
  const shown = Object.fromEntries(answer.table.rows.map((row: any) => [Object.values(row).find((v) => typeof v === 'string'), Number(row[column])]));
  assert.deepEqual(shown, Object.fromEntries(expected.map((row) => [row.city, row.n])));
  assert.equal(answer.chart.type, 'bar');

  const sent = llm.requests.at(-1)!;
  assert.equal(sent.model, 'fake-model');
  assert.equal(sent.stream, true);
  assert.equal(sent.authorization, 'Bearer sk-test');
  assert.equal(sent.messages.at(-1)!.content, FRENCH);
  assert.ok(!JSON.stringify(sent.messages).includes('Makkah'), 'the provider never sees the store data');
});

test('the provider may plan what the engine plans: a count of values, a threshold on each customer', async () => {
  llm.mode = { kind: 'plan', plan: { metrics: ['orders'], countOf: 'city' } };
  const cities = (await ask('combien de villes')).body.data.answer;
  const [{ n }] = await query(app, 'SELECT count(DISTINCT city)::int AS n FROM warehouse.orders WHERE store_id = $1', [owner.storeId]);
  assert.equal(cities.table.rows.length, 1);
  assert.equal(Number(Object.values(cities.table.rows[0])[0]), n);
  assert.match(cities.text, new RegExp(`\\b${n}\\b`));

  llm.mode = { kind: 'plan', plan: { metrics: ['orders'], having: { metric: 'orders', op: 'gte', value: '2', per: 'customer' } } };
  const loyal = (await ask('combien sont fidèles')).body.data.answer;
  const [{ m }] = await query(app, `SELECT count(*)::int AS m FROM (SELECT customer_id FROM warehouse.orders WHERE store_id = $1 AND customer_id IS NOT NULL AND cancelled_at IS NULL GROUP BY 1 HAVING count(*) >= 2) t`, [owner.storeId]);
  assert.equal(Number(Object.values(loyal.table.rows[0])[0]), m);
});

test('garbage, unknown metrics, timeouts, errors and cut streams fall back to the honest answer without harm', async () => {
  const before = await ordersBefore();
  const modes = [
    { kind: 'garbage' },
    { kind: 'plan', plan: { metrics: ['competitor_sales'], groupBy: [] } },
    { kind: 'plan', plan: { metrics: ['orders'], groupBy: ['city; DROP TABLE warehouse.orders'] } },
    { kind: 'plan', plan: { metrics: ['orders'], groupBy: [], filters: [{ dimension: 'store_id', values: ['1'] }] } },
    { kind: 'plan', plan: { metrics: ['orders'], period: { from: '2024-13-01', to: '2024-02-01' } } },
    { kind: 'json', content: '{"cannot": true}' },
    { kind: 'hang' },
    { kind: 'error' },
    { kind: 'truncated' },
  ] as const;
  for (const mode of modes) {
    llm.mode = mode as any;
    const response = await ask(FRENCH);
    assert.equal(response.status, 200, `${JSON.stringify(mode)}: ${JSON.stringify(response.body)}`);
    assert.match(response.body.data.answer.text, HONEST, JSON.stringify(mode));
    assert.deepEqual(response.body.data.answer.table.rows, [], JSON.stringify(mode));
  }
  assert.equal(await ordersBefore(), before);
});

test('answers are rephrased into another language when asked, keeping every number; a wrong translation is dropped', async () => {
  const ASK = `mutation Ask($input: AskInput!) { ask(input: $input) { message { text language } answer { text } userErrors { message } } }`;
  llm.mode = { kind: 'translate', prefix: 'En français :' };
  const english = await app.graphql(ASK, { input: { question: 'How many orders in the last 30 days?' } }, owner.token);
  const original = english.body.data.ask.answer.text;
  const french = await app.graphql(ASK, { input: { question: 'How many orders in the last 30 days?', locale: 'fr' } }, owner.token);
  assert.equal(french.body.data.ask.answer.text, `En français : ${original}`);
  assert.equal(french.body.data.ask.message.text, french.body.data.ask.answer.text);
  assert.equal(french.body.data.ask.message.language, 'fr');

  llm.mode = { kind: 'translate', prefix: 'En français :', changeNumbers: true };
  const wrong = await app.graphql(ASK, { input: { question: 'How many orders in the last 30 days?', locale: 'fr' } }, owner.token);
  assert.equal(wrong.body.data.ask.answer.text, original);
});
