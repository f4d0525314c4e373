import { test, after, before } from 'node:test';
import assert from 'node:assert/strict';
import pg from 'pg';
import { createHash } from 'node:crypto';
import { PostgresPubSub } from '@dukkan/shared';
import { conversationTopic } from '@dukkan/chat/conversations/conversation-events.ts';
import { initTestApp, type TestApp } from '../helpers/test-app.ts';
import { signUpStoreOwner, openConversation, type StoreOwner } from './support/store-owner.ts';
import { openLiveClient, collect, type LiveClient } from './support/live-client.ts';
import { CONVERSATION_EVENTS, untilLive, eventsOf } from './support/live-events.ts';
import { startServiceProcess, type ServiceProcess } from './support/service-process.ts';

let app: TestApp;
let owner: StoreOwner;
let conversation: { id: string; rowId: string };
let pool: pg.Pool;
let pubsub: PostgresPubSub;
const clients: LiveClient[] = [];
const processes: ServiceProcess[] = [];

before(async () => {
  app = await initTestApp();
  owner = await signUpStoreOwner(app, 'Riyadh Sweets');
  conversation = await openConversation(app.databaseUrl, owner);
  // The publisher is this test process: a different instance from the chat subgraph that listens.
  pool = new pg.Pool({ connectionString: app.databaseUrl, max: 2 });
  pubsub = new PostgresPubSub(pool, app.databaseUrl);
});
after(async () => {
  for (const client of clients) await client.close().catch(() => {});
  for (const service of processes) await service.stop();
  await pubsub?.close();
  await pool?.end();
  await app?.close();
});

function connect(url: string, params: Record<string, unknown>): LiveClient {
  const client = openLiveClient(url, params);
  clients.push(client);
  return client;
}

const topic = () => conversationTopic(owner.storeId, conversation.rowId);

test('a store owner receives the events of their conversation through the gateway, in order', async () => {
  const live = connect(app.url, { authorization: `Bearer ${owner.token}` });
  await live.connected;
  const received = collect(live.client, CONVERSATION_EVENTS, { conversationId: conversation.id });
  await untilLive(pubsub, topic(), conversation.id, [received]);

  await pubsub.publish(topic(), { conversationId: conversation.id, messageId: '41', type: 'text', payload: { text: 'Sales rose 12% this week.' } });
  await pubsub.publish(topic(), { conversationId: conversation.id, messageId: '41', type: 'done', payload: null });
  await received.until(() => eventsOf(received, 'done').length === 1);

  assert.deepEqual(eventsOf(received, 'text'), [{ conversationId: conversation.id, messageId: '41', type: 'text', payload: { text: 'Sales rose 12% this week.' } }]);
  const types = received.results.map((result) => result.data.conversationEvents.type).filter((type) => type !== 'running');
  assert.deepEqual(types, ['text', 'done']);
  received.stop();
});

test('the token may also be sent as connectionParams.token', async () => {
  const live = connect(app.url, { token: owner.token });
  await live.connected;
  const received = collect(live.client, CONVERSATION_EVENTS, { conversationId: conversation.id });
  await untilLive(pubsub, topic(), conversation.id, [received]);
  assert.equal(received.error, undefined);
  received.stop();
});

test('a large event (over the 8000-byte NOTIFY limit) arrives intact', async () => {
  const live = connect(app.url, { authorization: `Bearer ${owner.token}` });
  await live.connected;
  const received = collect(live.client, CONVERSATION_EVENTS, { conversationId: conversation.id });
  await untilLive(pubsub, topic(), conversation.id, [received]);

  const rows = Array.from({ length: 400 }, (_, index) => ({ product: `منتج رقم ${index}`, orders: index * 3, revenue: `${index * 41.5}` }));
  const table = { columns: ['product', 'orders', 'revenue'], rows };
  assert.ok(Buffer.byteLength(JSON.stringify(table)) > 8000);
  await pubsub.publish(topic(), { conversationId: conversation.id, messageId: '42', type: 'table', payload: table });
  await received.until(() => eventsOf(received, 'table').length === 1);

  assert.deepEqual(eventsOf(received, 'table')[0].payload, table);
  received.stop();
});

test('events published together (one NOTIFY, over the size limit too) arrive one by one, in order', async () => {
  const live = connect(app.url, { authorization: `Bearer ${owner.token}` });
  await live.connected;
  const received = collect(live.client, CONVERSATION_EVENTS, { conversationId: conversation.id });
  await untilLive(pubsub, topic(), conversation.id, [received]);

  const event = (type: string, payload: unknown) => ({ conversationId: conversation.id, messageId: '43', type, payload });
  const rows = Array.from({ length: 400 }, (_, index) => ({ city: `مدينة ${index}`, orders: index }));
  const pieces = [event('text', { text: 'Orders by city ' }), event('text', { text: 'this month.' }), event('table', { columns: ['city', 'orders'], rows })];
  await pubsub.publishAll(topic(), pieces.slice(0, 2));
  await pubsub.publishAll(topic(), [...pieces.slice(2), event('done', null)]);
  await received.until(() => eventsOf(received, 'done').length === 1);

  const types = received.results.map((result) => result.data.conversationEvents.type).filter((type) => type !== 'running');
  assert.deepEqual(types, ['text', 'text', 'table', 'done']);
  assert.deepEqual(eventsOf(received, 'text'), pieces.slice(0, 2));
  assert.deepEqual(eventsOf(received, 'table'), [pieces[2]]);
  received.stop();
});

test('a second gateway process, with its own chat subgraph process, receives the same events', async () => {
  const urls = Object.fromEntries(app.subgraphs.map((subgraph) => [subgraph.runtime.name, subgraph.url]));
  const chat = await startServiceProcess('subgraphs/chat/src/main.ts', { DATABASE_URL: app.databaseUrl, WORKERS: 'false' });
  processes.push(chat);
  const gateway = await startServiceProcess('gateway/src/main.ts', {
    DATABASE_URL: app.databaseUrl,
    SUBGRAPH_AUTH_URL: urls.auth,
    SUBGRAPH_STORE_URL: urls.store,
    SUBGRAPH_APPS_URL: urls.apps,
    SUBGRAPH_DATA_SOURCE_URL: urls['data-source'],
    SUBGRAPH_CHAT_URL: chat.url,
  });
  processes.push(gateway);

  const first = connect(app.url, { authorization: `Bearer ${owner.token}` });
  const second = connect(gateway.url, { authorization: `Bearer ${owner.token}` });
  await Promise.all([first.connected, second.connected]);
  const onFirst = collect(first.client, CONVERSATION_EVENTS, { conversationId: conversation.id });
  const onSecond = collect(second.client, CONVERSATION_EVENTS, { conversationId: conversation.id });
  await untilLive(pubsub, topic(), conversation.id, [onFirst, onSecond]);

  const event = { conversationId: conversation.id, messageId: '43', type: 'text', payload: { text: 'Both instances see this.' } };
  await pubsub.publish(topic(), event);
  await Promise.all([onFirst, onSecond].map((received) => received.until(() => eventsOf(received, 'text').length === 1)));

  assert.deepEqual(eventsOf(onFirst, 'text'), [event]);
  assert.deepEqual(eventsOf(onSecond, 'text'), [event]);
});

test("another store's user cannot subscribe to this conversation", async () => {
  const stranger = await signUpStoreOwner(app, 'Jeddah Books');
  const live = connect(app.url, { authorization: `Bearer ${stranger.token}` });
  await live.connected;
  const received = collect(live.client, CONVERSATION_EVENTS, { conversationId: conversation.id });
  await received.done;

  assert.equal(received.results.length, 1);
  assert.equal(received.results[0].data ?? null, null);
  assert.equal(received.results[0].errors?.[0].extensions.code, 'NOT_FOUND');
});

test('a subscription without a token is refused by the chat subgraph as unauthenticated', async () => {
  const live = connect(app.url, {});
  await live.connected;
  const received = collect(live.client, CONVERSATION_EVENTS, { conversationId: conversation.id });
  await received.done;
  assert.equal(received.results[0].errors?.[0].extensions.code, 'UNAUTHENTICATED');
});

test('a bad token is refused at connection_init with close code 4403', async () => {
  const live = connect(app.url, { authorization: 'Bearer forged-token-that-names-no-session' });
  await assert.rejects(live.connected, (event: { code: number; reason: string }) => {
    assert.equal(event.code, 4403);
    assert.equal(event.reason, 'Forbidden');
    return true;
  });
});

test('an operation with an unknown field is refused by the gateway before it reaches the chat subgraph', async () => {
  const live = connect(app.url, { authorization: `Bearer ${owner.token}` });
  await live.connected;
  const received = collect(live.client, 'subscription { conversationEvents(conversationId: "x") { secretField } }');
  await received.done;
  assert.equal(received.results.length, 0);
  const errors = received.error as Array<{ message: string }>;
  assert.match(errors[0].message, /Cannot query field "secretField" on type "ConversationEvent"/);
});

test('queries over the socket run through the gateway with the same caller', async () => {
  const live = connect(app.url, { authorization: `Bearer ${owner.token}` });
  await live.connected;
  const received = collect(live.client, 'query Viewer { viewer { id } conversation(id: "' + conversation.id + '") { id title } }');
  await received.done;
  assert.equal(received.results[0].errors, undefined);
  assert.ok(received.results[0].data.viewer.id);
  assert.deepEqual(received.results[0].data.conversation, { id: conversation.id, title: 'Sales this week' });
});

test('after logout, an open socket may not start new subscriptions', async () => {
  const leaving = await signUpStoreOwner(app, 'Taif Roses');
  const own = await openConversation(app.databaseUrl, leaving);
  const live = connect(app.url, { authorization: `Bearer ${leaving.token}` });
  await live.connected;
  // Revoke the session as logout does (through REST when it is served).
  const logout = await app.api('POST', '/auth/logout', { token: leaving.token });
  if (logout.status !== 200) {
    const db = new pg.Client({ connectionString: app.databaseUrl });
    await db.connect();
    await db.query('UPDATE auth_session SET revoked_at = now() WHERE user_id = $1', [leaving.userId]);
    await db.end();
  }
  const received = collect(live.client, CONVERSATION_EVENTS, { conversationId: own.id });
  await received.done;
  assert.equal((received.error as Array<{ extensions: { code: string } }>)[0].extensions.code, 'UNAUTHENTICATED');
});

test('one socket may run at most 50 operations at once', async () => {
  const live = connect(app.url, { authorization: `Bearer ${owner.token}` });
  await live.connected;
  const running = Array.from({ length: 50 }, () => collect(live.client, CONVERSATION_EVENTS, { conversationId: conversation.id }));
  await untilLive(pubsub, topic(), conversation.id, running);
  const extra = collect(live.client, CONVERSATION_EVENTS, { conversationId: conversation.id });
  await extra.done;
  assert.equal((extra.error as Array<{ extensions: { code: string } }>)[0].extensions.code, 'TOO_MANY_OPERATIONS');
  assert.ok(running.every((received) => received.error === undefined));
  running.forEach((received) => received.stop());
});

/** How many listeners the in-process chat subgraph holds on a topic (PostgresPubSub hashes topics into channels). */
function chatListeners(topicName: string): number {
  const chat = app.subgraphs.find((subgraph) => subgraph.runtime.name === 'chat')!;
  const handlers = (chat.runtime.pubsub as unknown as { handlers: Map<string, Set<unknown>> }).handlers;
  return handlers.get(`dk_${createHash('sha1').update(topicName).digest('hex').slice(0, 40)}`)?.size ?? 0;
}

async function until(condition: () => boolean): Promise<void> {
  while (!condition()) await new Promise((resolve) => setTimeout(resolve, 50));
}

test('completing a subscription, or closing the socket, ends it on the chat subgraph too', async () => {
  const own = await openConversation(app.databaseUrl, owner, 'Returns');
  const ownTopic = conversationTopic(owner.storeId, own.rowId);
  const live = openLiveClient(app.url, { authorization: `Bearer ${owner.token}` });
  await live.connected;
  const first = collect(live.client, CONVERSATION_EVENTS, { conversationId: own.id });
  const second = collect(live.client, CONVERSATION_EVENTS, { conversationId: own.id });
  await untilLive(pubsub, ownTopic, own.id, [first, second]);
  assert.equal(chatListeners(ownTopic), 2);

  first.stop();
  await until(() => chatListeners(ownTopic) === 1);
  await live.close();
  await until(() => chatListeners(ownTopic) === 0);
  assert.equal(second.error, undefined);
});
