import type { Catalog } from '@dukkan/shared';

/** Every message the accounts part shows, in the wording of the Laravel API the clients were built against. */
export const messages: Catalog = {
  required: { en: 'The {attribute} field is required.', ar: 'حقل {attribute} مطلوب.' },
  string: { en: 'The {attribute} field must be a string.', ar: 'يجب أن يكون حقل {attribute} نصًا.' },
  email: { en: 'The {attribute} field must be a valid email address.', ar: 'يجب أن يكون {attribute} عنوان بريد إلكتروني صحيح البنية.' },
  min: { en: 'The {attribute} field must be at least {min} characters.', ar: 'يجب أن يكون طول {attribute} على الأقل {min} حروف.' },
  max: { en: 'The {attribute} field must not be greater than {max} characters.', ar: 'يجب ألا يزيد طول {attribute} عن {max} حرفًا.' },
  timezone: { en: 'The {attribute} field must be a valid timezone.', ar: 'يجب أن يكون {attribute} منطقة زمنية صحيحة.' },
  phone: { en: 'The {attribute} field format is invalid.', ar: 'صيغة {attribute} غير صحيحة.' },
  in: { en: 'The selected {attribute} is invalid.', ar: 'قيمة {attribute} المختارة غير صالحة.' },
  confirmed: { en: 'The {attribute} field confirmation does not match.', ar: 'تأكيد {attribute} غير متطابق.' },
  emailTaken: { en: 'The email has already been taken.', ar: 'البريد الإلكتروني مستخدم من قبل.' },
  failed: { en: 'These credentials do not match our records.', ar: 'بيانات الاعتماد هذه غير متطابقة مع البيانات المسجلة لدينا.' },
  throttle: {
    en: 'Too many login attempts. Please try again in {wait}.',
    ar: 'عدد كبير جدًا من محاولات الدخول. يرجى المحاولة مرة أخرى بعد {wait}.',
  },
  currentPassword: { en: 'The provided password does not match your current password.', ar: 'كلمة المرور المدخلة لا تطابق كلمة المرور الحالية.' },
  resetLinkSent: { en: 'We have emailed your password reset link.', ar: 'أرسلنا رابط إعادة تعيين كلمة المرور إلى بريدك الإلكتروني.' },
  resetTokenInvalid: { en: 'This password reset token is invalid.', ar: 'رمز إعادة تعيين كلمة المرور هذا غير صالح.' },
  passwordReset: { en: 'Your password has been reset.', ar: 'تمت إعادة تعيين كلمة المرور.' },
  passwordChanged: { en: 'Your password has been changed.', ar: 'تم تغيير كلمة المرور.' },
  profileCompleted: { en: 'Your profile has been saved.', ar: 'تم حفظ ملفك الشخصي.' },
  loggedOut: { en: 'You have been logged out.', ar: 'تم تسجيل الخروج.' },
  invitationInvalid: { en: 'This invitation is invalid or has expired.', ar: 'هذه الدعوة غير صالحة أو منتهية الصلاحية.' },
  invitationOtherEmail: { en: 'This invitation was sent to another email address.', ar: 'أُرسلت هذه الدعوة إلى بريد إلكتروني آخر.' },
  invitationSent: { en: 'The invitation has been sent.', ar: 'تم إرسال الدعوة.' },
  storeFailed: { en: 'Your store could not be created. Please try again.', ar: 'تعذر إنشاء متجرك. يرجى المحاولة مرة أخرى.' },
};

/** Field names as users read them in each language (Laravel's `attributes`). */
export const attributes: Catalog = {
  email: { en: 'email', ar: 'البريد الإلكتروني' },
  password: { en: 'password', ar: 'كلمة المرور' },
  password_confirmation: { en: 'password confirmation', ar: 'تأكيد كلمة المرور' },
  current_password: { en: 'current password', ar: 'كلمة المرور الحالية' },
  store_name: { en: 'store name', ar: 'اسم المتجر' },
  name: { en: 'name', ar: 'الاسم' },
  role: { en: 'role', ar: 'الدور' },
  timezone: { en: 'timezone', ar: 'المنطقة الزمنية' },
  token: { en: 'token', ar: 'الرمز' },
  invite_code: { en: 'invite code', ar: 'رمز الدعوة' },
  phone: { en: 'phone', ar: 'رقم الهاتف' },
  uuid: { en: 'uuid', ar: 'المعرف' },
  shop: { en: 'shop', ar: 'المتجر' },
};
