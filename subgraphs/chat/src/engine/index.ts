/**
 * The question engine: a pure, synchronous library (no GraphQL, no I/O) that the chat subgraph calls.
 *
 *   const u = understand(question, { catalog: commerceCatalog, context, now, timezone, currency });
 *   switch (u.kind) {
 *     case 'plan': case 'lookup': {
 *       const compiled = compile(u.plan, catalog, storeId);          // parameterised SQL, allow-listed identifiers
 *       const rows = (await client.query(compiled.sql, compiled.params)).rows;   // as dukkan_reader, store set
 *       const answer = composeAnswer(u.plan, rows, { compiled, catalog, locale: u.language, currency, timezone, now });
 *       context = u.context;                                           // store it, pass it back next question
 *     }
 *     case 'showSql': compile(u.plan) and show compiled.sql;  case 'restyle': u.plan with u.chart (re-run);
 *     case 'clarify' | 'cannot' | 'reset': replyOf(u) gives an Answer with the text and suggestions.
 *   }
 *
 * `answerQuestion` does all of that given a query function.
 */
export * from './types.ts';
export { commerceCatalog } from './semantic/commerce.ts';
export { catalogFromTables, mergeCatalogs } from './custom/catalog-from-tables.ts';
export { understand } from './parse/understand.ts';
export { compile } from './sql/compile.ts';
export { validatePlan } from './sql/validate-plan.ts';
export { withDimensionValues } from './parse/values.ts';
export { composeAnswer, replyOf } from './answer/compose.ts';
export { answerQuestion } from './answer-question.ts';
export { contextAfter } from './answer/shown.ts';
export { normalise } from './parse/normalise.ts';
export { weekendOf } from './semantic/week-days.ts';
