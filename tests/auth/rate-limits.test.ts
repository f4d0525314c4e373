import { test, after, before } from 'node:test';
import assert from 'node:assert/strict';
import { initTestApp, type TestApp } from '../helpers/test-app.ts';
import { counts, query, register } from './support.ts';

let app: TestApp;
before(async () => {
  // One trusted proxy: the tests speak for several client addresses through X-Forwarded-For.
  app = await initTestApp({ env: { TRUST_PROXY_HOPS: '1' } });
});
after(async () => {
  await app?.close();
});

/** Each test signs in from its own address (the gateway trusts X-Forwarded-For from its proxy). */
const from = (address: string, extra: Record<string, string> = {}) => ({ 'x-forwarded-for': address, ...extra });

test('five failed logins lock the account for 15 minutes, even with the right password, from any address', async () => {
  const { account } = await register(app);
  for (let attempt = 0; attempt < 5; attempt += 1) {
    const wrong = await app.api('POST', '/auth/login', { body: { email: account.email, password: `wrong-${attempt}-pass` }, headers: from('203.0.113.1') });
    assert.equal(wrong.status, 422);
  }
  const before = await counts(app);
  const limited = await app.api('POST', '/auth/login', { body: { email: account.email, password: account.password }, headers: from('198.51.100.7') });
  assert.equal(limited.status, 429);
  assert.match(limited.body.message, /^Too many login attempts\. Please try again in (\d+) seconds\.$/);
  const seconds = Number(/(\d+) seconds/.exec(limited.body.message)![1]);
  assert.ok(seconds > 800 && seconds <= 900, `retry in ${seconds}s`);
  const arabic = await app.api('POST', '/auth/login', { body: { email: account.email, password: account.password }, headers: from('198.51.100.7', { 'accept-language': 'ar' }) });
  assert.equal(arabic.status, 429);
  assert.match(arabic.body.message, /^عدد كبير جدًا من محاولات الدخول/);
  // A refused attempt is not counted and creates nothing.
  assert.equal((await query(app, 'SELECT count(*)::int AS n FROM auth_login_failure'))[0].n, 5);
  assert.deepEqual(await counts(app), before);

  // Once the window has passed the account opens again.
  await query(app, "UPDATE auth_login_failure SET created_at = created_at - interval '15 minutes'");
  assert.equal((await app.api('POST', '/auth/login', { body: { email: account.email, password: account.password }, headers: from('198.51.100.7') })).status, 200);
});

test('a success clears the account failures', async () => {
  const { account } = await register(app);
  for (let attempt = 0; attempt < 4; attempt += 1) {
    await app.api('POST', '/auth/login', { body: { email: account.email, password: 'not the one!' }, headers: from('203.0.113.2') });
  }
  assert.equal((await app.api('POST', '/auth/login', { body: { email: account.email, password: account.password }, headers: from('203.0.113.2') })).status, 200);
  assert.equal((await app.api('POST', '/auth/login', { body: { email: account.email, password: 'not the one!' }, headers: from('203.0.113.2') })).status, 422);
});

test('twenty failures from one address block it for every account', async () => {
  const { account } = await register(app);
  for (let attempt = 0; attempt < 20; attempt += 1) {
    const guess = await app.api('POST', '/auth/login', { body: { email: `guess${attempt}@example.com`, password: 'password1' }, headers: from('192.0.2.50') });
    assert.equal(guess.status, 422);
  }
  const blocked = await app.api('POST', '/auth/login', { body: { email: account.email, password: account.password }, headers: from('192.0.2.50') });
  assert.equal(blocked.status, 429);
  const elsewhere = await app.api('POST', '/auth/login', { body: { email: account.email, password: account.password }, headers: from('192.0.2.51') });
  assert.equal(elsewhere.status, 200);
});

test('parallel guesses cannot slip past the account limit', async () => {
  const { account } = await register(app);
  const guesses = await Promise.all(
    Array.from({ length: 12 }, (_, attempt) =>
      app.api('POST', '/auth/login', { body: { email: account.email, password: `parallel-${attempt}-guess` }, headers: from(`203.0.113.${100 + attempt}`) }),
    ),
  );
  const statuses = guesses.map((guess) => guess.status).sort();
  assert.deepEqual(statuses, [...Array(5).fill(422), ...Array(7).fill(429)]);
});
