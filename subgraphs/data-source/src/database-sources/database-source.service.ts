import type pg from 'pg';
import type { Locale, Settings } from '@dukkan/shared';
import { message } from '../data-sources/messages.ts';
import { updateSource, type DataSourceRow } from '../data-sources/data-source.repository.ts';
import { saveTable } from '../data-sources/table-catalog.ts';
import { openSecret } from './secrets.ts';
import type { DatabaseCredentials, DatabaseSettings } from './connection-settings.ts';
import { openRemoteDatabase, type RemoteDatabase, type RemoteOptions } from './remote-database.ts';
import { connectionErrorMessage } from './connection-errors.ts';
import { introspectDatabase } from './introspect.ts';
import { isPublicHost, privateHostsAllowed } from './network-policy.ts';

/** The stored settings and the unsealed password of a database source, or null when it has none yet. */
export function credentialsOf(source: DataSourceRow, encryptionKey: string): DatabaseCredentials | null {
  const settings = source.settings as Partial<DatabaseSettings>;
  if (source.kind !== 'database' || !settings.engine || !settings.host || !settings.database || !settings.user) return null;
  const password = source.secret ? openSecret(encryptionKey, source.secret) : null;
  return { ...(settings as DatabaseSettings), password };
}

/** Opens the seller's database, or gives the sentence that explains why it cannot be opened. */
export async function openSourceDatabase(
  source: DataSourceRow,
  settings: Settings,
  locale: Locale,
  options: RemoteOptions = {},
): Promise<{ db: RemoteDatabase } | { error: string }> {
  const credentials = credentialsOf(source, settings.encryptionKey);
  if (!credentials) return { error: message(locale, 'notConfigured') };
  if (!privateHostsAllowed(settings.production) && !(await isPublicHost(credentials.host))) return { error: message(locale, 'privateHost') };
  try {
    return { db: await openRemoteDatabase(credentials, options) };
  } catch (error) {
    return { error: connectionErrorMessage(error, credentials, locale) };
  }
}

/**
 * Connects, introspects and records the tables (keeping the seller's comments). The source's status says how it went:
 * connected, or error with the reason, so the screen can show it after a reload.
 */
/** Connects and introspects: the tables a source's settings show, or the sentence why they show none. */
async function readCatalogue(source: DataSourceRow, settings: Settings, locale: Locale): Promise<{ tables: Awaited<ReturnType<typeof introspectDatabase>> } | { error: string }> {
  const opened = await openSourceDatabase(source, settings, locale);
  if ('error' in opened) return opened;
  let tables;
  try {
    tables = await introspectDatabase(opened.db);
  } catch (error) {
    return { error: connectionErrorMessage(error, source.settings as unknown as DatabaseSettings, locale) };
  } finally {
    await opened.db.close();
  }
  return tables.length ? { tables } : { error: message(locale, 'noPrivileges') };
}

/**
 * Tries settings that are not saved yet (the source row with its candidate settings and password): null when they
 * connect and show tables, else the sentence why not. A connected source only takes new settings that pass.
 */
export async function checkDatabaseSettings(candidate: DataSourceRow, settings: Settings, locale: Locale): Promise<string | null> {
  const read = await readCatalogue(candidate, settings, locale);
  return 'error' in read ? read.error : null;
}

export async function initializeDatabaseSource(pool: pg.Pool, settings: Settings, source: DataSourceRow, locale: Locale): Promise<{ source: DataSourceRow; error: string | null }> {
  const read = await readCatalogue(source, settings, locale);
  if ('error' in read) {
    return { source: await updateSource(pool, source.store_id, source.id, { status: 'error', lastError: read.error }), error: read.error };
  }
  const { tables } = read;
  const client = await pool.connect();
  try {
    await client.query('BEGIN');
    const kept: string[] = [];
    for (const table of tables) {
      kept.push(await saveTable(client, source.store_id, source.id, {
        schema: table.schema,
        name: table.name,
        label: null,
        comment: table.comment,
        rowCount: table.rowCount,
        columns: table.columns.map((column) => ({ name: column.name, label: null, dataType: column.type, comment: column.comment, sampleValues: column.sampleValues })),
      }));
    }
    // Tables dropped from the seller's database disappear here too.
    await client.query('DELETE FROM data_source_table WHERE store_id = $1 AND data_source_id = $2 AND NOT (id = ANY($3::bigint[]))', [source.store_id, source.id, kept]);
    await client.query('COMMIT');
  } catch (error) {
    await client.query('ROLLBACK').catch(() => undefined);
    throw error;
  } finally {
    client.release();
  }
  const updated = await updateSource(pool, source.store_id, source.id, { status: 'connected', lastError: null, connected: true, introspected: true });
  return { source: updated, error: null };
}
