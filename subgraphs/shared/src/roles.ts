import type { Caller } from './caller.ts';
import { ErrorCode, UserFacingError, unauthenticated } from './errors.ts';
import { translate, type Catalog, type Locale } from './i18n.ts';

/**
 * What each store role may do (ADR 49). Roles live in `store_member.role` and reach every subgraph as the signed
 * caller's `role`. Owners and admins manage the store's data: data sources and their connection settings, seller
 * imports and their mappings, CSV uploads and replacements, rows, comments and cancelling imports. Every other role
 * (`member`) reads the data and asks questions. The subgraph that owns a mutation checks it, so REST, GraphQL and any
 * future caller are refused alike.
 */
export const DATA_MANAGER_ROLES: readonly string[] = ['owner', 'admin'];

/**
 * Who manages a store's team (ADR 53): the same owners and admins invite, change members' roles and remove members.
 * Nobody changes the owner's role or their own, and nobody removes the owner.
 */
export const TEAM_MANAGER_ROLES: readonly string[] = DATA_MANAGER_ROLES;

/** The roles a team manager may give: the owner is the one who created the store, never given. */
export const MEMBER_ROLES: readonly string[] = ['admin', 'member'];

const messages: Catalog = {
  dataManagersOnly: {
    en: "Only the store's owner or an admin can change its data sources and data. Ask one of them to do this.",
    ar: 'يمكن لمالك المتجر أو المشرف فقط تغيير مصادر البيانات والبيانات. اطلب من أحدهما القيام بذلك.',
  },
  teamManagersOnly: {
    en: "Only the store's owner or an admin can manage its team. Ask one of them to do this.",
    ar: 'يمكن لمالك المتجر أو المشرف فقط إدارة فريق المتجر. اطلب من أحدهما القيام بذلك.',
  },
};

export function teamManagersOnly(locale: Locale): string {
  return translate(messages, locale, 'teamManagersOnly');
}

/** Refuses (403, FORBIDDEN, in the caller's language) a caller who may not invite to the store's team. */
export function requireTeamManager(caller: Caller): void {
  if (!caller.userId) throw unauthenticated(caller.locale);
  if (!mayManageTeam(caller)) throw new UserFacingError(ErrorCode.forbidden, teamManagersOnly(caller.locale));
}

function hasRoleIn(caller: Caller, roles: readonly string[]): boolean {
  return Boolean(caller.userId && caller.storeId && caller.role && roles.includes(caller.role));
}

export function mayManageTeam(caller: Caller): boolean {
  return hasRoleIn(caller, TEAM_MANAGER_ROLES);
}

export function mayManageData(caller: Caller): boolean {
  return hasRoleIn(caller, DATA_MANAGER_ROLES);
}

/** Refuses (403, FORBIDDEN, in the caller's language) a caller whose role may not change the store's data. */
export function requireDataManager(caller: Caller): void {
  if (!caller.userId) throw unauthenticated(caller.locale);
  if (!mayManageData(caller)) throw new UserFacingError(ErrorCode.forbidden, translate(messages, caller.locale, 'dataManagersOnly'));
}
