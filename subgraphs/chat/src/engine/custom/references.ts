import type { CatalogTable, Dimension, Metric, SourceTable } from '../types.ts';
import { dialectNamed } from '../sql/dialect.ts';
import { ROLE_NAMES, arabicFor } from './glossary.ts';
import { plural, singular, tableWordsOf, words } from './table-words.ts';

/** Steps followed from a table along foreign keys: invoice line → track → genre, no further. */
const MAX_STEPS = 3;

/**
 * A connected database's foreign keys, followed from each table to the tables it refers to (many rows to one, two
 * steps at most, within one source): the referred tables' splits become the referring table's, each read through a
 * LEFT JOIN on the key, so no row is lost to a missing reference. "Sales by customer country" on invoices that hold a
 * customer id; "tracks by genre" on tracks that hold a genre id (ADR 25). Catalog tables are keyed t0, t1… in the
 * order of `tables`, and each one's alias is its key.
 */
export function joinReferences(tables: SourceTable[], catalogTables: Record<string, CatalogTable>, dimensions: Map<string, Dimension>, metrics: Metric[]): void {
  const referred = (from: SourceTable, reference: NonNullable<SourceTable['columns'][number]['refersTo']>) => tables.findIndex((table) =>
    table.sourceId === from.sourceId && (table.engine ?? 'postgresql') === (from.engine ?? 'postgresql') && table.schema === reference.schema && table.table === reference.table
    && table.columns.some((column) => column.name === reference.column));
  tables.forEach((source, index) => {
    if (!source.sourceId) return;
    const key = `t${index}`;
    const reached = new Map<string, string>();
    let frontier = [index];
    for (let step = 0; step < MAX_STEPS && frontier.length; step++) {
      const next: number[] = [];
      for (const at of frontier) {
        const from = tables[at];
        const quote = dialectNamed(from.engine).quoteIdent;
        for (const column of from.columns) {
          if (!column.refersTo) continue;
          const to = referred(from, column.refersTo);
          if (to < 0 || to === index || reached.has(`t${to}`)) continue;
          reached.set(`t${to}`, `t${to}.${quote(column.refersTo.column)} = t${at}.${quote(column.name)}`);
          if (step === 0) roleOf(column.name, tables[to], catalogTables[`t${to}`], dimensions);
          next.push(to);
        }
      }
      frontier = next;
    }
    if (!reached.size) return;
    catalogTables[key].joins = { ...catalogTables[key].joins, ...Object.fromEntries([...reached].map(([table, on]) => [table, { table, on }])) };
    // A table of no dates of its own (invoice lines) is dated by the nearest one it refers to (the invoice's date):
    // "units sold by genre in 2024". Its measures then always read that table, one row each, so none is counted twice.
    // A table whose rows are things with names (customers, tracks) is not: a customer is not dated by its support
    // rep's hire date ("how many customers bought in 2024" counted the customers of reps hired then: 0).
    const dated = catalogTables[key].time || namesItsRows(source) ? undefined : [...reached.keys()].find((table) => catalogTables[table].time && !catalogTables[table].joins?.[key]);
    if (dated) {
      const { time, localTime, dateOnly, earliest, latest } = catalogTables[dated];
      Object.assign(catalogTables[key], { time, localTime, ...(dateOnly && { dateOnly }), ...(earliest && { earliest }), ...(latest && { latest }) });
      for (const metric of metrics) if (metric.table === key) metric.joins = [...new Set([...(metric.joins ?? []), dated])];
    }
    // Each split of a table reached, read through the join, unless the table has its own of that name; said with
    // the thing it belongs to too ("customer country", "دولة العميل"), as an owner tells it from the table's own.
    for (const dimension of dimensions.values()) {
      if (dimension.kind !== 'category' || dimension.on[key]) continue;
      const home = [...reached.keys()].find((table) => dimension.on[table] && !dimension.on[table].joins && !dimension.on[table].fromTime);
      if (!home) continue;
      dimension.on[key] = { ...dimension.on[home], joins: [home] };
      const thing = singular(tableWordsOf(tables[Number(home.slice(1))]));
      if (dimension.label.en === thing) continue;
      const ar = arabicFor(thing)[0];
      dimension.synonyms = {
        en: [...new Set([...dimension.synonyms.en, `${thing} ${dimension.label.en}`, `${dimension.label.en} of ${thing}`])],
        ar: [...new Set([...dimension.synonyms.ar, ...(ar && /[\u0600-\u06FF]/.test(dimension.label.ar) ? [`${dimension.label.ar.replace(/^ال/, '')} ${ar}`] : [])])],
      };
    }
  });
}

/**
 * A key named for the role the row it refers to plays ("support_rep_id" → an employee): the referred things are
 * called so too. "Sales by support rep", "which support rep serves the most customers" were "can't" or customers.
 */
function roleOf(columnName: string, to: SourceTable, table: CatalogTable, dimensions: Map<string, Dimension>): void {
  const role = words(columnName).replace(/ id$/, '');
  const named = table.rows ? dimensions.get(table.rows.dimension) : undefined;
  if (!named || role === columnName.toLowerCase() || singular(role) === singular(tableWordsOf(to)) || role.split(' ').length > 3) return;
  const ar = arabicFor(role);
  const others = ROLE_NAMES[role.split(' ').at(-1)!] ?? [];
  named.synonyms = {
    en: [...new Set([...named.synonyms.en, ...[role, ...others].flatMap((name) => [name, plural(name), `each ${name}`])])],
    ar: [...new Set([...named.synonyms.ar, ...ar])],
  };
}

/** Rows that are things with names: a name or title column, or a person's first and last name. */
const namesItsRows = (source: SourceTable) => source.columns.some((column) => /^(?:name|title|first_?name|last_?name|full_?name)$/i.test(column.name.replace(/\s+/g, '_')));

/**
 * A table another one refers to lists its members (every genre, every customer) whether or not they have rows there:
 * "genres we never sold", "customers who didn't buy in 2025" read them against the rows of the nearest dated table
 * that reaches them (invoice lines, invoices), counted (ADR 23). Called once every table's joins and dates are known.
 */
export function listMembers(catalogTables: Record<string, CatalogTable>, metrics: Metric[]): void {
  const dated = Object.values(catalogTables).filter((table) => table.time && table.joins);
  for (const table of Object.values(catalogTables)) {
    if (table.members || table.time) continue;
    // The dated table reaching it in the fewest steps (its own rows first: invoices before their lines for customers).
    const reaching = dated.filter((other) => other.joins?.[table.key]).sort((a, b) => Object.keys(a.joins ?? {}).length - Object.keys(b.joins ?? {}).length);
    const rows = reaching.map((other) => metrics.find((m) => m.table === other.key && m.sql === 'count(*)')).find(Boolean);
    if (rows) table.members = { metric: rows.key, recentDays: 90 };
  }
}
