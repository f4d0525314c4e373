import { connectionOf, offsetOf, toGlobalId, type ConnectionArgs, type SubgraphContext } from '@dukkan/shared';
import { message } from './messages.ts';
import { DEFAULT_SOURCE_NAMES, insertSource, isDataSourceKind, listSources, findSource, updateSource, type DataSourceRow } from './data-source.repository.ts';
import { findTable, listTables } from './table-catalog.ts';
import { iso, managedStoreOf, requireSource, sourceLocalId, storeOf } from './resolver-helpers.ts';
import { parseDatabaseSettings, type DatabaseSettings } from '../database-sources/connection-settings.ts';
import { sealSecret } from '../database-sources/secrets.ts';
import { deleteSourceAndData } from '../custom-tables/remove-custom-data.ts';
import { checkDatabaseSettings, initializeDatabaseSource, storedErrorIn } from '../database-sources/database-source.service.ts';

const MAX_NAME = 100;
const ok = (source: DataSourceRow) => ({ dataSource: source, userErrors: [] });
const rejected = (field: string, text: string) => ({ dataSource: null, userErrors: [{ field, message: text }] });

interface UpdateInput {
  id: string;
  name?: string | null;
  url?: string | null;
  engine?: string | null;
  host?: string | null;
  port?: number | null;
  database?: string | null;
  user?: string | null;
  password?: string | null;
  ssl?: boolean | null;
}

export const dataSourceResolvers = {
  Query: {
    dataSources: async (_: unknown, args: ConnectionArgs, ctx: SubgraphContext) => {
      const page = offsetOf(args, 20);
      const { rows, total } = await listSources(ctx.runtime.pool, storeOf(ctx), page);
      return connectionOf(rows, page, total);
    },
    dataSource: (_: unknown, { id }: { id: string }, ctx: SubgraphContext) => requireSource(ctx, id),
  },
  Mutation: {
    addDataSource: async (_: unknown, { input }: { input: { kind: string; name?: string | null } }, ctx: SubgraphContext) => {
      const storeId = managedStoreOf(ctx);
      const locale = ctx.caller.locale;
      if (!isDataSourceKind(input.kind)) return rejected('kind', message(locale, 'kindUnknown'));
      const name = (input.name ?? '').trim() || DEFAULT_SOURCE_NAMES[input.kind];
      if (name.length > MAX_NAME) return rejected('name', message(locale, 'nameTooLong', { max: MAX_NAME }));
      return ok(await insertSource(ctx.runtime.pool, storeId, input.kind, name));
    },
    updateDataSource: async (_: unknown, { input }: { input: UpdateInput }, ctx: SubgraphContext) => {
      managedStoreOf(ctx);
      const source = await requireSource(ctx, input.id);
      const locale = ctx.caller.locale;
      const name = input.name?.trim() || undefined;
      if (name && name.length > MAX_NAME) return rejected('name', message(locale, 'nameTooLong', { max: MAX_NAME }));
      const { id: _id, name: _name, ...connection } = input;
      const touchesConnection = Object.values(connection).some((value) => value !== undefined && value !== null && value !== '');
      if (!touchesConnection) return ok(await updateSource(ctx.runtime.pool, source.store_id, source.id, { name }));
      if (source.kind !== 'database') return rejected('kind', message(locale, 'notADatabase'));
      const parsed = parseDatabaseSettings(connection, source.settings as Partial<DatabaseSettings>, locale);
      if ('errors' in parsed) return { dataSource: null, userErrors: parsed.errors };
      const secret = parsed.password === undefined ? undefined : parsed.password === null ? null : sealSecret(ctx.runtime.settings.encryptionKey, parsed.password);
      const changes = { name, engine: parsed.settings.engine, settings: { ...parsed.settings }, secret };
      if (source.status === 'connected') {
        // A working connection is only replaced by settings that work: a typo must not turn off a source sellers ask.
        const candidate = { ...source, engine: changes.engine, settings: changes.settings, secret: secret === undefined ? source.secret : secret };
        const failure = await checkDatabaseSettings(candidate, ctx.runtime.settings, locale);
        if (failure) {
          // The stored password was dropped with the old server or account (ADR 49): say so beside the failure.
          const again = secret === null && source.secret ? [{ field: 'password', message: message(locale, 'passwordAgain') }] : [];
          return { dataSource: source, userErrors: [{ field: 'connection', message: failure }, ...again] };
        }
        return ok(await updateSource(ctx.runtime.pool, source.store_id, source.id, changes));
      }
      // Settings of a source that was not working are saved as a draft; initialize connects them.
      return ok(await updateSource(ctx.runtime.pool, source.store_id, source.id, { ...changes, status: 'not_connected', lastError: null }));
    },
    initializeDataSource: async (_: unknown, { input }: { input: { id: string } }, ctx: SubgraphContext) => {
      managedStoreOf(ctx);
      const source = await requireSource(ctx, input.id);
      const locale = ctx.caller.locale;
      if (source.kind === 'csv') return ok(source);
      if (source.kind !== 'database') return rejected('kind', message(locale, 'notYetAvailable', { name: source.name }));
      const result = await initializeDatabaseSource(ctx.runtime.pool, ctx.runtime.settings, source, locale);
      return result.error ? { dataSource: result.source, userErrors: [{ field: 'connection', message: result.error }] } : ok(result.source);
    },
    deleteDataSource: async (_: unknown, { input }: { input: { id: string } }, ctx: SubgraphContext) => {
      const storeId = managedStoreOf(ctx);
      const locale = ctx.caller.locale;
      const source = await requireSource(ctx, input.id);
      const refused = (text: string) => ({ deletedDataSourceId: null, userErrors: [{ field: 'id', message: text }] });
      if (source.is_default) return refused(message(locale, 'startingSourceKept', { name: source.name }));
      const deleted = await deleteSourceAndData(ctx.runtime.pool, storeId, source);
      if (deleted !== true) return refused(message(locale, 'sourceUploading', { table: deleted.uploading }));
      return { deletedDataSourceId: toGlobalId('DataSource', source.id), userErrors: [] };
    },
  },
  DataSource: {
    __resolveReference: async (ref: { id: string }, ctx: SubgraphContext) => {
      const local = sourceLocalId(ref.id);
      return local && ctx.caller.storeId ? findSource(ctx.runtime.pool, ctx.caller.storeId, local) : null;
    },
    id: (source: DataSourceRow) => toGlobalId('DataSource', source.id),
    isDefault: (source: DataSourceRow) => source.is_default,
    isConnected: (source: DataSourceRow) => source.kind === 'csv' || source.status === 'connected',
    status: (source: DataSourceRow) => (source.kind === 'csv' ? 'connected' : source.status),
    lastError: (source: DataSourceRow, _: unknown, ctx: SubgraphContext) => storedErrorIn(source.last_error, ctx.caller.locale),
    connection: (source: DataSourceRow) => {
      const settings = source.settings as Partial<DatabaseSettings>;
      if (source.kind !== 'database' || !settings.engine) return null;
      return { ...settings, hasPassword: Boolean(source.secret) };
    },
    connectedAt: (source: DataSourceRow) => iso(source.connected_at),
    introspectedAt: (source: DataSourceRow) => iso(source.introspected_at),
    createdAt: (source: DataSourceRow) => iso(source.created_at),
    updatedAt: (source: DataSourceRow) => iso(source.updated_at),
    tables: async (source: DataSourceRow, args: ConnectionArgs, ctx: SubgraphContext) => {
      const page = offsetOf(args, 50);
      const { rows, total } = await listTables(ctx.runtime.pool, source.store_id, { sourceId: source.id }, page);
      return connectionOf(rows, page, total);
    },
    table: (source: DataSourceRow, { name }: { name: string }, ctx: SubgraphContext) => findTable(ctx.runtime.pool, source.store_id, { sourceId: source.id }, name),
  },
};
