import { GraphQLError } from 'graphql';
import { translate, type Catalog, type Locale } from './i18n.ts';

/** A message shown beside one input field; REST turns a list of these into a 422 `errors` map. */
export interface FieldError {
  field: string;
  message: string;
}

/** Error codes carried in `extensions.code`; the REST adapter maps them to HTTP statuses. */
export const ErrorCode = {
  unauthenticated: 'UNAUTHENTICATED',
  forbidden: 'FORBIDDEN',
  notFound: 'NOT_FOUND',
  validation: 'BAD_USER_INPUT',
  rateLimited: 'RATE_LIMITED',
  conflict: 'CONFLICT',
  tooLarge: 'PAYLOAD_TOO_LARGE',
  unavailable: 'SERVICE_UNAVAILABLE',
} as const;
export type ErrorCode = (typeof ErrorCode)[keyof typeof ErrorCode];

const messages: Catalog = {
  unauthenticated: { en: 'Unauthenticated.', ar: 'يجب تسجيل الدخول أولاً.' },
  forbidden: { en: 'You do not have access to this.', ar: 'ليست لديك صلاحية للوصول إلى هذا.' },
  notFound: { en: 'Not found.', ar: 'غير موجود.' },
  invalid: { en: 'The given data was invalid.', ar: 'البيانات المدخلة غير صالحة.' },
};

/** An error a user caused and can fix; its message is already in the caller's language. */
export class UserFacingError extends GraphQLError {
  constructor(code: ErrorCode, message: string, fields: FieldError[] = []) {
    super(message, { extensions: { code, fields } });
  }
}

/**
 * A limit was reached: `retryAfter` (seconds) travels in the error's extensions so REST can send it as the
 * Retry-After header that HTTP clients and partners' plugins wait on, beside the message a person reads.
 */
export function rateLimited(message: string, retryAfter: number): UserFacingError {
  const error = new UserFacingError(ErrorCode.rateLimited, message);
  error.extensions.retryAfter = retryAfter;
  return error;
}

export function unauthenticated(locale: Locale = 'en'): UserFacingError {
  return new UserFacingError(ErrorCode.unauthenticated, translate(messages, locale, 'unauthenticated'));
}

export function forbidden(locale: Locale = 'en'): UserFacingError {
  return new UserFacingError(ErrorCode.forbidden, translate(messages, locale, 'forbidden'));
}

export function notFound(locale: Locale = 'en', message?: string): UserFacingError {
  return new UserFacingError(ErrorCode.notFound, message ?? translate(messages, locale, 'notFound'));
}

/** A validation failure: the message is the first field message, as the web client shows it. */
export function invalid(locale: Locale, fields: FieldError[]): UserFacingError {
  return new UserFacingError(ErrorCode.validation, fields[0]?.message ?? translate(messages, locale, 'invalid'), fields);
}
