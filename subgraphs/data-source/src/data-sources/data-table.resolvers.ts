import { connectionOf, invalid, localIdOf, offsetOf, toGlobalId, type ConnectionArgs, type SubgraphContext } from '@dukkan/shared';
import { message } from './messages.ts';
import { findSource } from './data-source.repository.ts';
import { columnsOf, findTable, findTableById, listTables, setColumnComment, setTableComment, type TableRow } from './table-catalog.ts';
import { iso, managedStoreOf, requireTable, storeOf } from './resolver-helpers.ts';
import { readCustomRows } from '../custom-tables/custom-rows.ts';
import { writeColumnComment, writeTableComment } from '../custom-tables/comments.ts';
import { readRemoteRows } from '../database-sources/remote-rows.ts';

const MAX_COMMENT = 2000;

function rowConnection(result: { rows: Array<{ id: string | null; values: Record<string, unknown> }>; total: number }, page: { limit: number; offset: number }) {
  return connectionOf(result.rows, page, result.total);
}

interface CommentInput {
  dataSourceId?: string | null;
  tableName: string;
  columnName?: string;
  comment?: string | null;
}

function checkedComment(ctx: SubgraphContext, comment: string | null | undefined): string | null {
  const text = (comment ?? '').trim();
  if (text.length > MAX_COMMENT) throw invalid(ctx.caller.locale, [{ field: 'comment', message: message(ctx.caller.locale, 'commentTooLong', { max: MAX_COMMENT }) }]);
  return text || null;
}

export const dataTableResolvers = {
  Query: {
    customTables: async (_: unknown, args: ConnectionArgs, ctx: SubgraphContext) => {
      const page = offsetOf(args, 50);
      const { rows, total } = await listTables(ctx.runtime.pool, storeOf(ctx), { kind: 'csv' }, page);
      return connectionOf(rows, page, total);
    },
    dataTable: (_: unknown, { dataSourceId, name }: { dataSourceId?: string | null; name: string }, ctx: SubgraphContext) => requireTable(ctx, dataSourceId, name),
    customTable: (_: unknown, { name }: { name: string }, ctx: SubgraphContext) => findTable(ctx.runtime.pool, storeOf(ctx), { kind: 'csv' }, name),
  },
  Mutation: {
    setTableComment: async (_: unknown, { input }: { input: CommentInput }, ctx: SubgraphContext) => {
      managedStoreOf(ctx);
      const table = await requireTable(ctx, input.dataSourceId, input.tableName);
      const comment = checkedComment(ctx, input.comment);
      await setTableComment(ctx.runtime.pool, table.store_id, table.id, comment);
      if (table.source_kind === 'csv') await writeTableComment(ctx.runtime.pool, table.schema_name, table.name, table.label, comment);
      return { table: await findTableById(ctx.runtime.pool, table.store_id, table.id), userErrors: [] };
    },
    setColumnComment: async (_: unknown, { input }: { input: CommentInput }, ctx: SubgraphContext) => {
      managedStoreOf(ctx);
      const table = await requireTable(ctx, input.dataSourceId, input.tableName);
      const comment = checkedComment(ctx, input.comment);
      const columnName = String(input.columnName ?? '');
      const column = (await columnsOf(ctx.runtime.pool, table.store_id, table.id)).find((c) => c.name === columnName);
      if (!column) {
        const text = message(ctx.caller.locale, 'columnNotFound', { column: columnName.slice(0, 100), table: table.name });
        return { table: null, userErrors: [{ field: 'column_name', message: text }] };
      }
      await setColumnComment(ctx.runtime.pool, table.store_id, table.id, column.name, comment);
      if (table.source_kind === 'csv') await writeColumnComment(ctx.runtime.pool, table.schema_name, table.name, column.name, column.label, comment);
      return { table, userErrors: [] };
    },
  },
  DataTable: {
    __resolveReference: async (ref: { id: string }, ctx: SubgraphContext) => {
      const local = localIdOf(ref.id, 'DataTable');
      return local && ctx.caller.storeId ? findTableById(ctx.runtime.pool, ctx.caller.storeId, local) : null;
    },
    id: (table: TableRow) => toGlobalId('DataTable', table.id),
    schema: (table: TableRow) => table.schema_name,
    rowCount: (table: TableRow) => (table.row_count === null ? null : Number(table.row_count)),
    createdAt: (table: TableRow) => iso(table.created_at),
    updatedAt: (table: TableRow) => iso(table.updated_at),
    dataSource: (table: TableRow, _: unknown, ctx: SubgraphContext) => findSource(ctx.runtime.pool, table.store_id, table.data_source_id),
    columns: async (table: TableRow, _: unknown, ctx: SubgraphContext) =>
      (await columnsOf(ctx.runtime.pool, table.store_id, table.id)).map((column) => ({
        name: column.name,
        label: column.label,
        type: column.data_type,
        comment: column.comment,
        position: column.position,
        sampleValues: column.sample_values ?? [],
      })),
    rows: async (table: TableRow, args: ConnectionArgs, ctx: SubgraphContext) => {
      const page = offsetOf(args, 10);
      if (table.source_kind === 'csv') {
        const columns = await columnsOf(ctx.runtime.pool, table.store_id, table.id);
        return rowConnection(await readCustomRows(ctx.runtime.pool, table, columns, page), page);
      }
      const source = await findSource(ctx.runtime.pool, table.store_id, table.data_source_id);
      return rowConnection(await readRemoteRows(source!, table, ctx.runtime.settings, ctx.caller.locale, page), page);
    },
  },
};
