import type { Bench } from './bench.ts';
import { benchAnswers, firstAnswerAfterStart, printAnswerBench, summarise } from './answer.ts';
import { openBenchStore } from './answer-store.ts';

const ORDERS = Number(process.env.BENCH_ORDERS ?? 1_000_000);
const RUNS = Number(process.env.BENCH_RUNS ?? 20);

export const bench: Bench = {
  name: 'answer',
  description: `answers through the gateway (REST, first streamed event, stream done) by question class on the ${ORDERS.toLocaleString('en')}-order demo store, next to the same SQL run directly`,
  timeoutSeconds: 1800,
  async run({ databaseUrl, log }) {
    const store = await openBenchStore(databaseUrl, ORDERS, log);
    try {
      const firstAnswerMs = await firstAnswerAfterStart(store.target);
      log(`first answer after the start: ${firstAnswerMs.toFixed(1)} ms`);
      const classes = await benchAnswers(store.target, { runs: RUNS, onClass: (result) => log(`${result.questionClass}: REST p50 ${result.rest.p50.toFixed(1)} ms, first event p50 ${result.firstEvent.p50.toFixed(1)} ms, SQL p50 ${result.sql.p50.toFixed(1)} ms`) });
      printAnswerBench(classes, log);
      return { orders: store.orders, runsPerQuestion: RUNS, firstAnswerMs, ...summarise(classes), classes };
    } finally {
      await store.close();
    }
  },
};
