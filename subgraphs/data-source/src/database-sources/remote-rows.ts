import { ErrorCode, UserFacingError, type Locale, type Settings } from '@dukkan/shared';
import type { DataSourceRow } from '../data-sources/data-source.repository.ts';
import type { TableRow } from '../data-sources/table-catalog.ts';
import { openSourceDatabase } from './database-source.service.ts';
import { connectionErrorMessage } from './connection-errors.ts';
import type { DatabaseSettings } from './connection-settings.ts';

function shown(value: unknown): unknown {
  if (value instanceof Date) return value.toISOString();
  if (Buffer.isBuffer(value)) return `(${value.length} bytes)`;
  if (typeof value === 'bigint') return value.toString();
  return value;
}

/** A page of a connected database's table, read live in a read-only session (the total is the introspected count). */
export async function readRemoteRows(source: DataSourceRow, table: TableRow, settings: Settings, locale: Locale, page: { limit: number; offset: number }) {
  const opened = await openSourceDatabase(source, settings, locale);
  if ('error' in opened) throw new UserFacingError(ErrorCode.unavailable, opened.error);
  try {
    const target = `${opened.db.quote(table.schema_name)}.${opened.db.quote(table.name)}`;
    const result = await opened.db.query(`SELECT * FROM ${target} LIMIT ${page.limit + 1} OFFSET ${page.offset}`);
    return {
      rows: result.rows.map((row) => ({ id: null, values: Object.fromEntries(Object.entries(row).map(([key, value]) => [key, shown(value)])) })),
      total: Number(table.row_count ?? page.offset + result.rows.length),
    };
  } catch (error) {
    throw new UserFacingError(ErrorCode.unavailable, connectionErrorMessage(error, source.settings as unknown as DatabaseSettings, locale));
  } finally {
    await opened.db.close();
  }
}
