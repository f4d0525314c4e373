import { test } from 'node:test';
import assert from 'node:assert/strict';
import { newVisitor } from './browser.ts';
import { shot } from './screenshots.ts';
import { arabicMessage, webTestApp } from './web-test-app.ts';
import { registeredVisitor } from './owner-session.ts';
import { CompleteProfilePage, InvitePage } from './pages/auth-pages.ts';
import { UsersPage } from './pages/users-page.ts';

/** The Users screen (ADR 53): an owner builds their team, a member reads it. */
const product = webTestApp();

const teamOf = async (token: string) => (await product.app.api('GET', '/stores/users', { token })).body.data.data as Array<{ email: string; role: string }>;

test('the owner invites, the invited person joins through the link, and the owner changes their role and removes them after confirming', async () => {
  const { app, browser } = product;
  const owner = await registeredVisitor(app, browser, { storeName: 'Oud Team', email: 'team-owner@example.com', name: 'Huda Al Qahtani' });
  const users = new UsersPage(owner.page);
  await users.open();
  assert.deepEqual(await users.rows(), [['Huda Al Qahtani You', 'team-owner@example.com', 'Owner']]);

  const link = await users.invite('sami.team@example.com', 'member');
  assert.match(link, /\/invite\/[\w-]+$/);
  assert.equal(
    (await owner.page.getByTestId('team-invite-result').textContent())?.includes('Invitation for \u2068sami.team@example.com\u2069 ready.'),
    true,
  );
  await owner.page.getByTestId('team-copy-invite-link').click();
  await owner.page.getByText('Invitation link copied').waitFor();
  // The invitation waits in the open ones; a second one, sent by mistake, is revoked.
  await users.invite('wrong.address@example.com', 'admin');
  assert.deepEqual(await users.openInvitations(), ['wrong.address@example.com', 'sami.team@example.com']);
  await shot(owner.page, 'users-invited-en');
  await users.revoke('wrong.address@example.com');
  await owner.page.getByText('Invitation revoked. Its link no longer works.').waitFor();
  assert.deepEqual(await users.openInvitations(), ['sami.team@example.com']);

  // The invited person opens the link in their own browser and accepts.
  const invitee = await newVisitor(browser, app.url);
  const inviteePage = await invitee.newPage();
  const invite = new InvitePage(inviteePage);
  await invite.open(new URL(link).pathname.split('/').pop()!);
  await invite.accept({ name: 'Sami Nasser', phone: '+966 55 000 1234' });
  await inviteePage.waitForURL(/\/v2\/complete$/);
  await new CompleteProfilePage(inviteePage).complete({ role: 'marketing', name: 'Sami Nasser' });
  await inviteePage.getByTestId('dashboard-layout').waitFor();

  // A member sees the team, read-only.
  const memberView = new UsersPage(inviteePage);
  await memberView.open();
  await inviteePage.getByTestId('users-read-only').waitFor();
  assert.equal(await memberView.controls().count(), 0, 'no invite form, role select or remove button for a member');
  assert.deepEqual(await memberView.rows(), [
    ['Huda Al Qahtani', 'team-owner@example.com', 'Owner'],
    ['Sami Nasser You', 'sami.team@example.com', 'Member'],
  ]);
  await shot(inviteePage, 'users-member-en');

  // The owner sees them listed, makes them an admin, then removes them.
  await users.open();
  await users.row('sami.team@example.com').waitFor();
  assert.deepEqual(await users.openInvitations(), [], 'an accepted invitation is no longer open');
  assert.deepEqual((await users.rows())[1], ['Sami Nasser', 'sami.team@example.com', 'Member']);
  await users.changeRole('sami.team@example.com', 'admin');
  await owner.page.getByText('Sami Nasser is now Admin.').waitFor();
  assert.equal((await teamOf(owner.token)).find((member) => member.email === 'sami.team@example.com')?.role, 'admin');

  await users.askToRemove('sami.team@example.com');
  assert.equal(await users.dialog().getByRole('heading').textContent(), 'Remove Sami Nasser from the team?');
  await shot(owner.page, 'users-remove-en');
  await users.dialog().getByRole('button', { name: 'Cancel' }).click();
  await users.dialog().waitFor({ state: 'detached' });
  assert.equal((await teamOf(owner.token)).length, 2, 'cancelling removes no one');
  await users.askToRemove('sami.team@example.com');
  await users.confirmRemove();
  await owner.page.getByText('Sami Nasser was removed from the team.').waitFor();
  assert.equal(await users.row('sami.team@example.com').count(), 0);
  assert.deepEqual((await teamOf(owner.token)).map((member) => member.email), ['team-owner@example.com']);

  // The removed person's open tab no longer reads the store's team.
  await inviteePage.reload();
  await inviteePage.getByTestId('users-screen').waitFor();
  await inviteePage.waitForLoadState('networkidle');
  assert.equal(await inviteePage.getByText('team-owner@example.com').count(), 0);
  await invitee.close();
  await owner.context.close();
});

test('in Arabic the team reads right to left, and removing asks by name', async () => {
  const { app, browser } = product;
  const owner = await registeredVisitor(app, browser, { storeName: 'بيت العود', email: 'team-owner-ar@example.com', name: 'هدى القحطاني', language: 'ar' });
  const invited = await app.api('POST', '/stores/users', { token: owner.token, body: { email: 'reem.team@example.com', role: 'admin' } });
  await app.api('POST', '/invitation', { body: { invite_code: invited.body.data.invite_code, name: 'ريم ناصر', email: 'reem.team@example.com' } });

  const users = new UsersPage(owner.page);
  await users.open();
  assert.equal(await owner.page.locator('html').getAttribute('dir'), 'rtl');
  assert.deepEqual(await users.rows(), [
    [`هدى القحطاني ${arabicMessage('users.you')}`, 'team-owner-ar@example.com', arabicMessage('users.role.owner')],
    ['ريم ناصر', 'reem.team@example.com', arabicMessage('users.role.admin')],
  ]);
  // Right to left: the name column stands to the right of the email column.
  const [name, email] = await Promise.all(['users.column.name', 'users.column.email'].map((id) => owner.page.getByRole('columnheader', { name: arabicMessage(id) }).boundingBox()));
  assert.ok(name!.x > email!.x, 'the first column is on the right');
  assert.equal(await owner.page.getByTestId('team-invite-submit').textContent(), arabicMessage('users.invite.submit'));

  await users.askToRemove('reem.team@example.com');
  assert.equal(await users.dialog().getByRole('heading').textContent(), 'إزالة ريم ناصر من الفريق؟');
  await shot(owner.page, 'users-ar');
  await users.confirmRemove();
  await owner.page.getByText('تمت إزالة ريم ناصر من الفريق.').waitFor();
  await owner.context.close();
});
