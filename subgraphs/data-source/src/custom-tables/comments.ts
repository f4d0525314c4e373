import pg from 'pg';
import { quoteIdent } from '../csv/index.ts';

/**
 * The PostgreSQL COMMENT of a custom table or column: the seller's original header (when the SQL name differs) and
 * their explanation. Anything reading the catalog directly, like the question engine's SQL tools, sees both.
 */
export function pgComment(name: string, label: string | null, comment: string | null): string | null {
  const parts = [label && label !== name ? label : null, comment?.trim() || null].filter(Boolean);
  return parts.length ? parts.join(' — ') : null;
}

export async function writeTableComment(pool: pg.Pool, schema: string, table: string, label: string | null, comment: string | null): Promise<void> {
  const text = pgComment(table, label, comment);
  await pool.query(`COMMENT ON TABLE ${schema}.${quoteIdent(table)} IS ${text ? pg.escapeLiteral(text) : 'NULL'}`);
}

export async function writeColumnComment(pool: pg.Pool, schema: string, table: string, column: string, label: string | null, comment: string | null): Promise<void> {
  const text = pgComment(column, label, comment);
  await pool.query(`COMMENT ON COLUMN ${schema}.${quoteIdent(table)}.${quoteIdent(column)} IS ${text ? pg.escapeLiteral(text) : 'NULL'}`);
}
