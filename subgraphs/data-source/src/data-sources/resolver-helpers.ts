import { forbidden, localIdOf, notFound, requireDataManager, unauthenticated, type SubgraphContext } from '@dukkan/shared';
import { message } from './messages.ts';
import { findSource, type DataSourceRow } from './data-source.repository.ts';
import { findTable, type TableRow } from './table-catalog.ts';

/** The caller's store: every data-source resolver reads and writes only its rows. */
export function storeOf(ctx: SubgraphContext): string {
  if (!ctx.caller.userId) throw unauthenticated(ctx.caller.locale);
  if (!ctx.caller.storeId) throw forbidden(ctx.caller.locale);
  return ctx.caller.storeId;
}

/** The caller's store, for a change to its data: owners and admins only (403 for members, ADR 49). */
export function managedStoreOf(ctx: SubgraphContext): string {
  const storeId = storeOf(ctx);
  requireDataManager(ctx.caller);
  return storeId;
}

/** A source id as sent by clients: the Relay global id, or the plain number older clients may send. */
export function sourceLocalId(id: string | null | undefined): string | null {
  if (!id) return null;
  return localIdOf(id, 'DataSource') ?? (/^\d{1,18}$/.test(id) ? id : null);
}

export async function requireSource(ctx: SubgraphContext, id: string): Promise<DataSourceRow> {
  const storeId = storeOf(ctx);
  const local = sourceLocalId(id);
  const source = local ? await findSource(ctx.runtime.pool, storeId, local) : null;
  if (!source) throw notFound(ctx.caller.locale, message(ctx.caller.locale, 'sourceNotFound'));
  return source;
}

/** A table of the given source, or (without a source) one of the store's CSV tables; 404 otherwise. */
export async function requireTable(ctx: SubgraphContext, sourceId: string | null | undefined, tableName: string): Promise<TableRow> {
  const storeId = storeOf(ctx);
  const source = sourceId ? await requireSource(ctx, sourceId) : null;
  const table = await findTable(ctx.runtime.pool, storeId, source ? { sourceId: source.id } : { kind: 'csv' }, String(tableName ?? ''));
  if (!table) throw notFound(ctx.caller.locale, message(ctx.caller.locale, 'tableNotFound', { table: String(tableName ?? '').slice(0, 100) }));
  return table;
}

export const iso = (value: Date | string | null | undefined): string | null => (value ? new Date(value).toISOString() : null);
