import type { FieldError, Locale } from '@dukkan/shared';
import { message } from '../data-sources/messages.ts';

export type DatabaseEngine = 'postgresql' | 'mysql';

/** What is stored in `data_source.settings` (never the password). */
export interface DatabaseSettings {
  engine: DatabaseEngine;
  host: string;
  port: number;
  database: string;
  user: string;
  /** Encrypt the connection. Certificates are not verified (like libpq's sslmode=require): sellers' managed databases often use private CAs. */
  ssl: boolean;
}

export interface DatabaseCredentials extends DatabaseSettings {
  password: string | null;
}

/** The settings a seller sends: a URL, or separate fields (fields given beside a URL win). */
export interface DatabaseSettingsInput {
  url?: string | null;
  engine?: string | null;
  host?: string | null;
  port?: number | string | null;
  database?: string | null;
  user?: string | null;
  password?: string | null;
  ssl?: boolean | null;
}

const DEFAULT_PORTS: Record<DatabaseEngine, number> = { postgresql: 5432, mysql: 3306 };

function engineOf(text: string | null | undefined): DatabaseEngine | null {
  const value = (text ?? '').toLowerCase().replace(/:$/, '');
  if (['postgres', 'postgresql', 'pg'].includes(value)) return 'postgresql';
  if (['mysql', 'mariadb'].includes(value)) return 'mysql';
  return null;
}

/** The settings that say which server and account a password belongs to. */
const TARGET_FIELDS = ['engine', 'host', 'port', 'database', 'user'] as const;

/** True when `next` points at another server, database or account than the stored settings (none stored: false). */
export function targetChanged(current: Partial<DatabaseSettings>, next: DatabaseSettings): boolean {
  if (!current.engine) return false;
  return TARGET_FIELDS.some((field) => String(current[field] ?? '') !== String(next[field] ?? ''));
}

/**
 * Merges new input over the stored settings. Returns the settings and the password: a new one when given, undefined
 * to keep the stored one, or null to drop it. The stored password belongs to the stored engine, host, port, database
 * and user: when any of them changes and no password is given, it is dropped (null), so it is never sent to another
 * server or for another account (ADR 49). Or the field errors in the caller's language.
 */
export function parseDatabaseSettings(
  input: DatabaseSettingsInput,
  current: Partial<DatabaseSettings>,
  locale: Locale,
): { settings: DatabaseSettings; password: string | null | undefined } | { errors: FieldError[] } {
  const merged: Partial<DatabaseSettings> = { ...current };
  let password: string | null | undefined;
  if (input.url) {
    let url: URL;
    try {
      url = new URL(input.url.trim());
    } catch {
      return { errors: [{ field: 'url', message: message(locale, 'badUrl') }] };
    }
    const engine = engineOf(url.protocol);
    if (!engine || !url.hostname) return { errors: [{ field: 'url', message: message(locale, 'badUrl') }] };
    merged.engine = engine;
    merged.host = url.hostname.replace(/^\[|\]$/g, '');
    merged.port = url.port ? Number(url.port) : DEFAULT_PORTS[engine];
    merged.database = decodeURIComponent(url.pathname.replace(/^\//, ''));
    merged.user = decodeURIComponent(url.username);
    password = url.password ? decodeURIComponent(url.password) : undefined;
    const ssl = url.searchParams.get('sslmode') ?? url.searchParams.get('ssl');
    merged.ssl = ssl ? !['disable', 'false', '0', 'off'].includes(ssl.toLowerCase()) : false;
  }
  if (input.engine) {
    const engine = engineOf(input.engine);
    if (!engine) return { errors: [{ field: 'engine', message: message(locale, 'engineRequired') }] };
    merged.engine = engine;
  }
  if (input.host) merged.host = input.host.trim();
  if (input.database) merged.database = input.database.trim();
  if (input.user) merged.user = input.user.trim();
  if (typeof input.ssl === 'boolean') merged.ssl = input.ssl;
  if (input.password !== undefined && input.password !== null && input.password !== '') password = input.password;
  if (input.port !== undefined && input.port !== null && input.port !== '') {
    const port = Number(input.port);
    if (!Number.isInteger(port) || port < 1 || port > 65535) return { errors: [{ field: 'port', message: message(locale, 'badPort') }] };
    merged.port = port;
  }
  const errors: FieldError[] = [];
  if (!merged.engine) errors.push({ field: 'engine', message: message(locale, 'engineRequired') });
  if (!merged.host) errors.push({ field: 'host', message: message(locale, 'hostRequired') });
  if (!merged.database) errors.push({ field: 'database', message: message(locale, 'databaseRequired') });
  if (!merged.user) errors.push({ field: 'user', message: message(locale, 'userRequired') });
  if (errors.length) return { errors };
  const engine = merged.engine as DatabaseEngine;
  const settings: DatabaseSettings = {
    engine,
    host: merged.host as string,
    port: merged.port ?? DEFAULT_PORTS[engine],
    database: merged.database as string,
    user: merged.user as string,
    ssl: merged.ssl ?? false,
  };
  if (password === undefined && targetChanged(current, settings)) password = null;
  return { settings, password };
}
