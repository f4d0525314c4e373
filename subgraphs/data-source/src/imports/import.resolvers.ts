import { connectionOf, localIdOf, notFound, offsetOf, toGlobalId, translate, unauthenticated, type ConnectionArgs, type SubgraphContext } from '@dukkan/shared';
import { sellerCsvMessages } from '../seller-csv/messages.ts';
import { FINISHED, ImportRepository, type ImportRow } from './import.repository.ts';
import { publishImport } from './import-events.ts';

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
    imports: async (_: unknown, args: ConnectionArgs, ctx: SubgraphContext) => {
      if (!ctx.caller.storeId) throw unauthenticated(ctx.caller.locale);
      const page = offsetOf(args);
      const { rows, total } = await new ImportRepository(ctx.runtime.pool).list(ctx.caller.storeId, page.limit + 1, page.offset);
      return connectionOf(rows, page, total);
    },
  },
  Mutation: {
    cancelImport: async (_: unknown, { input }: { input: { importId: string } }, ctx: SubgraphContext) => {
      const row = await ownImport(ctx, input.importId);
      const t = (key: string) => translate(sellerCsvMessages, ctx.caller.locale, key);
      if (!row) return { import: null, userErrors: [{ field: 'importId', message: t('importNotFound') }] };
      if (FINISHED.includes(row.status)) return { import: row, userErrors: [{ field: 'importId', message: t('notCancellable') }] };
      const { pool } = ctx.runtime;
      await pool.query('UPDATE data_source_import SET cancel_requested = true WHERE id = $1', [row.id]);
      // A queued import never starts; a running one has its statement cancelled and rolls back.
      const { rows: queued } = await pool.query(
        "UPDATE data_source_import SET status = 'cancelled', finished_at = now() WHERE id = $1 AND status = 'queued' RETURNING *",
        [row.id],
      );
      if (queued[0]) await publishImport(ctx.runtime.pubsub, queued[0]);
      else await pool.query("SELECT pg_cancel_backend(backend_pid) FROM data_source_import WHERE id = $1 AND status = 'running' AND backend_pid IS NOT NULL", [row.id]);
      const finished = await waitForImport(ctx, row.id, 10);
      return { import: finished, userErrors: [] };
    },
  },
  DataWarehouse: {
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
    extraColumns: (row: ImportRow) => row.extra_columns,
    createdAt: (row: ImportRow) => iso(row.created_at),
    startedAt: (row: ImportRow) => iso(row.started_at),
    finishedAt: (row: ImportRow) => iso(row.finished_at),
    errors: (row: ImportRow, _: unknown, ctx: SubgraphContext) =>
      row.errors.map((problem) => ({
        line: problem.line,
        code: problem.key,
        fatal: problem.fatal === true,
        message: translate(sellerCsvMessages, ctx.caller.locale, problem.key, problem.params),
      })),
  },
};

/** Waits (polling the row, so it works whichever instance runs the job) until the import finishes or time runs out. */
export async function waitForImport(ctx: SubgraphContext, id: string, seconds: number): Promise<ImportRow | null> {
  const repo = new ImportRepository(ctx.runtime.pool);
  const deadline = Date.now() + Math.min(Math.max(seconds, 0), 30) * 1000;
  for (;;) {
    const row = await repo.find(ctx.caller.storeId!, id);
    if (!row || FINISHED.includes(row.status) || Date.now() >= deadline) return row;
    await new Promise((resolve) => setTimeout(resolve, 150));
  }
}
