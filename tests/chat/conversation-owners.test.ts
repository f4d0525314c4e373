import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { initTestApp, type TestApp } from '../helpers/test-app.ts';
import { signUpOwner, query, type ChatOwner } from './support/chat-owner.ts';
import { seedWarehouse } from './support/warehouse-seed.ts';
import { openLiveClient, collect } from '../platform/support/live-client.ts';
import { CONVERSATION_EVENTS } from '../platform/support/live-events.ts';

// ADR 49: a web conversation belongs to the user who opened it. Another member of the same store finds nothing, by
// any way in: as another store's conversation is not found, so is a teammate's.
const INVITE = 'mutation Invite($input: InviteMemberInput!) { inviteMember(input: $input) { inviteCode } }';

let app: TestApp;
let owner: ChatOwner;
let member: string;
let conversationId: string;

const ask = (token: string, message: string, extra: Record<string, unknown> = {}) => app.api('POST', '/chat/web', { token, body: { message, ...extra } });

before(async () => {
  app = await initTestApp();
  owner = await signUpOwner(app, 'Team Dates');
  await seedWarehouse(app, owner.storeId, { cities: ['Riyadh', 'Jeddah'], base: 50, orders: 30 });
  const code = (await app.graphql(INVITE, { input: { email: 'teammate@example.com', role: 'member' } }, owner.token)).body.data.inviteMember.inviteCode;
  const joined = await app.api('POST', '/invitation', { body: { invite_code: code, name: 'Team Mate', email: 'teammate@example.com' } });
  assert.equal(joined.status, 200, JSON.stringify(joined.body));
  member = joined.body.data.token;
  const asked = await ask(owner.token, 'total sales by city');
  assert.equal(asked.status, 200, JSON.stringify(asked.body));
  conversationId = asked.body.data.conversation_id;
});

after(async () => {
  await app?.close();
});

const messagesIn = async () => (await query(app, 'SELECT count(*)::int AS n FROM chat_message WHERE conversation_id = $1', [Number(Buffer.from(conversationId, 'base64').toString().split(':')[1])]))[0].n;

test("a member cannot read another member's conversation through REST or GraphQL", async () => {
  assert.equal((await app.api('GET', `/chat/web/${conversationId}`, { token: owner.token })).status, 200);
  const read = await app.api('GET', `/chat/web/${conversationId}`, { token: member });
  assert.deepEqual([read.status, read.body.message], [404, 'Not found.']);
  const plain = Buffer.from(conversationId, 'base64').toString().split(':')[1];
  assert.equal((await app.api('GET', `/chat/web/${plain}`, { token: member })).status, 404, 'nor by its plain number');

  const byId = await app.graphql('query($id: ID!) { conversation(id: $id) { id title } }', { id: conversationId }, member);
  assert.equal(byId.body.data.conversation, null);
  const messages = await app.graphql('query($id: ID!) { conversationMessages(conversationId: $id) { totalCount } }', { id: conversationId }, member);
  assert.equal(messages.body.errors?.[0]?.extensions?.code, 'NOT_FOUND');
  const node = await app.graphql('query($id: ID!) { node(id: $id) { __typename ... on Conversation { title } } }', { id: conversationId }, member);
  assert.equal(node.body.data?.node ?? null, null);
  const listed = await app.api('GET', '/chat/web', { token: member });
  assert.equal(listed.body.data.data.some((c: any) => c.id === conversationId), false);
  // The messages themselves, by their own ids, are not the member's either.
  const ownerMessages = await app.graphql('query($id: ID!) { conversationMessages(conversationId: $id) { edges { node { id } } } }', { id: conversationId }, owner.token);
  const messageId = ownerMessages.body.data.conversationMessages.edges[0].node.id;
  const message = await app.graphql('query($id: ID!) { node(id: $id) { __typename ... on Message { text } } }', { id: messageId }, member);
  assert.equal(message.body.data?.node ?? null, null);
});

test("a member cannot continue, clear or listen to another member's conversation", async () => {
  const before = await messagesIn();
  const continued = await ask(member, 'and by month?', { conversation_id: conversationId });
  assert.equal(continued.status, 422, JSON.stringify(continued.body));
  assert.notEqual(continued.body.data?.conversation_id, conversationId);
  const cleared = await app.graphql('mutation($id: ID) { clearContext(input: { conversationId: $id }) { conversation { id } userErrors { field } } }', { id: conversationId }, member);
  assert.deepEqual([cleared.body.data.clearContext.conversation, cleared.body.data.clearContext.userErrors[0]?.field], [null, 'conversationId']);
  // clear-context without an id closes only the caller's own conversations.
  assert.equal((await app.api('POST', '/chat/web/clear-context', { token: member, body: {} })).status, 200);
  assert.equal(await messagesIn(), before, 'nothing was added to the owner\'s conversation');
  const [kept] = await query(app, 'SELECT closed_at, context IS NOT NULL AS has_context FROM chat_conversation WHERE id = $1', [Buffer.from(conversationId, 'base64').toString().split(':')[1]]);
  assert.deepEqual(kept, { closed_at: null, has_context: true }, 'its context and state are as they were');

  const live = openLiveClient(app.url, { authorization: `Bearer ${member}` });
  await live.connected;
  const received = collect(live.client, CONVERSATION_EVENTS, { conversationId });
  await Promise.race([received.done, new Promise((resolve) => setTimeout(resolve, 10_000))]);
  const errors = (received.error ?? received.results[0]?.errors) as any;
  const first = Array.isArray(errors) ? errors[0] : errors;
  assert.equal(first?.extensions?.code, 'NOT_FOUND', JSON.stringify(received.error ?? received.results));
  await live.close();

  // The owner still continues it.
  const mine = await ask(owner.token, 'and by month?', { conversation_id: conversationId });
  assert.deepEqual([mine.status, mine.body.data.conversation_id], [200, conversationId]);
});
