import { test, after, before } from 'node:test';
import assert from 'node:assert/strict';
import { CALLER_HEADER, anonymousCaller, encodeCaller, readSettings } from '@dukkan/shared';
import { initTestApp, type TestApp } from '../helpers/test-app.ts';
import { query, register } from './support.ts';

// ADR 53: a store's team. Every member sees it; owners and admins invite, change roles and remove; the owner stays,
// nobody changes their own place, and a removed member's next request no longer reaches the store.
let app: TestApp;
before(async () => {
  app = await initTestApp({ env: { APP_URL: 'https://app.dukkan.test' } });
});
after(async () => {
  await app?.close();
});

const MEMBERS = `query Members { defaultStore { id name members(first: 20) { viewerCanManage totalCount
  edges { node { id role joinedAt isViewer user { name email } } } } } }`;
const CHANGE = `mutation Change($input: ChangeMemberRoleInput!) {
  changeMemberRole(input: $input) { member { id role } userErrors { field message code } } }`;
const REMOVE = `mutation Remove($input: RemoveMemberInput!) { removeMember(input: $input) { removedMemberId userErrors { field message code } } }`;
const ar = { 'accept-language': 'ar' };

/** The owner invites `email` with `role` over REST; the invitee accepts through the link's code. */
async function join(ownerToken: string, email: string, name: string, role: string): Promise<string> {
  const invited = await app.api('POST', '/stores/users', { token: ownerToken, body: { email, role } });
  assert.equal(invited.status, 200, JSON.stringify(invited.body));
  const accepted = await app.api('POST', '/invitation', { body: { invite_code: invited.body.data.invite_code, name, email } });
  assert.equal(accepted.status, 200, JSON.stringify(accepted.body));
  return accepted.body.data.token;
}

const listOf = async (token: string, headers: Record<string, string> = {}) => (await app.api('GET', '/stores/users', { token, headers })).body.data;
const byEmail = (list: any[], email: string) => list.find((member) => member.email === email);

test('an invited person who accepts is listed with their role, for every member of the store', async () => {
  const owner = await register(app, { store_name: 'Team Dates' });
  await app.api('POST', '/auth/complete', { token: owner.token, body: { role: 'owner', name: 'Huda Qahtani', timezone: 'Asia/Riyadh' } });
  const invited = await app.api('POST', '/stores/users', { token: owner.token, body: { email: 'omar.team@example.com', role: 'admin' } });
  assert.equal(invited.status, 200);
  assert.equal(invited.body.message, 'The invitation has been sent.');
  assert.equal(invited.body.data.invite_url, `https://app.dukkan.test/invite/${invited.body.data.invite_code}`);
  assert.deepEqual([invited.body.data.email, invited.body.data.role], ['omar.team@example.com', 'admin']);
  const accepted = await app.api('POST', '/invitation', { body: { invite_code: invited.body.data.invite_code, name: 'Omar Said', email: 'omar.team@example.com' } });
  const omar = accepted.body.data.token;

  const list = await listOf(owner.token);
  assert.equal(list.can_manage, true);
  assert.deepEqual(list.data.map((member: any) => [member.name, member.email, member.role]), [
    ['Huda Qahtani', owner.account.email, 'owner'],
    ['Omar Said', 'omar.team@example.com', 'admin'],
  ]);
  assert.ok(list.data.every((member: any) => /^\d{4}-\d\d-\d\dT/.test(member.joined_at) && member.id));
  // The new admin sees the same team, with their own row marked.
  const seen = (await app.graphql(MEMBERS, {}, omar)).body.data.defaultStore.members;
  assert.equal(seen.totalCount, 2);
  assert.deepEqual(seen.edges.map((edge: any) => [edge.node.user.email, edge.node.isViewer]), [[owner.account.email, false], ['omar.team@example.com', true]]);
});

test('an admin changes a member\'s role; a member cannot change roles, remove or invite, in their language', async () => {
  const owner = await register(app);
  const admin = await join(owner.token, 'admin.roles@example.com', 'Reem Admin', 'admin');
  const member = await join(owner.token, 'member.roles@example.com', 'Sami Member', 'member');
  const other = await join(owner.token, 'other.roles@example.com', 'Nora Other', 'member');
  const team = (await listOf(owner.token)).data;
  const sami = byEmail(team, 'member.roles@example.com');
  const nora = byEmail(team, 'other.roles@example.com');

  const promoted = await app.api('PATCH', `/stores/users/${sami.id}`, { token: admin, body: { role: 'admin' } });
  assert.equal(promoted.status, 200);
  assert.deepEqual([promoted.body.data.email, promoted.body.data.role], ['member.roles@example.com', 'admin']);
  const demoted = await app.graphql(CHANGE, { input: { memberId: sami.id, role: 'member' } }, admin);
  assert.deepEqual(demoted.body.data.changeMemberRole, { member: { id: sami.id, role: 'member' }, userErrors: [] });
  const badRole = await app.api('PATCH', `/stores/users/${sami.id}`, { token: admin, body: { role: 'owner' } });
  assert.equal(badRole.status, 422);
  assert.deepEqual(badRole.body.errors, { role: ['Choose admin or member.'] });

  const refusedEn = "Only the store's owner or an admin can manage its team. Ask one of them to do this.";
  const refusedAr = 'يمكن لمالك المتجر أو المشرف فقط إدارة فريق المتجر. اطلب من أحدهما القيام بذلك.';
  const change = await app.api('PATCH', `/stores/users/${nora.id}`, { token: member, body: { role: 'admin' } });
  assert.deepEqual([change.status, change.body], [403, { message: refusedEn }]);
  const remove = await app.api('DELETE', `/stores/users/${nora.id}`, { token: member, headers: ar });
  assert.deepEqual([remove.status, remove.body], [403, { message: refusedAr }]);
  const invite = await app.api('POST', '/stores/users', { token: member, body: { email: 'x@example.com', role: 'member' }, headers: ar });
  assert.deepEqual([invite.status, invite.body], [403, { message: refusedAr }]);
  const graphChange = await app.graphql(CHANGE, { input: { memberId: nora.id, role: 'admin' } }, member);
  assert.deepEqual(graphChange.body.data.changeMemberRole, { member: null, userErrors: [{ field: null, message: refusedEn, code: 'FORBIDDEN' }] });
  const graphRemove = await app.graphql(REMOVE, { input: { memberId: nora.id } }, member);
  assert.equal(graphRemove.body.data.removeMember.userErrors[0].code, 'FORBIDDEN');
  // The member still reads the team, without the means to manage it; nothing changed.
  const seen = await listOf(member);
  assert.equal(seen.can_manage, false);
  assert.equal(byEmail(seen.data, 'other.roles@example.com').role, 'member');
  assert.equal(seen.data.length, 4);
});

test('the owner is never removed or demoted, and nobody changes their own place', async () => {
  const owner = await register(app);
  const admin = await join(owner.token, 'admin.owner@example.com', 'Admin Owner', 'admin');
  const team = (await listOf(owner.token)).data;
  const ownerRow = team.find((member: any) => member.role === 'owner');
  const adminRow = byEmail(team, 'admin.owner@example.com');

  const demote = await app.api('PATCH', `/stores/users/${ownerRow.id}`, { token: admin, body: { role: 'member' } });
  assert.deepEqual([demote.status, demote.body.message], [403, "The store's owner cannot be removed or given another role."]);
  const remove = await app.api('DELETE', `/stores/users/${ownerRow.id}`, { token: admin, headers: ar });
  assert.deepEqual([remove.status, remove.body.message], [403, 'لا يمكن إزالة مالك المتجر أو تغيير دوره.']);
  const ownSelf = await app.api('DELETE', `/stores/users/${ownerRow.id}`, { token: owner.token });
  assert.equal(ownSelf.status, 403);
  const ownRole = await app.graphql(CHANGE, { input: { memberId: adminRow.id, role: 'member' } }, admin);
  assert.deepEqual(ownRole.body.data.changeMemberRole.userErrors, [{ field: 'memberId', message: 'You cannot change your own role or remove yourself from the team.', code: 'FORBIDDEN' }]);
  assert.deepEqual((await listOf(owner.token)).data.map((member: any) => member.role), ['owner', 'admin']);
});

test("a removed member's token no longer reads the store, on REST or GraphQL", async () => {
  const owner = await register(app, { store_name: 'Removal Dates' });
  const member = await join(owner.token, 'leaving@example.com', 'Leaving Member', 'member');
  const STORE = '{ defaultStore { id name } }';
  assert.equal((await app.graphql(STORE, {}, member)).body.data.defaultStore.name, 'Removal Dates');
  const leaving = byEmail((await listOf(owner.token)).data, 'leaving@example.com');

  const removed = await app.api('DELETE', `/stores/users/${leaving.id}`, { token: owner.token });
  assert.deepEqual([removed.status, removed.body], [200, { data: { id: leaving.id } }]);
  assert.deepEqual((await listOf(owner.token)).data.map((row: any) => row.role), ['owner']);

  // The very next call with the old token reads nothing of the store.
  assert.equal((await app.graphql(STORE, {}, member)).body.data.defaultStore, null);
  const storeId = (await app.graphql(STORE, {}, owner.token)).body.data.defaultStore.id;
  assert.equal((await app.graphql('query($id: ID!) { node(id: $id) { id } }', { id: storeId }, member)).body.data.node, null);
  assert.equal((await app.api('GET', '/stores/default', { token: member })).body.data, null);
  assert.deepEqual((await listOf(member)).data, []);
  assert.equal((await app.graphql(MEMBERS, {}, member)).body.data.defaultStore, null);
  // Nor its data, nor its chat: they answer as they do someone with no store.
  assert.equal((await app.api('GET', '/stores/data-sources', { token: member })).status, 403);
  const asked = await app.api('POST', '/chat/web', { token: member, body: { message: 'How many orders this month?' } });
  assert.deepEqual([asked.status, asked.body.message, asked.body.data], [422, 'Choose a store first, then ask again.', undefined]);
  const [row] = await query(app, "SELECT count(*)::int AS n FROM store_member m JOIN auth_user u ON u.id = m.user_id WHERE u.email = 'leaving@example.com'");
  assert.equal(row.n, 0);
  // Removing them again finds no one.
  assert.equal((await app.api('DELETE', `/stores/users/${leaving.id}`, { token: owner.token })).status, 404);
});

test("another store's owner can neither see nor remove this store's members: their ids are not found", async () => {
  const storeA = await register(app);
  await join(storeA.token, 'a.member@example.com', 'A Member', 'member');
  const aMember = byEmail((await listOf(storeA.token)).data, 'a.member@example.com');
  const storeB = await register(app);

  assert.deepEqual((await listOf(storeB.token)).data.map((row: any) => row.role), ['owner']);
  assert.equal((await app.graphql('query($id: ID!) { node(id: $id) { id } }', { id: aMember.id }, storeB.token)).body.data.node, null);
  const unknownId = Buffer.from('StoreMember:999999999', 'utf8').toString('base64url');
  const [theirs, unknown] = await Promise.all([
    app.api('DELETE', `/stores/users/${aMember.id}`, { token: storeB.token }),
    app.api('DELETE', `/stores/users/${unknownId}`, { token: storeB.token }),
  ]);
  assert.deepEqual([theirs.status, theirs.body], [404, { message: 'This team member was not found.' }]);
  assert.deepEqual([unknown.status, unknown.body], [theirs.status, theirs.body]);
  const changed = await app.graphql(CHANGE, { input: { memberId: aMember.id, role: 'admin' } }, storeB.token);
  const changedUnknown = await app.graphql(CHANGE, { input: { memberId: unknownId, role: 'admin' } }, storeB.token);
  assert.deepEqual(changed.body.data, changedUnknown.body.data);
  assert.equal(changed.body.data.changeMemberRole.userErrors[0].code, 'NOT_FOUND');
  assert.equal(byEmail((await listOf(storeA.token)).data, 'a.member@example.com').role, 'member');
});

test('inviting checks the address and the role, in the caller\'s language', async () => {
  const owner = await register(app);
  const bad = await app.api('POST', '/stores/users', { token: owner.token, body: { email: 'not-an-email', role: 'owner' }, headers: ar });
  assert.equal(bad.status, 422);
  assert.deepEqual(Object.keys(bad.body.errors).sort(), ['email', 'role']);
  assert.equal(typeof bad.body.message, 'string');
  assert.match(bad.body.errors.email[0], /[\u0600-\u06FF]/);
});

test('owners and admins see the open invitations and revoke one, whose link then stops working; members and other stores cannot', async () => {
  const owner = await register(app);
  const member = await join(owner.token, 'member.invites@example.com', 'Member Invites', 'member');
  const INVITATIONS = '{ defaultStore { invitations(first: 10) { totalCount edges { node { id email role expiresAt } } } } }';
  const REVOKE = 'mutation Revoke($input: RevokeInvitationInput!) { revokeInvitation(input: $input) { revokedInvitationId userErrors { field message } } }';
  const open = await app.api('POST', '/stores/users', { token: owner.token, body: { email: 'pending@example.com', role: 'admin' } });
  const code = open.body.data.invite_code;

  // The accepted invitation is no longer open; the pending one is listed, for the owner only.
  const listed = (await app.graphql(INVITATIONS, {}, owner.token)).body.data.defaultStore.invitations;
  assert.deepEqual(listed.edges.map((edge: any) => [edge.node.email, edge.node.role]), [['pending@example.com', 'admin']]);
  assert.equal((await app.graphql(INVITATIONS, {}, member)).body.data.defaultStore.invitations.totalCount, 0);
  const invitationId = listed.edges[0].node.id;

  const byMember = await app.graphql(REVOKE, { input: { invitationId } }, member);
  assert.equal(byMember.body.errors[0].extensions.code, 'FORBIDDEN');
  const storeB = await register(app);
  const byOtherStore = await app.graphql(REVOKE, { input: { invitationId } }, storeB.token);
  assert.deepEqual(byOtherStore.body.data.revokeInvitation.userErrors, [{ field: 'invitationId', message: 'This invitation is invalid or has expired.' }]);
  assert.notEqual((await app.graphql('query($code: String!) { invitation(code: $code) { email } }', { code })).body.data.invitation, null);

  const revoked = await app.graphql(REVOKE, { input: { invitationId } }, owner.token);
  assert.deepEqual(revoked.body.data.revokeInvitation, { revokedInvitationId: invitationId, userErrors: [] });
  assert.equal((await app.graphql(INVITATIONS, {}, owner.token)).body.data.defaultStore.invitations.totalCount, 0);
  assert.equal((await app.graphql('query($code: String!) { invitation(code: $code) { email } }', { code })).body.data.invitation, null);
  const late = await app.api('POST', '/invitation', { body: { invite_code: code, name: 'Too Late', email: 'pending@example.com' }, headers: ar });
  assert.deepEqual(late.body.errors, { invite_code: ['هذه الدعوة غير صالحة أو منتهية الصلاحية.'] });
});

test('REST lists the open invitations and revokes one (GET, DELETE /stores/users/invitations); a member sees none and may not revoke', async () => {
  const owner = await register(app);
  const member = await join(owner.token, 'rest.member@example.com', 'Rest Member', 'member');
  const open = await app.api('POST', '/stores/users', { token: owner.token, body: { email: 'rest.pending@example.com', role: 'member' } });
  assert.equal(open.status, 200, JSON.stringify(open.body));

  const listed = await app.api('GET', '/stores/users/invitations', { token: owner.token });
  assert.equal(listed.status, 200, JSON.stringify(listed.body));
  assert.deepEqual(listed.body.data.data.map((i: any) => [i.email, i.role]), [['rest.pending@example.com', 'member']]);
  assert.ok(Date.parse(listed.body.data.data[0].expires_at) > Date.now());
  assert.deepEqual((await app.api('GET', '/stores/users/invitations', { token: member })).body.data.data, []);
  const id = listed.body.data.data[0].id;

  const byMember = await app.api('DELETE', `/stores/users/invitations/${encodeURIComponent(id)}`, { token: member, headers: ar });
  assert.equal(byMember.status, 403);
  assert.match(byMember.body.message, /[\u0600-\u06FF]/);
  const storeB = await register(app);
  const byOtherStore = await app.api('DELETE', `/stores/users/invitations/${encodeURIComponent(id)}`, { token: storeB.token });
  assert.equal(byOtherStore.status, 422);
  assert.equal((await app.api('GET', '/stores/users/invitations', { token: owner.token })).body.data.data.length, 1);

  const revoked = await app.api('DELETE', `/stores/users/invitations/${encodeURIComponent(id)}`, { token: owner.token });
  assert.equal(revoked.status, 200, JSON.stringify(revoked.body));
  assert.deepEqual(revoked.body.data, { id });
  assert.deepEqual((await app.api('GET', '/stores/users/invitations', { token: owner.token })).body.data.data, []);
  const late = await app.api('POST', '/invitation', { body: { invite_code: open.body.data.invite_code, name: 'Too Late', email: 'rest.pending@example.com' } });
  assert.equal(late.status, 422);
});

test("the store subgraph's _entities resolves a member of the caller's own store only", async () => {
  const owner = await register(app);
  const stranger = await register(app);
  const [ownerRow, strangerRow] = await Promise.all([owner, stranger].map(async ({ account }) => {
    const [row] = await query(app, 'SELECT u.id AS user_id, m.id AS member_id, m.store_id, m.role FROM auth_user u JOIN store_member m ON m.user_id = u.id WHERE u.email = $1', [account.email]);
    return row;
  }));
  const caller = { ...anonymousCaller(), userId: String(ownerRow.user_id), storeId: String(ownerRow.store_id), role: ownerRow.role, sessionId: '0' };
  const storeUrl = app.subgraphs.find((subgraph) => subgraph.runtime.name === 'store')!.url;
  const memberId = (id: string) => Buffer.from(`StoreMember:${id}`, 'utf8').toString('base64url');
  const response = await fetch(storeUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/json', [CALLER_HEADER]: encodeCaller(caller, readSettings().internalSecret) },
    body: JSON.stringify({
      query: 'query($representations: [_Any!]!) { _entities(representations: $representations) { ... on StoreMember { id role isViewer } } }',
      variables: { representations: [{ __typename: 'StoreMember', id: memberId(ownerRow.member_id) }, { __typename: 'StoreMember', id: memberId(strangerRow.member_id) }] },
    }),
  });
  const body = (await response.json()) as any;
  assert.deepEqual(body.data._entities, [{ id: memberId(ownerRow.member_id), role: 'owner', isViewer: true }, null]);
});
