import type { Locale } from '@dukkan/shared';
import { message } from '../data-sources/messages.ts';
import type { DatabaseSettings } from './connection-settings.ts';

/** Why a connection or query failed, in terms a seller can act on. */
export type ConnectionProblem =
  | 'unknownHost' | 'refused' | 'timeout' | 'badCredentials' | 'unknownDatabase' | 'databaseDenied' | 'noPrivileges'
  | 'sslFailed' | 'queryTimeout' | 'connectFailed';

export function classifyConnectionError(error: unknown): ConnectionProblem {
  const e = error as { code?: string; errno?: number; message?: string };
  const code = String(e?.code ?? '');
  const text = String(e?.message ?? '');
  if (code === 'ENOTFOUND' || code === 'EAI_AGAIN' || code === 'EAI_NONAME') return 'unknownHost';
  if (code === 'ETIMEDOUT' || /timeout expired|connection timeout|timed out/i.test(text)) return 'timeout';
  if (code === 'ECONNREFUSED' || code === 'EHOSTUNREACH' || code === 'ENETUNREACH') return 'refused';
  // The host took the connection and hung up before a database answered (a firewall, a proxy, not a database).
  if (code === 'ECONNRESET' || code === 'EPIPE' || code === 'PROTOCOL_CONNECTION_LOST' || /connection terminated unexpectedly|server closed the connection/i.test(text)) return 'refused';
  // PostgreSQL SQLSTATEs and MySQL error codes.
  if (code === '28P01' || code === '28000' || code === 'ER_ACCESS_DENIED_ERROR' || e?.errno === 1045) return 'badCredentials';
  if (code === '3D000' || code === 'ER_BAD_DB_ERROR' || e?.errno === 1049) return 'unknownDatabase';
  // PostgreSQL refuses the connection itself when the user lacks CONNECT on the database (SQLSTATE 42501 at connect).
  if (code === '42501' && /permission denied for database/i.test(text)) return 'databaseDenied';
  // MySQL's 1044 comes at connect too: the user has no grant at all on the database named in the settings.
  if (code === 'ER_DBACCESS_DENIED_ERROR' || e?.errno === 1044) return 'databaseDenied';
  if (code === '42501' || code === 'ER_TABLEACCESS_DENIED_ERROR' || e?.errno === 1142) return 'noPrivileges';
  if (code === '57014' || code === 'ER_STATEMENT_TIMEOUT' || e?.errno === 1969 || e?.errno === 3024) return 'queryTimeout';
  if (/ssl|tls|certificate/i.test(text) || code.startsWith('ERR_SSL') || code === 'HANDSHAKE_SSL_ERROR') return 'sslFailed';
  return 'connectFailed';
}

/** The seller-facing sentence for a failed connection. */
export function connectionErrorMessage(error: unknown, settings: Pick<DatabaseSettings, 'host' | 'port' | 'database' | 'user'>, locale: Locale): string {
  const problem = classifyConnectionError(error);
  const detail = String((error as Error)?.message ?? error).slice(0, 300);
  return message(locale, problem, { host: settings.host, port: settings.port, database: settings.database, user: settings.user, detail });
}
