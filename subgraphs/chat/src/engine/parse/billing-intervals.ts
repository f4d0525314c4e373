/**
 * How often a subscription bills, said as owners say it. "New monthly subscriptions" is the new subscriptions that bill
 * monthly (the "new" was read as new customers, and refused); "churned subscriptions on yearly plans" is a filter (the
 * "plans" split them by plan); the interval words are moved after the noun, "billed monthly", which the grain words
 * leave to the billing interval. "Monthly vs yearly subscriptions" is kept as said: the grain words leave two interval
 * words joined before the noun to the billing interval as well (parse/modifiers.ts), so both are set side by side.
 */
const INTERVAL = '(monthly|yearly|annual)';
const NOUN = '(subscriptions?|subscribers?)';
/** A measure's own word before the interval: "new", "churned", "cancelled", "active". */
const STATE = '(new|churned|cancell?ed|canceled|active|lost)';

export function billingIntervalsSaid(text: string, hasIntervals: boolean): string {
  if (!hasIntervals) return text;
  return text
    .replace(new RegExp(`(^|\\s)${STATE} ${INTERVAL} ${NOUN}(?=\\s|$)`, 'g'), '$1$2 $4 billed $3')
    .replace(new RegExp(`(^|\\s)(?:on|for|with|of) (?:the )?${INTERVAL} (?:plans?|billing)(?=\\s|$)`, 'g'), '$1billed $2');
}
