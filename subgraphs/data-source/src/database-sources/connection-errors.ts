import type { Locale } from '@dukkan/shared';
import { message } from '../data-sources/messages.ts';
import type { DatabaseSettings } from './connection-settings.ts';

/** Why a connection or query failed, in terms a seller can act on. */
export type ConnectionProblem =
  | 'unknownHost' | 'refused' | 'timeout' | 'badCredentials' | 'unknownDatabase' | 'noPrivileges' | 'sslFailed'
  | 'queryTimeout' | 'connectFailed';

export function classifyConnectionError(error: unknown): ConnectionProblem {
  const e = error as { code?: string; errno?: number; message?: string };
  const code = String(e?.code ?? '');
  const text = String(e?.message ?? '');
  if (code === 'ENOTFOUND' || code === 'EAI_AGAIN' || code === 'EAI_NONAME') return 'unknownHost';
  if (code === 'ECONNREFUSED' || code === 'EHOSTUNREACH' || code === 'ENETUNREACH') return 'refused';
  if (code === 'ETIMEDOUT' || /timeout expired|connection timeout|timed out/i.test(text)) return 'timeout';
  // PostgreSQL SQLSTATEs and MySQL error codes.
  if (code === '28P01' || code === '28000' || code === 'ER_ACCESS_DENIED_ERROR' || e?.errno === 1045) return 'badCredentials';
  if (code === '3D000' || code === 'ER_BAD_DB_ERROR' || e?.errno === 1049) return 'unknownDatabase';
  if (code === '42501' || code === 'ER_DBACCESS_DENIED_ERROR' || code === 'ER_TABLEACCESS_DENIED_ERROR' || e?.errno === 1044 || e?.errno === 1142) return 'noPrivileges';
  if (code === '57014' || code === 'ER_STATEMENT_TIMEOUT' || e?.errno === 1969 || e?.errno === 3024) return 'queryTimeout';
  if (/ssl|tls|certificate/i.test(text) || code.startsWith('ERR_SSL') || code === 'HANDSHAKE_SSL_ERROR') return 'sslFailed';
  return 'connectFailed';
}

/** The seller-facing sentence for a failed connection. */
export function connectionErrorMessage(error: unknown, settings: Pick<DatabaseSettings, 'host' | 'port' | 'database'>, locale: Locale): string {
  const problem = classifyConnectionError(error);
  const detail = String((error as Error)?.message ?? error).slice(0, 300);
  return message(locale, problem, { host: settings.host, port: settings.port, database: settings.database, detail });
}
