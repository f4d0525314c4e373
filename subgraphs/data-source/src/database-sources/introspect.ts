import type { RemoteDatabase } from './remote-database.ts';

export interface IntrospectedColumn {
  name: string;
  type: string;
  comment: string | null;
  position: number;
  sampleValues: string[];
  /** A one-column foreign key: the column (of a table the user may read) it refers to. */
  refersTo?: ColumnReference;
}

export interface ColumnReference { schema: string; table: string; column: string }

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

// MySQL gives every view the comment "VIEW": no owner wrote it, and the question engine reads comments as theirs.
const MYSQL_TABLES = `
  SELECT TABLE_SCHEMA AS \`schema\`, TABLE_NAME AS name, CASE WHEN TABLE_TYPE = 'VIEW' THEN NULL ELSE NULLIF(TABLE_COMMENT, '') END AS comment, TABLE_ROWS AS estimate
    FROM information_schema.TABLES WHERE TABLE_SCHEMA = DATABASE() ORDER BY TABLE_NAME LIMIT ${MAX_TABLES}`;

const MYSQL_COLUMNS = `
  SELECT TABLE_SCHEMA AS \`schema\`, TABLE_NAME AS \`table\`, COLUMN_NAME AS name, COLUMN_TYPE AS type,
         NULLIF(COLUMN_COMMENT, '') AS comment, ORDINAL_POSITION AS position
    FROM information_schema.COLUMNS WHERE TABLE_SCHEMA = DATABASE() ORDER BY TABLE_NAME, ORDINAL_POSITION`;

/** One-column foreign keys only: a key of several columns names no one row by one value. */
const PG_REFERENCES = `
  SELECT n.nspname AS schema, c.relname AS table, a.attname AS column, fn.nspname AS ref_schema, fc.relname AS ref_table, fa.attname AS ref_column
    FROM pg_constraint k
    JOIN pg_class c ON c.oid = k.conrelid JOIN pg_namespace n ON n.oid = c.relnamespace
    JOIN pg_class fc ON fc.oid = k.confrelid JOIN pg_namespace fn ON fn.oid = fc.relnamespace
    JOIN pg_attribute a ON a.attrelid = k.conrelid AND a.attnum = k.conkey[1]
    JOIN pg_attribute fa ON fa.attrelid = k.confrelid AND fa.attnum = k.confkey[1]
   WHERE k.contype = 'f' AND cardinality(k.conkey) = 1 AND has_table_privilege(fc.oid, 'SELECT')`;

const MYSQL_REFERENCES = `
  SELECT u.TABLE_SCHEMA AS \`schema\`, u.TABLE_NAME AS \`table\`, u.COLUMN_NAME AS \`column\`, u.REFERENCED_TABLE_SCHEMA AS ref_schema,
         u.REFERENCED_TABLE_NAME AS ref_table, u.REFERENCED_COLUMN_NAME AS ref_column
    FROM information_schema.KEY_COLUMN_USAGE u
   WHERE u.TABLE_SCHEMA = DATABASE() AND u.REFERENCED_TABLE_NAME IS NOT NULL
     AND (SELECT count(*) FROM information_schema.KEY_COLUMN_USAGE k WHERE k.CONSTRAINT_SCHEMA = u.CONSTRAINT_SCHEMA
          AND k.TABLE_NAME = u.TABLE_NAME AND k.CONSTRAINT_NAME = u.CONSTRAINT_NAME) = 1`;

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
  // Without the right to read the catalogue's constraints, tables are still listed, unjoined.
  const references = await db.query(pgEngine ? PG_REFERENCES : MYSQL_REFERENCES).then((result) => result.rows, () => []);
  const referenceOf = (schema: string, table: string, column: string): ColumnReference | undefined => {
    const found = references.find((r) => r.schema === schema && r.table === table && r.column === column);
    return found ? { schema: String(found.ref_schema), table: String(found.ref_table), column: String(found.ref_column) } : undefined;
  };
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
        ...(referenceOf(schema, name, String(column.name)) && { refersTo: referenceOf(schema, name, String(column.name)) }),
      })),
    });
  }
  return result;
}
