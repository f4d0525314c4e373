import type { Case } from './questions-demo.ts';
import { ownerCase } from './gold-sql.ts';

/**
 * Round q7 (2026-11-28): Gulf, Egyptian, Levantine and Modern Standard Arabic owners of the demo store, typed or dictated. Each case is a question the round found answered wrongly, with its gold from
 * hand-written SQL (today is 2026-11-22 in the evaluation).
 */
export function q7ArabicCases(): Case[] {
  const c = ownerCase;
  return [
  ];
}
