import type { LlmSettings } from './llm-settings.ts';

export interface ChatMessage {
  role: 'system' | 'user' | 'assistant';
  content: string;
}

/** Replies longer than this are not answers to our prompts: the exchange is cut off. */
const MAX_REPLY_CHARS = 20_000;

/**
 * One chat completion, streamed (SSE `data:` lines with `choices[0].delta.content`, ending with `[DONE]`); a server
 * that answers plain JSON instead is read too. Every delta goes to `onDelta` as it arrives. Rejects on timeout,
 * HTTP errors, oversize replies and malformed streams: callers fall back to the engine's own answer.
 */
export async function completeChat(settings: LlmSettings, messages: ChatMessage[], onDelta?: (text: string) => void): Promise<string> {
  const signal = AbortSignal.timeout(settings.timeoutMs);
  const response = await fetch(`${settings.baseUrl}/chat/completions`, {
    method: 'POST',
    signal,
    headers: {
      'content-type': 'application/json',
      accept: 'text/event-stream, application/json',
      ...(settings.apiKey ? { authorization: `Bearer ${settings.apiKey}` } : {}),
    },
    body: JSON.stringify({ model: settings.model, messages, stream: true, temperature: 0 }),
  });
  if (!response.ok || !response.body) throw new Error(`LLM provider answered ${response.status}`);
  if (!(response.headers.get('content-type') ?? '').includes('text/event-stream')) {
    const body = (await response.json()) as { choices?: { message?: { content?: unknown } }[] };
    const content = body.choices?.[0]?.message?.content;
    if (typeof content !== 'string') throw new Error('LLM reply has no content');
    onDelta?.(content);
    return content.slice(0, MAX_REPLY_CHARS);
  }
  return readStream(response.body, onDelta);
}

async function readStream(body: ReadableStream<Uint8Array>, onDelta?: (text: string) => void): Promise<string> {
  const decoder = new TextDecoder();
  let buffer = '';
  let text = '';
  for await (const chunk of body as unknown as AsyncIterable<Uint8Array>) {
    buffer += decoder.decode(chunk, { stream: true });
    let newline: number;
    while ((newline = buffer.indexOf('\n')) >= 0) {
      const line = buffer.slice(0, newline).trim();
      buffer = buffer.slice(newline + 1);
      if (!line.startsWith('data:')) continue;
      const data = line.slice(5).trim();
      if (data === '[DONE]') return text;
      const delta = (JSON.parse(data) as { choices?: { delta?: { content?: unknown } }[] }).choices?.[0]?.delta?.content;
      if (typeof delta !== 'string' || !delta) continue;
      text += delta;
      if (text.length > MAX_REPLY_CHARS) throw new Error('LLM reply too long');
      onDelta?.(delta);
    }
  }
  throw new Error('LLM stream ended without [DONE]');
}
