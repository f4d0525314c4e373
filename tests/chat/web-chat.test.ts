import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { initTestApp, type TestApp } from '../helpers/test-app.ts';
import { signUpOwner, query, type ChatOwner } from './support/chat-owner.ts';
import { seedWarehouse } from './support/warehouse-seed.ts';

let app: TestApp;
let riyadh: ChatOwner;

before(async () => {
  app = await initTestApp();
  riyadh = await signUpOwner(app, 'Riyadh Dates');
  await seedWarehouse(app, riyadh.storeId, { cities: ['Riyadh', 'Jeddah', 'Dammam'], base: 50, orders: 60 });
});
after(async () => {
  await app?.close();
});

const ask = (owner: ChatOwner, message: unknown, extra: Record<string, unknown> = {}, headers: Record<string, string> = {}) =>
  app.api('POST', '/chat/web', { token: owner.token, body: { message, ...extra }, headers });

/** The value of the answer's first metric column in its first row (or its totals). */
function firstMetric(answer: any): number {
  const column = answer.table.columns.find((c: any) => ['count', 'money', 'number'].includes(c.type));
  assert.ok(column, `no metric column in ${JSON.stringify(answer.table.columns)}`);
  return Number(answer.table.totals?.[column.key] ?? answer.table.rows[0][column.key]);
}

/** Orders of a store in an answer's period, counted by hand in the store's timezone. */
async function ordersIn(storeId: string, period: { from: string; to: string }, extra = ''): Promise<{ count: number; total: number }> {
  const [row] = await query(
    app,
    `SELECT count(*)::int AS count, coalesce(sum(total), 0)::float AS total FROM warehouse.orders
      WHERE store_id = $1 AND cancelled_at IS NULL AND created_at >= ($2::date::timestamp AT TIME ZONE 'Asia/Riyadh')
        AND created_at < ($3::date::timestamp AT TIME ZONE 'Asia/Riyadh') ${extra}`,
    [storeId, period.from, period.to],
  );
  return row;
}

test('a question over REST returns the finished answer with the right number, its table, chart, SQL and period', async () => {
  const response = await ask(riyadh, 'How many orders in the last 30 days?');
  assert.equal(response.status, 200, JSON.stringify(response.body));
  const { data } = response.body;
  assert.ok(data.id && data.conversation_id);
  assert.equal(data.question, 'How many orders in the last 30 days?');
  assert.ok(data.answer.text.length > 0);
  assert.ok(data.answer.period?.from && data.answer.period?.to);
  assert.match(data.answer.sql, /"warehouse"\."orders"/);
  const expected = await ordersIn(riyadh.storeId, data.answer.period);
  assert.ok(expected.count > 0);
  assert.equal(firstMetric(data.answer), expected.count);
  assert.match(data.answer.text, new RegExp(String(expected.count)));
});

test('clear-context closes every open web conversation: the next question starts afresh, not in an older one', async () => {
  const older = await ask(riyadh, 'sales in Riyadh last month');
  // "New conversation" in the web chat leaves the first one open.
  const started = await app.graphql('mutation { startConversation(input: {}) { conversation { id } } }', {}, riyadh.token);
  const newer = await ask(riyadh, 'orders this week', { conversation_id: started.body.data.startConversation.conversation.id });
  assert.notEqual(newer.body.data.conversation_id, older.body.data.conversation_id);
  assert.equal((await app.api('POST', '/chat/web/clear-context', { token: riyadh.token })).status, 200);
  const afresh = await ask(riyadh, 'and by channel?');
  assert.ok(![older.body.data.conversation_id, newer.body.data.conversation_id].includes(afresh.body.data.conversation_id), 'a new conversation');
  assert.ok(!/Riyadh/.test(afresh.body.data.answer.text), `no context carried: ${afresh.body.data.answer.text}`);
});

test('a conversation reopened shows its latest messages: conversationMessages(last:) gives the end, oldest first', async () => {
  const started = await app.graphql('mutation { startConversation(input: {}) { conversation { id } } }', {}, riyadh.token);
  const conversationId = started.body.data.startConversation.conversation.id;
  for (const question of ['orders today', 'orders yesterday', 'sales this week']) await ask(riyadh, question, { conversation_id: conversationId });
  const read = await app.graphql(`query Latest($id: ID!) { conversationMessages(conversationId: $id, last: 3) {
    totalCount pageInfo { hasPreviousPage hasNextPage } edges { node { role text } } } }`, { id: conversationId }, riyadh.token);
  const page = read.body.data.conversationMessages;
  assert.equal(page.totalCount, 6);
  assert.deepEqual(page.pageInfo, { hasPreviousPage: true, hasNextPage: false });
  assert.deepEqual(page.edges.map((edge: any) => edge.node.role), ['ASSISTANT', 'USER', 'ASSISTANT']);
  assert.equal(page.edges[1].node.text, 'sales this week');
});

test('follow-ups keep the context, show the SQL on demand, and clear-context starts afresh', async () => {
  await app.api('POST', '/chat/web/clear-context', { token: riyadh.token });
  const first = await ask(riyadh, 'sales by city in the last 90 days');
  assert.equal(first.status, 200, JSON.stringify(first.body));
  const conversationId = first.body.data.conversation_id;
  const cities = first.body.data.answer.table.rows.map((row: any) => Object.values(row).find((v) => typeof v === 'string' && /Riyadh|Jeddah|Dammam/.test(v)));
  assert.ok(cities.includes('Riyadh') && cities.includes('Jeddah'), JSON.stringify(first.body.data.answer.table));

  const narrowed = await ask(riyadh, 'only in Riyadh');
  assert.equal(narrowed.body.data.conversation_id, conversationId, 'a question without conversation_id continues the open conversation');
  const period = narrowed.body.data.answer.period;
  assert.ok(period, JSON.stringify(narrowed.body.data.answer));
  const riyadhOnly = await ordersIn(riyadh.storeId, period, "AND city = 'Riyadh'");
  assert.equal(firstMetric(narrowed.body.data.answer), riyadhOnly.total);
  assert.match(narrowed.body.data.answer.text, /Riyadh/);

  const pie = await ask(riyadh, 'as a pie chart');
  assert.equal(pie.body.data.answer.chart?.type, 'pie');

  const sql = await ask(riyadh, 'show the SQL');
  assert.match(sql.body.data.answer.sql, /SELECT/i);
  assert.match(sql.body.data.answer.sql, /"warehouse"\."orders"/);

  const cleared = await app.api('POST', '/chat/web/clear-context', { token: riyadh.token });
  assert.equal(cleared.status, 200);
  assert.equal(cleared.body.data.conversation_id, conversationId);
  assert.ok(cleared.body.data.message);

  const afresh = await ask(riyadh, 'and by channel?');
  assert.notEqual(afresh.body.data.conversation_id, conversationId, 'after clear-context a new conversation starts');
  const carried = JSON.stringify(afresh.body.data.answer.table.rows);
  assert.ok(!/Riyadh/.test(carried), `without context the Riyadh filter is gone: ${carried}`);
  assert.notDeepEqual(afresh.body.data.answer.period, period, 'without context the 90-day period is gone');

  const list = await app.api('GET', '/chat/web', { token: riyadh.token });
  assert.equal(list.status, 200);
  const ids = list.body.data.data.map((conversation: any) => conversation.id);
  assert.ok(ids.includes(conversationId) && ids.includes(afresh.body.data.conversation_id));
  assert.equal(list.body.data.data[0].id, afresh.body.data.conversation_id, 'latest first');

  const messages = await app.api('GET', `/chat/web/${conversationId}`, { token: riyadh.token });
  assert.equal(messages.status, 200);
  assert.deepEqual(
    messages.body.data.data.map((message: any) => message.role),
    ['user', 'assistant', 'user', 'assistant', 'user', 'assistant', 'user', 'assistant'],
  );
  assert.equal(messages.body.data.data[0].text, 'sales by city in the last 90 days');
  assert.equal(messages.body.data.data[5].answer.chart.type, 'pie');
});

test('a lookup inside a conversation: the customer it found is "this customer", and the answer before it goes on', async () => {
  await app.api('POST', '/chat/web/clear-context', { token: riyadh.token });
  const first = await ask(riyadh, 'sales in Riyadh in the last 90 days');
  assert.equal(first.status, 200, JSON.stringify(first.body));
  const period = first.body.data.answer.period;
  const [order] = await query(app, `SELECT order_number, customer_id FROM warehouse.orders WHERE store_id = $1 ORDER BY id LIMIT 1`, [riyadh.storeId]);

  // A question about neither the order nor its customer goes on from the answer before the lookup: Riyadh, 90 days.
  const lookup = await ask(riyadh, `where is order ${order.order_number}?`);
  assert.equal(lookup.body.data.answer.table.rows[0].order_number, order.order_number);
  const after = await ask(riyadh, 'and by channel?');
  assert.deepEqual(after.body.data.answer.period, period);
  assert.match(after.body.data.answer.text, /Riyadh/);
  const channels = after.body.data.answer.table.rows.reduce((sum: number, row: any) => sum + Number(row.gross_sales), 0);
  assert.equal(Math.round(channels * 100), Math.round((await ordersIn(riyadh.storeId, period, "AND city = 'Riyadh'")).total * 100));

  // What the customer of the order looked up spent, every order of theirs (it was the store's whole sales).
  await ask(riyadh, `where is order ${order.order_number}?`);
  const spent = await ask(riyadh, 'how much did this customer spend in total?');
  const [theirs] = await query(app, `SELECT sum(total)::float AS total FROM warehouse.orders WHERE store_id = $1 AND customer_id = $2 AND cancelled_at IS NULL`, [riyadh.storeId, order.customer_id]);
  assert.equal(firstMetric(spent.body.data.answer), theirs.total);
});

test('questions in Arabic are answered in Arabic', async () => {
  const response = await ask(riyadh, 'كم عدد الطلبات في آخر 30 يوم؟', { conversation_id: undefined });
  assert.equal(response.status, 200, JSON.stringify(response.body));
  assert.equal(response.body.data.answer.language, 'ar');
  assert.match(response.body.data.answer.text, /[\u0600-\u06ff]/);
  const expected = await ordersIn(riyadh.storeId, response.body.data.answer.period);
  assert.equal(firstMetric(response.body.data.answer), expected.count);
});

test('bad input gets translated 422s, a missing token 401, an unknown conversation 404', async () => {
  const empty = await ask(riyadh, '   ');
  assert.equal(empty.status, 422);
  assert.equal(empty.body.message, 'The message field is required.');
  // Errors are keyed by the REST fields sent (they were keyed by GraphQL's `question` and `conversationId`).
  assert.deepEqual(Object.keys(empty.body.errors), ['message']);
  const emptyAr = await ask(riyadh, '', {}, { 'accept-language': 'ar' });
  assert.equal(emptyAr.status, 422);
  assert.equal(emptyAr.body.message, 'حقل الرسالة مطلوب.');
  const missing = await ask(riyadh, undefined);
  assert.equal(missing.status, 422);
  const long = await ask(riyadh, 'sales '.repeat(400));
  assert.equal(long.status, 422);
  assert.match(long.body.message, /2000/);
  assert.ok(Object.values(long.body.errors).flat().length >= 1);

  const anonymous = await app.api('POST', '/chat/web', { body: { message: 'sales today' } });
  assert.equal(anonymous.status, 401);
  const unknown = await app.api('GET', '/chat/web/999999', { token: riyadh.token });
  assert.equal(unknown.status, 404);
  const unknownAsk = await ask(riyadh, 'sales today', { conversation_id: '999999' });
  assert.equal(unknownAsk.status, 422);
  assert.deepEqual(Object.keys(unknownAsk.body.errors), ['conversation_id']);
});

test('asking over GraphQL gives the same answer and counts usage for the month', async () => {
  const before = await app.graphql('{ chatUsage { questions conversations } }', {}, riyadh.token);
  const asked = await app.graphql(
    `mutation Ask($input: AskInput!) { ask(input: $input) {
      conversation { id hasContext messages { totalCount } }
      message { id role text answer { text } }
      answer { text language table { columns { key label type } rows totals } chart sql period { from to label } suggestions }
      userErrors { field message } } }`,
    { input: { question: 'How many orders in the last 30 days?' } },
    riyadh.token,
  );
  assert.equal(asked.status, 200);
  const payload = asked.body.data.ask;
  assert.deepEqual(payload.userErrors, []);
  assert.equal(payload.message.role, 'ASSISTANT');
  assert.equal(payload.message.text, payload.answer.text);
  assert.equal(payload.conversation.messages.totalCount, 2);
  assert.equal(firstMetric(payload.answer), (await ordersIn(riyadh.storeId, payload.answer.period)).count);

  const node = await app.graphql('query Node($id: ID!) { node(id: $id) { id ... on Conversation { title } } }', { id: payload.conversation.id }, riyadh.token);
  assert.equal(node.body.data.node.title, 'How many orders in the last 30 days?');

  const after = await app.graphql('{ chatUsage { questions conversations } }', {}, riyadh.token);
  assert.equal(after.body.data.chatUsage.questions, before.body.data.chatUsage.questions + 1);
  assert.equal(after.body.data.chatUsage.conversations, before.body.data.chatUsage.conversations + 1);
});

test('a follow-up points at what the last answer listed: "the last one" is the last city listed, counted by hand', async () => {
  await app.api('POST', '/chat/web/clear-context', { token: riyadh.token });
  const listed = await ask(riyadh, 'sales by city in the last 90 days');
  assert.equal(listed.status, 200, JSON.stringify(listed.body));
  const period = listed.body.data.answer.period;
  const rows = listed.body.data.answer.table.rows;
  const last = rows.at(-1).city;
  assert.ok(rows.length >= 3 && last, JSON.stringify(rows));
  const pointed = await ask(riyadh, 'how many orders did the last one have?');
  assert.equal(pointed.status, 200, JSON.stringify(pointed.body));
  const [expected] = await query(
    app,
    `SELECT count(*)::int AS n FROM warehouse.orders WHERE store_id = $1 AND city = $4 AND created_at >= ($2::date::timestamp AT TIME ZONE 'Asia/Riyadh')
      AND created_at < ($3::date::timestamp AT TIME ZONE 'Asia/Riyadh')`,
    [riyadh.storeId, period.from, period.to, last],
  );
  assert.equal(pointed.body.data.answer.table.rows.length, 1, `one city, not the list again: ${JSON.stringify(pointed.body.data.answer.table)}`);
  assert.equal(firstMetric(pointed.body.data.answer), expected.n);
  assert.match(pointed.body.data.answer.text, new RegExp(last));
});
