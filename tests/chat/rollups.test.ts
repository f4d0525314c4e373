import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { buildDemoStore } from '@dukkan/data-source/demo/index.ts';
import { startRollupWorker } from '@dukkan/data-source/rollups/index.ts';
import { initTestApp, type TestApp } from '../helpers/test-app.ts';
import { signUpOwner, query, type ChatOwner } from './support/chat-owner.ts';

let app: TestApp;
let owner: ChatOwner;

before(async () => {
  app = await initTestApp();
  owner = await signUpOwner(app, 'Rollup Store');
  await buildDemoStore(app.databaseUrl, { store: Number(owner.storeId), orders: 2000, seed: 5, currency: 'USD' });
});
after(async () => {
  await app?.close();
});

const QUESTION = 'How many orders today?';

async function ordersToday(): Promise<{ orders: number; sql: string }> {
  const response = await app.api('POST', '/chat/web', { token: owner.token, body: { message: QUESTION } });
  assert.equal(response.status, 200, JSON.stringify(response.body));
  const answer = response.body.data.answer;
  return { orders: Number(answer.table.rows[0].orders), sql: answer.sql };
}

const countedToday = async () =>
  (await query(
    app,
    `SELECT count(*)::int AS n FROM warehouse.orders WHERE store_id = $1
       AND created_at >= (date_trunc('day', now() AT TIME ZONE 'Asia/Riyadh') AT TIME ZONE 'Asia/Riyadh')`,
    [owner.storeId],
  ))[0].n as number;

test('a new order shows in the very next answer (base tables while the rollups are stale), and the rollups catch up', async () => {
  const built = await ordersToday();
  assert.match(built.sql, /warehouse\.order_days/, 'a freshly built store answers from its rollups');
  assert.equal(built.orders, await countedToday());

  await query(
    app,
    `INSERT INTO warehouse.orders (store_id, id, order_number, created_at, total, status, channel, city)
     SELECT $1, max(id) + 1, 'R-1', now(), 123.45, 'paid', 'whatsapp', 'Riyadh' FROM warehouse.orders WHERE store_id = $1`,
    [owner.storeId],
  );
  const right = await ordersToday();
  assert.equal(right.orders, built.orders + 1);
  assert.match(right.sql, /"warehouse"\."orders"/, 'a stale store answers from its orders');
  assert.doesNotMatch(right.sql, /order_days/);

  // The rollup worker rebuilds the store once its writes go quiet; the answer stays the same, from the rollups again.
  const dataSource = app.subgraphs.find((subgraph) => subgraph.runtime.name === 'data-source')!;
  const stop = await startRollupWorker(dataSource.runtime, { sweepMs: 100, quietMs: 200 });
  try {
    let again = await ordersToday();
    for (let attempt = 0; attempt < 300 && !/order_days/.test(again.sql); attempt++) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      again = await ordersToday();
    }
    assert.match(again.sql, /warehouse\.order_days/, 'the rollups were rebuilt');
    assert.equal(again.orders, built.orders + 1);
  } finally {
    await stop();
  }
});

test('"show the SQL" shows the query that answers now', async () => {
  const response = await app.api('POST', '/chat/web', { token: owner.token, body: { message: 'sales by channel this year' } });
  assert.equal(response.status, 200);
  const shown = await app.api('POST', '/chat/web', { token: owner.token, body: { message: 'show the SQL', conversation_id: response.body.data.conversation_id } });
  assert.equal(shown.body.data.answer.sql, response.body.data.answer.sql);
  assert.match(shown.body.data.answer.sql, /grouped_by = 'channel'/);
});
