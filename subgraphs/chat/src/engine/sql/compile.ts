import type { Catalog, CompiledQuery, Plan } from '../types.ts';
export function compile(plan: Plan, catalog: Catalog, storeId: string | number): CompiledQuery {
  void plan; void catalog; void storeId;
  throw new Error('not yet');
}
