import type { Catalog, QueryPlan } from '../types.ts';

/**
 * "Where is JFK?", "tell me about BOS", "where is customer Luís Gonçalves from?", "where did George Alvarez die?",
 * "وين مطار JFK": a row of an owner's file or database picked by a value (a code, a name), asked where it is or what
 * it holds. Its places (or every word column of its table) are the answer, not the count of rows the value picks
 * ("Number of airports, for iata JFK: 1").
 */
const WHERE = /^(?:(?:and |so )?where (?:is|are|was|were|s|did|does|do)\s|(?:what is |what s )?(?:the )?location of\s|(?:اين|وين|فين) )/;
/** "Tell me about BOS", "details of JFK", "معلومات عن …": what the row holds. Taken off before the question is read. */
const ABOUT = /^(?:(?:can you |please )?(?:tell me (?:more )?about|what do you (?:know|have) (?:about|on)|(?:show me |give me )?(?:the )?(?:info|information|details|detail|record|row) (?:of|for|on|about)|describe|look up|lookup)|(?:اعطني |عطني |اعرض )?(?:معلومات|تفاصيل|بيانات) (?:عن|ل)|(?:اخبرني|احكي لي|حدثني) عن)\s+/;
/** A place said of a row: its address, town, region, country. */
const PLACE = /(?:^|_)(?:address|street|neighborhood|neighbourhood|district|city|town|state|province|region|country|location|place|county|zip|postal_code|postcode)(?:_|$)/;
/** Where someone or something is from: its town and country, not its street. */
const FROM = /(?:\s|^)(?:from|come from|comes from|based|live|lives|located|من)$/;
const STREET = /(?:^|_)(?:address|street|zip|postal_code|postcode)(?:_|$)/;

export type RowAsk = 'where' | 'about';

/** What a question asks of a row, and the question with an "about" said before it taken off ("tell me about BOS" → "BOS"). */
export function rowAskOf(text: string, catalog: Catalog): { ask: RowAsk; text: string } | null {
  if (catalog.orders) return null;
  const about = ABOUT.exec(text);
  if (about) return { ask: 'about', text: text.slice(about[0].length) };
  // "Where does Leonie Köhler live?": the verb says nothing the data keeps.
  return WHERE.test(text) ? { ask: 'where', text: text.replace(/\s(?:live|lives|living|stay|stays|work|works|die|died)$/, '') } : null;
}

/**
 * The plan as the row's description when it only counts the rows its values pick: split by the row's name and its
 * places (or all its word columns), those values kept. Null when it asks anything else.
 */
export function rowDescribed(plan: QueryPlan, ask: RowAsk, typed: string, catalog: Catalog): QueryPlan | null {
  if (plan.kind !== 'aggregate' || plan.metrics.length !== 1 || plan.groupBy.length || plan.grain || plan.period || plan.compare || plan.top || plan.share) return null;
  const counted = catalog.metrics.find((m) => m.key === plan.metrics[0]);
  if (!counted || counted.sql !== 'count(*)' || !plan.filters.length || plan.filters.some((f) => f.op !== 'eq' || !f.values.length)) return null;
  const picked = new Set(plan.filters.map((f) => f.dimension));
  // The table whose own row the value names ("Jane Peacock" is an employee, though customers name her as their
  // support rep), else the one counted.
  const named = Object.values(catalog.tables).find((t) => t.rows && picked.has(t.rows.dimension));
  const metric = (named && catalog.metrics.find((m) => m.table === named.key && m.sql === 'count(*)')) || counted;
  const table = catalog.tables[metric.table];
  const own = catalog.dimensions.filter((d) => d.kind === 'category' && d.on[metric.table] && !d.on[metric.table].fromTime && !picked.has(d.key) && !/^c_|_id$|^(?:first|last)_?name$/.test(d.key));
  if (!own.length) return null;
  // (A person picked by first and last name is named already: "where did George Alvarez die" is where.)
  const byParts = [...picked].some((key) => /^(?:first|last)_?name$/.test(key));
  const name = table?.rows && !picked.has(table.rows.dimension) && !byParts ? own.find((d) => d.key === table.rows!.dimension) : undefined;
  const from = FROM.test(typed.trim());
  const places = own.filter((d) => d !== name && PLACE.test(d.key) && !(from && STREET.test(d.key)));
  const shown = ask === 'where' ? (places.length ? [...(name ? [name] : []), ...places] : []) : own.slice(0, 8);
  if (!shown.length) return null;
  return { ...plan, metrics: [metric.key], groupBy: shown.map((d) => d.key) };
}
