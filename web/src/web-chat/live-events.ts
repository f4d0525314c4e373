import { answerOf, type ChatTurn, type ChartSpec, type AnswerTable } from './chat-types.ts';

export interface LiveEvent {
  type: string;
  messageId: string | null;
  payload: unknown;
}

/** One streamed event folded into the turn it belongs to: the sentence grows piece by piece, then table and chart. */
export function applyEvent(current: ChatTurn, event: LiveEvent): ChatTurn {
  const understoodKind = event.type === 'understood' && typeof (event.payload as { kind?: unknown })?.kind === 'string' ? String((event.payload as { kind: string }).kind) : null;
  // What the engine understood (a clarifying question) is kept even when the ask's answer arrived first.
  const turn = { ...current, kind: understoodKind ?? current.kind, streamed: current.streamed + 1, streamDone: current.streamDone || event.type === 'done' || event.type === 'error' };
  if (current.status === 'done' || current.status === 'error') return turn;
  const payload = (event.payload ?? {}) as Record<string, unknown>;
  switch (event.type) {
    case 'understood':
      return { ...turn, status: 'understanding', answer: { ...turn.answer, language: String(payload.language ?? '') } };
    case 'running':
      return { ...turn, status: 'running' };
    case 'text': {
      const piece = String(payload.text ?? '');
      return { ...turn, status: 'streaming', answer: { ...turn.answer, text: payload.replace ? piece : turn.answer.text + piece } };
    }
    case 'table':
      return { ...turn, answer: { ...turn.answer, table: payload as unknown as AnswerTable } };
    case 'chart':
      return { ...turn, answer: { ...turn.answer, chart: payload as unknown as ChartSpec } };
    case 'done':
      return payload.answer ? { ...turn, status: 'done', answer: answerOf(payload.answer as Parameters<typeof answerOf>[0]) } : { ...turn, status: 'done' };
    case 'error':
      return { ...turn, status: 'error', error: String(payload.message ?? ''), answer: { ...turn.answer, text: String(payload.message ?? turn.answer.text) } };
    default:
      return turn;
  }
}
