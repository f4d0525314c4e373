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

const INVITE = `mutation Invite($input: InviteMemberInput!) {
  inviteMember(input: $input) { inviteCode inviteUrl invitation { email role } message userErrors { field message } } }`;

test('complete profile saves role, name and timezone, and the user reads them back', async () => {
  const { token } = await register(app);
  const missing = await app.api('POST', '/auth/complete', { token, body: { name: 'Sara' }, headers: { 'accept-language': 'ar' } });
  assert.equal(missing.status, 422);
  assert.deepEqual(missing.body.errors, { role: ['حقل الدور مطلوب.'], timezone: ['حقل المنطقة الزمنية مطلوب.'] });

  const done = await app.api('POST', '/auth/complete', { token, body: { role: 'Marketing lead', name: 'Sara Al Harbi', timezone: 'Asia/Dubai' } });
  assert.equal(done.status, 200);
  assert.equal(done.body.message, 'Your profile has been saved.');
  assert.equal(done.body.data.name, 'Sara Al Harbi');
  const me = (await app.api('GET', '/auth/user', { token })).body.data;
  assert.equal(me.first_name, 'Sara');
  assert.equal(me.last_name, 'Al Harbi');
  assert.equal(me.role, 'Marketing lead');
  assert.equal(me.timezone, 'Asia/Dubai');
  assert.equal(me.is_profile_complete, true);
  // The owner's zone is the store's: its days are cut at Dubai's midnight (it kept UTC from the sign-up call).
  assert.equal((await app.api('GET', '/stores/default', { token })).body.data.timezone, 'Asia/Dubai');
});

test('an owner invites by e-mail; the invitee accepts and joins the store as a member', async () => {
  const owner = await register(app);
  const invited = await app.graphql(INVITE, { input: { email: 'teammate@example.com' } }, owner.token);
  const { inviteCode, inviteUrl, invitation, message } = invited.body.data.inviteMember;
  assert.equal(message, 'The invitation has been sent.');
  assert.deepEqual(invitation, { email: 'teammate@example.com', role: 'member' });
  assert.equal(inviteUrl, `https://app.dukkan.test/invite/${inviteCode}`);
  const invitationSent = await lastMailTo(app, 'teammate@example.com');
  assert.equal(invitationSent?.link, inviteUrl);
  // The mail names the store's team it asks to join (it named neither the store nor who asked).
  const [store] = await query(app, 'SELECT s.name FROM store s JOIN store_member m ON m.store_id = s.id JOIN auth_user u ON u.id = m.user_id WHERE u.email = $1', [owner.account.email]);
  assert.match(invitationSent!.subject, new RegExp(store.name));
  assert.match(invitationSent!.body_text, new RegExp(`team of “${store.name}”`));

  const accepted = await app.api('POST', '/invitation', { body: { invite_code: inviteCode, name: 'Omar Said', email: 'teammate@example.com', phone: '+966 50 123 4567' } });
  assert.equal(accepted.status, 200);
  const { token, user } = accepted.body.data;
  assert.equal(user.name, 'Omar Said');
  assert.equal(user.phone, '+966 50 123 4567');
  const storeOf = async (bearer: string) => (await app.graphql('{ defaultStore { id name } }', {}, bearer)).body.data.defaultStore;
  assert.deepEqual(await storeOf(token), await storeOf(owner.token));
  const [member] = await query(app, 'SELECT m.role FROM store_member m JOIN auth_user u ON u.id = m.user_id WHERE u.email = $1', ['teammate@example.com']);
  assert.equal(member.role, 'member');
  // The new member has no password yet: they are welcomed and asked to choose one (not told a reset was requested).
  const welcome = await lastMailTo(app, 'teammate@example.com');
  assert.deepEqual([welcome?.kind, welcome?.subject], ['member-password', 'Choose a password for Dukkan']);
  assert.match(welcome!.body_text, new RegExp(`Welcome to the team of “${store.name}”`));
  assert.match(welcome!.link, /reset-password/);

  // Members cannot invite; the code works once.
  const byMember = await app.graphql(INVITE, { input: {} }, token);
  assert.equal(byMember.body.errors[0].message, "Only the store's owner or an admin can manage its team. Ask one of them to do this.");
  const before = await counts(app);
  const reused = await app.api('POST', '/invitation', { body: { invite_code: inviteCode, name: 'Someone', email: 'someone@example.com' } });
  assert.equal(reused.status, 422);
  assert.deepEqual(reused.body.errors, { invite_code: ['This invitation is invalid or has expired.'] });
  assert.deepEqual(await counts(app), before);
});

test('an invitation for one address cannot be accepted with another, nor after it expires', async () => {
  const owner = await register(app);
  const { inviteCode } = (await app.graphql(INVITE, { input: { email: 'right@example.com', role: 'admin' } }, owner.token)).body.data.inviteMember;
  const before = await counts(app);
  const other = await app.api('POST', '/invitation', { body: { invite_code: inviteCode, name: 'Eve', email: 'wrong@example.com' } });
  assert.equal(other.status, 422);
  assert.deepEqual(other.body.errors, { email: ['This invitation was sent to another email address.'] });
  const missing = await app.api('POST', '/invitation', { body: {} });
  assert.deepEqual(Object.keys(missing.body.errors), ['invite_code', 'name', 'email']);

  await query(app, "UPDATE auth_invitation SET expires_at = now() - interval '1 minute'");
  const expired = await app.api('POST', '/invitation', { body: { invite_code: inviteCode, name: 'Right', email: 'right@example.com' } });
  assert.deepEqual(expired.body.errors, { invite_code: ['This invitation is invalid or has expired.'] });
  assert.deepEqual(await counts(app), before);
});

test('an open invitation (no address) lets the first person with the code join', async () => {
  const owner = await register(app);
  const PREVIEW = 'query($code: String!) { invitation(code: $code) { email role storeName invitedBy } }';
  const { inviteCode } = (await app.graphql(INVITE, { input: {} }, owner.token)).body.data.inviteMember;
  // The invite screen reads whose team it is before anyone types; an owner who gave no name is not named.
  const preview = await app.graphql(PREVIEW, { code: inviteCode });
  assert.deepEqual(preview.body.data.invitation, { email: null, role: 'member', storeName: owner.account.store_name, invitedBy: null });
  await app.api('POST', '/auth/complete', { token: owner.token, body: { role: 'Owner', name: 'Huda Al Qahtani', timezone: 'Asia/Riyadh' } });
  assert.equal((await app.graphql(PREVIEW, { code: inviteCode })).body.data.invitation.invitedBy, 'Huda Al Qahtani');
  const accepted = await app.api('POST', '/invitation', { body: { invite_code: inviteCode, name: 'Lina', email: 'lina@example.com' } });
  assert.equal(accepted.status, 200);
  assert.equal((await app.graphql(PREVIEW, { code: inviteCode })).body.data.invitation, null, 'a used invitation shows nothing of the store');
  assert.equal(accepted.body.data.user.email_verified_at, null);
  const taken = await app.api('POST', '/invitation', { body: { invite_code: 'unknown', name: 'Lina', email: owner.account.email } });
  assert.deepEqual(taken.body.errors, { invite_code: ['This invitation is invalid or has expired.'], email: ['The email has already been taken.'] });
});
