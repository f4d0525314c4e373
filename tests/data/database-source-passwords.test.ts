import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { initTestApp, createShopDatabase, TEST_SERVER_URL, type TestApp } from '../helpers/test-app.ts';
import { signUp, sourcesOf } from './data-sources-support.ts';
import { startFakePostgres, type FakePostgres } from './support/fake-postgres.ts';

// A stored database password belongs to the server and account it was given for (ADR 49): when the engine, host,
// port, database or user changes, it is dropped, so "Test and connect" can never hand it to another server.
const SECRET = 'PgS3cret!abc';

let app: TestApp;
let fake: FakePostgres;
let shop: Awaited<ReturnType<typeof createShopDatabase>>;

before(async () => {
  process.env.DATA_SOURCE_CONNECT_TIMEOUT_MS = '1500';
  fake = await startFakePostgres();
  shop = await createShopDatabase('pw_shop', "CREATE TABLE orders (id int PRIMARY KEY, city text, total numeric); INSERT INTO orders VALUES (1, 'Riyadh', 10)");
  app = await initTestApp();
});

after(async () => {
  await app?.close();
  await fake?.close();
  await shop?.drop();
});

const sentSecret = () => fake.passwords.includes(SECRET) || fake.raw.some((bytes) => bytes.includes(Buffer.from(SECRET)));

function shopUrl(): URL {
  const url = new URL(shop.url);
  url.username ||= new URL(TEST_SERVER_URL).username || 'postgres';
  url.password = SECRET; // the test server trusts local logins: the password is stored, not needed
  return url;
}

test('a connected source whose port or host is changed without a password never sends the stored password there', async () => {
  const token = await signUp(app, 'Password Shop');
  const id = (await sourcesOf(app, token)).database.id;
  const saved = await app.api('PATCH', `/stores/data-sources/${id}`, { token, body: { url: shopUrl().toString() } });
  assert.equal(saved.status, 200, JSON.stringify(saved.body));
  const connected = await app.api('POST', `/stores/data-sources/${id}/initialize`, { token });
  assert.equal(connected.body.data.status, 'connected', JSON.stringify(connected.body));
  const before = connected.body.data.connection;
  assert.equal(before.has_password, true);

  // The finding's reproduction: only the port, pointed at a server that asks for a cleartext password.
  const seen = fake.connections();
  const portOnly = await app.api('PATCH', `/stores/data-sources/${id}`, { token, body: { port: fake.port } });
  assert.equal(fake.connections() > seen, true, 'the settings were tested against the new port');
  assert.equal(sentSecret(), false, 'the stored password never reached the other server');
  assert.equal(portOnly.status, 422, JSON.stringify(portOnly.body));
  assert.equal(portOnly.body.errors.password[0], 'Enter the password again: a saved password is not kept when the host, port, database, user or type changes.');

  // Another host (and user) by URL, with no password in it.
  const hostUrl = `postgresql://${before.user}@localhost:${fake.port}/${before.database}`;
  const byUrl = await app.api('PATCH', `/stores/data-sources/${id}`, { token, body: { url: hostUrl }, headers: { 'accept-language': 'ar' } });
  assert.equal(byUrl.status, 422);
  assert.equal(byUrl.body.errors.password[0], 'أدخل كلمة المرور مرة أخرى: لا تُحفظ كلمة المرور عند تغيير الخادم أو المنفذ أو قاعدة البيانات أو المستخدم أو النوع.');
  assert.equal(sentSecret(), false);

  // The working connection is as it was, password included, and still answers.
  const after = await app.api('GET', `/stores/data-sources/${id}/tables/orders/rows`, { token });
  assert.equal(after.status, 200, JSON.stringify(after.body));
  const listed = (await sourcesOf(app, token)).database;
  assert.deepEqual(listed.connection, before);
  assert.equal(listed.status, 'connected');

  // Given again with the new address, the password goes where its owner sent it: the fake really records passwords.
  const retyped = await app.api('PATCH', `/stores/data-sources/${id}`, { token, body: { port: fake.port, password: 'typed-again' } });
  assert.equal(retyped.status, 422);
  assert.equal(fake.passwords.includes('typed-again'), true);
  assert.equal(sentSecret(), false);
});

test('a saved draft loses its password when the user, database, host or engine changes, and keeps it otherwise', async () => {
  const token = await signUp(app, 'Draft Shop');
  const id = (await sourcesOf(app, token)).database.id;
  const draftUrl = `postgresql://shop:${encodeURIComponent(SECRET)}@127.0.0.1:${fake.port}/shopdb`;
  const patch = (body: Record<string, unknown>) => app.api('PATCH', `/stores/data-sources/${id}`, { token, body });

  // The web form sends every field again, unchanged: the password stays, and goes to the server it was given for.
  assert.equal((await patch({ url: draftUrl })).body.data.connection.has_password, true);
  const same = await patch({ engine: 'postgresql', host: '127.0.0.1', port: fake.port, database: 'shopdb', user: 'shop', ssl: false });
  assert.equal(same.body.data.connection.has_password, true);
  await app.api('POST', `/stores/data-sources/${id}/initialize`, { token });
  assert.equal(fake.passwords.at(-1), SECRET, 'the same server still gets its own password');

  for (const change of [{ user: 'someone_else' }, { database: 'otherdb' }, { host: 'localhost' }, { engine: 'mysql', port: fake.port }]) {
    assert.equal((await patch({ url: draftUrl })).body.data.connection.has_password, true);
    const changed = await patch(change);
    assert.equal(changed.status, 200, JSON.stringify(changed.body));
    assert.equal(changed.body.data.connection.has_password, false, `${JSON.stringify(change)} drops the stored password`);
    const heard = fake.passwords.length;
    await app.api('POST', `/stores/data-sources/${id}/initialize`, { token });
    assert.equal(fake.passwords.slice(heard).includes(SECRET), false, `${JSON.stringify(change)}: initialize sends no stored password`);
  }
  assert.equal(sentSecret(), true, 'only the first initialize, on the unchanged settings, carried it');
  assert.equal(fake.passwords.filter((p) => p === SECRET).length, 1);
});
