import type { Locale } from '@dukkan/shared';
import { escapeHtml, type Mail } from './mailer.ts';

function mail(kind: string, to: string, subject: string, lines: string[], link: string, action: string, locale: Locale): Mail {
  const dir = locale === 'ar' ? 'rtl' : 'ltr';
  return {
    kind,
    to,
    subject,
    link,
    text: [...lines, '', link].join('\n'),
    html: `<div dir="${dir}">${lines.map((line) => `<p>${escapeHtml(line)}</p>`).join('')}<p><a href="${escapeHtml(link)}">${escapeHtml(action)}</a></p></div>`,
  };
}

export function passwordResetMail(to: string, link: string, locale: Locale): Mail {
  return locale === 'ar'
    ? mail('password-reset', to, 'إعادة تعيين كلمة المرور', ['تلقينا طلبًا لإعادة تعيين كلمة مرور حسابك في دكان.', 'ينتهي هذا الرابط خلال 60 دقيقة. إن لم تطلب ذلك فتجاهل هذه الرسالة.'], link, 'إعادة تعيين كلمة المرور', locale)
    : mail('password-reset', to, 'Reset your password', ['We received a request to reset the password of your Dukkan account.', 'This link expires in 60 minutes. If you did not ask for it, ignore this mail.'], link, 'Reset password', locale);
}

/** Who asks, and to which store's team: a mail that names neither reads as a stranger's (found by exploratory QA). */
export function invitationMail(to: string, link: string, locale: Locale, from: { inviter: string | null; store: string | null }): Mail {
  const store = from.store ?? (locale === 'ar' ? 'متجر' : 'a store');
  if (locale === 'ar') {
    const who = from.inviter ? `دعاك ${from.inviter} للانضمام إلى فريق «${store}» على دكان.` : `دُعيت للانضمام إلى فريق «${store}» على دكان.`;
    return mail('invitation', to, `دعوة للانضمام إلى «${store}» على دكان`, [who, 'تنتهي الدعوة خلال 7 أيام.'], link, 'قبول الدعوة', locale);
  }
  const who = from.inviter ? `${from.inviter} invited you to join the team of “${store}” on Dukkan.` : `You have been invited to join the team of “${store}” on Dukkan.`;
  return mail('invitation', to, `You're invited to ${store} on Dukkan`, [who, 'The invitation expires in 7 days.'], link, 'Accept the invitation', locale);
}

/** A new member's first password, after they accepted an invitation (they are signed in meanwhile). */
export function welcomeMemberMail(to: string, link: string, locale: Locale, store: string | null): Mail {
  const team = store ?? (locale === 'ar' ? 'المتجر' : 'the store');
  return locale === 'ar'
    ? mail('member-password', to, 'اختر كلمة مرور لحسابك في دكان', [`مرحباً بك في فريق «${team}» على دكان.`, 'اختر كلمة مرور لتسجيل الدخول لاحقاً. ينتهي هذا الرابط خلال 60 دقيقة؛ وبعدها استخدم «نسيت كلمة المرور» في صفحة الدخول.'], link, 'اختيار كلمة المرور', locale)
    : mail('member-password', to, 'Choose a password for Dukkan', [`Welcome to the team of “${team}” on Dukkan.`, 'Choose a password to sign in next time. This link expires in 60 minutes; after that, use “Forgot password” on the login page.'], link, 'Choose a password', locale);
}
