import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { initTestApp, type TestApp } from '../helpers/test-app.ts';
import { signUp, upload, sourcesOf } from './data-sources-support.ts';

let app: TestApp;
let token: string;

before(async () => {
  app = await initTestApp();
  token = await signUp(app, 'Medina Dates');
});
after(async () => {
  await app?.close();
});

test('data sources are a Relay connection in GraphQL, paged with first/after', async () => {
  const first = await app.graphql('{ dataSources(first: 2) { totalCount pageInfo { hasNextPage endCursor } edges { node { kind name isConnected } } } }', {}, token);
  assert.equal(first.body.data.dataSources.totalCount, 5);
  assert.deepEqual(first.body.data.dataSources.edges.map((e: any) => e.node.kind), ['database', 'csv']);
  assert.equal(first.body.data.dataSources.pageInfo.hasNextPage, true);
  const next = await app.graphql('query($after: String) { dataSources(first: 10, after: $after) { pageInfo { hasNextPage hasPreviousPage } nodes { kind isConnected status } } }', { after: first.body.data.dataSources.pageInfo.endCursor }, token);
  assert.deepEqual(next.body.data.dataSources.nodes, [
    { kind: 'meta-ads', isConnected: false, status: 'not_connected' },
    { kind: 'google-analytics', isConnected: false, status: 'not_connected' },
    { kind: 'google-ads', isConnected: false, status: 'not_connected' },
  ]);
  assert.deepEqual(next.body.data.dataSources.pageInfo, { hasNextPage: false, hasPreviousPage: true });
});

test('adding and renaming sources; settings that do not fit the kind are refused in the caller language', async () => {
  const unknown = await app.api('POST', '/stores/data-sources', { token, body: { type: 'spreadsheet' } });
  assert.equal(unknown.status, 422);
  assert.deepEqual(unknown.body.errors, { type: ['Choose a data source type: database, csv, meta-ads, google-analytics or google-ads.'] });
  const added = await app.api('POST', '/stores/data-sources', { token, body: { type: 'csv', name: 'Supplier files' } });
  assert.equal(added.status, 201);
  assert.equal(added.body.data.name, 'Supplier files');
  const renamed = await app.api('PATCH', `/stores/data-sources/${added.body.data.id}`, { token, body: { name: 'Suppliers' } });
  assert.equal(renamed.body.data.name, 'Suppliers');
  const wrong = await app.api('PATCH', `/stores/data-sources/${added.body.data.id}`, { token, headers: { 'accept-language': 'ar' }, body: { host: 'db.example.com' } });
  assert.equal(wrong.status, 422);
  assert.equal(wrong.body.message, 'إعدادات الاتصال خاصة بمصادر قواعد البيانات فقط.');
  const list = await app.api('GET', '/stores/data-sources', { token });
  assert.deepEqual(list.body.data.data.map((s: any) => s.name), ['Database', 'CSV files', 'Meta Ads', 'Google Analytics', 'Google Ads', 'Suppliers']);

  // A file uploaded through the added source is one of the store's tables, listed under that source.
  const uploaded = await upload(app, token, `/stores/data-sources/${added.body.data.id}/upload`, { name: 'suppliers.csv', content: 'supplier,lead_days\nAl Madina Farms,3\n' });
  assert.equal(uploaded.status, 200, JSON.stringify(uploaded.body));
  const bySource = await app.api('GET', `/stores/data-sources/${added.body.data.id}/fetch`, { token });
  assert.deepEqual(bySource.body.data.data.map((t: any) => t.name), ['suppliers']);
  const legacy = await app.api('GET', '/stores/custom/tables', { token });
  assert.deepEqual(legacy.body.data.data.map((t: any) => t.name), ['suppliers']);
  const toDatabase = await upload(app, token, `/stores/data-sources/${(await sourcesOf(app, token)).database.id}/upload-csv`, { name: 'x.csv', content: 'a\n1\n' });
  assert.equal(toDatabase.status, 422);
  assert.equal(toDatabase.body.message, 'Files can only be uploaded to a CSV data source.');
});

test('tables are nodes: node(id:) gives a table with its columns and a connection of rows', async () => {
  const tables = await app.graphql('{ customTables { nodes { id name } } }', {}, token);
  const id = tables.body.data.customTables.nodes[0].id;
  const node = await app.graphql(`{ node(id: "${id}") { id ... on DataTable { name rowCount dataSource { name } columns { name type } rows(first: 1) { totalCount edges { node { id values } } } } } }`, {}, token);
  assert.deepEqual(node.body.data.node, {
    id,
    name: 'suppliers',
    rowCount: 1,
    dataSource: { name: 'Suppliers' },
    columns: [{ name: 'supplier', type: 'text' }, { name: 'lead_days', type: 'integer' }],
    rows: { totalCount: 1, edges: [{ node: { id: '1', values: { supplier: 'Al Madina Farms', lead_days: 3 } } }] },
  });
});

test('without a token every data-source call is refused with 401', async () => {
  for (const route of ['/stores/data-sources', '/stores/custom/tables', '/stores/custom/tables/suppliers/rows']) {
    const response = await app.api('GET', route);
    assert.equal(response.status, 401, route);
  }
  const graph = await app.graphql('{ dataSources { totalCount } }');
  assert.equal(graph.body.errors[0].extensions.code, 'UNAUTHENTICATED');
});
