import type { PubSub } from '@dukkan/shared';
import { toGlobalId } from '@dukkan/shared';
import type { ImportRow } from './import.repository.ts';

/** Progress of one import, on a topic named by store and import, so a subscriber only ever hears their own store. */
export const importTopic = (storeId: string, importId: string) => `import:${storeId}:${importId}`;

/** The event shape of `Subscription.importProgress` (chat subgraph): plain values, messages rendered by the reader. */
export function importEventOf(row: ImportRow) {
  return {
    importId: toGlobalId('Import', row.id),
    status: row.status,
    progress: row.progress,
    rowsTotal: row.rows_total,
    rowsImported: row.rows_imported,
    ordersImported: row.orders_imported,
    errors: row.errors,
  };
}

export async function publishImport(pubsub: PubSub, row: ImportRow): Promise<void> {
  await pubsub.publish(importTopic(row.store_id, row.id), importEventOf(row));
}
