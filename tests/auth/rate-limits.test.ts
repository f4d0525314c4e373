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

test('five failed logins lock the account for 15 minutes from that address, even with the right password; the owner elsewhere still signs in', async () => {
  const { account } = await register(app);
  for (let attempt = 0; attempt < 5; attempt += 1) {
    const wrong = await app.api('POST', '/auth/login', { body: { email: account.email, password: `wrong-${attempt}-pass` }, headers: from('203.0.113.1') });
    assert.equal(wrong.status, 422);
  }
  const before = await counts(app);
  const limited = await app.api('POST', '/auth/login', { body: { email: account.email, password: account.password }, headers: from('203.0.113.1') });
  assert.equal(limited.status, 429);
  assert.match(limited.body.message, /^Too many login attempts\. Please try again in (\d+) minutes\.$/);
  const minutes = Number(/(\d+) minutes/.exec(limited.body.message)![1]);
  assert.ok(minutes > 13 && minutes <= 15, `retry in ${minutes} minutes`);
  // Clients that wait by the header are told the same wait in seconds.
  const retryAfter = Number(limited.headers.get('retry-after'));
  assert.ok(retryAfter > 13 * 60 && retryAfter <= 15 * 60 && Math.ceil(retryAfter / 60) === minutes, `Retry-After ${retryAfter}`);
  const arabic = await app.api('POST', '/auth/login', { body: { email: account.email, password: account.password }, headers: from('203.0.113.1', { 'accept-language': 'ar' }) });
  assert.equal(arabic.status, 429);
  assert.match(arabic.body.message, /^عدد كبير جدًا من محاولات الدخول\. يرجى المحاولة مرة أخرى بعد [٠-٩]+ دقيقة\.$/);
  // A refused attempt is not counted and creates nothing.
  assert.equal((await query(app, 'SELECT count(*)::int AS n FROM auth_login_failure'))[0].n, 5);
  assert.deepEqual(await counts(app), before);
  // A stranger's wrong guesses do not keep the owner out of their own account from their own address.
  assert.equal((await app.api('POST', '/auth/login', { body: { email: account.email, password: account.password }, headers: from('198.51.100.7') })).status, 200);

  // Once the window has passed the account opens again from the first address too.
  await query(app, "UPDATE auth_login_failure SET created_at = created_at - interval '15 minutes'");
  assert.equal((await app.api('POST', '/auth/login', { body: { email: account.email, password: account.password }, headers: from('203.0.113.1') })).status, 200);
});

test('guesses at one account from many addresses lock it everywhere past fifty', async () => {
  const { account } = await register(app);
  for (let attempt = 0; attempt < 50; attempt += 1) {
    const guess = await app.api('POST', '/auth/login', { body: { email: account.email, password: `spread-${attempt}-guess` }, headers: from(`198.18.${Math.floor(attempt / 4)}.${attempt % 4}`) });
    assert.equal(guess.status, 422, `guess ${attempt}`);
  }
  assert.equal((await app.api('POST', '/auth/login', { body: { email: account.email, password: account.password }, headers: from('198.51.100.99') })).status, 429);
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
      app.api('POST', '/auth/login', { body: { email: account.email, password: `parallel-${attempt}-guess` }, headers: from('203.0.113.100') }),
    ),
  );
  const statuses = guesses.map((guess) => guess.status).sort();
  assert.deepEqual(statuses, [...Array(5).fill(422), ...Array(7).fill(429)]);
});
