import { localIdOf, notFound, translate, unauthenticated, type SubgraphContext } from '@dukkan/shared';
// The import's messages are the data-source subgraph's catalogue (plain data), rendered here for late subscribers.
import { sellerCsvMessages } from '@dukkan/data-source/seller-csv/messages.ts';

/** Published by the data-source subgraph on `import:<storeId>:<importId>`; messages come in both languages. */
interface ImportEventPayload {
  importId: string;
  status: string;
  progress: number;
  rowsTotal: number;
  rowsImported: number;
  ordersImported: number;
  errors: Array<{ line: number | null; code: string; fatal: boolean; message: { en: string; ar: string } }>;
}

const FINISHED = new Set(['succeeded', 'failed', 'cancelled']);

/**
 * Import progress, live. The topic names the caller's own store, so another store's import is never heard. The
 * current state is read first (the import row is store-scoped), so a late subscriber still sees where it stands.
 */
export const importProgressResolvers = {
  Subscription: {
    importProgress: {
      subscribe: async function* (_: unknown, { importId }: { importId: string }, ctx: SubgraphContext) {
        const storeId = ctx.caller.storeId;
        if (!storeId) throw unauthenticated(ctx.caller.locale);
        const id = localIdOf(importId, 'Import');
        if (!id || !/^\d{1,18}$/.test(id)) throw notFound(ctx.caller.locale);
        const events = await ctx.runtime.pubsub.subscribe(`import:${storeId}:${id}`);
        try {
          const { rows } = await ctx.runtime.pool.query(
            'SELECT status, progress, rows_total, rows_imported, orders_imported, errors FROM data_source_import WHERE store_id = $1 AND id = $2',
            [storeId, id],
          );
          if (!rows[0]) throw notFound(ctx.caller.locale);
          const current = rows[0];
          const errors = (current.errors as Array<{ line: number | null; key: string; params: Record<string, string | number>; fatal?: boolean }>).map((problem) => ({
            line: problem.line,
            code: problem.key,
            fatal: problem.fatal === true,
            message: { en: translate(sellerCsvMessages, 'en', problem.key, problem.params), ar: translate(sellerCsvMessages, 'ar', problem.key, problem.params) },
          }));
          yield { importId, status: current.status, progress: current.progress, rowsTotal: current.rows_total, rowsImported: current.rows_imported, ordersImported: current.orders_imported, errors };
          if (FINISHED.has(current.status)) return;
          for await (const event of events as AsyncIterable<ImportEventPayload>) {
            yield event;
            if (FINISHED.has(event.status)) return;
          }
        } finally {
          await events.close();
        }
      },
      resolve: (event: ImportEventPayload, _: unknown, ctx: SubgraphContext) => ({
        ...event,
        errors: event.errors.map((error) => ({ ...error, message: error.message[ctx.caller.locale] ?? error.message.en })),
      }),
    },
  },
};
