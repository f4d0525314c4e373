import type { Catalog, CompiledColumn, CompiledQuery, LookupPlan } from '../types.ts';
import { datedRowsOf } from '../custom/dated-rows.ts';
import { amountKeyOf } from '../custom/catalog-from-tables.ts';
import { Params } from './identifiers.ts';
import { joinClauses } from './resolve.ts';
import { dialectOf, type Writing } from './dialect.ts';
import { filterCondition } from './filter-condition.ts';

/** The most rows "the last N invoices" lists. */
export const DATED_ROWS_LIMIT = 20;

/**
 * "When was the last invoice?", "the first 5 invoices", "which employee was hired first?": rows of an owner's table
 * by its own date, newest (or oldest) first, LIMIT n: what names each row, its date, the rows it refers to (an
 * invoice's customer) and its amount. With `about` ("who was our first customer?"), each value of that split once,
 * by its first row (or its latest). Identifiers come from the catalog only; filter values and the period are parameters.
 */
export function compileDatedRows(plan: LookupPlan, catalog: Catalog): CompiledQuery {
  const dated = datedRowsOf(catalog, plan.table ?? '');
  if (!dated) throw new Error(`the rows of ${plan.table} cannot be listed by a date`);
  const { table, named } = dated;
  const dialect = dialectOf(table);
  const params = new Params();
  let zone: string | undefined;
  const w: Writing = { params, timezone: plan.timezone, tz: () => (zone ??= params.add(plan.timezone)), local: Boolean(table.localTime) };
  const time = table.time!;
  const needed = new Set<string>();
  const where: string[] = [`${time} IS NOT NULL`];
  if (plan.period) where.push(dialect.range(time, plan.period.from, plan.period.to, w));
  for (const filter of plan.filters ?? []) {
    const binding = catalog.dimensions.find((d) => d.key === filter.dimension)?.on[table.key];
    if (!binding || binding.fromTime) throw new Error(`the rows of ${table.key} cannot be kept to ${filter.dimension}`);
    binding.joins?.forEach((join) => needed.add(join));
    where.push(filterCondition(filter, binding, binding.sql, dialect, w));
  }
  const k = dialect.columnKey;
  const n = Math.min(Math.max(Number(plan.value) || 1, 1), DATED_ROWS_LIMIT);
  const dir = plan.oldest ? 'ASC' : 'DESC';
  const dateColumn: CompiledColumn = { key: 'row_date', label: dated.dateLabel, role: 'field', format: 'date' };
  if (plan.about) {
    const about = dated.referred.find((d) => d.key === plan.about);
    if (!about) throw new Error(`the rows of ${table.key} do not name ${plan.about}`);
    const binding = about.on[table.key];
    binding.joins?.forEach((join) => needed.add(join));
    const id = binding.id ?? binding.sql;
    // Each one by its first row (the first customer: the one of the earliest invoice), or by its latest.
    const when = `${plan.oldest ? 'min' : 'max'}(${time})`;
    const select = [`${binding.sql} AS ${k(about.key)}`, `${id} AS ${k(`${about.key}__id`)}`, `${when} AS ${k('row_date')}`];
    const sql = [
      `SELECT ${select.join(', ')}`,
      `FROM ${dialect.table(table)} ${table.alias}`,
      ...joinClauses(catalog, table, needed, dialect.table),
      `WHERE ${[...where, `${id} IS NOT NULL`].join(' AND ')}`,
      `GROUP BY ${dialect.groupBy([binding.sql, id], select)}`,
      `ORDER BY 3 ${dir}, 2 ${dir}`,
      `LIMIT ${n}`,
    ].join('\n');
    const columns: CompiledColumn[] = [{ key: about.key, label: about.label, role: 'dimension', format: 'text' }, { key: `${about.key}__id`, label: about.label, role: 'id', format: 'text' }, dateColumn];
    return dialect.finish({ sql, params: params.values, columns });
  }
  const own = named.on[table.key];
  own.joins?.forEach((join) => needed.add(join));
  const select = [`${own.sql} AS ${k(named.key)}`];
  const columns: CompiledColumn[] = [{ key: named.key, label: named.label, role: 'dimension', format: 'text' }];
  if (own.id) {
    select.push(`${own.id} AS ${k(`${named.key}__id`)}`);
    columns.push({ key: `${named.key}__id`, label: named.label, role: 'id', format: 'text' });
  }
  select.push(`${time} AS ${k('row_date')}`);
  columns.push(dateColumn);
  for (const other of dated.referred) {
    other.on[table.key].joins?.forEach((join) => needed.add(join));
    select.push(`${other.on[table.key].sql} AS ${k(other.key)}`);
    columns.push({ key: other.key, label: other.label, role: 'dimension', format: 'text' });
  }
  // Its amount (an invoice's total), the measure its rows are ranked by.
  const measure = table.rows?.measure ? catalog.metrics.find((m) => m.key === table.rows!.measure) : undefined;
  const amount = measure ? catalog.dimensions.find((d) => d.key === amountKeyOf(measure.key))?.on[table.key] : undefined;
  if (measure && amount && !amount.joins) {
    select.push(`${amount.sql} AS ${k('row_amount')}`);
    columns.push({ key: 'row_amount', label: { en: measure.label.en.replace(/^(?:sum|total) of /, ''), ar: measure.label.ar }, role: 'field', format: measure.format });
  }
  const sql = [
    `SELECT ${select.join(', ')}`,
    `FROM ${dialect.table(table)} ${table.alias}`,
    ...joinClauses(catalog, table, needed, dialect.table),
    `WHERE ${where.join(' AND ')}`,
    // The same date: the row of the higher (or lower) id, so the answer is the same each time.
    `ORDER BY ${time} ${dir}, ${own.id ?? own.sql} ${dir}`,
    `LIMIT ${n}`,
  ].join('\n');
  return dialect.finish({ sql, params: params.values, columns });
}
