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
  if (isArabizi(own)) return 'ar';
  if (/[a-z]/i.test(own) || /[\u0621-\u064A]/.test(own)) return isArabic(spoken) ? 'ar' : 'en';
  const before = context.language ?? context.plan?.language;
  if (before) return before;
  return isArabic(spoken) ? 'ar' : locale ?? 'en';
}

/**
 * Arabic typed in Latin letters and digits ("kam talab el yom", "shu a7san montaj"): the engine does not read it yet,
 * but its refusal is for an Arabic speaker (it was in English). Two of its common words, or one with a digit for a
 * letter (3, 7, 2), make it so.
 */
const ARABIZI = new Set(['kam', 'km', 'talab', 'talabat', 'el', 'al', 'yom', 'youm', 'elyom', 'shahr', 'elshahr', 'madi', 'elmadi', 'eish', 'esh', 'shu', 'sho', 'wesh', 'akthar', 'aktar', 'montaj', 'montajat', 'jana', 'ams', 'embareh', 'mabe3at', 'mabi3at', 'mabe3', 'a7san', 'afdal', 'sana', 'elsana', 'osbo3', 'zbon', 'zabayen', 'omala']);
// A digit standing for a letter inside a word ("a7san", "mabe3at", "osbo3"), not a code such as "q3", "h1" or "mp3".
const LETTER_DIGIT = /^(?:[a-z]+[2357][a-z]+|[a-z]{3,}[2357]|[2357][a-z]{2,})$/;
export function isArabizi(text: string): boolean {
  const words = text.toLowerCase().split(/[^a-z0-9]+/).filter(Boolean);
  const said = words.filter((word) => ARABIZI.has(word) || LETTER_DIGIT.test(word));
  return said.length >= 2 && said.length * 2 >= words.length;
}
