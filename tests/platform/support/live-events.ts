import type { PubSub } from '@dukkan/shared';
import type { Received } from './live-client.ts';

export const CONVERSATION_EVENTS = `subscription ConversationEvents($conversationId: ID!) {
  conversationEvents(conversationId: $conversationId) { conversationId messageId type payload }
}`;

/**
 * A subscription is live once the chat subgraph has issued its LISTEN/SUBSCRIBE, which no protocol message
 * announces: publish a "ready" event until every receiver has seen one, then the real events can be published.
 */
export async function untilLive(pubsub: PubSub, topic: string, conversationId: string, receivers: Received[]): Promise<void> {
  const live = (receiver: Received) => receiver.error !== undefined || receiver.results.some((result) => result.data?.conversationEvents?.type === 'running');
  while (!receivers.every(live)) {
    await pubsub.publish(topic, { conversationId, messageId: null, type: 'running', payload: { ready: true } });
    await Promise.race([Promise.all(receivers.map((receiver) => receiver.until(() => live(receiver)))), new Promise((resolve) => setTimeout(resolve, 200))]);
  }
}

/** The events of one type a receiver got, as the client sees them. */
export const eventsOf = (receiver: Received, type: string) =>
  receiver.results.map((result) => result.data?.conversationEvents).filter((event) => event?.type === type);
