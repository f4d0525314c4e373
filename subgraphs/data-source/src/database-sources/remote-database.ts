import pg from 'pg';
import mysql from 'mysql2/promise';
import { isIP } from 'node:net';
import type { DatabaseCredentials, DatabaseEngine } from './connection-settings.ts';

/** A query result from a seller's database: column names in order and rows keyed by column name. */
export interface QueryResult {
  columns: string[];
  rows: Record<string, unknown>[];
  /** Set when the statement had more rows than `maxRows`; only the first `maxRows` are kept. */
  truncated?: boolean;
}

/** An open connection to a seller's database, in a read-only session with a statement timeout. */
export interface RemoteDatabase {
  engine: DatabaseEngine;
  /**
   * `$1` placeholders for PostgreSQL, `?` for MySQL (there sent as a prepared statement, so the server runs exactly
   * this text). With `maxRows`, MySQL stops reading after that many rows and marks the result truncated.
   */
  query(sql: string, params?: unknown[], limits?: { maxRows?: number }): Promise<QueryResult>;
  /** Quotes an identifier in the engine's syntax. */
  quote(name: string): string;
  close(): Promise<void>;
}

export interface RemoteOptions {
  /** Connect timeout in ms (default 8 s, or DATA_SOURCE_CONNECT_TIMEOUT_MS). */
  connectTimeoutMs?: number;
  /** Per-statement timeout in ms (default 15 s). */
  statementTimeoutMs?: number;
  /**
   * The address checked for the host (network-policy.ts), connected to instead of resolving the name again; TLS still
   * names the host.
   */
  address?: string;
}

type Resolved = Required<Omit<RemoteOptions, 'address'>> & Pick<RemoteOptions, 'address'>;

/** The host's name for TLS (SNI), which may not be an IP address. */
const tlsName = (host: string) => (isIP(host) ? undefined : host);

async function openPostgres(credentials: DatabaseCredentials, options: Resolved): Promise<RemoteDatabase> {
  const client = new pg.Client({
    host: options.address ?? credentials.host,
    port: credentials.port,
    database: credentials.database,
    user: credentials.user,
    // No stored password sends an empty one: never PGPASSWORD or ~/.pgpass of the process, which node-pg would read.
    password: credentials.password ?? (() => ''),
    ssl: credentials.ssl ? { rejectUnauthorized: false, servername: tlsName(credentials.host) } : false,
    connectionTimeoutMillis: options.connectTimeoutMs,
    // The session itself is read-only: even a statement that slipped past every other check cannot write.
    options: `-c default_transaction_read_only=on -c statement_timeout=${options.statementTimeoutMs}`,
    application_name: 'dukkan',
  });
  client.on('error', () => undefined); // a dropped connection surfaces on the next query
  await client.connect();
  return {
    engine: 'postgresql',
    async query(sql, params = []) {
      const result = await client.query({ text: sql, values: params, rowMode: 'array' });
      const columns = result.fields.map((field) => field.name);
      const rows = (result.rows as unknown[][]).map((row) => Object.fromEntries(columns.map((name, i) => [name, row[i]])));
      return { columns, rows };
    },
    quote: (name) => `"${name.replace(/"/g, '""')}"`,
    close: () => client.end().catch(() => undefined),
  };
}

async function openMysql(credentials: DatabaseCredentials, options: Resolved): Promise<RemoteDatabase> {
  const connection = await mysql.createConnection({
    host: options.address ?? credentials.host,
    port: credentials.port,
    database: credentials.database,
    user: credentials.user,
    password: credentials.password ?? undefined,
    ssl: credentials.ssl ? { rejectUnauthorized: false } : undefined,
    connectTimeout: options.connectTimeoutMs,
    dateStrings: true,
    supportBigNumbers: true,
    bigNumberStrings: true,
    multipleStatements: false,
  });
  connection.on('error', () => undefined);
  const [versionRows] = await connection.query('SELECT VERSION() AS v');
  const mariadb = String((versionRows as Array<{ v: string }>)[0]?.v ?? '').includes('MariaDB');
  await connection.query('SET SESSION TRANSACTION READ ONLY');
  // MariaDB counts seconds in max_statement_time; MySQL counts milliseconds in max_execution_time (SELECTs only).
  // The session runs in UTC: TIMESTAMP columns read as instants, which the question engine compares with bounds it
  // computed in the store's zone (MariaDB often lacks the timezone tables CONVERT_TZ needs).
  if (mariadb) await connection.query(`SET SESSION max_statement_time = ${options.statementTimeoutMs / 1000}, time_zone = '+00:00'`);
  else await connection.query(`SET SESSION max_execution_time = ${Math.round(options.statementTimeoutMs)}, time_zone = '+00:00'`);
  return {
    engine: 'mysql',
    async query(sql, params = [], limits = {}) {
      if (limits.maxRows !== undefined) return readCapped(connection, sql, params, Math.max(0, Math.floor(limits.maxRows)));
      const [rows, fields] = params.length
        ? await connection.execute({ sql, values: params, rowsAsArray: true })
        : await connection.query({ sql, rowsAsArray: true });
      if (!Array.isArray(rows)) return { columns: [], rows: [] }; // a statement without a result set
      const columns = (fields ?? []).map((field) => field.name);
      return { columns, rows: (rows as unknown[][]).map((row) => Object.fromEntries(columns.map((name, i) => [name, row[i]]))) };
    },
    quote: (name) => `\`${name.replace(/`/g, '``')}\``,
    close: () => connection.end().catch(() => undefined),
  };
}

interface RowEvents {
  on(event: 'fields', listener: (fields: { name: string }[] | undefined) => void): RowEvents;
  on(event: 'result', listener: (row: unknown) => void): RowEvents;
  on(event: 'error', listener: (error: Error) => void): RowEvents;
  on(event: 'end', listener: () => void): RowEvents;
}

/**
 * Reads a statement's rows as they arrive and stops after `maxRows`: a huge result never reaches memory. The
 * connection is dropped when rows are left unread (it is closed after every question anyway).
 */
function readCapped(connection: mysql.Connection, sql: string, params: unknown[], maxRows: number): Promise<QueryResult> {
  const core = (connection as unknown as { connection: unknown }).connection as { execute(options: object): RowEvents; query(options: object): RowEvents; destroy(): void };
  return new Promise((resolve, reject) => {
    let columns: string[] = [];
    const rows: Record<string, unknown>[] = [];
    let settled = false;
    const settle = (outcome: () => void) => {
      if (!settled) {
        settled = true;
        outcome();
      }
    };
    const events = params.length ? core.execute({ sql, values: params, rowsAsArray: true }) : core.query({ sql, rowsAsArray: true });
    events
      .on('fields', (fields) => { columns = (fields ?? []).map((field) => field.name); })
      .on('result', (row) => {
        if (settled || !Array.isArray(row)) return;
        if (rows.length >= maxRows) {
          settle(() => resolve({ columns, rows, truncated: true }));
          core.destroy();
          return;
        }
        rows.push(Object.fromEntries(columns.map((name, i) => [name, row[i]])));
      })
      .on('error', (error) => settle(() => reject(error)))
      .on('end', () => settle(() => resolve({ columns, rows, truncated: false })));
  });
}

/** Connects to a seller's PostgreSQL or MySQL/MariaDB database; errors are classified by `classifyConnectionError`. */
export async function openRemoteDatabase(credentials: DatabaseCredentials, options: RemoteOptions = {}): Promise<RemoteDatabase> {
  const resolved: Resolved = { connectTimeoutMs: options.connectTimeoutMs ?? (Number(process.env.DATA_SOURCE_CONNECT_TIMEOUT_MS) || 8_000), statementTimeoutMs: options.statementTimeoutMs ?? 15_000, address: options.address };
  return credentials.engine === 'postgresql' ? openPostgres(credentials, resolved) : openMysql(credentials, resolved);
}
