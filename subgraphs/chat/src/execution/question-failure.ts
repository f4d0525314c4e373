import { translate, type Catalog, type Locale } from '@dukkan/shared';

/** Why a question could not be run, in words a store owner understands (never the database's own message). */
export type FailureReason = 'timeout' | 'notAllowed' | 'noStore' | 'tooBig' | 'unavailable' | 'couldNotAnswer' | 'failed';

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
  couldNotAnswer: {
    en: "I couldn't answer that question from your data. Try asking it another way, for example with one measure and one period.",
    ar: 'لم أتمكن من الإجابة عن هذا السؤال من بياناتك. جرّب صياغته بطريقة أخرى، مثلاً بمقياس واحد وفترة واحدة.',
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
  '0A000': 'notAllowed', // feature_not_supported: a data-modifying WITH inside that subquery
  '54000': 'tooBig', // program_limit_exceeded
  '53200': 'tooBig', // out_of_memory
  '08006': 'unavailable',
  '08003': 'unavailable',
  '57P01': 'unavailable',
};

const UNREACHABLE = new Set(['ECONNREFUSED', 'ECONNRESET', 'ENOTFOUND', 'ETIMEDOUT', 'EHOSTUNREACH', 'ENETUNREACH', 'EAI_AGAIN']);
/**
 * Only one query may run, inside the row-capping subquery: a second statement, or a write where the query should be,
 * fails there as a syntax error and is a refusal. The engine only ever writes one SELECT (or WITH) without ';'.
 */
const isOneQuery = (sql: string) => /^\s*(?:select|with)\b/i.test(sql) && !sql.includes(';');

function reasonOf(sqlState: string | null, sql: string | undefined): FailureReason {
  if (!sqlState) return 'failed';
  if (BY_SQLSTATE[sqlState]) return BY_SQLSTATE[sqlState];
  if (sqlState === '42601' && sql !== undefined && !isOneQuery(sql)) return 'notAllowed';
  if (UNREACHABLE.has(sqlState) || sqlState.startsWith('08')) return 'unavailable';
  // Any other database error is a question the engine wrote wrong: said honestly, never as a refusal or an outage.
  return 'couldNotAnswer';
}

export class QuestionFailure extends Error {
  constructor(readonly reason: FailureReason, readonly sqlState: string | null = null, cause?: unknown) {
    super(`question failed: ${reason}${sqlState ? ` (${sqlState})` : ''}`, cause === undefined ? undefined : { cause });
  }

  /** A failure of the product rather than of the question or the store's data: logged, so it can be mended. */
  get isDefect(): boolean {
    return this.reason === 'failed' || this.reason === 'couldNotAnswer';
  }

  /** What the log says of it: the reason and the underlying error's stack, never the question's values. */
  describe(): string {
    const cause = this.cause as { stack?: string; message?: string } | undefined;
    return `${this.message}${cause ? `: ${cause.stack ?? cause.message}` : ''}`;
  }

  /** `sql`: the statement that failed, when known (a syntax error in something that is no query is a refusal). */
  static from(error: unknown, sql?: string): QuestionFailure {
    if (error instanceof QuestionFailure) return error;
    const code = (error as { code?: unknown })?.code;
    const sqlState = typeof code === 'string' ? code : null;
    return new QuestionFailure(reasonOf(sqlState, sql), sqlState, error);
  }

  messageIn(locale: Locale): string {
    return translate(messages, locale, this.reason);
  }
}
