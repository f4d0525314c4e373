import type { MessageDescriptor } from 'react-intl';
import { messages } from './messages.ts';

/** Store roles as the team screen names them; owners and admins manage the team (ADR 53). */
export const ROLE_LABELS: Record<string, MessageDescriptor> = { owner: messages.roleOwner, admin: messages.roleAdmin, member: messages.roleMember };

/** The roles a manager may give: the owner is who created the store, never given. */
export const GIVEN_ROLES = ['member', 'admin'] as const;
