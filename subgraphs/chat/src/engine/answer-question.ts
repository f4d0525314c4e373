import type { Answer, AnswerOptions, Catalog, ConversationContext, Understanding, UnderstandOptions } from './types.ts';
import { understand } from './parse/understand.ts';
import { compile } from './sql/compile.ts';
import { composeAnswer, replyOf } from './answer/compose.ts';
import { contextAfter } from './answer/shown.ts';

export type RunSql = (sql: string, params: unknown[]) => Promise<Record<string, unknown>[]>;

/**
 * One question from words to answer: understand, compile, run through the caller's query function (which must run
 * as the read-only role with the store fixed), compose. Returns the new context to keep for the next question.
 */
export async function answerQuestion(
  question: string,
  options: UnderstandOptions & AnswerOptions & { storeId: string | number; run: RunSql },
): Promise<{ understanding: Understanding; answer: Answer; context: ConversationContext }> {
  const understanding = understand(question, options);
  const catalog: Catalog = options.catalog;
  const plan = understanding.kind === 'plan' || understanding.kind === 'lookup' ? understanding.plan
    : understanding.kind === 'restyle' ? { ...understanding.plan, chart: understanding.chart } : undefined;
  if (understanding.kind === 'showSql' && understanding.plan) {
    const compiled = compile(understanding.plan, catalog, options.storeId);
    const reply = replyOf(understanding, options);
    return { understanding, answer: { ...reply, sql: compiled.sql, params: compiled.params }, context: understanding.context };
  }
  if (!plan) return { understanding, answer: replyOf(understanding, options), context: understanding.context };
  const compiled = compile(plan, catalog, options.storeId);
  const rows = await options.run(compiled.sql, compiled.params);
  const answer = composeAnswer(plan, rows, { ...options, compiled, catalog, locale: understanding.language });
  return { understanding, answer, context: contextAfter(understanding.context, plan, rows, compiled, { catalog, now: options.now, timezone: options.timezone }) };
}
