import type { FastifyRequest } from 'fastify';
import { bodyOf, defineRoutes } from './route.ts';

const ANSWER = 'text language table { columns { key label type } rows totals } chart sql period { from to label } suggestions';
const MESSAGE = `id role text language createdAt answer { ${ANSWER} }`;

/** Legacy clients paginate with limit/offset; the graph takes first/after (an offset cursor). */
function pageOf(req: FastifyRequest, defaultLimit: number): { first: number; after: string | null } {
  const query = (req.query ?? {}) as Record<string, string | undefined>;
  const first = Math.min(Math.max(Number.parseInt(query.limit ?? '', 10) || defaultLimit, 1), 100);
  const offset = Math.max(Number.parseInt(query.offset ?? '', 10) || 0, 0);
  return { first, after: offset > 0 ? Buffer.from(`offset:${offset - 1}`, 'utf8').toString('base64url') : null };
}

/** A message field given as text; anything else becomes null so the subgraph answers with its translated 422. */
const textOf = (value: unknown) => (typeof value === 'string' ? value : typeof value === 'number' ? String(value) : null);

function answerBody(answer: any) {
  if (!answer) return null;
  return {
    text: answer.text,
    language: answer.language,
    table: { columns: answer.table.columns, rows: answer.table.rows, totals: answer.table.totals ?? null },
    chart: answer.chart ?? null,
    sql: answer.sql ?? null,
    period: answer.period ?? null,
    suggestions: answer.suggestions ?? [],
  };
}

function messageBody(message: any) {
  return { id: message.id, role: message.role.toLowerCase(), text: message.text, language: message.language, created_at: message.createdAt, answer: answerBody(message.answer) };
}

export const chatRoutes = defineRoutes([
  {
    method: 'POST',
    path: '/chat/web',
    summary: 'Asks a question in the web chat and returns the finished answer (text, table, chart, SQL, period).',
    tag: 'chat',
    auth: true,
    body: {
      message: { type: 'string', description: 'The question, up to 2000 characters.' },
      conversation_id: { type: 'string', description: 'Continue this conversation; omitted: the open web conversation.' },
    },
    fieldNames: { question: 'message', conversationId: 'conversation_id' },
    operation: `mutation WebChatAsk($input: AskInput!) { ask(input: $input) {
      conversation { id } question { id text } message { id } answer { ${ANSWER} } userErrors { field message } } }`,
    variables: (req) => {
      const body = bodyOf(req);
      const conversationId = textOf(body.conversation_id);
      return { input: { question: textOf(body.message), conversationId: conversationId || null, continueLatest: true } };
    },
    respond: (data) => ({
      data: {
        id: data.ask.message.id,
        conversation_id: data.ask.conversation.id,
        question: data.ask.question.text,
        answer: answerBody(data.ask.answer),
      },
    }),
  },
  {
    method: 'GET',
    path: '/chat/web',
    summary: "The caller's web chat conversations, latest first.",
    tag: 'chat',
    auth: true,
    query: { limit: { type: 'integer', description: 'Default 10.' }, offset: { type: 'integer', description: 'Default 0.' } },
    operation: `query WebChats($first: Int, $after: String) { conversations(first: $first, after: $after, channel: "web") {
      totalCount edges { node { id title channel hasContext closed createdAt updatedAt } } } }`,
    variables: (req) => pageOf(req, 10),
    respond: (data) => ({
      data: {
        data: data.conversations.edges.map(({ node }: any) => ({
          id: node.id,
          title: node.title,
          channel: node.channel,
          has_context: node.hasContext,
          closed: node.closed,
          created_at: node.createdAt,
          updated_at: node.updatedAt,
        })),
        total: data.conversations.totalCount,
      },
    }),
  },
  {
    method: 'GET',
    path: '/chat/web/:id',
    summary: 'The messages of one web chat conversation, oldest first.',
    tag: 'chat',
    auth: true,
    query: { limit: { type: 'integer', description: 'Default 50.' }, offset: { type: 'integer', description: 'Default 0.' } },
    operation: `query WebChatMessages($id: ID!, $first: Int, $after: String) {
      conversationMessages(conversationId: $id, first: $first, after: $after) { totalCount edges { node { ${MESSAGE} } } } }`,
    variables: (req) => ({ id: (req.params as { id: string }).id, ...pageOf(req, 50) }),
    respond: (data) => ({ data: { data: data.conversationMessages.edges.map(({ node }: any) => messageBody(node)), total: data.conversationMessages.totalCount } }),
  },
  {
    method: 'POST',
    path: '/chat/web/clear-context',
    summary: 'Starts the web chat afresh: the next question opens a new conversation without earlier context.',
    tag: 'chat',
    auth: true,
    operation: 'mutation WebChatClear { clearContext(input: {}) { conversation { id } message userErrors { field message } } }',
    respond: (data) => ({ data: { message: data.clearContext.message, conversation_id: data.clearContext.conversation?.id ?? null } }),
  },
]);
