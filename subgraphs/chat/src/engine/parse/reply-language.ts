import type { ConversationContext, Locale } from '../types.ts';
import { isArabic } from './normalise.ts';

/** An e-mail or a link: written in no language, whatever its letters. */
const NO_LANGUAGE = /\S+@\S+\.[^\s؟?،,]+|\b(?:https?:\/\/|www\.)\S+/gi;

/**
 * The language an answer is written in: the message's own. A message with no words of its own, a number ("1042",
 * "٢٠٢٤", "5") or an e-mail sent as a reply, keeps the conversation's language: inside an Arabic conversation it was
 * answered in English. Outside one it is the caller's (or, for Arabic-Indic digits, Arabic), as before.
 */
export function answerLanguage(spoken: string, context: ConversationContext, locale: Locale | undefined): Locale {
  const own = spoken.replace(NO_LANGUAGE, ' ');
  if (/[a-z]/i.test(own) || /[\u0621-\u064A]/.test(own)) return isArabic(spoken) ? 'ar' : 'en';
  const before = context.language ?? context.plan?.language;
  if (before) return before;
  return isArabic(spoken) ? 'ar' : locale ?? 'en';
}
