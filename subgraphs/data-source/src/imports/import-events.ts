import type { PubSub } from '@dukkan/shared';
import { toGlobalId, translate } from '@dukkan/shared';
import { sellerCsvMessages } from '../seller-csv/messages.ts';
import type { ImportRow } from './import.repository.ts';

/** Progress of one import, on a topic named by store and import, so a subscriber only ever hears their own store. */
export const importTopic = (storeId: string, importId: string) => `import:${storeId}:${importId}`;

/**
 * The event of `Subscription.importProgress` (served by the chat subgraph): plain values, each message in English and
 * Arabic so the subscriber's language is picked there without the data-source catalogue.
 */
export function importEventOf(row: ImportRow) {
  return {
    importId: toGlobalId('Import', row.id),
    status: row.status,
    progress: row.progress,
    rowsTotal: row.rows_total,
    rowsImported: row.rows_imported,
    ordersImported: row.orders_imported,
    errors: row.errors.map((problem) => ({
      line: problem.line,
      code: problem.key,
      fatal: problem.fatal === true,
      message: { en: translate(sellerCsvMessages, 'en', problem.key, problem.params), ar: translate(sellerCsvMessages, 'ar', problem.key, problem.params) },
    })),
  };
}

export async function publishImport(pubsub: PubSub, row: ImportRow): Promise<void> {
  await pubsub.publish(importTopic(row.store_id, row.id), importEventOf(row));
}
