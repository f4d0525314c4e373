import { translate, type FieldError, type Locale } from '@dukkan/shared';
import { askMessages } from './ask-messages.ts';

/** Longest question accepted; longer text is a paste, not a question. */
export const MAX_QUESTION_LENGTH = 2000;

/** The question as the engine should read it (one line, no control characters), or the field errors to show. */
export function readQuestion(raw: unknown, locale: Locale, field = 'question'): { question: string; errors: FieldError[] } {
  const text = typeof raw === 'string' ? raw : '';
  // Control characters and zero-width marks carry no meaning in a question and could hide text from a reader.
  const question = text.replace(/[\u0000-\u001f\u007f\u200b-\u200f\u202a-\u202e\u2066-\u2069]+/g, ' ').replace(/\s+/g, ' ').trim();
  if (!question) return { question, errors: [{ field, message: translate(askMessages, locale, 'questionRequired') }] };
  if ([...question].length > MAX_QUESTION_LENGTH) {
    return { question, errors: [{ field, message: translate(askMessages, locale, 'questionTooLong', { max: MAX_QUESTION_LENGTH }) }] };
  }
  return { question, errors: [] };
}
