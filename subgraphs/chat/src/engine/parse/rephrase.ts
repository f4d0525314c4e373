import { MONTH_PATTERN } from './month-names.ts';
import { OWNER_WORDS_EN } from './owner-words-en.ts';

const YEAR_BEFORE_MONTH = new RegExp(`(^|\\s)(last|this) (?:year|yr) (${MONTH_PATTERN})(?=\\s|$)`, 'g');

/**
 * Phrasings rewritten into the words the rest of the engine reads, before it reads them: each one was answered as
 * something else (the measure beside it, the condition dropped, a split instead of a filter). The text is normalised.
 */
export function rephrase(given: string, said: { asksWhen: boolean; files: boolean; rowNoun?: (word: string) => boolean; soldThing?: (word: string) => boolean }): string {
  const typed = twoMeasures(people(orderedMost(loanwords(rewritten(rewritten(courtesiesOff(given), OWNER_WORDS_EN), ENGLISH_PHRASINGS)))));
  // "Max wind in 2014 and when": the day with the highest, as "highest wind … and when" is read (the maximum alone has no day).
  const dayAsked = said.asksWhen ? typed.replace(/(^|\s)(?:max|maximum)(?=\s)/, '$1highest').replace(/(^|\s)(?:min|minimum)(?=\s)/, '$1lowest') : typed;
  // "How many invoices does each customer have on average": invoices per customer (without "on average", each one's).
  const perThing = dayAsked.replace(/(^|\s)how many ((?:\S+ )?\S+) (?:does|do|did) (?:each|every|a|an|one) (\S+) (?:have|has|place|make|get|buy|hold|contain) (?:on|in) average(?=\s|$)/g, '$1average $2 per $3')
    .replace(/(^|\s)how many ((?:\S+ )?\S+) (?:per|for each) (\S+) (?:on|in) average(?=\s|$)|(^|\s)on average how many ((?:\S+ )?\S+) (?:per|for each) (\S+)(?=\s|$)/g,
      (_m, a?: string, things?: string, one?: string, b?: string, things2?: string, one2?: string) => `${a ?? b ?? ''}average ${things ?? things2} per ${one ?? one2}`);
  // "New subscriptions vs cancellations": the subscriptions cancelled, not the orders (a subscription said beside them).
  const cancelsOfSubscriptions = /(?:^|\s)(?:subscriptions?|subscribers?|الاشتراكات|اشتراكات|المشتركين)(?=\s|$)/.test(perThing)
    ? perThing.replace(/(^|\s)(?:cancellations|cancelations|cancels)(?=\s|$)/g, '$1churned subscriptions').replace(/(^|\s)(?:الالغاءات|الغاءات|الالغاء)(?=\s|$)/g, '$1الاشتراكات الملغاه')
    : perThing;
  // "Which carrier is late most often": by its late rate (by its count of late parcels it was the biggest carrier).
  const oftenLate = cancelsOfSubscriptions.replace(/(^|\s)(?:is |are |gets |get )?(?:late (?:the )?most often|most often late|late most frequently|most frequently late)(?=\s|$)/g, '$1with the highest late rate');
  // "Which payment method fails the most": by its failure rate (it was the method with the most sales).
  const oftenFails = /(?:^|\s)(?:payments?|pay|methods?|cards?)(?=\s|$)/.test(oftenLate)
    ? oftenLate.replace(/(^|\s)(?:fails?|failed|is declined|are declined|gets? declined|declines?) (?:the )?(?:most(?: often)?|more often|most frequently|the most often)(?=\s|$)/g, '$1with the highest failure rate')
    : oftenLate;
  // "وش طريقة الدفع اللي تفشل أكثر", "أي وسيلة دفع تنرفض أكثر شي": by its failure rate, as in English (it was card by sales).
  const oftenFailsAr = /(?:^|\s)(?:ال)?(?:دفع|مدفوعات|بطاقه|بطاقات|وسيله|وسائل)(?=\s|$)/.test(oftenFails)
    ? oftenFails.replace(/(^|\s)(?:(?:اللي|الي|التي) )?(?:تفشل|يفشل|فشلت|فشل|تفشل فيها|يفشل فيها|ترفض|يرفض|تنرفض|ينرفض|انرفضت|ترفض فيها)(?: (?:فيها|فيه|معها))? (?:ال)?(?:اكثر|اكثر شي|اكثر شيء|اكثر وحده|اكثر من غيرها|كثير)(?=\s|$)/g, '$1الاعلي نسبه فشل')
    : oftenFails;
  // "وش أسوأ وحدة؟", "أفضل وحدة": "one", a ranked group of the answer (the "وحدة" was units sold, the measure changed).
  const rankedOne = oftenFailsAr.replace(/(^|\s)((?:ال)?(?:اسوا|افضل|احسن|اعلي|اقل|اكثر|اضعف|اقوي|اول|اخر)) وحده(?=\s|$)/g, '$1$2 واحد');
  // "كم شحنة مع سمسا تأخرت", "طلبات جدة اللي تأخرت": the late word is the noun's, wherever the carrier or place is said
  // (it was every shipment, the late ones beside them); said after the noun, the late parcels are read.
  const lateOfThem = rankedOne.replace(/(^|\s)((?:ال)?(?:شحنه|شحنات|طلب|طلبات|طرد|طرود)) ((?:مع|من|عبر|في|ب|حق|تبع|على) ?\S+(?: \S+)?) (?:(?:اللي|الي) )?(تاخرت|تاخر|تاخروا|وصلت متاخره|وصل متاخر|انشحنت متاخره|انشحن متاخر)(?=\s|$)/g, '$1$2 $4 $3');
  // "Most used payment method", "وش أكثر طريقة دفع يستخدمونها (العملاء)": by how many orders used it (it was by their
  // sales; the customers who use it are who is said, not a split by customer).
  const mostUsed = lateOfThem.replace(/(^|\s)(?:the )?(?:most used|most common|most popular|most frequently used|most frequent|commonest) (payment methods?|ways? to pay|payment options?|channels?|shipping methods?|ship modes?|(?:discount |coupon |promo |voucher )?codes?|coupons?|vouchers?)(?=\s|$)/g, '$1top $2 by orders')
    // "Which payment method is most popular", "what channel is the most common": the same, said after the noun (it
    // ranked by sales).
    .replace(/(^|\s)(which|what) (payment methods?|ways? to pay|payment options?|channels?|shipping methods?|ship modes?) (?:is|are|was|were) (?:the )?(?:most used|most common|most popular|most frequently used|used (?:the )?most|commonest)(?=\s|$)/g, '$1$2 $3 is top by orders')
    // A carrier's use is its shipments ("most used carrier" by orders was refused: orders have no carrier).
    .replace(/(^|\s)(?:the )?(?:most used|most common|most popular|most frequently used|most frequent|commonest) (carriers?|couriers?|shipping companies?)(?=\s|$)/g, '$1top $2 by shipments')
    // "Which coupon code was used most", "وش أكثر كود خصم مستخدم": a code by how many orders used it (it was by sales).
    .replace(/(^|\s)(?:which|what) ((?:discount |coupon |promo |voucher )?codes?|coupons?|vouchers?) (?:was|were|is|are|got|gets|get|has been|have been)? ?(?:used|redeemed|applied) (?:the )?most(?: often)?(?=\s|$)/g, '$1top $2 by orders')
    .replace(/(^|\s)(?:اكثر|اشهر) (كود خصم|كود|كوبون|رمز خصم|اكواد الخصم|كود الخصم)(?: (?:مستخدم|استخداما|استخدام|يستخدمونه|نستخدمه|انستخدم|استخدموه|تكرر|استخدم|استعمل|انستعمل|استعمالا))(?=\s|$)/g, '$1اكثر $2 حسب عدد الطلبات')
    // A carrier's use is its shipments ("وش اكثر شركة شحن نستخدمها": by orders it was refused, orders have no carrier).
    .replace(/(^|\s)(?:اكثر|اشهر) (شركه شحن|شركات الشحن|شركه توصيل)(?: (?:نستخدمها|نستخدمه|نستعملها|نشحن معها|نشحن معاها|نشحن فيها|نتعامل معها|يستخدمونها|مستخدمه|استخداما|استخدام))(?=\s|$)/g, '$1اكثر $2 حسب الشحنات')
    .replace(/(^|\s)(?:اكثر|اشهر) (طريقه دفع|طرق الدفع|طريقه الدفع|وسيله دفع|شركه شحن|شركات الشحن|قناه|طريقه شحن)( (?:يستخدمونها|يستخدمها|مستخدمه|استخداما|يستخدمون|نستخدمها|يدفعون فيها|يدفعون بها|استخدام))(?: (?:العملاء|الزباين|الزبائن|الناس))?(?=\s|$)/g, '$1اكثر $2 حسب عدد الطلبات')
    // "وش اكثر طريقة شحن", "اكثر طريقة دفع هالشهر": a way to pay or ship is "most" by its use even with no verb of use
    // (it was by sales); a measure said after it ("اكثر طريقه دفع مبيعات") keeps it.
    .replace(/(^|\s)(?:اكثر|اشهر) (طريقه دفع|طرق الدفع|طريقه الدفع|وسيله دفع|وسيله الدفع|طريقه شحن|طريقه الشحن|طرق الشحن|نوع شحن|نوع الشحن)(?! (?:حسب|بحسب|من حيث)(?:\s|$)| (?:ب|من حيث )?(?:ال)?(?:مبيعات|مبيعا|ايرادات|ايراد|دخل|ربح|ارباح|قيمه|فلوس|خصومات|خصم|مرتجعات|استرداد|استردادات|متوسط|نسبه|الغاء|الغاءات|فشل|تاخير|عملاء)(?:\s|$))(?=\s|$)/g, '$1اكثر $2 حسب عدد الطلبات')
    // Formal Arabic puts the adjective after the noun: "ما طرق الدفع الأكثر استخداماً في الرياض؟" (it was by sales).
    .replace(/(^|\s)(طرق الدفع|طريقه الدفع|وسائل الدفع|القنوات|القناه|طرق الشحن|الكوبون|الكوبونات|كود الخصم|اكواد الخصم|الكود) (?:ال)?(?:اكثر|اشهر) (?:استخداما|استخدام|شيوعا|استعمالا|استعمال)(?=\s|$)/g, '$1اكثر $2 حسب عدد الطلبات')
    .replace(/(^|\s)(شركات الشحن|شركه الشحن) (?:ال)?(?:اكثر|اشهر) (?:استخداما|استخدام|شيوعا|استعمالا|استعمال)(?=\s|$)/g, '$1اكثر $2 حسب الشحنات')
    // "First-time vs repeat buyers", "new vs repeat customers": the noun said once is both measures' (it was the repeat
    // buyers alone).
    .replace(/(^|\s)(new|first[- ]time) (vs|versus|or|and|against) (returning|repeat) (customers|buyers|clients|shoppers)(?=\s|$)/g, '$1$2 $5 vs $4 $5');
  // An owner's shorthand of round q6 (ADR 48), each once answered as something else.
  const shorthand = mostUsed
    // "Last yr nov vs this yr nov", "sales last year november": November of that year (it was the whole years).
    .replace(YEAR_BEFORE_MONTH, '$1$3 $2 year')
    // "What about last year same month": the same month a year before (it was the whole of last year).
    .replace(/(^|\s)last year s? ?same (day|week|month|quarter|period)(?=\s|$)/, '$1same $2 last year')
    // "How many used code VIP15", "how many used VIP15 this yr": the orders that used it (it was their sales).
    .replace(/^how many (?=used (?:the )?(?:code |coupon |promo code |discount code )?\S)/, 'how many orders ')
    // "welcome10 usage last month", "usage of VIP15": how many orders used it.
    .replace(/^(?:the )?(?:code |coupon |promo code |discount code )?(\S+) (?:code |coupon )?usage(?=\s|$)|^(?:the )?usage of (?:the )?(?:code |coupon |promo code |discount code )?(\S+)/, (_m, a?: string, b?: string) => `how many orders used ${a ?? b}`)
    // "What % of orders use a discount code": the share of orders with one (it was the orders split by code).
    .replace(/(^|\s)(?:%|percent|percentage|share|proportion) of (?:our |the )?orders (?:that )?(?:use|used|using|with|had|have) (?:a |any )?(?:discount code|coupon code|promo code|coupon|discount|code)s?(?=\s|$)/, '$1percentage of orders with a discount')
    // "ليش الناس ترجع المنتجات", "why do customers return things": the returns by their reason (it was by product).
    .replace(/^(?:ليش|ليه|لماذا|لمه|ليش يا ترى) (?:الناس |العملاء |الزباين |الزبائن )?(?:ترجع|يرجعون|يرجعوا|ترجعون|رجعوا|يرجع|بترجع|بيرجعوا)(?: (?:المنتجات|الطلبات|البضاعه|الاغراض|الطلبيات|منتجاتنا))?(?=\s|$)/, 'المرتجعات حسب السبب')
    // "Express shipping orders this month": the orders shipped express (it was the shipping charged on them).
    .replace(/(^|\s)(express|standard|same day|same-day|next day|next-day|economy|overnight) (?:shipping|delivery) (?=orders?(?:\s|$))/g, '$1$2 ')
    // "How much money did we leave on the table with abandoned carts": what was lost, not a table to draw.
    .replace(/(^|\s)(?:how much )?(?:money )?(?:did we |we |have we |was )?(?:leave|left|leaving) on the table(?=\s|$)/, '$1lost revenue');
  // "Products with negative margin", "loss-making products": that measure below 0 (the condition was dropped).
  const signed = shorthand.replace(/(^|\s)(?:a )?negative ((?:profit )?margins?|profits?|net sales|growth)(?=\s|$)/g, '$1$2 below 0')
    .replace(/(^|\s)(?:a )?positive ((?:profit )?margins?|profits?|net sales|growth)(?=\s|$)/g, '$1$2 above 0');
  // "Sales where state is empty", "where the company is not set": rows without that value (it was split by the state).
  const emptyAsked = signed.replace(/(^|\s)where (?:the )?((?:\S+ )?\S+) (?:is|are) (?:empty|missing|blank|null|not set|not given|not filled)(?=\s|$)/g, '$1with no $2')
    .replace(/(^|\s)where (?:the )?((?:\S+ )?\S+) (?:is|are) (?:not empty|not blank|not null|set|given|filled)(?=\s|$)/g, '$1with a $2');
  // "كم مطار بين خط عرض ٣٠ و ٣٥" on a file: the column's range, as "خط العرض بين ٣٠ و ٣٥" is read (hours keep theirs).
  // "Total number of tracks sold" in a file or database: the quantity sold (it was the sales, or every track counted).
  const soldCounted = !said.files ? emptyAsked : emptyAsked.replace(/^(?:the )?(?:total )?(?:number of|count of|how many) (?!customers|invoices|orders)(\S+) (?:were |have been |did we |we )?sold(?= |$)/, 'total quantity sold');
  // "Top 5 genres by (number of) tracks sold", "which artist sold the most tracks?", "أي فنان باع أكثر عدد مقاطع؟": by
  // the quantity sold, where the things sold are a table's rows and a quantity is kept (it was each genre's sales split
  // by track, or the tracks of the catalogue counted).
  const soldThing = (word: string) => Boolean(said.soldThing?.(word));
  const soldByQuantity = !said.files || !said.soldThing ? soldCounted : soldCounted
    .replace(/(^|\s)by (?:the )?(?:total )?(?:number of |count of )?(\S+) sold(?=\s|$)/g, (m: string, before: string, thing: string) => (soldThing(thing) ? `${before}by quantity sold` : m))
    .replace(/(^|\s)(?:has |have )?(?:sold|sells|sell) (?:the )?(most|fewest|least) (\S+)(?=\s|$)/g, (m: string, before: string, end: string, thing: string) => (soldThing(thing) ? `${before}has the ${end === 'most' ? 'highest' : 'lowest'} quantity sold` : m))
    .replace(/(^|\s)(باع|باعت|باعوا|بعنا|انباع له|انباع لها) (اكثر|اقل) (?:عدد )?(?:من )?(\S+)(?=\s|$)/g, (m: string, before: string, verb: string, end: string, thing: string) => (soldThing(thing) ? `${before}${verb} ${end} كميه` : m));
  // Levels in a file: "AAPL highest price each year" is the maximum by year (it was the ten years with the highest
  // average); "which year did MSFT have its lowest price" the lowest and when (the lowest yearly average); "price
  // range of GOOG" its minimum and maximum (the average); "number of price records" its rows (an average beside).
  // "The highest invoice in each year" ranks the invoices of each year (it was read as a column's maximum: the invoices
  // counted by year). A table's rows said, in the singular or plural.
  const rowSaid = (column: string) => Boolean(said.rowNoun?.(column));
  const levels = !said.files ? soldByQuantity : soldByQuantity
    // "How many customers bought rock?", "… bought Iron Maiden": the customers among the buyers of that, counted once each,
    // as "how many distinct customers bought rock" is read (the customers' own table reaches no genre: it was refused).
    // Bought in a period, or nothing, stays as it was.
    .replace(/^(how many) (customers|buyers|people|clients) (bought|purchased|have bought|have purchased) (?!(?:in|during|on|last|this|since|between|from|before|after|nothing|anything|something|more|less|over|under|at least|at most|twice|once|again|each|every|per|by|a|monthly|yearly|weekly|daily)(?:\s|$)|\d)(?=\S)/, '$1 distinct customers $3 ')
    // "Airports in the state of Washington": Washington state, as "washington state" is read (it was the city).
    .replace(/(^|\s)(?:the )?state of ((?:new|north|south|west|rhode) [a-z]+|[a-z]+)(?=\s|$)/g, (m: string, before: string, name: string) => (/^(?:the|my|our|this|that|each|every|all)(?:\s|$)/.test(name) ? m : `${before}${name} state`))
    // "What is the airport with code LAX": that row shown by its name (it was a count of one).
    .replace(/^(?:what|which) (?:is|s|was|are) (?:the )?(\S+(?: \S+)?) (?:with|for|of|that has|having) (?:the )?(?:code|iata|iata code|id|symbol) (\S+)$/, 'show $1 with code $2')
    .replace(new RegExp(String.raw`(^|\s)(?:the )?(highest|max|maximum|peak|lowest|min|minimum) (${COLUMN_SAID}) (?:of |for )?(each|every|per|for each|in each|by) (year|month|quarter|week)(?=\s|$)`, 'g'),
      (m: string, before: string, end: string, column: string, _each: string, grain: string) => (rowSaid(column) ? m : `${before}${extremeOf(end)} ${column} by ${grain}`))
    .replace(new RegExp(String.raw`(^|\s)(?:the )?(highest|max|maximum|peak|lowest|min|minimum) (${COLUMN_SAID}) (?:of|for) (?:each|every) (\S+) (?:by|per|each|every) (year|month|quarter|week)(?=\s|$)`, 'g'),
      (m: string, before: string, end: string, column: string, thing: string, grain: string) => (rowSaid(column) ? m : `${before}${extremeOf(end)} ${column} by ${thing} and ${grain}`))
    // "Max price of each stock in 2008": the maximum split by it (it was the average by symbol), as "max price for each
    // symbol" and "maximum price by symbol" are read. Rows said ("the highest invoice in each country") are ranked
    // within each group instead, and "highest selling … of each" is no column.
    .replace(new RegExp(String.raw`(^|\s)(?:the )?(highest|max|maximum|peak|lowest|min|minimum) (${COLUMN_SAID}) (?:of|for|in) (?:each|every) (?!(?:year|month|quarter|week|day)(?:\s|$))(\S+)(?=\s|$)`, 'g'),
      (m: string, before: string, end: string, column: string, thing: string) => (rowSaid(column) || NOT_A_COLUMN.test(column) ? m : `${before}${extremeOf(end)} ${column} by ${thing}`))
    .replace(/^(?:in )?(?:which|what) (?:year|month|day|date) (?:did|was|were) (.+?) (?:have |hit |reach |at )?(?:its |their |the )?(lowest|highest) (\S+)$/, '$2 $3 of $1 and when')
    // "How many employees report to Nancy Edwards", "كم موظف يتبع Nancy Edwards": those whose manager she is, as "whose
    // manager is Nancy Edwards" is read (the name was the employee's own: Nancy Edwards counted, 1).
    .replace(/(^|\s)(?:who |that |which )?(?:directly )?(?:report|reports|reporting|reported)(?: directly)? to (?=\S)/g, '$1whose manager is ')
    .replace(/(^|\s)(?:اللي |الذين |الي )?(?:يتبع|يتبعون|يتبعوا|تابع|تابعين|تابعون)(?: (?:ل|الي|إلى))? (?=[A-Za-z])/g, '$1مديره ')
    // "Customers from another country than USA", "airports in states other than Texas": every value but that one (the
    // value was kept and "another" said unmatched: the USA's 13).
    .replace(/(^|\s)(?:(?:from|in|of) )?(?:another|a different|any other|other|different) (?:countries|country|cities|city|states|state|regions|region|genres|genre|sources|source) than (?=\S)|(^|\s)(?:(?:from|in|of) )?(?:countries|cities|states|regions|genres|sources|places) other than (?=\S)/g, (_m, a?: string, b?: string) => `${a ?? b ?? ''}excluding `)
    // "What is the date range of the data", "what period does the file cover", "نطاق التواريخ": its first and last day
    // (it was "can't"); "the first year with data", "what is the earliest year" its first year, not that year's figures.
    // (Its end is said "end date": "the last date" alone is the data's last day as a period, "sales on the last date".)
    .replace(/(^|\s)(?:the )?(?:date|time|dates|year) (?:range|span)(?=\s|$)|(^|\s)(?:what|which) (?:period|dates|time span|time period|years) (?:does|do) (?:the |my |this )?(?:data|file|dataset|table) (?:cover|span|include)$/g, (_m, a?: string, b?: string) => `${a ?? b ?? ''}first date and end date`)
    .replace(/(^|\s)(?:ال)?(?:نطاق|مدى|مدي) (?:ال)?(?:تواريخ|تاريخ|زمني|الزمني|سنوات)(?=\s|$)|(^|\s)(?:ما|وش|ايش) (?:ال)?(?:فتره|مده) (?:ال)?(?:زمنيه )?(?:اللي|التي|الي) (?:تغطيها|يغطيها) (?:ال)?(?:بيانات|ملف)$/g, (_m, a?: string, b?: string) => `${a ?? b ?? ''}اول تاريخ وتاريخ النهايه`)
    .replace(/^(?:(?:what|which) (?:is|was|s) )?(?:the )?(first|earliest|last|latest) (?:year|date) (?:with|that has|having|of) (?:any )?(?:data|records?|rows?)(?=\s|$)|^(?:what|which) (?:is|was|s) (?:the )?(first|earliest|last|latest) (?:year|date)(?: (?:in|of) the (?:data|file))?$/, (_m, a?: string, b?: string) => (/^(?:first|earliest)$/.test(a ?? b ?? '') ? 'first date' : 'end date'))
    .replace(/(^|\s)(?:the )?(\S+) range (of|for) (?=\S)/g, '$1minimum $2 and maximum $2 $3 ')
    .replace(/(^|\s)(?:min|minimum|lowest) and (?:max|maximum|highest) (\S+)(?=\s|$)/g, '$1minimum $2 and maximum $2')
    .replace(/(^|\s)number of (?:\S+ )?(?:records|entries|data points|observations)(?=\s|$)/g, '$1number of rows')
    // "Which genre has the longest average track", "… the most expensive tracks": groups ranked by that average (it
    // was the single longest track, with its genre).
    .replace(/^(?:which|what) (\S+) (?:has|have|had) the (longest|shortest|most expensive|cheapest|priciest) (?:average |avg )?(\S+?)s?(?: on average)?$/,
      (_m: string, group: string, end: string, thing: string) => `${/^(?:shortest|cheapest)$/.test(end) ? 'bottom' : 'top'} ${group} by average ${thing} ${/^(?:longest|shortest)$/.test(end) ? 'length' : 'price'}`);
  const rangeAfter = !said.files ? levels : levels.replace(/(^|\s)بين ((?!الساعه|ساعه)[\u0600-\u06FF]+(?: [\u0600-\u06FF]+)?) (-?\d+(?:\.\d+)?) و ?(-?\d+(?:\.\d+)?)(?=\s|$)/g, '$1$2 بين $3 و $4');
  // "This fiscal year": no fiscal year is set, so the calendar one, its dates said (it was all time). "At the end of
  // last month", "the last week of October": its last 7 days (it was the whole month, or last week).
  // "Which year grew the most": each year against the one before, the biggest rise named (it was last month's
  // change); "year over year growth by month": each month of this year against the same month last year (one row).
  // "Add last year for comparison", "and last year same quarters": the answer against last year (it was last year's
  // alone, in place of this year's).
  const comparedAdded = rangeAfter.replace(/^(?:and |now |then )?(?:add|include|also show|put|bring in) (?:the )?(last year|the previous year|the year before|same period last year|the same period last year|same month last year|the same month last year|last month|the previous month|the month before)(?: for (?:a )?comparison| too| as well| alongside| next to (?:it|them|this)| beside (?:it|them|this))?$/, 'compared to $1')
    .replace(/^(?:and )?(?:last year|the previous year)(?: s)? (?:same|matching|corresponding) (?:quarters|months|weeks|days|period)$/, 'compared to last year');
  // "The average price of a track": the track's price, as "average track price" is read (it was the tracks counted).
  const ofOne = comparedAdded.replace(/(^|\s)(price|cost|length|duration|size|weight) of (?:a|an|one|each|every) (\S+)(?=\s|$)/g, '$1$3 $2');
  return openReturns(products(ofOne)).replace(/(^|\s)(?:fiscal|financial|fy) (year)(?=\s|$)/g, '$1$2')
    .replace(/(^|\s)(?:at|by|towards?|near) the end of ((?:last|this|the previous) month)(?=\s|$)/g, '$1in the last 7 days of $2')
    .replace(/(^|\s)(?:in )?the last week of ((?:last|this|the previous) month|january|february|march|april|may|june|july|august|september|october|november|december)(?=\s|$)/g, '$1in the last 7 days of $2')
    .replace(/(^|\s)which (year|month|quarter|week) (?:grew|has grown|had the most growth|had the biggest growth|saw the most growth|had the biggest increase|rose)(?: the most)?(?=\s|$)/g, '$1$2 over $2 growth')
    .replace(/(^|\s)(?:year over year|yoy|year on year) (?:growth|change) by month(?=\s|$)/g, '$1by month this year vs last year')
    // "Return status breakdown", "order status breakdown": the returns (orders, shipments) split by their status. The
    // "return" was the refund reason so named and "order" no measure (the sales by status). A split by one ("orders by
    // shipment status") stays as said.
    .replace(/(^|\s)(?<!(?:by|per|across|each|every) )(return|order|shipment|payment|subscription) (status|reason)(?:es|s)?(?=\s|$)/g, '$1$2s by $3')
    // Payments by status are counted: the money received is the paid ones' alone (failed was SAR 0.00).
    .replace(/(^|\s)(?<!number of )payments by status(?=\s|$)/g, '$1number of payments by status')
    .replace(/(^|\s)(?<!عدد )(?:ال)?(?:مدفوعات|دفعات|عمليات الدفع) (?:حسب|بحسب) (?:ال)?حال(?:ه|ات|اتها)(?=\s|$)/g, '$1عدد المدفوعات حسب الحاله')
    // "Where are the new ones from?", "where did our customers come from?": by city (it was the count alone).
    .replace(/(^|\s)where (?:are|were|did|do) (?!(?:she|he|they|it|that|you|we|i)(?:\s|$))(.+?) (?:come |coming )?from$/g, '$1$2 from where')
    // "How many shipments did Aramex deliver last week": the delivered ones of that carrier (it was every shipment sent).
    .replace(/(^|\s)how many (shipments|parcels|packages|orders|deliveries) (?:did|has|have) (.+?) deliver(?=\s|$)/g, '$1how many $2 delivered by $3')
    // "What else did she buy?": what she bought (it was "can't").
    .replace(/(^|\s)what else (did|does|has|have) (?=\S+ (?:buy|bought|order|ordered|purchase|purchased)(?:\s|$))/g, '$1what $2 ')
    // "What has Noura Hassan bought?" as "what did she buy?" asks: product by product (it was her total spent).
    .replace(/(^|\s)what (?:has|have) (?!(?:we|you|i)\s)(.+?) (?:bought|purchased|ordered)(?=\s|$)/g, '$1what did $2 buy');
}

/** "Highest", "peak", "min": the measure of a level's end, as its name is read. */
/** A column said after "highest" or "max": one word, or two ("invoice total") when the second is no joining word. */
const COLUMN_SAID = String.raw`\S+(?: (?!(?:of|for|in|by|per|each|every)(?:\s|$))\S+)?`;
/** Words after "highest" that say a ranking, not a column ("the highest selling track of each genre"). */
const NOT_A_COLUMN = /^(?:selling|rated|grossing|paid|paying|earning|spending|sold|performing|ranked|priced)(?:\s|$)/;
const extremeOf = (end: string) => (/^(?:lowest|min|minimum)$/.test(end) ? 'minimum' : 'maximum');

/**
 * Products said the way owners say them: a size with a space ("oud oil 12 ml", "زيت العود ١٢ مل") as the catalog
 * writes it ("12ml"; "12" alone was December); "products under 100 riyals" by their price (it was each order's value);
 * "how many abayas did we sell", "كم عباية بعنا" in units (it was money); "the cost of Oud Oil - 50ml" its unit cost (its sales).
 */
function products(text: string): string {
  return text.replace(/(^|\s)(average|mean) (price|cost) of (?:our|all|all the|the|all our|my) (?:products|items)(?=\s|$)/g, '$1$2 product $3')
    .replace(/(^|\s)(?:the )?cost of (?!goods|sales|shipping|delivery|returns|refunds)(?=\S)/g, '$1unit cost of ')
    .replace(/(^|\s)(\d+(?:\.\d+)?) ?(ml|مل|ملي|مللي)(?=\s|$)/g, '$1$2ml')
    .replace(/(^|\s)(\d+(?:\.\d+)?) ?(g|gm|gram|grams|جرام|جم|غرام|غ)(?=\s|$)/g, '$1$2g')
    .replace(/(^|\s)(\d+(?:\.\d+)?) ?(kg|kilo|kilos|كيلو|كغ|كجم)(?=\s|$)/g, '$1$2kg')
    .replace(/(^|\s)(products?|items?)(?: that (?:cost|are|is))? (under|below|less than|cheaper than|over|above|more than|pricier than|between) (?=\S*\d)/g, '$1$2 priced $3 ')
    .replace(/(^|\s)how many (?!(?:orders?|customers?|units?|items?|pieces?|products?|things|cities|countries|regions|channels|days|weeks|months|years|times|categories|vendors|brands|skus|different|distinct)\b)(\S+(?: \S+)?) (?:did|do|have|has) (?:we|i|you) (?:sell|sold)(?= (?:in|this|last|during|since|today|yesterday)\b|$)/g, '$1units of $2 sold')
    .replace(/(^|\s)كم (?!طلب|طلبات|عميل|عملاء|حبه|قطعه|وحده|ريال|مره|يوم)(\S+) (بعنا|بعت|نبيع|انباع|انباعت|تنباع|بعناها|بعناه)(?=\s|$)/g, '$1كم حبه $2 $3');
}

/**
 * "Pending returns", "returns still open", "المرتجعات المعلقه": those not yet settled, in the states a return passes
 * through before it is refunded or rejected. No return is ever "pending" (it was a status filter that matched none: 0).
 */
const OPEN = 'with status requested or approved or received';
function openReturns(text: string): string {
  const returns = '(?:returns?|return requests?|refund requests?|returned items)';
  const open = '(?:pending|open|outstanding|unresolved|waiting|in progress|not yet refunded|still open|still pending|awaiting a decision)';
  return text.replace(new RegExp(`(^|\\s)(?:the )?${open} ${returns}(?=\\s|$)`, 'g'), `$1returns ${OPEN}`)
    .replace(new RegExp(`(^|\\s)${returns} (?:that |which )?(?:are |is )?(?:still )?${open}(?! (?:approval|review))(?=\\s|$)`, 'g'), `$1returns ${OPEN}`)
    .replace(/(^|\s)(?:ال)?(?:مرتجعات|مرتجع|ارجاعات|طلبات (?:ال)?(?:ارجاع|استرجاع|استرداد)) (?:ال)?(?:معلقه|معلق|قيد الانتظار|مفتوحه|جاريه|اللي ما انحلت|اللي ما خلصت|اللي لسه ما خلصت)(?=\s|$)/g, '$1المرتجعات بحاله requested او approved او received');
}

/**
 * Greetings and courtesies around a question ("مساء الخير كم طلب اليوم", "صباح الخير الله يعطيك العافيه وش مبيعات امس"):
 * "مساء" was an evening's hours, "الخير" a customer called Khoury. A greeting alone stays, to be greeted back.
 */
const COURTESIES = /(^|\s)(?:صباح الخير|صباح النور|مساء الخير|مساء النور|السلام عليكم|وعليكم السلام|هلا والله|هلا|اهلين|اهلا|مرحبا|الله يعطيك العافيه|يعطيك العافيه|الله يعافيك|الله يسعدك|تصبح علي خير|لو سمحت|لوسمحت|من فضلك|بغيت اعرف|ابي اعرف|ابغي اعرف|ودي اعرف|good morning|good evening|good afternoon|please|pls|thanks|thank you|hi|hello|hey)(?=\s|$)/g;
function courtesiesOff(given: string): string {
  // A letter held for effect ("اليوووم", "كثييير") is the word.
  const text = given.replace(/([\u0621-\u064A])\1{2,}/g, '$1');
  const rest = text.replace(COURTESIES, ' ').replace(/\s+/g, ' ').trim();
  return rest ? rest : text;
}

/**
 * English words typed in Arabic letters ("التوب برودكت", "الريفند", "السيلز", "الكستمرز"), and Gulf ways of saying
 * a period, a day of the week, two places compared, customers gone quiet: read as the words the engine knows. They
 * were matched to names that sound alike (the payment method Tabby, the carrier Bosta) or lost.
 */
const MONTHS_AR = ['يناير', 'فبراير', 'مارس', 'ابريل', 'مايو', 'يونيو', 'يوليو', 'اغسطس', 'سبتمبر', 'اكتوبر', 'نوفمبر', 'ديسمبر'];
/** The months said by their order in the year, as in "الشهر التاسع" (normalised, ت already ث). */
const ORDINAL_MONTHS = ['الاول', 'الثاني', 'الثالث', 'الرابع', 'الخامس', 'السادس', 'السابع', 'الثامن', 'التاسع', 'العاشر', 'الحادي عشر', 'الثاني عشر'];
type Replacement = string | ((found: string, ...groups: string[]) => string);
const LOANWORDS: [RegExp, Replacement][] = [
  // Egyptian: "كام" (how many), "مننا" (from us), and verbs made passive with "ات" ("الطلبات اللي اتأخرت", "اتلغت"):
  // as the Gulf says them ("كام واحد اشترى مننا" was the sales, "اتأخرت" every order).
  [/(^|\s)كام(?=\s|$)/g, '$1كم'],
  [/(^|\s)مننا(?=\s|$)/g, '$1منا'],
  // "مقسمة على الشهور", "موزعة على المدن", "متقسمة بالقناة": split by what follows ("مقسمة على" was read only before a
  // day, and "الشهور" as the customer Al-Shehri).
  [/(^|\s)(?:و?(?:مقسمه|مقسم|مقسمين|مقسومه|متقسمه|متقسم|موزعه|موزع|مفصله|مفصل) )(?:علي|على|ب|حسب|علي حسب) ?(?=\S)/g, '$1حسب '],
  // "ما متوسط عدد المنتجات في الطلب الواحد", "كم منتج بالطلب بالمتوسط": the items an order holds on average (it was the
  // store's products counted beside its orders).
  [/(^|\s)(?:(?:ال)?متوسط |معدل )?(?:عدد )?(?:ال)?(?:منتجات|منتج|اصناف|صنف|حبات|حبه|سلع)( (?:في|ب|بال|لكل|كل) ?(?:ال)?طلب)(?: (?:ال)?واحد)?(?: (?:بالمتوسط|في المتوسط|كمتوسط))?(?=\s|$)(?!\s*(?:رقم|#|\d))/g, '$1متوسط القطع في الطلب'],
  // "نمو المبيعات السنوي", "نمو الطلبات الشهري": the growth of the measure said between them, as "النمو السنوي للمبيعات"
  // (it was last month against the one before, split by year).
  [/(^|\s)(?:ال)?نمو (?:ال)?(\S+) (?:ال)?(سنوي|شهري)(?=\s|$)/g, (_m: string, before: string, measure: string, unit: string) => `${before}النمو ال${unit} لل${measure}`],
  // "كم يوم بعنا فيه أكثر من عشرة آلاف": the days whose sales passed it, as "كم يوم كانت المبيعات فوق" reads (it was the
  // sales of orders over that value).
  [/^((?:كم|قديش|كام) (?:يوم|ايام|اسبوع|شهر)) (?:بعنا|بعنا فيه|بعنا فيها|بعنا فيهم|كانت مبيعاتنا|مبيعاتنا|دخلنا فيه|دخلنا) (?=(?:اكثر من|فوق|اقل من|تحت|ازيد من) )/, '$1 كانت المبيعات '],
  // "الطلبات اللي استخدمت كود خصم كم نسبتها": the share of orders with one, as "نسبة الطلبات اللي فيها كود خصم" (it was
  // each code's share of the orders).
  [/^(?:و)?(?:ال)?طلبات (?:اللي|الي|التي) (?:استخدمت|استعملت|فيها|عليها|بها) (?:(?:ال)?كود خصم|(?:ال)?كود|(?:ال)?كوبون|(?:ال)?خصم|رمز خصم) (?:(?:كم|وش|ايش|شو|ما) )?(?:نسبتها|نسبتهم|النسبه|نسبه)$/, 'نسبه الطلبات اللي فيها كود خصم'],
  // "كم خسرنا من الكنسلات", "وش راح علينا من الطلبات الملغية": the cancelled orders' value (it was their count, or
  // "الكنسلات" unknown).
  [/(^|\s)(?:(?:كم|وش|ايش|قديش|كام) )?(?:خسرنا|خسرت|ضاع علينا|راح علينا|فقدنا|طار علينا) (?:من|في|ب) ?(?:ال)?(?:كنسلات|كانسلات|كنسل|كانسل|الغاءات|الغاء|طلبات الملغيه|طلبات الملغاه|طلبات اللي انلغت|طلبات اللي اتلغت|اوردرات الملغيه)(?=\s|$)/g, '$1قيمه الطلبات الملغاه'],
  // "الساعة عشرة الصبح", "الساعه ثلاث العصر": the hour said in a word, as its digits (it was the whole morning).
  [/(^|\s)((?:ال)?ساعه) (واحده|ثنتين|اثنين|ثلاث|ثلاثه|تلاته|اربع|اربعه|خمس|خمسه|ست|سته|سبع|سبعه|ثمان|ثمانيه|تمانيه|تسع|تسعه|عشر|عشره|احدعش|حداشر|حداش|اثنعش|اطنعش|اتناشر|اتناش)(?=\s|$)/g,
    (_m: string, before: string, hour: string, word: string) => `${before}${hour} ${HOUR_WORDS[word]}`],
  // "كم عدد الطلبات اللي انشحنت امس", "الطلبات التي تم شحنها": the parcels sent (it was every order, the shipments
  // beside them).
  [/(^|\s)(?:ال)?(?:طلبات|طلب|اوردرات) (?:اللي|الي|التي) (?:انشحنت|اتشحنت|تشحنت|انشحن|اتشحن|تم شحنها|تم شحنه|شحناها|شحناه)(?=\s|$)/g, '$1الشحنات'],
  // Emirati "يبت لي" (bring me), "ييب لي": a request, as "عطني" (it was spelled into the vendor Bateel).
  [/^(?:يبت|ييب|يبلي|يبتلي|ييبلي)(?: لي)?(?= \S)/, 'عطني'],
  // "اعلى عشرة عملاء هالسنة مع عدد طلباتهم": their orders counted beside (it was a split by each order).
  [/(^|\s)(?:مع|و) ?(?:عدد )?(?:طلباتهم|طلباته|طلباتها|اوردراتهم)(?=\s|$)/g, '$1مع عدد الطلبات'],
  // "اعلى عشرة عملاء صرفوا هالسنة مع عدد الطلبات": ranked by what they spent, the orders beside (with the orders said,
  // "صرفوا" was dropped and the customers ranked by orders).
  [/(^|\s)((?:اعلي|اكثر|افضل|احسن|اكبر) (?:\S+ )?(?:عملاء|عميل|زباين|زبائن|زبون|زبونات)) (?:(?:اللي|الي) )?(?:صرفوا|صرفو|صرف|صرفت)(?= (?!(?:اكثر|اقل|فوق|تحت)(?:\s|$)))(?=.*(?:^|\s)مع (?:عدد )?(?:ال)?طلبات)/g, '$1$2 حسب المبيعات'],
  // "وكم وفروا" after a code's orders: the discounts they got (it was "can't").
  [/^(و?)(?:كم |قديش |وش |ايش )?(?:وفروا|وفرو|وفرت|وفر|وفرنا لهم|وفرنالهم|توفروا|التوفير|وفروا فلوس)(?: (?:فيه|فيها|منه|منها|بيه|بيها))?$/, '$1كم الخصومات'],
  // "المبيعات هالسنة كل شهر لحاله", "كل يوم بروحه": by that unit, each on its own (it was the period's total).
  [/(^|\s)كل (يوم|اسبوع|شهر|ربع|سنه) (?:لحاله|لوحده|بروحه|علي حده|علي حدا|لحال|منفصل)(?=\s|$)/g, '$1حسب ال$2'],
  // "كم طلب فيه استرداد جزئي": the orders refunded in part, a status (it was every refunded order).
  [/(^|\s)(?:(?:فيه|فيها|عليه|عليها|صار له|صار لها) )?(?:استرداد|استرجاع|ريفند|رد مبلغ) جزيي(?=\s|$)/g, '$1مسترد جزييا'],
  // "كم مرة يشتري العميل بالمتوسط": the orders per customer (it was the customers counted).
  [/(^|\s)كم مره (?:يشتري|يطلب|يشترون|يطلبون|بيشتري|بيطلب|يشترى) (?:ال)?(?:عميل|زبون|عملاء|زباين|العميل الواحد)(?: (?:بالمتوسط|في المتوسط|كمتوسط|عاده))?(?=\s|$)/g, '$1عدد الطلبات لكل عميل'],
  // "كم منتج رجعوه بسبب المقاس", "كم قطعة انرجعت": the returns (it was refused, or the products of the store).
  [/(^|\s)(?:كم|قديش|كام) (?:منتج|قطعه|حبه|منتجات|قطع|حبات) (?:(?:اللي|الي) )?(?:رجعوه|رجعوها|رجعوهم|انرجع|انرجعت|ارتجع|ارتجعت|رجعت|رجع|رجعها الزباين|رجعوه الزباين|رجعوها العملاء|رجعوه العملاء)(?=\s|$)/g, '$1كم مرتجع'],
  // "السلات اللي رجعوا أصحابها واشتروا": the carts recovered (it was the returns, by "رجعوا").
  [/(^|\s)(?:ال)?(?:سلات|سله) (?:(?:اللي|الي|التي) )?(?:رجعوا|رجع|رجعت|عادوا|عاد)(?: (?:اصحابها|اصحابهم|صاحبها|اهلها|العملاء|الزباين))? و?(?:اشتروا|اشتري|كملوا|كمل|دفعوا|دفع|طلبوا|كملوا الطلب|كملوا الشراء)(?=\s|$)/g, '$1السلات المستعاده'],
  // "كم عميل عنده اشتراك فعال": the active subscribers, as "كم مشترك نشط" reads (it was every customer, the
  // subscriptions beside them).
  [/(^|\s)(?:كم|قديش|كام) (?:عميل|زبون|عملاء|زباين) (?:(?:اللي|الي) )?(?:عنده|عندهم|لديه|لديهم|له|لهم|معه|معهم) (?:اشتراك|اشتراكات)(?: (?:فعال|نشط|شغال|ساري|فعاله|نشطه))?(?=\s|$)/g, '$1كم مشترك نشط'],
  // Levantine "بيناتهم" (between them): "قارن بيناتهم", "شو الفرق بيناتهم" (refused).
  [/(^|\s)بينات(هم|ها|هن|ن)(?=\s|$)/g, (_m: string, before: string, them: string) => `${before}بين${them === 'ها' ? 'ها' : 'هم'}`],
  // "كام أوردر اتلغى", "الأوردرات اللي اتأخرت": the order by its English name is the Gulf's "طلب" (the cancelled
  // orders were every order: only "طلب" is read with the verbs after it).
  [/(^|\s)([وب]?(?:ال)?)اوردر(ات)?(?=\s|$)/g, (_m: string, before: string, the: string, plural?: string) => `${before}${the}طلب${plural ?? ''}`],
  [/(^|\s)ات(اخر|اخرت|اخروا|اخرو)(?=\s|$)/g, '$1ت$2'],
  [/(^|\s)ات(لغي|لغت|لغوا|لغو|رجع|رجعت|رجعوا|سلم|سلمت|سلموا|باع|باعت|باعوا)(?=\s|$)/g, '$1ان$2'],
  // "كم مرة استخدم كود EID10": the orders that used it.
  [/^(?:كم مره|كم مرات) (?:استخدم|استخدموا|انستخدم|استعمل|استعملوا) (?:كود|الكود|كوبون|الكوبون) (\S+)(.*)$/, 'كم طلب استخدم كود $1$2'],
  // "كم طلب فيه قطعة وحدة بس": an order of one item.
  [/(^|\s)(?:فيه|فيها|من) (?:قطعه|حبه) (?:وحده|واحده)(?: بس| فقط)?(?=\s|$)/g, '$1فيه بحد اقصي 1 قطع'],
  // "وكم منها انلغى؟" after some orders: those cancelled, as "how many were cancelled" reads.
  [/^(?:و)?(?:كم|قديش) (?:منها|منهم|واحد منها|واحد منهم|طلب منها|طلب منهم) (?:انلغي|انلغت|انلغو|انلغوا|الغي|الغيت|تلغي|تلغت|تكنسل|تكنسلت|انكنسل|انكنسلت|ملغي|ملغيه)$/, 'وكم الطلبات الملغاه'],
  // "ومين أكثرهم صرف؟" after customers counted: the one of them who spent the most.
  [/^(?:و)?(?:مين|من) (?:اكثرهم|اكثر واحد منهم|اكثر عميل منهم|اكثر واحد فيهم|افضلهم) (?:صرف|دفع|شراء|اشتري|يصرف)$/, 'ومين اكثر عميل صرف'],
  // "مين أكثر خمسة صرفوا", "مين أكثر ٣ دفعوا هالسنة": the customers who spent the most, that many of them (it was the
  // store's sales, no one named).
  [/^(و)?(?:مين|من) (?:اكثر|اعلي|افضل) (\d+|ثلاث|ثلاثه|اربع|اربعه|خمس|خمسه|سته|ست|سبعه|ثمانيه|تسعه|عشر|عشره) (?:صرفوا|صرفو|دفعوا|دفعو|اشتروا|شروا|يصرفون|يصرفوا)(?=\s|$)/, (_m: string, and = '', n: string) => `${and}مين اكثر ${n} عملاء صرفوا`],
  // "كم شحنة انرجعت", "الشحنات المرتجعة حسب شركة الشحن": parcels sent back (it was the returns of products).
  [/(^|\s)(?:ال)?(?:شحنه|شحنات|طرد|طرود) (?:اللي |الي |التي )?(?:انرجعت|انرجع|ارتجعت|رجعت|مرتجعه|المرتجعه|ترجعت|رجعوها|انرجعوا)(?! للمرسل)(?=\s|$)/g, '$1الشحنات اللي رجعت للمرسل'],
  // "المنتجات اللي ما انباعت ولا مرة هالشهر": not once in that period, as "ما انباعت هالشهر" reads (it was never sold at
  // all, so none). Said with no period after it, "not even once" is never, and stays so.
  [/(^|\s)((?:ما|لم) (?:انباعت|انباع|تنباع|بيعت|تباع|بعنا منها|بعنا منه|بعناها|نبيعها|اتباعت)) (?:ولا مره|ولا حبه|ولا قطعه)(?=\s\S)/g, '$1$2'],
  // "أكبر سلة متروكة", "أعلى ٥ سلات متروكة": single carts by their value, as in English (it was the carts counted).
  [/(^|\s)(اكبر|اعلي|اغلي)( \d+)? (?:ال)?(?:سله|سلات|السلال|سلال) (?:ال)?(?:متروكه|مهجوره)(?=\s|$)/g, (_m: string, before: string, most: string, n = '') => `${before}${most}${n} سله حسب قيمه السلات المتروكه`],
  // "مين ترك سلته اليوم", "مين العملاء اللي تركوا سلاتهم": the carts' shoppers, listed.
  [/^(?:مين|من|وش|ايش) (?:(?:هم )?(?:العملاء|الزباين|الزبائن) )?(?:(?:اللي|الي|الذين) )?(?:ترك|تركوا|تركت|خلي|خلوا) (?:سلته|سلاتهم|سلتها|السله|السلات|سلتهم)(.*)$/, 'السلات المتروكه$1 حسب العميل'],
  [/(^|\s)(?:ال)?بيست ?سيلر(?:ز)?(?: (?:ال)?برودكت(?:س|ات)?)?(?=\s|$)/g, '$1best selling product'],
  [/(^|\s)(?:ال)?توب(?=\s|$)/g, '$1top'],
  // ("التوب ٥ بروداكتس": "بروداكت" as it is also spelled.)
  [/(^|\s)(?:ال)?برودا?كت(?:س|ات)?(?=\s|$)/g, '$1products'],
  [/(^|\s)(?:ال)?ريفند(?:ز|ات)?(?=\s|$)/g, '$1refunds'],
  [/(^|\s)(?:ال)?سيلز(?=\s|$)/g, '$1sales'],
  [/(^|\s)(?:ال)?(?:كستمرز|كاستمرز|كستمر|كاستمر)(?=\s|$)/g, '$1customers'],
  [/(^|\s)(?:ال)?(?:ديسكاونت|ديسكاونتات|خصومات الديسكاونت)(?=\s|$)/g, '$1discounts'],
  [/(^|\s)(?:ال)?كاش (?:اون|أون) (?:ديليفري|دليفري)(?=\s|$)/g, '$1cash on delivery'],
  // "كم الكانسل هالشهر", "كم اوردر كانسل": the orders cancelled ("الكانسل" was refused, "اوردر كانسل" every order).
  [/(^|\s)(?:(?:ال)?(?:اوردرات|اوردر|طلبات|طلب) )?(?:ال)?(?:كانسل|كنسل|كانسلد|كانسيل|كانسلات|كانسلز)(?! (?:ال)?(?:طلب|اوردر))(?=\s|$)/g, '$1الطلبات الملغاه'],
  // "كم الملغي هالشهر": the orders cancelled, as "الكانسل" reads (it was the sales of cancelled orders: nothing), unless
  // what was cancelled is said (subscriptions, payments).
  [/^(و?)كم (?:ال)?(?:ملغي|ملغيه|ملغاه)(?=\s|$)(?!.*(?:اشتراك|مشترك|دفع|مدفوعات|شحن|مرتجع))/, '$1كم الطلبات الملغاه'],
  // "الكاش كم جاب هالشهر", "كم جابت انستقرام": what it brought in, its sales (refused: "جاب" was no word of the engine's).
  // (Said first, the thing asked of comes after "how much", where a way of paying is read as one: "الكاش" first was
  // a word of its own.)
  [/^(\S+(?: \S+)?) كم (?:جاب|جابت|جابو|جابوا|جابلنا|جابتلنا)(?= |$)/, 'كم مبيعات $1'],
  [/(^|\s)كم (?:جاب|جابت|جابو|جابوا|جابلنا|جابتلنا)(?= |$)/g, '$1كم مبيعات'],
  [/(^|\s)(?:ال)?(?:شحنه|شحنات|طلبات|طلب) (?:delayed|late)(?=\s|$)/g, '$1الشحنات المتاخره'],
  // ("برا الرياض" is all but Riyadh; "من برا" before a period or at the end is abroad: parse/abroad.ts.)
  [/(^|\s)(?:من )?(?:برا|بره|خارج)(?= \S)(?! (?:هال\S+|هذا|هذه|هذي|الشهر|الاسبوع|السنه|العام|اليوم|امس|البارحه|اول|اخر|في|خلال|من|منذ|كم|اللي|الي)(?:\s|$))/g, '$1غير'],
  // "شهر ١١ السنه اللي فاتت": the 11th month of last year (the year was lost: this November).
  [/(^|\s)شهر (1[0-2]|[1-9]) (?=(?:السنه|العام) (?:اللي فاتت|الي فاتت|الماضيه|الماضي|اللي راحت|السابقه|الفايته))/g, (_m: string, before: string, n: string) => `${before}${MONTHS_AR[Number(n) - 1]} `],
  // "لهاذا الشهر", "هاذي السنة": "هذا", "هذه" as many type them (the period was lost: all time); "اللي طاف" is Gulf
  // "the one that passed" ("الشهر اللي طاف": last month), "الي فاتت" its "اللي" with one lam; "ف" alone is "في".
  [/(^|\s)([وبلف]{0,2})هاذ(ا|ي|ه)(?=\s|$)/g, '$1$2هذ$3'],
  [/(^|\s)(?:اللي|الي) (?:طاف|فات)(ت?)(?=\s|$)/g, '$1اللي فات$2'],
  [/(^|\s)ف(?= \S)/g, '$1في'],
  // "كم شحنة بالطريق": on the way, as "في الطريق" is read (it was every shipment).
  [/(^|\s)(?:اللي |الي )?بالطريق(?=\s|$)/g, '$1في الطريق'],
  // "كم مبيعات الشهر", "قديش طلبات الاسبوع": a count or sum of the month (week, year) said bare is this one's (it was all
  // time); "المبيعات حسب الشهر" stays a split.
  [/^((?:كم|قديش|اديش|وش|ايش) (?:\S+ )?(?:مبيعات|طلبات|ايرادات|دخل|مبيعاتنا|طلباتنا|ارباح|المبيعات|الطلبات)) ال(شهر|اسبوع|سنه)$/, '$1 هال$2'],
  // ("مبيعات السنة", "أكثر مورد مبيعات السنة": said bare after the measure, the year is this one, with or without a
  // question word.)
  [/^((?:(?:اكثر|افضل|اعلي|اقل) \S+ )?(?:مبيعات|طلبات|ايرادات|ارباح|مبيعاتنا|طلباتنا)) ال(شهر|اسبوع|سنه)(?: كلها| كله| كامله| كامل| بالكامل)?$/, '$1 هال$2'],
  // "ابغى مبيعات الاسبوع", "كم طلب جانا الأسبوع": the same after a wish or a verb of coming or selling, said last (it was
  // all time); "حسب الشهر", "في الشهر" (a rate) have another word before the period and stay.
  [/^(.*(?:^|\s)(?:مبيعات|طلبات|طلب|ايرادات|مبيعاتنا|طلباتنا|المبيعات|الطلبات|جانا|جاتنا|جاني|جاتني|اجانا|وصلنا|بعنا|بعناه|بعت|انباع|دخلنا|دخل)) ال(شهر|اسبوع|سنه)$/, '$1 هال$2'],
  // Levantine "الجمعة اللي قبلها" after "هالجمعة" (this week) is the week before ("جمعة" is their week; it was every
  // Friday).
  [/(^|\s)(ب|و|مع )?(?:ال)?جمعه (?:اللي|الي) (?:قبلها|قبل|فاتت|راحت)(?=\s|$)(?<=هالجمعه.*)/g, '$1$2الاسبوع اللي قبله'],
  // Egyptian and Levantine say ث as ت: "الربع التالت", "الشهر التامن" are the third and eighth (the quarter was lost: all
  // time, or the whole year when one was said).
  [/(^|\s)([وب]?ال)(تالت|تالته|تامن|تامنه|تاني|تانيه)(?=\s|$)/g, (_m: string, before: string, article: string, word: string) => `${before}${article}${word.replace(/ت/g, 'ث')}`],
  // "مبيعات الشهر التاسع", "الشهر الحادي عشر": the month of that number (the period was lost: all time), as "شهر ٩" reads.
  [/(^|\s)([وب]?)(?:ال)?شهر (الاول|الثاني عشر|الثاني|الثالث|الرابع|الخامس|السادس|السابع|الثامن|التاسع|العاشر|الحادي عشر)(?! (?:من|في) (?!(?:السنه|العام|سنه|عام)(?:\s|$)))(?=\s|$)/g, (_m: string, before: string, and: string, nth: string) => `${before}${and}${MONTHS_AR[ORDINAL_MONTHS.indexOf(nth)]}`],
  // "طلبات مدفوعة وما انشحنت", "ومو مشحونة", "ولسا ما اتشحن", "وماتشحنت", "ولم يشحن": not shipped, as "غير مشحونة" reads (the
  // filter was lost after "و", "مو" or a glued "ما": every paid order, with their shipments beside).
  [/(^|\s)(?:و ?(?:(?:اللي|الي) )?(?:(?:لسا|لسه|لسي|للحين|باقي) )?(?:ما|مو|مش|مب|لم|غير) ?|(?:(?:اللي|الي) )?(?:لسا|لسه|لسي|للحين|باقي) (?:ما|مو|مش|لم) ?|(?:مو|مش|مب) |ما(?=(?:ان|ات|ت)شحن)|(?:(?:اللي|الي) )?(?:ما|لم) (?=(?:ت|ي|ين|يت)شحن))((?:ان|ات|ت|ي|ين|يت)?شحن(?:ت|وا|و)?|مشحون(?:ه|ين)?)(?: (?:لسا|لسه|للحين|بعد))?(?=\s|$)/g, '$1غير مشحونه'],
  // Levantine "ملغاية" (cancelled), "ملغايين": as "ملغاة" reads (the filter was lost).
  [/(^|\s)([وب]?(?:ال)?)ملغاي(?:ه|ين)(?=\s|$)/g, '$1$2ملغاه'],
  // "كم اشتراك ملغى هالسنة": the subscriptions cancelled in that year, as "كم اشتراك انلغى" reads (it was every
  // subscription whose status is cancelled, the period dropped).
  [/(^|\s)(كم|عدد) (?:ال)?(?:اشتراك|اشتراكات|مشترك|مشتركين) (?:ال)?(?:ملغي|ملغيه|ملغاه|ملغين|ملغيين)(?=\s|$)/g, '$1كم اشتراك انلغي'],
  // "السلال" is the carts as "السلات" (a plural of its own the measures did not know: "نسبة استرداد السلال المتروكة" was
  // the refund rate), and a cart "مستردة" is recovered, not refunded ("كم سلة مستردة" crashed, "السلال المستردة" was
  // the sales of refunded orders).
  [/(^|\s)([وبل]?(?:ال)?)سلال(?=\s|$)/g, '$1$2سلات'],
  [/(^|\s)(كم )?(?:ال)?(?:سله|سلات)(?: (?:ال)?(?:متروكه|مهجوره))? (?:(?:اللي|الي|التي) )?(?:ال)?(?:مسترده|مستردات|انستردت|استردت|استردناها|تم استردادها)(?=\s|$)/g, (_m: string, before: string, many?: string) => `${before}${many ? 'كم سله متروكه رجعت' : 'السلات المستعاده'}`],
  // A follow-up of a bare unit, perhaps a correction ("لا قصدي الشهر", "والاسبوع"): this one (it was refused).
  // Said whole ("والأسبوع كله", "وكل الشهر", "وطول السنة") after a day or two of it, the same (it was refused).
  [/^(?:لا )?(?:(?:كان )?(?:قصدي|اقصد|قصدت|اعني|يعني) )?(و?)ال(شهر|اسبوع|سنه|ربع)(?: (?:كله|كلها|كامل|كامله|بالكامل|بكامله|بكاملها))?$/, '$1هال$2'],
  [/^(و?)(?:كل|طول) ال(شهر|اسبوع|سنه|ربع)$/, '$1هال$2'],
  // "منذ بداية السنة مقارنة بنفس الفترة": the same days of last year, as when the year is said (the comparison was
  // dropped).
  [/^(.*(?:منذ|من) بدايه (?:السنه|العام|هالسنه).* (?:مقارنه |بالمقارنه |قياسا )?(?:مع |ب)?(?:نفس|بنفس) (?:الفتره|المده|الوقت))$/, '$1 من السنه الماضيه'],
  // "وكم منها كاش", "وكم منها مدى" after a count of orders: those paid so, as "كم طلب كاش" reads (refused).
  [/^(و?)(?:كم|قديش) (?:منها|منهم) (كاش|نقدي|نقدا|كاش عند الاستلام|مدي|فيزا|ماستركارد|بطاقه)$/, '$1كم طلب $2'],
  // "كم شحنة مع ناقل انرجعت": the carrier Naqel after "with" (its name is the word for a carrier: it was every shipment
  // by carrier), and its returned parcels.
  [/(^|\s)(?:ال)?(شحنه|شحنات|طرد|طرود) (مع|عبر|من|تبع|حق) ناقل(?: (?:اللي|الي))? (?:انرجعت|انرجع|ارتجعت|رجعت|مرتجعه|ترجعت)(?=\s|$)/g, '$1$2 $3 naqel رجعت'],
  [/(^|\s)(مع|عبر|تبع|حق) ناقل(?=\s|$)/g, '$1$2 naqel'],
  // "مبيعات الـ weekend الماضي": the English noun with the Arabic adjective is the weekend (every weekend was summed).
  [/(^|\s)(?:ال )?weekend (الماضي|اللي فات|الفايت|السابق)(?=\s|$)/g, '$1الويكند $2'],
  // "وش نسبة كل وحدة": each one's share ("وحدة" was units sold).
  [/(^|\s)(نسبه|حصه) (كل) وحده(?=\s|$)/g, '$1$2 $3 واحد'],
  // "مين اكثر عميل عنده طلبات": ranked by orders (by sales, with a filter "with an order"); "متوسط انفاق العميل" is the
  // average spend per customer (it was the sales and the customers); "العملاء اللي عندهم اشتراك فعال" the active
  // subscribers (every customer).
  [/(^|\s)(اكثر|اقل) (عميل|زبون|مدينه|منطقه|دوله) (?:(?:اللي|الي) )?(?:عنده|عندها|عندهم|له|لها|جاه|جاها|جاهم) (?:ال)?طلبات(?=\s|$)/g, '$1$2 $3 حسب الطلبات'],
  [/(^|\s)متوسط (?:ال)?(?:انفاق|مشتريات) (?:ال)?(?:عميل|عملاء|زبون|زباين)(?=\s|$)/g, '$1متوسط الانفاق لكل عميل'],
  [/(^|\s)(?:كم )?(?:عدد )?(?:ال)?(?:عملاء|عميل|زباين) (?:اللي|الي|الذين) (?:عندهم|لديهم|عنده|لهم|له) (?:اشتراك|اشتراكات) (?:فعال|نشط|ساري|فعاله|نشطه)(?=\s|$)/g, '$1كم مشترك نشط'],
  // "كم قيمة السلات اللي رجعت": the value of the carts recovered (they were counted).
  [/(^|\s)(?:قيمه|مبلغ|فلوس) (?:ال)?سلات (?:المتروكه )?(?:اللي|الي|التي) (?:رجعت|استرجعت|انسترجعت|استعدناها|رجعناها)(?=\s|$)/g, '$1قيمه السلات المستعاده'],
  // "متأخرة عن موعدها" is late ("عن موعدها" hid it: every late parcel ever); "بسبب تلف المنتج" the reason damaged (the
  // product was read as a split); "طلب ارجاع ما انقبل" a return awaiting review (every order).
  [/(^|\s)(متاخره|متاخرين|متاخر|متاخرات) عن (?:موعدها|موعده|موعدهم|الموعد|وقتها|وقته|الوقت المحدد)(?=\s|$)/g, '$1$2'],
  [/(^|\s)(?:ال)?تلف (?:ال)?(?:منتج|منتجات|بضاعه|سلعه)(?=\s|$)/g, '$1التلف'],
  [/(^|\s)(?:طلب|طلبات) (?:ال)?ارجاع (?:(?:لسا|لسه|للحين|باقي) )?(?:ما|لم|مو) (?:تمت الموافقه عليه|تمت الموافقه عليها|تتم الموافقه عليه|تتم الموافقه عليها|انقبل|انقبلت|يتقبل|تتقبل|تنقبل|يقبل|تقبل|اتقبل|انقبلو|انقبلوا|وافقنا عليه|وافقنا عليها)(?=\s|$)/g, '$1مرتجع بانتظار المراجعه'],
  // "الواتس اب", "واتس آب": WhatsApp (its "آب" was the month of August).
  [/(^|\s)([وبلف]{0,2})(?:ال)?واتس ?اب(?=\s|$)/g, '$1$2واتساب'],
  // "اي يوم بالاسبوع نبيع فيه اكثر": a day of the week ("بالاسبوع" was a split by week).
  // "وش أحسن يوم بالأسبوع للمبيعات": the best day of the week (it was the ten best weeks).
  [/(^|\s)(اي|انهو|وش|ايش)( (?:احسن|افضل|اكثر|اقل|اسوا|اضعف))? يوم (?:بال|في ال)اسبوع(?=\s|$)/g, '$1$2$3 يوم في الاسبوع'],
  // "أي وحدة نزلت أكثر؟" is Gulf "which one fell the most?" (it was the units sold).
  [/(^|\s)(اي|انهي|انهو|ايش|وش) وحده(?=\s|$)/g, '$1$2 واحد'],
  // "الرياض ولا جده اكثر مبيعات": the two side by side (they were added together).
  [/(^|\s)(\S+) ولا (\S+) (?:اكثر|اعلي|احسن|افضل|اقل|اكبر)(?=\s|$)/g, '$1$2 مقابل $3'],
  // "كم طلب رجعوه الزباين": the customers are who returned the orders, not a count of their own beside the returns.
  [/(^|\s)(?:رجعوه|رجعوها|رجعوهم|رجعه|رجعها|رجعتها|رجعته|ارجعوه|ارجعوها|ارجعه|ارجعها|استرجعوه|استرجعوها|استرجعه|استرجعها) (?:ال)?(?:زباين|زبائن|عملاء|عميل|زبون|ناس|مشترين)(?=\s|$)/g, '$1رجعوه'],
  // "مين المشتركين في صندوق التمور", "اعرض المشتركين": who they are, each active subscriber by name (it was a count).
  [/(^|\s)(?:مين|من|من هم|مين هم|ايش|وش|اعرض|اعرض لي|ورني|وريني|قائمه|اسماء|عطني|اعطني) (?:ال)?(?:مشتركين|مشتركات|مشترکین)(?: (?:ال)?(?:نشطين|فعالين|الحاليين|حاليين))?(?=\s|$)/g, '$1subscriptions by customer where status is active'],
  [/(^|\s)(?:who are|list|show)(?: me)?(?: (?:all|our|my))? (?:the )?(?:active |current )?subscribers(?=\s|$)/g, '$1subscriptions by customer where status is active'],
  // "مبيعات الرياض ضعف جدة؟", "طلبات انستقرام ثلاث اضعاف سناب": a multiple asked of two values is the two side by side
  // (they were added together).
  [/(^|\s)([^\s\d]+) (?:(?:اكثر من |اقل من |تقريبا |يعني )?(?:ضعف|ضعفين|ضعفي|(?:ثلاث|اربع|خمس) اضعاف)) ([^\s\d]+)(?=\s|$)/g, '$1$2 مقابل $3'],
  // "العملاء اللي ما رجعوا من ٣ شهور": customers who have not ordered in that long (they were the one-time customers).
  [/(^|\s)(?:العملاء|عملاء) (?:اللي|الي|الذين) (?:ما|لم) (?:رجعوا|يرجعوا|طلبوا|يطلبوا|اشتروا|يشتروا|شروا)(?: (?:يشترون|يطلبون|يشترو|يطلبو|اشتروا|طلبوا))?(?: من عندنا)? (?:من|خلال|في|ل) (\d+) (?:شهور|اشهر|شهر)(?=\s|$)/g, '$1customers who have not ordered in $2 months'],
  // "مين العميلة نورة حسن": a customer said in the feminine (its spelling was a slip for "العملة": by currency).
  // So is "زبونة" and the women customers together ("أفضل ٥ زبونات", "العميلات الجدد"): the customers, as "زبون" is
  // (they were refused).
  [/(^|\s)(و?(?:ال)?)(عميل|زبون)(ه|ات)(?=\s|$)/g, (_m: string, before: string, the: string, noun: string, ending: string) => `${before}${the}${ending === 'ه' ? noun : noun === 'عميل' ? 'عملاء' : 'زباين'}`],
  // "وبالنسبة للسنة الماضية؟", "طيب بالنسبة لجدة؟": "as for", a follow-up of what comes after it ("بالنسبة" was a share:
  // the answer came with a column of 100% or as Jeddah's share of every city). "بالنسبة المئوية" stays a share.
  [/^(?:(?:طيب|طب|اوكي|تمام) )?و?بالنسبه (?!(?:ال)?مئويه(?:\s|$))(?:الي |الى )?(?=\S)/, 'و '],
  [/(\s)بالنسبه (?!(?:ال)?مئويه(?:\s|$))(?:الي |الى )?(?=ل)/g, '$1'],
  // "وكم دفع هالسنة", "كم دفعت نورة": what a customer paid, their sales ("دفع" was a split by payment method); "كم
  // طلب دفع كاش" and "دفع عند الاستلام" keep the way of paying.
  [/^(و?(?:كم|قديش|اديش) )(?:دفع|دفعت|دفعوا|دفعو)(?= |$)(?! (?:(?:ال)?كاش|نقدا|نقدي|ب\S+|عند|عن طريق|اونلاين|بطاقه|مدي|فيزا))/, '$1صرف'],
  // "متى آخر مرة بعنا تمر سكري", "متى أول مرة انباعت عباية": the latest (first) order holding it, shown with its day
  // (it was the all-time sales of the thing).
  [/^(?:متي|امتي|امتا|ايمتي|اي وقت) (?:كان )?(اخر|اول) (?:مره|مرة|وقت|طلب) (?:بعنا|بعنا فيها|انباع|انباعت|اتباع|اتباعت|تباع|بيع|بيعت|طلبوا|طلب|اشتروا|اشتري|انطلب|انطلبت|حد طلب|احد طلب|حد اشتري|احد اشتري|بعت)(?: (?:فيها|فيه|منه|منها))? (?:من |فيه |فيها )?(?=\S)/, (_m: string, end: string) => `${end} طلب فيه `],
  // "والسنة الماضية بنفس الشهر", "السنة اللي فاتت نفس الفترة": the same month (period) a year before, as "نفس الشهر السنة
  // الماضية" reads (it was the whole of last year).
  [/(^|\s)(و?)(?:في |ب)?(السنه|العام) (الماضيه|الماضي|اللي فاتت|السابقه|اللي راحت) (?:ب|في )?نفس (الشهر|الفتره|الاسبوع|اليوم|الربع|المده|الوقت)(?=\s|$)/g, '$1$2نفس $5 $3 $4'],
  // "آخر طلب انلغى", "متى آخر طلب اتلغى": the latest cancelled order, as "آخر طلب ملغي" reads (it was every cancelled
  // order counted); "متى آخر مرة جانا طلب من الكويت" the latest order from there.
  [/(^|\s)(اخر|اول)( \d+)? (طلب|طلبات|اوردر) (?:(?:اللي|الي) )?(?:انلغي|انلغت|انلغوا|تلغي|تلغت|تكنسل|تكنسلت|انكنسل|الغي|الغيت|الغوه|الغاه)(?=\s|$)/g, '$1$2$3 $4 ملغي'],
  [/^(?:متي|امتي|امتا|ايمتي) (?:كان )?(اخر|اول) (?:مره|مرة|وقت) (?:جانا|جاني|اجانا|جاتنا|وصلنا|وصلني|اجاني) (طلب|اوردر)(?=\s|$)/, '$1 $2'],
  [/^(?:متي|امتي|امتا|ايمتي) (?:كان )?(?=(?:اخر|اول) (?:طلب|اوردر) ملغي(?:\s|$))/, ''],
  // "فين أكتر حتة بنبيع فيها", "وين أكثر مكان نبيع فيه": the city that sells the most (refused: "حتة" is Egyptian for a
  // place, "فين" for where).
  [/^(?:فين|وين|اين) (?:اكثر|اكتر) (?:حته|مكان|منطقه|مدينه|بلد|محل)(?: (?:اللي|الي))? (?:بنبيع|نبيع|بيبيع|بتبيع|بيشتروا|يشترون|يشتروا|بنبيع فيها|نبيع فيه|نبيع فيها|بنبيع فيه|بيطلبوا|يطلبون)(?: (?:فيها|فيه|منها|منه|مننا|منا))?(?=\s|$)/, 'اكثر مدينه مبيعات'],
  [/^(?:فين|وين|اين) (?:بنبيع|نبيع|بيبيع|نبيع فيه) (?:اكثر|اكتر)(?: شي| حاجه)?(?=\s|$)/, 'اكثر مدينه مبيعات'],
  // "توزيع الطلبات حسب حالة الدفع": the order's status, which is its payment's (it was split by status and by payment
  // method, "مدفوع" repeated down the table).
  [/(^|\s)(?:ال)?حاله (?:ال)?(?:دفع|سداد|مدفوعات)(?=\s|$)/g, '$1الحاله'],
  // "معدل نمو المبيعات الشهري", "نمو الطلبات الأسبوعي": the measure's growth bucket by bucket, as "المبيعات النمو الشهري"
  // reads (it was this year against last, and the measure lost).
  [/(^|\s)(?:(?:ما هو |ما هي |كم )?(?:معدل|نسبه) )?(?:ال)?(?:نمو|تغير|تغيير) ((?!هال)\S+(?: \S+)?) (?:ال)?(يومي|اسبوعي|شهري|ربعي)(?=\s|$)/g, '$1$2 النمو ال$3'],
  // Times of prayer as parts of the day: "بعد صلاة العشاء" the evening ("العشاء" was the customer Aisha), "الفجر" the
  // morning (dropped: every order).
  [/(^|\s)(?:(?:من |بعد |وقت |قبل )?صلاه (?:العشاء|العشا)|(?:بعد|وقت) (?:العشاء|العشا))(?=\s|$)/g, '$1المساء'],
  [/(^|\s)(?:(?:من |بعد |وقت )?(?:صلاه )?الفجر)(?=\s|$)/g, '$1الصباح'],
  [/(^|\s)(?:(?:بعد |وقت )?صلاه (?:الظهر|العصر))(?=\s|$)/g, '$1العصر'],
  [/(^|\s)(?:(?:بعد |وقت )?صلاه المغرب)(?=\s|$)/g, '$1المغرب'],
  // "آخر ربع سنة", "آخر ربع": the last quarter, as "الربع الماضي" reads (the period was left out: all time).
  [/(^|\s)(?:ال)?اخر ربع(?: (?:ال)?(?:سنه|عام))?(?=\s|$)(?! (?:من|في) )/g, '$1الربع الماضي'],
  [/(^|\s)(?:ال)?ربع (?:ال)?(?:سنه|عام) (?:الماضي|اللي فات|السابق|الفايت)(?=\s|$)/g, '$1الربع الماضي'],
  // "آخر ربع من ٢٠٢٥": its fourth quarter (it was the whole year).
  [/(^|\s)(?:ال)?اخر ربع (?:من|في) (?:سنه |عام )?((?:19|20)\d\d)(?=\s|$)/g, '$1الربع الرابع $2'],
  // "كم طلب رجع للمرسل": parcels sent back (it was the returns of products).
  [/(^|\s)(?:ال)?(?:طلب|طلبات|اوردر|اوردرات) (?:(?:اللي|الي) )?(?:رجع|رجعت|ارتجع|ارتجعت|انرجع|انرجعت|رجعوا) (?:لل|ال)مرسل(?=\s|$)/g, '$1الشحنات اللي رجعت للمرسل'],
  // "وكم متوسط طلباته": that customer's average order (it was the orders counted).
  [/(^|\s)(?:ال)?(?:متوسط|معدل) (?:قيمه )?(?:طلباته|طلباتها|طلباتهم|مشترياته|مشترياتها|فاتورته|فاتورتها)(?=\s|$)/g, '$1متوسط قيمه الطلب'],
  // "كم مرة طلب" after what a customer bought: their orders in all, one number (it was each product's orders).
  [/^(و?)(?:كم|قديش|اديش) (?:مره|مرات) (?:طلب|طلبت|طلبوا|اشتري|اشترت|اشتروا|شري|شرت|شروا)(?: (?:مننا|منا|عندنا|من عندنا))?(?=\s|$)/, '$1كم طلب بالمجموع'],
  // "بعدد الطلبات": by the count said ("ب" glued hid it: the ranking was by sales).
  [/(^|\s)بعدد (?=ال\S)/g, '$1حسب عدد '],
  // "الاشتراكات المتأخرة بالدفع": past due, as "متأخرة السداد" reads (it was split by payment method: "can't").
  [/(^|\s)((?:ال)?متاخر(?:ه|ين)?) (?:بال|في ال|ب|في )?(?:دفع|سداد)(?=\s|$)/g, '$1$2 السداد'],
  // "كم طلب كاش انلغى": the cancelled ones of those orders, as "طلب ملغي كاش" reads (the verb was dropped: every cash order).
  [/(^|\s)(طلب|طلبات) ((?:(?:من|في|مع|عبر) )?(?!(?:اللي|الي|التي|ما|لم)(?:\s|$))\S+) (?:انلغي|انلغت|انلغوا|تلغي|تلغت|تكنسل|تكنسلت|انكنسل|انكنسلت)(?=\s|$)/g, '$1$2 ملغي $3'],
  // "كم استرجعنا فلوس للعملاء": the money refunded ("للعملاء" added a count of every customer beside it).
  [/(^|\s)(استرجعنا|رجعنا|ردينا|رجعت|عطينا|اعطينا|دفعنا)( (?:ال)?(?:فلوس|مبالغ|مبلغ))? (?:لل|ل)(?:عملاء|عميل|زباين|زبائن|زبون)(?=\s|$)/g, '$1$2$3'],
  // "مقارنة بالي قبله": "باللي" typed with one lam (the comparison was dropped).
  [/(^|\s)(ب|و|وب)الي (?=(?:قبله|قبلها|قبلهم|قبل)(?:\s|$))/g, '$1$2اللي '],
  // "كم بعنا الحين", "كام اوردر دلوقتي": today so far (it was all time). ("لين الحين", so far, may be of any span.)
  [/^((?:كم|قديش|اديش|وش|ايش|شو) (?:\S+ )?(?:بعنا|المبيعات|مبيعات|مبيعاتنا|طلب|طلبات|الطلبات|اوردر|اوردرات|جانا|دخلنا)(?: جانا| جاتنا)?) (?:الحين|الحينه|هلا|هسه|هسا|دحين|دلوقتي|الان)$/, '$1 اليوم'],
  // "كم طلب وصل للعملاء امس": the orders delivered ("للعملاء" added a count of customers, and the order status was read).
  [/(^|\s)(وصل|وصلت|وصلوا|انسلم|انسلمت|انسلموا|توصلت) (?:لل|ل)(?:عملاء|عميل|زباين|زبون|زبائن)(?=\s|$)/g, '$1$2'],
];
/**
 * English as owners type and say it: short on a phone ("active subs", "last sat", "late rn", "ppl"), and whole
 * phrasings of a need ("how many orders … and how much money", "what did the last customer buy"). Each was refused or
 * read as something else ("subs" matched nothing, "sat" no day, the money was dropped).
 */
const DAYS: Record<string, string> = { sun: 'sunday', mon: 'monday', tue: 'tuesday', tues: 'tuesday', wed: 'wednesday', thu: 'thursday', thur: 'thursday', thurs: 'thursday', fri: 'friday', sat: 'saturday' };
/** Parcels in a state said with the parcel: "lost", or "returned to sender" (the word "returned" alone is product returns). */
const shipmentsIn = (_m: string, before: string, state: string) => `${before}shipments ${state === 'lost' ? 'lost' : 'returned to sender'}`;
const ENGLISH_PHRASINGS: [RegExp, Replacement][] = [
  // Operations words of British English and the warehouse: "orders dispatched yesterday" are those shipped (they were
  // the orders placed), "parcels that went missing" the lost ones (every parcel was counted), and parcels "still with
  // the courier" those in transit or out for delivery (every parcel by carrier).
  [/(^|\s)(?:were |was |got |been )?(?:dispatched|despatched)(?=\s|$)(?! time)/g, '$1shipped'],
  [/(^|\s)(?:that |which )?(?:went|go|gone|have gone|has gone|got|get|were|are|is|was) missing(?=\s|$)/g, '$1lost'],
  // "Sales excluding shipping last month", "net of tax sales", "revenue this year before VAT", "AOV excl. shipping":
  // the money word and what is left out, wherever each is said, as the measures without it are named
  // (semantic/commerce-metrics.ts); it was gross sales with the shipping or tax beside it, or net sales after refunds.
  [/^(.*?)(?:^|\s)(?:excluding|excl|ex|before|without|minus|less|net of) (?:the )?(tax|taxes|vat|shipping|shipping fees|shipping costs|shipping charges|delivery|delivery fees)(?=\s|$)(.*)$/, (all: string, head: string, left: string, tail: string) => {
    const rest = `${head} ${tail}`;
    const money = /(?:^|\s)(?:aov|average order value|average order|avg order value)(?=\s|$)/.exec(rest) ?? /(?:^|\s)(?:gross sales|sales|revenue|gmv|turnover)(?=\s|$)/.exec(rest);
    if (!money) return all;
    const measure = /aov|average|avg/.test(money[0]) ? 'aov' : 'sales';
    return `${rest.slice(0, money.index)} ${measure} excluding ${/^(?:shipping|delivery)/.test(left) ? 'shipping' : 'tax'} ${rest.slice(money.index + money[0].length)}`.replace(/\s+/g, ' ').trim();
  }],
  [/(^|\s)missing (parcels?|packages?|shipments?|deliveries)(?=\s|$)/g, '$1lost $2'],
  [/(^|\s)(?:that are |which are |are |is )?(?:still )?(?:with|at) the (?:courier|couriers|carrier|carriers|delivery company|delivery companies)(?=\s|$)/g, '$1in transit or out for delivery'],
  // "How much did we lose from subscription cancellations": the monthly revenue those cancellations took (the "lose"
  // was a lost parcel's state).
  [/^how much (?:revenue |money |mrr )?(?:did|have|do) we (?:lose|lost) (?:from|to|on|through|with) (?:the )?(?:subscription cancellations|cancelled subscriptions|canceled subscriptions|cancellations of subscriptions|subscription churn|churned subscriptions|churn)(.*)$/, 'churned mrr$1'],
  // "How many times was VIP15 used": the orders that used it (it was their sales).
  // (A code named: "how many times were coupons used" is the orders with any.)
  [/^how many times (?:has |was |did |were |is |have )?(?:the )?(?:code |coupon |discount code |promo code )?(?!(?:coupons?|codes?|discounts?|discount codes?|promo codes?|vouchers?)\s)(\S+) (?:code )?(?:been )?(?:used|redeemed|applied)(.*)$/, 'how many orders used code $1$2'],
  // "Single-item orders", "orders with just one item": an order of one item (it was every order).
  [/(^|\s)(?:single|one)[- ]item orders(?=\s|$)/g, '$1orders with at most 1 items'],
  [/(^|\s)orders? (?:with|that had|having|had) (?:only |just )?(?:one|1|a single) item(?=\s|$)/g, '$1orders with at most 1 items'],
  // "How many people used Apple Pay": the customers who paid so.
  [/(^|\s)how many (?:people|persons|shoppers) (used|paid with|paid by|paid using)(?=\s)/g, '$1how many customers $2'],
  // "What's the rate?", "and the rate?" after a count: that count as a percentage (it was refused).
  [/^(?:and |so )?(?:what s |whats |what is |and )?(?:the |its |their )?(?:rate|ratio)$/, 'as a percentage'],
  // "Total value?", "how much is that in total?" after some orders counted: what they are worth.
  [/^(?:and |so )?(?:what s |whats |what is )?(?:the )?(?:total value|total worth|value|total amount)$|^(?:and |so )?how much (?:is|are) (?:that|those|they|these|it)(?: worth)?(?: in total| altogether| all together| combined)?$/, 'what are they worth'],
  // "Revenue 2023 vs 2024 vs 2025": three or more years running, year by year (the third was dropped).
  [/(^|\s)(?:in )?((?:19|20)\d\d)((?:(?:,| vs| versus| and| &| v)?(?: and)? (?:19|20)\d\d){2,})(?=\s|$)/g, (found: string, before: string, first: string, rest: string) => {
    const years = [first, ...(rest.match(/(?:19|20)\d\d/g) ?? [])].map(Number);
    return years.every((year, i) => i === 0 || year === years[i - 1] + 1) ? `${before}by year from ${years[0]} to ${years[years.length - 1]}` : found;
  }],
  // "WoW growth in AOV", "AOV w/w": week over week, as "MoM" and "YoY" are read (it was last month against the one before).
  [/(^|\s)(?:wow|w\/w|w o w)(?= (?:growth|change|increase|decrease|drop|decline|trend|comparison|aov|sales|revenue|orders|units)(?:\s|$)|$)/g, '$1week over week'],
  // "Damaged item returns by month": returns of that reason (the item was read as a split by product).
  [/(^|\s)(damaged|defective|broken|wrong|faulty) (?:item|product|items|products) returns(?=\s|$)/g, '$1$2 returns'],
  // "Show me the last 5 orders", "the 5 most recent orders": the newest orders, looked up (the 5 was not matched, or
  // the five biggest were listed).
  [/^(?:show me|show|list|give me|get me|pull up|what are|what were) (?:the |my |our )?(last|latest|newest|most recent|recent) (\d+) orders(.*)$/, 'the last $2 orders$3'],
  [/^(?:show me |show |list |give me |get me |pull up )?(?:the |my |our )?(\d+) (?:most recent|latest|newest|last|recent) orders(.*)$/, 'the last $1 orders$2'],
  // "The most expensive thing we sell": the product with the highest price (it was the average price).
  [/(^|\s)(?:the )?(?:most expensive|priciest|dearest) (?:thing|things|item|items|stuff|product|products)(?: (?:we|i) (?:sell|have|stock|carry|offer))?(?=\s|$)/g, '$1most expensive product'],
  [/(^|\s)(?:the )?(top|biggest|best|largest) spenders(?=\s|$)/g, '$1top customers by sales'],
  // "Returned shipments by carrier", "parcels that were lost": the shipments in that state (it was the returns table).
  [/(^|\s)(?:the )?(returned|lost) (?:shipments|parcels|packages|deliveries)(?=\s|$)/g, shipmentsIn],
  [/(^|\s)(?:the )?(?:shipments|parcels|packages) (?:that (?:were|got|have been) |which (?:were|got|have been) |that |which |were |got )?(returned|lost)(?! to sender)(?=\s|$)/g, shipmentsIn],
  // "Sales from Riyadh last month", then "how many were cancelled": the orders cancelled (it was the sales of the
  // cancelled status, none).
  [/^(?:and |so |but )?how many (?:of them |of those )?(?:were|got|have been|are|was|did) (cancelled|canceled|cancel|refunded|get cancelled|get refunded)$/, (_m: string, what: string) => `how many orders were ${/refund/.test(what) ? 'refunded' : 'cancelled'}`],
  // "The biggest abandoned cart", "max abandoned cart value", "top 5 abandoned carts": single carts by their value (it
  // was the carts counted, or their value summed).
  [/(^|\s)(?:the )?(biggest|largest|highest|most valuable|top(?: \d+)?|max|maximum) (?:value )?(?:abandoned|unrecovered) (?:cart|checkout|basket)(s?)(?: (?:value|values|by value|amount))?(?=\s|$)/g,
    (_m: string, before: string, most: string, plural: string) => `${before}${/^max/.test(most) ? 'biggest' : most} cart${plural} by abandoned cart value`],
  // "Who abandoned carts today", "which customers left their carts": the carts' shoppers, listed.
  [/^(?:so )?(?:who|which customers|what customers|which shoppers) (?:has |have |had )?(?:abandoned|left|dropped) (?:their |a |an |the )?(?:carts?|checkouts?|baskets?)(.*)$/, 'abandoned carts$1 by customer'],
  [/(^|\s)subs(?=\s|$)/g, '$1subscriptions'],
  [/(^|\s)sub (cancellations?|cancelations?|churn|revenue|plans?|count)(?=\s|$)/g, '$1subscription $2'],
  [/(^|\s)ppl(?=\s|$)/g, '$1people'],
  [/(^|\s)rn(?=\s|$)/g, '$1right now'],
  [/(^|\s)(last|this|on|previous) (sun|mon|tues?|wed|thu(?:rs?)?|fri|sat)(?=\s|$)/g, (_m: string, before: string, when: string, day: string) => `${before}${when} ${DAYS[day]}`],
  // "Did we sell more this october or last october": the two set side by side (it was last October alone).
  [/^(?:so )?(?:did|do|have|were) we (?:sell|make|earn|do|get|selling|making) (?:more|better|less|worse|more sales|more money)(?: in| on| from)? (\S+(?: \S+){0,3}?) or (?:in |on |from )?(\S+(?: \S+){0,3})$/, 'sales $1 vs $2'],
  // Two things asked of one count: "how many orders … and how much money (they spent)" (the money was dropped).
  [/^((?:hey |so |ok )?how many orders .+?) and how much(?: money| revenue| in sales| they spent| did they spend| was that| we made| did we make| was spent| sales)?$/, '$1 and sales'],
  [/^((?:hey |so |ok )?)how many refunds( .+?)? and how much(?: money| in total| was refunded| did we refund| was that)?( .+)?$/, '$1number of refunds and refund amount$2$3'],
  // "Returning customers revenue share" is the split of sales by kind of customer, shared (it was a count of them);
  // "how much do new customers spend on their first order" the average order of new customers (a count).
  [/(^|\s)(?:returning|new|repeat|first[- ]time) (?:customers?|buyers?) (?:revenue|sales) share(?=\s|$)/g, '$1share of sales by new vs returning customers'],
  [/^how much (?:do|does|did) (?:new|first[- ]time) (?:customers|buyers|clients) spend on (?:their|the|a) first (?:order|purchase)(?: on average)?$/, 'average order value of new customers'],
  // "How did it change over the year" after a figure: that figure by month this year (it was last month against the
  // one before).
  [/^(?:and )?how (?:did|has|have) (?:it|that|this|they|those) (?:change|changed|move|moved|trend|trended|develop|developed|go|gone|evolve|evolved) (?:over|during|through|across|in) (?:the|this) (year|quarter|month)$/,
    (_m: string, unit: string) => (unit === 'year' ? 'by month this year' : unit === 'quarter' ? 'by week this quarter' : 'by day this month')],
  // "Change the year to 2023", "switch the period to 2022", "غير السنة إلى 2023": the same question for that period,
  // not a change from the one before (it was a comparison, and after a top N "grew the most").
  [/^(?:(?:and|ok|now|so|please) )?(?:change|switch|set|make|move) (?:the )?(?:year|period|date|dates|month|time period) (?:to|into|for) (.+)$/, 'same for $1'],
  [/^و?(?:غير|غيري|بدل|حول|خلي) (?:ال)?(?:سنه|عام|فتره|شهر) (?:الي|لـ|ل|الى|لل)\s*(.+)$/, 'نفس الشيء ل $1'],
  // "How many orders cash on delivery were refused": the orders paid so that were refused (the payment was dropped).
  [/(^|\s)how many orders (cash on delivery|cod|card|mada|apple pay|tabby|tamara|stc pay) (were|got|have been) /g, '$1how many $2 orders $3 '],
  // "How much did customers pay for shipping last month": the shipping charged (it was gross sales, shipping beside).
  [/(^|\s)(?:how much )?(?:did|do|does|have) (?:customers|people|buyers|clients|they|our customers|the customers) (?:pay|paid|spend|spent) (?:for|on|in) (?:shipping|delivery)(?: fees| charges)?(?=\s|$)/g, '$1shipping charged'],
  // A price asked: "how much does the linen abaya cost" (it was its sales).
  // (What shipping, refunds or a measure "cost" is that measure.)
  [/^(?:how much|what) (?:does|do|did) (?:the |a |an |our )?(?!(?:shipping|delivery|refunds?|returns?|discounts?|tax|taxes|fees?|it|that|this|they|them|those)(?:\s|$))(.+?) (?:cost|costs|sell for|go for)$/, 'price of $1'],
  [/(^|\s)(?:which|what) (products?|items?|categories|category) (?:get|gets|got|are|is|were|have been) (?:discounted|on discount|given discounts) (?:the )?most(?=\s|$)/g, '$1top $2 by discounts'],
  [/^(?:where|in which cities|what cities) (?:do|are|did) (?:my|our|the) (customers|buyers|clients) (?:live|come from|from|based|located)$/, '$1 by city'],
  [/(^|\s)(?:what|which) (?:%|percent|percentage|share|proportion|part) of (?:orders|purchases|sales) (?:get|gets|got|are|were|is|was|end up) returned(?=\s|$)/g, '$1return rate'],
  [/(^|\s)late (?:%|percent|percentage|pct)(?=\s|$)/g, '$1late rate'],
  // "What % of returns are because of size": the reason's share ("because of" hid the reason).
  [/(^|\s)(returns|returned items|refunds) (are|were|is|was) (?:because of|due to|caused by|for reason|with reason|over)(?=\s)/g, '$1$2 $3'],
  [/^(?:where is|where s|wheres|status of|what s the status of|track|tracking for) (?:my |the |our |a )?(?:parcel|package|shipment|delivery|tracking number|tracking)(?: number| no| #)? (#?\S*\d\S*)$/, 'track $1'],
  // ("How many customers paid with Tabby" counts the customers.)
  [/(^|\s)how many (?:paid|pay|paying) (with|by|using|via|through)(?=\s)/g, '$1how many orders paid $2'],
  [/(^|\s)payment failures(?=\s|$)/g, '$1failed payments'],
  [/(^|\s)how many customers (?:have|has|with) (?:an )?active subscriptions?(?=\s|$)/g, '$1how many active subscribers'],
  [/^(?:what|which products) did (?:the|our|my) (?:last|latest|most recent|newest) (?:customer|buyer|client) (?:buy|order|get|purchase)$/, 'latest order'],
  // "How much did customers in Brazil spend in 2024": their sales (the customers were counted first); "which
  // customers bought nothing in 2024" those with no purchase then (it was those who bought).
  [/^how much (?:did|do|have) (?:the |our |my )?(?:customers|clients|buyers|people|shoppers)( .+?)? (?:spend|spent|pay|paid)( .+)?$/, 'sales$1$2'],
  [/(^|\s)(customers|clients|buyers) (?:who |that )?(?:bought|ordered|purchased) nothing(?=\s|$)/g, '$1$2 who did not buy anything'],
  // "Precipitation growth 2015 over 2012": one year against another (the 2012 was a threshold on the amount).
  [/(^|\s)((?:19|20)\d\d) over ((?:19|20)\d\d)(?=\s|$)/g, '$1$2 vs $3'],
  // "Slow movers", "what's selling less than last month": the products that sell least, or fell (they were the
  // store's total); "express vs standard shipping orders": orders by ship mode (it was the shipping charged).
  [/(^|\s)slow movers(?=\s|$)/g, '$1slow moving products'],
  [/^(?:what s|whats|what is|what are|which products are|which items are|what) selling less than (last \S+|the previous \S+)$/, 'products that fell compared to $1'],
  [/(^|\s)(express|standard|same day|pickup)( (?:vs|versus|or|and) (?:express|standard|same day|pickup)) shipping orders(?=\s|$)/g, '$1$2$3 orders'],
  // Why things come back is their return reasons.
  [/(^|\s)why (?:do|did|does) (?:people|customers|they|buyers|shoppers) (?:return|send back|send) (?:stuff|things|items|products|orders|it|them)?(?: back)?(?=\s|$)/g, '$1returns by reason '],
];
/** Each rewrite of a list applied in turn. */
function rewritten(text: string, rewrites: [RegExp, Replacement][]): string {
  return rewrites.reduce((said, [re, words]) => (typeof words === 'string' ? said.replace(re, words) : said.replace(re, words)), text);
}

function loanwords(text: string): string {
  const said = rewritten(text, LOANWORDS);
  // "الشحنات حسب الشركة", "نسبة التأخير لكل شركة": the company of parcels is their carrier ("الشركة" matched nothing);
  // "مبيعات الشركة" stays the store's own.
  const carrier = /(?:^|\s)(?:ال|بال|لل|ب)?(?:شحنات|شحنه|شحن|توصيل|تاخير|طرود|طرد)(?=\s|$)/.test(said) ? said.replace(/(^|\s)(حسب|لكل|كل|اي|وش|افضل|اسوا|اسرع|ابطا)? ?(?:ال)?(شركه|شركات)(?! (?:ال)?(?:شحن|توصيل))(?=\s|$)/g, (_m: string, before: string, by = '', noun: string) => `${before}${by ? `${by} ` : ''}${noun === 'شركات' ? 'شركات' : 'شركه'} الشحن`) : said;
  // "أفضل شركة شحن من ناحية سرعة التوصيل" is the fastest (it was the one with most parcels); "أي شركة شحن تتأخر أكثر"
  // the one late most often, "شركة الشحن الأكثر تأخيراً" the one with most parcels late (they were the store's late
  // parcels, or the biggest carrier).
  const CARRIER = '(?:شركه|شركات) (?:ال)?(?:شحن|توصيل)';
  return carrier
    .replace(new RegExp(`(^|\\s)(?:افضل|احسن) ${CARRIER}(?: (?:من ناحيه|من حيث|في|ب|بال))? (?:ال)?سرعه (?:ال)?توصيل(?=\\s|$)`, 'g'), '$1اسرع شركه شحن')
    .replace(new RegExp(`(^|\\s)(?:اي|وش|ايش|انهي) ${CARRIER} (?:(?:اللي|الي|التي) )?(?:تتاخر|يتاخر|تتأخر|متاخره)(?: (?:بال|في ال)توصيل)? (?:اكثر(?: شي)?|دايما?|غالبا)(?=\\s|$)`, 'g'), '$1اعلي شركه شحن في نسبه التاخير')
    .replace(new RegExp(`(^|\\s)(?:ال)?${CARRIER} (?:ال)?اكثر تاخيرا?(?=\\s|$)`, 'g'), '$1اعلي شركه شحن حسب الشحنات المتاخره');
}

/**
 * "Median vs average order value", "الوسيط والمتوسط لقيمة الطلب", "المبيعات الصافية مقابل الإجمالية": two measures of
 * one noun, each named in full, side by side (the first word alone named none, and the other was answered alone).
 * Joined by "and", not "vs": a "vs" after an answer split by something kept that split.
 */
function twoMeasures(text: string): string {
  // "المبيعات الصافية مقابل الإجمالية": the adjective alone names the other measure of the same noun (it was read as a
  // vendor, or dropped).
  const grossNet = text.replace(/(^|\s)(المبيعات الصافيه|صافي المبيعات) (مقابل|و|او|مع) ?(?:ال)?(?:اجماليه|اجمالي)(?=\s|$)/g, '$1$2 $3 اجمالي المبيعات')
    .replace(/(^|\s)(المبيعات الاجماليه|اجمالي المبيعات) (مقابل|و|او|مع) ?(?:ال)?(?:صافيه|صافي)(?=\s|$)/g, '$1$2 $3 صافي المبيعات');
  return grossNet.replace(/(^|\s)(median|average|mean) (?:and|vs|versus|or|&|compared to) (?:the )?(median|average|mean) (order value|order size|basket size|basket value|delivery time|delivery days)(?=\s|$)/g, '$1$2 $4 and $3 $4')
    .replace(/(^|\s)ال(وسيط|متوسط) (?:و|مقابل |او )ال(وسيط|متوسط) (?:ل)?(قيمه الطلب|قيمه الطلبات|مده التوصيل)(?=\s|$)/g, '$1$2 $4 و$3 $4');
}

/**
 * "وش أكثر مدينة تطلب", "أي مدينة تطلب أكثر", "اكثر منتج ينطلب": ranked by orders, as "which city orders the most" is
 * (the verb was dropped and the city with the most sales answered).
 */
function orderedMost(text: string): string {
  return text.replace(new RegExp(`(^|\\s)(اكثر|اقل) (مدينه|منطقه|دوله|عميل|زبون|منتج|فئه|قناه)(?: (?:اللي|الي))? (?:${ORDERED_AR})(?: (?:${FROM_US_AR}))?(?=\\s|$)(?! مع(?:\\s|$))`, 'g'), '$1$2 $3 طلبات')
    .replace(new RegExp(`(^|\\s)(اي|وش|ايش|انهي) (مدينه|منطقه|دوله|عميل|زبون|منتج|فئه|قناه)(?: (?:اللي|الي))? (?:${ORDERED_AR})(?: (?:${FROM_US_AR}))? (?:اكثر|اكثر شي|اكثر شيء)(?=\\s|$)`, 'g'), '$1اكثر $3 طلبات')
    // "مين اكثر عميل رجع طلبات", "اكثر زبون سوى ريترن": ranked by returns, as "which customer returns the most" is (it
    // was orders ranked by returning customers). Without what was returned, "رجع" may be coming back: left as it is.
    .replace(new RegExp(`(^|\\s)(اكثر|اقل) (عميل|زبون|عميله|مدينه)(?: (?:اللي|الي))? (?:${RETURNED_AR})(?=\\s|$)`, 'g'), '$1$2 $3 حسب المرتجعات')
    .replace(new RegExp(`^(?:مين|من|وش|اي) (?:ال)?(عميل|زبون|عميله|مدينه) (?:اللي|الي) (?:${RETURNED_AR}) (?:اكثر|اكثر شي|اكثر شيء|اكثر واحد)$`), 'اكثر $1 حسب المرتجعات')
    // "Which city ordered the most", "what country orders the most from us": the same in English (it was by sales); only
    // with a period or nothing after ("ordered the most abayas" is something else).
    .replace(/(^|\s)(which|what) (city|region|country|customer|product|category|channel) (?:ordered|orders|placed|places|has placed) (?:the )?most(?: orders)?(?: from us| with us)?(?=$| (?:this|last|in|during|since|over|ever|today|yesterday|so far|of all time|all time|on|for|before|after)(?:\s|$))/g, '$1top $3 by orders');
}
/** "تطلب" and its past, said by one or many ("اكثر مدينه طلبت منا" was ranked by sales); "انطلب مع" is bought together. */
const ORDERED_AR = 'تطلب|يطلب|ينطلب|تنطلب|يطلبون|طلبت|طلب|طلبوا|طلبو|انطلب|انطلبت|اطلبت|اطلب';
/** The hours of a clock said in words, Gulf, Egyptian and Levantine. */
const HOUR_WORDS: Record<string, string> = {
  'واحده': '1', 'ثنتين': '2', 'اثنين': '2', 'ثلاث': '3', 'ثلاثه': '3', 'تلاته': '3', 'اربع': '4', 'اربعه': '4', 'خمس': '5', 'خمسه': '5', 'ست': '6', 'سته': '6',
  'سبع': '7', 'سبعه': '7', 'ثمان': '8', 'ثمانيه': '8', 'تمانيه': '8', 'تسع': '9', 'تسعه': '9', 'عشر': '10', 'عشره': '10',
  'احدعش': '11', 'حداشر': '11', 'حداش': '11', 'اثنعش': '12', 'اطنعش': '12', 'اتناشر': '12', 'اتناش': '12',
};
/** A return said by its verb and what was returned, or by the loanword "ريترن". */
const RETURNED_AR = '(?:رجع|يرجع|رجعت|ترجع|رجعوا|يرجعون|ارجع|يرجعلنا|رجعلنا) (?:طلبات|منتجات|اغراض|بضاعه|مشتريات|اشياء|قطع)|(?:سوي|يسوي|سوت|تسوي|عمل|يعمل|عملت|بيعمل) (?:ريترن|مرتجعات|ترجيع|ارجاع)';
/** "From us" after the verb ("مننا" is read as "منا" by now). */
const FROM_US_AR = 'منا|مننا|عندنا|من عندنا|من المتجر';

/**
 * "How many people bought from us yesterday", "how many ppl ordered this month", "كم شخص اشترى": the customers who
 * did (it was the gross sales, "bought" read alone).
 */
function people(text: string): string {
  return text.replace(/(^|\s)how many (?:people|ppl|persons|folks|shoppers) (?=(?:have |has |did |had )?(?:bought|ordered|purchased|shopped|paid|order|buy|purchase|shop)(?:\s|$))/g, '$1how many customers ')
    .replace(/(^|\s)كم (?:شخص|واحد|نفر|انسان) (?=(?:اشتري|اشترو|اشتروا|طلب|طلبوا|شري|شروا)(?:\s|$))/g, '$1كم عميل ');
}
