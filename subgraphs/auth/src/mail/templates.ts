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

export function invitationMail(to: string, link: string, locale: Locale): Mail {
  return locale === 'ar'
    ? mail('invitation', to, 'دعوة للانضمام إلى متجر على دكان', ['دُعيت للانضمام إلى فريق متجر على دكان.', 'تنتهي الدعوة خلال 7 أيام.'], link, 'قبول الدعوة', locale)
    : mail('invitation', to, "You're invited to a store on Dukkan", ['You have been invited to join a store team on Dukkan.', 'The invitation expires in 7 days.'], link, 'Accept the invitation', locale);
}
