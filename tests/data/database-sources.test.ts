import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { spawnSync } from 'node:child_process';
import { createServer, type Server } from 'node:net';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import mysql from 'mysql2/promise';
import { localIdOf, readSettings } from '@dukkan/shared';
import { listAskableTables, runReadOnly } from '@dukkan/data-source/database-sources/index.ts';
import { initTestApp, TEST_SERVER_URL, type TestApp } from '../helpers/test-app.ts';
import { signUp, sourcesOf, sql } from './data-sources-support.ts';

const MYSQL_URL = process.env.TEST_MYSQL_URL ?? 'mysql://root@127.0.0.1:3306';
const CHINOOK = path.resolve(new URL('../../../shared/datasets/chinook/Chinook_PostgreSql.sql', import.meta.url).pathname);
const suffix = randomBytes(4).toString('hex');
const chinookDb = `chinook_${suffix}`;
const shopDb = `shop_${suffix}`;
const shopUser = `seller_${suffix}`;
const lockedUser = `locked_${suffix}`;
// A PostgreSQL database whose CONNECT privilege is revoked from everyone but its owner, and a user who may log in.
const closedDb = `closed_${suffix}`;
const outsider = `outsider_${suffix}`;

let app: TestApp;
let pool: pg.Pool;
let silent: Server;
let hangUp: Server;
let token: string;
let storeId: string;
let sources: Record<string, any>;

function chinookUrl(): string {
  const url = new URL(TEST_SERVER_URL);
  url.pathname = `/${chinookDb}`;
  return url.toString();
}

/** Loads the Chinook script into a database of our own (the script's own CREATE DATABASE and \c lines dropped). */
async function loadChinook() {
  const admin = new pg.Client({ connectionString: TEST_SERVER_URL });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${chinookDb}`);
  await admin.end();
  const script = readFileSync(CHINOOK, 'utf8').replace(/^(DROP DATABASE|CREATE DATABASE|\\c ).*$/gm, '');
  const loaded = spawnSync('psql', ['-q', '-v', 'ON_ERROR_STOP=1', '-d', chinookUrl()], { input: script, encoding: 'utf8' });
  if (loaded.status !== 0) throw new Error(`chinook load failed: ${loaded.stderr}`);
}

async function createShop() {
  const root = await mysql.createConnection(MYSQL_URL);
  await root.query(`CREATE DATABASE ${shopDb} CHARACTER SET utf8mb4`);
  await root.query(`CREATE TABLE ${shopDb}.orders (id int PRIMARY KEY, placed_on date, city varchar(40) COMMENT 'Delivery city', total decimal(10,2)) COMMENT 'Orders from the shop'`);
  await root.query(`INSERT INTO ${shopDb}.orders VALUES (1, '2024-01-05', 'الرياض', 120.50), (2, '2024-01-06', 'Jeddah', 80.00), (3, '2024-02-01', 'الرياض', 45.25)`);
  await root.query(`CREATE VIEW ${shopDb}.big_orders AS SELECT * FROM ${shopDb}.orders WHERE total > 100`);
  await root.query(`CREATE USER '${shopUser}'@'%' IDENTIFIED BY 'S3cret pass!'`);
  await root.query(`GRANT SELECT ON ${shopDb}.* TO '${shopUser}'@'%'`);
  await root.query(`CREATE USER '${lockedUser}'@'%' IDENTIFIED BY 'locked-pass'`);
  await root.end();
}

async function createClosedDatabase() {
  const admin = new pg.Client({ connectionString: TEST_SERVER_URL });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${closedDb}`);
  await admin.query(`REVOKE CONNECT ON DATABASE ${closedDb} FROM PUBLIC`);
  await admin.query(`CREATE ROLE ${outsider} LOGIN PASSWORD 'outsider-pass'`);
  await admin.end();
}

before(async () => {
  process.env.DATA_SOURCE_CONNECT_TIMEOUT_MS = '1500';
  // A server that accepts connections and never answers: a database that hangs.
  silent = createServer(() => undefined);
  await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
  // A server that takes the connection and hangs up at once: something in the way that is not a database.
  hangUp = createServer((socket) => socket.destroy());
  await new Promise<void>((resolve) => hangUp.listen(0, '127.0.0.1', resolve));
  await Promise.all([loadChinook(), createShop(), createClosedDatabase()]);
  app = await initTestApp();
  pool = new pg.Pool({ connectionString: app.databaseUrl, max: 2 });
  token = await signUp(app, 'Music Store');
  sources = await sourcesOf(app, token);
  storeId = localIdOf((await app.api('GET', '/stores/default', { token })).body.data.id, 'Store')!;
});

after(async () => {
  await pool?.end();
  await app?.close();
  silent?.close();
  hangUp?.close();
  const admin = new pg.Client({ connectionString: TEST_SERVER_URL });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS ${chinookDb} WITH (FORCE)`);
  await admin.query(`DROP DATABASE IF EXISTS ${closedDb} WITH (FORCE)`);
  await admin.query(`DROP ROLE IF EXISTS ${outsider}`);
  await admin.end();
  const root = await mysql.createConnection(MYSQL_URL);
  await root.query(`DROP DATABASE IF EXISTS ${shopDb}`);
  await root.query(`DROP USER IF EXISTS '${shopUser}'@'%', '${lockedUser}'@'%'`);
  await root.end();
});

test('a store starts with one source of each kind; ads and analytics report that they are not connected', async () => {
  assert.deepEqual(Object.keys(sources).sort(), ['csv', 'database', 'google-ads', 'google-analytics', 'meta-ads']);
  assert.equal(sources['meta-ads'].is_connected, false);
  assert.equal(sources['google-ads'].status, 'not_connected');
  const again = await app.api('GET', '/stores/data-sources', { token });
  assert.equal(again.body.data.data.length, 5, 'listing twice creates nothing more');
  const connect = await app.api('POST', `/stores/data-sources/${sources['google-analytics'].id}/initialize`, { token });
  assert.equal(connect.status, 422);
  assert.equal(connect.body.message, 'Connecting Google Analytics is not available yet.');
});

test('the Chinook PostgreSQL database connects by URL, is introspected and can be browsed', async () => {
  const id = sources.database.id;
  // A password is always sent (trust-auth servers ignore it), so the source reports that it has one.
  const withPassword = new URL(chinookUrl());
  withPassword.password ||= 'not-needed';
  const saved = await app.api('PATCH', `/stores/data-sources/${id}`, { token, body: { url: withPassword.toString() } });
  assert.equal(saved.status, 200, JSON.stringify(saved.body));
  assert.deepEqual(saved.body.data.connection, { engine: 'postgresql', host: withPassword.hostname, port: Number(withPassword.port || 5432), database: chinookDb, user: decodeURIComponent(withPassword.username), ssl: false, has_password: true });
  assert.equal(JSON.stringify(saved.body).includes('not-needed'), false, 'the password is never sent back');
  const [stored] = await sql(app, 'SELECT settings::text, secret FROM data_source WHERE id = $1', [localIdOf(id, 'DataSource')]);
  assert.equal(stored.settings.includes('not-needed') || stored.secret.includes('not-needed'), false, 'the password is encrypted at rest');

  const initialized = await app.api('POST', `/stores/data-sources/${id}/initialize`, { token });
  assert.equal(initialized.status, 200, JSON.stringify(initialized.body));
  assert.equal(initialized.body.data.status, 'connected');
  const tables = await app.api('GET', `/stores/data-sources/${id}/tables`, { token });
  const counts = Object.fromEntries(tables.body.data.data.map((t: any) => [t.name, t.row_count]));
  assert.deepEqual(
    { artist: counts.artist, album: counts.album, track: counts.track, invoice: counts.invoice, customer: counts.customer },
    { artist: 275, album: 347, track: 3503, invoice: 412, customer: 59 },
  );
  const columns = await app.api('GET', `/stores/data-sources/${id}/tables/invoice/columns`, { token });
  const total = columns.body.data.data.find((c: any) => c.name === 'total');
  assert.equal(total.type, 'numeric(10,2)');
  assert.equal(total.sample_values.length > 0, true);

  const rows = await app.api('GET', `/stores/data-sources/${id}/tables/artist/rows?limit=3&offset=0`, { token });
  assert.equal(rows.status, 200, JSON.stringify(rows.body));
  assert.deepEqual(rows.body.data.data.map((r: any) => r.name), ['AC/DC', 'Accept', 'Aerosmith']);
  assert.equal(rows.body.data.total, 275);
  const preview = await app.api('GET', `/stores/data-sources/${id}/fetch?table=genre&limit=2&offset=1`, { token });
  assert.deepEqual(preview.body.data.data.map((r: any) => r.name), ['Jazz', 'Metal']);

  // The seller teaches what a column means; reconnecting keeps it.
  const comment = await app.api('POST', `/stores/data-sources/${id}/column-comment`, { token, body: { table_name: 'invoice', column_name: 'total', comment: 'Invoice total in USD, tax included' } });
  assert.equal(comment.status, 200, JSON.stringify(comment.body));
  await app.api('POST', `/stores/data-sources/${id}/initialize`, { token });
  const again = await app.api('GET', `/stores/data-sources/${id}/tables/invoice/columns`, { token });
  assert.equal(again.body.data.data.find((c: any) => c.name === 'total').comment, 'Invoice total in USD, tax included');

  const write = await app.api('POST', `/stores/data-sources/${id}/tables/artist/rows`, { token, body: { row: { name: 'Nobody' } } });
  assert.equal(write.status, 422);
  assert.equal(write.body.message, 'Rows of a connected database are read-only here.');
});

test('the question engine lists askable tables and runs read-only queries on the seller database', async () => {
  const deps = { pool, settings: readSettings({ ...process.env, NODE_ENV: 'test' }) };
  const tables = await listAskableTables(pool, storeId);
  const invoice = tables.find((t) => t.table === 'invoice')!;
  assert.equal(invoice.engine, 'postgresql');
  assert.equal(invoice.columns.find((c) => c.name === 'total')!.comment, 'Invoice total in USD, tax included');
  // Foreign keys are read with the columns, so the engine can join invoices to their customers (ADR 25).
  assert.deepEqual(invoice.columns.find((c) => c.name === 'customer_id')!.refersTo, { schema: 'public', table: 'customer', column: 'customer_id' });
  assert.deepEqual(tables.find((t) => t.table === 'invoice_line')!.columns.filter((c) => c.refersTo).map((c) => [c.name, c.refersTo!.table]).sort(), [['invoice_id', 'invoice'], ['track_id', 'track']]);
  assert.equal(invoice.columns.find((c) => c.name === 'total')!.refersTo, undefined);
  const result = await runReadOnly(deps, storeId, invoice.sourceId, 'SELECT billing_country, sum(total)::text AS sales FROM invoice WHERE billing_country = $1 GROUP BY 1', ['USA']);
  assert.deepEqual(result.rows, [{ billing_country: 'USA', sales: '523.06' }]);
  await assert.rejects(runReadOnly(deps, storeId, invoice.sourceId, 'DELETE FROM invoice_line'), /read-only transaction/);
  const lines = await runReadOnly(deps, storeId, invoice.sourceId, 'SELECT count(*)::int AS n FROM invoice_line');
  assert.deepEqual(lines.rows, [{ n: 2240 }], 'nothing was deleted');
});

test('a MariaDB database connects by fields, with its comments, and answers read-only queries', async () => {
  const added = await app.api('POST', '/stores/data-sources', { token, body: { type: 'database', name: 'Shop MariaDB' } });
  assert.equal(added.status, 201, JSON.stringify(added.body));
  const id = added.body.data.id;
  const url = new URL(MYSQL_URL);
  const saved = await app.api('PATCH', `/stores/data-sources/${id}`, { token, body: { engine: 'mariadb', host: url.hostname, port: url.port || '3306', database: shopDb, user: shopUser, password: 'S3cret pass!' } });
  assert.equal(saved.status, 200, JSON.stringify(saved.body));
  const initialized = await app.api('POST', `/stores/data-sources/${id}/initialize`, { token });
  assert.equal(initialized.status, 200, JSON.stringify(initialized.body));
  const tables = await app.api('GET', `/stores/data-sources/${id}/tables`, { token });
  // A view is listed without the comment "VIEW" MySQL gives every view: comments are the owner's words to the engine.
  assert.deepEqual(tables.body.data.data.map((t: any) => [t.name, t.comment, t.row_count]), [['big_orders', null, 1], ['orders', 'Orders from the shop', 3]]);
  assert.equal(tables.body.data.data[0].columns.find((c: any) => c.name === 'city').comment, 'Delivery city');
  const rows = await app.api('GET', `/stores/data-sources/${id}/tables/orders/rows`, { token });
  assert.deepEqual(rows.body.data.data[0], { id: 1, placed_on: '2024-01-05', city: 'الرياض', total: '120.50' });

  const deps = { pool, settings: readSettings({ ...process.env, NODE_ENV: 'test' }) };
  const result = await runReadOnly(deps, storeId, id, 'SELECT city, sum(total) AS sales FROM orders WHERE city = ? GROUP BY city', ['الرياض']);
  assert.deepEqual(result.rows, [{ city: 'الرياض', sales: '165.75' }]);
  await assert.rejects(runReadOnly(deps, storeId, id, 'UPDATE orders SET total = 0'), /READ ONLY|read only|command denied/i);
});

test('a failed "Test and connect" leaves a working connection as it was: the old settings stay and the source still answers', async () => {
  const list = await app.api('GET', '/stores/data-sources', { token });
  const maria = list.body.data.data.find((s: any) => s.name === 'Shop MariaDB');
  assert.equal(maria.status, 'connected');
  const typo = await app.api('PATCH', `/stores/data-sources/${maria.id}`, { token, body: { password: 'WRONG' } });
  assert.equal(typo.status, 422, JSON.stringify(typo.body));
  assert.equal(typo.body.message, 'The database refused the user name or password.');
  const stillWorking = await app.api('GET', `/stores/data-sources/${maria.id}/tables/orders/rows`, { token });
  assert.equal(stillWorking.status, 200, JSON.stringify(stillWorking.body));
  assert.equal(stillWorking.body.data.total, 3);
  const reconnected = await app.api('POST', `/stores/data-sources/${maria.id}/initialize`, { token });
  assert.equal(reconnected.status, 200, JSON.stringify(reconnected.body));
  assert.equal(reconnected.body.data.status, 'connected');

  // A wrong port on the connected PostgreSQL source: refused, and its settings and status are unchanged.
  const chinook = sources.database.id;
  const before = (await app.api('GET', '/stores/data-sources', { token })).body.data.data.find((s: any) => s.id === chinook);
  const wrongPort = await app.api('PATCH', `/stores/data-sources/${chinook}`, { token, body: { port: 1 } });
  assert.equal(wrongPort.status, 422);
  assert.equal(wrongPort.body.message, `Nothing answers on ${before.connection.host}:1; check the host, the port and the firewall.`);
  const after = (await app.api('GET', '/stores/data-sources', { token })).body.data.data.find((s: any) => s.id === chinook);
  assert.deepEqual([after.status, after.connection], ['connected', before.connection]);
  assert.equal((await app.api('GET', `/stores/data-sources/${chinook}/tables/artist/rows?limit=1`, { token })).status, 200);

  // Settings that work are saved, and the source stays connected.
  const renamed = await app.api('PATCH', `/stores/data-sources/${maria.id}`, { token, body: { password: 'S3cret pass!' } });
  assert.equal(renamed.status, 200, JSON.stringify(renamed.body));
  assert.equal(renamed.body.data.status, 'connected');
});

test('connection problems are explained in the seller language, and saved settings stay', async () => {
  const added = await app.api('POST', '/stores/data-sources', { token, body: { type: 'database', name: 'Broken' } });
  const id = added.body.data.id;
  const attempt = async (settings: Record<string, unknown>, locale = 'en') => {
    const saved = await app.api('PATCH', `/stores/data-sources/${id}`, { token, body: settings });
    if (saved.status !== 200) return saved;
    return app.api('POST', `/stores/data-sources/${id}/initialize`, { token, headers: { 'accept-language': locale } });
  };
  const mysqlHost = new URL(MYSQL_URL).hostname;
  const wrongPassword = await attempt({ engine: 'mysql', host: mysqlHost, port: 3306, database: shopDb, user: shopUser, password: 'wrong' });
  assert.equal(wrongPassword.status, 422);
  assert.equal(wrongPassword.body.message, 'The database refused the user name or password.');
  // The reason stays with the source, and each teammate reads it in their own language.
  const listed = async (locale: string) => (await app.api('GET', '/stores/data-sources', { token, headers: { 'accept-language': locale } })).body.data.data.find((s: any) => s.id === id);
  assert.deepEqual([(await listed('en')).status, (await listed('en')).last_error], ['error', 'The database refused the user name or password.']);
  assert.equal((await listed('ar')).last_error, 'رفضت قاعدة البيانات اسم المستخدم أو كلمة المرور.');
  const wrongPasswordAr = await attempt({ password: 'still wrong' }, 'ar');
  assert.equal(wrongPasswordAr.body.message, 'رفضت قاعدة البيانات اسم المستخدم أو كلمة المرور.');
  // A MySQL user without any grant on the database is refused at connect (1044), and told so by name.
  const noGrant = await attempt({ user: lockedUser, password: 'locked-pass' });
  assert.equal(noGrant.body.message, `The user "${lockedUser}" is not allowed to connect to the database "${shopDb}"; grant it access to that database.`);
  const unknownDatabase = await attempt({ url: Object.assign(new URL(chinookUrl()), { pathname: `/missing_${suffix}` }).toString() });
  assert.equal(unknownDatabase.body.message, `The database "missing_${suffix}" does not exist on this server.`);
  const refused = await attempt({ url: 'postgresql://postgres@127.0.0.1:1/shop' });
  assert.equal(refused.body.message, 'Nothing answers on 127.0.0.1:1; check the host, the port and the firewall.');
  const unknownHost = await attempt({ url: 'mysql://shop@db.example.invalid:3306/shop' });
  assert.equal(unknownHost.body.message, 'The database host "db.example.invalid" could not be found.');
  const port = (silent.address() as { port: number }).port;
  const timeout = await attempt({ url: `postgresql://postgres@127.0.0.1:${port}/shop` });
  assert.equal(timeout.body.message, `The database at 127.0.0.1:${port} did not answer in time.`);
  // PostgreSQL refuses the connection itself: the user has no CONNECT on that database.
  const closed = Object.assign(new URL(chinookUrl()), { pathname: `/${closedDb}`, username: outsider, password: 'outsider-pass' }).toString();
  const denied = await attempt({ url: closed });
  assert.equal(denied.status, 422);
  assert.equal(denied.body.message, `The user "${outsider}" is not allowed to connect to the database "${closedDb}"; grant it access to that database.`);
  const deniedAr = await attempt({ url: closed }, 'ar');
  assert.equal(deniedAr.body.message, `المستخدم "${outsider}" غير مسموح له بالاتصال بقاعدة البيانات "${closedDb}"؛ امنحه صلاحية الوصول إليها.`);
  // The same user on a database it may connect to, without a table it may read.
  const readsNothing = await attempt({ url: Object.assign(new URL(chinookUrl()), { username: outsider, password: 'outsider-pass' }).toString() });
  assert.equal(readsNothing.body.message, 'The user may connect but has no permission to read the data.');
  // A host that takes the connection and hangs up is unreachable, not a raw driver message.
  const hangUpPort = (hangUp.address() as { port: number }).port;
  const hungUp = await attempt({ url: `postgresql://postgres@127.0.0.1:${hangUpPort}/shop` });
  assert.equal(hungUp.body.message, `Nothing answers on 127.0.0.1:${hangUpPort}; check the host, the port and the firewall.`);
  const hungUpMysql = await attempt({ url: `mysql://shop@127.0.0.1:${hangUpPort}/shop` });
  assert.equal(hungUpMysql.body.message, `Nothing answers on 127.0.0.1:${hangUpPort}; check the host, the port and the firewall.`);
  const badUrl = await app.api('PATCH', `/stores/data-sources/${id}`, { token, body: { url: 'not a url' } });
  assert.equal(badUrl.status, 422);
  assert.deepEqual(Object.keys(badUrl.body.errors), ['url']);
  const badPort = await app.api('PATCH', `/stores/data-sources/${id}`, { token, headers: { 'accept-language': 'ar' }, body: { port: 'abc' } });
  assert.equal(badPort.body.message, 'يجب أن يكون المنفذ رقماً بين 1 و 65535.');
  // The failed attempts are remembered on the source, and the working source is untouched.
  const list = await app.api('GET', '/stores/data-sources', { token });
  const broken = list.body.data.data.find((s: any) => s.id === id);
  assert.equal(broken.status, 'error');
  assert.equal(list.body.data.data.find((s: any) => s.id === sources.database.id).status, 'connected');
});

test("Dukkan's own database is never a source, by whatever address it is reached", async () => {
  const added = await app.api('POST', '/stores/data-sources', { token, body: { type: 'database', name: 'Ours' } });
  const id = added.body.data.id;
  const own = new URL(app.databaseUrl);
  // Private addresses are allowed here (development); the product's database is refused all the same, and a loopback
  // written as an IPv4-mapped IPv6 address in hex reaches the same database.
  for (const host of [own.hostname, ...(own.hostname === '127.0.0.1' ? ['[::ffff:7f00:1]'] : [])]) {
    const url = Object.assign(new URL(app.databaseUrl), { hostname: host }).toString();
    assert.equal((await app.api('PATCH', `/stores/data-sources/${id}`, { token, body: { url } })).status, 200);
    const tried = await app.api('POST', `/stores/data-sources/${id}/initialize`, { token });
    assert.equal(tried.status, 422, host);
    assert.equal(tried.body.message, "This is Dukkan's own database, which cannot be connected as a data source.");
  }
  const triedAr = await app.api('POST', `/stores/data-sources/${id}/initialize`, { token, headers: { 'accept-language': 'ar' } });
  assert.equal(triedAr.body.message, 'هذه قاعدة بيانات دكّان نفسها، ولا يمكن ربطها كمصدر بيانات.');
  // Nothing of it was read: the source has no tables.
  const tables = await app.api('GET', `/stores/data-sources/${id}/tables`, { token });
  assert.equal((tables.body.data?.data ?? tables.body.data ?? []).length, 0);
});

test('adding a source of an unknown type is refused under the REST field `type`, in the caller language', async () => {
  const ftp = await app.api('POST', '/stores/data-sources', { token, body: { type: 'ftp' } });
  assert.equal(ftp.status, 422);
  const english = 'Choose a data source type: database, csv, meta-ads, google-analytics or google-ads.';
  assert.deepEqual(ftp.body, { message: english, errors: { type: [english] } });
  const ftpAr = await app.api('POST', '/stores/data-sources', { token, headers: { 'x-locale': 'ar' }, body: { type: 'ftp' } });
  assert.deepEqual(Object.keys(ftpAr.body.errors), ['type']);
  assert.equal(ftpAr.body.message, 'اختر نوع مصدر البيانات: قاعدة بيانات أو csv أو meta-ads أو google-analytics أو google-ads.');
});

test('another store sees none of these sources or tables, through REST, GraphQL or the engine API', async () => {
  const other = await signUp(app, 'Other Store');
  const id = sources.database.id;
  for (const [method, route] of [
    ['GET', `/stores/data-sources/${id}/tables`],
    ['GET', `/stores/data-sources/${id}/tables/invoice/rows`],
    ['GET', `/stores/data-sources/${id}/tables/invoice/columns`],
    ['GET', `/stores/data-sources/${id}/fetch?table=invoice`],
    ['PATCH', `/stores/data-sources/${id}`],
    ['POST', `/stores/data-sources/${id}/initialize`],
    ['POST', `/stores/data-sources/${id}/column-comment`],
  ] as const) {
    const response = await app.api(method, route, { token: other, body: method === 'GET' ? undefined : { table_name: 'invoice', column_name: 'total', comment: 'x', name: 'mine' } });
    assert.equal(response.status, 404, `${method} ${route} gave ${response.status}`);
    assert.equal(response.body.message, 'This data source does not exist.');
  }
  const list = await app.api('GET', '/stores/data-sources', { token: other });
  assert.equal(list.body.data.data.some((s: any) => s.id === id), false);
  const node = await app.graphql(`{ node(id: "${id}") { id ... on DataSource { name } } }`, {}, other);
  assert.equal(node.body.data.node, null);
  const mine = await app.graphql(`{ node(id: "${id}") { id ... on DataSource { name } } }`, {}, token);
  assert.equal(mine.body.data.node.name, 'Database');
  const otherStoreId = localIdOf((await app.api('GET', '/stores/default', { token: other })).body.data.id, 'Store')!;
  assert.deepEqual(await listAskableTables(pool, otherStoreId), []);
  const deps = { pool, settings: readSettings({ ...process.env, NODE_ENV: 'test' }) };
  await assert.rejects(runReadOnly(deps, otherStoreId, id, 'SELECT 1'), /This data source does not exist/);
});
