import { test, after, before } from 'node:test';
import assert from 'node:assert/strict';
import { RedisPubSub } from '@dukkan/shared/pubsub/redis.ts';
import { conversationTopic } from '@dukkan/chat/conversations/conversation-events.ts';
import { initTestApp, type TestApp } from '../helpers/test-app.ts';
import { signUpStoreOwner, openConversation } from './support/store-owner.ts';
import { openLiveClient, collect, type LiveClient } from './support/live-client.ts';
import { CONVERSATION_EVENTS, untilLive, eventsOf } from './support/live-events.ts';
import { startServiceProcess, type ServiceProcess } from './support/service-process.ts';

// The same proof as subscriptions.test.ts, with REDIS_URL set: events travel through Redis, not NOTIFY.
const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

let app: TestApp;
let pubsub: RedisPubSub;
const clients: LiveClient[] = [];
const processes: ServiceProcess[] = [];

before(async () => {
  app = await initTestApp({ env: { REDIS_URL } });
  pubsub = new RedisPubSub(REDIS_URL);
});
after(async () => {
  for (const client of clients) await client.close().catch(() => {});
  for (const service of processes) await service.stop();
  await pubsub?.close();
  await app?.close();
});

test('two gateway processes, each with its own chat subgraph, receive the same events through Redis', async () => {
  const owner = await signUpStoreOwner(app, 'Dammam Dates');
  const conversation = await openConversation(app.databaseUrl, owner);
  const urls = Object.fromEntries(app.subgraphs.map((subgraph) => [subgraph.runtime.name, subgraph.url]));
  const chat = await startServiceProcess('subgraphs/chat/src/main.ts', { DATABASE_URL: app.databaseUrl, REDIS_URL, WORKERS: 'false' });
  processes.push(chat);
  const gateway = await startServiceProcess('gateway/src/main.ts', {
    DATABASE_URL: app.databaseUrl,
    REDIS_URL,
    SUBGRAPH_AUTH_URL: urls.auth,
    SUBGRAPH_STORE_URL: urls.store,
    SUBGRAPH_APPS_URL: urls.apps,
    SUBGRAPH_DATA_SOURCE_URL: urls['data-source'],
    SUBGRAPH_CHAT_URL: chat.url,
  });
  processes.push(gateway);

  const first = openLiveClient(app.url, { authorization: `Bearer ${owner.token}` });
  const second = openLiveClient(gateway.url, { authorization: `Bearer ${owner.token}` });
  clients.push(first, second);
  await Promise.all([first.connected, second.connected]);
  const onFirst = collect(first.client, CONVERSATION_EVENTS, { conversationId: conversation.id });
  const onSecond = collect(second.client, CONVERSATION_EVENTS, { conversationId: conversation.id });
  const topic = conversationTopic(owner.storeId, conversation.rowId);
  await untilLive(pubsub, topic, conversation.id, [onFirst, onSecond]);

  const rows = Array.from({ length: 300 }, (_, index) => ({ city: `مدينة ${index}`, orders: index }));
  const event = { conversationId: conversation.id, messageId: '7', type: 'table', payload: { columns: ['city', 'orders'], rows } };
  await pubsub.publish(topic, event);
  await Promise.all([onFirst, onSecond].map((received) => received.until(() => eventsOf(received, 'table').length === 1)));

  assert.deepEqual(eventsOf(onFirst, 'table'), [event]);
  assert.deepEqual(eventsOf(onSecond, 'table'), [event]);

  // Several events in one PUBLISH reach both in order, one by one.
  const pieces = ['Orders ', 'by city.'].map((text) => ({ conversationId: conversation.id, messageId: '8', type: 'text', payload: { text } }));
  await pubsub.publishAll(topic, pieces);
  await Promise.all([onFirst, onSecond].map((received) => received.until(() => eventsOf(received, 'text').length === 2)));
  assert.deepEqual(eventsOf(onFirst, 'text'), pieces);
  assert.deepEqual(eventsOf(onSecond, 'text'), pieces);
});
