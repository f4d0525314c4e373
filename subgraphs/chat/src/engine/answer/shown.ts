import type { Catalog, CompiledQuery, ConversationContext, Plan } from '../types.ts';
import { ranksEveryBucket } from '../sql/identifiers.ts';
import { iso, todayIn } from '../parse/dates.ts';
import { lowestBucketsFirst } from './empty-buckets.ts';

/** How many listed values a conversation keeps for "the second one", "them". */
const KEPT = 10;

/**
 * The values an answer listed for its (first) split, as stored and in the answer's order (a ranking's, the largest
 * first), so the next question can point at them ("how many units did it sell?", "which city bought the top one
 * most?"). None for answers over time, comparisons or counts of groups, whose rows are not things to point at.
 */
export function shownOf(plan: Plan, rows: Record<string, unknown>[], compiled: CompiledQuery): ConversationContext['shown'] {
  // An owner's rows by their date ("the first customer", "the last invoice"): what named them, for "how much did he spend?".
  if (plan.kind === 'lookup' && plan.table) {
    const [named, ...others] = compiled.columns.filter((c) => c.role === 'dimension');
    const valuesOf = (key: string) => [...new Set(rows.map((row) => row[key]).filter((v) => v !== null && v !== undefined && v !== '').map(String))].slice(0, KEPT);
    const values = named ? valuesOf(named.key) : [];
    // One row with an amount is someone's purchase (the last invoice): "she" next is the one it names (its customer),
    // not the invoice. (An employee's row names a manager, who is not "she".)
    const purchase = compiled.columns.some((c) => c.key === 'row_amount');
    const owner = purchase && rows.length === 1 && others.length === 1 ? valuesOf(others[0].key) : [];
    return named && values.length ? { dimension: named.key, values, ...(owner.length === 1 && { whose: { dimension: others[0].key, values: owner } }) } : undefined;
  }
  if (plan.kind === 'lookup') return customerLookedUp(rows);
  if (plan.kind !== 'aggregate' || !plan.groupBy.length || plan.grain || plan.compare || plan.steps || plan.absent || plan.countOf || plan.having?.per) return undefined;
  const dimension = plan.groupBy[0];
  if (!compiled.columns.some((c) => c.key === dimension)) return undefined;
  // "Where is she from?" lists the customer with her city: the customer is still what was listed first.
  // A name two customers can share is kept by what tells them apart (the e-mail), which a filter on customers matches.
  const detail = `${dimension}__detail`;
  const byDetail = compiled.columns.some((c) => c.key === detail);
  const values = [...new Set(rows.map((row) => (byDetail && row[detail] ? row[detail] : row[dimension])).filter((v) => v !== null && v !== undefined && v !== '').map(String))].slice(0, KEPT);
  // Each kept by her e-mail is still named by her name in the answers about her ("for Sara Al-Zahrani").
  const names = byDetail ? values.map((v) => String(rows.find((row) => String(row[detail] ?? row[dimension]) === v)?.[dimension] ?? v)) : [];
  return values.length ? { dimension, values, ...(names.some((name, i) => name !== values[i]) && { names }) } : undefined;
}

/**
 * "Where is order 1042?", "orders of noura@…": the one customer the orders found belong to, by the e-mail that tells
 * customers apart, so "how much has she spent?", "وكم صرف هذا العميل؟" are hers (they were the whole store's).
 */
function customerLookedUp(rows: Record<string, unknown>[]): ConversationContext['shown'] {
  const emails = [...new Set(rows.map((row) => (typeof row.email === 'string' ? row.email.trim().toLowerCase() : '')))];
  const name = typeof rows[0]?.customer === 'string' && rows[0].customer.trim() ? rows[0].customer.trim() : undefined;
  return emails.length === 1 && emails[0] ? { dimension: 'customer', values: [emails[0]], ...(name && { names: [name] }) } : undefined;
}

/**
 * The context to keep after an answer: the question's, with what the answer listed. Given the catalog (and the clock),
 * "the worst month" names the month the answer named: the rows read in the answer's order, whole months only (the
 * store's first, begun part-way, was kept as "that month" while the answer named another).
 */
export function contextAfter(
  context: ConversationContext, plan: Plan, rows: Record<string, unknown>[], compiled: CompiledQuery,
  answered?: { catalog: Catalog; now?: Date | string; timezone?: string },
): ConversationContext {
  const { shown: previous, bucket: _named, ...rest } = context;
  const today = answered?.now ? iso(todayIn(new Date(answered.now), answered.timezone ?? plan.timezone)) : undefined;
  const inAnswerOrder = answered && plan.kind === 'aggregate' && ranksEveryBucket(plan, answered.catalog) ? lowestBucketsFirst(plan, rows, compiled, answered.catalog, today) : rows;
  const bucket = bucketNamed(plan, inAnswerOrder);
  const listed = shownOf(plan, rows, compiled);
  // "Which city is she from?" lists one city of one of those listed: the list pointed into is still the one to point at.
  const within = previous && pointedInto(plan, previous) && (!listed || listed.values.length <= 1);
  // "Top 3 countries", then "compare with last year": the same three, set against their own past; still the list.
  const compared = previous && plan.kind === 'aggregate' && plan.compare && plan.groupBy[0] === previous.dimension;
  const shown = within || compared ? previous : listed;
  return { ...rest, ...(shown && { shown }), ...(bucket && { bucket }) };
}

/** "Which month was worst?": the one bucket of time a ranking of one named, for "that month" next. */
function bucketNamed(plan: Plan, rows: Record<string, unknown>[]): ConversationContext['bucket'] {
  if (plan.kind !== 'aggregate' || !plan.grain || plan.groupBy.length || plan.top?.n !== 1 || plan.compare || plan.steps) return undefined;
  const at = rows[0]?.[plan.grain];
  const from = at instanceof Date ? at.toISOString().slice(0, 10) : typeof at === 'string' ? at.slice(0, 10) : undefined;
  return from && /^\d{4}-\d{2}-\d{2}$/.test(from) ? { grain: plan.grain, from } : undefined;
}

/**
 * "Top 5 customers", then "how many orders did the top one place?": the answer is about one of those listed, so "and
 * the second one?" still points into the list.
 */
export function pointedInto(plan: Plan, shown: NonNullable<ConversationContext['shown']>): boolean {
  return plan.kind === 'aggregate' && plan.filters.some((f) => f.dimension === shown.dimension && f.op === 'eq' && f.values.every((v) => shown.values.includes(v)));
}
