import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { buildDemoStore } from '@dukkan/data-source/demo/index.ts';
import { initTestApp, type TestApp } from '../helpers/test-app.ts';
import { upload } from '../data/data-sources-support.ts';
import { signUpOwner, type ChatOwner } from './support/chat-owner.ts';

/** The questions an empty web chat offers to start with: about what each store holds, in the user's language. */
let app: TestApp;
let seller: ChatOwner;
let files: ChatOwner;
let empty: ChatOwner;

before(async () => {
  app = await initTestApp();
  seller = await signUpOwner(app, 'Starter Seller');
  await buildDemoStore(app.databaseUrl, { store: Number(seller.storeId), orders: 1500, seed: 5, currency: 'USD' });
  files = await signUpOwner(app, 'Starter Files');
  const lines = ['Order Date,Region,Sales'];
  for (let i = 1; i <= 24; i++) lines.push(`2016-${String(1 + (i % 12)).padStart(2, '0')}-10,${['Central', 'East', 'West'][i % 3]},${i * 10}.50`);
  const uploaded = await upload(app, files.token, '/stores/custom/upload-csv', { name: 'superstore.csv', content: lines.join('\n') });
  assert.equal(uploaded.status, 200, JSON.stringify(uploaded.body));
  empty = await signUpOwner(app, 'Starter Empty');
});
after(() => app?.close());

async function startersOf(owner: ChatOwner, locale: 'en' | 'ar' = 'en'): Promise<string[]> {
  const response = await fetch(`${app.url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${owner.token}`, 'x-locale': locale },
    body: JSON.stringify({ query: '{ starterQuestions }' }),
  });
  const body = (await response.json()) as { data?: { starterQuestions: string[] }; errors?: unknown };
  assert.equal(response.status, 200, JSON.stringify(body));
  assert.ok(body.data, JSON.stringify(body));
  return body.data.starterQuestions;
}

/** Asks through REST as the web app does and returns the answer. */
async function ask(owner: ChatOwner, message: string) {
  const response = await app.api('POST', '/chat/web', { token: owner.token, body: { message } });
  assert.equal(response.status, 200, JSON.stringify(response.body));
  return response.body.data.answer as { text: string; sql: string | null; table: { rows: unknown[] } };
}

test('a store that sells is offered questions about its orders, in English and in Arabic, and each one is answered from its data', async () => {
  const english = await startersOf(seller);
  assert.ok(english.length >= 2, JSON.stringify(english));
  assert.ok(english.some((q) => /sales|orders|products/i.test(q)), JSON.stringify(english));
  const arabic = await startersOf(seller, 'ar');
  assert.equal(arabic.length, english.length);
  assert.ok(arabic.every((q) => /[\u0600-\u06FF]/.test(q)), JSON.stringify(arabic));
  for (const question of [...english, ...arabic]) {
    const answer = await ask(seller, question);
    assert.ok(answer.sql, `${question}: ${answer.text}`);
    assert.ok(answer.table.rows.length > 0, `${question}: ${answer.text}`);
  }
});

test("a store of files is offered questions about its own file's columns, which it can answer", async () => {
  const english = await startersOf(files);
  assert.ok(english.length >= 2, JSON.stringify(english));
  assert.ok(english.some((q) => /sales/i.test(q) && /region|month/i.test(q)), JSON.stringify(english));
  assert.ok(!english.some((q) => /products|orders by city/i.test(q)), `no shop questions for a file: ${JSON.stringify(english)}`);
  for (const question of english) {
    const answer = await ask(files, question);
    assert.ok(answer.sql, `${question}: ${answer.text}`);
    assert.match(answer.sql!, /superstore/, question);
  }
});

test('a store that holds nothing yet is offered no question to start with', async () => {
  assert.deepEqual(await startersOf(empty), []);
  assert.deepEqual(await startersOf(empty, 'ar'), []);
});

test('a signed-out visitor is offered none', async () => {
  const response = await fetch(`${app.url}/graphql`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ query: '{ starterQuestions }' }) });
  const body = (await response.json()) as { data?: { starterQuestions: string[] } };
  assert.deepEqual(body.data?.starterQuestions, []);
});
