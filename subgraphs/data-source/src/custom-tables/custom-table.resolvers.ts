import { stat } from 'node:fs/promises';
import { removeUpload, toGlobalId, uploadPath, type SubgraphContext } from '@dukkan/shared';
import { message } from '../data-sources/messages.ts';
import { defaultSource } from '../data-sources/data-source.repository.ts';
import { columnsOf, findTableById } from '../data-sources/table-catalog.ts';
import { managedStoreOf, requireSource, requireTable } from '../data-sources/resolver-helpers.ts';
import { ImportRepository } from '../imports/import.repository.ts';
import { enqueueImport } from '../imports/import-queue.ts';
import { MAX_WAIT_SECONDS, waitForImport } from '../imports/import.resolvers.ts';
import { chooseTableTarget, fileErrorsOf, precheckCsvUpload } from './import-csv.ts';
import { addCustomRow, updateCustomRows } from './custom-rows.ts';
import { deleteCustomRows, deleteCustomTable, MAX_ROWS_PER_DELETE } from './remove-custom-data.ts';
import { findSource } from '../data-sources/data-source.repository.ts';

interface UploadInput {
  dataSourceId?: string | null;
  uploadId: string;
  filename?: string | null;
  tableName?: string | null;
  replace?: boolean | null;
  waitSeconds?: number | null;
}

interface DeleteRowsInput {
  dataSourceId?: string | null;
  tableName: string;
  rowIds?: string[] | null;
}

interface RowsInput {
  dataSourceId?: string | null;
  tableName: string;
  values?: unknown;
  rows?: Array<{ id: string; values: unknown }>;
}

const asValues = (value: unknown): Record<string, unknown> => (value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : {});

/**
 * Queues a CSV file as a table import (a pg-boss job, like seller imports) and answers at once with the import, or
 * once it finished when the caller asked to wait. What can be told from the first bytes (not a CSV, empty, header
 * only) is refused here, before anything is queued; a refused file is removed.
 */
async function uploadCsv(input: UploadInput, ctx: SubgraphContext) {
  const locale = ctx.caller.locale;
  const refuse = async (errors: Array<{ field: string; message: string }>) => {
    if (input.uploadId) await removeUpload(ctx.runtime.settings.dataDir, input.uploadId);
    return { import: null, table: null, userErrors: errors };
  };
  let storeId: string;
  let source: Awaited<ReturnType<typeof defaultSource>>;
  try {
    // A member's file is refused (ADR 49) and not kept.
    storeId = managedStoreOf(ctx);
    source = input.dataSourceId ? await requireSource(ctx, input.dataSourceId) : await defaultSource(ctx.runtime.pool, storeId, 'csv');
  } catch (error) {
    await refuse([]);
    throw error;
  }
  if (source.kind !== 'csv') return refuse([{ field: 'file', message: message(locale, 'notCsv') }]);
  if (!input.uploadId) return refuse([{ field: 'file', message: message(locale, 'fileRequired') }]);
  const filename = input.filename || 'table.csv';
  const file = uploadPath(ctx.runtime.settings.dataDir, input.uploadId);
  const problem = await precheckCsvUpload(file, filename);
  if (problem) return refuse(fileErrorsOf([problem], locale));

  const target = await chooseTableTarget(ctx.runtime.pool, storeId, String(source.id), { filename, tableName: input.tableName, replace: input.replace });
  if ('missing' in target) return refuse([{ field: 'table_name', message: message(locale, 'noTableToReplace', { name: target.missing }) }]);

  const repo = new ImportRepository(ctx.runtime.pool);
  const queued = await repo.create(storeId, {
    kind: 'csv-table',
    filename,
    uploadId: input.uploadId,
    sizeBytes: (await stat(file!)).size,
    dataSourceId: String(source.id),
    tableName: target.name,
    tableLabel: target.label,
    replaceTable: target.replace,
  });
  await enqueueImport(ctx.runtime, { importId: queued.id, kind: 'csv-table' });
  const row = (await waitForImport(ctx, queued.id, input.waitSeconds ?? 0, MAX_WAIT_SECONDS)) ?? queued;
  if (row.status === 'succeeded') return { import: row, table: row.table_id ? await findTableById(ctx.runtime.pool, storeId, String(row.table_id)) : null, userErrors: [] };
  // A caller who waited hears a failed or cancelled upload as the file's error, in their language.
  if (row.status === 'failed') return { import: row, table: null, userErrors: fileErrorsOf(row.errors, locale) };
  if (row.status === 'cancelled') return { import: row, table: null, userErrors: [{ field: 'file', message: message(locale, 'importCancelled') }] };
  return { import: row, table: null, userErrors: [] };
}

export const customTableResolvers = {
  Mutation: {
    // The job removes the upload when it ends, whatever the outcome: the seller uploads again to retry.
    uploadCsvTable: (_: unknown, { input }: { input: UploadInput }, ctx: SubgraphContext) => uploadCsv(input, ctx),
    addTableRow: async (_: unknown, { input }: { input: RowsInput }, ctx: SubgraphContext) => {
      managedStoreOf(ctx);
      const table = await requireTable(ctx, input.dataSourceId, input.tableName);
      if (table.source_kind !== 'csv') return { table, rows: [], userErrors: [{ field: 'table', message: message(ctx.caller.locale, 'readOnlySource') }] };
      const columns = await columnsOf(ctx.runtime.pool, table.store_id, table.id);
      const added = await addCustomRow(ctx.runtime.pool, table, columns, asValues(input.values), ctx.caller.locale);
      if ('errors' in added) return { table, rows: [], userErrors: added.errors };
      return { table: await findTableById(ctx.runtime.pool, table.store_id, table.id), rows: [added], userErrors: [] };
    },
    updateTableRows: async (_: unknown, { input }: { input: RowsInput }, ctx: SubgraphContext) => {
      managedStoreOf(ctx);
      const table = await requireTable(ctx, input.dataSourceId, input.tableName);
      if (table.source_kind !== 'csv') return { table, rows: [], userErrors: [{ field: 'table', message: message(ctx.caller.locale, 'readOnlySource') }] };
      const columns = await columnsOf(ctx.runtime.pool, table.store_id, table.id);
      const changes = (input.rows ?? []).map((row) => ({ id: String(row.id), values: asValues(row.values) }));
      if (!changes.length) return { table, rows: [], userErrors: [{ field: 'rows', message: message(ctx.caller.locale, 'rowValuesRequired') }] };
      const updated = await updateCustomRows(ctx.runtime.pool, table, columns, changes, ctx.caller.locale);
      if ('errors' in updated) return { table, rows: [], userErrors: updated.errors };
      return { table, rows: updated, userErrors: [] };
    },
    deleteDataTable: async (_: unknown, { input }: { input: { dataSourceId?: string | null; tableName: string } }, ctx: SubgraphContext) => {
      const storeId = managedStoreOf(ctx);
      const locale = ctx.caller.locale;
      const table = await requireTable(ctx, input.dataSourceId, input.tableName);
      const refused = (message: string) => ({ deletedTableId: null, dataSource: null, userErrors: [{ field: 'table_name', message }] });
      if (table.source_kind !== 'csv') return refused(message(locale, 'databaseTableKept', { table: table.name }));
      const deleted = await deleteCustomTable(ctx.runtime.pool, storeId, table);
      if (deleted !== true) return refused(message(locale, 'tableUploading', { table: table.label || table.name }));
      return { deletedTableId: toGlobalId('DataTable', table.id), dataSource: await findSource(ctx.runtime.pool, storeId, String(table.data_source_id)), userErrors: [] };
    },
    deleteTableRows: async (_: unknown, { input }: { input: DeleteRowsInput }, ctx: SubgraphContext) => {
      managedStoreOf(ctx);
      const locale = ctx.caller.locale;
      const table = await requireTable(ctx, input.dataSourceId, input.tableName);
      const refused = (field: string, text: string) => ({ table, deletedRowIds: [], userErrors: [{ field, message: text }] });
      if (table.source_kind !== 'csv') return refused('table', message(locale, 'readOnlySource'));
      const ids = (input.rowIds ?? []).map(String);
      if (!ids.length) return refused('rows', message(locale, 'rowIdsRequired'));
      if (ids.length > MAX_ROWS_PER_DELETE) return refused('rows', message(locale, 'tooManyRows', { max: MAX_ROWS_PER_DELETE }));
      const deleted = await deleteCustomRows(ctx.runtime.pool, table, ids);
      if ('missing' in deleted) return refused('id', message(locale, 'rowNotFound', { id: deleted.missing.slice(0, 20) }));
      return { table: await findTableById(ctx.runtime.pool, table.store_id, table.id), deletedRowIds: deleted.deleted, userErrors: [] };
    },
  },
};
