import { understand, compile, composeAnswer, contextAfter, type ConversationContext, type Understanding } from '../../subgraphs/chat/src/engine/index.ts';
import { displayValue, roundTo } from '../../subgraphs/chat/src/engine/answer/values.ts';
import { NOW, STORE, TIMEZONE, type EvalWorld } from './setup.ts';
import type { Case } from './questions-demo.ts';

export interface Outcome { case: Case; ok: boolean; detail: string }

const norm = (v: unknown): string => {
  if (v === null || v === undefined) return 'null';
  if (v instanceof Date) return v.toISOString();
  const n = typeof v === 'number' ? v : typeof v === 'string' && /^-?\d+(\.\d+)?(e[-+]?\d+)?$/i.test(v.trim()) ? Number(v) : NaN;
  // Decimal rounding, as the answer rounds money: 12.345 is 12.35 on both sides, whatever its binary neighbour.
  if (Number.isFinite(n)) return roundTo(n, 2).toFixed(2);
  return String(v);
};
const key = (row: unknown[]) => row.map(norm).join(' | ');

/** Asks the case's questions in turn (carrying the context) and checks the last answer against the gold. */
export async function runCase(world: EvalWorld, given: Case): Promise<Outcome> {
  const fill = (text: string) => text.replace(/\{(\w+)\}/g, (_, name: string) => world.placeholders[name] ?? `{${name}}`);
  const c: Case = { ...given, ask: given.ask.map(fill), gold: fill(given.gold) };
  const catalog = world.catalogs[c.dataset];
  let context: ConversationContext = {};
  let u: Understanding | undefined;
  try {
    for (const [i, question] of c.ask.entries()) {
      u = understand(question, { catalog, context, now: NOW, timezone: TIMEZONE, currency: 'SAR' });
      context = u.context;
      // An earlier answer is run as the product runs it: what it listed is what the next question can point at.
      const earlier = i < c.ask.length - 1 && (u.kind === 'plan' || u.kind === 'restyle' || u.kind === 'lookup') ? u.plan : undefined;
      if (earlier) {
        const compiled = compile(earlier, catalog, STORE);
        context = contextAfter(context, earlier, await world.runEngine(c.dataset, compiled.sql, compiled.params), compiled, { catalog, now: NOW, timezone: TIMEZONE });
      }
    }
    if (!u) return { case: c, ok: false, detail: 'no question' };
    if (['cannot', 'clarify', 'showSql', 'reset'].includes(c.gold)) {
      const ok = u.kind === c.gold && (c.gold !== 'showSql' || Boolean((u as { plan?: unknown }).plan));
      return { case: c, ok, detail: ok ? '' : `expected ${c.gold}, got ${u.kind} ${JSON.stringify((u as { plan?: unknown }).plan ?? (u as { text?: string }).text ?? '')}` };
    }
    const plan = u.kind === 'plan' || u.kind === 'lookup' ? u.plan : u.kind === 'restyle' ? u.plan : undefined;
    if (!plan) return { case: c, ok: false, detail: `expected an answer, got ${u.kind}: ${(u as { text?: string }).text ?? ''}` };
    const compiled = compile(plan, catalog, STORE);
    const rows = await world.runEngine(c.dataset, compiled.sql, compiled.params);
    const answer = composeAnswer(plan, rows, { compiled, catalog, locale: u.language, currency: 'SAR', timezone: TIMEZONE, now: NOW });
    if (u.language !== c.lang) return { case: c, ok: false, detail: `answered in ${u.language}` };
    const gold = await world.runGold(c.dataset, c.gold);
    const width = gold[0]?.length ?? 1;
    const mine = answer.table.rows.map((r) => answer.table.columns.slice(0, width).map((col) => r[col.key]));
    // A single total over no rows is 0 or empty on both sides; lookups compare order number, status and total.
    // Answers show stored codes in words (online_store → "online store", paid → "مدفوع"); the gold, read from the data
    // as stored, is shown the same way before comparing.
    const dimensionOf = (column: string) => catalog.dimensions.find((d) => d.key === column);
    const shown = (row: unknown[], columns: string[]) => row.map((v, i) => (typeof v === 'string' ? displayValue(dimensionOf(columns[i]), v, u!.language) : v));
    const lookup = c.category === 'lookup' || c.lookup === true;
    // A lookup's gold with a fourth column gives what the order holds, as the answer writes it ("2 × Linen Abaya").
    const goldKeys = (lookup ? gold.map((r) => [...shown(r.slice(0, 3), ['order_number', 'status']), ...r.slice(3, 4)]) : gold.map((r) => shown(r, answer.table.columns.map((col) => col.key)))).map(key).sort();
    const mineKeys = (lookup ? answer.table.rows.map((r) => [r.order_number, r.status, r.total, ...(width > 3 ? [r.items] : [])]) : mine).map(key).sort();
    const ok = JSON.stringify(goldKeys) === JSON.stringify(mineKeys);
    return { case: c, ok, detail: ok ? '' : `gold ${JSON.stringify(goldKeys.slice(0, 4))} got ${JSON.stringify(mineKeys.slice(0, 4))} plan ${JSON.stringify(plan)}` };
  } catch (error) {
    return { case: c, ok: false, detail: `error ${(error as Error).message} plan ${JSON.stringify((u as { plan?: unknown })?.plan ?? '')}` };
  }
}

export function report(outcomes: Outcome[]): { overall: number; byCategory: Record<string, { ok: number; total: number }>; text: string } {
  const byCategory: Record<string, { ok: number; total: number }> = {};
  for (const o of outcomes) {
    const entry = (byCategory[o.case.category] ??= { ok: 0, total: 0 });
    entry.total += 1;
    if (o.ok) entry.ok += 1;
  }
  const passed = outcomes.filter((o) => o.ok).length;
  const overall = passed / outcomes.length;
  const lines = [
    `question engine evaluation: ${passed}/${outcomes.length} = ${(overall * 100).toFixed(1)}%`,
    ...Object.entries(byCategory).sort().map(([cat, e]) => `  ${cat.padEnd(14)} ${String(e.ok).padStart(3)}/${String(e.total).padEnd(3)} ${((e.ok / e.total) * 100).toFixed(1)}%`),
    `  english ${outcomes.filter((o) => o.case.lang === 'en' && o.ok).length}/${outcomes.filter((o) => o.case.lang === 'en').length}, arabic ${outcomes.filter((o) => o.case.lang === 'ar' && o.ok).length}/${outcomes.filter((o) => o.case.lang === 'ar').length}`,
    ...outcomes.filter((o) => !o.ok).map((o) => `  FAIL ${o.case.id} [${o.case.category}] ${JSON.stringify(o.case.ask)}: ${o.detail}`),
  ];
  return { overall, byCategory, text: lines.join('\n') };
}
