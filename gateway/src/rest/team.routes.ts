import { bodyOf, defineRoutes } from './route.ts';
import { inputOf, text } from './auth.routes.ts';

/** A store's team on REST (SPEC 7.2 `/stores/users`), each call a thin mapping onto the team's GraphQL operations (ADR 53). */
const MEMBER_FIELDS = 'id role joinedAt isViewer user { id name email }';
const TEAM_ERRORS = 'userErrors { field message code }';
const REFUSALS = {
  403: "The caller's role may not manage the team, or the change touches the store's owner or the caller themself.",
  404: "No member with this id in the caller's store (another store's member is not found either).",
};

export function memberJson(member: any) {
  if (!member) return null;
  return { id: member.id, user_id: member.user?.id ?? null, name: member.user?.name ?? null, email: member.user?.email ?? null, role: member.role, joined_at: member.joinedAt, is_you: member.isViewer };
}

export const teamRoutes = defineRoutes([
  {
    method: 'GET',
    path: '/stores/users',
    summary: "The store's team, oldest first: id, name, email, role, joined_at; `can_manage` says whether the caller may invite, change roles and remove.",
    tag: 'stores',
    auth: true,
    operation: `query StoreUsers { defaultStore { members(first: 100) { viewerCanManage edges { node { ${MEMBER_FIELDS} } } } } }`,
    respond: (data) => {
      const members = data.defaultStore?.members;
      return { data: { data: (members?.edges ?? []).map((edge: any) => memberJson(edge.node)), can_manage: members?.viewerCanManage ?? false } };
    },
  },
  {
    method: 'POST',
    path: '/stores/users',
    summary: 'Invites someone to the team (owners and admins): answers the invite code and link, mailed to `email` when given. `role` is admin or member (default member).',
    tag: 'stores',
    auth: true,
    body: { email: text('Who the invitation is for; only this address can accept it.'), role: text('admin or member') },
    refusals: { 403: REFUSALS[403] },
    operation: `mutation InviteStoreUser($input: InviteMemberInput!) {
      inviteMember(input: $input) { inviteCode inviteUrl message invitation { email role expiresAt } userErrors { field message } } }`,
    variables: (req, caller) => inputOf(req, { email: 'email', role: 'role' }, caller.locale),
    respond: (data) => {
      const invited = data.inviteMember;
      const invitation = invited.invitation;
      return {
        message: invited.message,
        data: { invite_code: invited.inviteCode, invite_url: invited.inviteUrl, email: invitation?.email ?? null, role: invitation?.role ?? null, expires_at: invitation?.expiresAt ?? null },
      };
    },
  },
  {
    method: 'GET',
    path: '/stores/users/invitations',
    summary: "The store's open invitations (not accepted, not expired), newest first: id, email, role, expires_at. Empty for members.",
    tag: 'stores',
    auth: true,
    operation: 'query StoreInvitations { defaultStore { invitations(first: 100) { edges { node { id email role expiresAt } } } } }',
    respond: (data) => ({
      data: { data: (data.defaultStore?.invitations.edges ?? []).map(({ node }: any) => ({ id: node.id, email: node.email, role: node.role, expires_at: node.expiresAt })) },
    }),
  },
  {
    method: 'DELETE',
    path: '/stores/users/invitations/:id',
    summary: 'Revokes an open invitation (owners and admins): its link stops working at once.',
    tag: 'stores',
    auth: true,
    refusals: { 403: REFUSALS[403] },
    operation: 'mutation RevokeStoreInvitation($input: RevokeInvitationInput!) { revokeInvitation(input: $input) { revokedInvitationId userErrors { field message } } }',
    variables: (req) => ({ input: { invitationId: (req.params as { id: string }).id } }),
    fieldNames: { invitationId: 'id' },
    respond: (data) => ({ data: { id: data.revokeInvitation.revokedInvitationId } }),
  },
  {
    method: 'PATCH',
    path: '/stores/users/:id',
    summary: "Gives a member another role (admin or member). Owners and admins only; never the owner's role or the caller's own.",
    tag: 'stores',
    auth: true,
    body: { role: text('admin or member') },
    refusals: REFUSALS,
    operation: `mutation ChangeStoreUserRole($input: ChangeMemberRoleInput!) { changeMemberRole(input: $input) { member { ${MEMBER_FIELDS} } ${TEAM_ERRORS} } }`,
    variables: (req) => ({ input: { memberId: (req.params as { id: string }).id, role: String(bodyOf(req).role ?? '') } }),
    fieldNames: { memberId: 'id' },
    respond: (data) => ({ data: memberJson(data.changeMemberRole.member) }),
  },
  {
    method: 'DELETE',
    path: '/stores/users/:id',
    summary: 'Removes a member from the team (owners and admins; never the owner or the caller): their sessions no longer reach the store.',
    tag: 'stores',
    auth: true,
    refusals: REFUSALS,
    operation: `mutation RemoveStoreUser($input: RemoveMemberInput!) { removeMember(input: $input) { removedMemberId ${TEAM_ERRORS} } }`,
    variables: (req) => ({ input: { memberId: (req.params as { id: string }).id } }),
    fieldNames: { memberId: 'id' },
    respond: (data) => ({ data: { id: data.removeMember.removedMemberId } }),
  },
]);
