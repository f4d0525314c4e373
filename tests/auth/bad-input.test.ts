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

test('missing fields get one translated message each, and nothing is created', async () => {
  const before = await counts(app);
  const empty = await app.api('POST', '/auth/register', { body: {} });
  assert.equal(empty.status, 422);
  assert.deepEqual(empty.body, {
    message: 'The store name field is required.',
    errors: {
      store_name: ['The store name field is required.'],
      email: ['The email field is required.'],
      password: ['The password field is required.'],
    },
  });
  const arabic = await app.api('POST', '/auth/register', { body: {}, headers: { 'accept-language': 'ar-SA,ar;q=0.9' } });
  assert.deepEqual(arabic.body.errors.email, ['حقل البريد الإلكتروني مطلوب.']);
  const login = await app.api('POST', '/auth/login', { body: { email: '' } });
  assert.deepEqual(login.body.errors, { email: ['The email field is required.'], password: ['The password field is required.'] });
  assert.deepEqual(await counts(app), before);
});

test('a malformed e-mail, a short password and an unknown timezone are refused', async () => {
  const before = await counts(app);
  const response = await app.api('POST', '/auth/register', { body: newAccount({ email: 'not-an-address', password: 'short', timezone: 'Mars/Olympus' }) });
  assert.equal(response.status, 422);
  assert.deepEqual(response.body.errors, {
    email: ['The email field must be a valid email address.'],
    password: ['The password field must be at least 8 characters.'],
    timezone: ['The timezone field must be a valid timezone.'],
  });
  const arabic = await app.api('POST', '/auth/register', { body: newAccount({ password: 'short' }), headers: { 'accept-language': 'ar' } });
  assert.deepEqual(arabic.body.errors, { password: ['يجب أن يكون طول كلمة المرور على الأقل 8 حروف.'] });
  // Eight spaces are no password.
  const blank = await app.api('POST', '/auth/register', { body: newAccount({ password: '        ' }) });
  assert.deepEqual([blank.status, blank.body.errors], [422, { password: ['The password field is required.'] }]);
  assert.deepEqual(await counts(app), before);
});

test('malformed JSON, a wrong content type and a huge body are refused before anything runs', async () => {
  const before = await counts(app);
  const malformed = await app.api('POST', '/auth/register', { body: '{"email": "a@b.co", ', headers: { 'content-type': 'application/json' } });
  assert.equal(malformed.status, 400);
  assert.match(malformed.body.message, /^Malformed request/);

  const text = await app.api('POST', '/auth/login', { body: 'email=a@b.co&password=secret123', headers: { 'content-type': 'text/plain' } });
  assert.equal(text.status, 415);
  assert.match(text.body.message, /^Unsupported content type/);
  const form = await app.api('POST', '/auth/register', { body: 'email=a@b.co', headers: { 'content-type': 'application/x-www-form-urlencoded' } });
  assert.equal(form.status, 415);

  const huge = await app.api('POST', '/auth/register', { body: { ...newAccount(), store_name: 'x'.repeat(2_000_000) } });
  assert.equal(huge.status, 413);
  assert.match(huge.body.message, /^Request body too large/);

  const wrongTypes = await app.api('POST', '/auth/register', { body: { ...newAccount(), email: ['a@b.co'], password: 12345678 } });
  assert.equal(wrongTypes.status, 422);
  assert.deepEqual(await counts(app), before);
});

test('a field sent as a number is read as its text; a list or an object is refused under its REST name, in the caller language', async () => {
  const number = await app.api('POST', '/auth/login', { body: { email: 123, password: 'secret-pass-1' } });
  assert.equal(number.status, 422);
  assert.doesNotMatch(JSON.stringify(number.body), /Variable|\$input|String cannot represent/);
  const list = await app.api('POST', '/auth/login', { headers: { 'accept-language': 'ar' }, body: { email: ['a@b.c'], password: 'secret-pass-1' } });
  assert.equal(list.status, 422);
  assert.deepEqual(list.body, { message: 'يجب أن يكون "email" نصاً.', errors: { email: ['يجب أن يكون "email" نصاً.'] } });
  const register = await app.api('POST', '/auth/register', { body: { store_name: { a: 1 }, email: 'typed@example.com', password: 'secret-pass-1' } });
  assert.deepEqual(register.body, { message: '"store_name" must be text.', errors: { store_name: ['"store_name" must be text.'] } });
});

test('forged, revoked and expired tokens get 401 on every signed-in call', async () => {
  const { token } = await register(app);
  const before = await counts(app);
  for (const bad of ['forged-token', `${token.slice(0, -2)}xx`, 'x'.repeat(500)]) {
    const me = await app.api('GET', '/auth/user', { token: bad });
    assert.equal(me.status, 401, bad);
    assert.deepEqual(me.body, { message: 'Unauthenticated.' });
  }
  assert.equal((await app.api('POST', '/auth/complete', { token: 'forged', body: { role: 'Owner', name: 'Sara', timezone: 'UTC' } })).status, 401);
  const arabic = await app.api('GET', '/auth/user', { token: 'forged', headers: { 'accept-language': 'ar' } });
  assert.deepEqual(arabic.body, { message: 'يجب تسجيل الدخول أولاً.' });

  await query(app, "UPDATE auth_session SET expires_at = now() - interval '1 second'");
  const expired = await app.api('GET', '/auth/user', { token });
  assert.equal(expired.status, 401);
  assert.equal((await app.api('GET', '/stores/default', { token })).status, 401);
  const profile = await app.api('POST', '/auth/complete', { token, body: { role: 'Owner', name: 'Sara', timezone: 'UTC' } });
  assert.equal(profile.status, 401);
  const [user] = await query(app, 'SELECT role, first_name FROM auth_user');
  assert.deepEqual(user, { role: null, first_name: null });
  assert.deepEqual(await counts(app), before);
});

test('GraphQL clients get the same field messages as userErrors', async () => {
  const result = await app.graphql('mutation { login(input: { email: "bad" }) { token userErrors { field message } } }');
  assert.equal(result.status, 200);
  assert.deepEqual(result.body.data.login, {
    token: null,
    userErrors: [
      { field: 'email', message: 'The email field must be a valid email address.' },
      { field: 'password', message: 'The password field is required.' },
    ],
  });
});
