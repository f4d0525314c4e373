import type { Case } from './questions-demo.ts';
import { ownerCase } from './gold-sql.ts';

/**
 * Round q7 (2026-11-28): English-speaking owners and managers of the demo store (multi-turn conversations, analyst and operations words, sloppy typing). Each case is a question the round found answered wrongly, with its gold from
 * hand-written SQL (today is 2026-11-22 in the evaluation).
 */
export function q7EnglishCases(): Case[] {
  const c = ownerCase;
  return [
  ];
}
