import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import path from 'node:path';
import { initTestApp, type TestApp } from '../helpers/test-app.ts';
import { EXPORTS, uploadSellerCsv } from '../data/seller-csv-helpers.ts';
import { signUpOwner, type ChatOwner } from './support/chat-owner.ts';

/**
 * A store's own values (its products, cities, codes) are what questions are matched against. A seller who asked before
 * their first import, then imported, must find their products known at once, not ten minutes later.
 */
let app: TestApp;
let seller: ChatOwner;

before(async () => {
  app = await initTestApp();
  seller = await signUpOwner(app, 'Values After Import');
});
after(() => app?.close());

async function ask(message: string) {
  const response = await app.api('POST', '/chat/web', { token: seller.token, body: { message } });
  assert.equal(response.status, 200, JSON.stringify(response.body));
  return response.body.data.answer as { text: string; sql: string | null; table: { rows: Record<string, unknown>[] } };
}

test('products imported after a first question are known to the next one', async () => {
  await ask('sales of silk scarf');
  const upload = await uploadSellerCsv(app, seller.token, path.join(EXPORTS, 'shopify-orders.csv'));
  assert.equal(upload.status, 200, JSON.stringify(upload.body));
  // The fixture sold one Silk Scarf (order #1001) among seven units.
  const answer = await ask('units sold of silk scarf');
  assert.doesNotMatch(answer.text, /couldn't match/i, answer.text);
  assert.match(answer.text, /silk scarf/i, answer.text);
  assert.deepEqual(Object.values(answer.table.rows[0] ?? {}).filter((v) => typeof v === 'number'), [1], JSON.stringify(answer.table.rows));
  // And again after a second import that brings another product.
  const more = 'Name,Email,Financial Status,Created at,Lineitem quantity,Lineitem name,Lineitem price,Total,Currency,Shipping City\n#2001,omar@example.com,paid,2024-04-01 10:00:00 +0300,3,Ajwa Dates Box,50.00,150.00,SAR,Riyadh\n';
  const second = await uploadSellerCsv(app, seller.token, { name: 'orders-april.csv', content: more });
  assert.equal(second.status, 200, JSON.stringify(second.body));
  const dates = await ask('units sold of ajwa dates box');
  assert.doesNotMatch(dates.text, /couldn't match/i, dates.text);
  assert.deepEqual(Object.values(dates.table.rows[0] ?? {}).filter((v) => typeof v === 'number'), [3], JSON.stringify(dates.table.rows));
});
