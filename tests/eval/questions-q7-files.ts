import type { Case } from './questions-demo.ts';
import { ownerCase } from './gold-sql.ts';

/**
 * Round q7 (2026-11-28): owners and analysts asking about uploaded CSV files and connected databases (PostgreSQL and MariaDB). Each case is a question the round found answered wrongly, with its gold from
 * hand-written SQL (today is 2026-11-22 in the evaluation).
 */
export function q7FilesCases(): Case[] {
  const c = ownerCase;
  return [
  ];
}
