import type { PubSub } from '@dukkan/shared';
import type { ConversationEvent } from '../conversations/conversation-events.ts';

/** The tail of each topic's publishing, so two answers in one conversation never interleave their events. */
const tails = new Map<string, Promise<void>>();

/**
 * Publishes one answer's events on its conversation's topic, strictly in order: each publish waits for the one
 * before (the pool could otherwise send two NOTIFYs on different connections and swap them), while the answer
 * itself never waits for the network. `finished()` resolves when every event has been handed to the pub/sub.
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
    // A failed publish must not fail the answer: subscribers miss an event, REST and GraphQL still get the answer.
    const tail = (tails.get(topic) ?? Promise.resolve()).then(() => this.pubsub.publish(topic, event)).catch(() => {});
    tails.set(topic, tail);
    void tail.then(() => {
      if (tails.get(topic) === tail) tails.delete(topic);
    });
  }

  /** Sends a sentence as a few pieces, the way a reader sees it arrive. */
  emitText(text: string, wordsPerPiece = 4): void {
    const words = text.split(/(?<=\s)/);
    for (let i = 0; i < words.length; i += wordsPerPiece) this.emit('text', { text: words.slice(i, i + wordsPerPiece).join('') });
  }

  finished(): Promise<void> {
    return tails.get(this.topic) ?? Promise.resolve();
  }
}
