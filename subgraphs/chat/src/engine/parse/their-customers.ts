import type { Catalog, QueryPlan } from '../types.ts';

/**
 * "And who are the customers?", "ومين العملاء؟" after a count of orders: the customers of those orders, by name, each
 * with how many of them they placed, in the same period and filters. It was the count of the period's customers (71),
 * a number where names were asked.
 */
const WHO_ARE_THE_CUSTOMERS = /^(?:and |so )?(?:who (?:are|were) (?:the|those|these|their) (?:customers|buyers|clients)|which customers (?:are|were) (?:they|those|these|that|them)|who are the customers behind (?:them|those|these|it)|(?:و)?(?:مين|من|منو) (?:هم )?(?:العملاء|الزباين|الزبائن|العملا)(?: اللي طلبوا| اللي طلبوها| اللي اشتروا)?)$/;

/**
 * The plan that names the customers of what was just counted (orders, refunds, returns), when the question asks who
 * they were. After "how many refunds last week?" or "late shipments last week" it was every customer's sales of all
 * time; a count whose rows name no customer (a shipment) is now that split refused, by the caller.
 */
export function customersOfCounted(text: string, previous: QueryPlan | undefined, catalog: Catalog): QueryPlan | undefined {
  if (!previous || !WHO_ARE_THE_CUSTOMERS.test(text.trim())) return undefined;
  const counted = catalog.metrics.find((m) => m.key === previous.metrics[0]);
  const countedOnce = !previous.groupBy.length && !previous.grain && !previous.compare && previous.metrics.length === 1 && counted?.format === 'count' && !/customers/.test(counted.key);
  if (!countedOnce || !catalog.dimensions.some((d) => d.key === 'customer')) return undefined;
  return { ...previous, groupBy: ['customer'], top: undefined, share: undefined, chart: undefined };
}
