import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { toGlobalId } from '@dukkan/shared';
import { initTestApp, createShopDatabase, type TestApp } from '../helpers/test-app.ts';
import { signUpOwner, type ChatOwner } from '../chat/support/chat-owner.ts';
import { REFUSED_AR, REFUSED_EN, sourcesOf, sql, upload } from './data-sources-support.ts';

// ADR 51: an owner removes what they brought (a CSV table, rows of it, a source they added); the starting sources stay,
// members are refused, and bad input changes nothing.
const SQL_GONE = 'The table the last answer read has changed or been removed since, so its SQL cannot be written again. Ask the question again.';
const STOCK = 'item,qty\nDates,3\nSaffron,5\nCardamom,7\n';

let app: TestApp;
let owner: ChatOwner;
let shop: Awaited<ReturnType<typeof createShopDatabase>>;
let sources: Record<string, any>;

before(async () => {
  [app, shop] = await Promise.all([
    initTestApp(),
    createShopDatabase('removing_shop', "CREATE TABLE suppliers (name text, city text); INSERT INTO suppliers VALUES ('Oud Co', 'Riyadh'), ('Amber Ltd', 'Jeddah'), ('Musk House', 'Dammam')"),
  ]);
  owner = await signUpOwner(app, 'Removing Shop');
  sources = await sourcesOf(app, owner.token);
});
after(async () => {
  await app?.close();
  await shop?.drop();
});

const ask = (message: string, locale = 'en') => app.api('POST', '/chat/web', { token: owner.token, body: { message }, headers: { 'accept-language': locale } });
const del = (path: string, options: { token?: string; body?: unknown; locale?: string } = {}) =>
  app.api('DELETE', path, { token: options.token ?? owner.token, body: options.body, headers: { 'accept-language': options.locale ?? 'en' } });
const schema = () => `store_${owner.storeId}`;

async function uploadTable(sourceId: string, name: string, content = STOCK, token = owner.token) {
  const uploaded = await upload(app, token, `/stores/data-sources/${sourceId}/upload-csv`, { name: `${name}.csv`, content }, { fields: { table_name: name } });
  assert.equal(uploaded.status, 200, JSON.stringify(uploaded.body));
  return uploaded.body.data;
}

async function tableNames(sourceId: string, token = owner.token): Promise<string[]> {
  const listed = await app.api('GET', `/stores/data-sources/${sourceId}/tables`, { token });
  return listed.body.data.data.map((table: any) => table.name);
}

const existsInSchema = async (table: string) =>
  (await sql(app, 'SELECT 1 FROM information_schema.tables WHERE table_schema = $1 AND table_name = $2', [schema(), table])).length > 0;

test('an owner deletes a CSV table: the table, its comments and its catalog entry go, questions stop using it, and "show the SQL" says the table changed', async () => {
  const csv = sources.csv.id;
  const table = await uploadTable(csv, 'stock');
  const comment = await app.api('POST', `/stores/data-sources/${csv}/column-comment`, { token: owner.token, body: { table_name: 'stock', column_name: 'qty', comment: 'Boxes in the back room' } });
  assert.equal(comment.status, 200, JSON.stringify(comment.body));
  const summed = await ask('sum of qty by item in the stock table');
  assert.match(summed.body.data.answer.sql, /"stock"/, summed.body.data.answer.text);

  const deleted = await del(`/stores/data-sources/${csv}/tables/stock`);
  assert.equal(deleted.status, 200, JSON.stringify(deleted.body));
  assert.deepEqual(deleted.body.data, { id: table.id, name: 'stock', deleted: true });
  assert.deepEqual(await tableNames(csv), []);
  assert.equal(await existsInSchema('stock'), false, 'the table is dropped from the store schema');
  assert.deepEqual(await sql(app, 'SELECT name FROM data_source_table WHERE store_id = $1', [owner.storeId]), []);
  assert.deepEqual(await sql(app, 'SELECT name FROM data_source_column WHERE store_id = $1', [owner.storeId]), [], 'its columns and their comments are forgotten');

  const sqlAfter = await ask('show the SQL');
  assert.equal(sqlAfter.body.data.answer.text, SQL_GONE);
  const again = await ask('sum of qty by item in the stock table');
  assert.doesNotMatch(again.body.data.answer.sql ?? '', /"stock"/, 'the question engine no longer offers the table');

  const gone = await app.api('GET', `/stores/data-sources/${csv}/tables/stock/rows`, { token: owner.token });
  assert.deepEqual([gone.status, gone.body.message], [404, 'The table "stock" does not exist.']);
  const twice = await del(`/stores/data-sources/${csv}/tables/stock`);
  assert.deepEqual([twice.status, twice.body.message], [404, 'The table "stock" does not exist.']);
});

test('the older custom-table call and GraphQL delete a table the same way', async () => {
  await uploadTable(sources.csv.id, 'older');
  const older = await del('/stores/custom/tables/older');
  assert.equal(older.status, 200, JSON.stringify(older.body));
  assert.equal(await existsInSchema('older'), false);

  await uploadTable(sources.csv.id, 'via_graphql');
  const mutation = `mutation($input: DeleteDataTableInput!) { deleteDataTable(input: $input) { deletedTableId dataSource { id tables { totalCount } } userErrors { field message } } }`;
  const graphql = await app.graphql(mutation, { input: { dataSourceId: sources.csv.id, tableName: 'via_graphql' } }, owner.token);
  const payload = graphql.body.data.deleteDataTable;
  assert.deepEqual(payload.userErrors, []);
  assert.match(payload.deletedTableId, /\S/);
  assert.deepEqual(payload.dataSource, { id: sources.csv.id, tables: { totalCount: 0 } });
  const node = await app.graphql('query($id: ID!) { node(id: $id) { id } }', { id: payload.deletedTableId }, owner.token);
  assert.equal(node.body.data.node, null);
});

/** Starts an upload big enough to still be running when the next call comes, without waiting for it. */
async function startBigUpload(sourceId: string, tableName: string): Promise<string> {
  const big = `item,qty\n${Array.from({ length: 300_000 }, (_, i) => `Item ${i},${i % 97}`).join('\n')}\n`;
  const started = await upload(app, owner.token, `/stores/data-sources/${sourceId}/upload-csv`, { name: `${tableName}.csv`, content: big }, { fields: { table_name: tableName, wait: '0' } });
  assert.equal(started.status, 202, JSON.stringify(started.body));
  return started.body.data.import.id;
}

async function cancelUpload(importId: string) {
  const cancelled = await app.api('POST', `/stores/imports/${importId}/cancel`, { token: owner.token });
  assert.equal(cancelled.status, 200, JSON.stringify(cancelled.body));
  for (let i = 0; i < 100; i += 1) {
    const state = await app.api('GET', `/stores/imports/${importId}`, { token: owner.token });
    if (!['queued', 'running'].includes(state.body.data.status)) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

test('a table is not deleted while a file is being uploaded into it; once the upload is cancelled it is', async () => {
  const csv = sources.csv.id;
  await uploadTable(csv, 'busy');
  const importId = await startBigUpload(csv, 'busy');

  const refused = await del(`/stores/data-sources/${csv}/tables/busy`);
  assert.equal(refused.status, 422, JSON.stringify(refused.body));
  assert.equal(refused.body.message, 'A file is still being uploaded into "busy". Wait for it to finish or cancel it, then delete the table.');
  const arabic = await del(`/stores/data-sources/${csv}/tables/busy`, { locale: 'ar' });
  assert.equal(arabic.body.message, 'ما زال رفع ملف إلى "busy" جارياً. انتظر حتى ينتهي أو ألغِه، ثم احذف الجدول.');
  assert.equal(await existsInSchema('busy'), true);

  await cancelUpload(importId);
  const deleted = await del(`/stores/data-sources/${csv}/tables/busy`);
  assert.equal(deleted.status, 200, JSON.stringify(deleted.body));
  assert.equal(await existsInSchema('busy'), false);
});

test('an added source is not removed while a file is being uploaded into it', async () => {
  const added = (await app.api('POST', '/stores/data-sources', { token: owner.token, body: { type: 'csv', name: 'Busy files' } })).body.data;
  const importId = await startBigUpload(added.id, 'arriving');
  const refused = await del(`/stores/data-sources/${added.id}`);
  assert.deepEqual([refused.status, refused.body.message], [422, 'A file is still being uploaded into "arriving" of this source. Wait for it to finish or cancel it, then remove the source.']);
  await cancelUpload(importId);
  assert.equal((await del(`/stores/data-sources/${added.id}`)).status, 200);
  assert.equal(await existsInSchema('arriving'), false);
});

test('an owner deletes rows by the ids the rows screen edits them with; the count follows, and a missing id deletes nothing', async () => {
  const csv = sources.csv.id;
  await uploadTable(csv, 'shelf');
  const rowsOf = async () => (await app.api('GET', `/stores/data-sources/${csv}/tables/shelf/rows?limit=50`, { token: owner.token })).body.data;
  const before = await rowsOf();
  const ids = before.data.map((row: any) => row._row_id);
  assert.equal(ids.length, 3);

  const one = await del(`/stores/data-sources/${csv}/tables/shelf/rows`, { body: { rows: [{ _row_id: ids[1] }] } });
  assert.equal(one.status, 200, JSON.stringify(one.body));
  assert.deepEqual(one.body.data, { deleted: [ids[1]], row_count: 2 });
  assert.deepEqual((await rowsOf()).data.map((row: any) => row.item), ['Dates', 'Cardamom']);

  // All or none: one id that names no row leaves every row in place.
  const mixed = await del(`/stores/data-sources/${csv}/tables/shelf/rows`, { body: { ids: [ids[0], '999999'] } });
  assert.deepEqual([mixed.status, mixed.body.message, mixed.body.errors], [422, 'Row 999999 does not exist.', { id: ['Row 999999 does not exist.'] }]);
  const hostile = await del(`/stores/data-sources/${csv}/tables/shelf/rows`, { body: { ids: ['1; DROP TABLE shelf'] } });
  assert.equal(hostile.status, 422);
  const none = await del(`/stores/data-sources/${csv}/tables/shelf/rows`, { body: { rows: [] }, locale: 'ar' });
  assert.deepEqual([none.status, none.body.message], [422, 'اختر صفاً واحداً على الأقل لحذفه.']);
  assert.deepEqual((await rowsOf()).data.map((row: any) => row.item), ['Dates', 'Cardamom']);

  // The older call, with ids in the query string; and GraphQL.
  const older = await app.api('DELETE', `/stores/custom/tables/shelf/rows?ids=${ids[0]}`, { token: owner.token });
  assert.equal(older.status, 200, JSON.stringify(older.body));
  const graphql = await app.graphql(
    'mutation($input: DeleteTableRowsInput!) { deleteTableRows(input: $input) { deletedRowIds table { rowCount } userErrors { field message } } }',
    { input: { dataSourceId: csv, tableName: 'shelf', rowIds: [ids[2]] } },
    owner.token,
  );
  assert.deepEqual(graphql.body.data.deleteTableRows, { deletedRowIds: [ids[2]], table: { rowCount: 0 }, userErrors: [] });
  assert.deepEqual((await rowsOf()).data, []);
  assert.equal((await app.api('GET', `/stores/data-sources/${csv}/tables`, { token: owner.token })).body.data.data.find((t: any) => t.name === 'shelf').row_count, 0);
});

test('an added CSV source is removed with its tables; an added database source forgets its settings and password and is no longer asked', async () => {
  const files = await app.api('POST', '/stores/data-sources', { token: owner.token, body: { type: 'csv', name: 'Supplier files' } });
  assert.equal(files.status, 201, JSON.stringify(files.body));
  await uploadTable(files.body.data.id, 'deliveries');
  await uploadTable(files.body.data.id, 'returns_log');
  const removed = await del(`/stores/data-sources/${files.body.data.id}`);
  assert.equal(removed.status, 200, JSON.stringify(removed.body));
  assert.deepEqual(removed.body.data, { id: files.body.data.id, deleted: true });
  assert.equal(await existsInSchema('deliveries'), false);
  assert.equal(await existsInSchema('returns_log'), false);
  const listed = await app.api('GET', '/stores/data-sources', { token: owner.token });
  assert.equal(listed.body.data.data.some((source: any) => source.id === files.body.data.id), false);
  assert.equal(listed.body.data.data.length, 5, 'the five starting sources stay');

  const database = await app.api('POST', '/stores/data-sources', { token: owner.token, body: { type: 'database', name: 'Supplier DB' } });
  const id = database.body.data.id;
  const url = new URL(shop.url);
  url.password = 'a-password-to-forget';
  const saved = await app.api('PATCH', `/stores/data-sources/${id}`, { token: owner.token, body: { url: url.toString() } });
  assert.equal(saved.body.data?.connection?.has_password, true, JSON.stringify(saved.body));
  const connected = await app.api('POST', `/stores/data-sources/${id}/initialize`, { token: owner.token });
  assert.equal(connected.body.data.status, 'connected', JSON.stringify(connected.body));
  const local = Buffer.from(id, 'base64url').toString().split(':')[1];
  assert.equal((await sql(app, 'SELECT secret IS NOT NULL AS sealed FROM data_source WHERE id = $1', [local]))[0].sealed, true);
  const asked = await ask('how many suppliers');
  assert.match(asked.body.data.answer.sql ?? '', /suppliers/, asked.body.data.answer.text);

  const gone = await del(`/stores/data-sources/${id}`);
  assert.equal(gone.status, 200, JSON.stringify(gone.body));
  assert.deepEqual(await sql(app, 'SELECT id FROM data_source WHERE id = $1', [local]), [], 'settings and the sealed password are gone with the source');
  assert.deepEqual(await sql(app, 'SELECT id FROM data_source_table WHERE data_source_id = $1', [local]), []);
  const after = await ask('how many suppliers');
  assert.doesNotMatch(after.body.data.answer.sql ?? '', /suppliers/, after.body.data.answer.text);
  const reread = await app.api('GET', `/stores/data-sources/${id}/tables`, { token: owner.token });
  assert.deepEqual([reread.status, reread.body.message], [404, 'This data source does not exist.']);
});

test('the five starting sources cannot be removed: 422 with a clear message in the caller language, and they stay', async () => {
  for (const kind of ['database', 'csv', 'meta-ads', 'google-analytics', 'google-ads']) {
    const refused = await del(`/stores/data-sources/${sources[kind].id}`);
    assert.equal(refused.status, 422, `${kind}: ${JSON.stringify(refused.body)}`);
    assert.equal(refused.body.message, `The store's starting sources cannot be removed, and "${sources[kind].name}" is one of them. You can delete its tables instead.`);
  }
  const arabic = await del(`/stores/data-sources/${sources.csv.id}`, { locale: 'ar' });
  assert.deepEqual([arabic.status, arabic.body.message], [422, 'لا يمكن إزالة مصادر البيانات الأساسية للمتجر، و"CSV files" أحدها. يمكنك حذف جداوله بدلاً من ذلك.']);
  const graphql = await app.graphql('mutation($input: DeleteDataSourceInput!) { deleteDataSource(input: $input) { deletedDataSourceId userErrors { field message } } }', { input: { id: sources.database.id } }, owner.token);
  assert.equal(graphql.body.data.deleteDataSource.deletedDataSourceId, null);
  assert.equal(graphql.body.data.deleteDataSource.userErrors[0].field, 'id');
  assert.deepEqual(Object.keys(await sourcesOf(app, owner.token)).sort(), ['csv', 'database', 'google-ads', 'google-analytics', 'meta-ads']);
});

test('unknown and hostile table names, unknown sources and a connected database\'s tables are refused, in the caller language, and change nothing', async () => {
  const csv = sources.csv.id;
  await uploadTable(csv, 'keep_me');
  const hostile = ['no_such_table', "x'; DROP TABLE keep_me; --", 'keep_me"; DROP TABLE keep_me; --', '../keep_me', `${schema()}.keep_me_not`, 'pg_catalog.pg_class', 'information_schema.tables', 'a'.repeat(100), 'مبيعات'];
  for (const name of hostile) {
    const refused = await del(`/stores/data-sources/${csv}/tables/${encodeURIComponent(name)}`);
    assert.equal(refused.status, 404, `${name}: ${JSON.stringify(refused.body)}`);
    assert.deepEqual(refused.body, { message: `The table "${name.slice(0, 100)}" does not exist.` });
  }
  // A name longer than a path segment may be is no route at all: 404 too.
  assert.equal((await del(`/stores/data-sources/${csv}/tables/${'a'.repeat(300)}`)).status, 404);
  const arabic = await del(`/stores/data-sources/${csv}/tables/nope`, { locale: 'ar' });
  assert.deepEqual([arabic.status, arabic.body.message], [404, 'الجدول "nope" غير موجود.']);
  for (const id of [toGlobalId('DataSource', 987654), '987654', 'not-an-id', toGlobalId('DataTable', 1)]) {
    const source = await del(`/stores/data-sources/${encodeURIComponent(id)}`);
    assert.deepEqual([source.status, source.body], [404, { message: 'This data source does not exist.' }], id);
    const table = await del(`/stores/data-sources/${encodeURIComponent(id)}/tables/keep_me`);
    assert.deepEqual([table.status, table.body], [404, { message: 'This data source does not exist.' }], id);
  }

  // A connected database's tables are the seller's own: read here, never dropped.
  const database = (await app.api('POST', '/stores/data-sources', { token: owner.token, body: { type: 'database', name: 'Read only' } })).body.data;
  await app.api('PATCH', `/stores/data-sources/${database.id}`, { token: owner.token, body: { url: shop.url } });
  await app.api('POST', `/stores/data-sources/${database.id}/initialize`, { token: owner.token });
  const remote = await del(`/stores/data-sources/${database.id}/tables/suppliers`);
  assert.deepEqual([remote.status, remote.body.message], [422, 'The table "suppliers" belongs to the connected database and cannot be deleted here. Remove it in the database, then connect again.']);
  const remoteRows = await del(`/stores/data-sources/${database.id}/tables/suppliers/rows`, { body: { ids: ['1'] } });
  assert.deepEqual([remoteRows.status, remoteRows.body.message], [422, 'Rows of a connected database are read-only here.']);
  const client = await import('pg');
  const check = new client.default.Client({ connectionString: shop.url });
  await check.connect();
  assert.equal((await check.query('SELECT count(*)::int AS n FROM suppliers')).rows[0].n, 3);
  await check.end();

  assert.equal(await existsInSchema('keep_me'), true);
  assert.deepEqual((await app.api('GET', `/stores/data-sources/${csv}/tables/keep_me/rows`, { token: owner.token })).body.data.data.length, 3);
});

test('a member is refused every removal with 403 and a translated message; an admin may remove', async () => {
  const csv = sources.csv.id;
  await uploadTable(csv, 'team_table');
  const added = (await app.api('POST', '/stores/data-sources', { token: owner.token, body: { type: 'csv', name: 'Team files' } })).body.data;
  const invite = async (role: string) => {
    const email = `${role}-${Date.now()}@example.com`;
    const invited = await app.graphql('mutation($input: InviteMemberInput!) { inviteMember(input: $input) { inviteCode } }', { input: { email, role } }, owner.token);
    const accepted = await app.api('POST', '/invitation', { body: { invite_code: invited.body.data.inviteMember.inviteCode, name: `A ${role}`, email } });
    return accepted.body.data.token as string;
  };
  const member = await invite('member');
  const rowId = (await app.api('GET', `/stores/data-sources/${csv}/tables/team_table/rows`, { token: member })).body.data.data[0]._row_id;
  const calls = {
    'delete a table': () => del(`/stores/data-sources/${csv}/tables/team_table`, { token: member }),
    'delete a table by the older call': () => del('/stores/custom/tables/team_table', { token: member }),
    'delete rows': () => del(`/stores/data-sources/${csv}/tables/team_table/rows`, { token: member, body: { ids: [rowId] } }),
    'remove a source': () => del(`/stores/data-sources/${added.id}`, { token: member }),
    // Refused before anything about the store's sources is said, whatever the id.
    'remove a starting source': () => del(`/stores/data-sources/${sources.database.id}`, { token: member }),
  };
  for (const [what, call] of Object.entries(calls)) {
    const refused = await call();
    assert.deepEqual([refused.status, refused.body.message], [403, REFUSED_EN], what);
  }
  const arabic = await del(`/stores/data-sources/${csv}/tables/team_table`, { token: member, locale: 'ar' });
  assert.deepEqual([arabic.status, arabic.body.message], [403, REFUSED_AR]);
  const graphql = await app.graphql('mutation($input: DeleteDataSourceInput!) { deleteDataSource(input: $input) { deletedDataSourceId } }', { input: { id: added.id } }, member);
  assert.deepEqual([graphql.body.errors?.[0]?.extensions?.code, graphql.body.errors?.[0]?.message], ['FORBIDDEN', REFUSED_EN]);
  assert.equal(await existsInSchema('team_table'), true);
  assert.equal((await app.api('GET', `/stores/data-sources/${csv}/tables/team_table/rows`, { token: member })).body.data.data.length, 3);

  // What the screens read to hide the controls: the member may not change the data, the owner may.
  const config = async (token: string) => (await app.api('GET', '/stores/default', { token })).body.data.can_manage_data;
  assert.deepEqual([await config(member), await config(owner.token)], [false, true]);

  const admin = await invite('admin');
  assert.equal(await config(admin), true);
  assert.equal((await del(`/stores/data-sources/${csv}/tables/team_table/rows`, { token: admin, body: { ids: [rowId] } })).status, 200);
  assert.equal((await del(`/stores/data-sources/${added.id}`, { token: admin })).status, 200);
  assert.equal((await del(`/stores/data-sources/${csv}/tables/team_table`, { token: admin })).status, 200);
});

test('the OpenAPI document lists the removal calls with their refusals', async () => {
  const document = (await app.api('GET', '/openapi.json')).body;
  for (const path of ['/stores/data-sources/{id}', '/stores/data-sources/{id}/tables/{tableName}', '/stores/custom/tables/{tableName}', '/stores/data-sources/{id}/tables/{tableName}/rows', '/stores/custom/tables/{tableName}/rows']) {
    const operation = document.paths[path]?.delete;
    assert.ok(operation, `DELETE ${path} is documented`);
    assert.deepEqual(Object.keys(operation.responses).sort(), ['200', '401', '403', '404', '422'], path);
  }
});
