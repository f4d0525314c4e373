import type { Caller } from './caller.ts';
import { ErrorCode, UserFacingError, unauthenticated } from './errors.ts';
import { translate, type Catalog } from './i18n.ts';

/**
 * What each store role may do (ADR 49). Roles live in `store_member.role` and reach every subgraph as the signed
 * caller's `role`. Owners and admins manage the store's data: data sources and their connection settings, seller
 * imports and their mappings, CSV uploads and replacements, rows, comments and cancelling imports. Every other role
 * (`member`) reads the data and asks questions. The subgraph that owns a mutation checks it, so REST, GraphQL and any
 * future caller are refused alike.
 */
export const DATA_MANAGER_ROLES: readonly string[] = ['owner', 'admin'];

const messages: Catalog = {
  dataManagersOnly: {
    en: "Only the store's owner or an admin can change its data sources and data. Ask one of them to do this.",
    ar: 'يمكن لمالك المتجر أو المشرف فقط تغيير مصادر البيانات والبيانات. اطلب من أحدهما القيام بذلك.',
  },
};

export function mayManageData(caller: Caller): boolean {
  return Boolean(caller.userId && caller.storeId && caller.role && DATA_MANAGER_ROLES.includes(caller.role));
}

/** Refuses (403, FORBIDDEN, in the caller's language) a caller whose role may not change the store's data. */
export function requireDataManager(caller: Caller): void {
  if (!caller.userId) throw unauthenticated(caller.locale);
  if (!mayManageData(caller)) throw new UserFacingError(ErrorCode.forbidden, translate(messages, caller.locale, 'dataManagersOnly'));
}
