import type { Catalog, CompiledColumn, CompiledQuery, Filter, QueryPlan, Words } from '../types.ts';
import { Params, MAX_ROWS, topCount } from './identifiers.ts';
import { chooseBase, findDimension, findMetric, joinClauses } from './resolve.ts';
import { dialectOf, type Writing } from './dialect.ts';
import { filterCondition } from './filter-condition.ts';
import { countColumn } from '../semantic/counted-label.ts';

/** The earliest day a period can start: "until the period" is read as from it. */
const EARLIEST = '1900-01-01';

/** The table that lists a dimension's members whether or not they have rows elsewhere (products, customers), if any. */
export function membersOf(catalog: Catalog, dimension: string): string | undefined {
  const found = catalog.dimensions.find((d) => d.key === dimension);
  return found ? Object.keys(found.on).find((table) => catalog.tables[table]?.members) : undefined;
}

/** How an absence is read: the members' table, the filters on it and on the rows, and the rows' table (chooseBase). */
interface AbsentReading {
  membersKey: string;
  ownFilters: Filter[];
  rowFilters: Filter[];
  chosen: NonNullable<ReturnType<typeof chooseBase>>;
}

/**
 * An absence as it can be read, or undefined: one metric over one split whose members are listed somewhere, the
 * metric's rows reaching that split and every filter not on the members' own list (a product's category, a customer's
 * city), with dates; nothing ranked by change, compared, shared or split over time.
 */
function readingOf(plan: QueryPlan, catalog: Catalog): AbsentReading | undefined {
  if (plan.metrics.length !== 1 || plan.groupBy.length !== 1 || plan.grain || plan.compare || plan.share || plan.having || plan.topPer || plan.steps || plan.perBucket) return undefined;
  const membersKey = membersOf(catalog, plan.groupBy[0]);
  const metric = catalog.metrics.find((m) => m.key === plan.metrics[0]);
  if (!membersKey || !metric || metric.snapshot || metric.bounded || metric.ratio) return undefined;
  const ownFilters = plan.filters.filter((f) => Boolean(findDimension(catalog, f.dimension).on[membersKey]));
  const rowFilters = plan.filters.filter((f) => !ownFilters.includes(f));
  const chosen = chooseBase(catalog, plan.metrics, [plan.groupBy[0], ...rowFilters.map((f) => f.dimension)]);
  if (!chosen || !(chosen.metrics[0].use.time ?? catalog.tables[chosen.table].time)) return undefined;
  return { membersKey, ownFilters, rowFilters, chosen };
}

/** Whether an absence can be read (see readingOf). */
export function absentFits(plan: QueryPlan, catalog: Catalog): boolean {
  return Boolean(readingOf(plan, catalog));
}

/** How the last row before the period is named: "last sold", "last order". */
function lastWords(metric: string, table: string, catalog: Catalog): Words {
  // A connected database's rows are its own (invoices, lines): the last one's day, said plainly.
  if (!catalog.tables[table]?.storeColumn) return { en: 'last', ar: 'آخرها' };
  return table === 'order_lines' || metric === 'units' ? { en: 'last sold', ar: 'آخر بيع' } : { en: 'last order', ar: 'آخر طلب' };
}

/**
 * "Products with no sales last month": every member (from the members table, with its own filters) against its rows
 * (the metric's table, with the other filters) up to the period's end, grouped once: the rows in the period that
 * count, the last one before it and the metric's total. Members with none in the period are kept; `lapsed` keeps only
 * those with an earlier one. Listed by that total (the most valuable first), then the most recent; or counted.
 */
export function compileAbsent(plan: QueryPlan, catalog: Catalog, storeId: string | number): CompiledQuery {
  const reading = readingOf(plan, catalog);
  if (!reading) throw new Error('this absence cannot be read');
  const { membersKey, ownFilters, rowFilters, chosen } = reading;
  const split = findDimension(catalog, plan.groupBy[0]);
  const metric = findMetric(catalog, plan.metrics[0]);
  const members = catalog.tables[membersKey];
  const base = catalog.tables[chosen.table];
  const use = chosen.metrics[0].use;
  const time = use.time ?? base.time!;
  const params = new Params();
  const dialect = dialectOf(base);
  let zone: string | undefined;
  const w: Writing = { params, timezone: plan.timezone, tz: () => (zone ??= params.add(plan.timezone)), local: Boolean(base.localTime), ...(plan.period && { within: [{ from: EARLIEST, to: plan.period.to }] }) };
  // Only where a table holds the store's column: PostgreSQL cannot type a parameter no statement uses (a connected
  // database's customers, "customers who didn't buy in 2025", failed so).
  let storeParam: string | undefined;
  const store = () => (storeParam ??= params.add(String(storeId)));

  // The members: each one once, by what tells them apart (a customer's id), with their name and second label.
  const own = split.on[membersKey];
  const memberJoins = new Set(own.joins ?? []);
  const memberWhere = [`${own.sql} IS NOT NULL`];
  if (members.storeColumn) memberWhere.unshift(`${members.alias}.${dialect.quoteIdent(members.storeColumn)} = ${store()}`);
  for (const filter of ownFilters) {
    const binding = findDimension(catalog, filter.dimension).on[membersKey];
    binding.joins?.forEach((j) => memberJoins.add(j));
    memberWhere.push(filterCondition(filter, binding, binding.sql, dialect, w));
  }
  const k = dialect.columnKey('member_key');
  const memberSelect = [`${own.id ?? own.sql} AS ${k}`, `${own.sql} AS ${dialect.columnKey(split.key)}`];
  if (own.id) memberSelect.push(`${own.id} AS ${dialect.columnKey(`${split.key}__id`)}`);
  if (own.detail) memberSelect.push(`${own.detail} AS ${dialect.columnKey(`${split.key}__detail`)}`);
  const memberSql = [
    `SELECT DISTINCT ${memberSelect.join(', ')}`,
    `FROM ${dialect.table(members)} ${members.alias}`,
    ...joinClauses(catalog, members, memberJoins, dialect.table),
    `WHERE ${memberWhere.join(' AND ')}`,
  ].join('\n');

  // Their rows up to the period's end: a row counts as the metric counts it (an order not cancelled).
  const rowBinding = split.on[chosen.table];
  const rowJoins = new Set([...(use.joins ?? []), ...(rowBinding.joins ?? [])]);
  const rowWhere: string[] = [];
  if (base.storeColumn) rowWhere.push(`${base.alias}.${dialect.quoteIdent(base.storeColumn)} = ${store()}`);
  if (use.where) rowWhere.push(`(${use.where})`);
  for (const filter of rowFilters) {
    const binding = findDimension(catalog, filter.dimension).on[chosen.table];
    binding.joins?.forEach((j) => rowJoins.add(j));
    rowWhere.push(filterCondition(filter, binding, binding.sql, dialect, w));
  }
  const counts = metric.counts ? `(${metric.counts})` : 'TRUE';
  const inPeriod = plan.period ? `${dialect.range(time, plan.period.from, plan.period.to, w)} AND ${counts}` : counts;
  if (plan.period) rowWhere.push(dialect.range(time, EARLIEST, plan.period.to, w));
  const last = dialect.bucket('day', `max(CASE WHEN ${counts} THEN ${time} END)`, undefined, w).select;
  const rowSql = [
    `SELECT ${rowBinding.id ?? rowBinding.sql} AS ${k}, sum(CASE WHEN ${inPeriod} THEN 1 ELSE 0 END) AS ${dialect.columnKey('in_period')},`,
    `  ${last} AS ${dialect.columnKey('last_at')}, ${use.sql.replace(/\{tz\}/g, () => w.tz())} AS ${dialect.columnKey('total')}`,
    `FROM ${dialect.table(base)} ${base.alias}`,
    ...joinClauses(catalog, base, rowJoins, dialect.table),
    rowWhere.length ? `WHERE ${rowWhere.join(' AND ')}` : '',
    `GROUP BY ${rowBinding.id ?? rowBinding.sql}`,
  ].filter(Boolean).join('\n');

  const kept = [`coalesce(a.${dialect.columnKey('in_period')}, 0) = 0`];
  if (plan.absent?.lapsed && plan.period) kept.push(`a.${dialect.columnKey('last_at')} IS NOT NULL`);
  const from = `FROM (${memberSql}) m\nLEFT JOIN (${rowSql}) a ON a.${k} = m.${k}\nWHERE ${kept.join(' AND ')}`;
  if (plan.absent?.counted) {
    const counted = countColumn(catalog, split);
    return { sql: `SELECT count(*) AS ${dialect.columnKey(counted.key)}\n${from}`, params: params.values, columns: [counted] };
  }

  const columns: CompiledColumn[] = [{ key: split.key, label: split.label, role: 'dimension', format: 'text' }];
  const select = [`m.${dialect.columnKey(split.key)}`];
  for (const role of ['id', 'detail'] as const) {
    if (!own[role]) continue;
    select.push(`m.${dialect.columnKey(`${split.key}__${role}`)}`);
    columns.push({ key: `${split.key}__${role}`, label: split.label, role, format: 'text' });
  }
  // Over all time there is nothing before: a member never had a row, so no date or total to show.
  if (plan.period) {
    select.push(`a.${dialect.columnKey('last_at')}`, `coalesce(a.${dialect.columnKey('total')}, 0) AS ${dialect.columnKey(metric.key)}`);
    columns.push({ key: 'last_at', label: lastWords(metric.key, chosen.table, catalog), role: 'field', format: 'date' });
    columns.push({ key: metric.key, label: { en: `${metric.label.en} before`, ar: `${metric.label.ar} قبلها` }, role: 'metric', format: metric.format });
  }
  // How many there are in all, whatever the LIMIT keeps: the sentence says it.
  select.push(`count(*) OVER () AS ${dialect.columnKey('absent_total')}`);
  columns.push({ key: 'absent_total', label: { en: 'in all', ar: 'المجموع' }, role: 'total', format: 'count' });
  const order = plan.period
    ? `${dialect.columnKey(metric.key)} DESC, a.${dialect.columnKey('last_at')} IS NULL, a.${dialect.columnKey('last_at')} DESC, 1 ASC`
    : '1 ASC';
  const sql = [`SELECT ${select.join(', ')}`, from, `ORDER BY ${order}`, `LIMIT ${plan.top ? topCount(plan.top) : MAX_ROWS}`].join('\n');
  return { sql, params: params.values, columns };
}
