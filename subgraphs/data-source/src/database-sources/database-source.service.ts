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
export async function initializeDatabaseSource(pool: pg.Pool, settings: Settings, source: DataSourceRow, locale: Locale): Promise<{ source: DataSourceRow; error: string | null }> {
  const opened = await openSourceDatabase(source, settings, locale);
  if ('error' in opened) {
    return { source: await updateSource(pool, source.store_id, source.id, { status: 'error', lastError: opened.error }), error: opened.error };
  }
  let tables;
  try {
    tables = await introspectDatabase(opened.db);
  } catch (error) {
    const text = connectionErrorMessage(error, source.settings as unknown as DatabaseSettings, locale);
    return { source: await updateSource(pool, source.store_id, source.id, { status: 'error', lastError: text }), error: text };
  } finally {
    await opened.db.close();
  }
  if (!tables.length) {
    const text = message(locale, 'noPrivileges');
    return { source: await updateSource(pool, source.store_id, source.id, { status: 'error', lastError: text }), error: text };
  }
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
