/**
 * Events that must reach every gateway and chat instance (answer streams, import progress). Never process memory
 * alone: a subscriber on one instance must see what another instance published.
 */
export interface PubSub {
  publish(topic: string, payload: unknown): Promise<void>;
  /** Publishes several payloads as one message; subscribers still receive them one by one, in this order. */
  publishAll(topic: string, payloads: unknown[]): Promise<void>;
  /** Yields each payload published on the topic after the subscription is ready. */
  subscribe(topic: string): Promise<AsyncIterableIterator<unknown> & { close(): Promise<void> }>;
  close(): Promise<void>;
}

/** The one message several payloads travel in (one NOTIFY, one Redis PUBLISH): a lone payload as itself. */
export const messageOf = (payloads: unknown[]): unknown => (payloads.length === 1 ? payloads[0] : { __batch: payloads });

/** The payloads one message carries: the batch's, or the message itself. */
export function payloadsOf(message: unknown): unknown[] {
  return message && typeof message === 'object' && Array.isArray((message as { __batch?: unknown }).__batch) ? (message as { __batch: unknown[] }).__batch : [message];
}

/** A queue that turns pushed values into an async iterator; the iterator's return() unsubscribes. */
export function pushIterator(onClose: () => Promise<void> | void): {
  push(value: unknown): void;
  iterator: AsyncIterableIterator<unknown> & { close(): Promise<void> };
} {
  const buffer: unknown[] = [];
  const waiting: Array<(result: IteratorResult<unknown>) => void> = [];
  let done = false;
  const finish = async (): Promise<IteratorResult<unknown>> => {
    if (!done) {
      done = true;
      for (const resolve of waiting.splice(0)) resolve({ value: undefined, done: true });
      await onClose();
    }
    return { value: undefined, done: true };
  };
  const iterator = {
    next(): Promise<IteratorResult<unknown>> {
      if (buffer.length) return Promise.resolve({ value: buffer.shift(), done: false });
      if (done) return Promise.resolve({ value: undefined, done: true });
      return new Promise((resolve) => waiting.push(resolve));
    },
    return: finish,
    throw: async (error: unknown) => {
      await finish();
      throw error;
    },
    close: async () => {
      await finish();
    },
    [Symbol.asyncIterator]() {
      return this;
    },
  };
  return {
    push(value) {
      if (done) return;
      const resolve = waiting.shift();
      if (resolve) resolve({ value, done: false });
      else buffer.push(value);
    },
    iterator,
  };
}
