import { Redis } from 'ioredis';
import { messageOf, payloadsOf, pushIterator, type PubSub } from './pubsub.ts';

/** Pub/sub over Redis, used when REDIS_URL is set: cheaper fan-out than NOTIFY for many instances. */
export class RedisPubSub implements PubSub {
  private readonly publisher: Redis;
  private readonly subscriber: Redis;
  private readonly handlers = new Map<string, Set<(payload: unknown) => void>>();

  constructor(url: string, private readonly prefix = 'dukkan:') {
    this.publisher = new Redis(url, { lazyConnect: false, maxRetriesPerRequest: 2 });
    this.subscriber = new Redis(url, { lazyConnect: false, maxRetriesPerRequest: 2 });
    this.subscriber.on('message', (channel: string, message: string) => {
      for (const payload of payloadsOf(JSON.parse(message) as unknown)) for (const handler of this.handlers.get(channel) ?? []) handler(payload);
    });
  }

  publishAll(topic: string, payloads: unknown[]): Promise<void> {
    return this.publish(topic, messageOf(payloads));
  }

  async publish(topic: string, payload: unknown): Promise<void> {
    await this.publisher.publish(this.prefix + topic, JSON.stringify(payload ?? null));
  }

  async subscribe(topic: string) {
    const channel = this.prefix + topic;
    let set = this.handlers.get(channel);
    if (!set) {
      set = new Set();
      this.handlers.set(channel, set);
      await this.subscriber.subscribe(channel);
    }
    const handlerSet = set;
    const { push, iterator } = pushIterator(async () => {
      handlerSet.delete(push);
      if (!handlerSet.size) {
        this.handlers.delete(channel);
        await this.subscriber.unsubscribe(channel).catch(() => {});
      }
    });
    handlerSet.add(push);
    return iterator;
  }

  async close(): Promise<void> {
    this.handlers.clear();
    this.publisher.disconnect();
    this.subscriber.disconnect();
  }
}
