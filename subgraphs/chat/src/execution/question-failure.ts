import { translate, type Catalog, type Locale } from '@dukkan/shared';

/** Why a question could not be run, in words a store owner understands (never the database's own message). */
export type FailureReason = 'timeout' | 'notAllowed' | 'noStore' | 'tooBig' | 'unavailable' | 'failed';

const messages: Catalog = {
  timeout: {
    en: 'That question took too long to answer. Try a shorter period or fewer groups.',
    ar: 'استغرق هذا السؤال وقتاً طويلاً. جرّب فترة أقصر أو تجميعاً أقل.',
  },
  notAllowed: {
    en: 'I can only read your store data; I cannot change or delete anything.',
    ar: 'يمكنني قراءة بيانات متجرك فقط، ولا أستطيع تعديل أو حذف أي شيء.',
  },
  noStore: { en: 'Choose a store first, then ask again.', ar: 'اختر متجراً أولاً ثم اسأل مرة أخرى.' },
  tooBig: {
    en: 'That answer is too large to show. Try narrowing it with a period or a top N.',
    ar: 'هذه الإجابة أكبر من أن تُعرض. جرّب تضييقها بفترة زمنية أو بأعلى N.',
  },
  unavailable: {
    en: 'Your data is not reachable right now. Please try again in a moment.',
    ar: 'لا يمكن الوصول إلى بياناتك الآن. يرجى المحاولة بعد قليل.',
  },
  failed: {
    en: 'Something went wrong while answering. Please rephrase the question or try again.',
    ar: 'حدث خطأ أثناء الإجابة. يرجى إعادة صياغة السؤال أو المحاولة مرة أخرى.',
  },
};

const BY_SQLSTATE: Record<string, FailureReason> = {
  '57014': 'timeout', // query_canceled (statement_timeout)
  '25006': 'notAllowed', // read_only_sql_transaction
  '42501': 'notAllowed', // insufficient_privilege
  '42601': 'notAllowed', // syntax error: only one query may run, inside the row-capping subquery
  '0A000': 'notAllowed', // feature_not_supported: a data-modifying WITH inside that subquery
  '54000': 'tooBig', // program_limit_exceeded
  '53200': 'tooBig', // out_of_memory
  '08006': 'unavailable',
  '08003': 'unavailable',
  '57P01': 'unavailable',
};

export class QuestionFailure extends Error {
  constructor(readonly reason: FailureReason, readonly sqlState: string | null = null) {
    super(`question failed: ${reason}${sqlState ? ` (${sqlState})` : ''}`);
  }

  static from(error: unknown): QuestionFailure {
    if (error instanceof QuestionFailure) return error;
    const code = (error as { code?: unknown })?.code;
    const sqlState = typeof code === 'string' ? code : null;
    return new QuestionFailure((sqlState && BY_SQLSTATE[sqlState]) || (sqlState === 'ECONNREFUSED' ? 'unavailable' : 'failed'), sqlState);
  }

  messageIn(locale: Locale): string {
    return translate(messages, locale, this.reason);
  }
}
