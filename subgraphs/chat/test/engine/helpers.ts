import { commerceCatalog, understand, type QueryPlan, type Understanding, type UnderstandOptions } from '../../src/engine/index.ts';
import { withDimensionValues } from '../../src/engine/parse/values.ts';

export const NOW = new Date('2026-11-22T03:00:00Z');
export const catalog = withDimensionValues(commerceCatalog, {
  city: ['Riyadh', 'Jeddah', 'Dubai', 'Kuwait City'], country: ['SA', 'AE', 'KW'], category: ['Fragrance', 'Food', 'Home'],
  channel: ['web', 'mobile'], carrier: ['Aramex', 'SMSA'], status: ['paid', 'cancelled', 'delivered'],
});

export function ask(question: string, options: Partial<UnderstandOptions> = {}): Understanding {
  return understand(question, { catalog, now: NOW, timezone: 'Asia/Riyadh', ...options });
}

/** The plan of a question that must become one. */
export function planOf(question: string, options: Partial<UnderstandOptions> = {}): QueryPlan {
  const u = ask(question, options);
  if (u.kind !== 'plan') throw new Error(`${question}: expected a plan, got ${u.kind} ${JSON.stringify(u)}`);
  return u.plan;
}
