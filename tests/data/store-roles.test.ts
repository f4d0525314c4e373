import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import path from 'node:path';
import { initTestApp, type TestApp } from '../helpers/test-app.ts';
import { REFUSED_AR, REFUSED_EN, signUp, sourcesOf, upload } from './data-sources-support.ts';
import { EXPORTS, ordersTotal, uploadSellerCsv } from './seller-csv-helpers.ts';

// ADR 49: owners and admins manage a store's data; a member reads it and asks questions. The data-source subgraph
// refuses a member's change itself (403, FORBIDDEN), whatever the way in.
const INVITE = 'mutation Invite($input: InviteMemberInput!) { inviteMember(input: $input) { inviteCode userErrors { field message } } }';
const DATES = 'day,city,boxes\n2024-01-01,Riyadh,5\n2024-01-02,Jeddah,7\n';

let app: TestApp;
let owner: string;
let member: string;
let admin: string;
let sources: Record<string, any>;
let sellerImportId: string;

async function join(role: string, email: string): Promise<string> {
  const invited = await app.graphql(INVITE, { input: { email, role } }, owner);
  const code = invited.body.data.inviteMember.inviteCode;
  const accepted = await app.api('POST', '/invitation', { body: { invite_code: code, name: `A ${role}`, email } });
  assert.equal(accepted.status, 200, JSON.stringify(accepted.body));
  return accepted.body.data.token;
}

before(async () => {
  app = await initTestApp();
  owner = await signUp(app, 'Roles Shop');
  member = await join('member', `member-${Date.now()}@example.com`);
  admin = await join('admin', `admin-${Date.now()}@example.com`);
  sources = await sourcesOf(app, owner);
  const table = await upload(app, owner, `/stores/data-sources/${sources.csv.id}/upload-csv`, { name: 'dates.csv', content: DATES });
  assert.equal(table.status, 200, JSON.stringify(table.body));
  const imported = await uploadSellerCsv(app, owner, path.join(EXPORTS, 'shopify-orders.csv'));
  assert.equal(imported.status, 200, JSON.stringify(imported.body));
  sellerImportId = imported.body.data.data_warehouse.import.id;
});

after(async () => {
  await app?.close();
});

/** What the owner sees of the store's data: sources and settings, tables, rows, comments, orders and imports. */
async function storeData() {
  const csv = sources.csv.id;
  const [list, tables, rows, columns, imports] = await Promise.all([
    app.api('GET', '/stores/data-sources', { token: owner }),
    app.api('GET', `/stores/data-sources/${csv}/tables`, { token: owner }),
    app.api('GET', `/stores/data-sources/${csv}/tables/dates/rows?limit=50`, { token: owner }),
    app.api('GET', `/stores/data-sources/${csv}/tables/dates/columns`, { token: owner }),
    app.api('GET', '/stores/imports', { token: owner }),
  ]);
  const strip = (value: any) => JSON.parse(JSON.stringify(value, (key, v) => (key === 'updated_at' ? undefined : v)));
  return strip({ sources: list.body.data, tables: tables.body.data, rows: rows.body.data, columns: columns.body.data, imports: imports.body.data, orders: await ordersTotal(app, owner) });
}

function changes(token: string) {
  const { csv, database } = sources;
  const file = { name: 'dates.csv', content: 'day,city,boxes\n2030-01-01,Nowhere,1\n' };
  return {
    'rename a source': () => app.api('PATCH', `/stores/data-sources/${database.id}`, { token, body: { name: 'Renamed' } }),
    'repoint a source': () => app.api('PATCH', `/stores/data-sources/${database.id}`, { token, body: { url: 'mysql://someone@127.0.0.1:3306/shop' } }),
    'add a source': () => app.api('POST', '/stores/data-sources', { token, body: { type: 'database', name: 'Mine' } }),
    'initialize a source': () => app.api('POST', `/stores/data-sources/${database.id}/initialize`, { token }),
    'replace a table': () => upload(app, token, `/stores/data-sources/${csv.id}/upload-csv`, file, { fields: { table_name: 'dates', replace: 'true' } }),
    'upload a new table': () => upload(app, token, `/stores/data-sources/${csv.id}/upload`, { ...file, name: 'other.csv' }),
    'upload by the older call': () => upload(app, token, '/stores/custom/upload-csv', { ...file, name: 'older.csv' }),
    'add a row': () => app.api('POST', `/stores/data-sources/${csv.id}/tables/dates/rows`, { token, body: { row: { city: 'Mecca', boxes: '1' } } }),
    'edit rows': () => app.api('PATCH', `/stores/data-sources/${csv.id}/tables/dates/rows`, { token, body: { rows: [{ _row_id: 1, boxes: 500 }] } }),
    'edit rows by the older call': () => app.api('PATCH', '/stores/custom/tables/dates/rows', { token, body: { rows: [{ _row_id: 1, boxes: 501 }] } }),
    'comment a column': () => app.api('POST', `/stores/data-sources/${csv.id}/column-comment`, { token, body: { table_name: 'dates', column_name: 'boxes', comment: 'wrong' } }),
    'comment a table': () => app.api('POST', `/stores/data-sources/${csv.id}/table-comment`, { token, body: { table_name: 'dates', comment: 'wrong' } }),
    'import a seller file': () => uploadSellerCsv(app, token, path.join(EXPORTS, 'salla-orders.csv')),
    'remap a seller import': () => app.api('POST', `/stores/seller-csv/${sellerImportId}/mapping`, { token, body: { mapping: { total: 'Total', created_at: 'Created at' } } }),
    'cancel an import': () => app.api('POST', `/stores/imports/${sellerImportId}/cancel`, { token }),
  };
}

test('a member is refused every change to the data with 403 and a translated message, and nothing changes', async () => {
  const before = await storeData();
  for (const [what, call] of Object.entries(changes(member))) {
    const response = await call();
    assert.equal(response.status, 403, `${what}: ${JSON.stringify(response.body)}`);
    assert.equal(response.body.message, REFUSED_EN, what);
  }
  const arabic = await app.api('PATCH', `/stores/data-sources/${sources.database.id}`, { token: member, headers: { 'accept-language': 'ar' }, body: { port: 5499 } });
  assert.deepEqual([arabic.status, arabic.body.message], [403, REFUSED_AR]);
  // GraphQL is refused by the same subgraph check.
  const graphql = await app.graphql('mutation($input: UpdateDataSourceInput!) { updateDataSource(input: $input) { dataSource { name } } }', { input: { id: sources.database.id, name: 'Via GraphQL' } }, member);
  assert.deepEqual([graphql.body.errors?.[0]?.extensions?.code, graphql.body.errors?.[0]?.message, graphql.body.data?.updateDataSource ?? null], ['FORBIDDEN', REFUSED_EN, null]);
  assert.deepEqual(await storeData(), before, 'sources, tables, rows, comments, orders and imports are as they were');
});

test('a member still reads the data and asks questions', async () => {
  const listed = await app.api('GET', '/stores/data-sources', { token: member });
  assert.equal(listed.status, 200);
  const rows = await app.api('GET', `/stores/data-sources/${sources.csv.id}/tables/dates/rows`, { token: member });
  assert.deepEqual(rows.body.data.data.map((r: any) => r.city), ['Riyadh', 'Jeddah']);
  const fields = await app.api('GET', '/stores/seller-csv/fields', { token: member });
  assert.equal(fields.status, 200);
  const asked = await app.api('POST', '/chat/web', { token: member, body: { message: 'how many orders' } });
  assert.equal(asked.status, 200, JSON.stringify(asked.body));
});

test('an admin manages the data like the owner', async () => {
  const { csv, database } = sources;
  const renamed = await app.api('PATCH', `/stores/data-sources/${database.id}`, { token: admin, body: { name: 'Warehouse DB' } });
  assert.deepEqual([renamed.status, renamed.body.data?.name], [200, 'Warehouse DB']);
  const added = await app.api('POST', '/stores/data-sources', { token: admin, body: { type: 'csv', name: 'Admin files' } });
  assert.equal(added.status, 201, JSON.stringify(added.body));
  const row = await app.api('POST', `/stores/data-sources/${csv.id}/tables/dates/rows`, { token: admin, body: { row: { day: '2024-01-03', city: 'Mecca', boxes: '9' } } });
  assert.equal(row.status, 201, JSON.stringify(row.body));
  const comment = await app.api('POST', `/stores/data-sources/${csv.id}/column-comment`, { token: admin, body: { table_name: 'dates', column_name: 'boxes', comment: 'Boxes of dates shipped' } });
  assert.equal(comment.status, 200, JSON.stringify(comment.body));
  const table = await upload(app, admin, `/stores/data-sources/${csv.id}/upload-csv`, { name: 'stock.csv', content: 'sku,qty\nA,1\n' });
  assert.equal(table.status, 200, JSON.stringify(table.body));
  const imported = await uploadSellerCsv(app, admin, path.join(EXPORTS, 'shopify-orders.csv'));
  assert.equal(imported.status, 200, JSON.stringify(imported.body));
  const remap = await app.api('POST', `/stores/seller-csv/${imported.body.data.data_warehouse.import.id}/mapping`, { token: admin, body: { mapping: imported.body.data.data_warehouse.import.mapping } });
  assert.equal(remap.status, 200, JSON.stringify(remap.body));
  const rows = await app.api('GET', `/stores/data-sources/${csv.id}/tables/dates/rows`, { token: member });
  assert.deepEqual(rows.body.data.data.map((r: any) => r.city), ['Riyadh', 'Jeddah', 'Mecca'], 'the member sees what the admin changed');
});
