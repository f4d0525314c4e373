import { test, after, before } from 'node:test';
import assert from 'node:assert/strict';
import { initTestApp, type TestApp } from '../helpers/test-app.ts';
import { counts, newAccount, query, register } from './support.ts';

let app: TestApp;
before(async () => {
  app = await initTestApp();
});
after(async () => {
  await app?.close();
});

test('register creates the account and its store, and the token signs every call', async () => {
  const account = newAccount({ uuid: 'install-uuid-1', shop: 'dates.myshopify.com' });
  const registered = await app.api('POST', '/auth/register', { body: account });
  assert.equal(registered.status, 200);
  const { token, user } = registered.body.data;
  assert.match(token, /^[A-Za-z0-9_-]{43}$/);
  assert.deepEqual(Object.keys(user).sort(), [
    'business_name', 'email', 'email_verified_at', 'first_name', 'id', 'is_profile_complete', 'last_name', 'name',
    'phone', 'role', 'timezone', 'two_factor_recovery_codes', 'two_factor_secret',
  ]);
  assert.equal(user.email, account.email);
  assert.equal(user.business_name, account.store_name);
  assert.equal(user.timezone, 'Asia/Riyadh');

  const me = await app.api('GET', '/auth/user', { token });
  assert.equal(me.status, 200);
  assert.deepEqual(me.body, { data: user });

  const store = await app.api('GET', '/stores/default', { token });
  assert.equal(store.status, 200);
  assert.equal(store.body.data.name, account.store_name);
  assert.equal(store.body.data.is_setup_completed, false);
  assert.equal(store.body.data.timezone, 'Asia/Riyadh');
  const [row] = await query(app, 'SELECT s.install_uuid, s.shop_domain, m.role FROM store s JOIN store_member m ON m.store_id = s.id WHERE s.name = $1', [account.store_name]);
  assert.deepEqual(row, { install_uuid: 'install-uuid-1', shop_domain: 'dates.myshopify.com', role: 'owner' });

  // The password is kept as a salted scrypt hash, the token only as its hash.
  const [stored] = await query(app, 'SELECT password_hash FROM auth_user WHERE email = $1', [account.email]);
  assert.match(stored.password_hash, /^scrypt\$32768\$8\$1\$/);
  assert.equal((await query(app, 'SELECT 1 FROM auth_session WHERE token_hash = $1', [token])).length, 0);
  const [session] = await query(app, "SELECT abs(extract(epoch FROM expires_at - created_at) - 30 * 86400) < 5 AS thirty_days FROM auth_session");
  assert.equal(session.thirty_days, true);
});

test('the OpenAPI document describes every accounts call', async () => {
  const { body } = await app.api('GET', '/openapi.json');
  for (const path of ['/auth/login', '/auth/register', '/auth/logout', '/auth/forgot-password', '/auth/reset-password', '/auth/change-password', '/auth/complete', '/invitation']) {
    assert.ok(body.paths[path]?.post, path);
  }
  assert.ok(body.paths['/auth/user'].get.security);
  assert.deepEqual(Object.keys(body.paths['/auth/register'].post.requestBody.content['application/json'].schema.properties), ['store_name', 'email', 'password', 'uuid', 'shop', 'timezone']);
});

test('login returns a new token; e-mail case does not matter', async () => {
  const { account } = await register(app);
  const login = await app.api('POST', '/auth/login', { body: { email: account.email.toUpperCase(), password: account.password, timezone: 'Asia/Dubai' } });
  assert.equal(login.status, 200);
  assert.equal(login.body.data.user.email, account.email);
  const me = await app.api('GET', '/auth/user', { token: login.body.data.token });
  assert.equal(me.body.data.email, account.email);
});

test('a wrong password gets 422 with the field message, in English and in Arabic, and no session', async () => {
  const { account } = await register(app);
  const before = await counts(app);
  const wrong = await app.api('POST', '/auth/login', { body: { email: account.email, password: 'not the password' } });
  assert.equal(wrong.status, 422);
  assert.deepEqual(wrong.body, {
    message: 'These credentials do not match our records.',
    errors: { email: ['These credentials do not match our records.'] },
  });
  const arabic = await app.api('POST', '/auth/login', { body: { email: account.email, password: 'not the password' }, headers: { 'accept-language': 'ar' } });
  assert.equal(arabic.status, 422);
  assert.deepEqual(arabic.body.errors, { email: ['بيانات الاعتماد هذه غير متطابقة مع البيانات المسجلة لدينا.'] });
  const unknown = await app.api('POST', '/auth/login', { body: { email: 'nobody@example.com', password: 'whatever-123' } });
  assert.equal(unknown.status, 422);
  assert.deepEqual(unknown.body.errors, { email: ['These credentials do not match our records.'] });
  assert.deepEqual(await counts(app), before);
});

test('a taken e-mail is refused and nothing is created', async () => {
  const { account } = await register(app);
  const before = await counts(app);
  const again = await app.api('POST', '/auth/register', { body: newAccount({ email: account.email.toUpperCase() }) });
  assert.equal(again.status, 422);
  assert.deepEqual(again.body, { message: 'The email has already been taken.', errors: { email: ['The email has already been taken.'] } });
  assert.deepEqual(await counts(app), before);
});

test('logout revokes the token: later calls with it get 401', async () => {
  const { token } = await register(app);
  const out = await app.api('POST', '/auth/logout', { token });
  assert.equal(out.status, 200);
  assert.equal(out.body.message, 'You have been logged out.');
  const me = await app.api('GET', '/auth/user', { token });
  assert.equal(me.status, 401);
  assert.deepEqual(me.body, { message: 'Unauthenticated.' });
  assert.equal((await app.api('GET', '/stores/default', { token })).status, 401);
  assert.equal((await app.api('POST', '/auth/logout', { token })).status, 401);
});

test('when the store cannot be created, the account is not created either', async () => {
  await query(app, "ALTER TABLE store ADD CONSTRAINT test_refuses_store CHECK (name <> 'Refused Store')");
  try {
    const before = await counts(app);
    const account = newAccount({ store_name: 'Refused Store' });
    const response = await app.api('POST', '/auth/register', { body: account });
    assert.equal(response.status, 503);
    assert.equal(response.body.message, 'Your store could not be created. Please try again.');
    assert.deepEqual(await counts(app), before);
    // The address is still free: registering again (with a store that can be created) works.
    assert.equal((await app.api('POST', '/auth/register', { body: { ...account, store_name: 'Accepted Store' } })).status, 200);
  } finally {
    await query(app, 'ALTER TABLE store DROP CONSTRAINT test_refuses_store');
  }
});

test('two sign-ups racing with one address: one account, the other gets the duplicate message', async () => {
  const before = await counts(app);
  const account = newAccount();
  const results = await Promise.all([
    app.api('POST', '/auth/register', { body: account }),
    app.api('POST', '/auth/register', { body: { ...account, store_name: 'Second Store' } }),
  ]);
  assert.deepEqual(results.map((result) => result.status).sort(), [200, 422]);
  assert.deepEqual(results.find((result) => result.status === 422)!.body.errors, { email: ['The email has already been taken.'] });
  const after = await counts(app);
  assert.equal(after.users, before.users + 1);
  assert.equal(after.stores, before.stores + 1);
});

test('install identifiers sent with login are kept on a store that has none yet', async () => {
  const { account } = await register(app);
  const login = await app.api('POST', '/auth/login', { body: { email: account.email, password: account.password, uuid: 'salla-install-9', shop: 'dates.salla.sa' } });
  assert.equal(login.status, 200);
  const [store] = await query(app, 'SELECT install_uuid, shop_domain FROM store WHERE name = $1', [account.store_name]);
  assert.deepEqual(store, { install_uuid: 'salla-install-9', shop_domain: 'dates.salla.sa' });
});
