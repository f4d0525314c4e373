/**
 * Answer bench: end-to-end answer time through the gateway, by question class, p50 and p95 for
 *  - REST: POST /api/chat/web until the finished answer,
 *  - subscription: the first streamed event (understood) and the last (done) of a GraphQL ask, over graphql-ws,
 * next to running the very same SQL directly on the same database in the same run, and the ratio REST / SQL.
 *
 * The product runs in a process of its own (product-process.ts), as it does for a browser; this process is the client.
 * `npm run bench -- answer` runs it (answer.bench.ts) on the demo store generator's BENCH_ORDERS orders (default
 * 1,000,000), BENCH_RUNS rounds per question (default 20). Goals: p50 ≤ 150 ms, p95 ≤ 500 ms, first event ≤ 50 ms,
 * REST at most 1.5x the bare SQL.
 */
import pg from 'pg';
import { createClient } from 'graphql-ws';
import WebSocket from 'ws';
import { runReadOnly } from '@dukkan/chat/execution/run-read-only.ts';
import { BENCH_QUESTIONS, percentile } from './answer-questions.ts';

export interface AnswerBenchTarget {
  /** The gateway, e.g. http://127.0.0.1:4000. */
  baseUrl: string;
  /** A bearer token of the store's owner. */
  token: string;
  /** The product database, for the bare SQL runs. */
  databaseUrl: string;
  /** The store asked about, for running its SQL the way answers run it (reader role, row-level security). */
  storeId: string;
}

export interface Timing {
  p50: number;
  p95: number;
}

export interface ClassResult {
  questionClass: string;
  runs: number;
  /** REST answers that came back without their SQL (the question failed, e.g. its statement timed out). */
  failed: number;
  rest: Timing;
  firstEvent: Timing;
  streamDone: Timing;
  sql: Timing;
  /** The same SQL as answers run it: read-only transaction, reader role, row-level security, cursor. */
  readerSql: Timing;
  /** REST p50 over bare SQL p50, per question (the class's median of them). */
  ratio: number;
  /** REST p50 minus bare SQL p50 in milliseconds, per question (the class's median): what the product adds. */
  overheadMs: number;
}

const timing = (values: number[]): Timing => ({ p50: percentile(values, 50), p95: percentile(values, 95) });

async function graphql(target: AnswerBenchTarget, query: string, variables: Record<string, unknown> = {}) {
  const response = await fetch(`${target.baseUrl}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${target.token}` },
    body: JSON.stringify({ query, variables }),
  });
  const body = (await response.json()) as { data?: any; errors?: unknown[] };
  if (body.errors) throw new Error(JSON.stringify(body.errors));
  return body.data;
}

/**
 * The first answer a store owner gets after the product started (REST), before any other question: what a cold
 * engine costs. The bench store is built after the start, so nothing has asked a question before this one.
 */
export async function firstAnswerAfterStart(target: AnswerBenchTarget, question = BENCH_QUESTIONS.total[1]): Promise<number> {
  const started = performance.now();
  const response = await fetch(`${target.baseUrl}/api/chat/web`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${target.token}` },
    body: JSON.stringify({ message: question }),
  });
  const body = (await response.json()) as { data?: { answer?: { sql?: string } } };
  const elapsed = performance.now() - started;
  if (response.status !== 200 || !body.data?.answer?.sql) throw new Error(`the first question answered ${response.status}: ${JSON.stringify(body)}`);
  return elapsed;
}

const ASK = `mutation Ask($input: AskInput!) { ask(input: $input) { answer { text sql params } userErrors { message } } }`;

/** Asks every question of every class `runs` times each way and returns the timings per class. */
export async function benchAnswers(target: AnswerBenchTarget, options: { runs?: number; warmup?: number; onClass?: (result: ClassResult) => void } = {}): Promise<ClassResult[]> {
  const runs = options.runs ?? 20;
  const warmup = options.warmup ?? 2;
  const pool = new pg.Pool({ connectionString: target.databaseUrl, max: 2 });
  const socket = createClient({
    url: `${target.baseUrl.replace(/^http/, 'ws')}/graphql`,
    webSocketImpl: WebSocket,
    connectionParams: { authorization: `Bearer ${target.token}` },
    lazy: false,
    retryAttempts: 0,
  });
  const results: ClassResult[] = [];
  try {
    for (const [questionClass, questions] of Object.entries(BENCH_QUESTIONS)) {
      const rest: number[] = [];
      const firstEvent: number[] = [];
      const streamDone: number[] = [];
      const sql: number[] = [];
      const readerSql: number[] = [];
      let failed = 0;
      const ratios: number[] = [];
      const overheads: number[] = [];
      for (const question of questions) {
        const restFrom = rest.length;
        const sqlFrom = sql.length;
        const start = async () => (await graphql(target, 'mutation { startConversation(input: {}) { conversation { id } } }')).startConversation.conversation.id as string;
        // REST and the stream use separate conversations, so REST's own events never mix into the stream's timings.
        const conversationId = await start();
        const restConversationId = await start();
        const events: number[] = [];
        let finished: (() => void) | null = null;
        const unsubscribe = socket.subscribe(
          { query: 'subscription S($id: ID!) { conversationEvents(conversationId: $id) { type } }', variables: { id: conversationId } },
          {
            next: (result) => {
              events.push(performance.now());
              const type = (result.data as { conversationEvents?: { type: string } } | null)?.conversationEvents?.type;
              if ((type === 'done' || type === 'error') && finished) finished();
            },
            error: () => {},
            complete: () => {},
          },
        );
        // Ask until events arrive, so the subscription's LISTEN is in place before anything is measured.
        let answer: { sql: string; params: unknown[] } | null = null;
        for (let attempt = 0; attempt < 50 && !events.length; attempt++) {
          answer = (await graphql(target, ASK, { input: { conversationId, question } })).ask.answer;
          await new Promise((resolve) => setTimeout(resolve, 100));
        }
        if (!events.length || !answer) throw new Error('the subscription never became live');
        await new Promise((resolve) => setTimeout(resolve, 200));
        for (let round = 0; round < warmup + runs; round++) {
          const measured = round >= warmup;
          let started = performance.now();
          const response = await fetch(`${target.baseUrl}/api/chat/web`, {
            method: 'POST',
            headers: { 'content-type': 'application/json', authorization: `Bearer ${target.token}` },
            body: JSON.stringify({ message: question, conversation_id: restConversationId }),
          });
          const body = (await response.json()) as { data?: { answer?: { sql?: string } } };
          if (response.status !== 200) throw new Error(`REST answered ${response.status} for "${question}"`);
          if (measured) rest.push(performance.now() - started);
          // An answer without its SQL failed (a timeout under load): counted, so fast failures never pass as answers.
          if (measured && answer.sql && !body.data?.answer?.sql) failed++;

          const from = events.length;
          const done = new Promise<void>((resolve) => (finished = resolve));
          const sent = performance.now();
          await graphql(target, ASK, { input: { conversationId, question } });
          await done;
          finished = null;
          if (measured) {
            firstEvent.push(events[from] - sent);
            streamDone.push(events[events.length - 1] - sent);
          }

          if (answer.sql) {
            started = performance.now();
            await pool.query(answer.sql, answer.params ?? []);
            if (measured) sql.push(performance.now() - started);
            started = performance.now();
            const ran = await runReadOnly(pool, target.storeId, { sql: answer.sql, params: answer.params ?? [] }, { timeoutMs: 60_000 }).then(() => true, () => false);
            if (measured && ran) readerSql.push(performance.now() - started);
          }
        }
        unsubscribe();
        // Per question: a class mixing a fast and a slow question would otherwise compare two different medians.
        ratios.push(percentile(rest.slice(restFrom), 50) / percentile(sql.slice(sqlFrom), 50));
        overheads.push(percentile(rest.slice(restFrom), 50) - percentile(sql.slice(sqlFrom), 50));
      }
      const result: ClassResult = {
        questionClass,
        runs: rest.length,
        failed,
        rest: timing(rest),
        firstEvent: timing(firstEvent),
        streamDone: timing(streamDone),
        sql: timing(sql),
        readerSql: timing(readerSql),
        ratio: percentile(ratios.filter(Number.isFinite), 50),
        overheadMs: percentile(overheads.filter(Number.isFinite), 50),
      };
      results.push(result);
      options.onClass?.(result);
    }
  } finally {
    await socket.dispose();
    await pool.end();
  }
  return results;
}

const ms = (value: number) => (Number.isFinite(value) ? value.toFixed(1).padStart(7) : '      -');

/** The figures the goals are about: over every class, the median p50 and the worst p95 of each measure. */
export function summarise(results: ClassResult[]) {
  const over = (pick: (r: ClassResult) => number) => results.map(pick).filter(Number.isFinite);
  return {
    restP50: percentile(over((r) => r.rest.p50), 50),
    restP95Worst: Math.max(...over((r) => r.rest.p95)),
    firstEventP50: percentile(over((r) => r.firstEvent.p50), 50),
    firstEventP95Worst: Math.max(...over((r) => r.firstEvent.p95)),
    streamDoneP50: percentile(over((r) => r.streamDone.p50), 50),
    sqlP50: percentile(over((r) => r.sql.p50), 50),
    readerSqlP50: percentile(over((r) => r.readerSql.p50), 50),
    ratioP50: percentile(over((r) => r.ratio), 50),
    overheadMsP50: percentile(over((r) => r.overheadMs), 50),
  };
}

export function printAnswerBench(results: ClassResult[], log: (line: string) => void = console.log): void {
  log('class       runs | REST p50     p95 | 1st event p50   p95 | stream done p50   p95 | bare SQL p50   p95 | as reader p50  p95 | REST/SQL | overhead');
  for (const r of results) {
    log(
      `${r.questionClass.padEnd(11)} ${String(r.runs).padStart(4)}${r.failed ? ` (${r.failed} failed)` : ''} | ${ms(r.rest.p50)} ${ms(r.rest.p95)} | ${ms(r.firstEvent.p50)} ${ms(r.firstEvent.p95)} | ${ms(r.streamDone.p50)} ${ms(r.streamDone.p95)} | ${ms(r.sql.p50)} ${ms(r.sql.p95)} | ${ms(r.readerSql.p50)} ${ms(r.readerSql.p95)} | ${Number.isFinite(r.ratio) ? r.ratio.toFixed(2) : '-'}x | ${ms(r.overheadMs)} ms`,
    );
  }
  const total = summarise(results);
  log(`overall: REST p50 ${ms(total.restP50)} ms, worst p95 ${ms(total.restP95Worst)} ms; first event p50 ${ms(total.firstEventP50)} ms, worst p95 ${ms(total.firstEventP95Worst)} ms; bare SQL p50 ${ms(total.sqlP50)} ms; ratio p50 ${total.ratioP50.toFixed(2)}x, overhead p50 ${ms(total.overheadMsP50)} ms`);
}
