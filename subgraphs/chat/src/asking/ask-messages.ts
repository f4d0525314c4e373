import type { Catalog } from '@dukkan/shared';

/** Every sentence the asking flow itself says (the engine has its own); English and Arabic. */
export const askMessages: Catalog = {
  questionRequired: { en: 'The message field is required.', ar: 'حقل الرسالة مطلوب.' },
  questionTooLong: {
    en: 'The message may not be greater than {max} characters.',
    ar: 'يجب ألا تزيد الرسالة عن {max} حرفاً.',
  },
  conversationNotFound: { en: 'This conversation does not exist.', ar: 'هذه المحادثة غير موجودة.' },
  noStore: { en: 'Choose a store first, then ask again.', ar: 'اختر متجراً أولاً ثم اسأل مرة أخرى.' },
  contextCleared: { en: 'Context cleared. Ask a new question.', ar: 'تم مسح السياق. اطرح سؤالاً جديداً.' },
  sqlIntro: { en: 'Here is the SQL behind the last answer.', ar: 'هذا هو استعلام SQL وراء الإجابة الأخيرة.' },
  sqlGone: {
    en: 'The table the last answer read has changed or been removed since, so its SQL cannot be written again. Ask the question again.',
    ar: 'تغيّر الجدول الذي قرأته الإجابة الأخيرة أو حُذف منذ ذلك الحين، فلا يمكن كتابة استعلام SQL الخاص بها من جديد. اطرح السؤال مرة أخرى.',
  },
};
