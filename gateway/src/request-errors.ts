import { pickLocale, type Locale } from '@dukkan/shared';

/**
 * The gateway's own answers to requests it refuses before any subgraph sees them (malformed JSON, a body too large,
 * a content type it does not take, an unknown route, text with a NUL character), in the caller's language as every
 * other error is (they were English whatever the caller asked for).
 */
const MESSAGES: Record<string, Record<Locale, string>> = {
  malformed: { en: 'Malformed request: check that the body is valid JSON.', ar: 'طلب غير صالح: تأكد من أن المحتوى JSON صحيح.' },
  tooLarge: { en: 'Request body too large: the limit is {mb} MB.', ar: 'حجم الطلب كبير جداً: الحد الأقصى {mb} ميغابايت.' },
  tooLargeUpload: { en: 'Request body too large.', ar: 'حجم الطلب كبير جداً.' },
  malformedUpload: { en: 'The upload could not be read (a malformed multipart body). Send the file again.', ar: 'تعذّرت قراءة الملف المرفوع (محتوى multipart غير صالح). أرسل الملف مرة أخرى.' },
  contentType: { en: 'Unsupported content type: send application/json.', ar: 'نوع المحتوى غير مدعوم: أرسل application/json.' },
  badRequest: { en: 'Bad request.', ar: 'طلب غير صالح.' },
  failed: { en: 'Something went wrong.', ar: 'حدث خطأ ما.' },
  notFound: { en: 'Not found.', ar: 'غير موجود.' },
  nul: { en: 'Text cannot contain the NUL character (\\u0000).', ar: 'لا يمكن أن يحتوي النص على المحرف الفارغ (\\u0000).' },
};

/** The caller's language, from X-Locale or Accept-Language: the caller context's, and these refusals' before it is built. */
export function requestLocale(headers: Record<string, string | string[] | undefined>): Locale {
  return pickLocale((headers['x-locale'] as string | undefined) ?? headers['accept-language']);
}

export function requestError(key: keyof typeof MESSAGES, locale: Locale, params: Record<string, string | number> = {}): string {
  return MESSAGES[key][locale].replace(/\{(\w+)\}/g, (_m, name: string) => String(params[name] ?? ''));
}

/** Whether a parsed JSON body holds a string with a NUL character anywhere (PostgreSQL text cannot store one). */
export function holdsNul(value: unknown, depth = 0): boolean {
  if (typeof value === 'string') return value.includes('\u0000');
  if (depth > 20 || value === null || typeof value !== 'object') return false;
  return Object.entries(value as Record<string, unknown>).some(([key, inner]) => key.includes('\u0000') || holdsNul(inner, depth + 1));
}
