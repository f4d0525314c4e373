import { test, after, before } from 'node:test';
import assert from 'node:assert/strict';
import { initTestApp, type TestApp } from '../helpers/test-app.ts';
import { query, register } from './support.ts';
import { startSmtpFake } from './smtp-fake.ts';

let app: TestApp;
let smtp: Awaited<ReturnType<typeof startSmtpFake>>;
before(async () => {
  smtp = await startSmtpFake();
  app = await initTestApp({ env: { SMTP_URL: smtp.url, APP_URL: 'https://app.dukkan.test' } });
});
after(async () => {
  await app?.close();
  await smtp?.close();
});

/** Undoes the quoted-printable transfer encoding nodemailer uses for long lines. */
const quotedPrintable = (text: string) => text.replace(/=\n/g, '').replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));

test('with SMTP_URL set, the reset mail goes out by SMTP and the outbox stays empty', async () => {
  const { account } = await register(app);
  const forgot = await app.api('POST', '/auth/forgot-password', { body: { email: account.email } });
  assert.equal(forgot.status, 200);
  assert.equal(smtp.received.length, 1);
  const [mail] = smtp.received;
  assert.deepEqual(mail.to, [`<${account.email}>`]);
  assert.match(mail.data, /Subject: Reset your password/);
  const link = /https:\/\/app\.dukkan\.test\/reset-password\?token=([A-Za-z0-9_-]+)/.exec(quotedPrintable(mail.data));
  assert.ok(link, 'the mail carries the reset link');
  assert.deepEqual(await query(app, 'SELECT count(*)::int AS n FROM auth_outbox'), [{ n: 0 }]);

  const reset = await app.api('POST', '/auth/reset-password', { body: { token: link[1], password: 'reset through smtp' } });
  assert.equal(reset.status, 200);
});
