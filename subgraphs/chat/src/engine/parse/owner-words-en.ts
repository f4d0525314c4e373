/**
 * English owners' phrasings of round q8, rewritten (on normalised text) into the words the engine reads. Each was
 * answered as something else: "when did we last sell Oud Oil" was every Oud Oil sale ever, "date of our first sale"
 * the category Dates & Sweets, "takings" a question of gross or net, "our best selling line" the store's total.
 */
type Rewrite = [RegExp, string | ((found: string, ...groups: string[]) => string)];

const SOLD = '(?:sell|sold|ship|shipped|get an order for|got an order for|have an order for|had an order for)';
const BOUGHT = '(?:buy|bought|order|ordered|purchase|purchased|get|got)';
const THING = '(?:a |an |any |some |the |one )?(.+?)';

export const OWNER_WORDS_EN: Rewrite[] = [
  // "When did we last sell a hoodie", "last time we sold Oud Oil", "when was Oud Oil last ordered", "when did someone
  // last buy an abaya": the latest order holding it, with its date (it was all of its sales ever).
  [new RegExp(`^when (?:did|have) (?:we|i|you) (last|first|most recently) ${SOLD} ${THING}(?: (?:to anyone|to someone))?$`), (_m, end: string, thing: string) => `${end === 'first' ? 'first' : 'last'} order with ${thing}`],
  [new RegExp(`^(?:when (?:was|is) )?(?:the )?(last|first) time (?:we|i|you|someone|anyone|somebody|anybody|a customer|customers) (?:${SOLD}|${BOUGHT}) ${THING}$`), (_m, end: string, thing: string) => `${end} order with ${thing}`],
  [new RegExp(`^when (?:did|has) (?:someone|anyone|somebody|anybody|a customer|customers) (last|first|most recently) ${BOUGHT} ${THING}$`), (_m, end: string, thing: string) => `${end === 'first' ? 'first' : 'last'} order with ${thing}`],
  [/^when (?:was|were) (?:a |an |the |our )?(.+?) (last|first) (?:sold|ordered|bought|purchased)$/, (_m, thing: string, end: string) => `${end} order with ${thing}`],
  // "When did Sara first order", "when did Ahmed Haddad first buy from us": that customer's first order ("last" is read
  // in understand).
  [/^when did (?!(?:the|our|my|your|we|i|you|someone|anyone|somebody|anybody|customers) )(.+?) (?:first) (?:order|buy|purchase|shop)(?: from us| with us)?$/, 'first order of $1'],
  // "The date of our first sale", "what was the date of the biggest order", "on what day was our last order": when
  // it was ("date" was the category Dates & Sweets).
  [/^(?:what (?:was|is) |what s |whats |tell me |give me )?(?:the )?(?:date|day) of (?:the |our |my )?(.+)$/, 'when was the $1'],
  [/^when (?:was|did we (?:make|get|have)) (?:the |our |my )?(first|last|latest|most recent|newest|earliest) (?:ever )?(?:sale|purchase|transaction)(?: ever)?$/, 'when was our $1 order'],
  // "How many customers came back for a second order", "how many placed a second order", "how many customers ordered
  // again": those with more than one order (it was every customer beside the orders).
  [/^how many (?:of (?:our|the|my) )?(?:customers|clients|buyers|people|shoppers|punters)?(?: have| who| that)? ?(?:came back|come back|returned|have come back)(?: (?:for|to place|and placed|to make|and made|to buy) (?:a |another |their )?(?:second|2nd|another|repeat|new) (?:order|purchase|time))?(?= |$)/, 'how many customers ordered more than once'],
  [/^how many (?:customers |clients |buyers |people |shoppers )?(?:have |who |that )?(?:placed|made|put in) (?:a |their )?(?:second|2nd|repeat|another) (?:order|purchase)(?= |$)/, 'how many customers ordered more than once'],
  [/^how many (?:customers|clients|buyers|people|shoppers) (?:have |who |that )?(?:ordered|bought|purchased|shopped) again(?= |$)/, 'how many customers ordered more than once'],
  // British words: takings and turnover are the money taken (gross sales: "takings" asked gross or net), punters
  // are customers, a line is a product, a head a customer, a basket an order.
  [/(^|\s)(?:takings|till takings)(?=\s|$)/g, '$1sales'],
  [/(^|\s)punters(?=\s|$)/g, '$1customers'],
  [/(^|\s)(best|top|worst|fastest|slowest)[- ]?(selling|performing) (?:lines?|lines of stock|items?|skus?)(?=\s|$)/g, '$1$2 $3 product'],
  [/(^|\s)per (?:head|person|shopper|buyer)(?=\s|$)/g, '$1per customer'],
  [/(^|\s)(?:items?|units?|products?) (?:per|in each|in a|in an average) basket(?=\s|$)/g, '$1items per order'],
  // "Active customers this year": those who ordered in it (it was the customers of a status "active", 0).
  [/(^|\s)active (customers|buyers|clients|shoppers)(?=\s|$)(?!.*subscri)/g, '$1$2'],
  // "The busiest time of day", "what time of day do we sell most": by the hour (it was the busiest day).
  [/(^|\s)(?:busiest|quietest|slowest|best|worst|peak) (?:time of (?:the )?day|time)(?=\s|$)/g, (_m, space: string) => `${space}${/quiet|slow|worst/.test(_m) ? 'quietest' : 'busiest'} hour`],
  // "Sales, orders and AOV for last month side by side": the measures together (the "side" was a split asked).
  [/(^|\s)(?:side by side|next to each other|together in one table|in one table|in a single table)(?=\s|$)/g, '$1'],
  // "Vs last week same day": the same day last week (the "same day" was the ship mode).
  [/(^|\s)(?:vs|versus|against|compared (?:to|with)) (?:the )?last (week|year)(?: s)? same day(?=\s|$)/g, '$1vs the same day last $2'],
  // "The last tree months", "fiev days": a count typed one letter off, before a unit of time.
  [/(^|\s)(tree|thre|threee|fiev|fve|fivee|sevn|sevenn|nien|tenn|twleve|twelv)(?= (?:days?|weeks?|months?|years?|quarters?)(?:\s|$))/g, (_m, space: string, said: string) => `${space}${({ tree: 'three', thre: 'three', threee: 'three', fiev: 'five', fve: 'five', fivee: 'five', sevn: 'seven', sevenn: 'seven', nien: 'nine', tenn: 'ten', twleve: 'twelve', twelv: 'twelve' } as Record<string, string>)[said]}`],
];
