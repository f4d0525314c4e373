import { removeUpload, requireDataManager, connectionOf, localIdOf, notFound, offsetOf, toGlobalId, translate, unauthenticated, type ConnectionArgs, type SubgraphContext } from '@dukkan/shared';
import { sellerCsvMessages } from '../seller-csv/messages.ts';
import { findSource } from '../data-sources/data-source.repository.ts';
import { findTableById } from '../data-sources/table-catalog.ts';
import { FINISHED, ImportRepository, type ImportRow } from './import.repository.ts';
import { importTopic, publishImport } from './import-events.ts';
import { problemOf } from './import-messages.ts';

const iso = (date: Date | null) => (date ? new Date(date).toISOString() : null);

/** The caller's own import by global id; any other store's id, or another type's, gives null. */
export async function ownImport(ctx: SubgraphContext, globalId: string): Promise<ImportRow | null> {
  const id = localIdOf(globalId, 'Import');
  if (!id || !ctx.caller.storeId) return null;
  return new ImportRepository(ctx.runtime.pool).find(ctx.caller.storeId, id);
}

export const importResolvers = {
  Query: {
    import: async (_: unknown, { id }: { id: string }, ctx: SubgraphContext) => {
      if (!ctx.caller.storeId) throw unauthenticated(ctx.caller.locale);
      const row = await ownImport(ctx, id);
      if (!row) throw notFound(ctx.caller.locale, translate(sellerCsvMessages, ctx.caller.locale, 'importNotFound'));
      return row;
    },
    imports: async (_: unknown, args: ConnectionArgs & { kind?: string | null }, ctx: SubgraphContext) => {
      if (!ctx.caller.storeId) throw unauthenticated(ctx.caller.locale);
      const page = offsetOf(args);
      const { rows, total } = await new ImportRepository(ctx.runtime.pool).list(ctx.caller.storeId, page.limit + 1, page.offset, args.kind ?? null);
      return connectionOf(rows, page, total);
    },
  },
  Mutation: {
    cancelImport: async (_: unknown, { input }: { input: { importId: string } }, ctx: SubgraphContext) => {
      requireDataManager(ctx.caller); // signed in, and one who may start an import stops one (ADR 49)
      const row = await ownImport(ctx, input.importId);
      const t = (key: string) => translate(sellerCsvMessages, ctx.caller.locale, key);
      if (!row) return { import: null, userErrors: [{ field: 'importId', message: t('importNotFound') }] };
      if (FINISHED.includes(row.status)) return { import: row, userErrors: [{ field: 'importId', message: t('notCancellable') }] };
      const { pool } = ctx.runtime;
      await pool.query('UPDATE data_source_import SET cancel_requested = true WHERE id = $1', [row.id]);
      // A queued import never starts; a running one has its statement cancelled (and checks the flag) and rolls back.
      // A table upload is never imported again: its file goes with it (a seller file may still be remapped).
      const { rows: queued } = await pool.query<ImportRow & { old_upload_id: string | null }>(
        `UPDATE data_source_import i SET status = 'cancelled', finished_at = now(), upload_id = CASE WHEN i.kind = 'csv-table' THEN NULL ELSE i.upload_id END
          FROM (SELECT id, upload_id AS old_upload_id FROM data_source_import WHERE id = $1) old
          WHERE i.id = old.id AND i.status = 'queued' RETURNING i.*, old.old_upload_id`,
        [row.id],
      );
      if (queued[0]) {
        const { old_upload_id: upload, ...cancelled } = queued[0];
        if (cancelled.kind === 'csv-table' && upload) await removeUpload(ctx.runtime.settings.dataDir, upload);
        await publishImport(ctx.runtime.pubsub, cancelled);
      } else {
        await pool.query("SELECT pg_cancel_backend(backend_pid) FROM data_source_import WHERE id = $1 AND status = 'running' AND backend_pid IS NOT NULL", [row.id]);
      }
      const finished = await waitForImport(ctx, row.id, 10);
      return { import: finished, userErrors: [] };
    },
  },
  DataWarehouse: {
    // The warehouse's own imports (seller orders); custom table uploads are reported on their tables and sources.
    lastImport: (_: unknown, __: unknown, ctx: SubgraphContext) => (ctx.caller.storeId ? new ImportRepository(ctx.runtime.pool).latest(ctx.caller.storeId) : null),
    lastImportStatus: async (_: unknown, __: unknown, ctx: SubgraphContext) =>
      ctx.caller.storeId ? ((await new ImportRepository(ctx.runtime.pool).latest(ctx.caller.storeId))?.status ?? null) : null,
    lastImportProgress: async (_: unknown, __: unknown, ctx: SubgraphContext) =>
      ctx.caller.storeId ? ((await new ImportRepository(ctx.runtime.pool).latest(ctx.caller.storeId))?.progress ?? null) : null,
  },
  Import: {
    __resolveReference: (reference: { id: string }, ctx: SubgraphContext) => ownImport(ctx, reference.id),
    id: (row: ImportRow) => toGlobalId('Import', row.id),
    filename: (row: ImportRow) => row.filename,
    rowsTotal: (row: ImportRow) => row.rows_total,
    rowsImported: (row: ImportRow) => row.rows_imported,
    ordersImported: (row: ImportRow) => row.orders_imported,
    bytesRead: (row: ImportRow) => Number(row.bytes_read ?? 0),
    bytesTotal: (row: ImportRow) => Number(row.size_bytes ?? 0),
    tableName: (row: ImportRow) => row.table_name,
    replacesTable: (row: ImportRow) => row.replace_table === true,
    tableReplaced: (row: ImportRow) => row.table_replaced ?? null,
    // The table a finished table import made (it may since have been replaced by a later upload of the same name).
    table: (row: ImportRow, _: unknown, ctx: SubgraphContext) => (row.table_id ? findTableById(ctx.runtime.pool, String(row.store_id), String(row.table_id)) : null),
    dataSource: (row: ImportRow, _: unknown, ctx: SubgraphContext) => (row.data_source_id ? findSource(ctx.runtime.pool, String(row.store_id), String(row.data_source_id)) : null),
    extraColumns: (row: ImportRow) => row.extra_columns,
    createdAt: (row: ImportRow) => iso(row.created_at),
    startedAt: (row: ImportRow) => iso(row.started_at),
    finishedAt: (row: ImportRow) => iso(row.finished_at),
    errors: (row: ImportRow, _: unknown, ctx: SubgraphContext) => row.errors.map((problem) => problemOf(row.kind, problem, ctx.caller.locale)),
  },
};

/** How long a caller may hold its request open for an import; table uploads through REST wait for their table. */
export const MAX_WAIT_SECONDS = 3600;

/**
 * Waits until the import finishes or `seconds` (at most `cap`) pass. Woken by the import's own progress events, and
 * rereads the row every second besides, so it works whichever instance runs the job and never misses the end.
 */
export async function waitForImport(ctx: SubgraphContext, id: string, seconds: number, cap = 30): Promise<ImportRow | null> {
  const repo = new ImportRepository(ctx.runtime.pool);
  const storeId = ctx.caller.storeId!;
  const deadline = Date.now() + Math.min(Math.max(seconds, 0), cap) * 1000;
  let row = await repo.find(storeId, id);
  if (!row || FINISHED.includes(row.status) || Date.now() >= deadline) return row;
  const events = await ctx.runtime.pubsub.subscribe(importTopic(storeId, id));
  try {
    let next = events.next();
    for (;;) {
      row = await repo.find(storeId, id);
      const left = deadline - Date.now();
      if (!row || FINISHED.includes(row.status) || left <= 0) return row;
      let timer: NodeJS.Timeout | undefined;
      const woke = await Promise.race([next.then(() => true), new Promise<false>((resolve) => (timer = setTimeout(() => resolve(false), Math.min(left, 1000))))]);
      clearTimeout(timer);
      if (woke) next = events.next();
    }
  } finally {
    await events.close();
  }
}
