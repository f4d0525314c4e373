import type { RemoteDatabase } from './remote-database.ts';

export interface IntrospectedColumn {
  name: string;
  type: string;
  comment: string | null;
  position: number;
  sampleValues: string[];
}

export interface IntrospectedTable {
  schema: string;
  name: string;
  comment: string | null;
  rowCount: number | null;
  columns: IntrospectedColumn[];
}

/** More tables than this are not introspected in one go: the question engine could not use them well anyway. */
const MAX_TABLES = 200;
const SAMPLE_ROWS = 50;

const PG_TABLES = `
  SELECT n.nspname AS schema, c.relname AS name, obj_description(c.oid, 'pg_class') AS comment, c.reltuples::float8 AS estimate
    FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
   WHERE c.relkind IN ('r', 'v', 'm', 'p') AND NOT c.relispartition
     AND n.nspname NOT IN ('pg_catalog', 'information_schema') AND n.nspname NOT LIKE 'pg\\_%'
     AND has_table_privilege(c.oid, 'SELECT')
   ORDER BY 1, 2 LIMIT ${MAX_TABLES}`;

const PG_COLUMNS = `
  SELECT n.nspname AS schema, c.relname AS table, a.attname AS name, format_type(a.atttypid, a.atttypmod) AS type,
         col_description(c.oid, a.attnum) AS comment, a.attnum AS position
    FROM pg_attribute a JOIN pg_class c ON c.oid = a.attrelid JOIN pg_namespace n ON n.oid = c.relnamespace
   WHERE a.attnum > 0 AND NOT a.attisdropped AND c.relkind IN ('r', 'v', 'm', 'p') AND NOT c.relispartition
     AND n.nspname NOT IN ('pg_catalog', 'information_schema') AND n.nspname NOT LIKE 'pg\\_%'
     AND has_table_privilege(c.oid, 'SELECT')
   ORDER BY 1, 2, a.attnum`;

const MYSQL_TABLES = `
  SELECT TABLE_SCHEMA AS \`schema\`, TABLE_NAME AS name, NULLIF(TABLE_COMMENT, '') AS comment, TABLE_ROWS AS estimate
    FROM information_schema.TABLES WHERE TABLE_SCHEMA = DATABASE() ORDER BY TABLE_NAME LIMIT ${MAX_TABLES}`;

const MYSQL_COLUMNS = `
  SELECT TABLE_SCHEMA AS \`schema\`, TABLE_NAME AS \`table\`, COLUMN_NAME AS name, COLUMN_TYPE AS type,
         NULLIF(COLUMN_COMMENT, '') AS comment, ORDINAL_POSITION AS position
    FROM information_schema.COLUMNS WHERE TABLE_SCHEMA = DATABASE() ORDER BY TABLE_NAME, ORDINAL_POSITION`;

function sampleText(value: unknown): string | null {
  if (value === null || value === undefined) return null;
  const text = value instanceof Date ? value.toISOString() : Buffer.isBuffer(value) ? null : typeof value === 'object' ? JSON.stringify(value) : String(value);
  return text === null || text === '' ? null : text.slice(0, 100);
}

/**
 * Lists the tables and views the connected user may read, with columns, comments, row counts (exact below a million
 * rows, the planner's estimate above) and a few sample values per column.
 */
export async function introspectDatabase(db: RemoteDatabase): Promise<IntrospectedTable[]> {
  const pgEngine = db.engine === 'postgresql';
  const tables = (await db.query(pgEngine ? PG_TABLES : MYSQL_TABLES)).rows;
  const columns = (await db.query(pgEngine ? PG_COLUMNS : MYSQL_COLUMNS)).rows;
  const result: IntrospectedTable[] = [];
  for (const table of tables) {
    const schema = String(table.schema);
    const name = String(table.name);
    const qualified = `${db.quote(schema)}.${db.quote(name)}`;
    const own = columns.filter((column) => column.schema === schema && column.table === name);
    let rowCount: number | null = table.estimate === null ? null : Math.max(Number(table.estimate), 0);
    const samples = new Map<string, Set<string>>(own.map((column) => [String(column.name), new Set<string>()]));
    try {
      if (rowCount === null || rowCount < 1_000_000) rowCount = Number((await db.query(`SELECT count(*) AS n FROM ${qualified}`)).rows[0].n);
      const sample = await db.query(`SELECT * FROM ${qualified} LIMIT ${SAMPLE_ROWS}`);
      for (const row of sample.rows) {
        for (const [column, values] of samples) {
          const text = sampleText(row[column]);
          if (text !== null && values.size < 5) values.add(text);
        }
      }
    } catch {
      // A view that fails to run or a table locked away still gets listed, without samples.
    }
    result.push({
      schema,
      name,
      comment: table.comment ? String(table.comment) : null,
      rowCount,
      columns: own.map((column) => ({
        name: String(column.name),
        type: String(column.type),
        comment: column.comment ? String(column.comment) : null,
        position: Number(column.position),
        sampleValues: [...(samples.get(String(column.name)) ?? [])],
      })),
    });
  }
  return result;
}
