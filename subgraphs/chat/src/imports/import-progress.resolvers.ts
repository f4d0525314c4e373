import { localIdOf, notFound, unauthenticated, type SubgraphContext } from '@dukkan/shared';
// The event is the data-source subgraph's (plain data): the first one is built here from the row the same way.
import { importEventOf, importTopic, type ImportEvent } from '@dukkan/data-source/imports/import-events.ts';
import type { ImportRow } from '@dukkan/data-source/imports/import.repository.ts';

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
        const events = await ctx.runtime.pubsub.subscribe(importTopic(storeId, id));
        try {
          const { rows } = await ctx.runtime.pool.query<ImportRow>('SELECT * FROM data_source_import WHERE store_id = $1 AND id = $2', [storeId, id]);
          if (!rows[0]) throw notFound(ctx.caller.locale);
          const current = importEventOf(rows[0]);
          yield current;
          if (FINISHED.has(current.status)) return;
          for await (const event of events as AsyncIterable<ImportEvent>) {
            yield event;
            if (FINISHED.has(event.status)) return;
          }
        } finally {
          await events.close();
        }
      },
      resolve: (event: ImportEvent, _: unknown, ctx: SubgraphContext) => ({
        ...event,
        errors: event.errors.map((error) => ({ ...error, message: error.message[ctx.caller.locale] ?? error.message.en })),
      }),
    },
  },
};
