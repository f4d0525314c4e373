import { test, after, before } from 'node:test';
import assert from 'node:assert/strict';
import { initTestApp, type TestApp } from '../helpers/test-app.ts';
import { counts, lastMailTo, query, register } from './support.ts';

let app: TestApp;
before(async () => {
  app = await initTestApp({ env: { APP_URL: 'https://app.dukkan.test' } });
});
after(async () => {
  await app?.close();
});

/** The token of the reset link in the newest mail to an address. */
async function resetTokenFor(email: string): Promise<string> {
  const mail = await lastMailTo(app, email);
  assert.ok(mail, `no mail to ${email}`);
  const link = new URL(mail.link);
  assert.equal(`${link.origin}${link.pathname}`, 'https://app.dukkan.test/reset-password');
  assert.ok(mail.body_text.includes(mail.link));
  return link.searchParams.get('token')!;
}

test('forgot password mails a link; resetting with it changes the password and signs out every session', async () => {
  const { account, token: oldSession } = await register(app);
  const forgot = await app.api('POST', '/auth/forgot-password', { body: { email: account.email } });
  assert.equal(forgot.status, 200);
  assert.equal(forgot.body.message, 'We have emailed your password reset link.');
  const mail = await lastMailTo(app, account.email);
  assert.equal(mail?.subject, 'Reset your password');
  const resetToken = await resetTokenFor(account.email);

  const reset = await app.api('POST', '/auth/reset-password', {
    body: { token: resetToken, email: account.email, password: 'a brand new secret', password_confirmation: 'a brand new secret' },
  });
  assert.equal(reset.status, 200);
  assert.equal(reset.body.message, 'Your password has been reset.');
  assert.equal((await app.api('GET', '/auth/user', { token: oldSession })).status, 401);
  assert.equal((await app.api('POST', '/auth/login', { body: { email: account.email, password: account.password } })).status, 422);
  assert.equal((await app.api('POST', '/auth/login', { body: { email: account.email, password: 'a brand new secret' } })).status, 200);

  // The link works once.
  const again = await app.api('POST', '/auth/reset-password', { body: { token: resetToken, password: 'yet another secret' } });
  assert.equal(again.status, 422);
  assert.deepEqual(again.body.errors, { token: ['This password reset token is invalid.'] });
});

test('a reset link expires after 60 minutes', async () => {
  const { account } = await register(app);
  await app.api('POST', '/auth/forgot-password', { body: { email: account.email } });
  const resetToken = await resetTokenFor(account.email);
  await query(app, "UPDATE auth_password_reset SET expires_at = created_at + interval '60 minutes' - interval '61 minutes'");
  const late = await app.api('POST', '/auth/reset-password', { body: { token: resetToken, password: 'too late for this' }, headers: { 'accept-language': 'ar' } });
  assert.equal(late.status, 422);
  assert.deepEqual(late.body.errors, { token: ['رمز إعادة تعيين كلمة المرور هذا غير صالح.'] });
  assert.equal((await app.api('POST', '/auth/login', { body: { email: account.email, password: account.password } })).status, 200);
});

test('forgot password answers the same for an unknown address and sends nothing', async () => {
  const before = await query(app, 'SELECT count(*)::int AS n FROM auth_outbox');
  const response = await app.api('POST', '/auth/forgot-password', { body: { email: 'nobody@example.com' } });
  assert.equal(response.status, 200);
  assert.equal(response.body.message, 'We have emailed your password reset link.');
  assert.deepEqual(await query(app, 'SELECT count(*)::int AS n FROM auth_outbox'), before);
  const invalid = await app.api('POST', '/auth/forgot-password', { body: { email: 'nope' } });
  assert.equal(invalid.status, 422);
  assert.deepEqual(invalid.body.errors, { email: ['The email field must be a valid email address.'] });
});

test('the reset mail is written in the language of the request', async () => {
  const { account } = await register(app);
  await app.api('POST', '/auth/forgot-password', { body: { email: account.email }, headers: { 'accept-language': 'ar' } });
  const mail = await lastMailTo(app, account.email);
  assert.equal(mail?.subject, 'إعادة تعيين كلمة المرور');
});

test('change password needs the current one, keeps this session and signs out the others', async () => {
  const { account, token } = await register(app);
  const other = (await app.api('POST', '/auth/login', { body: { email: account.email, password: account.password } })).body.data.token;
  const before = await counts(app);

  const wrong = await app.api('POST', '/auth/change-password', { token, body: { current_password: 'not it at all', password: 'new secret value' } });
  assert.equal(wrong.status, 422);
  assert.deepEqual(wrong.body.errors, { current_password: ['The provided password does not match your current password.'] });
  const mismatch = await app.api('POST', '/auth/change-password', {
    token,
    body: { current_password: account.password, password: 'new secret value', password_confirmation: 'something else' },
  });
  assert.deepEqual(mismatch.body.errors, { password: ['The password field confirmation does not match.'] });
  assert.equal((await app.api('GET', '/auth/user', { token: other })).status, 200);
  assert.deepEqual(await counts(app), before);

  const changed = await app.api('POST', '/auth/change-password', {
    token,
    body: { current_password: account.password, password: 'new secret value', password_confirmation: 'new secret value' },
  });
  assert.equal(changed.status, 200);
  assert.equal(changed.body.message, 'Your password has been changed.');
  assert.equal((await app.api('GET', '/auth/user', { token })).status, 200);
  assert.equal((await app.api('GET', '/auth/user', { token: other })).status, 401);
  assert.equal((await app.api('POST', '/auth/login', { body: { email: account.email, password: 'new secret value' } })).status, 200);
  assert.equal((await app.api('POST', '/auth/change-password', { body: { current_password: 'x', password: 'y' } })).status, 401);
});

test('asking again within a minute sends no second mail, and the first link still works', async () => {
  const { account } = await register(app);
  await app.api('POST', '/auth/forgot-password', { body: { email: account.email } });
  const first = await resetTokenFor(account.email);
  const again = await app.api('POST', '/auth/forgot-password', { body: { email: account.email } });
  assert.equal(again.status, 200);
  assert.deepEqual(await query(app, 'SELECT count(*)::int AS n FROM auth_outbox WHERE recipient = $1', [account.email]), [{ n: 1 }]);
  assert.equal((await app.api('POST', '/auth/reset-password', { body: { token: first, password: 'the first link works' } })).status, 200);
});
