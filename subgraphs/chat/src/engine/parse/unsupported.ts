import type { Catalog, Words } from '../types.ts';
import { normalise } from './normalise.ts';
import { STATISTICS } from './column-statistics.ts';

/**
 * Things owners ask about that the engine cannot read yet. Left unnoticed, their words would be dropped and the rest
 * answered ("sales last weekend" as all-time sales): a wrong number that looks right. Named, they get an honest
 * reply saying what is missing. Patterns run on normalised text.
 */
interface Missing {
  re: RegExp;
  what: Words;
  /** Data the commerce warehouse does not hold (an uploaded file or database may: then its words answer). */
  commerce?: boolean;
  /** A dimension that answers it where the catalog has one (days of the week where a table has a time). */
  unless?: string;
  /** What only the store's own warehouse knows (a customer's first order): a file or database cannot tell it. */
  warehouseOnly?: boolean;
  /** A metric that answers it where the catalog has one (a median where the database can take one). */
  unlessMetric?: RegExp;
  /** Days that have not come: a remark beside a past period asked ("meeting tomorrow, sales last week?"). */
  future?: boolean;
}

/**
 * Thresholds the engine cannot read: on each group's total split by something else, on a count the data does not
 * keep per group, or on an amount it cannot tell.
 */
export const THRESHOLD_GAP: Words = {
  en: 'this threshold (a threshold on each group\'s total split twice or over time, such as customers with more than 3 orders by city by month, or on a count your data does not keep per group)',
  ar: 'هذا الحد (حد على مجموع كل مجموعة مقسّم مرتين أو عبر الزمن، مثل العملاء الذين لهم أكثر من ٣ طلبات حسب المدينة والشهر، أو على عدد لا تحفظه بياناتك لكل مجموعة)',
};

/** What no sales or orders can be asked of: one kind of thing listed or counted, not split twice or over time (ADR 23). */
export const ABSENT_GAP: Words = {
  en: 'what had no sales or orders split by something more or over time (the products, categories, vendors or customers with none in one period can be listed or counted)',
  ar: 'ما لم يُبع أو لم يُطلب مقسّماً حسب شيء آخر أو عبر الزمن (يمكن عرض أو عدّ المنتجات أو الفئات أو الموردين أو العملاء الذين ليس لهم شيء في فترة واحدة)',
};

/** An average over groups ("tracks per invoice") is read over a period, by one split or over time: not compared or ranked. */
export const PER_GROUP_GAP: Words = {
  en: 'an average over groups compared, ranked or shared out (the average number of tracks per invoice can be read for a period, by one split or by month or year)',
  ar: 'متوسط على مجموعات مقارناً أو مرتباً أو كنسب (يمكن قراءة متوسط عدد المقاطع لكل فاتورة لفترة أو حسب تقسيم واحد أو حسب الشهر أو السنة)',
};

const UNSUPPORTED: Missing[] = [
  // Occasions whose dates are not known (they differ by country, or by the year's moon): dropped, they were answered
  // over all time. Valentine's Day, the Christmas period, the New Year and Black Friday week are read (sale-days.ts).
  { re: /(?:^|\s)(?:mothers? day|mother s day|mothers days|fathers? day|father s day|back to school|easter|halloween|bank holidays?(?: weekend)?|public holidays?|thanksgiving|diwali|(?:chinese|lunar) new year|(?:the )?sale period|(?:the )?sales period|(?:summer|winter|spring|autumn|end of season|clearance|mid season) sales?)(?=\s|$)/, what: { en: 'that occasion (its dates are not known to me: ask with its dates, such as "sales from March 1 to March 21")', ar: 'تلك المناسبة (لا أعرف تواريخها: اسأل بتواريخها، مثل "المبيعات من ١ مارس إلى ٢١ مارس")' } },
  { re: /(?:^|\s)(?:weekends?|week ends?|نهايه الاسبوع|نهايات الاسبوع|الويكند|ويكند|ويك اند)(?=\s|$)/, what: { en: 'weekends', ar: 'عطلات نهاية الأسبوع' }, unless: 'day_type' },
  // Ramadan and the Eids are periods (parse/hijri.ts); other Hijri months and the Hajj season are not yet.
  { re: /(?:^|\s)(?:hajj|الحج|hijri|هجري|الهجري|muharram|shawwal|محرم|شوال|ذو الحجه|ذي الحجه|ذو القعده|ذي القعده|رجب|شعبان|جمادي(?: (?:الاولي|الاول|الاخره|الاخر|الثانيه|الثاني|الثاني))?|جماد (?:اول|ثاني|اخر)|ربيع (?:الاول|الثاني|الاخر|اول|ثاني|اخر)|(?:شهر )صفر)(?=\s|$)/, what: { en: 'Hijri months other than Ramadan', ar: 'الأشهر الهجرية غير رمضان' } },
  // ("مبيعات الساعة الحالية", this hour, is one too: its "الحالية" was the city Hawalli.)
  // "Orders in the last hour", "آخر ٣ ساعات": a span of hours back from now. Periods are whole days (24, 48 and 72
  // hours are read as days: periods.ts), and the hour of the day alone answered every hour over all time.
  { re: /(?:^|\s)(?:(?:the )?(?:last|past|previous) (?:hour|(?!(?:24|48|72) )(?:\d{1,2}|few|couple of|two|three|four|five|six|twelve) hours)|(?:اخر|اخرى|الاخيره) (?:ساعه|ساعتين|(?!(?:24|48|72) )\d{1,2} (?:ساعات|ساعه))|(?<!\d\s)(?:ال)?(?:ساعه|ساعتين) (?:الماضيه|الاخيره|اللي فاتت)|(?:ال)?ساعه (?:الحاليه|هذي|هذه|دي)|هالساعه|(?:ال)?(?!(?:24|48|72) )\d{1,2} (?:ساعات|ساعه) (?:الماضيه|الاخيره|اللي فاتت))(?=\s|$)/, what: { en: 'the last few hours (the data is read by whole days: ask about today, or today by hour)', ar: 'الساعات الأخيرة (البيانات تُقرأ بالأيام الكاملة: اسأل عن اليوم، أو اليوم حسب الساعة)' } },
  { re: /(?:^|\s)(?:hour|hours|hourly|time of day|what time|which time|بالساعه|الساعه|ساعه|ساعات|اي وقت|وقت اليوم)(?=\s|$)/, what: { en: 'hours of the day', ar: 'ساعات اليوم' }, unless: 'hour' },
  { re: /(?:^|\s)(?:day of (?:the )?week|days of (?:the )?week|weekday|weekdays|which day|what day|best day of|ايام الاسبوع|يوم في الاسبوع|اي يوم)(?=\s|$)/, what: { en: 'days of the week', ar: 'أيام الأسبوع' }, unless: 'weekday' },
  { re: /(?:^|\s)(?:over|above|more than|greater than|less than|under|below|at least|اكثر من|اقل من|فوق|تحت|اعلي من)\s(?:\$|-|−)?\d|(?:^|\s)(?:more than once|at least twice|only once|just once|one time customers|one-time customers|once only|مره وحده|مره واحده|more than one order|more than one product|more than one item|two or more orders|اكثر من مره|اكثر من طلب|اكثر من منتج|مرتين او اكثر)(?=\s|$)/, what: THRESHOLD_GAP },
  { re: /(?:^|\s)(?:conversion rate|conversion|conversions|visitors|visits|sessions|traffic|page views|pageviews|bounce rate|معدل التحويل|نسبه التحويل|الزوار|زوار|زائر|الزائرين|زائرين|زاير|الزايرين|زايرين|الزيارات|زيارات|عدد الزيارات)(?=\s|$)/, what: { en: 'store visits and conversion (no visitor data is connected yet)', ar: 'زيارات المتجر ونسبة التحويل (لا توجد بيانات زوار مربوطة بعد)' }, commerce: true },
  // "Average time between orders": how often a customer orders again is no measure kept (it was the orders counted).
  { re: /(?:^|\s)(?:(?:time|days|how long|gap|gaps) between (?:orders|purchases|each order)|between orders on average|purchase frequency|order frequency|how often (?:do |does )?(?:customers|people|a customer) (?:order|buy|come back)|المده بين الطلبات|الفتره بين الطلبات|الوقت بين الطلبات|كل كم يوم يطلب|كل كم يطلب|كل متى يطلب)(?=\s|$)/, what: { en: 'the time between a customer\'s orders (ask for orders per customer or the repeat customer rate)', ar: 'المدة بين طلبات العميل (اسأل عن الطلبات لكل عميل أو نسبة العملاء المتكررين)' }, commerce: true },
  { re: /(?:^|\s)(?:sell[- ]?through(?: rate)?|sold out|sell out|sells out|selling out|in stock|stock levels?|stock on hand|on hand|inventory|how much stock|out of stock|low (?:on )?stock|running low|restock(?:ing)?|reorder|المخزون|مخزون|مخزونها|مخزونه|مخزونهم|الكميه المتوفره|متوفر في المخزون|نفد المخزون|خلصت الكميه|نفدت الكميه|قربت تخلص|قرب يخلص|قربت تنتهي|بتخلص|راح تخلص|على وشك النفاد|وشك النفاد)(?=\s|$)/, what: { en: 'stock levels (the warehouse holds sales, not inventory)', ar: 'كميات المخزون (البيانات تحوي المبيعات لا المخزون)' }, commerce: true },
  // Cohorts: what the customers first won in one period did later ("customers acquired in January, how many came
  // back", "cohort analysis by month"). They were the period's new customers, or the sales by month.
  { re: /(?:^|\s)(?:cohorts?|cohort analysis|(?:acquired|won|gained|first (?:ordered|bought|purchased))(?: \S+){0,4} (?:came back|come back|returned|ordered again|bought again|reordered|repurchased)|(?:came back|come back|ordered again|bought again|reordered|repurchased)(?: \S+){0,3} (?:of|from|among) (?:\S+ ){0,3}new customers|(?:of|from|among) (?:\S+ ){0,3}new customers(?: \S+){0,3} (?:came back|come back|ordered again|bought again|reordered|repurchased))(?=\s|$)/,
    what: { en: 'cohorts, what the customers first won in one period did later (ask for new customers of a period, returning customers, or the repeat customer rate)', ar: 'الأفواج، أي ما فعله العملاء الذين كسبتهم في فترة لاحقاً (اسأل عن العملاء الجدد في فترة، أو العملاء العائدين، أو نسبة العملاء المتكررين)' }, commerce: true },
  // Days (weeks, months) with nothing sold are not counted: "how many days this month had zero orders" was the
  // customers with no orders. A series by day shows each day, the empty ones too.
  { re: /(?:^|\s)(?:days?|weeks?|months?)(?: \S+){0,3} (?:with|that had|had|having|where we had|when we had|we had|without) (?:no|zero|0|any) (?:orders?|sales|revenue)(?=\s|$)|(?:^|\s)(?:ايام|الايام|يوم|اسابيع) (?:ما فيها|بدون|بلا|ما جانا فيها|ما بعنا فيها|ما كان فيها) (?:اي )?(?:طلبات|طلب|مبيعات)(?=\s|$)/,
    what: { en: 'days without orders counted (ask for orders by day to see each day, the empty ones too)', ar: 'عدّ الأيام التي بلا طلبات (اسأل عن الطلبات حسب اليوم لترى كل يوم، ومنها الأيام الخالية)' }, commerce: true },
  // Prices are kept as they are now, with no history: "any price changes recently", "which products did we raise the
  // price on" were the average price now.
  { re: /(?:^|\s)(?:price (?:changes?|history|increases?|decreases?|drops?|cuts?)|(?:change|changed|raise|raised|increase|increased|lower|lowered|cut|drop|dropped)d? (?:the |any |our )?prices?(?: on| of)?|prices? (?:changed|went up|went down|increased|decreased)|(?:تغيير|تغير|تغييرات|رفع|تخفيض|زياده) (?:في )?(?:ال)?(?:اسعار|سعر)|(?:رفعنا|غيرنا|خفضنا|نزلنا) (?:ال)?(?:اسعار|سعر))(?=\s|$)/,
    what: { en: 'price changes (prices are kept as they are now, without their history)', ar: 'تغييرات الأسعار (تُحفظ الأسعار الحالية دون تاريخها)' }, commerce: true },
  { re: /(?:^|\s)(?:top|best|best selling|most|highest|biggest|leading|worst|lowest|least|bottom)(?:\s\d{1,2})?\s(?:\S+\s){0,3}(?:in|for|per|of|within|across) (?:each|every)(?=\s)|(?:^|\s)(?:افضل|اكثر|اعلي|اقل|اسوا)(?:\s\d{1,2})?\s(?:\S+\s){0,3}(?:في كل|لكل|بكل|من كل)(?=\s)/, what: { en: 'the top of each group (the best product in each category)', ar: 'الأعلى في كل مجموعة (أفضل منتج في كل فئة)' } },
  // "Customers who bought both Oud Oil and Bakhoor", "bought Oud Oil but never Bakhoor", "اشتروا عود وبخور معاً": two
  // conditions on one customer's purchases. Read as one list of products, it answered those who bought either (586 for 26).
  { re: /(?:^|\s)(?:bought|purchased|ordered|buy|purchase|order)\s+both\s|(?:^|\s)(?:bought|purchased|ordered)\s+\S.*\s+but\s+(?:never|not)\s|(?:^|\s)(?:and also|as well as)\s.*(?:customers|buyers)|(?:^|\s)(?:اشتروا|اشترو|طلبوا)\s.+\s(?:مع بعض|معا|الاثنين|كلاهما)(?=\s|$)|(?:^|\s)(?:اشتروا|طلبوا)\s.+\s(?:بس ما|لكن ما|ولم|وما)\s(?:اشتروا|طلبوا)(?=\s|$)/,
    what: { en: 'customers who bought two things together, or one but never another (ask about each product\'s customers on its own)', ar: 'العملاء الذين اشتروا منتجين معاً، أو اشتروا منتجاً ولم يشتروا آخر (اسأل عن عملاء كل منتج على حدة)' } },
  // Profit here is sales less the products' cost, before refunds, shipping and other costs: "net profit", "profit after
  // refunds", "صافي الربح" led with net sales or read as that profit, unsaid.
  { re: /(?:^|\s)(?:net profit|net profits|net income|profit after (?:refunds|returns|expenses|costs|shipping|ads)|bottom line|صافي الربح|صافي الارباح|الربح الصافي|الارباح الصافيه|(?:الربح|الارباح) (?:الاجمالي|الاجماليه) و ?(?:الصافي|الصافيه)|الربح بعد (?:المرتجعات|المستردات|المصاريف|الشحن))(?=\s|$)/,
    what: { en: 'net profit (profit here is sales less the products\' cost, before refunds and other costs: ask for "profit")', ar: 'صافي الربح (الربح هنا هو المبيعات ناقص تكلفة المنتجات، قبل المبالغ المستردة والمصاريف الأخرى: اسأل عن «الربح»)' }, commerce: true },
  // The share of checkouts left unfinished needs the checkouts begun, which are not kept (it was the count of carts).
  { re: /(?:^|\s)(?:(?:cart |checkout )?abandonment rate|abandon rate|rate of (?:cart )?abandonment|نسبه (?:التخلي عن|ترك) (?:السله|السلات)|معدل (?:التخلي عن|ترك) (?:السله|السلات)|نسبه السلات المتروكه|معدل السلات المتروكه)(?=\s|$)(?! (?:اللي|الي|التي) (?:رجعت|انستردت|استردت|استرجعناها|استعدناها|رجعناها|رجعوا)(?:\s|$))/,
    what: { en: 'the cart abandonment rate (abandoned carts are counted and their recovery rate kept; the checkouts begun are not)', ar: 'نسبة ترك السلات (تُعدّ السلات المتروكة وتُحفظ نسبة استعادتها؛ أما عمليات الدفع التي بدأت فلا تُحفظ)' }, commerce: true },
  // "New customers in 2023" of a file or table with no customer id beside its own date (it was every customer who
  // bought that year, 47 for 0). One that has them names its new customers (custom/catalog-from-tables.ts), a
  // measure of that name, which this gap gives way to; returning customers are still not read there.
  { re: /(?:^|\s)(?:new|first[- ]time|returning|repeat) (?:customers?|clients?|buyers?)(?=\s|$)|(?:^|\s)(?:العملاء|عملاء|عميل) (?:الجدد|جدد|جديد|العائدين|عائدين|الراجعين)(?=\s|$)/,
    what: { en: 'new or returning customers in your own data (ask how many customers bought in a period)', ar: 'العملاء الجدد أو العائدين في بياناتك (اسأل كم عميلاً اشترى في فترة)' }, warehouseOnly: true },
  // What is bought together, and products new to the catalog, are not read (sales lists, a product's own sales or new
  // customers were answered).
  // What is bought together is read on the store's orders (ADR 44); a file or database keeps no pairs of its rows.
  { re: /(?:^|\s)(?:bought|ordered|purchased|sold|buy|sell|go) (?:\S+ ){0,2}together(?=\s|$)|(?:^|\s)(?:frequently|often|usually) bought(?=\s|$)|(?:^|\s)(?:bundles?|basket analysis|cross[- ]sell|also bought|bought with|bought alongside)(?=\s|$)|(?:^|\s)(?:تنباع|ينباع|تنشري|ينشري|انباعت|يشترونها|يشترونه|يطلبونها) مع(?=\s|$)|(?:^|\s)مع بعض(?:ها|هم)?(?=\s|$)/,
    unlessMetric: /^orders_together$/, what: { en: 'what is bought together in your files and databases (it can be asked of your store\'s own orders)', ar: 'ما يُشترى معاً في ملفاتك وقواعد بياناتك (يمكن السؤال عنه في طلبات متجرك)' } },
  { re: /(?:^|\s)(?:new products?|new items?|newly added products?|products? (?:we )?(?:added|launched)|latest products?|المنتجات الجديده|منتجات جديده|المنتجات اللي (?:ضفناها|اضفناها|نزلناها))(?=\s|$)/,
    what: { en: 'when products were added to the catalog (ask about a product\'s sales from a date)', ar: 'متى أُضيفت المنتجات إلى الكتالوج (اسأل عن مبيعات منتج منذ تاريخ)' }, commerce: true },
  // Advertising spend and the staff who sold are not in the store's orders (they were its whole sales; "marketing last
  // month", "what about marketing costs?" were last month's sales, the word dropped unsaid).
  { re: /(?:^|\s)(?:spend|spent|spending|pay|paid) (?:on|for) (?:ads|adverts|advertising|marketing|campaigns?|facebook ads|google ads|instagram ads)(?=\s|$)|(?:^|\s)(?:ad spend|ads spend|advertising spend|marketing spend|roas|return on ad spend|cost per click|cpc|cpa|cac|customer acquisition cost)(?=\s|$)|(?:^|\s)(?:marketing|advertising|ads|adverts|ad campaigns?)(?=\s|$)|(?:^|\s)(?:ال)?(?:تسويق|اعلانات)(?=\s|$)|(?:^|\s)(?:صرفت|صرفنا|دفعت|دفعنا) (?:علي|في|ع) (?:ال)?(?:اعلانات|اعلان|تسويق|حملات|الحملات)(?=\s|$)|(?:^|\s)(?:مصاريف|مصروفات|تكلفه|ميزانيه) (?:ال)?(?:اعلانات|تسويق|حملات)(?=\s|$)/,
    what: { en: 'advertising spend (connect Meta Ads or Google Ads in your data sources)', ar: 'الإنفاق على الإعلانات (اربط Meta Ads أو Google Ads من مصادر البيانات)' }, commerce: true },
  { re: /(?:^|\s)(?:sales ?reps?|salespe(?:rson|ople)|staff|employees?|employee of the month|cashiers?|agents?)(?=\s|$)|(?:^|\s)(?:موظف|موظفين|الموظفين|الموظف|موظفه|مندوب|مندوبين|المندوبين|البياع|البياعين)(?=\s|$)/,
    what: { en: 'your staff (orders do not say who sold them)', ar: 'الموظفين (الطلبات لا تذكر من باعها)' }, commerce: true },
  // Customers' contact details and messages written to them: "give me the emails of all customers", "export customer
  // phone numbers", "write me an email to a customer" were a 1,000-row list of sales by customer. The chat answers
  // with figures; contact lists belong to the store's own admin, and no phone numbers are kept.
  { re: /(?:^|\s)(?:phone numbers?|phones|mobile numbers?|mobiles|contact (?:details|info|information|list)|mailing list)(?=\s|$)|(?:^|\s)(?:list|give me|export|download|send me|show me|get me|all)(?: \S+){0,3} (?:e-?mails|e-?mail addresses)(?=\s|$)|(?:^|\s)(?:customers?|clients?) (?:e-?mails|e-?mail addresses)(?=\s|$)|(?:^|\s)(?:write|draft|compose|send)(?: me)? (?:an? )?(?:e-?mail|message|letter|sms|text)(?=\s|$)|(?:^|\s)(?:ارقام|رقم) (?:جوالات|جوال|هواتف|هاتف|تلفونات|تلفون)(?=\s|$)|(?:^|\s)(?:ايميلات|ايميل|بريد|عناوين) (?:العملاء|كل العملاء|جميع العملاء)(?=\s|$)|(?:^|\s)(?:اكتب|اكتبلي|اكتب لي|ارسل)(?: \S+)? (?:ايميل|رساله|بريد)(?=\s|$)/,
    what: { en: 'customers\' contact details or messages to them (the chat answers with figures; export contact lists from your store\'s admin)', ar: 'بيانات تواصل العملاء أو كتابة رسائل لهم (المحادثة تجيب بالأرقام؛ صدّر قوائم التواصل من لوحة متجرك)' }, commerce: true },
  // Left unnoticed, "median order value" was answered with another measure (the total, the average, a count). A median
  // or a standard deviation the catalog holds is answered (which one was named is known once the question is read:
  // `statisticMissed`); others are not.
  ...STATISTICS.map((statistic) => ({ re: statistic.said, unlessMetric: new RegExp(`^${statistic.prefix}`), what: statistic.gap })),
  { re: /(?:^|\s)(?:percentile|percentiles|quartile|quartiles|variance|volatility|volatile|التباين|التذبذب|المئين|الربيعي)(?=\s|$)/, what: { en: 'percentiles, variance and volatility (averages, medians, standard deviations, totals and the highest and lowest values can be asked)', ar: 'المئينات والتباين والتذبذب (يمكن السؤال عن المتوسطات والوسيط والانحراف المعياري والمجاميع وأعلى القيم وأدناها)' } },
  // "أكثر لون عباية مبيعاً", "المبيعات حسب اللون": colours are words of the products' names, not a split (it was one
  // product family's sales). One colour asked ("العبايات السوداء") is read.
  { re: /(?:^|\s)(?:(?:اكثر|افضل|احسن|اقل|اسوا|اي|وش|ايش) (?:ال)?(?:لون|الوان|مقاس|مقاسات)|(?:حسب|بحسب|لكل) (?:ال)?(?:لون|الوان|مقاس|مقاسات))(?=\s|$)|(?:^|\s)(?:(?:best|top|most popular|which) (?:colou?r|size)s?|by (?:colou?r|size)s?)(?=\s|$)/,
    what: { en: 'colours and sizes as a split (they are part of the products\' names: ask about one, such as "black abayas")', ar: 'الألوان والمقاسات كتقسيم (هي جزء من أسماء المنتجات: اسأل عن واحد منها، مثل «العبايات السوداء»)' }, commerce: true, unless: 'color' },
  // "المبيعات آخر الشهر", "نص الشهر": a part of a month by no dates (it was every sale of all time, the words dropped).
  // "من أول الشهر" and "آخر شهر" (the last month) are periods of their own; "نهاية الشهر الماضي" is part of one.
  { re: /(?:^|\s)(?<!(?:من|لين|الين|حتي|الي|لغايه|لحد) )(?:(?:في|ب) )?(?:اخر|نهايه|نص|منتصف|اواخر|اواسط) الشهر(?=\s|$)/,
    what: { en: 'part of a month by no dates (ask with its dates, such as "sales from the 10th to the 20th of this month")', ar: 'جزء من الشهر دون تواريخ (اسأل بتواريخه، مثل «المبيعات من يوم ١٠ لين يوم ٢٠ هالشهر»)' } },
  // "tomorrow", "the next 7 days", "the rest of the month", "بكرة", "الأسبوع الجاي": days that have not come (left unnoticed,
  // the answer was over all time).
  { re: /(?:^|\s)و?(?:forecast|predict|prediction|projection|projected|expected revenue|expected sales|next month|next year|next week|next quarter|next (?:\d+|few|couple of) (?:days|weeks|months)|the coming (?:days|weeks|months)|coming (?:days|weeks|months)|upcoming|tomorrow|rest of (?:the|this) (?:month|week|year|quarter)|next (?:monday|tuesday|wednesday|thursday|friday|saturday|sunday)|توقع|توقعات|تنبؤ|الشهر الجاي|الشهر القادم|السنه القادمه|السنه الجايه|الاسبوع الجاي|الاسبوع القادم|الربع القادم|الربع الجاي|بكره|بكرا|غدا|باكر|باجر|بجر|الايام الجايه|الايام القادمه|باقي الشهر)(?=\s|$)/, what: { en: 'forecasts of future periods', ar: 'توقعات الفترات القادمة' }, future: true },
];

/**
 * What the question asks that cannot be answered yet, or null. A word that is one of the store's own values ("Ramadan
 * Box", a product) or names something its files hold ("stock" in a stocks.csv) is not a gap.
 */
export function unsupportedOf(text: string, catalog?: Catalog, pastAsked: () => boolean = () => false): Words | null {
  for (const missing of UNSUPPORTED) {
    const found = text.match(missing.re)?.[0].trim();
    if (!found) continue;
    // "I have a meeting tomorrow what were sales last week": the future word is talk beside the period asked (it
    // refused the whole question). Set against it or joined to it ("this month and next month") it is still asked.
    const joined = /^و/.test(found) || /(?:^|\s)(?:and|or|&|vs|versus|than|او|مقابل)\s*$/.test(text.slice(0, text.indexOf(found)));
    if (missing.future && !joined && !/(?:^|\s)(?:vs|versus|compare|compared|against|مقارنه|قارن|مقابل)(?=\s|$)/.test(text) && pastAsked()) continue;
    if (missing.unless && catalog?.dimensions.some((d) => d.key === missing.unless)) continue;
    if (missing.unlessMetric && catalog?.metrics.some((m) => missing.unlessMetric!.test(m.key))) continue;
    // (A file with a column of that name answers it by the column.)
    if (missing.warehouseOnly && (!catalog || catalog.orders || catalog.metrics.some((m) => [...m.synonyms.en, ...m.synonyms.ar].map(normalise).includes(found)))) continue;
    if (missing.commerce && catalog && (!catalog.orders || catalog.metrics.some((m) => m.table && !catalog.tables[m.table]?.schema?.startsWith('warehouse')))) continue;
    if (catalog?.dimensions.some((d) => d.values?.some((v) => normalise(v).split(' ').includes(found)))) continue;
    return missing.what;
  }
  return null;
}
