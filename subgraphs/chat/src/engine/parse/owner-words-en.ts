/**
 * English owners' phrasings of round q8, rewritten (on normalised text) into the words the engine reads. Each was
 * answered as something else: "when did we last sell Oud Oil" was every Oud Oil sale ever, "date of our first sale"
 * the category Dates & Sweets, "takings" a question of gross or net, "our best selling line" the store's total.
 */
type Rewrite = [RegExp, string | ((found: string, ...groups: string[]) => string)];

const SOLD = '(?:sell|sold|get an order for|got an order for|have an order for|had an order for)';
const BOUGHT = '(?:buy|bought|order|ordered|purchase|purchased|get|got)';
const THING = '(?:a |an |any |some |the |one )?(.+?)';
const DAY = '(?:monday|tuesday|wednesday|thursday|friday|saturday|sunday)';

export const OWNER_WORDS_EN: Rewrite[] = [
  // "When did we last sell a hoodie", "last time we sold Oud Oil", "when was Oud Oil last ordered", "when did someone
  // last buy an abaya": the latest order holding it, with its date (it was all of its sales ever).
  [new RegExp(`^when (?:did|have) (?:we|i|you) (last|first|most recently) ${SOLD} ${THING}(?: (?:to anyone|to someone))?$`), (_m, end: string, thing: string) => `${end === 'first' ? 'first' : 'last'} order with ${thing}`],
  [new RegExp(`^(?:when (?:was|is) )?(?:the )?(last|first) time (?:we|i|you|someone|anyone|somebody|anybody|a customer|customers) (?:${SOLD}|${BOUGHT}) ${THING}$`), (_m, end: string, thing: string) => `${end} order with ${thing}`],
  [new RegExp(`^when (?:did|has) (?:someone|anyone|somebody|anybody|a customer|customers) (last|first|most recently) ${BOUGHT} ${THING}$`), (_m, end: string, thing: string) => `${end === 'first' ? 'first' : 'last'} order with ${thing}`],
  [/^when (?:was|were) (?:a |an |the |our )?(.+?) (last|first) (?:sold|ordered|bought|purchased)$/, (_m, thing: string, end: string) => `${end} order with ${thing}`],
  // "When did we last ship with Aramex", "the last time someone paid with Tabby", "when did we last get an order from
  // Kuwait", "when was the last cancelled order", "when was our last refund": that order, looked up (they were counts
  // or totals of all time, or "can't").
  [/^(?:when (?:did|have) (?:we|i|you) (last|first|most recently) (?:ship|shipped|send|sent)|(?:when (?:was|is) )?(?:the )?(last|first) time (?:we|i|you) (?:shipped|sent|ship|send)) (?:anything |something |an order |orders )?(with|by|via|using) (.+)$/, (_m, a?: string, b?: string, _w?: string, carrier?: string) => `${(a ?? b) === 'first' ? 'first' : 'last'} order shipped with ${carrier}`],
  [/^(?:when (?:did|has) (?:someone|anyone|somebody|anybody|a customer|customers) (last|first|most recently) (?:pay|paid)|(?:when (?:was|is) )?(?:the )?(last|first) time (?:someone|anyone|somebody|anybody|a customer|customers|we got paid|we were paid) ?(?:paid|pay)?) (?:with|by|using|via|through) (.+)$/, (_m, a?: string, b?: string, method?: string) => `${(a ?? b) === 'first' ? 'first' : 'last'} order paid with ${method}`],
  [/^when did we (last|first|most recently) (?:get|have|receive|see|take) (?:an? |any )?orders? (.+)$/, (_m, end: string, rest: string) => `${end === 'first' ? 'first' : 'last'} order ${rest}`],
  [/^when (?:was|is) (?:the |our |my )?(last|latest|most recent|first|earliest) (cancelled|canceled|refunded|returned|pending|unfulfilled|discounted|express|international) order$/, 'the $1 $2 order'],
  [/^when (?:was|did we (?:get|have|issue|give|make)) (?:the |our |my |a )?(last|latest|most recent|first|earliest) refund$/, 'the $1 refunded order'],
  // "When did sales peak this year": the best day (it was the year's total).
  [/^when (?:did|do|was|were|have|has) (?:our )?(sales|revenue|orders|turnover|takings|aov|average order value|new customers|units)(?: sold)? (?:peak|peaked|hit (?:their|its|a) (?:peak|high|record)|at (?:their|its) (?:peak|highest|best))(.*)$/, 'best day for $1$2'],
  // "When did Sara first order", "when did Ahmed Haddad first buy from us": that customer's first order ("last" is read
  // in understand).
  [/^when did (?!(?:the|our|my|your|we|i|you|someone|anyone|somebody|anybody|customers) )(.+?) (?:first) (?:order|buy|purchase|shop)(?: from us| with us)?$/, 'first order of $1'],
  // "The date of our first sale", "what was the date of the biggest order", "on what day was our last order": when
  // it was ("date" was the category Dates & Sweets).
  [/^(?:what (?:was|is) |what s |whats |tell me |give me )?(?:the )?(?:date|day) of (?:the |our |my )?(.+)$/, 'when was the $1'],
  [/^when (?:was|did we (?:make|get|have)) (?:the |our |my )?(first|last|latest|most recent|newest|earliest) (?:ever )?(?:sale|purchase|transaction)(?: ever)?$/, 'when was our $1 order'],
  // "How many customers came back for a second order", "how many placed a second order", "how many customers ordered
  // again": those with more than one order (it was every customer beside the orders). "Returned something" is a return.
  [/^how many (?:of (?:our|the|my) )?(?:customers|clients|buyers|people|shoppers|punters)?(?: have| who| that)? ?(?:came back|come back|returned(?! (?:something|anything|items?|products?|an item|a product|stuff|things|goods)(?:\s|$))|have come back)(?: (?:for|to place|and placed|to make|and made|to buy) (?:a |another |their )?(?:second|2nd|another|repeat|new) (?:order|purchase|time))?(?= |$)/, 'how many customers ordered more than once'],
  [/^how many (?:customers |clients |buyers |people |shoppers )?(?:have |who |that )?(?:placed|made|put in) (?:a |their )?(?:second|2nd|repeat|another) (?:order|purchase)(?= |$)/, 'how many customers ordered more than once'],
  [/^how many (?:customers|clients|buyers|people|shoppers) (?:have |who |that )?(?:ordered|bought|purchased|shopped) again(?= |$)/, 'how many customers ordered more than once'],
  // British words: takings and turnover are the money taken (gross sales: "takings" asked gross or net), punters
  // are customers, a line is a product, a head a customer, a basket an order.
  [/(^|\s)(?:takings|till takings)(?=\s|$)/g, '$1sales'],
  [/(^|\s)punters(?=\s|$)/g, '$1customers'],
  [/(^|\s)(best|top|worst|fastest|slowest)[- ]?(selling|performing) (?:lines?|lines of stock|items?|skus?)(?=\s|$)/g, '$1$2 $3 product'],
  [/(^|\s)per (?:head|person|shopper|buyer)(?=\s|$)/g, '$1per customer'],
  [/(^|\s)(?:items?|units?|products?) (?:per|in each|in a|in an average) basket(?=\s|$)/g, '$1items per order'],
  // "Vs the whole of last year", "vs all of last month", "vs full year 2025": the period compared with, whole (the
  // words hid it; understand reads them as written, parse/understand.ts WHOLE_COMPARED).
  [/(^|\s)(vs|versus|against|compared to|compared with|than) (?:the )?(?:whole|full|entire|complete|all)(?: year)? (?:of )?(?:the )?(?=(?:last|previous|prior|(?:19|20)\d\d)(?:\s|$))/g, '$1$2 '],
  // "And the whole week?" after today and yesterday: this week (it was refused), as "والأسبوع كله" is read.
  [/^(and |what about |how about )?(?:the )?(?:whole|entire|full) (week|month|year|quarter)$|^(and |what about |how about )?all (week|month|year)(?: long)?$/, (_m, a?: string, unit?: string, b?: string, unit2?: string) => `${a ?? b ?? ''}this ${unit ?? unit2}`],
  // "How much do we get per order": the average order value (it was the orders counted).
  [/(^|\s)how much (?:do|did|does|have) (?:we|i|you|they|customers|people)(?: usually| typically)? (?:get|make|take|earn|spend|pay)(?: on average)? (?:per|for each|on each|an?) (?:order|sale|transaction|purchase|basket)(?=\s|$)/g, '$1average order value'],
  // "Which city cancels the most", "which channel returns the most": the most cancelled orders, returns (it was sales).
  [/(^|\s)(?:cancels|cancel|cancelled|canceled|cancels orders) (?:the )?most(?: orders)?(?=\s|$)/g, '$1with the most cancelled orders'],
  [/(^|\s)(?:returns|return|returned|sends back|send back|sent back)(?: stuff| things| items| products| orders)? (?:the )?most(?=\s|$)/g, '$1with the most returns'],
  // "Customers who only bought once": those with a single order (it was every customer).
  [/(^|\s)(?:only|just) (?:bought|ordered|purchased|shopped)(?: from us| with us)? once(?=\s|$)/g, '$1ordered only once'],
  [/(^|\s)(?:bought|ordered|purchased|shopped)(?: from us| with us)? (?:only|just) once(?=\s|$)/g, '$1ordered only once'],
  // "Our most loyal customers": those who ordered the most (it was the count of returning customers).
  [/(^|\s)(?:the |our |my )?(?:most loyal|loyalest|most frequent|most regular) (customers|clients|buyers|shoppers)(?=\s|$)/g, '$1top customers by orders'],
  // "Active customers this year": those who ordered in it (it was the customers of a status "active", 0).
  [/(^|\s)active (customers|buyers|clients|shoppers)(?=\s|$)(?!.*subscri)/g, '$1$2'],
  // "The busiest time of day", "what time of day do we sell most": by the hour (it was the busiest day).
  [/(^|\s)(?:busiest|quietest|slowest|best|worst|peak) (?:time of (?:the )?day|time)(?=\s|$)/g, (_m, space: string) => `${space}${/quiet|slow|worst/.test(_m) ? 'quietest' : 'busiest'} hour`],
  // "Sales, orders and AOV for last month side by side": the measures together (the "side" was a split asked).
  [/(^|\s)(?:side by side|next to each other|together in one table|in one table|in a single table)(?=\s|$)/g, '$1'],
  // "Vs last week same day": the same day last week (the "same day" was the ship mode).
  [/(^|\s)(?:vs|versus|against|compared (?:to|with)) (?:the )?last (week|year)(?: s)? same day(?=\s|$)/g, '$1vs the same day last $2'],
  // Short days: "orders this wknd", "revenue thurs", "last sat" (they were all time, or "sat" dropped).
  [/(^|\s)(?:wknd|wkend|w\/e|wkd)(?=\s|$)/g, '$1weekend'],
  [/(^|\s)(thurs|thur|weds|wednes)(?=\s|$)/g, (_m, space: string, day: string) => `${space}${/^thu/.test(day) ? 'thursday' : 'wednesday'}`],
  [/(^|\s)(on|last|this|previous|prior|past|how was|how did|what about|and|vs|versus|to|with|than) (sat|sun|mon|tue|wed|thu|fri)(?=\s|$)/g, (_m, space: string, before: string, day: string) => `${space}${before} ${({ sat: 'saturday', sun: 'sunday', mon: 'monday', tue: 'tuesday', wed: 'wednesday', thu: 'thursday', fri: 'friday' } as Record<string, string>)[day]}`],
  // "Saturday vs last Saturday", "how did Sat compare to last Sat", "last Saturday vs the Saturday before": the latest
  // one against the one a week before (it was today, kept to Saturdays: 0).
  [new RegExp(`(^|\\s)(?:how (?:did|was) )?(?:this |on |last )?(${DAY}) (?:vs|versus|against|compared to|compared with|compare to|compare with|compared|compare) (?:the |last |previous |the previous |the last )?(${DAY})(?: before(?: that)?)?(?=\\s|$)`, 'g'), (found: string, space: string, day: string, other: string) => (day === other ? `${space}last ${day} vs the same day last week` : found)],
  // "Sales since Monday": since the last Monday, to today (it was every Monday); "the last two weekends", "the last 3
  // Fridays": those days of the last weeks (they were every weekend or Friday).
  [new RegExp(`(^|\\s)since (${DAY})(?=\\s|$)`, 'g'), '$1since last $2'],
  [new RegExp(`(^|\\s)(?:over |in |on |for |during )?the (?:last|past|previous) (\\d{1,2}|two|three|four|five|six) (weekends|${DAY.slice(3, -1).split('|').map((d) => `${d}s`).join('|')})(?=\\s|$)`, 'g'), (_m, space: string, n: string, days: string) => `${space}on ${days} in the last ${({ two: '2', three: '3', four: '4', five: '5', six: '6' } as Record<string, string>)[n] ?? n} weeks`],
  // "Record day for sales", "our record month": the best one.
  [/(^|\s)(?:our |the )?(?:record|all[- ]time best|best[- ]ever) (day|week|month|quarter|year)(?=\s|$)/g, '$1best $2 ever'],
  // Short words for splits: "sales by cat", "by prod", "by pmt method", "top custs" (they were "can't").
  [/(^|\s)(by|per|each|every|top|bottom|best|worst|which|what) (cat|cats|categ|catg)(?=\s|$)/g, '$1$2 category'],
  [/(^|\s)(prods?)(?=\s|$)/g, (_m, space: string, said: string) => `${space}${said.endsWith('s') ? 'products' : 'product'}`],
  [/(^|\s)(?:pmt|pymt|paymt|pmnt)(?=\s|$)/g, '$1payment'],
  [/(^|\s)(custs?|cstmrs?)(?=\s|$)/g, (_m, space: string, said: string) => `${space}${said.endsWith('s') ? 'customers' : 'customer'}`],
  // "Returns as a % of orders": the return rate (it was both counts side by side).
  [/(^|\s)returns? (?:as|in) (?:a )?(?:%|percent|percentage|share|proportion|ratio) (?:of )?(?:all |our |the )?orders(?=\s|$)/g, '$1return rate'],
  // "Average sales per weekday": each day of the week's average day (it was their totals).
  [/(^|\s)(?:average|avg|mean) (sales|revenue|orders|units|customers|gross sales|net sales)(?: on)? (?:per|by|for each|each) (?:weekday|day of (?:the )?week|week ?day)(?=\s|$)/g, '$1average daily $2 by day of the week'],
  // Owners' short forms of periods: "lw", "ly", "lm", "lmtd" (last month to date), "lytd" (they were dropped, or "same
  // day" the ship mode).
  [/(^|\s)(lw|ly|lm|lmtd|lytd|lwtd|lqtd)(?=\s|$)/g, (_m, space: string, said: string) => `${space}${({ lw: 'last week', ly: 'last year', lm: 'last month', lmtd: 'last month', lytd: 'last year', lwtd: 'last week', lqtd: 'last quarter' } as Record<string, string>)[said]}`],
  // "Non-cancelled orders": those not cancelled (it was the cancelled ones); sales "excluding cancelled orders" are
  // the sales, which never count them (it was the sales beside the cancelled orders).
  [/(^|\s)(?:non|not|un)[- ]?(?:cancelled|canceled) orders(?=\s|$)/g, '$1orders excluding cancelled'],
  [/^(?=.*(?:sales|revenue|turnover|takings|aov|average order value))(.*?)\s(?:excluding|without|not counting|minus|less|ex) (?:the |any )?(?:cancelled|canceled|cancellations)(?: orders)?(?=\s|$)/, '$1'],
  // "Average order value for new vs returning customers": the measure split by customer type (it was the measure
  // beside both counts of customers).
  [/^(?=.*(?:aov|average order value|basket|sales|revenue|orders|units|items per order|spend))(.*\S)\s(?:for|of|among|from|between|by) (?:the )?(?:new|first[- ]time) (?:customers |buyers )?(?:vs|versus|and|or|against) (?:returning|repeat) (?:customers|buyers|clients|shoppers)(?=\s|$)/, '$1 by customer type'],
  // "The value of pending orders", "how much money is tied up in unfulfilled orders": what those orders are worth (it
  // was their count, or a comparison of counts).
  [/^(?:what s |whats |what is |what was |show me |give me )?(?:the )?(?:total )?(?:value|worth|amount|money) (?:of|in|tied up in|sitting in) (?:the |our |all |my )?((?:\S+ ){1,2})orders(.*)$/, 'sales of $1orders$2'],
  [/^how much (?:money |revenue |cash |value )?(?:is |do we have |have we got |s )?(?:tied up|sitting|stuck|locked up|waiting) in (?:the |our |all |my )?((?:\S+ ){1,2})orders(.*)$/, 'sales of $1orders$2'],
  // "Orders that still need to go out", "what's stuck in fulfilment": the unfulfilled orders (they were every order).
  [/(^|\s)(?:orders )?(?:that |which )?(?:still |yet )?(?:need|needs|have|has|are waiting|waiting) to (?:go out|be sent|be sent out|be dispatched|be packed|be fulfilled|be shipped)(?=\s|$)/g, '$1unfulfilled orders'],
  [/(^|\s)(?:orders )?(?:that are |which are )?(?:stuck|sitting|waiting) in (?:fulfil?ment|the warehouse|packing)(?=\s|$)/g, '$1unfulfilled orders'],
  [/^how many (?:orders )?unfulfilled orders/, 'how many unfulfilled orders'],
  // "What's new today", "what's new this week": the summary of that period (it was the new customers' sales).
  [/^(?:so |ok )?(?:what s|whats|what is|anything) new (today|this week|this month|yesterday)$/, 'summary of $1'],
  // "The difference between this month and last month", "the increase in revenue from Q2 to Q3": the later against the
  // earlier (they were the last period alone, or the two as one range against the half year before).
  [/^(?:what s |whats |what is |what was |show me |give me )?(?:the )?(?:difference|diffrence|differnce|diff|change|gap) (?:in (\S+(?: \S+)?) )?between (.+?) and (.+)$/, (_m, what: string | undefined, a: string, b: string) => `${what ? `${what} ` : ''}${a} vs ${b}`],
  [/^(?:what s |whats |what is |what was |show me |give me |how much was |how big was )?(?:the )?(?:increase|decrease|growth|change|drop|rise|fall|decline|jump|difference) (?:in (\S+(?: \S+)?) )?from (.+?) to (.+)$/, (_m, what: string | undefined, a: string, b: string) => `${what ? `${what} ` : ''}${b} vs ${a}`],
  // "The last tree months", "fiev days": a count typed one letter off, before a unit of time.
  [/(^|\s)(tree|thre|threee|fiev|fve|fivee|sevn|sevenn|nien|tenn|twleve|twelv)(?= (?:days?|weeks?|months?|years?|quarters?)(?:\s|$))/g, (_m, space: string, said: string) => `${space}${({ tree: 'three', thre: 'three', threee: 'three', fiev: 'five', fve: 'five', fivee: 'five', sevn: 'seven', sevenn: 'seven', nien: 'nine', tenn: 'ten', twleve: 'twelve', twelv: 'twelve' } as Record<string, string>)[said]}`],
];
