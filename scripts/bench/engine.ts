/**
 * Engine bench: time to understand a question and compile its SQL (no database), by question class, p50 and p95,
 * over the evaluation's questions. Goal: under 2 ms per question.
 *
 * Standalone: `npx tsx scripts/bench/engine.ts` (writes bench-results/engine.json). `benchEngine` is what a bench
 * runner calls.
 */
import { performance } from 'node:perf_hooks';
import { pathToFileURL } from 'node:url';
import { catalogFromTables, commerceCatalog, compile, understand, type Catalog, type ConversationContext } from '../../subgraphs/chat/src/engine/index.ts';
import { demoCases } from '../../tests/eval/questions-demo.ts';
import { conversationCases, customCases } from '../../tests/eval/questions-more.ts';
import { paraphraseCases } from '../../tests/eval/questions-paraphrase.ts';
import { writeBenchResult } from './results.ts';

const NOW = new Date('2026-11-22T03:00:00Z');
const ROUNDS = Number(process.env.BENCH_ENGINE_ROUNDS ?? 200);

/** A custom catalog shaped like the evaluation's CSV tables, without a database. */
function customCatalog(): Catalog {
  return catalogFromTables([{
    schema: 'store_1', table: 'seattle_weather', label: 'seattle-weather.csv',
    columns: [
      { name: 'date', type: 'date' }, { name: 'precipitation', type: 'numeric' }, { name: 'temp_max', type: 'numeric' },
      { name: 'temp_min', type: 'numeric' }, { name: 'wind', type: 'numeric' },
      { name: 'weather', type: 'text', sampleValues: ['drizzle', 'rain', 'sun', 'snow', 'fog'] },
      { name: 'symbol', type: 'text', sampleValues: ['MSFT', 'AAPL', 'IBM', 'GOOG', 'AMZN'] },
      { name: 'state', type: 'text', sampleValues: ['TX', 'AK', 'CA'] },
    ],
  }]);
}

const pct = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];

export function benchEngine(): Record<string, { questions: number; p50Ms: number; p95Ms: number }> {
  const custom = customCatalog();
  const cases = [...demoCases(), ...conversationCases(), ...customCases(), ...paraphraseCases()];
  const times = new Map<string, number[]>();
  for (let round = 0; round < ROUNDS; round++) {
    for (const c of cases) {
      const catalog = c.dataset === 'demo' ? commerceCatalog : custom;
      let context: ConversationContext = {};
      const started = performance.now();
      for (const question of c.ask) {
        const u = understand(question, { catalog, context, now: NOW, timezone: 'Asia/Riyadh' });
        context = u.context;
        if (u.kind === 'plan' || u.kind === 'lookup') {
          try { compile(u.plan, catalog, 1); } catch { /* a plan for another catalog's table: timed all the same */ }
        }
      }
      const elapsed = (performance.now() - started) / c.ask.length;
      if (round === 0) continue; // the first round warms caches and the JIT
      for (const key of [c.category, 'all']) (times.get(key) ?? times.set(key, []).get(key)!).push(elapsed);
    }
  }
  const figures: Record<string, { questions: number; p50Ms: number; p95Ms: number }> = {};
  for (const [key, list] of [...times.entries()].sort()) {
    list.sort((a, b) => a - b);
    figures[key] = { questions: list.length / Math.max(1, ROUNDS - 1), p50Ms: +pct(list, 50).toFixed(3), p95Ms: +pct(list, 95).toFixed(3) };
  }
  return figures;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const figures = benchEngine();
  console.log('understand + compile, per question (ms)');
  for (const [key, f] of Object.entries(figures)) console.log(`  ${key.padEnd(14)} n=${String(f.questions).padEnd(4)} p50 ${f.p50Ms.toFixed(3)}  p95 ${f.p95Ms.toFixed(3)}`);
  console.log(`written to ${writeBenchResult('engine', { unit: 'ms', goalMs: 2, classes: figures })}`);
}
