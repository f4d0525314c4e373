import { completeChat } from './chat-completion.ts';
import { llmSettings } from './llm-settings.ts';

/** The digits of a text in order, whatever numeral system and grouping it uses. */
function digitsOf(text: string): string {
  return text
    .replace(/[\u0660-\u0669]/g, (digit) => String(digit.charCodeAt(0) - 0x0660))
    .replace(/[\u06f0-\u06f9]/g, (digit) => String(digit.charCodeAt(0) - 0x06f0))
    .replace(/\D/g, '');
}

/**
 * Rephrases an answer's sentence into another language through the LLM provider, streaming each piece to
 * `onPiece`. The result must keep every number of the original in order (a translation may regroup digits, never
 * change them); otherwise, or on any failure, null, and `onPiece` receives the original with `replace` set so a
 * reader never keeps a half or wrong sentence.
 */
export async function rephraseAnswer(text: string, language: string, onPiece: (piece: string, replace?: boolean) => void): Promise<string | null> {
  const settings = llmSettings();
  if (!settings || !/^[a-z]{2,3}(-[A-Za-z]{2,4})?$/.test(language)) return null;
  let streamed = false;
  try {
    const reply = await completeChat(
      settings,
      [
        { role: 'system', content: `Translate the user's text into the language with code "${language}". Keep every number, amount and date exactly. Reply with the translation only.` },
        { role: 'user', content: text },
      ],
      (piece) => {
        streamed = true;
        onPiece(piece);
      },
    );
    const result = reply.trim();
    if (result && result.length <= text.length * 4 + 200 && digitsOf(result) === digitsOf(text)) return result;
  } catch {
    // Fall through to the original sentence.
  }
  if (streamed) onPiece(text, true);
  return null;
}
