import type { Answer, AnswerOptions, Catalog, CompiledQuery, Plan, Understanding } from '../types.ts';
export function composeAnswer(plan: Plan, rows: Record<string, unknown>[], options: AnswerOptions & { compiled: CompiledQuery; catalog: Catalog }): Answer {
  void plan; void rows; void options;
  throw new Error('not yet');
}
export function replyOf(understanding: Understanding, options: AnswerOptions): Answer {
  void understanding; void options;
  throw new Error('not yet');
}
