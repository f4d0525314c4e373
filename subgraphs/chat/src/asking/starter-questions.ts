import type { SubgraphContext } from '@dukkan/shared';
import { understand } from '../engine/index.ts';
import { examplesFor } from '../engine/answer/suggest.ts';
import { catalogForStore } from './catalog-for-store.ts';

/**
 * Questions an owner can open a conversation with, about what the store holds: its orders when it sells, otherwise
 * its own files' and databases' measures and columns, in the caller's language; none before it holds anything.
 * The web chat reads them when it opens, so the engine's word indexes for the store's catalog (built on first use,
 * a few hundred milliseconds on a store with thousands of products and customers) are built then, in the background,
 * rather than while the owner waits for their first answer.
 */
export async function starterQuestions(ctx: SubgraphContext): Promise<string[]> {
  const { storeId, locale } = ctx.caller;
  if (!storeId) return [];
  const { catalog, hasData } = await catalogForStore(ctx.runtime, storeId);
  if (!hasData) return [];
  const questions = examplesFor(locale, catalog);
  setImmediate(() => {
    try {
      understand(questions[0] ?? '', { catalog, timezone: 'UTC' });
    } catch {
      // Only a warm-up: the question itself will report any failure.
    }
  });
  return questions;
}
