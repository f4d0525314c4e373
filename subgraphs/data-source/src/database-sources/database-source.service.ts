import type pg from 'pg';
import type { Locale, Settings } from '@dukkan/shared';
import { message } from '../data-sources/messages.ts';
import { updateSource, type DataSourceRow } from '../data-sources/data-source.repository.ts';
import { saveTable } from '../data-sources/table-catalog.ts';
import { inTransaction } from '../custom-tables/in-transaction.ts';
import { openSecret } from './secrets.ts';
import type { DatabaseCredentials, DatabaseSettings } from './connection-settings.ts';
import { openRemoteDatabase, type RemoteDatabase, type RemoteOptions } from './remote-database.ts';
import { connectionErrorMessage } from './connection-errors.ts';
import { introspectDatabase } from './introspect.ts';
import { publicAddressOf, privateHostsAllowed } from './network-policy.ts';

/** The stored settings and the unsealed password of a database source, or null when it has none yet. */
export function credentialsOf(source: DataSourceRow, encryptionKey: string): DatabaseCredentials | null {
  const settings = source.settings as Partial<DatabaseSettings>;
  if (source.kind !== 'database' || !settings.engine || !settings.host || !settings.database || !settings.user) return null;
  const password = source.secret ? openSecret(encryptionKey, source.secret) : null;
  return { ...(settings as DatabaseSettings), password };
}

/** Why a database cannot be read, in any language: a source's stored error is shown in each viewer's own. */
type Reason = (locale: Locale) => string;

async function openSource(source: DataSourceRow, settings: Settings, options: RemoteOptions = {}): Promise<{ db: RemoteDatabase } | { reason: Reason }> {
  const credentials = credentialsOf(source, settings.encryptionKey);
  if (!credentials) return { reason: (locale) => message(locale, 'notConfigured') };
  // Where private addresses are refused, the connection goes to the very address that was checked.
  const address = privateHostsAllowed(settings.production) ? undefined : await publicAddressOf(credentials.host);
  if (address === null) return { reason: (locale) => message(locale, 'privateHost') };
  let db: RemoteDatabase;
  try {
    db = await openRemoteDatabase(credentials, { ...options, ...(address && { address }) });
  } catch (error) {
    return { reason: (locale) => connectionErrorMessage(error, credentials, locale) };
  }
  // Dukkan's own database is never a store's source, by whatever address or setting it is reached: it holds every
  // store's rows and every account.
  if (await isProductDatabase(db)) {
    await db.close();
    return { reason: (locale) => message(locale, 'productDatabase') };
  }
  return { db };
}

/** Whether the database holds Dukkan's own tables (accounts and imports): the product's, or a copy of it. */
async function isProductDatabase(db: RemoteDatabase): Promise<boolean> {
  if (db.engine !== 'postgresql') return false;
  const { rows } = await db.query(`SELECT to_regclass('public.auth_session') IS NOT NULL AND to_regclass('public.data_source_import') IS NOT NULL AS own`).catch(() => ({ rows: [] as Record<string, unknown>[] }));
  return rows[0]?.own === true;
}

/** Opens the seller's database, or gives the sentence that explains why it cannot be opened. */
export async function openSourceDatabase(
  source: DataSourceRow,
  settings: Settings,
  locale: Locale,
  options: RemoteOptions = {},
): Promise<{ db: RemoteDatabase } | { error: string }> {
  const opened = await openSource(source, settings, options);
  return 'reason' in opened ? { error: opened.reason(locale) } : opened;
}

/** A stored error holds both languages (JSON); older rows hold one sentence, shown as it is. */
export function storedErrorIn(stored: string | null, locale: Locale): string | null {
  if (!stored?.startsWith('{')) return stored;
  try {
    const both = JSON.parse(stored) as Partial<Record<Locale, string>>;
    return both[locale] ?? both.en ?? stored;
  } catch {
    return stored;
  }
}

/**
 * Connects, introspects and records the tables (keeping the seller's comments). The source's status says how it went:
 * connected, or error with the reason, so the screen can show it after a reload.
 */
/** Connects and introspects: the tables a source's settings show, or the sentence why they show none. */
async function readCatalogue(source: DataSourceRow, settings: Settings): Promise<{ tables: Awaited<ReturnType<typeof introspectDatabase>> } | { reason: Reason }> {
  const opened = await openSource(source, settings);
  if ('reason' in opened) return opened;
  let tables;
  try {
    tables = await introspectDatabase(opened.db);
  } catch (error) {
    return { reason: (locale) => connectionErrorMessage(error, source.settings as unknown as DatabaseSettings, locale) };
  } finally {
    await opened.db.close();
  }
  return tables.length ? { tables } : { reason: (locale) => message(locale, 'noPrivileges') };
}

/**
 * Tries settings that are not saved yet (the source row with its candidate settings and password): null when they
 * connect and show tables, else the sentence why not. A connected source only takes new settings that pass.
 */
export async function checkDatabaseSettings(candidate: DataSourceRow, settings: Settings, locale: Locale): Promise<string | null> {
  const read = await readCatalogue(candidate, settings);
  return 'reason' in read ? read.reason(locale) : null;
}

export async function initializeDatabaseSource(pool: pg.Pool, settings: Settings, source: DataSourceRow, locale: Locale): Promise<{ source: DataSourceRow; error: string | null }> {
  const read = await readCatalogue(source, settings);
  if ('reason' in read) {
    const lastError = JSON.stringify({ en: read.reason('en'), ar: read.reason('ar') });
    return { source: await updateSource(pool, source.store_id, source.id, { status: 'error', lastError }), error: read.reason(locale) };
  }
  const { tables } = read;
  await inTransaction(pool, async (client) => {
    const kept: string[] = [];
    for (const table of tables) {
      kept.push(await saveTable(client, source.store_id, source.id, {
        schema: table.schema,
        name: table.name,
        label: null,
        comment: table.comment,
        rowCount: table.rowCount,
        columns: table.columns.map((column) => ({ name: column.name, label: null, dataType: column.type, comment: column.comment, sampleValues: column.sampleValues, refersTo: column.refersTo ?? null })),
      }));
    }
    // Tables dropped from the seller's database disappear here too.
    await client.query('DELETE FROM data_source_table WHERE store_id = $1 AND data_source_id = $2 AND NOT (id = ANY($3::bigint[]))', [source.store_id, source.id, kept]);
  });
  const updated = await updateSource(pool, source.store_id, source.id, { status: 'connected', lastError: null, connected: true, introspected: true });
  return { source: updated, error: null };
}
