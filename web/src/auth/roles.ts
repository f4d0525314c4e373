import type { MessageDescriptor } from 'react-intl';
import { authMessages } from './messages.ts';

/** The roles a member picks when completing the profile: the audiences of SPEC 1. */
export const ROLES: { value: string; label: MessageDescriptor }[] = [
  { value: 'owner', label: authMessages.roleOwner },
  { value: 'manager', label: authMessages.roleManager },
  { value: 'marketing', label: authMessages.roleMarketing },
  { value: 'support', label: authMessages.roleSupport },
  { value: 'operations', label: authMessages.roleOperations },
  { value: 'product', label: authMessages.roleProduct },
  { value: 'finance', label: authMessages.roleFinance },
  { value: 'developer', label: authMessages.roleDeveloper },
];

/** Every IANA time zone the browser knows, the visitor's own first. */
export function timezones(own: string): string[] {
  const all = typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : ['UTC'];
  return [own, ...all.filter((zone) => zone !== own)];
}
