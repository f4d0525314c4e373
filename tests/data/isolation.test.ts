import { test, after, before } from 'node:test';
import assert from 'node:assert/strict';
import path from 'node:path';
import pg from 'pg';
import { initTestApp, type TestApp } from '../helpers/test-app.ts';
import { openLiveClient, collect, type LiveClient } from '../platform/support/live-client.ts';
import { toGlobalId } from '@dukkan/shared';
import { EXPORTS, ordersTotal, registerSeller, uploadSellerCsv } from './seller-csv-helpers.ts';
import { sourcesOf, upload } from './data-sources-support.ts';

/** Two stores side by side: every warehouse path built here must show each only its own rows. */
let app: TestApp;
let db: pg.Pool;
let alice: string;
let bob: string;
let aliceImport: string;
let bobImport: string;
const live: LiveClient[] = [];

before(async () => {
  app = await initTestApp();
  db = new pg.Pool({ connectionString: app.databaseUrl, max: 2 });
  alice = await registerSeller(app, 'Alice Abayas');
  bob = await registerSeller(app, 'Bob Coffee');
  aliceImport = (await uploadSellerCsv(app, alice, path.join(EXPORTS, 'shopify-orders.csv'))).body.data.data_warehouse.import.id;
  bobImport = (await uploadSellerCsv(app, bob, path.join(EXPORTS, 'woocommerce-orders.csv'))).body.data.data_warehouse.import.id;
});
after(async () => {
  for (const client of live) await client.close().catch(() => {});
  await db?.end();
  await app?.close();
});

const ORDERS = '{ warehouseOrders(first: 50) { totalCount edges { node { id orderNumber } } } }';

test('GraphQL lists only the caller store orders and imports', async () => {
  const a = await app.graphql(ORDERS, {}, alice);
  const b = await app.graphql(ORDERS, {}, bob);
  assert.deepEqual(a.body.data.warehouseOrders.edges.map((e: any) => e.node.orderNumber).sort(), ['1001', '1002', '1003', '1004']);
  assert.deepEqual(b.body.data.warehouseOrders.edges.map((e: any) => e.node.orderNumber).sort(), ['2051', '2052', '2053', '2054']);
  const imports = await app.graphql('{ imports { edges { node { id } } } }', {}, bob);
  assert.deepEqual(imports.body.data.imports.edges.map((e: any) => e.node.id), [bobImport]);
  const other = await app.graphql('query($id: ID!) { import(id: $id) { id status } }', { id: aliceImport }, bob);
  assert.equal(other.body.data?.import ?? null, null);
  assert.equal(other.body.errors[0].extensions.code, 'NOT_FOUND');
});

test('node(id:) never resolves another store order or import', async () => {
  const a = await app.graphql(ORDERS, {}, alice);
  const orderId = a.body.data.warehouseOrders.edges[0].node.id;
  const query = 'query($id: ID!) { node(id: $id) { id ... on WarehouseOrder { orderNumber total } ... on Import { status } } }';
  assert.equal((await app.graphql(query, { id: orderId }, alice)).body.data.node.id, orderId);
  assert.equal((await app.graphql(query, { id: orderId }, bob)).body.data.node, null);
  assert.equal((await app.graphql(query, { id: aliceImport }, alice)).body.data.node.status, 'succeeded');
  assert.equal((await app.graphql(query, { id: aliceImport }, bob)).body.data.node, null);
  // The same local id in Bob's store is Bob's own order, never Alice's.
  const { rows } = await db.query('SELECT count(*)::int AS n FROM warehouse.orders WHERE id = $1', [Buffer.from(orderId, 'base64url').toString().split(':')[1]]);
  assert.ok(rows[0].n >= 1);
});

test('REST: imports, their mapping and cancel answer 404/422 for another store import', async () => {
  assert.equal((await app.api('GET', `/stores/imports/${aliceImport}`, { token: bob })).status, 404);
  assert.equal((await app.api('GET', `/stores/imports/${aliceImport}`, { token: alice })).status, 200);
  const list = await app.api('GET', '/stores/imports', { token: bob });
  assert.deepEqual(list.body.data.data.map((i: any) => i.id), [bobImport]);
  const cancel = await app.api('POST', `/stores/imports/${aliceImport}/cancel`, { token: bob });
  assert.equal(cancel.status, 422);
  assert.equal(cancel.body.message, 'No such import.');
  const remap = await app.api('POST', `/stores/seller-csv/${aliceImport}/mapping`, { token: bob, body: { mapping: { order_id: 'Name', created_at: 'Created at', total: 'Total' } } });
  assert.equal(remap.status, 422);
  assert.equal(await ordersTotal(app, alice), 4);
});

test('an import replaces only the importing store rows', async () => {
  const before = await db.query('SELECT store_id, count(*)::int AS n FROM warehouse.order_lines GROUP BY 1 ORDER BY 1');
  const again = await uploadSellerCsv(app, bob, path.join(EXPORTS, 'superstore-order-lines.csv'));
  assert.equal(again.status, 200);
  assert.equal(await ordersTotal(app, bob), 3);
  assert.equal(await ordersTotal(app, alice), 4);
  const after = await db.query('SELECT store_id, count(*)::int AS n FROM warehouse.order_lines GROUP BY 1 ORDER BY 1');
  assert.deepEqual(after.rows[0], before.rows[0]);
});

test('a subscription to another store import is refused; the owner hears their own', async () => {
  const query = 'subscription($id: ID!) { importProgress(importId: $id) { importId status progress ordersImported } }';
  const bobLive = openLiveClient(app.url, { authorization: `Bearer ${bob}` });
  live.push(bobLive);
  await bobLive.connected;
  const refused = collect(bobLive.client, query, { id: aliceImport });
  await refused.done;
  assert.ok(refused.error || refused.results.some((r) => r.errors?.length), 'refused');
  assert.equal(refused.results.filter((r) => r.data?.importProgress).length, 0);
  const aliceLive = openLiveClient(app.url, { authorization: `Bearer ${alice}` });
  live.push(aliceLive);
  await aliceLive.connected;
  const own = collect(aliceLive.client, query, { id: aliceImport });
  await own.done;
  assert.deepEqual(own.results.map((r) => r.data?.importProgress), [{ importId: aliceImport, status: 'succeeded', progress: 1, ordersImported: 4 }]);
});

test('the question role sees one store at a time through row-level security', async () => {
  const client = await db.connect();
  try {
    const storeOf = async (token: string) => Buffer.from((await app.api('GET', '/stores/default', { token })).body.data.id, 'base64url').toString().split(':')[1];
    await client.query('BEGIN');
    await client.query("SELECT set_config('dukkan.store_id', $1, true)", [await storeOf(alice)]);
    await client.query('SET LOCAL ROLE dukkan_reader');
    const { rows } = await client.query('SELECT count(*)::int AS orders, count(DISTINCT store_id)::int AS stores FROM warehouse.orders');
    assert.deepEqual(rows[0], { orders: 4, stores: 1 });
  } finally {
    await client.query('ROLLBACK');
    client.release();
  }
});

test('store B cannot delete store A tables, rows or sources by any path: each answers exactly as for what does not exist', async () => {
  const aliceSources = await sourcesOf(app, alice);
  const bobSources = await sourcesOf(app, bob);
  const added = await app.api('POST', '/stores/data-sources', { token: alice, body: { type: 'csv', name: 'Alice files' } });
  const aliceFiles = added.body.data.id;
  for (const [source, name] of [[aliceSources.csv.id, 'prices'], [aliceFiles, 'suppliers']]) {
    const uploaded = await upload(app, alice, `/stores/data-sources/${source}/upload-csv`, { name: `${name}.csv`, content: 'item,price\nOud,120\nAmber,80\n' }, { fields: { table_name: name } });
    assert.equal(uploaded.status, 200, JSON.stringify(uploaded.body));
  }
  const rowIds = (await app.api('GET', `/stores/data-sources/${aliceSources.csv.id}/tables/prices/rows`, { token: alice })).body.data.data.map((row: any) => row._row_id);
  const aliceData = async () => ({
    sources: (await app.api('GET', '/stores/data-sources', { token: alice })).body.data.data.map((source: any) => source.id),
    prices: (await app.api('GET', `/stores/data-sources/${aliceSources.csv.id}/tables/prices/rows`, { token: alice })).body.data.data,
    suppliers: (await app.api('GET', `/stores/data-sources/${aliceFiles}/tables/suppliers/rows`, { token: alice })).body.data.data,
  });
  const before = await aliceData();

  // Bob names Alice's source ids: exactly what an id that exists nowhere answers.
  const unknownSource = toGlobalId('DataSource', 987654321);
  const asBob = (path: string, body?: unknown) => app.api('DELETE', path, { token: bob, body });
  for (const [aliceId, label] of [[aliceFiles, 'added source'], [aliceSources.csv.id, 'starting source']]) {
    const calls = [
      (id: string) => asBob(`/stores/data-sources/${id}`),
      (id: string) => asBob(`/stores/data-sources/${id}/tables/prices`),
      (id: string) => asBob(`/stores/data-sources/${id}/tables/suppliers`),
      (id: string) => asBob(`/stores/data-sources/${id}/tables/prices/rows`, { ids: rowIds }),
    ];
    for (const call of calls) {
      const [theirs, nobodys] = [await call(aliceId), await call(unknownSource)];
      assert.deepEqual([theirs.status, theirs.body], [404, { message: 'This data source does not exist.' }], label);
      assert.deepEqual(theirs.body, nobodys.body, label);
    }
  }
  // Bob names Alice's tables under his own sources and through the older calls: exactly like a name nobody has.
  const paths = [
    (table: string) => asBob(`/stores/data-sources/${bobSources.csv.id}/tables/${table}`),
    (table: string) => asBob(`/stores/custom/tables/${table}`),
    (table: string) => asBob(`/stores/custom/tables/${table}/rows`, { ids: rowIds }),
    (table: string) => asBob(`/stores/data-sources/${bobSources.csv.id}/tables/${table}/rows`, { ids: rowIds }),
  ];
  const aliceStore = Buffer.from((await app.api('GET', '/stores/default', { token: alice })).body.data.id, 'base64url').toString().split(':')[1];
  for (const path of paths) {
    for (const table of ['prices', 'suppliers', `store_${aliceStore}.prices`]) {
      const [theirs, nobodys] = [await path(table), await path('never_uploaded')];
      assert.equal(theirs.status, 404, table);
      assert.equal(theirs.body.message, `The table "${table}" does not exist.`);
      assert.equal(nobodys.body.message, 'The table "never_uploaded" does not exist.');
    }
  }
  // GraphQL: the same NOT_FOUND as for an unknown id.
  const graphql = [
    ['mutation($input: DeleteDataSourceInput!) { deleteDataSource(input: $input) { deletedDataSourceId } }', (id: string) => ({ id })],
    ['mutation($input: DeleteDataTableInput!) { deleteDataTable(input: $input) { deletedTableId } }', (id: string) => ({ dataSourceId: id, tableName: 'suppliers' })],
    ['mutation($input: DeleteTableRowsInput!) { deleteTableRows(input: $input) { deletedRowIds } }', (id: string) => ({ dataSourceId: id, tableName: 'prices', rowIds })],
  ] as const;
  for (const [mutation, input] of graphql) {
    const [theirs, nobodys] = [await app.graphql(mutation, { input: input(aliceFiles) }, bob), await app.graphql(mutation, { input: input(unknownSource) }, bob)];
    assert.equal(theirs.body.errors[0].extensions.code, 'NOT_FOUND');
    assert.equal(theirs.body.errors[0].message, nobodys.body.errors[0].message);
  }
  const tableAsBob = await app.graphql('mutation($input: DeleteDataTableInput!) { deleteDataTable(input: $input) { deletedTableId } }', { input: { tableName: 'prices' } }, bob);
  assert.equal(tableAsBob.body.errors[0].message, 'The table "prices" does not exist.');

  assert.deepEqual(await aliceData(), before, 'every table, row and source of Alice is still there');
});
