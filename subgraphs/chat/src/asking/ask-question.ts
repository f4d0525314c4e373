import { toGlobalId, translate, type FieldError, type Locale, type SubgraphContext } from '@dukkan/shared';
import { understand, type Answer, type ConversationContext, type Plan } from '../engine/index.ts';
import { Conversation } from '../conversations/conversation.entity.ts';
import { conversationTopic } from '../conversations/conversation-events.ts';
import { latestOpenConversation, ownConversation, startConversation } from '../conversations/conversation.repository.ts';
import { Message } from '../messages/message.entity.ts';
import { QuestionFailure } from '../execution/question-failure.ts';
import { recordUsage } from '../usage/record-usage.ts';
import { askMessages } from './ask-messages.ts';
import { AnswerStream } from './answer-stream.ts';
import { catalogForStore } from './catalog-for-store.ts';
import { produceAnswer, emptyAnswer } from './produce-answer.ts';
import { readQuestion } from './question-input.ts';
import { storeSettingsOf } from './store-settings.ts';

export interface AskInput {
  conversationId?: string | null;
  question: string;
  /** Language the answer should be in; en and ar are the engine's own, others need the LLM provider. */
  locale?: string | null;
  /** Without a conversation id: continue the caller's open conversation (REST web chat) instead of starting one. */
  continueLatest?: boolean;
  channel?: string;
}

export interface AskOutcome {
  conversation: Conversation | null;
  question: Message | null;
  message: Message | null;
  answer: Answer | null;
  userErrors: FieldError[];
}

const refused = (userErrors: FieldError[]): AskOutcome => ({ conversation: null, question: null, message: null, answer: null, userErrors });

/**
 * Asks one question and returns the finished answer, streaming its events on the conversation's topic meanwhile:
 * understood (published before any SQL runs), running, text pieces, table, chart, then done, or error.
 */
export async function askQuestion(ctx: SubgraphContext, input: AskInput): Promise<AskOutcome> {
  const { caller, runtime } = ctx;
  const callerLocale: Locale = input.locale === 'ar' || input.locale === 'en' ? input.locale : caller.locale;
  const storeId = caller.storeId;
  if (!storeId) return refused([{ field: 'question', message: translate(askMessages, callerLocale, 'noStore') }]);
  const { question, errors } = readQuestion(input.question, callerLocale);
  if (errors.length) return refused(errors);

  const channel = input.channel ?? 'web';
  let conversation = input.conversationId ? await ownConversation(ctx, input.conversationId) : null;
  if (input.conversationId && !conversation) {
    return refused([{ field: 'conversationId', message: translate(askMessages, callerLocale, 'conversationNotFound') }]);
  }
  if (!conversation && input.continueLatest) conversation = await latestOpenConversation(ctx, channel);
  const opened = !conversation;
  conversation ??= await startConversation(ctx, channel, question);

  const [settings, catalog] = await Promise.all([storeSettingsOf(runtime.pool, storeId), catalogForStore(runtime.pool, storeId)]);
  const now = new Date();
  const previous = (conversation.context ?? undefined) as ConversationContext | undefined;
  const understanding = understand(question, { catalog, context: previous, now, timezone: settings.timezone, currency: settings.currency, locale: callerLocale });
  const language = understanding.language;

  // The question is kept and the answer's id reserved in one round trip, so every event can name its message.
  const reserved = await ctx.em.getConnection().execute<{ question_id: string; answer_id: string }[]>(
    `WITH q AS (INSERT INTO chat_message (store_id, conversation_id, role, text, language) VALUES (?, ?, 'user', ?, ?) RETURNING id)
     SELECT (SELECT id FROM q)::text AS question_id, nextval(pg_get_serial_sequence('chat_message', 'id'))::text AS answer_id`,
    [storeId, conversation.id, question, language],
  );
  const { question_id: questionId, answer_id: answerId } = reserved[0];
  const stream = new AnswerStream(
    runtime.pubsub,
    conversationTopic(storeId, conversation.id),
    toGlobalId('Conversation', conversation.id),
    toGlobalId('Message', answerId),
  );
  stream.emit('understood', { kind: understanding.kind, language });
  const usage = recordUsage(runtime.pool, storeId, { conversations: opened ? 1 : 0, questions: 1 }).catch(() => {});

  let answer: Answer;
  let plan: Plan | null = null;
  let context: ConversationContext | null = understanding.context ?? null;
  let failed = false;
  let rephrasedInto: string | undefined;
  try {
    ({ answer, plan, context, rephrasedInto } = await produceAnswer(ctx, understanding, stream, {
      question,
      storeId,
      catalog,
      settings,
      now,
      requestedLocale: input.locale ?? null,
    }));
  } catch (error) {
    const failure = QuestionFailure.from(error);
    answer = { ...emptyAnswer(language), text: failure.messageIn(language) };
    context = previous ?? null;
    failed = true;
    stream.emit('error', { message: answer.text, reason: failure.reason });
  }

  const message = ctx.em.create(Message, {
    id: answerId,
    storeId,
    conversationId: conversation.id,
    role: 'assistant',
    text: answer.text,
    answer: answer as unknown as Record<string, unknown>,
    plan: plan as unknown as Record<string, unknown> | null,
    language: rephrasedInto ?? answer.language ?? language,
  });
  conversation.context = context as Record<string, unknown> | null;
  conversation.updatedAt = new Date();
  await ctx.em.flush();
  if (!failed) stream.emit('done', { answer });
  await Promise.all([stream.finished(), usage]);
  const asked = { id: questionId, storeId, conversationId: conversation.id, role: 'user', text: question, answer: null, plan: null, language, createdAt: now } as Message;
  return { conversation, question: asked, message, answer, userErrors: [] };
}
