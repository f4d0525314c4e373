import { test } from 'node:test';
import assert from 'node:assert/strict';
import { newVisitor } from './browser.ts';
import { shot } from './screenshots.ts';
import { arabicMessage, webTestApp } from './web-test-app.ts';
import { InvitePage } from './pages/auth-pages.ts';

/** The accept-invitation screen, as the person who got the owner's link sees it. */
const product = webTestApp();

const INVITE = `mutation Invite($input: InviteMemberInput!) { inviteMember(input: $input) { inviteCode } }`;

/** An owner with a name and a store, who invites; returns the code of the link they shared. */
async function invitation(storeName: string, email: string, input: Record<string, unknown>): Promise<string> {
  const { app } = product;
  const registered = await app.api('POST', '/auth/register', { body: { store_name: storeName, email, password: 'correct-horse-9', timezone: 'Asia/Riyadh' } });
  const token = registered.body.data.token as string;
  await app.api('POST', '/auth/complete', { token, body: { role: 'Owner', name: 'Huda Al Qahtani', timezone: 'Asia/Riyadh' } });
  return (await app.graphql(INVITE, { input }, token)).body.data.inviteMember.inviteCode as string;
}

async function visitor(language: 'en' | 'ar' = 'en') {
  const context = await newVisitor(product.browser, product.app.url);
  const page = await context.newPage();
  if (language === 'ar') {
    await page.goto('/about-us');
    await page.evaluate(`localStorage.setItem('dukkan', ${JSON.stringify(JSON.stringify({ settings: { selectedLanguage: 'ar', countryCode: 'SA', currencyCode: 'SAR' } }))})`);
  }
  return { context, page, invite: new InvitePage(page) };
}

test('the invited person sees whose team they join and who asked, accepts with the address the invitation names, and the link then says it is used', async () => {
  const code = await invitation('Oud House', 'oud-owner@example.com', { email: 'sami@example.com', role: 'admin' });
  const { context, page, invite } = await visitor();
  await invite.open(code);
  await page.getByText('Huda Al Qahtani invited you').waitFor();
  assert.equal(await invite.text(), 'Huda Al Qahtani invited you to join Oud House as an admin. Tell us who you are to accept.');
  assert.equal(await invite.email().inputValue(), 'sami@example.com', 'the address the invitation was sent to is filled in');
  assert.equal(await invite.email().getAttribute('readonly'), '', 'and cannot be changed: only that address can accept');
  await shot(page, 'invite-en');
  await invite.accept({ name: 'Sami Nasser', phone: '+966 55 000 1234' });
  await page.waitForURL(/\/v2\/complete$/);

  await invite.open(code);
  await invite.refusal().waitFor();
  assert.equal(await invite.refusal().textContent(), 'This invitation is invalid, already used or expired. Ask the store owner to invite you again.');
  assert.equal(await invite.submit().isDisabled(), true);
  await context.close();
});

test('in Arabic the invitation reads right to left, names the store and the role, and an unknown link is refused before anyone types', async () => {
  const code = await invitation('بيت العود', 'oud-owner-ar@example.com', {});
  const { context, page, invite } = await visitor('ar');
  await invite.open(code);
  await page.getByText('بيت العود').waitFor();
  assert.equal(await invite.text(), 'دعاك Huda Al Qahtani للانضمام إلى بيت العود عضوًا. أخبرنا من أنت لقبول الدعوة.');
  assert.equal(await page.locator('html').getAttribute('dir'), 'rtl');
  assert.equal(await invite.email().inputValue(), '', 'an open invitation leaves the address to the person');
  await shot(page, 'invite-ar');

  await invite.open('no-such-invitation');
  await invite.refusal().waitFor();
  assert.equal(await invite.refusal().textContent(), arabicMessage('auth.invite.invalid'));
  assert.equal(await invite.submit().isDisabled(), true);
  await context.close();
});
