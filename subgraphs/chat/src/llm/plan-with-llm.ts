import type { Catalog, Locale, QueryPlan } from '../engine/index.ts';
import { completeChat } from './chat-completion.ts';
import { llmSettings } from './llm-settings.ts';
import { validateProviderPlan } from './validate-plan.ts';

/**
 * Asks the LLM provider to turn a question the engine could not parse into the engine's own plan. The provider sees
 * the question and the catalog's names only, never the store's data, and what it returns is validated like user
 * input; any failure (timeout, HTTP error, garbage, an unknown metric) gives null and the honest "can't answer".
 */
export async function planWithLlm(question: string, options: { catalog: Catalog; timezone: string; language: Locale; now: Date }): Promise<QueryPlan | null> {
  const settings = llmSettings();
  if (!settings) return null;
  try {
    const reply = await completeChat(settings, [
      { role: 'system', content: systemPrompt(options.catalog, options.now, options.timezone) },
      { role: 'user', content: question },
    ]);
    return validateProviderPlan(firstJsonObject(reply), options.catalog, { timezone: options.timezone, language: options.language });
  } catch {
    return null;
  }
}

function systemPrompt(catalog: Catalog, now: Date, timezone: string): string {
  const metrics = catalog.metrics.map((metric) => `${metric.key} (${metric.label.en})`).join(', ');
  const named = (kind: string) => catalog.dimensions.filter((dimension) => dimension.kind === kind).map((dimension) => `${dimension.key} (${dimension.label.en})`).join(', ');
  const amounts = named('amount');
  // The whole plan the engine reads (engine/types.ts QueryPlan), each field with the question it answers.
  return [
    'You translate a store owner\'s question into a JSON query plan. Reply with one JSON object and nothing else.',
    'Shape: {"metrics": [metric keys], "groupBy": [at most two dimension keys], "grain": "day|week|month|quarter|year" (optional, for a series over time),',
    '"filters": [{"dimension": key, "op": "eq|neq|contains", "values": [text]}] ("contains": words the names hold), "period": {"from": "YYYY-MM-DD", "to": "YYYY-MM-DD" (exclusive)} (optional),',
    '"compare": "previous|year_ago" (optional, needs a period), "top": {"n": number, "dir": "desc|asc", "change": true when ranked by the change against the compared period} (optional),',
    '"share": true for shares of the total, with "focus": [values whose share was asked] (optional), "trend": true (optional), "steps": true for each bucket against the one before (needs grain, no groupBy), "cumulative": true for a running total (needs grain, no groupBy), "shareOfAll": true for the share of the total that passes the amount filters (no groupBy),',
    '"topPer": true for the top N of the first groupBy within each value of the second, "perBucket": "day|week|month" for an average per day, week or month,',
    '"having": {"metric": the plan\'s only metric, "op": "gt|gte|lt|lte", "value": "number", "per": dimension key (optional: count the groups that pass instead of listing them)},',
    '"absent": {"counted": true to count instead of list, "lapsed": true for members that had rows before} for members of the one groupBy (product, customer) with no rows in the period,',
    '"countOf": dimension key, to count its distinct values ("how many cities do we sell to"), "perGroup": dimension key, to average the one metric (a count) over that dimension\'s values ("average number of tracks per invoice"),',
    '"chart": "line|bar|pie|stacked|table|number" (optional)}.',
    ...(amounts ? [`Amounts are compared in filters with "op": "gt|gte|lt|lte" and one number in "values": ${amounts}.`] : []),
    'If the question cannot be answered with these metrics and dimensions, reply {"cannot": true}.',
    `Metrics: ${metrics}.`,
    `Dimensions: ${named('category')}.`,
    `Today is ${now.toISOString().slice(0, 10)} in the store's timezone ${timezone}.`,
  ].join('\n');
}

/** The first balanced {...} in a reply (models wrap JSON in prose or code fences), parsed; undefined when none. */
export function firstJsonObject(text: string): unknown {
  const start = text.indexOf('{');
  if (start < 0) return undefined;
  let depth = 0;
  let inString = false;
  for (let i = start; i < text.length; i++) {
    const char = text[i];
    if (inString) {
      if (char === '\\') i++;
      else if (char === '"') inString = false;
    } else if (char === '"') inString = true;
    else if (char === '{') depth++;
    else if (char === '}' && --depth === 0) {
      try {
        return JSON.parse(text.slice(start, i + 1));
      } catch {
        return undefined;
      }
    }
  }
  return undefined;
}
