import type { DimensionBinding, Filter } from '../types.ts';
import type { SqlDialect, Writing } from './dialect.ts';

/**
 * One filter as a condition on a table where its dimension is `binding` (read as `expression`): a threshold on an
 * amount ("orders over 500", one parameter), else the values kept or left out. A customer is named by name or e-mail:
 * either matches; leaving one out leaves out both.
 */
export function filterCondition(filter: Filter, binding: DimensionBinding, expression: string, dialect: SqlDialect, w: Writing): string {
  const values = filter.values.map(String);
  const op = filter.op;
  if (op === 'present' || op === 'missing') return dialect.filled(expression, op === 'present');
  if (op === 'contains') return `(${values.map((value) => dialect.holds(expression, value, w)).join(' OR ')})`;
  if (op !== 'eq' && op !== 'neq') return dialect.compares(expression, op, values[0], w);
  return binding.detail
    ? `(${[binding.sql, binding.detail].map((sql) => dialect.matches(sql, values, op, w)).join(op === 'neq' ? ' AND ' : ' OR ')})`
    : dialect.matches(expression, values, op, w);
}
