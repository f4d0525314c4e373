import { translate, type SubgraphContext } from '@dukkan/shared';
import { compile, composeAnswer, contextAfter, replyOf, type Answer, type Catalog, type ConversationContext, type Locale, type Plan, type Understanding } from '../engine/index.ts';
import { runCompiled } from '../execution/run-compiled.ts';
import { rollupsFresh } from '../execution/run-read-only.ts';
import type { TablePlace } from './catalog-for-store.ts';
import { llmSettings } from '../llm/llm-settings.ts';
import { planWithLlm } from '../llm/plan-with-llm.ts';
import { weekendOf } from '../engine/index.ts';
import { rephraseAnswer } from '../llm/rephrase-answer.ts';
import { askMessages } from './ask-messages.ts';
import type { AnswerStream } from './answer-stream.ts';
import type { StoreSettings } from './store-settings.ts';

export interface Asked {
  question: string;
  storeId: string;
  catalog: Catalog;
  /** Where a plan's rows live (warehouse, the store's CSV schema, a connected database). */
  placeOf(plan: Plan): TablePlace;
  settings: StoreSettings;
  now: Date;
  /** The language the caller asked the answer in, when it is not the question's own. */
  requestedLocale: string | null;
}

export interface Produced {
  answer: Answer;
  plan: Plan | null;
  context: ConversationContext | null;
  /** Set when the LLM provider rephrased the sentence into a language the engine does not speak. */
  rephrasedInto?: string;
}

export const emptyAnswer = (language: Locale): Answer => ({
  text: '',
  language,
  table: { columns: [], rows: [] },
  chart: null,
  sql: '',
  params: [],
  period: null,
  suggestions: [],
});

/** Turns an understanding into the finished answer, running SQL only for plans, and streams its parts. */
export async function produceAnswer(ctx: SubgraphContext, understanding: Understanding, stream: AnswerStream, asked: Asked): Promise<Produced> {
  const options = { catalog: asked.catalog, locale: understanding.language, currency: asked.settings.currency, timezone: asked.settings.timezone, now: asked.now };
  let produced: Produced;
  switch (understanding.kind) {
    case 'plan':
    case 'lookup':
      produced = await runPlan(ctx, understanding.plan, understanding.context, stream, asked, options);
      break;
    case 'restyle':
      produced = await runPlan(ctx, { ...understanding.plan, chart: understanding.chart }, understanding.context, stream, asked, options);
      break;
    case 'showSql': {
      const reply = replyOf(understanding, options);
      // The conversation's plan names the tables and columns it read: a file replaced or a table dropped since leaves
      // nothing to write it against (it failed as "Something went wrong").
      if (understanding.plan && !compiles(understanding.plan, asked)) {
        produced = { answer: { ...reply, text: translate(askMessages, understanding.language, 'sqlGone') }, plan: null, context: understanding.context };
      } else if (understanding.plan) {
        const compiled = await compileAsItWouldRun(ctx, understanding.plan, asked);
        const text = reply.text || translate(askMessages, understanding.language, 'sqlIntro');
        produced = { answer: { ...reply, text, sql: compiled.sql, params: compiled.params }, plan: understanding.plan, context: understanding.context };
      } else produced = { answer: reply, plan: null, context: understanding.context };
      break;
    }
    case 'cannot': {
      // The optional LLM provider gets the questions the engine cannot parse; its plan is validated like user input.
      const planned = llmSettings() ? await planWithLlm(asked.question, { catalog: asked.catalog, timezone: asked.settings.timezone, language: understanding.language, now: asked.now }) : null;
      // Days of the week, if the plan splits by them, rest on the store's own weekend, as the engine's plans do.
      const plan = planned && { ...planned, weekend: weekendOf(asked.settings.currency) };
      produced = plan && compiles(plan, asked)
        ? await runPlan(ctx, plan, { plan }, stream, asked, options)
        : { answer: replyOf(understanding, options), plan: null, context: understanding.context };
      break;
    }
    default:
      produced = { answer: replyOf(understanding, options), plan: null, context: understanding.context };
  }
  await streamAnswer(produced, stream, asked);
  return produced;
}

/** The SQL a plan would run now: over the daily rollups when they can answer and are fresh, else the base tables. */
async function compileAsItWouldRun(ctx: SubgraphContext, plan: Plan, asked: Asked) {
  const fast = compile(plan, asked.catalog, asked.storeId, { rollups: true });
  if (!fast.rollups || asked.placeOf(plan).kind !== 'warehouse') return compile(plan, asked.catalog, asked.storeId);
  return (await rollupsFresh(ctx.runtime.pool, asked.storeId, plan.timezone)) ? fast : compile(plan, asked.catalog, asked.storeId);
}

function compiles(plan: Plan, asked: Asked): boolean {
  try {
    compile(plan, asked.catalog, asked.storeId);
    return true;
  } catch {
    return false;
  }
}

async function runPlan(
  ctx: SubgraphContext,
  plan: Plan,
  context: ConversationContext,
  stream: AnswerStream,
  asked: Asked,
  options: Omit<Parameters<typeof composeAnswer>[2], 'compiled'>,
): Promise<Produced> {
  const compiled = compile(plan, asked.catalog, asked.storeId);
  // Where the daily rollups can answer, their query runs instead if they are fresh; the answer shows the SQL that ran.
  const fast = compile(plan, asked.catalog, asked.storeId, { rollups: true });
  stream.emit('running', {});
  const { rows, ran } = await runCompiled(ctx, asked.storeId, asked.placeOf(plan), compiled, fast.rollups ? { query: fast, timezone: plan.timezone } : undefined);
  const answer = composeAnswer(plan, rows, { ...options, compiled: ran });
  return { answer, plan, context: contextAfter(context, plan, rows, ran, { catalog: asked.catalog, now: options.now, timezone: options.timezone }) };
}

/** Text pieces (rephrased by the LLM provider when another language was asked for), then the table and the chart. */
async function streamAnswer(produced: Produced, stream: AnswerStream, asked: Asked): Promise<void> {
  const target = asked.requestedLocale;
  let streamed = false;
  if (target && target !== 'en' && target !== 'ar' && llmSettings() && produced.answer.text) {
    const text = await rephraseAnswer(produced.answer.text, target, (piece, replace) => {
      streamed = true;
      stream.emit('text', replace ? { text: piece, replace: true } : { text: piece });
    });
    if (text) {
      produced.answer = { ...produced.answer, text };
      produced.rephrasedInto = target;
    }
  }
  if (!streamed) stream.emitText(produced.answer.text);
  if (produced.answer.table?.columns?.length) stream.emit('table', produced.answer.table);
  if (produced.answer.chart) stream.emit('chart', produced.answer.chart);
}
