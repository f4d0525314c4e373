import { translate, type Catalog, type Locale } from '@dukkan/shared';

/** Why a change to a store's team was refused (ADR 53); the role check's own message is `teamManagersOnly` in roles.ts. */
const messages: Catalog = {
  memberNotFound: { en: 'This team member was not found.', ar: 'لم يُعثر على عضو الفريق هذا.' },
  ownerStays: {
    en: "The store's owner cannot be removed or given another role.",
    ar: 'لا يمكن إزالة مالك المتجر أو تغيير دوره.',
  },
  notYourself: {
    en: 'You cannot change your own role or remove yourself from the team.',
    ar: 'لا يمكنك تغيير دورك أو إزالة نفسك من الفريق.',
  },
  roleInvalid: { en: 'Choose admin or member.', ar: 'اختر مشرفاً أو عضواً.' },
};

export type TeamMessage = keyof typeof messages;

export function teamMessage(locale: Locale, key: TeamMessage): string {
  return translate(messages, locale, key);
}
