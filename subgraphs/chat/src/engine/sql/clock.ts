import type { Catalog, CompiledQuery, Plan, Understanding } from '../types.ts';

/**
 * The engine's "now" in the SQL. Every period of a plan is computed from the moment the question was understood at;
 * the few measures that read the clock themselves (overdue shipments, late-by-today shipments, days a parcel has been
 * on the way, subscriptions running "now") wrote the database's `now()`, a second clock. A plan whose measures or
 * splits read it carries that moment (`plan.now`), and the SQL reads it as a parameter instead, so "which orders are
 * late" is as of the same now as "this week" (and an evaluation at a fixed now agrees with it).
 */
const CLOCK = /\bnow\(\)/;

/** Whether a metric, dimension or lookup of the plan is written with the database's clock. */
function readsTheClock(plan: Plan, catalog: Catalog): boolean {
  const said = (thing: unknown) => thing !== undefined && CLOCK.test(JSON.stringify(thing));
  const metric = (key?: string) => said(key && catalog.metrics.find((m) => m.key === key));
  const dimension = (key?: string) => said(key && catalog.dimensions.find((d) => d.key === key));
  if (plan.kind === 'lookup') return metric(plan.counted) || (plan.filters ?? []).some((f) => dimension(f.dimension));
  return plan.metrics.some(metric) || metric(plan.having?.metric)
    || [...plan.groupBy, ...plan.filters.map((f) => f.dimension), plan.having?.per, plan.countOf, plan.perGroup].some(dimension);
}

/** The understood plan (and the context's copy) stamped with the moment it was understood at, when it reads the clock. */
export function stampNow(understood: Understanding, catalog: Catalog, now: Date): Understanding {
  if (!('plan' in understood) || !understood.plan) return understood;
  const stamp = <P extends Plan>(plan: P): P => (readsTheClock(plan, catalog) ? { ...plan, now: now.toISOString() } : plan);
  const kept = understood.context.plan;
  return { ...understood, plan: stamp(understood.plan), context: kept ? { ...understood.context, plan: stamp(kept) } : understood.context } as Understanding;
}

/**
 * The database's `now()` in a compiled query read as the plan's moment, one parameter (PostgreSQL's `$n`, reused).
 * Only the warehouse's measures (PostgreSQL) are written with the clock; an owner's MySQL tables never are.
 */
export function atPlanNow(query: CompiledQuery, plan: Plan): CompiledQuery {
  if (!plan.now || !CLOCK.test(query.sql)) return query;
  const at = `$${query.params.length + 1}`;
  return { ...query, sql: query.sql.replace(/\bnow\(\)/g, `(${at}::timestamptz)`), params: [...query.params, plan.now] };
}
