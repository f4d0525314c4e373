import { toGlobalId, translate, type FieldError, type Locale, type SubgraphContext } from '@dukkan/shared';
import { understand, type Answer, type ConversationContext, type Plan } from '../engine/index.ts';
import type { Conversation } from '../conversations/conversation.entity.ts';
import { conversationTopic } from '../conversations/conversation-events.ts';
import { conversationLocalId } from '../conversations/conversation.repository.ts';
import { conversationForQuestion } from '../conversations/conversation-for-question.ts';
import type { Message } from '../messages/message.entity.ts';
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
  /** Language of the answer; en and ar are the engine's own, others need the LLM provider. */
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
 * understood (published after one round trip, before any SQL runs), running, text pieces, table, chart, then done,
 * or error. The question and the answer are kept as the conversation's messages; usage is counted.
 */
export async function askQuestion(ctx: SubgraphContext, input: AskInput): Promise<AskOutcome> {
  const { caller, runtime } = ctx;
  const callerLocale: Locale = input.locale === 'ar' || input.locale === 'en' ? input.locale : caller.locale;
  const storeId = caller.storeId;
  if (!storeId) return refused([{ field: 'question', message: translate(askMessages, callerLocale, 'noStore') }]);
  const { question, errors } = readQuestion(input.question, callerLocale);
  if (errors.length) return refused(errors);
  const conversationId = input.conversationId ? conversationLocalId(input.conversationId) : null;
  const notFound = () => refused([{ field: 'conversationId', message: translate(askMessages, callerLocale, 'conversationNotFound') }]);
  if (input.conversationId && !conversationId) return notFound();

  const [found, settings, { catalog, placeOf }] = await Promise.all([
    conversationForQuestion(runtime.pool, { storeId, userId: caller.userId }, { conversationId, continueLatest: Boolean(input.continueLatest), channel: input.channel ?? 'web', title: question }),
    storeSettingsOf(runtime.pool, storeId),
    catalogForStore(runtime, storeId),
  ]);
  if (!found) return notFound();
  const { conversation, questionId, answerId } = found;

  const now = new Date();
  const previous = (conversation.context ?? undefined) as ConversationContext | undefined;
  const understanding = understand(question, { catalog, context: previous, now, timezone: settings.timezone, currency: settings.currency, locale: callerLocale });
  const language = understanding.language;
  const stream = new AnswerStream(runtime.pubsub, conversationTopic(storeId, conversation.id), toGlobalId('Conversation', conversation.id), toGlobalId('Message', answerId));
  stream.emit('understood', { kind: understanding.kind, language });

  // The question is written and usage counted while the answer is computed.
  const kept = runtime.pool.query(
    "INSERT INTO chat_message (id, store_id, conversation_id, role, text, language, created_at) VALUES ($1, $2, $3, 'user', $4, $5, $6)",
    [questionId, storeId, conversation.id, question, language, now],
  );
  const usage = recordUsage(runtime.pool, storeId, { conversations: found.opened ? 1 : 0, questions: 1 }).catch(() => {});

  let answer: Answer;
  let plan: Plan | null = null;
  let context: ConversationContext | null = understanding.context ?? null;
  let failure: QuestionFailure | null = null;
  let rephrasedInto: string | undefined;
  try {
    ({ answer, plan, context, rephrasedInto } = await produceAnswer(ctx, understanding, stream, {
      question,
      storeId,
      catalog,
      placeOf,
      settings,
      now,
      requestedLocale: input.locale ?? null,
    }));
  } catch (error) {
    failure = QuestionFailure.from(error);
    if (failure.isDefect) console.error(`[chat] answer ${answerId} of store ${storeId} failed: ${failure.describe()}`);
    answer = { ...emptyAnswer(language), text: failure.messageIn(language) };
    context = previous ?? null;
    stream.emit('error', { message: answer.text, reason: failure.reason });
  }

  const answeredAt = new Date();
  const message = {
    id: answerId,
    storeId,
    conversationId: conversation.id,
    role: 'assistant',
    text: answer.text,
    answer: answer as unknown as Record<string, unknown>,
    plan: plan as unknown as Record<string, unknown> | null,
    language: rephrasedInto ?? answer.language ?? language,
    createdAt: answeredAt,
  } as Message;
  await kept;
  await runtime.pool.query(
    `WITH kept AS (INSERT INTO chat_message (id, store_id, conversation_id, role, text, answer, plan, language, created_at)
                   VALUES ($1, $2, $3, 'assistant', $4, $5, $6, $7, $8))
     UPDATE chat_conversation SET context = $9, updated_at = $8 WHERE id = $3 AND store_id = $2`,
    [answerId, storeId, conversation.id, message.text, JSON.stringify(answer), plan ? JSON.stringify(plan) : null, message.language, answeredAt, context ? JSON.stringify(context) : null],
  );
  if (!failure) stream.emit('done', { answer });
  await usage;
  const asked = { id: questionId, storeId, conversationId: conversation.id, role: 'user', text: question, answer: null, plan: null, language, createdAt: now } as Message;
  return { conversation: { ...conversation, context: context as Record<string, unknown> | null, updatedAt: answeredAt }, question: asked, message, answer, userErrors: [] };
}
