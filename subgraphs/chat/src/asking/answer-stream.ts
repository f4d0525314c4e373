import type { PubSub } from '@dukkan/shared';
import type { ConversationEvent } from '../conversations/conversation-events.ts';

/** Each topic's events waiting to be published, and the publishing under way. */
interface Outbox {
  pending: ConversationEvent[];
  sent: Promise<void>;
}
const outboxes = new Map<string, Outbox>();

/**
 * Publishes one answer's events on its conversation's topic, strictly in order, while the answer itself never
 * waits for the network. The first event goes out as soon as the code that emitted it yields, with whatever it
 * emitted meanwhile ("understood" and "running" together); the events emitted while a publish is under way go
 * together in the next one (the text pieces, table and chart), so subscribers see the same events in the same order
 * for a fraction of the round trips. One publish at a time per topic: the pool could otherwise send two NOTIFYs on
 * different connections and swap them. `finished()` resolves when every event has been handed to the pub/sub.
 */
export class AnswerStream {
  constructor(
    private readonly pubsub: PubSub,
    /** conversationTopic(store, conversation): the store is part of the topic, so streams never cross stores. */
    private readonly topic: string,
    /** Global ids, as clients know them. */
    private readonly conversationId: string,
    private readonly messageId: string,
  ) {}

  emit(type: ConversationEvent['type'], payload: unknown): void {
    const event: ConversationEvent = { conversationId: this.conversationId, messageId: this.messageId, type, payload };
    const topic = this.topic;
    const waiting = outboxes.get(topic);
    if (waiting) {
      waiting.pending.push(event);
      return;
    }
    const outbox: Outbox = { pending: [event], sent: Promise.resolve() };
    outboxes.set(topic, outbox);
    outbox.sent = (async () => {
      // Events emitted in the same synchronous run leave together: "understood" and "running" are one NOTIFY.
      await Promise.resolve();
      while (outbox.pending.length) {
        const batch = outbox.pending.splice(0);
        // A failed publish must not fail the answer: subscribers miss events, REST and GraphQL still get the answer.
        await this.pubsub.publishAll(topic, batch).catch(() => {});
      }
      outboxes.delete(topic);
    })();
  }

  /** Sends a sentence as a few pieces, the way a reader sees it arrive. */
  emitText(text: string, wordsPerPiece = 4): void {
    const words = text.split(/(?<=\s)/);
    for (let i = 0; i < words.length; i += wordsPerPiece) this.emit('text', { text: words.slice(i, i + wordsPerPiece).join('') });
  }

  finished(): Promise<void> {
    return outboxes.get(this.topic)?.sent ?? Promise.resolve();
  }
}
