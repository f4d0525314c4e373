import { COMPARISONS, validatePlan, type Catalog, type Locale, type QueryPlan } from '../engine/index.ts';

/** The plan's fields a provider may set beside its metrics, split and filters (the prompt describes each). */
const FIELDS = ['grain', 'period', 'compare', 'top', 'share', 'focus', 'trend', 'steps', 'cumulative', 'shareOfAll', 'topPer', 'having', 'absent', 'countOf', 'perBucket', 'perGroup', 'chart'] as const;
const OPS = new Set<string>(['eq', 'neq', 'contains', 'present', 'missing', ...COMPARISONS]);

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
const given = (value: unknown) => value !== undefined && value !== null && value !== false;

/**
 * Reads a plan proposed by the LLM provider as user input is read. The engine's own validatePlan rebuilds it from
 * the catalog (the rules a stored conversation's plan meets: known names that meet on one table, real dates, bounded
 * numbers), so the provider can ask for anything the engine plans: thresholds, absences, counts of values, shares.
 * Where the engine drops a field it cannot read (a stored plan keeps what it can), here a field the provider set
 * that does not survive rejects the whole plan (null): a half-understood plan would answer a different question.
 */
export function validateProviderPlan(raw: unknown, catalog: Catalog, fixed: { timezone: string; language: Locale }): QueryPlan | null {
  if (!isRecord(raw)) return null;
  if (raw.filters !== undefined && !(Array.isArray(raw.filters) && raw.filters.every((f) => isRecord(f) && (f.op === undefined || OPS.has(String(f.op)))))) return null;
  // A filter of one value may come as `value`; the engine reads `values`.
  const filters = Array.isArray(raw.filters) ? raw.filters.map((f: Record<string, unknown>) => (f.values === undefined && f.value !== undefined ? { ...f, values: [f.value] } : f)) : [];
  const plan = validatePlan({ ...raw, filters, kind: 'aggregate', timezone: fixed.timezone, language: fixed.language }, catalog, fixed);
  if (plan?.kind !== 'aggregate') return null;
  if (FIELDS.some((field) => given(raw[field]) && !given(plan[field]))) return null;
  return Object.fromEntries(Object.entries(plan).filter(([, value]) => value !== undefined)) as unknown as QueryPlan;
}
