import type { PubSub } from '@dukkan/shared';
import { toGlobalId } from '@dukkan/shared';
import { problemMessage } from './import-messages.ts';
import type { ImportRow } from './import.repository.ts';

/** Progress of one import, on a topic named by store and import, so a subscriber only ever hears their own store. */
export const importTopic = (storeId: string, importId: string) => `import:${storeId}:${importId}`;

/**
 * The event of `Subscription.importProgress` (served by the chat subgraph, which also builds the first event from the
 * row with this function): plain values, each message in English and Arabic so the subscriber's language is picked
 * there without the data-source catalogues.
 */
export function importEventOf(row: ImportRow) {
  return {
    importId: toGlobalId('Import', row.id),
    kind: row.kind,
    status: row.status,
    stage: row.stage ?? null,
    progress: row.progress,
    rowsTotal: row.rows_total,
    rowsImported: row.rows_imported,
    ordersImported: row.orders_imported,
    bytesRead: Number(row.bytes_read ?? 0),
    bytesTotal: Number(row.size_bytes ?? 0),
    tableName: row.table_name ?? null,
    errors: row.errors.map((problem) => ({
      line: problem.line,
      code: problem.key,
      fatal: problem.fatal === true,
      message: { en: problemMessage(row.kind, problem, 'en'), ar: problemMessage(row.kind, problem, 'ar') },
    })),
  };
}

export type ImportEvent = ReturnType<typeof importEventOf>;

export async function publishImport(pubsub: PubSub, row: ImportRow): Promise<void> {
  await pubsub.publish(importTopic(row.store_id, row.id), importEventOf(row));
}
