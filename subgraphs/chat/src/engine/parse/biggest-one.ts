import type { ConversationContext } from '../types.ts';

/**
 * "Biggest one?", "which was the largest?", "the biggest order" right after a count of refunds, orders or abandoned
 * carts: the largest single one of those counted, in the same period and filters. They repeated the count ("Refunds
 * issued this year: 156"), or ranked the orders by their count, each 1 ("the top order by orders: 6759 (1)").
 */
const BIGGEST = /^(?:and |so |ok |okay |what about |what was |which was |which one was |whats |what s |what is )?(?:the )?(?:biggest|largest|highest|largest single|biggest single)(?: one| of them| of those| one of them)?$/;
/** "The biggest order", "largest refund" said with the thing counted. */
const BIGGEST_NAMED = /^(?:and |so |what about |what was |which was |whats |what s |what is )?(?:the )?(?:biggest|largest|highest)(?: single)? (order|refund|abandoned cart|cart)s?$/;
/** Each count (or total) and the words of its largest single row. */
const LARGEST_OF: Record<string, string> = {
  refund_count: 'and the biggest refund', refunds: 'and the biggest refund',
  orders: 'and the biggest order by gross sales', gross_sales: 'and the biggest order by gross sales',
  abandoned_carts: 'and the biggest abandoned cart', abandoned_value: 'and the biggest abandoned cart',
};
/** The thing each of those words names. */
const THING_OF: Record<string, string> = { refund_count: 'refund', refunds: 'refund', orders: 'order', gross_sales: 'order', abandoned_carts: 'cart', abandoned_value: 'cart' };

/** The question in the words of the largest one counted, when it asks it of a count just given; else as it came. */
export function biggestOneAsked(text: string, context: ConversationContext): string {
  const plan = context.plan;
  if (plan?.kind !== 'aggregate' || plan.groupBy.length || plan.grain || plan.compare || plan.metrics.length !== 1) return text;
  const words = LARGEST_OF[plan.metrics[0]];
  if (!words) return text;
  const said = text.trim();
  // (A bare "biggest one?" after the sales could be a day as well as an order: only "the biggest order" is read there.)
  if (BIGGEST.test(said) && plan.metrics[0] !== 'gross_sales') return words;
  const named = BIGGEST_NAMED.exec(said);
  return named && named[1].replace(/^abandoned /, '') === THING_OF[plan.metrics[0]] ? words : text;
}
