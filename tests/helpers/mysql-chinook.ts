import { readFileSync } from 'node:fs';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import mysql from 'mysql2/promise';

/** The MySQL/MariaDB server tests use: TEST_MYSQL_URL, else the local one. */
export const TEST_MYSQL_URL = process.env.TEST_MYSQL_URL ?? 'mysql://root@127.0.0.1:3306';
const CHINOOK = path.resolve(new URL('../../../shared/datasets/chinook/Chinook_PostgreSql.sql', import.meta.url).pathname);

export interface MysqlDatabase {
  name: string;
  /** A connection URL for the database, with the server's user and password. */
  url: string;
  /** Runs SQL on the database as the server's user: gold answers and checks a seller's question cannot make. */
  query<T = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<T[]>;
  rows(sql: string): Promise<unknown[][]>;
  drop(): Promise<void>;
}

/**
 * The Chinook script (written for PostgreSQL) as MySQL statements: its own DROP/CREATE DATABASE and \c lines left
 * out, TIMESTAMP columns as DATETIME (wall-clock dates, as Chinook's MySQL edition has them), backslashes in titles
 * kept as written.
 */
function chinookStatements(): string[] {
  const script = readFileSync(CHINOOK, 'utf8');
  return script.slice(script.indexOf('\\c chinook;') + '\\c chinook;'.length)
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .split(/;\s*\n/)
    .map((statement) => statement.trim())
    .filter(Boolean)
    .map((statement) => (statement.startsWith('CREATE TABLE') ? statement.replace(/\bTIMESTAMP\b/g, 'DATETIME') : statement));
}

/** Creates a fresh database (unique name) on the test MySQL/MariaDB server and loads Chinook into it. */
export async function createMysqlChinook(prefix = 'dukkan_chinook'): Promise<MysqlDatabase> {
  const name = `${prefix}_${randomBytes(4).toString('hex')}`;
  const root = await mysql.createConnection(TEST_MYSQL_URL);
  try {
    await root.query(`CREATE DATABASE \`${name}\` CHARACTER SET utf8mb4`);
  } finally {
    await root.end();
  }
  const url = new URL(TEST_MYSQL_URL);
  url.pathname = `/${name}`;
  const connection = await mysql.createConnection({ uri: url.toString(), dateStrings: true, supportBigNumbers: true, bigNumberStrings: true });
  await connection.query("SET SESSION sql_mode = 'NO_BACKSLASH_ESCAPES,STRICT_TRANS_TABLES', time_zone = '+00:00'");
  for (const statement of chinookStatements()) await connection.query(statement);
  return {
    name,
    url: url.toString(),
    async query<T>(sql: string, params: unknown[] = []) {
      const [rows] = await connection.query(sql, params);
      return rows as T[];
    },
    async rows(sql: string) {
      const [rows] = await connection.query({ sql, rowsAsArray: true });
      return rows as unknown[][];
    },
    async drop() {
      await connection.query(`DROP DATABASE IF EXISTS \`${name}\``).catch(() => undefined);
      await connection.end().catch(() => undefined);
    },
  };
}
