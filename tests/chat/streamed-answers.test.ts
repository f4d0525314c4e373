import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import pg from 'pg';
import { fromGlobalId, PostgresPubSub } from '@dukkan/shared';
import { conversationTopic } from '@dukkan/chat/conversations/conversation-events.ts';
import { initTestApp, type TestApp } from '../helpers/test-app.ts';
import { signUpOwner, type ChatOwner } from './support/chat-owner.ts';
import { seedWarehouse } from './support/warehouse-seed.ts';
import { listen, type LiveAnswers, type LiveEvent } from './support/live-answers.ts';

let app: TestApp;
let owner: ChatOwner;
let pool: pg.Pool;
let pubsub: PostgresPubSub;
const live: LiveAnswers[] = [];

before(async () => {
  app = await initTestApp();
  owner = await signUpOwner(app, 'Jeddah Coffee');
  await seedWarehouse(app, owner.storeId, { cities: ['Jeddah', 'Makkah'], base: 80, orders: 50 });
  pool = new pg.Pool({ connectionString: app.databaseUrl, max: 2 });
  pubsub = new PostgresPubSub(pool, app.databaseUrl);
});
after(async () => {
  for (const subscription of live) await subscription.close().catch(() => {});
  await pubsub?.close();
  await pool?.end();
  await app?.close();
});

const ASK = `mutation Ask($input: AskInput!) { ask(input: $input) {
  message { id } answer { text table { columns { key } rows totals } chart } userErrors { message } } }`;

async function startConversation(): Promise<string> {
  const started = await app.graphql('mutation { startConversation(input: {}) { conversation { id } userErrors { message } } }', {}, owner.token);
  return started.body.data.startConversation.conversation.id;
}

async function subscribe(url: string, params: Record<string, unknown>, conversationId: string): Promise<LiveAnswers> {
  const topic = conversationTopic(owner.storeId, fromGlobalId(conversationId)!.id);
  const subscription = await listen(url, params, conversationId, () => pubsub.publish(topic, { conversationId, messageId: null, type: 'probe', payload: null }));
  live.push(subscription);
  return subscription;
}

const typesOf = (events: LiveEvent[]) => events.map((event) => event.type);

/** Streamed events of one answer must tell the same story as the finished answer. */
function assertStreamMatches(events: LiveEvent[], payload: any) {
  const types = typesOf(events);
  assert.equal(types[0], 'understood');
  assert.equal(types.at(-1), 'done');
  assert.ok(types.indexOf('running') > 0 && types.indexOf('running') < types.indexOf('text'), types.join(','));
  assert.ok(types.indexOf('table') > types.lastIndexOf('text'), types.join(','));
  assert.equal(events.filter((event) => event.type === 'text').map((event) => event.payload.text).join(''), payload.answer.text);
  assert.deepEqual(events.find((event) => event.type === 'table')!.payload.rows, payload.answer.table.rows);
  assert.ok(events.every((event) => event.messageId === payload.message.id));
  assert.equal(events.at(-1)!.payload.answer.text, payload.answer.text);
}

test('an answer streams straight from the chat subgraph: understood, running, text pieces, table, chart, done', async () => {
  const conversationId = await startConversation();
  const chat = app.subgraphs.find((subgraph) => subgraph.runtime.name === 'chat')!;
  const events = await subscribe(chat.url, { caller: owner.signedCaller() }, conversationId);
  const asked = await app.graphql(ASK, { input: { conversationId, question: 'sales by month in the last 6 months' } }, owner.token);
  const payload = asked.body.data.ask;
  assert.deepEqual(payload.userErrors, []);
  assertStreamMatches(await events.until('done'), payload);
  assert.ok(typesOf(events.events).includes('chart'));
  assert.deepEqual(events.events.find((event) => event.type === 'chart')!.payload, payload.answer.chart);
});

test('through the gateway, a store owner follows an answer live; questions without data stream no SQL step', async () => {
  const conversationId = await startConversation();
  const events = await subscribe(app.url + '/graphql', { authorization: `Bearer ${owner.token}` }, conversationId);
  const asked = await app.graphql(ASK, { input: { conversationId, question: 'How many orders in the last 30 days?' } }, owner.token);
  assertStreamMatches(await events.until('done'), asked.body.data.ask);

  const before = events.events.length;
  const refusal = await app.graphql(ASK, { input: { conversationId, question: 'what is the weather in Paris' } }, owner.token);
  await new Promise<void>((resolve) => {
    const wait = () => (events.events.slice(before).some((event) => event.type === 'done') ? resolve() : setTimeout(wait, 20));
    wait();
  });
  const types = typesOf(events.events.slice(before));
  assert.equal(types[0], 'understood');
  assert.ok(!types.includes('running'));
  assert.equal(events.events.slice(before).filter((event) => event.type === 'text').map((event) => event.payload.text).join(''), refusal.body.data.ask.answer.text);
});

test("a store owner cannot follow another store's conversation", async () => {
  const conversationId = await startConversation();
  const stranger = await signUpOwner(app, 'Other Store');
  const chat = app.subgraphs.find((subgraph) => subgraph.runtime.name === 'chat')!;
  const topic = conversationTopic(owner.storeId, fromGlobalId(conversationId)!.id);
  await assert.rejects(
    listen(chat.url, { caller: stranger.signedCaller() }, conversationId, () => pubsub.publish(topic, { conversationId, messageId: null, type: 'probe', payload: null })),
  );
});
