import { removeUpload, type SubgraphContext } from '@dukkan/shared';
import { message } from '../data-sources/messages.ts';
import { defaultSource } from '../data-sources/data-source.repository.ts';
import { columnsOf, findTableById } from '../data-sources/table-catalog.ts';
import { requireSource, requireTable, storeOf } from '../data-sources/resolver-helpers.ts';
import { importCsvTable } from './import-csv.ts';
import { addCustomRow, updateCustomRows } from './custom-rows.ts';

interface UploadInput {
  dataSourceId?: string | null;
  uploadId: string;
  filename?: string | null;
  tableName?: string | null;
}

interface RowsInput {
  dataSourceId?: string | null;
  tableName: string;
  values?: unknown;
  rows?: Array<{ id: string; values: unknown }>;
}

const asValues = (value: unknown): Record<string, unknown> => (value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : {});

async function uploadCsv(input: UploadInput, ctx: SubgraphContext) {
  const storeId = storeOf(ctx);
  const locale = ctx.caller.locale;
  const source = input.dataSourceId ? await requireSource(ctx, input.dataSourceId) : await defaultSource(ctx.runtime.pool, storeId, 'csv');
  if (source.kind !== 'csv') return { table: null, userErrors: [{ field: 'file', message: message(locale, 'notCsv') }] };
  if (!input.uploadId) return { table: null, userErrors: [{ field: 'file', message: message(locale, 'fileRequired') }] };
  const upload = { uploadId: input.uploadId, filename: input.filename ?? 'table.csv', tableName: input.tableName };
  const result = await importCsvTable(ctx.runtime.pool, ctx.runtime.settings.dataDir, storeId, source.id, upload, locale);
  if ('errors' in result) return { table: null, userErrors: result.errors };
  return { table: await findTableById(ctx.runtime.pool, storeId, result.tableId), userErrors: [] };
}

export const customTableResolvers = {
  Mutation: {
    uploadCsvTable: async (_: unknown, { input }: { input: UploadInput }, ctx: SubgraphContext) => {
      // The upload is read from disk and then removed, whatever the outcome: the seller uploads again to retry.
      try {
        return await uploadCsv(input, ctx);
      } finally {
        if (input.uploadId) await removeUpload(ctx.runtime.settings.dataDir, input.uploadId);
      }
    },
    addTableRow: async (_: unknown, { input }: { input: RowsInput }, ctx: SubgraphContext) => {
      const table = await requireTable(ctx, input.dataSourceId, input.tableName);
      if (table.source_kind !== 'csv') return { table, rows: [], userErrors: [{ field: 'table', message: message(ctx.caller.locale, 'readOnlySource') }] };
      const columns = await columnsOf(ctx.runtime.pool, table.store_id, table.id);
      const added = await addCustomRow(ctx.runtime.pool, table, columns, asValues(input.values), ctx.caller.locale);
      if ('errors' in added) return { table, rows: [], userErrors: added.errors };
      return { table: await findTableById(ctx.runtime.pool, table.store_id, table.id), rows: [added], userErrors: [] };
    },
    updateTableRows: async (_: unknown, { input }: { input: RowsInput }, ctx: SubgraphContext) => {
      const table = await requireTable(ctx, input.dataSourceId, input.tableName);
      if (table.source_kind !== 'csv') return { table, rows: [], userErrors: [{ field: 'table', message: message(ctx.caller.locale, 'readOnlySource') }] };
      const columns = await columnsOf(ctx.runtime.pool, table.store_id, table.id);
      const changes = (input.rows ?? []).map((row) => ({ id: String(row.id), values: asValues(row.values) }));
      if (!changes.length) return { table, rows: [], userErrors: [{ field: 'rows', message: message(ctx.caller.locale, 'rowValuesRequired') }] };
      const updated = await updateCustomRows(ctx.runtime.pool, table, columns, changes, ctx.caller.locale);
      if ('errors' in updated) return { table, rows: [], userErrors: updated.errors };
      return { table, rows: updated, userErrors: [] };
    },
  },
};
