/**
 * Asks the evaluation world questions from a file, the way the chat does, and prints each answer: for checking the
 * engine by hand before a question becomes an evaluation case.
 *
 *   node --import tsx --import ./scripts/compat/node20.mjs tests/eval/ask.ts <dataset> <file>
 *
 * dataset: demo, weather, stocks, airports, disasters, gapminder, electricity, riots, chinook or chinook_mysql. The file holds one question per line; a line
 * starting "+ " is a follow-up of the question before (otherwise each question starts afresh), "SQL: " runs gold SQL
 * and prints its rows, "#" is a comment. {email}, {email2} and {tracking} are filled from the demo store.
 * PLAN=1 prints each plan, SQLS=1 each query.
 */
import { readFileSync } from 'node:fs';
import { understand, compile, composeAnswer, contextAfter, type ConversationContext } from '../../subgraphs/chat/src/engine/index.ts';
import { setupEval, NOW, STORE, TIMEZONE } from './setup.ts';

const [dataset = 'demo', file] = process.argv.slice(2);
if (!file) throw new Error('usage: ask.ts <dataset> <file of questions>');
const world = await setupEval();
const catalog = world.catalogs[dataset];
if (!catalog) throw new Error(`no dataset ${dataset}: ${Object.keys(world.catalogs).join(', ')}`);
const fill = (text: string) => text.replace(/\{(\w+)\}/g, (_, name: string) => world.placeholders[name] ?? `{${name}}`);
let context: ConversationContext = {};
try {
  for (const raw of readFileSync(file, 'utf8').split('\n')) {
    const line = raw.trim();
    if (!line || line.startsWith('#')) continue;
    if (line.startsWith('SQL:')) {
      try {
        const rows = await world.runGold(dataset, fill(line.slice(4).trim()));
        console.log(`   gold: ${JSON.stringify(rows.slice(0, Number(process.env.ROWS ?? 12)))}${rows.length > Number(process.env.ROWS ?? 12) ? ` … (${rows.length} rows)` : ''}`);
      } catch (error) { console.log(`   gold error: ${(error as Error).message}`); }
      continue;
    }
    const followUp = line.startsWith('+ ');
    const question = fill(followUp ? line.slice(2) : line);
    if (!followUp) context = {};
    console.log(`\n${followUp ? '  + ' : '> '}${question}`);
    try {
      const u = understand(question, { catalog, context, now: NOW, timezone: TIMEZONE, currency: 'SAR' });
      context = u.context;
      const plan = 'plan' in u ? u.plan : undefined;
      if (process.env.PLAN && plan) console.log(`   plan: ${JSON.stringify(plan)}`);
      if (!plan || u.kind === 'showSql') { console.log(`   [${u.kind}] ${(u as { text?: string }).text ?? ''}`); continue; }
      const compiled = compile(plan, catalog, STORE);
      if (process.env.SQLS) console.log(`   sql: ${compiled.sql} ${JSON.stringify(compiled.params)}`);
      const rows = await world.runEngine(dataset, compiled.sql, compiled.params);
      context = contextAfter(context, plan, rows, compiled, { catalog, now: NOW, timezone: TIMEZONE });
      const answer = composeAnswer(plan, rows, { compiled, catalog, locale: u.language, currency: 'SAR', timezone: TIMEZONE, now: NOW });
      console.log(`   [${u.kind}] ${answer.text}`);
      const columns = answer.table.columns.map((c) => c.key);
      console.log(`   table (${answer.table.rows.length}): ${columns.join(' | ')}`);
      for (const r of answer.table.rows.slice(0, 8)) console.log(`     ${columns.map((k) => String(r[k])).join(' | ')}`);
      if (answer.chart) console.log(`   chart: ${(answer.chart as { type?: string }).type ?? JSON.stringify(answer.chart).slice(0, 80)}`);
    } catch (error) {
      console.log(`   error: ${(error as Error).message}`);
    }
  }
} finally {
  await world.close();
}
