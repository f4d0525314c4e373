import { isBound, sharedBy, type Catalog, type CatalogTable, type ConversationContext, type Grain, type Filter, type Locale, type LookupPlan, type Period, type QueryPlan, type Understanding, type UnderstandOptions, type Words } from '../types.ts';
import { plural, singular } from '../custom/table-words.ts';
import { normalise } from './normalise.ts';
import { PACE_GAP, PERIOD_SAID, paceAsked, paced } from './pace.ts';
import { measuredAfter, togetherAsked } from './measures-together.ts';
import { rowAskOf, rowDescribed } from './row-described.ts';
import { todayIn, zoneFormat, addDays, addMonths, monthStart, iso, daysBetween, parseIso, unitsBetween, bucketEnd, type Day } from './dates.ts';
import { containsOf, nameDimensionOf } from './contains.ts';
import { GENERIC_COUNT } from '../custom/catalog-from-tables.ts';
import { AR_FUNCTION_WORDS } from './transliterate.ts';
import { MONTH_PATTERN } from './month-names.ts';
import { WEEKDAY_PATTERN, findPeriod, joinedPeriod, partOfPeriod, monthPeriod, quarterPeriod, yearPeriod, shiftPeriod, soFar, unreadPeriod, wholeBuckets, wholeWeeks } from './periods.ts';
import { findCompare, periodAfter } from './compare.ts';
import { runningOneAYearBefore, sameTimeLastYear } from './same-time-last-year.ts';
import { withRunningStep } from './running-step.ts';
import { partsComparedOf, timeOfDayOf } from './times-of-day.ts';
import { referenceOf, keptTo, EACH_LISTED } from './references.ts';
import { LOOKUP_LIMIT, lookupFilterFits } from '../sql/lookup.ts';
import { openLateAsked } from './open-late.ts';
import { onTheWayAsked, ordersNotDeliveredAsked } from './on-the-way.ts';
import { stuckOnTheWayAsked } from './stuck-on-the-way.ts';
import { orderAgeAsked } from './order-age.ts';
import { summaryAsked } from './summary.ts';
import { abroadSaid } from './abroad.ts';
import { asksAboutLookedUpOrder, asksWhatLookedUpOrderHolds } from './order-follow-up.ts';
import { rephrase } from './rephrase.ts';
import { listedCountOf, rowOrderOf } from './list-follow-ups.ts';
import { boughtAsked, saysBought } from './bought.ts';
import { purchasesOfOne } from './purchases-of-one.ts';
import { thingsListed } from './things-listed.ts';
import { monthlyWorthAsked, worthAsked } from './worth.ts';
import { biggestOneAsked } from './biggest-one.ts';
import { TARGET_GAP, targetAsked, targetFits } from './targets.ts';
import { wholeWithinCounted } from './whole-within.ts';
import { contentsOfShownOrder } from './what-was-in-it.ts';
import { sameSplitRanked } from './same-split-ranked.ts';
import { billingIntervalsSaid } from './billing-intervals.ts';
import { stateCompared, statesOnly } from './state-compared.ts';
import { rateAsked } from './rate-of-it.ts';
import { cameBackAsked } from './came-back.ts';
import { otherVariantAsked } from './other-variant.ts';
import { whyThatOne } from './why-that-one.ts';
import { groupsOfCount } from './who-they-are.ts';
import { recoveredOfThem } from './recovered-of-them.ts';
import { refusedAsked } from './refused.ts';
import { bucketPointedAt } from './that-bucket.ts';
import { customersOfCounted } from './their-customers.ts';
import { datedRowsAsked, narrowedBy, withNamed } from './dated-rows.ts';
import { dateColumnWordsOff } from './date-column-words.ts';
import { asksForSql, chartOf, hostileKind, isReset, lookupOf, recentAsked, recentOrders } from './intents.ts';
import {
  ALL_OF, AMBIGUOUS_INCOME, HOLDS_NOW, NUMBER_WORDS, SMALL_COUNT, AVERAGE, JOINS_VALUES, dropsFilters, grainOf, perBucketOf, stepsOf, superlativeOf, hasFall, fallsPastThreshold, hasGrowth, hasRise, rankedBucketOf, hasShare, hasTrend, isFollowUp, negatesBefore, stripGrowth, stripShare, stripTrend, topOf,
} from './modifiers.ts';
import { lexiconOf, matchPhrases, namesRate, type Hit } from './lexicon.ts';
import { beginsAValue, matchValues, namesKnownValue } from './values.ts';
import { stateBeforeNoun, statesAsValues } from './states.ts';
import { ORDER_WORDS, THRESHOLD_MARK, markThreshold, numbersInWords, thresholdOf, type Threshold } from './thresholds.ts';
import { perCustomerOf } from './per-customer.ts';
import { perGroupFits, perGroupOf, perOneSaid } from './per-group.ts';
import { worldPartsUnread } from './value-aliases.ts';
import { variantFilters } from './variants.ts';
import { spokenNumbers } from './spoken-numbers.ts';
import { kinNamesOff, requestOf } from './side-remarks.ts';
import { camelApart } from './run-together.ts';
import { switchedAggregate } from './aggregate-switch.ts';
import { temperatureThreshold } from './temperature.ts';
import { comparisonBeforeColumn, noneOnColumn } from './said-on-column.ts';
import { durationThreshold } from './durations.ts';
import { rankAsked, rankedPlan } from './rank.ts';
import { groupTotalOf, type GroupTotal } from './group-totals.ts';
import { FOUNDING_DAY_PATTERN, NATIONAL_DAY_PATTERN, countryDaysOf } from './sale-days.ts';
import { amountKeyOf } from '../custom/catalog-from-tables.ts';
import { monthsEveryYear } from './month-each-year.ts';
import { columnEndSaidAfter } from './column-ends.ts';
import { stampNow } from '../sql/clock.ts';
import { whyChanged } from './why-changed.ts';
import { cannot, cannotYet, greet, chartNeedsSplit, keptByYear, noDates, clarifyColumn, clarifyIncome, cannotSplit, cannotSplitBy, noSuchPeriod, notYet, afterData, refuse, clarifyWhichOrder } from './replies.ts';
import { bothNamed, boughtTogether } from './bought-together.ts';
import { ABSENT_GAP, PER_GROUP_GAP, THRESHOLD_GAP, unsupportedOf } from './unsupported.ts';
import { statisticMissed, statisticSaid } from './column-statistics.ts';
import { absenceOf, absentPlan } from './absent.ts';
import { absentFits } from '../sql/absent.ts';
import { correctSpelling, isDataWord, isKnownWord, shortFormsSpelledOut } from './spelling.ts';
import { addsUp, chooseBase } from '../sql/resolve.ts';
import { MAX_ENDS, separable } from '../sql/compile.ts';
import { havingFits } from '../sql/validate-plan.ts';
import { WEEKDAY_NAMES, fromTimeOf, weekendOf, weekStartsOf } from '../semantic/week-days.ts';
import { owningKind } from './namesakes.ts';
import { managerOf } from './manager-of.ts';
import { whereIsTheirOrder } from './where-is-their-order.ts';
import { asksForUnnamedOrder, customerOfReply } from './which-order.ts';
import { answerLanguage } from './reply-language.ts';
import { arabiziRead } from './arabizi.ts';

/** Place dimensions from the widest to the narrowest. */
const NARROWER = ['country', 'region', 'city'];
const VERB_LINKS = new Set(['by', 'with', 'via', 'using', 'through']);
/** The verb of "what share of orders in Riyadh were paid by mada", "كم نسبة طلبات الرياض اللي دفعت بمدى": what follows is shared out. */
const SHARE_VERB = /^(?:are|were|was|is|came|come|comes|paid|placed|made|bought|went|اللي|التي|الذي|الي|كانت|كان|جات|جاءت|دفعت|دفعوا)$/;
const HOW_MANY_SOLD = /(?:^|\s)how many(?:\s.*)?\s(?:did (?:we|i) sell|were sold|have we sold|did we sold|sold)(?=\s|$)/;
// The noun opening the question asks the same as the verb ("مقارنة متوسط سعر AAPL و MSFT في ٢٠٠٨" set 2008 against 2007).
/** "Each on its own": "separately", "كل وحدة لحال", "كل واحد على حدة", "كل مدينة لوحدها" ("كل شهر لحاله" is by month: rephrase.ts). */
const EACH_APART = /(?:^|\s)(?:(?:each )?separately|each on its own|(?:كل|لكل) (?:وحده|واحد|وحد|(?!(?:يوم|اسبوع|شهر|ربع|سنه) )\S+) (?:لحال|لحالها|لحاله|بحالها|بحاله|بروحها|بروحه|لوحدها|لوحده|علي حده|علي حدا)|(?:كل وحده|كل واحد|كل) علي حده|علي حده|بشكل منفصل|منفصله|منفصلين)(?=\s|$)/;
/** "وكم", "and how many": a second number asked beside the first. */
const AND_HOW_MANY = /(?:^|\s)(?:وكم|و كم|and how (?:many|much))(?=\s)/;
const COMPARE_VERB = /(?:^|\s)(?:compare|قارن|قارنها|قارنلي|قارن لي|^(?:ال)?مقارنه|difference between|(?:the )?difference in \S+(?: \S+)? between|الفرق بين|الفرق في \S+ بين)(?=\s)/;
const CART_VALUE = /(?:^|\s)(?:their value|the value|how much (?:were )?they worth|worth|قيمتها|قيمتهم|وقيمتها|قيمه السلات|كم قيمتها)(?=\s|$)/;
/** "What did customers buy the most", "وش اشتروا اكثر شي": the things bought. */
const SOLD_WHAT = /^(?:what|which|whats|what s|what is|what are|what has|what have|وش|ايش|شو)(?: \S+){0,3} (?:sold|sells|sell|selling|moved|moving|انباع|انباعت|بعناه|بعنا|تنباع|ينباع|مبيعا)(?=\s|$)/;
const BOUGHT_WHAT = /(?:^|\s)(?:what (?:did|do|does|have) (?:\S+ ){0,5}(?:buy|order|purchase|spend(?: \S+){0,3} on|spent(?: \S+){0,3} on)|وش (?:اشتروا|يشترون|اشترى|طلبوا)|ايش (?:اشتروا|يشترون|طلبوا)|ماذا (?:اشترى|اشتروا|يشتري))(?=\s|$)/;
/** "The Friday before that", "الجمعة اللي قبلها": the same weekday a week before the day just asked about. */
const DAY_BEFORE = new RegExp(`(?:^|\\s)(?:the )?(?:${WEEKDAY_PATTERN}) (?:before (?:that|it)|اللي قبلها|اللي قبله|الي قبلها|الي قبله|قبلها)(?=\\s|$)`);
/** "How much did Riyadh spend", "كم صرفوا": what customers spent is the store's sales, unless a measure is named. */
// "How much did Canada buy": an amount bought is money spent, not the buyers counted.
const SPENT = /(?:^|\s)(?:spend|spent|spending|صرفوا|صرف|صرفت|صرفو|انفقوا|انفق|انفقت|دفعوا|دفع|دفعت)(?=\s|$)|(?:^|\s)how much did .+ (?:buy|purchase)(?=\s|$)/;
const ALL_TIME = /(?:^|\s)(?:ever|of all time|all time|all-time|on record|since (?:the beginning|we started|we opened|the start)|in history|على الاطلاق|منذ البدايه|من البدايه|طول الوقت|كل الوقت|من اول ما فتحنا|منذ الافتتاح)(?=\s|$)/;
/** Time buckets from the shortest; a period as long as one bucket holds nothing to rank. */
const GRAIN_ORDER = ['day', 'week', 'month', 'quarter', 'year'];
/** The span a state over time is drawn over when no period is named ("MRR by month": the last 12 months). */
const STATE_SPAN: Record<Grain, string> = { day: 'last 30 days', week: 'last 12 weeks', month: 'last 12 months', quarter: 'last 2 years', year: 'last 5 years' };
/** "And the month before?", "امم والشهر اللي قبله؟" alone after an answer. */
const THE_ONE_BEFORE = /^(?:(?:um|uh|umm|hmm|so|ok|okay|امم|اممم|طيب|يعني) )*(?:(?:and|what about|how about) )?(?:the )?(day|week|month|quarter|year) before(?: that| it)?$|^(?:(?:um|uh|umm|hmm|امم|اممم|طيب|يعني) )*(?:و ?)?(?:ال|لل)?(يوم|اسبوع|شهر|ربع|سنه) (?:اللي|الي|الذي|التي) (?:قبله|قبلها)$/;
const UNIT_OF_WORD: Record<string, string> = { day: 'day', week: 'week', month: 'month', quarter: 'quarter', year: 'year', 'يوم': 'day', 'اسبوع': 'week', 'شهر': 'month', 'ربع': 'quarter', 'سنه': 'year' };
/** "The highest price for each symbol", "أعلى سعر لكل سهم": each group's own end of a level, not the groups ranked. */
const EACH_GROUP = /(?:^|\s)(?:for each|for every|per|each|لكل|كل)(?=\s)/;
const END_WORD = /(?:^|\s)(?:highest|lowest|max|maximum|min|minimum|peak|اعلي|ادني|اقل|اكبر|اصغر)(?=\s)/;
/** Columns that hold a level (a price, a temperature, a speed, a rate, a position), never a quantity to add up. */
const LEVEL_COLUMN = /(?:^|_)(?:price|prices|temp|temperature|temp_max|temp_min|max|min|rate|ratio|pct|percent|percentage|score|rating|age|lat|lng|lon|latitude|longitude|speed|wind|humidity|level|balance|avg|average|mean|close|open|high|low)(?:_|$)/;
const OF_SALES = /(?:^|\s)(?:of|from|out of|من) (?:the |total |ال|اجمالي )?(?:sales|revenue|مبيعات|المبيعات|ايرادات|الايرادات)(?=\s|$)/;
/** A measure's rate of the store's sales, for "what share of sales is discounts". */
const RATE_OF: Record<string, string> = { discounts: 'discount_rate', refunds: 'refund_rate' };
/** The orders of a kind of customer: "sales from returning customers", "مبيعات العملاء الجدد". */
// "of new vs returning customers"; "العائدين" is written "العايدين" once normalised.
// ("متوسط قيمة الطلب للعملاء الجدد مقارنة بالعملاء العائدين": a measure "for" new customers is theirs, split or
// filtered; it was the store's AOV beside a count of new customers.)
const FROM_CUSTOMERS = /(?:^|\s)(?:from|by|of|among|to)\s(?:the\s|our\s)?(?:new|returning|repeat|first time|first-time|loyal|existing)(?:\s(?:vs\.?|versus|and|or)\s(?:new|returning|repeat))?\s(?:customers|buyers|clients|shoppers)(?=\s|$)|(?:^|\s)(?:مبيعات|ايرادات|طلبات|المبيعات|الايرادات|الطلبات|من)\s(?:ال)?(?:عملاء|زبائن)\s(?:ال)?(?:جدد|عائدين|عايدين|متكررين|دائمين)(?=\s|$)|(?:^|\s)(?:لل|ل|عند ال|بين ال|بال)(?:عملاء|زبائن|زباين)\s(?:ال)?(?:جدد|عائدين|عايدين|العائدين|متكررين|دائمين)(?=\s|$)/;
/** Columns named for an end of a level: the day's highest temperature, a share's high or low of the day. */
const MAX_COLUMN = /(?:^|_)(?:max|maximum|high|highest)(?:_|$)/;
const MIN_COLUMN = /(?:^|_)(?:min|minimum|low|lowest)(?:_|$)/;
/** Arabic words around a question that name nothing in the data: question words, pronouns, fillers (normalised). */
/** Question words too common to say which column a question means. */
const STOP_WORDS = new Set(['what', 'which', 'when', 'with', 'from', 'show', 'much', 'many', 'this', 'that', 'last', 'year', 'month', 'كانت', 'خلال', 'هذه', 'هذا']);
/** The most days one bucket of each grain holds. */
const BUCKET_DAYS: Record<Grain, number> = { day: 1, week: 7, month: 31, quarter: 92, year: 366 };
const TOTAL_ASKED = /(?:^|\s)(?:total|sum|combined|altogether|in all|اجمالي|مجموع|المجموع)(?=\s|$)/;
/**
 * "How much have they spent in total?", "كم أنفق هذا العميل إجمالا؟" after their sales product by product: one
 * figure, the split dropped (it was the same table again).
 */
const IN_TOTAL = /(?:^|\s)(?:in total|altogether|all together|overall|in all|اجمالا|بالاجمال|بالمجموع|بالاجمالي)(?=\s|$)/;
// "كم متوسط الفاتورة": how much the average is, no count ("كم" asks both).
const COUNT_ASKED = /(?:^|\s)(?:how many|number of|count|counts|كم عدد|عدد|كم(?! (?:ال)?(?:متوسط|معدل|مجموع|اجمالي|نسبه|قيمه|سعر|مبلغ)(?:\s|$)))(?=\s|$)/;
const PAYERS = /(?:^|\s)(?:customers|clients|buyers|people|shoppers|العملاء|الزبائن|الناس) (?:pay|paid|spend|spent|buy|bought|دفعوا|صرفوا|اشتروا|يدفعون|يصرفون)(?=\s|$)/;
/** Words that say a customer is meant: what they spent, bought or ordered. */
const CUSTOMER_CUE = /(?:^|\s)(?:spent|spend|spends|spending|bought|buy|buys|ordered|orders|order|purchased|purchases|customer|customers|client|clients|صرف|صرفت|يصرف|اشتري|اشترت|اشتراها|طلب|طلبت|طلبات|عميل|العميل|العميله|الزبون|زبون|مشتريات)(?=\s|$)/;
const SLOWEST = /(?:^|\s)slowest(?=\s|$)/;
const CARRIER_WORDS = /(?:^|\s)(?:carriers?|couriers?|shipping compan(?:y|ies)|delivery compan(?:y|ies)|ship modes?)(?=\s|$)/;
const SPEED = /(?:^|\s)(?:fastest|quickest|slowest (?:carrier|courier|shipping|delivery|ship mode)|(?:ال)?اسرع|(?:ال)?ابطا)(?=\s|$)/;
/** A whole message that only greets or asks what can be asked ("hi", "السلام عليكم", "what can you do"). */
const HELLO = /^(?:hi|hello|hey|hiya|yo|good (?:morning|afternoon|evening)|salam|salaam|assalamu alaikum|help|menu|start|what can (?:you do|i ask|you answer|you tell me)|what (?:questions|kind of questions|things) can (?:you answer|i ask(?: you)?)|what do you do|who are you|how (?:does this|do you) work|السلام عليكم|سلام عليكم|السلام|سلام|مرحبا|مرحبا بك|هلا|هلا والله|اهلا|اهلين|هاي|صباح الخير|مساء الخير|مساعده|ساعدني|وش تقدر تسوي|ايش تقدر تسوي|ماذا تستطيع ان تفعل|(?:ماذا|ما الذي) (?:يمكنك|تستطيع) ان (?:تجيب|تجيب عنه|تجيب عليه)|(?:وش|ايش) (?:تقدر|تعرف) (?:تجاوب|تجاوب عليه)|من انت|مين انت|كيف اسالك)(?: (?:there|bot|dukkan|دكان))?$/;
/** A whole message that only thanks. */
const THANKS = /^(?:thanks?|thank you(?: (?:so|very) much)?|thx|ty|great thanks|ok thanks|cheers|شكرا|شكرا لك|شكرا جزيلا|مشكور|يعطيك العافيه|الله يعطيك العافيه|تسلم|جزاك الله خير)$/;
/** The noun a question asks for, right after its question words: "what's the weather", "how many visitors". */
const OBJECT_ASKED = /^(?:what s|whats|what is|what are|what was|what were|show me|show|tell me|how many|how much|give me|list)(?: (?:the|my|our|your|all|total))? ([a-z]{4,})(?=\s|$)/;
const SELL_VERB = /^(?:sold|sell|sells|selling|بعنا|بعت|البيع|باع|باعت|انباع)$/;
/** Statuses only a shipment has. */
const SHIPMENT_STATUS = /(?:^|\s)(?:shipment|shipping|delivery) status(?:es)?(?=\s|$)|(?:^|\s)حاله (?:ال)?(?:شحن|شحنه|شحنات|توصيل)(?=\s|$)/;
const SHIPMENT_STATES = new Set(['label_created', 'shipped', 'in_transit', 'out_for_delivery', 'delivered', 'failed_attempt', 'exception', 'lost']);
/** "When was that?", "وفي أي يوم؟": asked of an answer that was one highest or lowest value, or one thing ranked first. */
const CUMULATIVE = /(?:^|\s)(?:cumulative(?:ly)?|cumulated|accumulated|running (?:total|sum)(?: of)?|year to date running total|(?:ال)?تراكمي(?:ه)?|(?:ال)?مجموع (?:ال)?تراكمي|(?:ال)?اجمالي (?:ال)?تراكمي|بشكل تراكمي)(?=\s|$)/;
/** "The highest wind in 2015 and when?", "… ومتى": the day it was, said as the English is read (alone, WHEN_THAT). */
const WHEN_TOO = /(\S)\s+(?:and when|and on what (?:day|date)|and (?:on )?(?:which|what) (?:day|date)|ومتي(?: كان| كانت| صار| حصل)?|وفي اي يوم|وباي يوم)$/;
/** "By how much did AOV change this month vs last month": the change asked, as "AOV this month vs last month" asks it. */
const BY_HOW_MUCH = /^(?:by )?how much (?:did|has|have) (?=\S+(?: \S+){0,3} (?:change|changed|grow|grew|fall|fell|drop|dropped|increase|increased|decrease|decreased)\s)/;
const ORDER_END_EN = /(^|\s)(?:the )?(minimum|min|smallest|lowest|maximum|max|largest|biggest|highest) (?:order value|order amount|order total|order size|basket value)(?=\s|$)/g;
const ORDER_END_AR = /(^|\s)(?:كم |ما |ايش |وش )?(اصغر|اقل|ادني|اكبر|اعلي) (?:قيمه )?طلب(?=\s|$)/g;
/** "Minimum order value", "max order value last month", "أصغر قيمة طلب", "كم أقل طلب": the one order at that end (they were the count of orders). */
function orderAtEnd(said: string): string {
  // "The largest refund", "أكبر مبلغ مسترد": the one refund at that end, a measure of its own ("largest" alone ranks).
  // ("The highest refund rate" is the rate ranked: it was the largest refund.)
  return said.replace(/(^|\s)(?:the )?(?:largest|biggest|highest|max|maximum) (?:single )?refund(?:s)?(?=\s|$)(?! (?:rate|rates|ratio|percentage|percent|share)(?:\s|$))/g, '$1maximum refund')
    .replace(/(^|\s)(?:اكبر|اعلي) (?:مبلغ )?(?:مسترد|استرداد|مبلغ مسترد)(?=\s|$)/g, '$1اقصي مبلغ مسترد')
    .replace(ORDER_END_EN, (_m, space: string, end: string) => `${space}the ${/^(?:minimum|min|smallest|lowest)$/.test(end) ? 'smallest' : 'biggest'} order`)
    .replace(ORDER_END_AR, (_m, space: string, end: string) => `${space}${/^(?:اصغر|اقل|ادني)$/.test(end) ? 'اقل' : 'اعلي'} طلب`);
}
/** Words that ask a measure of someone, not their orders listed: "spend", "how much", "كم صرف". */
const MEASURED = /(?:^|\s)(?:spend|spent|spending|paid|pay|revenue|sales|sold|units|items|how much|total|صرف|صرفت|انفق|انفقت|دفع|دفعت|مبيعات|كم)(?=\s|$)/;
const WHEN_THAT = /^(?:and |و)?(?:when was (?:that|it)|when did (?:that|it) happen|when|(?:on |in |during )?(?:which|what) (?:day|date|month|year|week)(?: (?:was (?:that|it)|did (?:that|it) happen))?|on what (?:day|date)|متي|امتي|متي كان ذلك|متي كان|متي صار|(?:في |ب)?(?:اي|انهو|اني) (?:يوم|تاريخ|شهر|سنه|اسبوع)(?: كان)?)$/;
/** The time unit a "when" asks in: "in which month?" is a month, "which year?" a year, else the day. */
const whenGrain = (text: string): Grain => (/(?:month|شهر)/.test(text) ? 'month' : /(?:year|سنه)/.test(text) ? 'year' : /(?:week|اسبوع)/.test(text) ? 'week' : 'day');
/** "Including shipping and taxes", "شامل الشحن والضريبة": what gross sales hold already. */
const INCLUDED_EXTRAS = /(?:^|\s)(?:including|incl|inclusive of|with|plus) (?:the )?(?:shipping|delivery)(?: (?:and|&|or) (?:the )?(?:tax|taxes|vat))?(?=\s|$)|(?:^|\s)(?:including|incl|inclusive of|plus) (?:the )?(?:tax|taxes|vat)(?: (?:and|&|or) (?:the )?(?:shipping|delivery))?(?=\s|$)|(?:^|\s)(?:شامل|شامله|بما فيها|بما فيه|مع) (?:ال)?(?:شحن|توصيل)(?: و ?(?:ال)?(?:ضريبه|ضرايب|ضرائب))?(?=\s|$)(?!\s(?:ال)?مجاني)|(?:^|\s)(?:شامل|شامله|بما فيها|بما فيه) (?:ال)?(?:ضريبه|ضرايب|ضرائب)(?: و ?(?:ال)?(?:شحن|توصيل))?(?=\s|$)/g;
/** Counting words that name no table ("how many", "عدد"), normalised as the lexicon's phrases are. */
const GENERIC_COUNT_WORDS = new Set(GENERIC_COUNT.map(normalise));
/** "Who was it for?", "لمين كانت؟": the customer of the one thing just named. */
const WHO_FOR = /^(?:and |و)?(?:who (?:was (?:it|that) for|is it for|bought (?:it|that)|placed (?:it|that)|ordered (?:it|that))|whose (?:is|was) (?:it|that)|for whom|who (?:was|is) the (?:customer|buyer|client)|which customer (?:was|is) (?:it|that)|لمين كانت|لمين كان|لمين|لمن كانت|لمن كان|لمن|مين اشتراها|مين اشتراه|مين طلبها|مين طلبه|مين صاحبها|مين صاحبه|(?:مين|من) (?:كان )?(?:العميل|الزبون))$/;
/** "Where is she from?", "ومن وين؟", "من وين هم؟": the place of the one customer just named, or of those listed. */
const WHERE_FROM = /^(?:and |و)?(?:(?:وش |ايش |وين )?(?:مدنهم|مدينتهم|مدينه كل واحد(?: منهم)?|مدينه كل عميل)|where (?:is|are|was|were) (?:she|he|they|it|that|these|those)(?: customers)? from|where from|from where|where do(?:es)? (?:she|he|they) live|(?:و)?من وين(?: (?:هم|هو|هي))?|وين ساكن|وين ساكنه|وين ساكنين|من اي مدينه|من اي بلد|من اي دوله)$/;
/** The splits that say whose or where, in the warehouse's keys and as files and databases label them. */
const PERSON_KEYS = ['customer', 'customer_id'];
const PLACE_KEYS = ['city', 'country', 'billing_city', 'billing_country'];
/**
 * Whether the words before a split say its value is there ("have a", "with a", "عندهم") or not ("without a", "with no",
 * "ما عندهم", "بدون"), as in "customers who have a company".
 */
function heldSaid(words: string[], at: number): 'present' | 'missing' | undefined {
  const [two, one] = [words[at - 2] ?? '', words[at - 1] ?? ''];
  if (/^(?:a|an|any)$/.test(one) && /^(?:without|no)$/.test(two)) return 'missing';
  if (one === 'no' && /^(?:with|have|has)$/.test(two)) return 'missing';
  if (/^(?:a|an)$/.test(one) && /^(?:with|have|has|having)$/.test(two)) return 'present';
  if (/^(?:بدون|بلا)$/.test(one) || (/^(?:عنده|عندهم|عندها|لديه|لديهم|لها|له|لهم)$/.test(one) && /^(?:ما|مو|ليس|لا)$/.test(two))) return 'missing';
  if (/^(?:عنده|عندهم|عندها|لديه|لديهم|لديها)$/.test(one)) return 'present';
  return undefined;
}

/** "Which one is the highest", "مين أكثر وحدة", "وأيها الأعلى": one of the values just named, ranked. */
const ONE_OF_THEM = /^(?:and |so )?(?:which|who)(?: one)?(?: of (?:them|these|those|the three|the two))? (?:is|was|has|had|did|got|made|sold) (?:the )?(?:highest|biggest|best|most|top|lowest|smallest|worst|least)(?: one)?$|^(?:و|طيب )?(?:(?:مين|من|وش|ايش|شو|اي|انهي|انهو) (?:فيهم |منهم |فيها |منها )?(?:ال)?|و?(?:ايها|ايهم|ايهما) (?:ال)?)(?:اكثر|اعلي|افضل|احسن|اقل|اسوا|ادني|اضعف)(?: واحد| وحده| وحد)?(?: (?:فيهم|منهم|فيها|منها))?$/;
const LOWEST = /(?:lowest|smallest|worst|least|اقل|اسوا|ادني|اضعف)/;
/** "When was …", "متى كان …": a moment is asked, so the ranked thing is a day. */
const WHEN_ASKED = /^(?:when (?:was|were|did|is)|on what (?:day|date)|متي|امتي|في اي يوم)(?=\s)/;
/** A question about the answer just given: "which …", "وش …". */
// "أيها الأبطأ؟", "وأيهم الأضعف؟": which of them, as one word.
const WHICH = /^(?:and )?(?:which|what|وش|ايش|اي|ما|ماهو|ماهي|مين|و?ايها|و?ايهم|و?ايهما)\s/;
/** "Which one is", "which has", "what was": one asked for, not a list. */
// ("And the best?", "the worst one", "والأفضل؟": one, whatever the list before held.)
const ONE_ASKED = /^(?:and )?(?:which|what)(?: one)?(?: of (?:them|these|those))? (?:is|has|had|was|did|does|made|sold|got|grew|fell|dropped|declined|rose|improved)(?:\s|$)|^what'?s\s|^(?:and |so |but |what about |which is )?(?:the )?(?:best|worst|top|bottom|highest|lowest|biggest|smallest|largest)(?: one)?$|^(?:و|طيب )?(?:ال)?(?:افضل|اسوا|الافضل|الاسوا)(?: واحد| وحده)?$/;
/** Words that judge rather than measure: "worst" and "best", whose direction depends on whether less is better. */
const JUDGED = /(?:^|\s)(?:worst|best|اسوا|الاسوا|افضل|الافضل|احسن|الاحسن)(?=\s|$)/;
/**
 * "The busiest day", "the slowest week": ranked by how many orders came, unless a measure is named. "The slowest selling
 * products" are not the fewest orders (most tied at one) but the least sold, as "slow moving products" are.
 */
const BUSY = /(?:^|\s)(?:busiest|slowest(?! (?:selling|sellers?|moving|movers))|quietest|ازحم|الازحم|اهدا|الاهدا)(?=\s|$)/;
const GROUP_MARKERS = new Set(['by', 'per', 'each', 'across', 'for each', 'every', 'حسب', 'لكل', 'بحسب', 'كل', 'وفق', 'على', 'split', 'which', 'what', 'اي', 'وش', 'ايش', 'انهي', 'مين']);

/**
 * The rate of a count of some rows among all of them ("orders with a discount" → the share of orders with a discount):
 * a percentage on the same table whose numerator is that count.
 */
function rateOfCount(key: string, catalog: Catalog): string | undefined {
  const count = catalog.metrics.find((m) => m.key === key);
  if (!count || count.format !== 'count' || !/FILTER \(WHERE/.test(count.sql)) return undefined;
  // (Of all the rows, or of all the things counted: returning customers among the customers.)
  return catalog.metrics.find((m) => m.format === 'percent' && m.table === count.table && m.sql.startsWith(`${count.sql}::numeric / nullif(count(*), 0)`))?.key
    ?? catalog.metrics.find((m) => m.format === 'percent' && m.table === count.table && m.sql.startsWith(`${count.sql}::numeric / nullif(`))?.key;
}

/** One calendar year a period lies in ("2024", "March 2024", "Q3 2024"), or none. */
function yearOfPeriod(period: Period): number | undefined {
  const first = Number(period.from.slice(0, 4));
  return Number(iso(addDays(parseIso(period.to), -1)).slice(0, 4)) === first ? first : undefined;
}

/**
 * A follow-up's period said without its year ("and March?", "and Q4?", "وشهر رمضان؟") read in the year of the
 * conversation's period; a year alone after a month ("and 2015?") is that month of the year. Null when neither fits.
 */
function inConversationYear(found: { index: number; length: number; period: Period }, period: Period, previous: Period, typed: string, today: Day): Period | null {
  const year = yearOfPeriod(previous);
  if (!year) return null;
  const said = found.period.label.en;
  if (period.unit === 'year' && previous.unit === 'month' && /^\d{4}$/.test(said)) return monthPeriod(Number(previous.from.slice(5, 7)), Number(said));
  // ("ورمضان اللي قبله", "and the Ramadan before": said as the one before, it is no period of the conversation's year.)
  if (/(?:19|20)\d\d/.test(typed) || yearOfPeriod(period) === year || !yearOfPeriod(period) || (period.occasion && SAID_BEFORE.test(typed))) return null;
  // Said again with the year: only a period that then lies in that year is the one meant ("last month" is not).
  const words = found.period.label.en.replace(/\s*\d{4}$/, '');
  const again = findPeriod(`${words} ${year}`.toLowerCase(), today)?.period;
  return again && yearOfPeriod(again) === year && again.unit === period.unit ? again : null;
}

const SAID_BEFORE = /(?:^|\s)(?:before|قبله|قبلها|السابق|السابقه)(?=\s|$)/;
/** Words that ask for the latest value, not one of a period: "the latest price", "current", "آخر سعر", "السعر الحالي". */
const LATEST_EN = /(?:^|\s)(?:the )?(?:latest|current|most recent|newest|last known)(?! (?:day|date|week|month|quarter|year|\d))(?=\s)/;
const LATEST_AR = /(?:^|\s)(?:اخر|احدث)(?= (?!(?:\d|يوم|اسبوع|شهر|سنه|عام|ربع|ايام|اسابيع|شهور|اشهر|سنوات|سنين|فتره|تاريخ|عشر|ثلاث|ثلاثه|خمس|سبع|يومين|اسبوعين|شهرين|سنتين)(?:\s|$))\S)|(?<=\S)\s(?:الحالي|الحاليه)(?=\s|$)/;

/** A chart asked for without its kind, as the whole message. */
const GENERIC_CHART = /^(?:(?:show|make|draw|give|plot|display)(?: (?:it|this|that|them|me))? )?(?:(?:as|in|into|on) )?(?:a )?(?:chart|graph|plot|visual|visualization|diagram)(?: (?:it|this|that|please|instead))?$|^(?:chart|graph|plot|draw|visualize|visualise) (?:it|this|that|them)(?: please)?$|^(?:اعرضها |اعرضه |وريني |حولها |خلها )?(?:ك|ب|على شكل |في )?(?:رسم بياني|رسم|رسمه|مخطط|شارت|جراف)$|^(?:ارسمها|ارسمه|ارسم لي|ارسملي)$/;
/** "Which genre has the most tracks": what is ranked (1), and the noun counted for each (2). */
// ("Which support rep serves the most customers", "أي مندوب دعم يخدم أكثر عملاء": the verb says how they have them.)
/** A change said of a price itself: "change in price", "price change", "تغير السعر". */
const PRICE_CHANGE = /(?:^|\s)(?:change|changed|changes|تغير|التغير|تغيير)(?=\s|$)/;
/** "Where did they sell the most", "وين انباعت أكثر شي": asked of things listed, the places they sold in. */
const WHERE_SOLD_EN = /^(?:and |so )?where (?:did|do|have) (?:they|these|those|it) (?:sell|sold) (?:the )?(?:most|best)$/;
const WHERE_SOLD_AR = /^و?(?:وين|فين) (?:انباعت|انباعوا|بعناها|بعناهم|تنباع|نبيعها)(?: (?:اكثر شي|اكثر شيء|اكثر|الاكثر))?$/;
/** "By orders", "حسب الطلبات": a ranking asked again by another measure. */
const RANKED_BY = /^(?:and |و)?(?:by|حسب|بحسب) \S/;
const HAS_THE_MOST = /(?:^|\s)(?:(?:which|what) )?(\S+) (?:has|have|had|with|got|serves|serve|served|handles|manages|bought|buys) (?:the )?(?:most|fewest|least|biggest number of|highest number of|lowest number of) (\S+)(?=\s|$)|(?:^|\s)(\S+) (?:(?:اللي|الي|الذي|التي) )?(?:يخدم|تخدم|عنده|عندها|لديه|لديها|فيه|فيها|له|لها) (?:اكثر|اقل) (\S+)(?=\s|$)/;
// ("The same period last year" is a comparison with it: compare.ts.)
/** "(compared with) the same quarter 2024", "بنفس الربع ٢٠٢٤": the conversation's part of the year, in another year. */
const SAME_IN_YEAR = /(^|\s)(?:the )?(?:و)?(?:ب|ل)?(?:same|نفس) (?:ال)?(?:quarter|month|period|time|ربع|شهر|فتره|وقت) (?:of |in |from |من |في )?((?:19|20)\d{2}|this year|هذه السنه|هالسنه|السنه هذه)(?=\s|$)/;
const MONTH_WORDS = ['january', 'february', 'march', 'april', 'may', 'june', 'july', 'august', 'september', 'october', 'november', 'december'];
/** A comparison's word just before ("vs", "compared to", "مقارنة"): the period named is what it compares with. */
const COMPARED_BEFORE = /(?:vs\.?|versus|compared (?:to|with)|compare (?:it )?(?:to|with)|against|مقارنه|بالمقارنه|مقابل|قارنها|قارن)\s*$/;
function sameUnitIn(period: Period, year: number, lead: string, keyword: boolean): string | undefined {
  if (period.unit !== 'quarter' && period.unit !== 'month') return undefined;
  const { m } = parseIso(period.from);
  return `${lead}${keyword ? 'vs ' : ''}${period.unit === 'quarter' ? `q${Math.floor((m - 1) / 3) + 1}` : MONTH_WORDS[m - 1]} ${year}`;
}
/** Two things asked side by side: "and", "vs", "و" before a word. */
const TWO_ASKED = /(?:^|\s)(?:and|vs|versus|against|beside|plus|مقابل)(?=\s)|\sو(?=\S{2})/;
/** A store-wide measure read in the terms of the table the conversation is about (by the table of its last measure). */
const SUBSCRIPTION_TERMS: Record<string, string> = { cancel_rate: 'churn_rate', cancelled_value: 'churned_mrr', cancelled_orders: 'churned_subscriptions' };
/** The plain counts of a table's rows, beside which a count of a kind of them is that kind alone. */
const PLAIN_COUNTS = new Set(['shipments', 'returns']);
const SUBSCRIPTION_TABLES = new Set(['subscriptions', 'subscription_churn']);
const CUSTOMERS_SAID = /(?:^|\s)(?:customers?|clients?|buyers?|shoppers?|people|عميل|عملاء|العملاء|زبون|زباين|الزبائن)(?=\s|$)/;
const SAID_OF_TABLE: Record<string, Record<string, string>> = {
  subscriptions: SUBSCRIPTION_TERMS, subscription_churn: SUBSCRIPTION_TERMS,
  abandoned_carts: { return_rate: 'recovery_rate', returns: 'recovered_carts' },
};
const NEW_QUESTION = /^(?:new question|another question|different question|other question|سؤال جديد|سؤال ثاني|سؤال اخر|سؤال تاني) (.+)$/;
/** A ranking said with "top", "best" or "leading" (a size such as "biggest" names no measure). */
const TOP_SAID = /(?:^|\s)(?:top|best|leading|best selling|اعلي|افضل|احسن|اكثر|اشهر)(?=\s|$)/;
/** "How many different tracks have been sold": the thing (1) and the rest of the question (2). */
const PEOPLE = /^(?:customers|buyers|people|clients|shoppers|users)$/;
const PERIODS_AFTER = /^\s*(?:$|[?؟]|(?:each|every|per|by|in|during|on|last|this|since|between|from|before|after|a|monthly|yearly|weekly|daily|today|yesterday|so far|ever)(?:\s|$|[?؟])|\d)/;
const DISTINCT_SOLD = /^(?:so )?how many (?:different|distinct|unique|separate) (\S+(?: \S+)??) (?:have been |has been |were |was |got |did we |have we |did you |do we )?(?:sold|sell|bought|ordered|purchased|buy)(.*)$/;
/** "avg daily", "the daily average", "average per day", "والمتوسط اليومي" said alone. */
const AVERAGE_DAILY_ALONE = /^(?:and |so |what s |whats |what is )?(?:the )?(?:(?:avg|average|mean) (?:daily|per day|a day|each day)|daily (?:avg|average|mean))$|^(?:و|طيب )?(?:كم |وش |ايش )?(?:ال)?(?:متوسط|معدل) (?:ال)?(?:يومي|باليوم|في اليوم|لكل يوم)$/;
/**
 * "Sales per day last week", then "avg daily?", "والمتوسط اليومي؟": the measure of the answer before, averaged per day
 * over its period (it was refused: no measure was said).
 */
function averageDailyOf(text: string, context: ConversationContext, catalog: Catalog): string {
  const before = context.plan;
  if (before?.kind !== 'aggregate' || !AVERAGE_DAILY_ALONE.test(text)) return text;
  const metric = catalog.metrics.find((m) => m.key === before.metrics[0]);
  if (!metric || metric.ratio) return text;
  return /[a-z]/.test(text) ? `average ${metric.label.en} per day` : `متوسط ${normalise(metric.label.ar)} اليومي`;
}
/** "The previous quarter", "الشهر السابق" said alone after a period: one step before it. */
const STEP_BACK = /^(?:and |what about |how about |so )?(?:the )?(?:previous|prior|preceding) (day|week|month|quarter|year)$|^(?:و|طيب )?(?:ال)?(سنه|عام|شهر|ربع|اسبوع|يوم) (?:ال)?(?:سابقه|سابق)$/;
/** Two periods of one calendar unit, or of about the same number of days (two halves, two named ranges). */
function alike(a: Period, b: Period): boolean {
  const days = (p: Period) => daysBetween(parseIso(p.from), parseIso(p.to));
  return (a.unit === b.unit && a.unit !== 'range' && a.unit !== undefined) || Math.abs(days(a) - days(b)) <= 3;
}
const SAME_A_YEAR_BEFORE = /^(?:and |so )?(?:the )?same (?:for|in|but for|but in|thing for|thing in) (?:the )?(?:last year|previous year|a year ago|the year before)$|^(?:and |what about |how about )?(?:last|the previous) year(?:'s| s)$|^(?:and |what about |how about )?(?:last year|a year ago) (?:same time|same period|at the same time|this time)$|^(?:و)?(?:نفس الشي|نفس الشيء|نفسه|نفس السؤال)(?: بس)? (?:لل|بال|في ال|من ال|ال)?(?:سنه|عام) (?:اللي فاتت|الماضيه|الماضي|اللي قبل)$/;
/**
 * "Sales in Ramadan", then "and last year?", "والسنة الماضية؟": Ramadan of last year (the same period a year before),
 * not the whole of last year.
 */
const LAST_YEAR_ALONE = /^(?:and |what about |how about |but |so )?(?:for |in )?(?:last year|the previous year|a year ago)$|^(?:و|طيب ?و?|بس ?و?)?(?:في |خلال )?(?:السنه الماضيه|السنه اللي فاتت|العام الماضي|العام اللي فات|السنه اللي راحت|العام الفايت)$/;
/** One day of the week said alone ("on Monday", "يوم الخميس"), and the words that make it every one. */
const ONE_WEEKDAY = new RegExp(`(?:^|\\s)(?:on|يوم) (?:${WEEKDAY_PATTERN})(?=\\s|$)`);
const EVERY_WEEKDAY = /(?:^|\s)(?:every|each|all|usually|typically|كل|ايام|دايما|عاده)(?=\s|$)/;
/** The noun right after a ranking word ("best employee", "أفضل موظف", "top 5 genres"): what is ranked ("highest" is
 * said of measures: "أعلى سرعة رياح"). */
const RANKED_THING = /(?:^|\s)(?:best|top|worst|افضل|احسن|اسوا)(?: \d+)? (\S+)/;
/**
 * Dates and periods no calendar has: "February 30", "31 April", "Q5", "H3", "week 54", "month 13", "the year 3000",
 * "2026-13-01". Left to the period rules they became the whole month, an hour of the day, or nothing (all time).
 */
const IMPOSSIBLE = new RegExp([
  String.raw`(?:february|feb|فبراير) (?:3[01])|(?:3[01])(?:st|th)? (?:of )?(?:february|feb|فبراير)`,
  String.raw`(?:april|apr|june|jun|september|sep|sept|november|nov|ابريل|يونيو|سبتمبر|نوفمبر) 31|31(?:st)? (?:of )?(?:april|june|september|november|ابريل|يونيو|سبتمبر|نوفمبر)`,
  String.raw`(?:q|quarter )(?:0|[5-9])|(?:ال)?ربع (?:الخامس|السادس|السابع|الثامن|5|6|7|8)|h[3-9]`,
  String.raw`(?:iso )?week (?:5[4-9]|[6-9]\d)|month (?:1[3-9]|[2-9]\d)|(?:ال)?شهر (?:1[3-9]|[2-9]\d)|(?:the )?(?:1[3-9]|[2-9]\d)th month`,
  String.raw`\d{4}-(?:1[3-9]|[2-9]\d|00)-\d{2}|\d{4}-\d{2}-(?:3[2-9]|00)`,
].map((p) => `(?:^|\\s)(?:${p})(?=\\s|$)`).join('|'));
/**
 * A comparison with the unit before ("compared with the previous year", "vs the month before", "مقارنة بالسنة السابقة"):
 * the unit's word, in English or Arabic.
 */
const UNIT_BEFORE_SAID = /(?:^|\s)(?:vs\.?|versus|compared (?:to|with)|compare (?:it |them )?(?:to|with)|against|relative to)\s+(?:the )?(?:(?:previous|prior|preceding|last) (year|month|quarter|week|day)|(year|month|quarter|week|day) before)(?=\s|$)|(?:^|\s)(?:مقارنه|بالمقارنه|مقابل|قارن\S*)\s+(?:مع )?(?:ب)?(?:ال)?(سنه|عام|شهر|ربع|اسبوع|يوم) (?:السابقه|السابق|الماضيه|الماضي|اللي قبلها|اللي قبله|اللي فاتت|اللي فات|الي قبلها|الي قبله)(?=\s|$)/;
const STEP_UNIT_WORDS: Record<string, Grain> = {
  year: 'year', month: 'month', quarter: 'quarter', week: 'week', day: 'day', 'سنه': 'year', 'عام': 'year', 'شهر': 'month', 'ربع': 'quarter', 'اسبوع': 'week', 'يوم': 'day',
};
// ("Yearly revenue and growth rate", "نمو الإيرادات سنة بعد سنة", "على أساس سنوي": each year against the one before, not this month.)
const YEARLY_GROWTH = /(?:^|\s)(?:year over year|year on year|yoy|annual growth|yearly growth|growth by year|(?:yearly|annual)(?= (?:\S+ ){0,3}(?:growth|change)(?:\s|$))|(?:ال)?نمو (?:ال)?سنوي|سنويا|سنه بسنه|سنه عن سنه|سنه بعد سنه|سنه بعد اخري|عام بعد عام|عاما بعد عام|عل[يى] اساس سنوي)(?=\s|$)/;
const HOW_IS_BUSINESS = /^(?:(?:so|and|hey|umm|um|uh|like|ok|okay|well|yo) )*(?:how(?: s| is| are)?|how s) (?:business|the business|my business|the store|my store|the shop|my shop|we|things|it)(?: (?:going|doing|looking))?(?: so far)?$|^how (?:did|have|has) (?:we|i|the store|my store|the shop|business) (?:do|done|been doing|been going|perform|performed)(?: so far)?$|^how (?:are|is|s) (?:the |my |our )?sales(?: (?:going|doing|looking))?(?: so far)?$|^(?:كيف|شلون) حال (?:المتجر|المحل|الشغل|البيع|المبيعات)$|^(?:كيف|شلون|شخبار|وش اخبار|ايش اخبار) (?:الشغل|المتجر|البيع|المبيعات|الحال في المتجر|الوضع|امورنا|المحل)$|^(?:كيف|شلون) (?:كان )?(?:اداونا|اداءنا|ادائنا|اداء المتجر|اداء المحل|الاداء|ادانا)$/;

/** "باكتوبر", "برمضان", "وبشهر ٨": "in" (and "and") glued to a month, Ramadan or "month N". */
const GLUED_TIME = new RegExp(`(^|\\s)و?ب(?=(?:${MONTH_PATTERN}|رمضان|شهر|العيد)(?:\\s|$))`, 'g');

/** "أي سهم نما أكثر من 2005 إلى 2009": the most over a span of years, not a price over 2,005 (nothing was found). */
const mostOverYears = (text: string) => text.replace(/(^|\s)(اكثر|اقل) من ((?:19|20)\d\d) (?:الى|الي|حتى|حتي|لين|لغايه) ((?:19|20)\d\d)(?=\s|$)/g, '$1$2 بين $3 و $4');

/**
 * A question in English or Arabic becomes what the engine will do: a query plan, an order lookup, a clarifying
 * question, an honest refusal, or a conversation action (show the SQL, restyle the chart, start afresh).
 * Only catalog names and parameter values come out of here: the words of the question never become SQL.
 */
export function understand(question: string, options: UnderstandOptions): Understanding {
  // "Biggest one?" after refunds counted: asked as "biggest refund", the largest of them (it repeated the count).
  const plain = normalise(String(question ?? '')).replace(/[?؟!.]/g, ' ').replace(/\s+/g, ' ').trim();
  const largest = options.catalog.orders ? biggestOneAsked(plain, options.context ?? {}) : undefined;
  if (largest && largest !== plain) question = largest;
  // "Sales this month vs our target of 150k", "how far are we from 150k": the figure asked without the target, then
  // set against it (the amount was dropped unsaid). The conversation goes on from the figure alone.
  const target = options.catalog.orders ? targetAsked(normalise(String(question ?? '')).replace(/[?؟!]/g, ' ').replace(/\s+/g, ' ').trim()) : null;
  if (target) {
    const first = understand(target.rest || 'sales', options);
    // A target said with no period is this month's ("how far are we from 150k"; over all time it was passed long ago).
    const asked = first.kind === 'plan' && first.plan.kind === 'aggregate' && !first.plan.period && !first.plan.pace ? understand(`${target.rest || 'sales'} this month`, options) : first;
    if (asked.kind !== 'plan' || asked.plan.kind !== 'aggregate') return asked;
    if (!targetFits(asked.plan, options.catalog)) return cannotYet(TARGET_GAP, options.catalog, asked.language, options.context ?? {});
    return { ...asked, plan: { ...asked.plan, target: target.value } };
  }
  const why = whyChanged(question, options, understand);
  if (why) return why;
  const together = togetherAsked(normalise(String(question ?? '')).trim(), options.context);
  const fitted = together && fit(together, options.catalog);
  if (fitted) {
    const language = answerLanguage(String(question ?? ''), options.context ?? {}, options.locale);
    const plan = { ...fitted, language };
    return { kind: 'plan', plan, language, context: { plan, measured: options.context?.measured, language } };
  }
  const read = pacedUnderstanding(question, options) ?? gluedFollowUp(understandAsked(question, options), question, options);
  // ("Which code most" after the share of orders with a discount: the codes by their orders, not each at 100%.)
  const counted = read.kind === 'plan' && read.plan.kind === 'aggregate' ? wholeWithinCounted(read.plan, options.catalog) : undefined;
  const asked = counted && read.kind === 'plan' && counted !== read.plan ? { ...read, plan: counted, context: { ...read.context, plan: counted } } : read;
  const missed = asked.kind === 'plan' && asked.plan.kind === 'aggregate' ? statisticMissed(question, asked.plan.metrics) ?? whenMissed(question, asked.plan) : null;
  // A plan whose measures read the clock (overdue shipments) is read as of the moment its periods were (sql/clock.ts).
  const understood = stampNow(missed ? cannotYet(missed, options.catalog, asked.language, options.context ?? {}) : asked, options.catalog, options.now ?? new Date());
  // The conversation's language goes on with it: the next reply with no words of its own is answered in it. Starting
  // afresh forgets it too.
  if (understood.kind === 'reset') return understood;
  const measured = measuredAfter(options.context, understood);
  return { ...understood, context: { ...understood.context, language: understood.language, ...(measured && { measured }) } };
}

/**
 * "At this pace how much will we sell this month", "what's our run rate": the question without its words of pace,
 * carried to the end of its running period (parse/pace.ts); this month when it names none. Null when no pace is asked.
 */
function pacedUnderstanding(question: string, options: UnderstandOptions): Understanding | null {
  const rest = options.catalog.orders ? paceAsked(normalise(String(question ?? ''))) : null;
  if (rest === null) return null;
  const today: Day = { ...todayIn(options.now ?? new Date(), validZone(options.timezone)), weekStarts: weekStartsOf(weekendOf(options.currency)) };
  // A period said is the one carried on ("forecast revenue for december" is of a month to come: no pace, a forecast).
  const said = understandAsked(rest, options);
  const withPeriod = PERIOD_SAID.test(rest) || (said.kind === 'plan' && said.plan.period) ? rest : `${rest} this month`;
  const first = withPeriod === rest ? said : understandAsked(withPeriod, options);
  // "What's our run rate?" names no measure: the sales.
  const asked = first.kind === 'plan' ? first : understandAsked(`sales ${withPeriod}`, options);
  if (asked.kind !== 'plan') return asked;
  const plan = paced(asked.plan, options.catalog, today);
  if (!plan && FORECAST_SAID.test(normalise(String(question ?? '')))) return null;
  if (!plan) return cannotYet(PACE_GAP, options.catalog, asked.language, options.context ?? {});
  return { ...asked, plan, context: { ...asked.context, plan } };
}

/** A time bucket ranked: "أفضل شهر", "اكثر يوم", "the busiest day". */
const RANKED_BUCKET = /(?:^|\s)(?:افضل|احسن|اكثر|اعلي|اقل|اسوا|ادني|اضعف|best|top|worst|highest|lowest|busiest|slowest|biggest)(?: \d+)? (?:يوم|ايام|اسبوع|اسابيع|شهر|اشهر|ربع|day|days|week|weeks|month|months|quarter|quarters)(?=\s|$)/;
const BEST_BUCKET_OF_EACH_GAP: Words = {
  en: 'the best day, week or month within each month or year (ask for the best month of one year, such as "best month of 2025", or for sales by month)',
  ar: 'أفضل يوم أو أسبوع أو شهر داخل كل شهر أو سنة (اسأل عن أفضل شهر في سنة واحدة، مثل «أفضل شهر في ٢٠٢٥»، أو عن المبيعات حسب الشهر)',
};
/** "متى آخر مرتجع", "إمتى أول اشتراك": a day asked in Arabic ("when"). */
const WHEN_AR = /^(?:و ?)?(?:متي|امتي|امتا|ايمتي|وقتيش|ايمته|امته)(?=\s|$)/;
const WHEN_GAP: Words = {
  en: 'when something first or last happened, other than an order (ask for "the last order", "the last cancelled order", or the count by day or month)',
  ar: 'متى حدث شيء أول أو آخر مرة لغير الطلبات (اسأل عن «آخر طلب» أو «آخر طلب ملغي» أو عن العدد حسب اليوم أو الشهر)',
};
/**
 * "متى آخر مرتجع", "متى أول عميل سجل": asked when, answered with a total of all time (383 returns), a number that
 * looks like an answer. Only a day is one: an order's lookup, or a ranking or series of days; otherwise said so.
 */
function whenMissed(question: string, plan: QueryPlan): Words | null {
  if (!WHEN_AR.test(normalise(String(question ?? '')).trim())) return null;
  // (A file's first or last day is a day: "متى أول ظهور لـ GOOG".)
  if (plan.metrics.length && plan.metrics.every((key) => /^(?:first|last)_date_/.test(key))) return null;
  return plan.groupBy.length || plan.grain || plan.top || plan.compare ? null : WHEN_GAP;
}

/**
 * "وآخر ٣٠ يوم؟", "وبالكاش؟", "بالكاش؟" in a conversation: a follow-up whose "and" is glued to its first word, or a
 * value said with "by" alone, read as when "و" stands apart ("و آخر ٣٠ يوم" was understood, the glued one refused).
 * Only a refusal is read again, and only a reading that changes the conversation's question is kept: words that mean
 * nothing to the store stay refused rather than answered with the question before.
 */
function gluedFollowUp(asked: Understanding, question: string, options: UnderstandOptions): Understanding {
  const previous = options.context?.plan;
  if (asked.kind !== 'cannot' || !previous) return asked;
  const text = normalise(String(question ?? '')).trim();
  const apart = /^و(?!ش(?:\s|$))\S/.test(text) ? `و ${text.slice(1)}` : /^(?:ب|بال)\S+$/.test(text) ? `و ${text}` : null;
  // "وبالمدى؟": a value known without its article ("بمدى" was read) is tried so too.
  const bare = /^و?بال\S{2,}$/.test(text) ? `و ب${text.replace(/^و?بال/, '')}` : null;
  for (const candidate of [apart, bare]) {
    if (!candidate) continue;
    const again = understandAsked(candidate, options);
    if (again.kind === 'plan' && JSON.stringify(again.plan) !== JSON.stringify({ ...previous, language: again.plan.language })) return again;
  }
  return asked;
}

const APP_SAID = /(?:^|\s)((?:the |our |mobile )?app|(?:ال)?تطبيق|(?:ال)?ابلكيشن)(?=\s|$)/;
const channelValues = (catalog: Catalog) => catalog.dimensions.find((d) => d.key === 'channel')?.values ?? [];

/** A period stepped back to ("the previous month") named by its dates, "September 2026", as the next step names it. */
function namedByItsDates(period: Period): Period {
  const from = parseIso(period.from);
  if (period.unit === 'day') return { ...period, label: { en: period.from, ar: period.from } };
  const named = from.d !== 1 ? undefined
    : period.unit === 'month' ? monthPeriod(from.m, from.y)
      : period.unit === 'quarter' && (from.m - 1) % 3 === 0 ? quarterPeriod((from.m - 1) / 3 + 1, from.y)
        : period.unit === 'year' && from.m === 1 ? yearPeriod(from.y) : undefined;
  return named && named.from === period.from && named.to === period.to ? named : period;
}

function understandAsked(question: string, options: UnderstandOptions): Understanding {
  // A long voice note puts its question last ("… so what were our sales last month?"): its last 500 characters are
  // read, from a word's start.
  const given = String(question ?? '');
  const heard = given.length > 500 ? given.slice(-500).replace(/^\S*\s/, '') : given;
  // "kam mabi3at ams": Arabic in Latin letters, read (and answered) as the Arabic it spells (parse/arabizi.ts).
  const spoken = arabiziRead(heard) ?? heard;
  const context: ConversationContext = options.context ?? {};
  const language: Locale = answerLanguage(spoken, context, options.locale);
  const timezone = validZone(options.timezone);
  const catalog = options.catalog;
  const metricOf = (key: string) => catalog.metrics.find((m) => m.key === key);
  /**
   * Whether a measure's table has a time column: its rows can be dated. A word that names measures of several tables
   * ("customers": the customer table's rows, the invoices' customer ids) is the one that can be read over the period.
   */
  const timed = (key: string) => Boolean(catalog.tables[metricOf(key)?.table ?? '']?.time);
  /** A ranking of one thing ("the biggest invoice", "the top customer"), not over time or against another period. */
  const rankedOne = (p?: QueryPlan) => Boolean(p && p.groupBy.length === 1 && p.top?.n === 1 && !p.grain && !p.compare);
  // Weeks ("this week", weekly buckets) start the day after the store's weekend: Sunday in Saudi Arabia.
  const weekend = weekendOf(options.currency);
  const today: Day = { ...todayIn(options.now ?? new Date(), timezone), weekStarts: weekStartsOf(weekend), countryDays: countryDaysOf(options.currency) };
  // A file or database whose data ends before today: "July", "summer", "Q3" without a year are its latest ones.
  const dataEnds = catalog.orders ? undefined : Object.values(catalog.tables).map((t) => t.latest).filter((d): d is string => Boolean(d)).sort().at(-1);
  if (dataEnds && dataEnds < iso(today)) today.dataEnds = parseIso(dataEnds);
  // Its first day: "the first year of the data", "أول سنة" are the year it begins in (parse/periods.ts). That of the
  // table whose data ends last, the one of events (Chinook's invoices, not its employees' hire dates of 2002).
  const dataStarts = catalog.orders ? undefined : Object.values(catalog.tables).filter((t) => t.latest && t.latest === dataEnds).map((t) => t.earliest).filter((d): d is string => Boolean(d)).sort().at(0);
  if (dataStarts) today.dataStarts = parseIso(dataStarts);
  // The talk around a spoken request ("my kids asked me, what were sales last month") is no part of it.
  const raw = requestOf(kinNamesOff(camelApart(spoken, (word) => isKnownWord(word, catalog))), catalog, today);
  // "Days hotter than 30 degrees", "below freezing" over a file of weather, "tracks longer than 5 minutes" over a
  // table of milliseconds: said on the column they mean, in its unit.
  // "Which customers order the most", "who orders the most": ordering is the verb, the customers ranked by their
  // orders (not split by order). "Who bought the Linen Abaya": the customers who did, named.
  // "سرعة الرياح القصوى": the end said after the column is read as said before it (parse/column-ends.ts).
  const asWritten = durationThreshold(temperatureThreshold(comparisonBeforeColumn(noneOnColumn(mostOverYears(columnEndSaidAfter(spokenNumbers(normalise(raw)), catalog)), catalog), catalog), catalog), catalog)
    .replace(/^who (?=(?:bought|purchased|buys|purchases|spent|spends) )/, catalog.orders || hasCustomers(catalog) ? 'which customers ' : 'who ')
    // "Which orders had returns last week", "orders returned last week": the orders returned then (they were refused, and
    // every order of the week beside its returns).
    .replace(/^(which|show me|list|show) orders (?:that |which )?(?:had|have|with) (?:a |any )?returns?(?=\s|$)/, '$1 orders were returned')
    .replace(/^(?:the )?orders (?:that |which )?(?:were |got )?returned(?=\s|$)/, 'returned orders')
    // "وش الطلبات اللي انرجعت", "الطلبات اللي فيها مرتجعات": the returned orders, listed when asked which (they were
    // every order beside the returns, or refused).
    .replace(WHICH_RETURNED_AR, 'اعرض الطلبات المرتجعه')
    .replace(RETURNED_AR, '$1الطلبات المرتجعه')
    // "المدن الخمس الأولى من حيث المبيعات", "أول خمس مدن حسب المبيعات", "the first five cities by sales": the top ones
    // by that measure (every city was listed).
    .replace(FIRST_N_AR, (_m, space: string, noun: string, n: string) => `${space}اعلي ${n} ${noun}`)
    .replace(FIRST_N_BEFORE_AR, (_m, space: string, n: string, noun: string) => `${space}اعلي ${n} ${noun}`)
    .replace(FIRST_N_EN, (_m, space: string, n: string, noun: string) => `${space}top ${n} ${noun}`)
    // "How many distinct cities", "كم نوع طقس مختلف": how many there are, as without the word.
    .replace(/(^|\s)(how many|count(?: of)?|number of|عدد|كم) (?:the )?(?:distinct|unique|different|separate) /g, '$1$2 ')
    .replace(/(^|\s)((?:كم|عدد) \S+(?: \S+)?) (?:مختلف|مختلفه|مختلفين|مميز|مميزه)(?=\s|$)/g, '$1$2')
    // "How many types of weather", "كم نوع طقس": how many values the thing has, not its rows split by it.
    .replace(/(^|\s)how many (?:types|kinds|sorts) of (\S+)(?=\s|$)/g, '$1how many $2 types')
    .replace(/(^|\s)(كم|عدد) (?:انواع|نوع|اصناف|صنف) (?:من )?(\S+)(?=\s|$)/g, '$1$2 $3')
    .replace(/(^|\s)(customers?|clients?|buyers?|who) (?:order|orders|ordered) (?:from us )?(?:the )?most(?=\s|$)/g, (_m, space: string, who: string) => `${space}${who === 'who' ? 'customer' : who} with the most orders`);
  // What is asked in other words is read in the engine's own, by every rule below.
  // ("متوسط عدد المقاطع في الفاتورة": the tracks of each invoice averaged, parse/per-group.ts.)
  // "مبيعات الرياض وجدة كل وحدة لحال", "sales in riyadh and jeddah separately": each value its own row (the words were
  // read as units sold, or "على حدة" a customer Haddad, and the values added together). Read here, then left out.
  const eachApart = EACH_APART.test(asWritten);
  const apart = eachApart ? asWritten.replace(EACH_APART, ' ').replace(/\s+/g, ' ').trim() : asWritten;
  const rephrased = averageDailyOf(rephrase(shortFormsSpelledOut(apart, catalog), { asksWhen: WHEN_TOO.test(apart), files: !catalog.orders, rowNoun: (word) => namesRows(word, catalog), soldThing: (word) => soldThingOf(word, catalog) }), context, catalog);
  const typed = catalog.orders ? rephrased : perOneSaid(rephrased, catalog);
  const plainly = typed.replace(WHEN_TOO, '$1 and the day it happened').replace(BY_HOW_MUCH, '');
  // "Other than GOOG" leaves GOOG out ("than" alone is a comparison's word).
  // "Orders from international customers", "الطلبات الدولية": every country but the store's own (parse/abroad.ts), read
  // before spelling ("الدوليه" is no misspelt "الدوله").
  let text = correctSpelling(catalog.orders ? orderAtEnd(monthlyWorthAsked(abroadSaid(plainly, options.currency), context, catalog)) : plainly, catalog).replace(/(^|\s)other than(?=\s)/g, '$1excluding');
  // "How many different tracks have been sold", "how many distinct artists were sold in 2024": the things that sold,
  // each counted once (it was the units sold).
  // (Read as rephrased too: "how many customers bought rock" is asked so, parse/rephrase.ts; "How many unique customers
  // bought each year?", so typed, is a count by year, as it was.)
  const soldAsked = DISTINCT_SOLD.exec(raw) ?? (catalog.orders || DISTINCT_SOLD.test(normalise(raw)) ? null : DISTINCT_SOLD.exec(typed));
  // Customers who bought something named ("how many customers bought rock") are counted among its buyers; customers who
  // bought in a period, or each period, are customers as always ("how many unique customers bought each year" was one
  // count of everyone, cancelled orders left out).
  const distinctSold = soldAsked && PEOPLE.test(soldAsked[1]) && PERIODS_AFTER.test(soldAsked[2]) ? null : soldAsked;
  const soldThing = distinctSold ? [distinctSold[1], distinctSold[1].replace(/s$/, '')].map((said) => lexiconOf(catalog).phrases.get(said)?.find((e) => e.kind === 'dimension')).find(Boolean) : undefined;
  if (distinctSold && soldThing) {
    const sold = understand(`sales by ${distinctSold[1]}${distinctSold[2]}`, { ...options, context: {} });
    if (sold.kind === 'plan' && sold.plan.kind === 'aggregate' && sold.plan.groupBy.length === 1 && sold.plan.groupBy[0] === soldThing.key) {
      // (A cancelled order sold nothing.)
      const notCancelled: Filter[] = catalog.orders && catalog.dimensions.some((d) => d.key === 'status' && d.on.order_lines) ? [{ dimension: 'status', op: 'neq', values: ['cancelled'] }] : [];
      const plan: QueryPlan = { ...sold.plan, groupBy: [], filters: [...sold.plan.filters, ...notCancelled], countOf: soldThing.key, top: undefined, chart: undefined, language };
      return { kind: 'plan', plan, language, context: { plan } };
    }
  }
  // "Drop pos", "remove Riyadh", "شيل الرياض" after an answer: that value left out, as "without pos" (it was the
  // channel that fell the most). "Drop the city filter" takes a filter off (dropsFilters).
  if (context.plan) text = text.replace(/^(?:(?:and|now|then|ok|و|طيب) )?(?:drop|remove|hide|take out|leave out|شيل|احذف|ازل|اخف)(?= (?!the )(?!.*(?:filters?|فلتر|الفلتر|الفلاتر)(?:\s|$))\S+(?: \S+)?$)/, 'without');
  // "Orders from Dubai this month", then "w/ discount?", "بدون خصم؟": those of the orders that had one (or none), counted
  // (it was the discount money).
  if (context.plan?.kind === 'aggregate' && ['orders', 'discounted_orders', 'undiscounted_orders'].includes(context.plan.metrics[0]) && catalog.metrics.some((m) => m.key === 'discounted_orders')) {
    text = text.replace(/^(?:and |only |just |so )?(with|without|with no|no|having|و ?ب|ب|و ?بدون|بدون) ?(?:a |any )?(?:discount|discounts|coupon|coupons|promo code|discount code|discount codes|خصم|كوبون|كود خصم)(?: only| بس| فقط)?$/,
      (_m, how: string) => (/without|no|بدون/.test(how) ? (language === 'ar' ? 'طلبات بدون خصم' : 'orders without a discount') : language === 'ar' ? 'طلبات فيها خصم' : 'orders with a discount'));
  }
  const rank = rankAsked(text, context.plan?.kind === 'aggregate' && context.plan.groupBy.length === 1 && Boolean(context.plan.top) && !context.plan.grain);
  text = rank.text;

  text = billingIntervalsSaid(text, catalog.dimensions.some((d) => d.key === 'billing_interval'));
  // "الإيراد السنوي المتكرر", "قيمة الاشتراكات الشهرية": the recurring revenue, whose "yearly"/"monthly" is no time split.
  text = text.replace(/(^|\s)(?:ال)?(?:ايراد|ايرادات|دخل) (?:ال)?سنوي(?:ه)? (?:ال)?متكرر(?:ه)?(?=\s|$)/g, '$1arr')
    // "النمو السنوي": growth year over year, not a split by year.
    .replace(/(^|\s)(?:ال)?نمو (?:ال)?سنوي(?=\s|$)/g, '$1year over year')
    // ("نسبة النمو … على أساس سنوي": the same growth, said in formal Arabic; "سنوي" was a split by year of last month.)
    .replace(/(^|\s)عل[يى] اساس سنوي(?=\s|$)/g, '$1year over year')
    .replace(/(^|\s)(?:ال)?(?:ايراد|ايرادات|دخل) (?:ال)?شهري(?:ه)? (?:ال)?متكرر(?:ه)?(?=\s|$)|(^|\s)قيمه (?:ال)?اشتراكات (?:ال)?شهريه(?=\s|$)/g, (_m, a?: string, b?: string) => `${a ?? b ?? ''}mrr`);
  // "الإيراد الشهري المتكرر", then "والسنوي؟": the annual one (it was the MRR by year).
  if (context.plan?.kind === 'aggregate' && context.plan.metrics[0] === 'mrr' && /^و? ?(?:ال)?سنوي(?:ه)?$/.test(text.trim()) && catalog.metrics.some((m) => m.key === 'arr')) text = 'arr';
  // "وكنسبة؟", "وكخط": "and" glued to "as a share", "as a line".
  text = text.replace(/(^|\s)و(?=ك(?:نسبه|نسب|حصص|حصه|رسم|خط|اعمده|جدول|مخطط|م)(?:\s|$))/g, '$1')
    // "وأقل مدينة؟", "وأكثر منتج؟": "and" glued to a ranking word.
    .replace(/(^|\s)و(?=(?:اقل|اكثر|اعلي|افضل|اسوا|احسن|ادني|اكبر|اصغر)(?:\s|$))/g, '$1')
    // "أفضل منتجين", "أكثر مدينتين": a noun in the dual after a ranking word is two of them.
    .replace(/(^|\s)(افضل|احسن|اعلي|اكثر|اكبر|اقل|اسوا|ادني|اضعف) (?!ال)(\S{2,}?)(ت?ين)(?=\s|$)/g, (said, space: string, rank: string, stem: string, ending: string) => {
      const noun = ending === 'تين' ? `${stem}ه` : stem;
      // A plural spelt as a dual is known as said ("أكثر مشتركين" is the most subscribers, not two of them).
      const plural = ending === 'ين' && (isKnownWord(`${stem}${ending}`, catalog) || isKnownWord(`ال${stem}${ending}`, catalog));
      return !plural && (isKnownWord(noun, catalog) || isKnownWord(`ال${noun}`, catalog)) ? `${space}${rank} 2 ${noun}` : said;
    });
  // "How's business?", "how is the store doing?", "شلون الشغل؟" with no period: this month so far against the same days
  // of the month before, as an owner checking in means. "How are sales going?", "كيف المبيعات؟" too (they were the
  // all-time total), and "كيف حال المتجر؟" (refused).
  if (catalog.orders && HOW_IS_BUSINESS.test(text)) text = language === 'ar' ? 'المبيعات هالشهر مقارنه بالشهر الماضي' : 'sales this month vs last month';
  // "The split between new and returning customer revenue": by customer type (the customer was a split of its own).
  text = text.replace(/(^|\s)(?:the )?(new|returning|repeat) (?:and|vs|versus|or) (?:the )?(?:new|returning|repeat) (?:customers?|buyers?|clients?)(?=\s|$)/, '$1new vs returning');
  // "مين أكثر واحد يشتري مننا": the customer who spends the most (it was refused).
  text = text.replace(/^(?:مين|من) (?:اكثر|افضل|احسن) (?:واحد|شخص|زبون) (?:يشتري|اشتري|يطلب|طلب|يصرف|صرف|يتسوق)(?: (?:مننا|منا|عندنا))?(?=\s|$)/, 'مين اكثر عميل صرف');
  // "What's the biggest discount we gave": the order with the largest one (it was the discounts added up).
  text = text.replace(/^(?:what s |what is |what was |show me )?(?:the |our )?(biggest|largest|highest|smallest|lowest) discount(?: (?:we|i) (?:gave|have given|offered))?(?=\s|$)/, (_m, end: string) => `${/small|low/.test(end) ? 'bottom' : 'top'} order by discounts`);
  // "Revenue this month vs last": the last of the same unit (it was this month alone).
  text = text.replace(/(^|\s)this (week|month|quarter|year)(\s.*)?\s(vs|versus|compared to|compared with|against) (?:the )?(last|previous)$/, '$1this $2$3 $4 $5 $2');
  // "الأكثر مبيعاً", "الأكثر مبيعاً هالشهر": the best-selling product, as "best seller" is (alone or with a period).
  const bestSelling = catalog.orders ? /^(?:وش |ايش |مين |ما هو |ما هي )?(?:ال)?(?:اكثر|افضل) (?:مبيعا|مبيع|مبيعات)(?:\s+(.*))?$/.exec(text.trim()) : null;
  if (bestSelling) {
    const rest = bestSelling[1] ?? '';
    const period = rest ? findPeriod(rest, today) : null;
    if (!rest || (period && period.index === 0 && period.length >= rest.length)) text = `اكثر منتج مبيعا ${rest}`.trim();
  }
  // "Give me a summary of this week", "ملخص الأسبوع": the first figures an owner checks, for that period (parse/summary.ts).
  if (catalog.orders) text = summaryAsked(text, language) ?? text;
  if (!text) return cannot(catalog, language, context);
  if (isReset(text)) return { kind: 'reset', language, context: {} };
  // "New question: how many customers do we have?", "سؤال جديد: …": the question, read afresh (its "new" was a filter
  // of new customers).
  const afresh = NEW_QUESTION.exec(text);
  if (afresh && context.plan) return understand(afresh[1], { ...options, context: {} });
  const greeting = HELLO.test(typed) ? 'hello' : THANKS.test(typed) ? 'thanks' : undefined;
  if (greeting) return greet(greeting, catalog, language, context);
  const hostile = hostileKind(typed) ?? hostileKind(text);
  if (hostile) return refuse(hostile, catalog, language, context);
  if (asksForSql(text)) return { kind: 'showSql', plan: context.plan, language, context };
  // "Which order?" asked back, answered with a name or an e-mail alone: that customer's latest order.
  if (context.askedWhichOrder && catalog.orders) {
    const customer = customerOfReply(normalise(raw), understand(raw, { ...options, context: {} }), catalog);
    if (customer && lookupFilterFits(customer, catalog)) return lookedUp({ kind: 'lookup', by: 'recent', value: '1', filters: [customer], timezone, language }, context, language);
  }
  // "Who is Jane Peacock's manager?", "who does she report to": her row split by the manager (parse/manager-of.ts).
  const manager = catalog.orders ? null : managerOf(text, catalog, language, timezone);
  if (manager) return { kind: 'plan', plan: manager, language, context: { plan: manager } };
  // "Ascending", "sorted by name", "show 10 instead", "خليها ٣": the same rows in another order, or more or fewer of
  // the same ranking (parse/list-follow-ups.ts).
  const listedBefore = context.plan?.kind === 'aggregate' ? context.plan : undefined;
  const order = listedBefore && rowOrderOf(normalise(raw), listedBefore, catalog);
  if (order && listedBefore) {
    const plan: QueryPlan = { ...listedBefore, sort: order, language };
    return { kind: 'plan', plan, language, context: { plan } };
  }
  const listedCount = listedBefore && listedCountOf(normalise(raw), listedBefore);
  if (listedCount && listedBefore) {
    // ("Just the top 3" after the worst one: the top, whichever end was shown; "bottom 3" the other end.)
    const end = /(?:^|\s)(?:top|اعلي|افضل|اول)(?=\s|$)/.test(normalise(raw)) ? 'desc' : /(?:^|\s)(?:bottom|worst|lowest|اقل|اسوا)(?=\s|$)/.test(normalise(raw)) ? 'asc' : undefined;
    const plan: QueryPlan = { ...listedBefore, top: { ...(listedBefore.top ?? { dir: listedBefore.sort?.by !== 'name' && listedBefore.sort?.dir === 'asc' ? 'asc' : 'desc' }), ...(end && { dir: end }), n: listedCount }, language };
    return { kind: 'plan', plan, language, context: { plan } };
  }
  // "فوق ألف ريال", "over a thousand": a number said in words is written as digits. "30 mm of rain" is an amount of
  // rainfall, not the rain of a weather column.
  // "non-rainy days": "non" says no, as "not" does.
  text = numbersInWords(text).replace(/(^|\s)non-(?=[a-z])/g, '$1non ').replace(/(\d ?(?:mm|millimeters?|ملم)) (?:of )?rain(?=\s|$)/g, '$1 of rainfall')
    // "كم يوم نزل فيه مطر", "الأيام اللي طاح فيها مطر": rainy days; the rain "came down" is no fall against the year
    // before (it was 148 against 158, down 6.3%).
    .replace(/(^|\s)(يوم|ايام|الايام)(?: (?:اللي|الي|التي|الذي))? (?:نزل|نزلت|طاح|طاحت|هطل|هطلت)(?: (?:فيه|فيها|فيهم))? (?:ال)?(?:مطر|امطار)(?=\s|$)/g, '$1$2 ممطره')
    // "Including shipping and taxes": what gross sales already hold, said to be sure, not measures of their own.
  // ("مع شحن مجاني" is free shipping: it was dropped with the words, and all 254 orders counted.)
    .replace(INCLUDED_EXTRAS, ' ')
    // "The Ramadan season", "موسم رمضان": the occasion's days, not a split by the seasons of the year.
    .replace(/(^|\s)(ramadan|eid|holiday|christmas|white friday|black friday|رمضان|العيد|الاعياد) season(?=\s|$)/g, '$1$2').replace(/(^|\s)موسم (رمضان|العيد|الاعياد)(?=\s|$)/g, '$1$2')
    // "Which month of the year is the wettest", "by month across all years", "حسب شهر السنة": every year's same month
    // together (the month of the year), not this year's months; "لكل شهر من السنة" says it so too.
    // ("the first 3 months of the year" stays a part of the year; "أسوأ شهر السنة اللي فاتت" is a month of last year.)
    .replace(/(^|\s)(?<!(?:first|last|\d|اول|اخر)\s(?:\S+\s)?)months? of (?:the |a )?year(?=\s|$)|(^|\s)(?<!(?:اول|اخر)\s(?:\S+\s)?)(?:ا?شهر|شهور) (?:من )?السنه(?=\s|$)(?! (?:الماضيه|اللي فاتت|الي فاتت|اللي راحت|الي راحت|السابقه|الفايته|المنصرمه|الحاليه|هذي|هذه|ذي|الجايه|القادمه)(?:\s|$))/g, (_m, a?: string, b?: string) => `${a ?? b ?? ''}calendar month`)
    .replace(/(^|\s)(by|per|each) month (?:across|over|in) (?:all )?(?:the )?years(?=\s|$)/g, '$1by calendar month');
  // "Which month is the rainiest on average?", "أي شهر أكثر مبيعات عادة؟": a month of the year, every year's together (it
  // was the one rainiest month of all, December 2015).
  // ("What was the coldest month on average?": a word or two between, never a month named by when it was.)
  if (USUALLY.test(text)) {
    text = text.replace(/(^|\s)(which|what|اي|انهو)((?: (?!last|this|next|previous|past|that)[a-z]+){0,4}) (?:month|شهر)(?= |$)(?! (?:الماضي|اللي فات|الي فات|الحالي|الجاي|القادم|السابق))/,
      (_m, space: string, which: string, between: string) => `${space}${which}${between} calendar month`);
  }
  // "The latest AAPL price", "current price of IBM", "آخر سعر لسهم أبل", "السعر الحالي" of a file or database: the value
  // on its last day (a level averaged over all time is no one's latest).
  // "How did MSFT do in 2009", "how did the stocks perform": their performance, where the data has one.
  if (!catalog.orders && lexiconOf(catalog).phrases.has('performance')) text = text.replace(/^how (?:did|does|has|have|is|are|was|were) (.+?) (?:do|doing|done|perform|performing|performed)(?= |$)/, '$1 performance');
  // "Tell me about BOS", "where is JFK": a row picked by a value, described (parse/row-described.ts).
  const rowAsk = rowAskOf(text, catalog);
  if (rowAsk) text = rowAsk.text;
  if (!catalog.orders && (LATEST_EN.test(text) || LATEST_AR.test(text)) && !findPeriod(text, today)) text = `${text.replace(LATEST_EN, ' ').replace(LATEST_AR, ' ')} on the last day`.replace(/\s+/g, ' ').trim();
  // "Customers with more than 3 orders": a threshold on each customer's total, read before one on each order.
  const perCustomer = catalog.orders && metricOf('customers') ? perCustomerOf(text) : null;
  if (perCustomer) text = perCustomer.text;
  const typedWords = numbersInWords(typed);
  let typedCustomers = (perCustomer && perCustomerOf(typedWords)?.text) || typedWords;
  // "Products with no sales last month", "customers who haven't ordered in 6 months": the members with none (ADR 23).
  // "Customers who didn't buy in 2025" where the data lists no customers of its own (only ids on invoices): who did not
  // buy cannot be told, and dropping the "not" would answer those who did.
  const absenceSaid = perCustomer ? null : absenceOf(text);
  if (absenceSaid && !hasMembers(catalog)) return cannot(catalog, language, context);
  const absence = absenceSaid;
  if (absence) {
    text = absence.text;
    typedCustomers = absenceOf(typedCustomers)?.text ?? typedCustomers;
  }
  // "How many are there?" after a list of the groups past a threshold: those groups, counted.
  const previousPlan = context.plan?.kind === 'aggregate' ? context.plan : undefined;
  // "List them" after "how many cities": the cities themselves, each with the measure.
  if (LIST_THEM.test(text) && previousPlan?.countOf) {
    const plan: QueryPlan = { ...previousPlan, groupBy: [previousPlan.countOf, ...previousPlan.groupBy].slice(0, 2), countOf: undefined, language };
    return { kind: 'plan', plan, language, context: { plan } };
  }
  // "Who are they?" after how many customers met a threshold: those customers; "how many?" after them, the count.
  const ofCount = groupsOfCount(text, context, LIST_THEM.test(text));
  if (ofCount) { const plan = { ...ofCount, language }; return { kind: 'plan', plan, language, context: { plan } }; }
  // "Who are they?", "مين هم؟" after "how many customers are in Brazil?": those customers by name, as "list the
  // customers in Brazil" gives (it was "can't").
  const countedOnce = previousPlan && !previousPlan.groupBy.length && !previousPlan.grain && !previousPlan.compare && previousPlan.metrics.length === 1;
  const listedThem = LIST_THEM.test(text) && countedOnce ? listedOf(previousPlan.metrics[0], catalog) : undefined;
  if (listedThem) {
    const plan: QueryPlan = { ...previousPlan!, metrics: [listedThem.metric], groupBy: [listedThem.dimension], language };
    return { kind: 'plan', plan, language, context: { plan } };
  }
  // "And who are the customers?", "ومين العملاء؟" after a count of orders, refunds or returns: their customers, by name
  // (a count of shipments has none to name: said so, not every customer's sales).
  const theirCustomers = customersOfCounted(text, previousPlan, catalog);
  if (theirCustomers) {
    const plan = fit({ ...theirCustomers, language }, catalog);
    if (!plan) return cannotSplit({ ...theirCustomers, language }, catalog, language, context);
    return { kind: 'plan', plan, language, context: { plan } };
  }
  // "وش طلباته؟", "show me his orders" after the top customer: that customer's orders, listed (it was "can't").
  // (The one named is the first shown: a ranking of one keeps the rows after it for "the second one".)
  const oneNamed = context.shown?.dimension === 'customer' && (context.shown.values.length === 1 || previousPlan?.top?.n === 1);
  const theirOrders = THEIR_ORDERS.test(text) && oneNamed ? keptTo(context.shown!, context.shown!.values.slice(0, 1)) : undefined;
  if (theirOrders && catalog.orders !== false && lookupFilterFits(theirOrders, catalog)) {
    return lookedUp({ kind: 'lookup', by: 'recent', value: String(LOOKUP_LIMIT), filters: [theirOrders], timezone, language }, context, language);
  }
  // "When was her last order?", "وش آخر طلب له؟" after an answer about one customer (a count of Sara's orders, the top
  // customer): that customer's newest (or first) order (it was the answer before, again).
  const hisLast = HIS_LAST_ORDER.exec(text);
  const customerSaid = previousPlan?.filters.find((f) => f.dimension === 'customer' && f.op === 'eq' && f.values.length === 1);
  const whose = hisLast ? customerSaid ?? (oneNamed ? keptTo(context.shown!, context.shown!.values.slice(0, 1)) : undefined) : undefined;
  if (whose && catalog.orders !== false) {
    const filter = { ...whose, op: 'eq' as const };
    if (lookupFilterFits(filter, catalog)) return lookedUp({ kind: 'lookup', by: 'recent', value: '1', ...(/(?:first|earliest|اول)/.test(hisLast![0]) && { oldest: true }), filters: [filter], timezone, language }, context, language);
  }
  // "WhatsApp orders this month", "and Instagram", "and TikTok", then "which of the three is growing fastest", "show
  // the three by week", "which is better": the values oneByOne one per turn, split by them, and the rest of the question
  // read of that split (it was the last value alone, or "can't").
  const oneByOne = context.replaced && previousPlan && !previousPlan.groupBy.length ? previousPlan.filters.find((f) => f.op === 'eq' && f.dimension === context.replaced!.dimension) : undefined;
  const ofThem = oneByOne && (OF_THE_VALUES.exec(text) ?? WHICH_BETTER.exec(text));
  if (oneByOne && ofThem) {
    const values = [...new Set([...context.replaced!.values, ...oneByOne.values])];
    const base: QueryPlan = { ...previousPlan!, groupBy: [oneByOne.dimension], filters: [...previousPlan!.filters.filter((f) => f !== oneByOne), { ...oneByOne, values }], language };
    const better = WHICH_BETTER.exec(text);
    if (better) {
      const metric = catalog.metrics.find((m) => m.key === base.metrics[0]);
      const higher = /^(?:better|best|higher|highest|bigger|biggest|larger|largest|greater|stronger|more)$/.test(better[1]) !== Boolean(metric?.lowerIsBetter && /^(?:better|best|worse|worst)$/.test(better[1]));
      const plan: QueryPlan = { ...base, compare: undefined, against: undefined, top: { n: 1, dir: higher ? 'desc' : 'asc' } };
      return { kind: 'plan', plan, language, context: { plan } };
    }
    const rest = text.replace(OF_THE_VALUES, ' ').replace(/\s+/g, ' ').trim();
    if (!rest || /^(?:and |so )?(?:show|show me|compare|list|see)?$/.test(rest)) return { kind: 'plan', plan: base, language, context: { plan: base } };
    const again = understand(rest, { ...options, context: { plan: base, shown: { dimension: oneByOne.dimension, values } } });
    if (again.kind === 'plan') return again;
  }
  // "Compare them", "قارنهم" after "Snapchat orders last month" and "and TikTok?": the two side by side (it was "can't").
  // "مين أكثر؟", "which is more?" there: the same two, ranked (it repeated the last one).
  const whichMore = WHICH_MORE.exec(text);
  const replaced = (COMPARE_THEM.test(text) || whichMore) && previousPlan && !previousPlan.groupBy.length ? context.replaced : undefined;
  const comparedNow = replaced && previousPlan!.filters.find((f) => f.op === 'eq' && f.dimension === replaced.dimension);
  if (replaced && comparedNow) {
    const values = [...new Set([...replaced.values, ...comparedNow.values])];
    const ranked = whichMore ? { top: { n: values.length, dir: whichMore[1] ? 'asc' as const : 'desc' as const } } : {};
    const plan: QueryPlan = { ...previousPlan!, groupBy: [replaced.dimension], filters: [...previousPlan!.filters.filter((f) => f !== comparedNow), { ...comparedNow, values }], ...ranked, language };
    return { kind: 'plan', plan, language, context: { plan } };
  }
  // ("Top products in Riyadh this month", "and Jeddah", then "compare the two": each product in each city, the split
  // kept and split again by the values asked in turn; it was "can't".)
  const replacedOfSplit = COMPARE_THEM.test(text) && previousPlan?.groupBy.length === 1 && !previousPlan.grain && !previousPlan.compare && context.replaced && !previousPlan.groupBy.includes(context.replaced.dimension) ? context.replaced : undefined;
  const splitComparedNow = replacedOfSplit && previousPlan!.filters.find((f) => f.op === 'eq' && f.dimension === replacedOfSplit.dimension);
  if (replacedOfSplit && splitComparedNow) {
    const values = [...new Set([...replacedOfSplit.values, ...splitComparedNow.values])];
    const plan: QueryPlan = { ...previousPlan!, groupBy: [...previousPlan!.groupBy, replacedOfSplit.dimension], filters: [...previousPlan!.filters.filter((f) => f !== splitComparedNow), { ...splitComparedNow, values }], language };
    return { kind: 'plan', plan, language, context: { plan } };
  }
  // "Sales by city", "only Riyadh and Dammam", then "both together": the two as one figure, the split by them dropped.
  const splitTwo = COMBINE_THEM.test(text) && previousPlan?.groupBy.length === 1 ? previousPlan.filters.find((f) => f.op === 'eq' && f.dimension === previousPlan.groupBy[0] && f.values.length > 1) : undefined;
  if (splitTwo) {
    const plan: QueryPlan = { ...previousPlan!, groupBy: [], top: undefined, share: undefined, language };
    return { kind: 'plan', plan, language, context: { plan } };
  }
  // "Both together", "combined", "اجمعهم" after "Tabby orders this month" and "and Tamara?": the two as one figure (it
  // was "can't"). ("Top 5 products in Jeddah", "and in Dammam", "now both cities combined": the top 5 of the two.)
  const joined = COMBINE_THEM.test(text) && previousPlan && !previousPlan.groupBy.includes(context.replaced?.dimension ?? '') ? context.replaced : undefined;
  const joinedNow = joined && previousPlan!.filters.find((f) => f.op === 'eq' && f.dimension === joined.dimension);
  if (joined && joinedNow) {
    const values = [...new Set([...joined.values, ...joinedNow.values])];
    const plan: QueryPlan = { ...previousPlan!, filters: [...previousPlan!.filters.filter((f) => f !== joinedNow), { ...joinedNow, values }], language };
    return { kind: 'plan', plan, language, context: { plan } };
  }
  // "Orders from Riyadh yesterday", "and the day before", then "total for both days": the two periods as one, when
  // one follows the other (it was "can't").
  const bothPeriods = previousPlan?.compare && previousPlan.period && previousPlan.against && !previousPlan.grain && COMBINE_THEM.test(text.replace(/ (?:days|weeks|months|quarters|years|periods)$/, ''))
    ? [previousPlan.against, previousPlan.period].sort((a, b) => a.from.localeCompare(b.from)) : undefined;
  // ("Sales this week vs last week", then "combined": this week so far and all of last week, not only its same days;
  // it was "can't".)
  const wholeBefore = bothPeriods && previousPlan!.period!.partial && previousPlan!.against!.unit === previousPlan!.period!.unit && bothPeriods[1] === previousPlan!.period;
  if (bothPeriods && (bothPeriods[0].to === bothPeriods[1].from || wholeBefore)) {
    const [first, second] = bothPeriods;
    const firstLabel = wholeBefore && first.to !== second.from
      ? { en: `all of ${first.label.en.replace(/^the same days of /, '')}`, ar: `${first.label.ar.replace(/^الأيام نفسها من /, '')} كله` } : first.label;
    const period: Period = { from: first.from, to: second.to, unit: 'range', label: { en: `${second.label.en} and ${firstLabel.en}`, ar: `${second.label.ar} و${firstLabel.ar}` } };
    const plan: QueryPlan = { ...previousPlan!, compare: undefined, against: undefined, period, top: previousPlan!.top?.change ? undefined : previousPlan!.top, language };
    return { kind: 'plan', plan, language, context: { plan } };
  }
  // "How were sales last month", "and the month before?" (the two side by side), then "compare to that": the
  // comparison is what is on screen (it was "can't").
  if (COMPARE_THEM.test(text) && previousPlan?.compare && !context.replaced && !context.replacedPeriod) return { kind: 'plan', plan: { ...previousPlan, language }, language, context: { ...context, plan: { ...previousPlan, language } } };
  // "What's the difference?", "والفرق؟" after "sales this week" and "and last week?": the two periods asked, the later
  // against the earlier (it was last week against the week before it, a figure the owner never saw).
  // ("Orders by channel this month", "and last month", then "compare": each channel in the two months, side by side;
  // it was "can't".)
  const periodBefore = ((COMPARE_THEM.test(text) || THE_DIFFERENCE.test(text)) && previousPlan?.period && !previousPlan.groupBy.length) || (COMPARE_PERIODS.test(text) && previousPlan?.period && !previousPlan.grain && !previousPlan.top)
    ? context.replacedPeriod : undefined;
  if (periodBefore) {
    const [earlier, later] = [periodBefore, previousPlan!.period!].sort((a, b) => a.from.localeCompare(b.from));
    const plan: QueryPlan = { ...previousPlan!, period: later, against: earlier, compare: 'previous', language };
    return { kind: 'plan', plan, language, context: { plan } };
  }
  // "Show them", "اعرضها" after "how many orders are not shipped yet?": those orders, the newest first, as "the orders
  // not shipped yet" lists them (it was "can't").
  // ("Oldest first" after "how many orders are waiting to ship?": those orders, the oldest first; it was "can't".)
  const fromOldest = LISTED_FROM.exec(text.trim());
  const ordersThem = (LIST_THEM.test(text) || fromOldest) && countedOnce && catalog.orders !== false
    ? recentOrders({ kind: 'plan', plan: previousPlan!, language, context }, catalog) ?? (previousPlan!.metrics[0] === 'orders' && !fromOldest ? {} : null)
    : null;
  if (ordersThem) return lookedUp({ kind: 'lookup', by: 'recent', value: String(LOOKUP_LIMIT), ...ordersThem, ...(fromOldest && (fromOldest[1] ?? fromOldest[3]) && { oldest: true }), timezone, language }, context, language);
  // "Top five products this month", then "and the month before?": that month's own ranking (it was this month's set
  // against the same days of October). (A total is compared with the month before: both figures.)
  const before = THE_ONE_BEFORE.exec(text);
  const unitBefore = before && UNIT_OF_WORD[before[1] ?? before[2]];
  if (unitBefore && previousPlan?.top && previousPlan.groupBy.length && previousPlan.period?.unit === unitBefore && !previousPlan.grain && !previousPlan.compare) {
    const plan: QueryPlan = { ...previousPlan, period: shiftPeriod(previousPlan.period, 'previous'), language };
    return { kind: 'plan', plan, language, context: { plan } };
  }
  // "And the minimum?" after the highest temperature: the same column taken another way.
  const switched = switchedAggregate(text, previousPlan, catalog);
  if (switched) {
    const plan = { ...switched, language };
    return { kind: 'plan', plan, language, context: { plan } };
  }
  // "When was that?" after the highest price or the lowest temperature: the day it was.
  const endAsked = previousPlan && previousPlan.metrics.length === 1 && !previousPlan.groupBy.length && !previousPlan.grain ? /^(max|min)_/.exec(previousPlan.metrics[0])?.[1] : undefined;
  const endDated = endAsked && previousPlan ? timed(previousPlan.metrics[0]) : false;
  // The one thing an answer ranked first ("the biggest invoice", "the top customer"), which follow-ups ask about.
  const oneFirst = rankedOne(previousPlan);
  // "The biggest invoice", then "when was that?": that one, by day.
  const oneRanked = oneFirst && previousPlan!.metrics.every(timed);
  if (WHEN_THAT.test(text) && oneRanked && previousPlan) {
    const plan: QueryPlan = { ...previousPlan, grain: whenGrain(text), chart: undefined, language };
    return { kind: 'plan', plan, language, context: { plan } };
  }
  // "Sales of Instagram, Snapchat and TikTok", then "مين أكثر وحدة؟", "وأيها الأعلى؟", "which one is the highest?": the
  // one of those named that ranks first (it was their total again).
  const among = previousPlan && !previousPlan.groupBy.length && !previousPlan.grain && !previousPlan.compare
    ? previousPlan.filters.find((f) => f.op === 'eq' && f.values.length > 1) : undefined;
  const amongAsked = among ? ONE_OF_THEM.exec(text) : null;
  if (among && amongAsked) {
    const plan: QueryPlan = { ...previousPlan!, groupBy: [among.dimension], top: { n: 1, dir: LOWEST.test(amongAsked[0]) ? 'asc' : 'desc' }, chart: undefined, language };
    return { kind: 'plan', plan, language, context: { plan, ...(context.shown && { shown: context.shown }) } };
  }
  // "When was our biggest order?", "the largest invoice and when": the one ranked first, with its day (it was the
  // busiest day by orders: the ranking's own measure was lost to "when").
  const withoutWhen = WHEN_ASKED.test(text) && !WHEN_THAT.test(text) ? text.replace(WHEN_ASKED, '') : WHEN_TOO.test(typed) ? typed.replace(WHEN_TOO, '$1') : undefined;
  if (withoutWhen) {
    const ranked = understand(withoutWhen.trim(), { ...options, context: {} });
    const one = ranked.kind === 'plan' ? ranked.plan : undefined;
    // One row of a table (an order, an invoice) ranked first: a thing with a day of its own.
    const namesARow = (key: string) => Object.values(catalog.tables).some((t) => t.rows?.dimension === key) || Boolean(catalog.orders && key === 'order');
    if (one && rankedOne(one) && one.metrics.every(timed) && namesARow(one.groupBy[0])) {
      const plan: QueryPlan = { ...one, grain: 'day', chart: undefined, language };
      return { kind: 'plan', plan, language, context: { plan } };
    }
  }
  // "Who was it for?" after the biggest invoice or order, "where is she from?" after the top customer: that one, beside
  // its customer or its place; "where are they from?" after the top 5 customers: each of them beside their place (it
  // was their sales added up, 235.1).
  const listedOne = Boolean(previousPlan && previousPlan.groupBy.length === 1 && !previousPlan.grain && !previousPlan.compare);
  const beside = oneFirst && WHO_FOR.test(text) ? PERSON_KEYS : listedOne && WHERE_FROM.test(text) ? PLACE_KEYS : undefined;
  const fits = (key: string) => catalog.dimensions.find((d) => d.key === key || (d.label.en === key && d.kind === 'category'))?.key;
  // "How many new customers this month", then "where are they from?": those customers by their place (it was refused).
  const peopleCounted = previousPlan && !previousPlan.groupBy.length && !previousPlan.grain && !previousPlan.compare && /customer/.test(previousPlan.metrics[0]) && metricOf(previousPlan.metrics[0])?.format === 'count';
  if (!beside && peopleCounted && WHERE_FROM.test(text)) {
    const place = PLACE_KEYS.map(fits).find((key): key is string => Boolean(key) && meetsSplit(catalog, previousPlan!.metrics[0], [key!]));
    if (place) {
      const plan: QueryPlan = { ...previousPlan!, groupBy: [place], chart: undefined, language };
      return { kind: 'plan', plan, language, context: { plan } };
    }
  }
  if (beside && previousPlan) {
    const other = beside.map(fits).find((key): key is string => Boolean(key) && key !== previousPlan.groupBy[0] && meetsSplit(catalog, previousPlan.metrics[0], [previousPlan.groupBy[0], key!]));
    if (other) {
      const plan: QueryPlan = { ...previousPlan, groupBy: [previousPlan.groupBy[0], other], chart: undefined, language };
      return { kind: 'plan', plan, language, context: { plan } };
    }
  }
  if (WHEN_THAT.test(text) && endAsked && endDated && previousPlan) {
    const plan: QueryPlan = { ...previousPlan, grain: whenGrain(text), top: { n: 1, dir: endAsked === 'min' ? 'asc' : 'desc' }, compare: undefined, against: undefined, share: undefined, chart: undefined, language };
    return { kind: 'plan', plan, language, context: { plan } };
  }
  // "How many are there?" after a count ("orders over 2000 this month"): that count again (it was "can't").
  if (HOW_MANY_THEY_ARE.test(text) && previousPlan && !previousPlan.absent && !previousPlan.having && !previousPlan.groupBy.length && !previousPlan.grain && !previousPlan.compare
    && previousPlan.metrics.length === 1 && metricOf(previousPlan.metrics[0])?.format === 'count') {
    const plan: QueryPlan = { ...previousPlan, language };
    return { kind: 'plan', plan, language, context: { plan } };
  }
  if (HOW_MANY_THEY_ARE.test(text) && previousPlan?.absent && !previousPlan.absent.counted) {
    const plan: QueryPlan = { ...previousPlan, top: undefined, absent: { ...previousPlan.absent, counted: true }, language };
    return { kind: 'plan', plan, language, context: { plan } };
  }
  if (HOW_MANY_THEY_ARE.test(text) && previousPlan?.having && !previousPlan.having.per && previousPlan.groupBy.length === 1 && !previousPlan.grain) {
    const plan: QueryPlan = { ...previousPlan, groupBy: [], top: undefined, chart: undefined, having: { ...previousPlan.having, per: previousPlan.groupBy[0] }, language };
    return { kind: 'plan', plan, language, context: { plan } };
  }
  // "Shipments in transit for more than 7 days", "الشحنات اللي في الطريق من أكثر من أسبوع": the parcels out longer
  // than that and not arrived, listed by their orders or counted (parse/stuck-on-the-way.ts).
  const stuck = catalog.dimensions.some((d) => d.key === 'days_on_the_way') ? stuckOnTheWayAsked(typed) : null;
  if (stuck) {
    const filters: Filter[] = [{ dimension: 'days_on_the_way', op: 'gt', values: [String(stuck.days)] }];
    if (!stuck.counted) return lookedUp({ kind: 'lookup', by: 'recent', value: String(LOOKUP_LIMIT), counted: 'shipments_on_the_way', filters, timezone, language }, context, language);
    const plan: QueryPlan = { kind: 'aggregate', metrics: ['shipments_on_the_way'], groupBy: [], filters, timezone, language };
    return { kind: 'plan', plan, language, context: { plan } };
  }
  // "Unfulfilled paid orders older than 3 days", "orders waiting more than 2 days to ship": the rest of the question
  // read as it stands, its orders kept to those placed longer ago than that (parse/order-age.ts).
  const aged = catalog.dimensions.some((d) => d.key === 'order_age') ? orderAgeAsked(typed) : null;
  if (aged) {
    const kept = withOrderAge(understand(aged.text, options), aged.days, catalog);
    if (kept) return kept;
  }
  // "Products that sold over 100 units", "only those over 20000": a threshold on each group's total, when the rest
  // of the question (or the answer just given) splits by one thing.
  const groupTotal = perCustomer ? null : groupTotalOf(text, catalog);
  if (groupTotal) {
    const grouped = withGroupTotal(groupTotal, options, language, catalog) ?? countedPerGroup(groupTotal, options, language, catalog);
    if (grouped) return grouped;
    // "Orders with more than 3 items": the units of each order, a threshold on each order.
    const items = groupTotal.counted?.metric === 'units' && catalog.dimensions.some((d) => d.key === 'order_items') && ORDER_AMOUNT.test(groupTotal.counted.text)
      ? understand(groupTotal.counted.text, options) : undefined;
    if (items?.kind === 'plan' && items.plan.kind === 'aggregate' && !items.plan.metrics.includes('units')) {
      const plan: QueryPlan = { ...items.plan, filters: [...items.plan.filters, { dimension: 'order_items', op: groupTotal.op, values: [groupTotal.value] }] };
      return { kind: 'plan', plan, language, context: { plan } };
    }
    // "Customers with more than 7 invoices" where invoices cannot be counted per customer: read on each invoice's
    // amount instead, it would be a wrong number that looks right.
    if (groupTotal.counted) return cannotYet(THRESHOLD_GAP, catalog, language, context);
  }
  // "With International in the name": a word the names hold, read before the words are matched to values.
  const contained = containsOf(text, raw);
  if (contained) text = contained.text;
  // "Orders over 500": the threshold is read here, and stands as a marker while the rest of the question is read.
  const threshold = thresholdOf(text);
  const typedThreshold = threshold ? thresholdOf(typedCustomers) : null;
  if (threshold) text = markThreshold(text, threshold);
  // "The best product in each category", "أفضل منتج في كل فئة": ranked within each value of another split.
  const per = eachOf(text, catalog);
  // "أفضل شهر لكل سنة", "the busiest day of each month": a time bucket ranked within each larger one is not read yet
  // (it was the ten best years or months, the inner bucket lost): said so.
  if (per.grain && RANKED_BUCKET.test(typed)) return cannotYet(BEST_BUCKET_OF_EACH_GAP, catalog, language, context);
  text = per.text;
  const typedForGaps = (typedThreshold ? markThreshold(typedCustomers, typedThreshold) : typedCustomers).replace(per.dimension || per.grain ? EACH : /$^/, ' ');
  // A national day is a period only where the store's country is known (by its currency).
  const countryDayGap = (!today.countryDays?.national_day && NATIONAL_DAY.test(text)) || (!today.countryDays?.founding_day && FOUNDING_DAY.test(text));
  // "Sales last month in dollars" of a store that sells in riyals: no rates are kept to convert with.
  const otherCurrency = catalog.orders ? currencyAsked(typed) : undefined;
  const currencyGap = otherCurrency && options.currency && otherCurrency !== options.currency.toUpperCase() ? CURRENCY_GAP : null;
  // "Rain excluding 2012", "sales except December", "باستثناء ٢٠٢٠": a period left out. Read as the period alone, it
  // answered the opposite of the question; no plan can leave a hole in time yet.
  const leftOut = LEFT_OUT.exec(text);
  const periodLeftOut = leftOut && findPeriod(leftOut[1], today, true) && !/^(?:the )?weekends?(?:\s|$)|^(?:ال)?(?:ويكند|عطله|عطل)/.test(leftOut[1]) ? PERIOD_LEFT_OUT_GAP : null;
  // A period asked that has begun: a future word beside it is talk, not a forecast asked.
  // But a forecast asked for a month named alone ("forecast revenue for december") is of the one coming, not of the
  // last one the name reads as.
  const pastAsked = () => {
    const begun = findPeriod(text, today);
    return Boolean(begun && begun.period.from <= iso(today)) && !(FORECAST_ASKED.test(text) && !PAST_SAID.test(text));
  };
  const missing = (countryDayGap ? COUNTRY_DAY_GAP : null) ?? currencyGap ?? periodLeftOut ?? unsupportedOf(text, catalog, pastAsked) ?? unsupportedOf(typedForGaps, catalog, pastAsked);
  if (missing) return cannotYet(missing, catalog, language, context);
  const impossible = IMPOSSIBLE.exec(text);
  // A code like "Q7" or "H3" can be a product's or a column value's name ("Q7 headphones"): then it is no period.
  const valueNamed = (said: string) => /^[qh]\d$/.test(said) && catalog.dimensions.some((d) => d.values?.some((v) => normalise(v).split(' ').includes(said)));
  if (impossible && !valueNamed(impossible[0].trim())) return noSuchPeriod(impossible[0].trim(), catalog, language, context);
  // "The year 3000": a year the period rules do not read (they know 1900–2099), and not begun.
  const far = /(?:^|\s)(?:in )?(?:the )?(?:year|عام|سنه) ([2-9]\d{3})(?=\s|$)/.exec(text);
  if (far && Number(far[1]) > 2099) return notYet({ from: `${far[1]}-01-01`, to: `${Number(far[1]) + 1}-01-01`, label: { en: far[1], ar: far[1] }, unit: 'year' }, catalog, language, context);

  // The answer to "temp max or temp min?" typed as the column's name: the question asked, with that column.
  // A short reply names one by a word only it has ("the min one", "max").
  const said = new Set(text.split(' '));
  const own = (c: { said: string }) => c.said.split(' ').filter((w) => !context.choices!.some((o) => o !== c && o.said.split(' ').includes(w)));
  const picked = context.choices?.find((c) => text === c.said || (said.size <= 4 && (text.includes(c.said) || own(c).some((w) => said.has(w)))));
  if (picked) return understand(picked.question, { ...options, context: { ...context, choices: undefined } });
  // The answer to "gross or net?": the question asked before, with the measure chosen.
  const choice = context.clarifying === 'income' && context.plan?.kind === 'aggregate' ? incomeChoice(text) : null;
  if (choice && context.plan?.kind === 'aggregate') {
    const plan = { ...context.plan, metrics: [choice], language };
    return { kind: 'plan', plan, language, context: { plan } };
  }

  // "Which category grew the most", then "by percentage": the same ranking by the change in percent (it was the same
  // answer again, ranked by the amount).
  if (context.plan?.kind === 'aggregate' && context.plan.top?.change && BY_PERCENT_ONLY.test(text.trim())) {
    const plan: QueryPlan = { ...context.plan, top: { ...context.plan.top, relative: true }, language };
    return { kind: 'plan', plan, language, context: { plan } };
  }
  // "Sales by month this year", then "total", "and in total?", "what's the total": the one figure of the same question
  // (it was "can't").
  if (context.plan?.kind === 'aggregate' && (context.plan.grain || context.plan.groupBy.length) && !context.plan.compare && !context.plan.steps && TOTAL_ONLY.test(text.trim())) {
    const plan: QueryPlan = { ...context.plan, grain: undefined, groupBy: [], top: undefined, share: undefined, topPer: undefined, bucketsPer: undefined, cumulative: undefined, trend: undefined, sort: undefined, chart: undefined, language };
    return { kind: 'plan', plan, language, context: { plan } };
  }
  // "As a chart", "chart it", "ارسمها": the chart that fits what was answered (a line over time, else bars).
  if (GENERIC_CHART.test(text) && context.plan?.kind === 'aggregate') text = context.plan.grain ? 'as a line chart' : 'as a bar chart';
  const chart = chartOf(text);
  if (chart.chart && chart.only) {
    if (context.plan?.kind !== 'aggregate') return cannot(catalog, language, context);
    const drawn = context.plan.groupBy.length > 0 || Boolean(context.plan.grain);
    if (!drawn && chart.chart !== 'table' && chart.chart !== 'number') return chartNeedsSplit(catalog, language, context);
    const plan = { ...context.plan, chart: chart.chart };
    return { kind: 'restyle', plan, chart: chart.chart, language, context: { plan } };
  }
  text = chart.rest;

  if (catalog.orders) {
    // "When did Omar Al-Dosari last order", "when was the last order from Omar", "متى آخر طلب لعمر": the latest order of
    // that customer, as "last order of Omar Al-Dosari" asks (they were the count of their orders).
    // "Who ordered 1042?": who placed that order.
    text = text.replace(/^who (?:ordered|placed|made|bought|owns) #?(?=\d{3,}$)/, 'who placed order ');
    text = text.replace(/^when (?:did|was) (?!(?:the|our|my|your|we|i) )(.+?) (?:last|most recently) (?:order|ordered|buy|bought|purchase|purchased|shop|shopped)(?: from us| with us)?$/, 'last order of $1')
      .replace(/^when (?:was|did we get) (?:the |their |his |her )?(last|latest|most recent|first) order (?:from|of|by) (.+)$/, '$1 order of $2')
      // "What did Noura Hassan order last", "what was Noura Hassan's last order": her latest order (it was what she
      // had ever bought, by product).
      .replace(/^what (?:did|has) (?!(?:we|i|you|they|the|our|my) )(.+?) (?:order|ordered|buy|bought|purchase|purchased|get) last$|^what (?:did|has) (?!(?:we|i|you|they|the|our|my) )(.+?) last (?:order|ordered|buy|bought|purchase|purchased)$|^what (?:was|is) (?!(?:the|our|my) )(.+?) s (?:last|latest|most recent) order$/, (_m, a?: string, b?: string, c?: string) => `last order of ${a ?? b ?? c}`)
      .replace(/^(?:متي|امتي) (?:كان )?(اخر|اول) (?:طلب|اوردر) (?:ل|من )(?=\S)(.+)$/, '$1 طلب من $2');
    // "Where is my order?", "وين طلبي؟" with nothing to tell it by: which order, asked back (it was all 6,000). After an
    // order looked up, "where is the order?" is that one's (below).
    if (context.plan?.kind !== 'lookup' && asksForUnnamedOrder(text)) return clarifyWhichOrder(language, context);
    // "Where is Ahmed Haddad's order?", "وين طلب أحمد حداد؟": that customer's latest order, with where its shipment is
    // (it was the count of their orders).
    text = whereIsTheirOrder(text);
    // "1042" sent alone (as owners do on WhatsApp), or "and 1043?" after a lookup: that order. A year alone after an
    // answer over time is that year ("2025" after "sales in 2024").
    const bare = /^(?:(?:and|what about|how about|و|طيب|وماذا عن|وش عن)\s*)?#?\s*(\d{1,12})$/.exec(text);
    const yearAfterAnswer = bare && /^(?:19|20)\d\d$/.test(bare[1]) && context.plan?.kind === 'aggregate';
    const afterLookup = context.plan?.kind === 'lookup' && context.plan.by === 'order_number';
    if (bare && !yearAfterAnswer && (afterLookup || /^#?\s*\d+$/.test(text))) {
      // A long one is as likely a courier's tracking number: both are looked for ("292915001707" was not found).
      const plan: LookupPlan = { kind: 'lookup', by: bare[1].length >= 8 ? 'number' : 'order_number', value: bare[1], timezone, language };
      return lookedUp(plan, context, language);
    }
    // "Which shipments are late?", "الشحنات المتأخرة اللي لسا ما وصلت": the parcels late as of today, listed by their
    // orders or counted (parse/open-late.ts); they were every shipment ever late.
    const openLate = catalog.metrics.some((m) => m.key === 'overdue_shipments') ? openLateAsked(text) : null;
    if (openLate?.listed) return lookedUp({ kind: 'lookup', by: 'recent', value: String(LOOKUP_LIMIT), counted: 'overdue_shipments', timezone, language }, context, language);
    if (openLate) text = language === 'ar' ? 'كم شحنه متاخره حاليا' : 'how many overdue shipments';
    // "How many shipments haven't arrived yet?", "كم شحنة ما وصلت للحين؟": the parcels still on their way (parse/on-the-way.ts).
    if (!openLate && catalog.metrics.some((m) => m.key === 'shipments_on_the_way') && onTheWayAsked(text)) text = language === 'ar' ? 'كم الشحنات التي لم تصل بعد' : 'how many shipments still on their way';
    // "Which orders haven't been delivered yet?", "undelivered orders": the orders whose parcel is on its way, listed;
    // "how many orders haven't been delivered?" as "… are still not delivered" (parse/on-the-way.ts).
    const notDelivered = !openLate && catalog.metrics.some((m) => m.key === 'shipments_on_the_way') ? ordersNotDeliveredAsked(text) : null;
    if (notDelivered === 'listed') return lookedUp({ kind: 'lookup', by: 'recent', value: String(LOOKUP_LIMIT), counted: 'shipments_on_the_way', timezone, language }, context, language);
    if (notDelivered === 'counted') text = 'how many orders are still not delivered';
    // "وش فيه؟" after the one order an answer named: what it holds (parse/what-was-in-it.ts).
    const shownOrder = contentsOfShownOrder(text, context);
    if (shownOrder) return lookedUp({ kind: 'lookup', by: 'order_number', value: shownOrder, contents: true, timezone, language }, context, language);
    const lookup = lookupOf(raw, text, timezone, language);
    // "How much did x@y.com spend last year", "كم صرف x@y.com هالسنة": a measure of that customer over a period, not
    // the list of their orders ever.
    const measuredCustomer = lookup?.by === 'email' && (findPeriod(text, today) || MEASURED.test(text)) ? lookup.value : undefined;
    if (measuredCustomer) {
      const rest = understand(raw.replace(new RegExp(measuredCustomer.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'), 'i'), ' customers '), { ...options, context: {} });
      if (rest.kind === 'plan' && !rest.plan.groupBy.length) {
        const plan: QueryPlan = { ...rest.plan, metrics: rest.plan.metrics.filter((m) => m !== 'customers').length ? rest.plan.metrics.filter((m) => m !== 'customers') : ['gross_sales'],
          filters: [...rest.plan.filters.filter((f) => f.dimension !== 'customer'), { dimension: 'customer', op: 'eq', values: [measuredCustomer] }] };
        return { kind: 'plan', plan, language, context: { plan } };
      }
    }
    // "Orders of x@y.com this year": that customer's orders of the period (the period was dropped: all seven listed).
    const within = lookup?.by === 'email' ? findPeriod(text.replace(lookup.value, ' '), today) : null;
    // "Last order of x@y.com", "آخر طلب لـ x@y.com": the one order, not all of theirs.
    const lastOne = lookup?.by === 'email' && LAST_ORDER_OF.test(text)
      ? { kind: 'lookup' as const, by: 'recent' as const, value: '1', filters: [{ dimension: 'customer', op: 'eq' as const, values: [lookup.value] }], timezone, language }
      : undefined;
    if (lastOne && lookupFilterFits(lastOne.filters[0], catalog)) return lookedUp(lastOne, context, language);
    if (lookup) return lookedUp({ ...lookup, ...(within && { period: within.period }) }, context, language);
    // "The last 5 orders from Riyadh", "آخر طلبات الأسبوع الماضي", "list orders over 500 this week": the orders
    // themselves, kept as the same words would filter a count of them.
    const recent = recentAsked(text);
    if (recent && (recent.rest || recent.before || recent.kept)) {
      // The rest as typed: a threshold ("over 1000") is a marker in the text by now.
      const rest = recentAsked(typed)?.rest || recent.rest;
      const asked = language === 'ar' ? `الطلبات ${rest}` : `${recent.before} orders ${rest}`.trim();
      const read = understand(asked, { ...options, context: {} });
      const kept = recentOrders(read, catalog, recent.kept);
      if (kept) {
        const plan: LookupPlan = { kind: 'lookup', by: 'recent', value: String(recent.count), ...(recent.oldest && { oldest: true }), ...kept, timezone, language };
        return lookedUp(plan, context, language);
      }
      // "The last order with a hoodie" of a store that sells none: said so (it was every order's count).
      if (read.kind === 'plan' && read.plan.ignored?.length && /^(?:with|of|for|containing|including|holding) /.test(rest)) return cannot(catalog, language, context, read.plan.ignored);
    }
  }

  // "When was the last invoice?", "آخر ٥ فواتير", "which employee was hired first?", "when was Jane Peacock hired?":
  // an owner's rows by their own date (parse/dated-rows.ts), read as written: "the last" is no period here ("متى آخر
  // فاتورة؟" was the invoices of the data's last day).
  const rowsByDate = datedRowsAsked(asWritten, catalog, timezone, language) ?? datedRowsAsked(text, catalog, timezone, language);
  if (rowsByDate?.plan) return lookedUp(rowsByDate.plan, context, language);
  if (rowsByDate?.narrowed) {
    const kept = narrowedBy(rowsByDate.narrowed.plan, understand(rowsByDate.narrowed.asked, { ...options, context: {} }), catalog);
    if (kept) return lookedUp(kept, context, language);
  }
  if (rowsByDate?.named) {
    const said = understand(rowsByDate.named, { ...options, context: {} });
    const named = said.kind === 'plan' && !said.plan.groupBy.length && !said.plan.period ? withNamed(said.plan.filters, catalog, timezone, language) : null;
    if (named) return lookedUp(named, context, language);
  }

  // "Employees by hire year": the hire date is the employees' time, split by year.
  text = dateColumnWordsOff(text, catalog);

  // "والإجمالي؟" alone after an answer (net sales) is the gross; before a noun "اجمالي" is that noun's total ("اجمالي
  // الطلبات" is the orders), so it is no synonym of gross sales.
  if (context.plan?.kind === 'aggregate' && /^و?(?:ال)?اجمالي$/.test(text.trim())) text = 'اجمالي المبيعات';
  // "How many are there?", "كم عددها؟" after orders listed for a row they hold or by filters: those counted (lookedUp
  // keeps them aside).
  if (context.plan?.kind === 'lookup' && listsKeptOrders(context.plan) && context.aside && HOW_MANY_THEY_ARE.test(text.trim())) {
    const plan: QueryPlan = { ...context.aside, language };
    return { kind: 'plan', plan, language, context: { plan } };
  }
  // "Oldest first", "the oldest ones", "الأقدم أول" after the newest orders listed: the same orders from the oldest (it
  // was "can't"); "newest first" back again.
  // Only of orders kept to something (unfulfilled ones, those on their way): "the last 5 orders" turned are others.
  const turned = context.plan?.kind === 'lookup' && context.plan.by === 'recent' && !context.plan.table && (context.plan.filters?.length || context.plan.counted) ? LISTED_FROM.exec(text.trim()) : null;
  if (turned && context.plan?.kind === 'lookup') {
    const { oldest: _was, ...rest } = context.plan;
    return lookedUp({ ...rest, ...((turned[1] ?? turned[3]) && { oldest: true }), language }, context, language);
  }
  // "Is it late?", "وين وصل؟" after an order looked up: that order's answer again (it tells its delivery).
  if (context.plan?.kind === 'lookup' && !context.plan.table && asksAboutLookedUpOrder(text)) return { kind: 'lookup', plan: context.plan, language, context };
  // "What's in it?", "وش فيه؟": the same order, its items said.
  if (context.plan?.kind === 'lookup' && !context.plan.table && context.plan.by !== 'recent' && context.plan.by !== 'email' && asksWhatLookedUpOrderHolds(text)) return lookedUp({ ...context.plan, contents: true }, context, language);
  // "Only this year", "and in 2025?" after a customer's orders: theirs of that period (it was the store's sales).
  if (context.plan?.kind === 'lookup' && (context.plan.by === 'email' || (context.plan.by === 'recent' && context.plan.filters?.some((f) => f.dimension === 'customer')))) {
    const asked = findPeriod(text, today);
    const rest = asked ? `${text.slice(0, asked.index)} ${text.slice(asked.index + asked.length)}`.replace(PERIOD_ONLY_WORDS, ' ').trim() : undefined;
    if (asked && !rest) return lookedUp({ ...context.plan, by: context.plan.by === 'recent' ? 'email' : context.plan.by, value: context.plan.by === 'recent' ? context.plan.filters!.find((f) => f.dimension === 'customer')!.values[0] : context.plan.value, filters: undefined, period: asked.period }, context, language);
  }
  // "What did she buy?", "وش اشترى؟" after one customer of an owner's data: her purchases, thing by thing.
  const purchases = catalog.orders ? null : purchasesOfOne(text, context, catalog, timezone, language);
  if (purchases) return { kind: 'plan', plan: purchases, language, context: { plan: purchases } };
  // "How many units did it sell?", "which city bought the top one most?", "وكم حبة بعنا منه؟": what the last answer
  // listed, pointed at, is kept as a filter of this follow-up.
  text = whyThatOne(otherVariantAsked(text, context, catalog), context, catalog);
  // "Biggest one?" after refunds counted: the largest refund of them (it repeated the count).
  if (catalog.orders) text = biggestOneAsked(text, context);
  text = sameSplitRanked(text, context);
  text = rateAsked(worthAsked(boughtAsked(recoveredOfThem(catalog.orders ? refusedAsked(text) : text, context, catalog)), context, catalog), context, catalog);
  // ("How many of them ordered again?" after the new customers: a cohort, said so as when asked in one question.)
  const backAsked = cameBackAsked(text, context, catalog);
  const cohort = backAsked !== text ? unsupportedOf(backAsked, catalog) : null;
  if (cohort) return cannotYet(cohort, catalog, language, context);
  text = backAsked;
  // "How many orders that month?" after Jeddah's best month: that month, and still Jeddah (the filters were dropped).
  const pointed = bucketPointedAt(text, context, today.y);
  const bucketPointed = pointed !== text;
  text = pointed;
  // "Where did they sell the most?", "ووين انباعت أكثر شي؟" after things listed: the places that bought them most.
  if (context.plan?.kind === 'aggregate' && context.plan.top && context.shown?.values.length && context.shown.dimension !== 'customer' && catalog.dimensions.some((d) => d.key === 'city')) {
    text = text.replace(WHERE_SOLD_EN, 'which cities bought them the most').replace(WHERE_SOLD_AR, 'اي المدن اشترتها اكثر');
  }
  const referred = referenceOf(text, context);
  if (referred) text = referred.text;

  // "والسنة الماضية" and "بالشهر الماضي": the clitic would hide the period from its patterns.
  // "كم نبيع باليوم بالمتوسط": "per day" and "on average" keep their ب (without it, "اليوم" is today).
  // So does "باليوم" asked how many ("كم طلب باليوم هالشهر": a day's average; it was today's orders).
  const perUnit = AVERAGE.test(text) ? /(?!ال(?:يوم|اسبوع|شهر|متوسط)(?:\s|$))/.source
    : /(?:^|\s)(?:كم|قديش|كام|اديش)(?=\s|$)/.test(text) ? /(?!اليوم(?:\s|$)(?!\s*(?:الماضي|السابق|الفايت|اللي|الي|قبله)))/.source : '';
  // "المبيعات بالشهر في 2024", then "بالشهر": by month. Asked "how much" ("كم نبيع بالشهر") it is a month's average,
  // and before a period's own word ("بالشهر الماضي") it is that period.
  if (!AVERAGE.test(text) && !/(?:^|\s)(?:كم|قديش|كام|قد ايش|اديش)(?=\s|$)/.test(text)) {
    // "المبيعات لكل يوم الأسبوع الماضي": each day of it.
    text = text.replace(/(^|\s)لكل (يوم|اسبوع|شهر|سنه|ربع)(?=\s|$)/g, '$1حسب ال$2');
    text = text.replace(/(^|\s)و?بال(شهر|اسبوع|سنه|ربع|يوم)(?=\s|$)(?!\s*(?:الماضي|الماضيه|اللي|الي|الذي|التي|الحالي|السابق|السابقه|القادم|الجاي|الفايت|الفايته|هذا|هذه|الاول|الثاني|الثالث|الرابع|الاخير|الفات)(?:\s|$))/g, '$1حسب ال$2');
  }
  // "الطلبات حسب الساعة اليوم": "اليوم" right after the split, with no "و" joining them, is today (it was a split by day
  // too, over all time); "حسب الساعة واليوم" stays both splits.
  text = text.replace(/(^|\s)(حسب|بحسب) (ال\S+) اليوم(?=\s|$)(?!\s*(?:الماضي|السابق|الفايت|اللي|الي|قبله|الوطني|التاسيس)(?:\s|$))/g, '$1$2 $3 هذا اليوم');
  text = text.replace(new RegExp(`(^|\\s)(?:و|ب|وب)(?=ال)${perUnit}`, 'g'), '$1').replace(GLUED_TIME, '$1').replace(/(^|\s)و(?=(?:حسب|بحسب|لكل) )/g, '$1')
    // "للشهر الماضي", "لهذا الشهر", "لهالسنة": "for" glued to the period.
    .replace(/(^|\s)لل(?=(?:شهر|اسبوع|سنه|عام|ربع|يوم|فتره)(?:\s|$))/g, '$1ال')
    .replace(/(^|\s)ل(?=(?:هذا|هذه|هذي|هال\S+|اخر|الاخر)(?:\s|$))/g, '$1')
    // "لصافي المبيعات": "of" glued to a measure's first word.
    .replace(/(^|\s)ل(?=(?:صافي|اجمالي|متوسط|عدد|نسبه|معدل)(?:\s|$))/g, '$1')
    // "وهذا الشهر؟": "and" glued to "this" before a period's word (it was "can't").
    .replace(/(^|\s)و(?=(?:هذا|هذه|هذي) (?:ال)?(?:شهر|اسبوع|سنه|عام|ربع|يوم)(?:\s|$))/g, '$1')
    // "وأمس؟", "وقبل أمس؟": "and" glued to a period without an article.
    .replace(/(^|\s)و(?=(?:امس|امبارح|البارحه|قبل امس|اول امس|اول امبارح|هال\S+)(?:\s|$))/g, '$1')
    // "حسب الفئة والشهر", "by category and month": the time unit joined to a split is a split too (not "and last
    // month"). The Arabic "و" is already off here ("حسب الفئه الشهر"), so there a noun with its article must follow.
    .replace(/(^|\s)by (\S+(?: \S+)?) (?:and|&) (?=(?:month|week|day|year|quarter)s?(?:\s|$)(?!\s*so far))/g, '$1by $2 by ')
    .replace(/(^|\s)(حسب|بحسب) (ال\S+) (?=ال(?:شهر|يوم|اسبوع|سنه|ربع)(?:\s|$)(?!\s*(?:الماضي|الماضيه|اللي|الي|الحالي|السابق|السابقه|القادم|الجاي|الفايت|الفايته|هذا|هذه|الاول|الاولي|الثاني|الثانيه|الثالث|الثالثه|الرابع|الرابعه|الاخير|الاخيره)(?:\s|$)))/g, '$1$2 $3 $2 ')
    // "حسب نوع الطقس", "by type of weather": the kind is the thing split by; a customer's type (new or returning)
    // is a split of its own, and "نوع الشحن" (the ship mode) is one phrase, as is a column's own name ("حسب نوع
    // الوسائط", Chinook's media type, was "can't split by الوسايط"). "By type of media" is that column said the other
    // way round ("media type"; it was "can't split by media").
    .replace(/(^|\s)(حسب|بحسب|لكل|by|per) (نوع|انواع|type of|kind of) (?!(?:customers?|clients?|buyers?|العميل|العملاء|الزبون|الزباين|الزبائن|الشحن|التوصيل|shipping|delivery)(?:\s|$))(\S+)/g,
      (said: string, space: string, by: string, kind: string, next: string) => {
        const phrases = lexiconOf(catalog).phrases;
        if (phrases.has(`${kind} ${next}`)) return said;
        const named = /^(?:type|kind) of$/.test(kind) && phrases.has(`${next} type`);
        return `${space}${by} ${next}${named ? ' type' : ''}`;
      });
  // "Return reasons", "why do customers return", "أسباب الإرجاع": the returns split by their reason (the refunds keep
  // theirs, and "return" is also one of a refund's reasons).
  text = text.replace(/(^|\s)(?:(?:the )?(?:top |main |most common )?(?:return reasons?|reasons? for (?:the )?returns?|reasons? (?:why|that) (?:customers|people) return(?: items| products| orders)?|why (?:do |did |are )?(?:customers|people) return(?:ing)?(?: items| products| orders)?)|(?:اسباب|سبب) (?:الارجاع|المرتجعات|الاسترجاع|الترجيع|ارجاع الطلبات|ارجاع المنتجات)|(?:ليش|ليه|لماذا|وش سبب) (?:العملاء|الناس|الزباين|الزبائن) (?:يرجعون|يرجعوا|رجعوا|يرجعو)(?: (?:المنتجات|الطلبات|البضاعه|الاغراض))?)(?=\s|$)/g, (_m, space: string) => `${space}${language === 'ar' ? 'المرتجعات حسب السبب' : 'returns by reason'}`);
  // "carts were abandoned", "orders that were refunded": said as "abandoned carts", "refunded orders".
  text = stateBeforeNoun(text, lexiconOf(catalog));
  // The grain first: in "المبيعات حسب اليوم الشهر الماضي" the day is how to split, not today.
  // "Month over month": each month against the one before, a series of steps rather than a comparison of periods.
  const steps = stepsOf(text); text = steps.text;
  // "Average daily sales": per day, not a series of days.
  const perBucket = perBucketOf(text); text = perBucket.text;
  const cumulative = CUMULATIVE.test(text);
  if (cumulative) text = text.replace(CUMULATIVE, ' ').replace(/\s+/g, ' ').trim();
  // "The hottest day", "the cheapest month": a file's column said by an adjective.
  // On the warehouse, only a product's price is said so ("the most expensive product", "أرخص منتج").
  const superlative = superlativeOf(text, (column) => {
    if (catalog.orders) return column === 'price' && metricOf('avg_price') ? 'price' : undefined;
    return metricOf(`sum_${column}`) || metricOf(`max_${column}`) ? column.replace(/_/g, ' ') : undefined;
  });
  text = superlative.text;
  const grain = grainOf(text); text = grain.text;
  if (per.grain && !grain.grain) grain.grain = per.grain;
  grain.grain ??= steps.grain;
  // "weekend vs weekday sales": the two kinds of day, not a weekend split by day of the week.
  // "peak hours", "ساعات الذروة": the busiest hours, not every hour in clock order.
  // "top customers by spend": ranked by what they spent.
  text = text.replace(/(^|\s)(by|in) spend(?=\s|$)/g, '$1$2 spending').replace(/(^|\s)peak hours(?=\s|$)/g, '$1top 3 hours').replace(/(^|\s)peak hour(?=\s|$)/g, '$1busiest hour')
    .replace(/(^|\s)ساعات الذروه(?=\s|$)/g, '$1اكثر 3 ساعات').replace(/(^|\s)(?:ساعه|وقت) الذروه(?=\s|$)/g, '$1اكثر ساعه')
    // "الويكند مقابل أيام الأسبوع": the two kinds of day (أيام الأسبوع, against the weekend, are the working days).
    // ("مقارنة الويكند بأيام الأسبوع", "الويكند ولا أيام الدوام", "نهاية الأسبوع مقارنة بباقي الأيام": the weekend alone was read.)
    .replace(/(^|\s)(?:مقارنه (?:بين )?)?(?:ال)?(?:ويكند|عطله نهايه الاسبوع|نهايه الاسبوع|عطلات نهايه الاسبوع) (?:مقابل|مقارنه ب|بالمقارنه مع|و|vs|ولا|او|ب)(?: ?)(?:ايام الاسبوع|ايام الدوام|ايام العمل|الايام العاديه|باقي الايام|باقي ايام الاسبوع|بقيه الايام|بقيه ايام الاسبوع)(?: (?:اكثر|اعلي|احسن|افضل|اقل))?(?=\s|$)/g, '$1weekends vs weekdays');
  text = text.replace(/(^|\s)(weekends?) (vs\.?|versus|or|and|against|compared to|compared with) weekday(?=\s|$)/g, '$1$2 $3 weekdays')
    .replace(/(^|\s)weekday (vs\.?|versus|or|and|against|compared to|compared with) (weekends?)(?=\s|$)/g, '$1weekdays $2 $3');
  // "new vs returning customers": the noun both adjectives share is said once.
  text = text.replace(/(^|\s)new (?:vs\.?|versus|and|or|against) returning (customers|buyers|clients)(?=\s|$)/, '$1new $2 and returning $2')
    .replace(/(^|\s)(العملاء|الزبائن|عملاء|زبائن) الجدد (?:مقابل|vs|و|او|ضد) ?(?:ال)?(عايدين|عايدون|متكررين)(?=\s|$)/, '$1$2 الجدد و$2 العايدين')
    // "الإجمالي مقابل الصافي", "المبيعات الإجمالية والصافية": gross and net sales side by side (it was net sales alone).
    // (By now "و" between two words is gone: "الاجمالي الصافي", both with the article, is the pair; "إجمالي صافي المبيعات"
    // stays the total of net sales. Said of profit, it is no sales.)
    .replace(/(?<!ربح|ارباح)(^|\s)(?:(?:ال)?مبيعات )?(?:(?:ال)?اجمالي(?:ه)?(?: (?:لل|ال)?مبيعات)? (?:مقابل|مقارنه ب|vs|و|او|ولا) ?(?:ال)?|الاجمالي(?:ه)? ال)صافي(?:ه)?(?= |$)(?! (?:ال)?(?:ربح|ارباح|مبيعات))/, '$1اجمالي المبيعات و صافي المبيعات');
  // "orders this morning", "sales between 9am and 5pm", "الصبح": hours of the day, a filter on the hour (before the
  // periods, which would read "from 9 to 5" as days).
  // "Morning vs evening sales": the two parts of the day side by side, one row each, like "weekends vs weekdays".
  const partsCompared = catalog.dimensions.some((d) => d.key === 'part_of_day') ? partsComparedOf(text) : null;
  if (partsCompared) text = partsCompared.text;
  const timeOfDay = catalog.dimensions.some((d) => d.key === 'hour') ? timeOfDayOf(text) : null;
  if (timeOfDay) text = timeOfDay.text;
  const previousPeriod = context.plan?.kind === 'aggregate' ? context.plan.period : undefined;
  if (previousPeriod) {
    // "Sales in 2023", then "what about the previous year", "والسنة السابقة؟": the year before the conversation's, as
    // "and the year before" reads (it was the year before today's).
    text = text.replace(STEP_BACK, (_m, en?: string, ar?: string) => (en ? `and the ${en} before` : `وال${ar} اللي قبلها`));
    // "Q4 2025", then "مقارنة بنفس الربع ٢٠٢٤", "vs the same month in 2024": the conversation's quarter or month in
    // that year, named as findCompare reads it (it was all of 2024). August 2025, then "the same month this year": this
  // year's August (it was August 2024).
    text = text.replace(SAME_IN_YEAR, (found: string, lead: string, year: string, at: number, whole: string) => sameUnitIn(previousPeriod, /^\d/.test(year) ? Number(year) : today.y, lead, !COMPARED_BEFORE.test(whole.slice(0, at))) ?? found);
  }
  const compared = findCompare(text, today);
  text = compared.text;
  let period: Period | undefined = compared.current;
  // "Last month", then "and compared to last year?": the conversation's period against the same one a year before,
  // not this year against last year.
  if (compared.relative && previousPeriod && /^(?:and|but|what about|how about|و|طيب)?$/.test(compared.text.trim())) period = undefined;
  // "Sales in December 2025", then "vs December 2024", "مقارنة بنفس الربع ٢٠٢٤": the conversation's period against the
  // one named (it was the month right after the one named against it), when the two are alike in length.
  else if (compared.unsaid && compared.against && previousPeriod && !compared.relative && /^(?:and|but|what about|how about|و|طيب)?$/.test(compared.text.trim())
    && alike(previousPeriod, compared.against) && previousPeriod.from !== compared.against.from) period = previousPeriod;
  // "Sales last month", "and the month before that?" (October against September), then "and the month before that?"
  // again: September against August, one step further back each time (it asked October against September again).
  const chained = context.plan?.kind === 'aggregate' && context.plan.compare === compared.compare;
  // (A day set against the day before, then "and the week before that": the same day a week before, the day kept; it
  // slid to the day before.)
  const dayThenWeek = compared.weekBefore && previousPeriod?.unit === 'day';
  if (compared.beforeThat && chained && !dayThenWeek && previousPeriod && /^(?:and|but|what about|how about|و|طيب)?$/.test(compared.text.trim())) period = namedByItsDates(shiftPeriod(previousPeriod, compared.compare!));
  let found = (compared.compare || compared.versus ? null : joinedPeriod(text, today) ?? partOfPeriod(text, today)) ?? findPeriod(text, today);
  // "Eid Hamper - Large units this year", "Ramadan Box": an occasion's word that begins a name the data holds is that
  // name, not the occasion.
  if (found && beginsAValue(text, found, catalog)) found = findPeriod(`${text.slice(0, found.index)} ${' '.repeat(found.length - 1)}${text.slice(found.index + found.length)}`, today);
  // "sales on the weekend in 2024": weekends of 2024, not last weekend.
  if (found && /^(?:last|this) weekend$/.test(found.period.label.en)) {
    const rest = `${text.slice(0, found.index)} ${text.slice(found.index + found.length)}`;
    const other = findPeriod(rest, today);
    if (other) { text = `${rest} weekends`; found = findPeriod(text, today); }
  }
  // "December sales in each year": December of every year, year by year (parse/month-each-year.ts).
  const everyYear = found && !previousPeriod ? monthsEveryYear(found.period, text.slice(found.index, found.index + found.length), grain.grain, catalog) : undefined;
  if (found) {
    period = everyYear ? undefined : found.period;
    text = `${text.slice(0, found.index)} ${text.slice(found.index + found.length)}`;
  }
  // "sales to date", "sales up to date": up to now, which every answer is (not the category "Dates").
  text = text.replace(/(^|\s)(?:up )?(?:to|till|until) date(?=\s|$)/g, '$1');
  // "Sales in 2024", then "and March?", "والربع الأخير؟", "and Ramadan?": that one of the year the conversation is
  // about, not the latest. "July 2014", then "and 2015?": July of 2015.
  if (found && previousPeriod && isFollowUp(normalise(raw))) period = inConversationYear(found, period!, previousPeriod, typed, today) ?? period;
  // "Q3", then "same for last year", "نفس الشي للسنة اللي فاتت": that period a year before, not the whole of last year.
  // A period named by its dates ("October 2026", "Q2 2026", "Ramadan 2026") is asked again a year before; one named
  // from today ("last month", "the last 90 days") leaves "and last year?" to mean last year.
  const namedPeriod = previousPeriod && /\d{4}/.test(previousPeriod.label.en) && previousPeriod.unit !== 'year';
  if (previousPeriod && (SAME_A_YEAR_BEFORE.test(typed) || (namedPeriod && LAST_YEAR_ALONE.test(typed)))) period = shiftPeriod(previousPeriod, 'year_ago');
  else if (previousPeriod && LAST_YEAR_ALONE.test(typed)) period = runningOneAYearBefore(previousPeriod, today) ?? period;
  // "The coldest day ever", "من البداية": over all the data, whatever period the conversation had.
  const allTime = !period && ALL_TIME.test(text);
  if (allTime) text = text.replace(ALL_TIME, ' ');
  // "Last Friday", then "and the Friday before that?": a week earlier.
  const dayBefore = context.plan?.kind === 'aggregate' && context.plan.period?.unit === 'day' && !period ? DAY_BEFORE.exec(text) : null;
  if (dayBefore && context.plan?.kind === 'aggregate' && context.plan.period) {
    const day = addDays(parseIso(context.plan.period.from), -7);
    period = { from: iso(day), to: iso(addDays(day, 1)), label: { en: iso(day), ar: iso(day) }, unit: 'day' };
    text = `${text.slice(0, dayBefore.index)} ${text.slice(dayBefore.index + dayBefore[0].length)}`;
  }
  let compare = compared.compare;
  // "Sales by year compared with the previous year", or "sales by year" then "+ compared with the previous year",
  // "المبيعات حسب السنة" then "مقارنة بالسنة السابقة": a series over all time held against its own unit before is each
  // bucket against the one before, as "year over year sales growth" is (it was last month against the month before,
  // or this year so far against last year's same days).
  const seriesBefore = context.plan?.kind === 'aggregate' && !context.plan.period && !context.plan.compare && !grain.grain && /^(?:and|but|what about|how about|و|طيب)?(?: ?(?:vs\.?|versus|compared (?:to|with)|against))?$/.test(compared.text.trim()) ? context.plan.grain : undefined;
  // ("Vs last year" names this year unsaid against last year: no period of the question's own either.)
  const ownPeriod = period && !(compared.unsaid && period === compared.current);
  const comparedUnit = compare && !ownPeriod && (!compared.against || compared.relative) ? UNIT_BEFORE_SAID.exec(typed) : null;
  const stepUnit = comparedUnit ? STEP_UNIT_WORDS[comparedUnit[1] ?? comparedUnit[2] ?? comparedUnit[3]] : undefined;
  if (stepUnit && stepUnit === (grain.grain ?? seriesBefore) && !steps.grain) {
    steps.grain = stepUnit; grain.grain = stepUnit; compare = undefined; period = undefined;
    compared.against = undefined; compared.current = undefined;
  }
  // A compared period named from today ("vs last year", "compared to the previous quarter") is read from the
  // question's own period once it has one: "March vs last year" is March a year before, "2023 vs last year" 2022.
  const relativeUnit = compared.relative ? compared.against?.unit : undefined;
  // "How many days did temp min drop below zero", "كم يوم نزلت فيه الحرارة تحت الصفر": falling past a threshold is
  // the threshold, not a change against the period before.
  const pastThreshold = fallsPastThreshold(text, THRESHOLD_MARK);
  // "Which carrier is fastest", "أي شركة شحن أسرع": a speed of delivery, the fewest days first (the slowest, the most).
  // "Which carrier is the slowest": slowest said after the carrier (alone, "the slowest week" has the fewest orders).
  // "Which channel grew fastest", "fastest growing category": the most growth, not a delivery speed.
  const growth = hasGrowth(text) && !pastThreshold;
  if (growth) text = text.replace(/(^|\s)(?:the )?(?:fastest|quickest)(?=\s|$)/g, '$1most');
  // "Which is slowest?" after average delivery days by carrier: the most days, as if the carrier were named again.
  const deliveryBefore = context.plan?.kind === 'aggregate' && context.plan.metrics.includes('avg_delivery_days');
  const speed = growth ? null : SPEED.exec(text) ?? (CARRIER_WORDS.test(text) || deliveryBefore ? SLOWEST.exec(text) : null);
  const top = topOf(text); text = top.text;
  // "First 5", "اول خمس مدن" after a ranking: that many of it (the 3 listed before were kept).
  const firstN = !top.top && context.plan?.kind === 'aggregate' && context.plan.top ? FIRST_N.exec(text) : null;
  if (firstN) { top.top = { n: Number(firstN[1]) || NUMBER_WORDS[firstN[1]], dir: context.plan!.kind === 'aggregate' ? context.plan!.top!.dir : 'desc' }; text = text.replace(FIRST_N, ' '); }
  // "the best 3 months", "best day last month": a time bucket is what is ranked (used when no category is).
  // "When was AMZN at its lowest price": the day it was.
  const bucket = top.top && !grain.grain ? rankedBucketOf(text) : { plural: false, text };
  if (top.top && !grain.grain && !bucket.grain && WHEN_ASKED.test(typed)) bucket.grain = 'day';
  text = bucket.text;
  // "نسبة الإرجاع" is the return rate, not a share of returns.
  const rate = namesRate(text, catalog);
  let share = !rate && hasShare(text); if (!rate) text = stripShare(text);
  const trend = hasTrend(text); text = stripTrend(text);
  const fall = hasFall(text) && !pastThreshold; const rise = hasRise(text); text = stripGrowth(text);
  // "Sales growth year over year", "نمو المبيعات سنويا" with no period named: each year against the one before (a year
  // asked of no period is no month of this year against the same month last year).
  if (!period && !previousPeriod && (compare === 'year_ago' || growth) && YEARLY_GROWTH.test(typed) && (!grain.grain || grain.grain === 'year') && !steps.grain) {
    steps.grain = 'year'; grain.grain = 'year'; compare = undefined;
  }
  const impliedCompare = growth && !compare && !trend && !steps.grain;
  if (impliedCompare) compare = 'previous';
  const ambiguousIncome = AMBIGUOUS_INCOME.test(text);
  // "How much money did we make": the money is what was made, never a track or product called "Money".
  if (ambiguousIncome) text = text.replace(/(?:^|\s)money(?=\s|$)/g, '');
  // After a lookup, the answer before it goes on, unless the question points at the customer looked up.
  const previous = context.plan?.kind === 'aggregate' ? context.plan : referred ? undefined : context.aside;
  const dropping: { drops: boolean; all?: boolean; text: string } = previous ? dropsFilters(text) : { drops: false, text };
  text = dropping.text;

  const words = text.split(' ').filter(Boolean);
  const used = words.map(() => false);
  const byDay = (key: string) => Boolean(fromTimeOf(catalog.dimensions.find((d) => d.key === key)));
  // Known values of several words go first: "نقاط البيع" (point of sale) and "مسترد جزئيا" (partially refunded) are
  // values, though "البيع" and "مسترد" alone name metrics.
  const longValues = matchValues(words, used, catalog, undefined, 2);
  const partsUnread = worldPartsUnread(words, used).filter((part) => !namesKnownValue(catalog, part.name));
  for (const part of partsUnread) used.fill(true, part.start, part.end);
  const states = statesAsValues(matchPhrases(words, used, lexiconOf(catalog)), words, catalog);
  const hits = states.hits;
  // A customer's first name ("Ahmed") is read as theirs only when written as a name or said with buying words: an
  // everyday word can be someone's first name too.
  const values = [...longValues, ...states.values, ...matchValues(words, used, catalog, options.lookupValues)]
    // "مين اكثر عميل اشترى مني": "from me" after buying or selling, though it is spelled as the name منى (Mona).
    .filter((v) => !(v.firstName && v.end === v.start + 1 && FROM_ME.test(words[v.start]) && BOUGHT_SOLD.test(words[v.start - 1] ?? '')))
    .filter((v) => !v.firstName || CUSTOMER_CUE.test(typed) || words.slice(v.start, v.end).every((word) => new RegExp(`(?:^|\\s)${word[0].toUpperCase()}${word.slice(1)}(?=[\\s'’?.,!]|$)`).test(raw)));

  const metrics: string[] = [];
  // others: the dimensions the same word names elsewhere; shared: a custom table's, named by a warehouse word.
  const dimensions: { key: string; plural: boolean; marked: boolean; others?: string[]; shared?: string[]; scoping?: boolean }[] = [];
  /** An English word of four letters or more that nothing matched and the data never uses ("dividend", "humidity"). */
  // (On a file or database, a word inside a title or name of its data is not known for that: parse/spelling.ts isDataWord.)
  const unknownWords = () => words.filter((word, i) => !used[i] && word.length >= 4 && /^[a-z]+$/.test(word) && !(catalog.orders ? isKnownWord(word, catalog) : isDataWord(word, catalog)));
  const unknownWordLeft = () => unknownWords().length > 0;
  const hasMetricOnly = hits.some((h) => h.entries.every((e) => e.kind === 'metric'));
  // Filters of the previous answer taken off: by "remove the … filter" (those named, else all) or "all cities".
  const dropped = new Set<string>();
  // "Sales by customer", "top 5 customers" where a file has only customer ids: things it can count, not name.
  let unsplittable = false;
  /** The other measures a word named ("sales": the invoices' total, the lines' price × quantity), by the one taken. */
  const alternatives = new Map<string, string[]>();
  // "Customers who have a company", "العملاء اللي عندهم شركة", "without an e-mail": rows whose value is there, or not.
  const filled: Filter[] = [];
  // "Customer 5", "postal code 10012", "invoice 98": a number said right after a split's name is that split's value.
  // "Invoices with total 1.98": a measured column said with a number is that column at exactly the number.
  const dimensionOf = (key: string) => catalog.dimensions.find((d) => d.key === key);
  for (const hit of [...hits]) {
    const number = words[hit.end];
    if (used[hit.end] || !NUMBER_WORD.test(number ?? '')) continue;
    const category = hit.entries.map((e) => (e.kind === 'dimension' ? e.key : /^distinct_(.+)$/.exec(e.key)?.[1])).find((key) => key && dimensionOf(key)?.kind === 'category');
    const amount = hit.entries.map((e) => /^(?:sum|avg|max|min)_(.+)$/.exec(e.key)?.[1]).find((column) => column && dimensionOf(`amount_${column}`));
    if (category) filled.push({ dimension: category, op: 'eq', values: [number] });
    // Only said as a condition ("with total 1.98", "where price 0.99"), never a range begun ("latitude 30 and 35").
    else if (amount && /^-?\d+(?:\.\d+)?$/.test(number) && /^(?:with|where|having|whose)$/.test(words[hit.start - 1] ?? '') && !/^(?:and|to|or|و|الي|-)$/.test(words[hit.end + 1] ?? '')) filled.push({ dimension: `amount_${amount}`, op: 'gte', values: [number] }, { dimension: `amount_${amount}`, op: 'lte', values: [number] });
    else continue;
    used[hit.end] = true;
    hits.splice(hits.indexOf(hit), 1);
  }
  const mostMatch = top.top ? HAS_THE_MOST.exec(typed) : null;
  const hasTheMost = mostMatch && [mostMatch[0], mostMatch[1] ?? mostMatch[3], mostMatch[2] ?? mostMatch[4]];
  for (const hit of hits) {
    const held = hit.entries.find((e) => e.kind === 'dimension' && catalog.dimensions.find((d) => d.key === e.key)?.kind === 'category' && !fromTimeOf(catalog.dimensions.find((d) => d.key === e.key)));
    // "With an order value over 1000": a threshold on the order's amount, not orders that have an order.
    // "الموظف اللي عنده أكثر عملاء": the most of them counted, not rows that have one.
    const countedMost = Boolean(hasTheMost) && words.slice(hit.start, hit.end).includes(hasTheMost![2]);
    const said = /^(?:value|total|amount|size)$/.test(words[hit.end] ?? '') || countedMost ? undefined : heldSaid(words, hit.start);
    if (held && said) {
      filled.push({ dimension: held.key, op: said, values: [] });
      continue;
    }
    const candidates = hit.entries.filter((e) => e.kind === 'metric');
    if ((GROUP_MARKERS.has(words[hit.start - 1] ?? '') || top.top) && candidates.length && candidates.every((e) => e.key.startsWith('distinct_'))
      && !hit.entries.some((e) => e.kind === 'dimension')) unsplittable = true;
    // "Average unit price of tracks" where invoice lines have a unit price too: the measure of the table named.
    const namedTable = candidates.length > 1 ? candidates.find((e) => hits.some((other) => other !== hit
      && other.entries.some((o) => o.kind === 'metric' && metricOf(o.key)?.sql === 'count(*)' && metricOf(o.key)?.table === metricOf(e.key)?.table))) : undefined;
    // A word naming measures of several tables is read on a dated one when a period is asked or the answer is split
    // over time: "number of customers by year" counts the customers who bought each year on the invoices that date
    // them, where the customer table has no dates (it was "can't break number of customers down over time").
    const metric = ((period || grain.grain || bucket.grain) && candidates.find((e) => timed(e.key) && !e.shared)) || namedTable || candidates[0];
    if (metric && candidates.length > 1) alternatives.set(metric.key, candidates.map((e) => e.key).filter((key) => key !== metric.key));
    const dimension = hit.entries.find((e) => e.kind === 'dimension');
    const before = words[hit.start - 1] ?? '';
    if (dimension && previous?.filters.some((f) => f.dimension === dimension.key) && (dropping.drops || (ALL_OF.has(before) && dimension.plural))) {
      dropped.add(dimension.key);
      continue;
    }
    // "Tracks in genre Rock", "كم مقطع في نوع الروك", "ألبوم Let There Be Rock": a kind named right before its value
    // only says what the value is; it is neither counted beside the answer ("number of genres: 1") nor a split.
    if (dimension && values.some((v) => v.start === hit.end && hit.entries.some((e) => e.kind === 'dimension' && e.key === v.dimension))) continue;
    // "Stocks with average price above 100" on a file: the things the file is about, each measured, when a measure
    // follows ("how many stocks" still counts its rows). "العملاء اللي مبيعاتهم فوق ٤٥" says it with "اللي" (it was
    // the customers counted, on each invoice's total).
    const qualified = !catalog.orders && Boolean(metric && dimension) && /^(?:with|whose|having|اللي|الي|التي|الذين)$/.test(words[hit.end] ?? '') && hits.some((other) => other !== hit && other.entries.every((e) => e.kind === 'metric'));
    const marked = GROUP_MARKERS.has(before) || Boolean(top.top) || qualified;
    // "كم صرف كل عميل", "how much did each customer pay": the spending verb is the measure, so the one marked "each"
    // is the split ("كل العملاء", all of them, stays the total).
    const spentByEach = marked && SPENT.test(typed) && !(before === 'كل' && words[hit.start].startsWith('ال'));
    // "top customers this year": the one noun after "top N" is what is ranked (by the first metric), not counted.
    // "the worst month by orders": the month is ranked, so "orders" is what measures it.
    const ranked = Boolean(top.top) && !bucket.grain && dimension && metric && !hits.some((other) => other !== hit && other.entries.some((e) => e.kind === 'dimension'))
      && !hits.some((other) => other !== hit && other.entries.some((e) => e.kind === 'metric'));
    // "top 3 cities by customers": ranked cities, measured by a noun that could also be a dimension.
    const measured = (Boolean(top.top) && metric && dimension && !hasMetricOnly
      && hits.some((other) => other !== hit && other.entries.some((e) => e.kind === 'dimension') && !other.entries.some((e) => e.kind === 'metric')))
      // "أكثر العملاء طلبات", "أكثر المدن مبيعات": a bare noun right after the ranked one says what it is ranked by.
      || (Boolean(top.top) && metric && language === 'ar' && !words[hit.start].startsWith('ال')
        && hits.some((other) => other.end === hit.start && other.entries.some((e) => e.kind === 'dimension')))
      // "Which genre has the most tracks", "which customer has the most invoices": the noun after "the most" is what is
      // counted for each of the one asked about (not a second split).
      || (Boolean(hasTheMost) && Boolean(metric) && Boolean(dimension) && words.slice(hit.start, hit.end).includes(hasTheMost![2]));
    // "Top 5 genres by tracks": after "by", a noun that can be counted measures the one ranked before it.
    const byNoun = Boolean(top.top) && metric && dimension && /^(?:by|حسب|بحسب)$/.test(before) && !hasMetricOnly
      && hits.some((other) => other.end <= hit.start && other.entries.some((e) => e.kind === 'dimension'));
    if ((measured || byNoun) && metric) {
      if (!metrics.includes(metric.key)) metrics.push(metric.key);
    } else if (ranked && dimension) {
      if (!dimensions.some((d) => d.key === dimension.key)) dimensions.push({ key: dimension.key, plural: dimension.plural, marked: true });
    // "By genre" alone after "how many tracks did we sell in 2022?": a split of that answer, not the genres counted
    // ("by orders" after a ranking still ranks by orders).
    } else if (dimension && (!metric || (marked && (hasMetricOnly || metrics.length > 0 || hits.length > 1 || spentByEach)) || (marked && !metric) || (marked && Boolean(previous) && !previous!.groupBy.length && hit.start === 1 && hits.length === 1 && /^(?:count|distinct)_/.test(metric?.key ?? '')))) {
      const others = hit.entries.filter((e) => e.kind === 'dimension' && e.key !== dimension.key && !e.shared).map((e) => e.key);
      const shared = hit.entries.filter((e) => e.kind === 'dimension' && e.key !== dimension.key && e.shared).map((e) => e.key);
      // "Average income of countries with population over 100 million": the things the rows are, kept by what follows.
      const scoping = before === 'of' && /^(?:with|that|which|where|whose|having)$/.test(words[hit.end] ?? '');
      if (!dimensions.some((d) => d.key === dimension.key)) dimensions.push({ key: dimension.key, plural: dimension.plural, marked: GROUP_MARKERS.has(before), others, shared, ...(scoping && { scoping }) });
    } else if (metric && !metrics.includes(metric.key)) {
      // "كم فلوس رجعناها للعملاء", "كم بعنا للعملاء في الرياض": the customers said with "لل" (to, for) after a measure
      // are whom it went to, not a count beside it (the answer gave "العملاء: ٢٬٠٠٦" too).
      // So are the customers after a plural verb ("رسوم الشحن اللي دفعوها العملاء"): who did it.
      const toWhom = language === 'ar' && metrics.length > 0 && dimension?.key === 'customer' && hit.end - hit.start === 1
        && (/^ل(?:ل|ا)?[^ل]/.test(words[hit.start]) || /\S{2}(?:وها|وه|وهم|وا)$/.test(words[hit.start - 1] ?? '') || words[hit.start - 1] === 'من');
      if (!toWhom) metrics.push(metric.key);
    }
  }

  // "What sold the most last month", "what didn't sell well", "وش أكثر شي انباع": what is ranked is the products.
  // "أكثر شي" (the one thing) is one product.
  if (top.top && !dimensions.length && !bucket.grain && SOLD_WHAT.test(typed) && catalog.dimensions.some((d) => d.key === 'product')) dimensions.push({ key: 'product', plural: !/(?:^|\s)شي(?:\s|$)/.test(typed), marked: true });
  // "What did customers from Dubai buy the most": what was bought is ranked; the buyers only say whose purchases.
  if (BOUGHT_WHAT.test(typed) && catalog.dimensions.some((d) => d.key === 'product')) {
    const buyers = dimensions.findIndex((d) => d.key === 'customer');
    if (buyers >= 0) dimensions.splice(buyers, 1);
    if (!dimensions.some((d) => d.key === 'product')) dimensions.unshift({ key: 'product', plural: true, marked: true });
  }
  // The amount a threshold is on: an order's value on the warehouse, the file's column said next to it.
  let thresholdFilter: Filter | undefined;
  let upperFilter: Filter | undefined;
  let thresholdSaid: string | undefined;
  if (threshold) {
    const subject = thresholdSubject(threshold, text, words, hits, catalog, typed);
    if (!subject) return cannotYet(THRESHOLD_GAP, catalog, language, context);
    // The column the threshold is on is no second answer beside a count ("how many airports have latitude above 60").
    if (subject.measure && metrics.includes(subject.measure) && (/^sum_/.test(subject.measure) || metrics.length > 1)) metrics.splice(metrics.indexOf(subject.measure), 1);
    thresholdFilter = { dimension: subject.dimension, op: threshold.op, values: [threshold.value] };
    thresholdSaid = subject.measure;
    if (threshold.upTo) upperFilter = { dimension: subject.dimension, op: threshold.upTo.op, values: [threshold.upTo.value] };
  }
  // "The biggest invoice", "the 5 most northern airports": the file's rows themselves are ranked, each by its name.
  const rowsRanked = top.top && !grain.grain && !bucket.grain && !catalog.orders ? rankedRowsOf(hits, metrics, dimensions.map((d) => d.key), catalog) : undefined;
  if (rowsRanked) {
    metrics.splice(0, metrics.length, ...rowsRanked.metrics);
    dimensions.splice(0, dimensions.length, { key: rowsRanked.dimension, plural: rowsRanked.plural, marked: true });
  }
  // "List the customers in Riyadh", "show me the invoices over 20", "which airports are in Chicago": the things
  // themselves, each with its measure, rather than how many there are.
  // "Products priced over 500" asks for the products, each with its price, unless it asks how many.
  const pricedList = thresholdFilter?.dimension === 'product_price' && !COUNT_ASKED.test(typed);
  if (pricedList && !metrics.length && dimensions.every((d) => d.key === 'product')) {
    metrics.push('avg_price');
    if (!dimensions.length) dimensions.push({ key: 'product', plural: true, marked: true });
  }
  // "Countries with population over 100 million", "countries with income under 1000" of a file: those things, each
  // with the column the threshold is on (it was each one counted, 1).
  const thresholdMeasure = !catalog.orders && thresholdFilter?.dimension.startsWith('amount_')
    ? thresholdSaid ?? ['sum_', 'avg_', 'max_'].map((head) => catalog.metrics.find((m) => m.key.startsWith(head) && amountKeyOf(m.key) === thresholdFilter.dimension)?.key).find(Boolean) : undefined;
  if (thresholdMeasure && !COUNT_ASKED.test(typed) && !metrics.length && dimensions.length === 1 && !top.top && !grain.grain && !bucket.grain) metrics.push(thresholdMeasure);
  // "Average income of countries with population over 100 million": one average over those countries' rows, not each
  // country's own (it was every country with its income).
  else if (thresholdFilter && !catalog.orders && metrics.length && dimensions.length === 1 && dimensions[0].scoping && !top.top) dimensions.splice(0, 1);
  // ("Who died in Hollywood" of a file of people: those people, as "who are the victims in Hollywood" lists them.)
  const whoOfFile = !catalog.orders && /^who (?!(?:is|are|s)\s)\S/.test(typed);
  const listed = !rowsRanked && !top.top && !grain.grain && !bucket.grain && !dimensions.length && metrics.length === 1 && (LISTED.test(typed) || pricedList || whoOfFile) ? listedOf(metrics[0], catalog) : undefined;
  if (listed) {
    metrics.splice(0, 1, listed.metric);
    dimensions.push({ key: listed.dimension, plural: true, marked: true });
  }
  // A dimension or value found in several tables ("country": customers' and invoices' billing country) is the one
  // that meets the question's metric.
  const asked = metrics[0] ?? (context.plan?.kind === 'aggregate' ? context.plan.metrics[0] : undefined);
  const meets = (dimension: string) => Boolean(asked && meetsSplit(catalog, asked, [dimension]));
  // With no measure named, a question over time ("which country grew the most in 2025") takes the one that has dates
  // (the invoices' billing country, not the customers' country).
  const dated = (key: string) => Object.keys(catalog.dimensions.find((x) => x.key === key)?.on ?? {}).some((table) => catalog.tables[table]?.time);
  for (const d of dimensions) {
    const better = asked ? (!meets(d.key) ? [...(d.others ?? []), ...(d.shared ?? [])].find(meets) : undefined) : (period || compare) && !dated(d.key) ? d.others?.find(dated) : undefined;
    if (better) d.key = better;
  }
  // Values become filters; a dimension named only to qualify a value ("the city of Riyadh") is not a grouping.
  const filters: Filter[] = [...filled, ...(referred?.filter ? [referred.filter] : []), ...(timeOfDay ? [{ dimension: 'hour', op: 'eq' as const, values: timeOfDay.hours }] : []),
    ...(partsCompared ? [{ dimension: 'part_of_day', op: 'eq' as const, values: partsCompared.parts }] : []), ...(everyYear ? [everyYear] : [])];
  if (partsCompared && !dimensions.some((d) => d.key === 'part_of_day')) dimensions.push({ key: 'part_of_day', plural: true, marked: true });
  const spans = new Map<string, typeof values>();
  for (const v of values) spans.set(`${v.start}:${v.end}`, [...(spans.get(`${v.start}:${v.end}`) ?? []), v]);
  let previousValue: { dimension: string; op: Filter['op']; end: number } | undefined;
  // Where each kind's value was said (its first word): "what % of orders in Riyadh were paid by mada" shares out what
  // comes after the verb.
  const saidAt = new Map<string, number>();
  // Kinds ranked past one of their values ("the top country after Saudi"): split by, that value left out.
  const rankedPast = new Set<string>();
  for (const group of [...spans.values()].sort((a, b) => a[0].start - b[0].start)) {
    if (dropping.drops) { group.forEach((v) => dropped.add(v.dimension)); continue; }
    // A place that is both a city and its region ("Dubai", "Abu Dhabi") is the city: the narrower reading.
    const ranked = [...group].sort((a, b) => NARROWER.indexOf(b.dimension) - NARROWER.indexOf(a.dimension));
    // A word several kinds know ("unfulfilled": a status word, the fulfillment status) is the kind that stores it.
    const stores = (v: (typeof ranked)[number]) => Boolean(catalog.dimensions.find((d) => d.key === v.dimension)?.values?.includes(v.value));
    // "Only Jazz", then "and Pop?": the kind the conversation was filtering or splitting by, before an album called Pop.
    const ongoing = (v: { dimension: string }) => Boolean(previous && (previous.filters.some((f) => f.dimension === v.dimension) || previous.groupBy.includes(v.dimension)));
    // A name of a thing and of one of its own ("Iron Maiden", the artist and its album): the owner.
    // (Of those the measure meets; a measure still to be chosen, "sales", meets none of them yet.)
    const meeting = ranked.filter((v) => meets(v.dimension));
    const owner = owningKind(catalog, (meeting.length ? meeting : ranked).map((v) => v.dimension), [words[group[0].start - 1] ?? '', words[group[0].end] ?? '']);
    // "What state is ORD in": a code typed in capitals is the value stored so (the airport code ORD), before a town
    // spelled alike (Ord, Nebraska).
    const typedCode = ranked.find((v) => /^[A-Z0-9]{2,5}$/.test(v.value) && /[A-Z]/.test(v.value) && new RegExp(`(?:^|[^A-Za-z0-9])${v.value}(?=[^A-Za-z0-9]|$)`).test(raw));
    // "with manager Nancy Edwards", "مديره Nancy Edwards": the kind named right before the value is the one meant (the
    // name is every employee's own too: she was counted herself). Not a word that also counts rows: "ألبومات Iron
    // Maiden" are the artist's albums (namesakes.ts).
    const namedBefore = ranked.length > 1 ? ranked.find((v) => hits.some((hit) => hit.end === v.start && hit.entries.some((e) => e.kind === 'dimension' && e.key === v.dimension)
      && !hit.entries.some((e) => e.kind === 'metric'))) : undefined;
    const chosen = ranked.find((v) => dimensions.some((d) => d.key === v.dimension)) ?? namedBefore ?? typedCode ?? ranked.find((v) => ongoing(v) && meets(v.dimension))
      ?? ranked.find((v) => v.dimension === owner) ?? ranked.find((v) => stores(v) && meets(v.dimension)) ?? ranked.find((v) => meets(v.dimension)) ?? ranked[0];
    // "paid by card", "delivered by Aramex": a status word before by/with and a value is a verb here, not a filter;
    // before a split ("received by reason", "paid by channel") it is the status asked.
    const verbLinked = VERB_LINKS.has(words[chosen.end] ?? '') && values.some((v) => v.start === chosen.end + 1);
    if (chosen.dimension === 'status' && chosen.end - chosen.start === 1 && (verbLinked || /^ب\S{2,}/.test(words[chosen.end] ?? ''))) continue;
    // "paid cash on delivery", "دفعوا مدى": paying is how, not the order's status.
    if (chosen.dimension === 'status' && /^(?:paid|مدفوع|مدفوعه)$/.test(chosen.value) && values.some((v) => v.dimension === 'payment_method')) continue;
    // A value listed right after a left-out one of its kind is left out too ("excluding Riyadh and Jeddah").
    const listed = previousValue?.op === 'neq' && previousValue.dimension === chosen.dimension && JOINS_VALUES.test(words.slice(previousValue.end, chosen.start).join(' '));
    // "the top country after Saudi", "أكثر دولة بعد السعودية": a ranking past that value, so without it.
    const after = Boolean(top.top) && /^(?:after|besides|بعد)$/.test(words[chosen.start - 1] ?? '');
    if (after) rankedPast.add(chosen.dimension);
    // The "ما" opening a question is "what" ("ما حصة واتساب من المبيعات؟", its share word already read), not "not":
    // the value was left out, and the share was of every channel with none in focus.
    const before = words.slice(Math.max(0, chosen.start - 3), chosen.start);
    const asking = chosen.start <= 3 && before[0] === 'ما' ? before.slice(1) : before;
    const op = listed || after || negatesBefore(asking.join(' ')) ? 'neq' : 'eq';
    previousValue = { dimension: chosen.dimension, op, end: chosen.end };
    // A name for several values of one kind ("دول الخليج", "the Gulf") filters on all of them.
    // Only values the store has: a label two spellings share (مكة: Mecca, Makkah) names the one in the data.
    const stored = catalog.dimensions.find((d) => d.key === chosen.dimension)?.values;
    const named = [chosen.value, ...group.filter((v) => v.dimension === chosen.dimension && v.value !== chosen.value && (!stored || stored.includes(v.value))).map((v) => v.value)];
    const existing = filters.find((f) => f.dimension === chosen.dimension && f.op === op);
    if (existing) { for (const value of named) if (!existing.values.includes(value)) existing.values.push(value); } else filters.push({ dimension: chosen.dimension, op, values: [...new Set(named)] });
    if (!saidAt.has(chosen.dimension)) saidAt.set(chosen.dimension, chosen.start);
  }
  if (thresholdFilter) filters.push(thresholdFilter);
  if (upperFilter) filters.push(upperFilter);
  // Every value of a kind named ("weekdays or weekends", "Sunday through Saturday"): each of them, side by side.
  for (const f of [...filters]) {
    const all = catalog.dimensions.find((d) => d.key === f.dimension)?.values;
    if (f.op !== 'eq' || !all || all.length < 2 || all.length > 7 || !all.every((v) => f.values.includes(v))) continue;
    filters.splice(filters.indexOf(f), 1);
    if (!dimensions.some((d) => d.key === f.dimension)) dimensions.push({ key: f.dimension, plural: true, marked: true });
  }
  // "The average invoice": its amount averaged, not its rows counted; "the median invoice", its middle amount.
  const statistic = statisticSaid(typed);
  const sized = !catalog.orders && metrics.length === 1 && (AVERAGE.test(typed) || statistic) && !COUNT_ASKED.test(typed) ? rowsOf(metrics[0], catalog)?.measure : undefined;
  const statisticOf = (key: string) => (statistic && metricOf(key.replace(/^avg_/, statistic.prefix)) ? key.replace(/^avg_/, statistic.prefix) : key);
  if (sized) metrics[0] = statisticOf(sized);
  // The partition a measure can meet ("country" of a file of invoices is its billing country, not its customers').
  if (per.dimension && !meets(per.dimension)) per.dimension = per.others?.find(meets) ?? per.dimension;
  if (per.dimension && top.top && dimensions.length && !dimensions.some((d) => d.key === per.dimension)) dimensions.splice(1, dimensions.length - 1, { key: per.dimension, plural: true, marked: true });
  // "How many airports in each state, top 5": nothing else is ranked within the states, so the states are ranked.
  if (per.dimension && !dimensions.length) dimensions.push({ key: per.dimension, plural: true, marked: true });
  if (contained) {
    const named = nameDimensionOf(catalog, metrics[0] ?? previous?.metrics[0]);
    if (!named) return cannot(catalog, language, context);
    filters.push({ dimension: named, op: 'contains', values: [contained.value] });
  }
  // "Top 5 cities excluding Riyadh": the other cities are ranked (they were all counted together). Unranked, "the
  // average price of stocks other than GOOG" stays one figure.
  const leftOutOnly = (key: string) => filters.filter((f) => f.dimension === key).every((f) => f.op === 'neq');
  const groupBy = dimensions.filter((d) => d.marked || rankedPast.has(d.key) || (d.plural && top.top && leftOutOnly(d.key)) || !filters.some((f) => f.dimension === d.key)).map((d) => d.key).slice(0, 2);
  // "Sales by genre" where the invoices' total cannot reach a genre but their lines can: the word's measure that can.
  const needs = [...groupBy, ...filters.map((f) => f.dimension)];
  metrics.forEach((key, i) => {
    if (!needs.length || meetsSplit(catalog, key, needs)) return;
    const other = alternatives.get(key)?.find((candidate) => meetsSplit(catalog, candidate, needs));
    if (other) metrics[i] = other;
  });
  if (speed && metricOf('avg_delivery_days') && (!metrics.length || metrics.every((key) => metricOf(key)?.table === 'shipments'))) {
    metrics.splice(0, metrics.length, 'avg_delivery_days');
    top.top = { n: top.top?.n, dir: /fast|quick|اسرع/.test(speed[0]) ? 'asc' : 'desc' };
  }
  boughtTogether(metrics, groupBy, filters, top);
  if (!metrics.length && !previous && BUSY.test(typed) && metricOf('orders')) metrics.push('orders');
  // "The worst carrier", "أفضل شركة شحن": with no measure named, a carrier is judged by how often it delivers late (it
  // was the carrier with the fewest shipments, the busiest one the best).
  // (After an answer that cannot be split by carrier, "MRR by month", it is a question of its own too.)
  if (!metrics.length && (!previous || !previous.metrics.every((key) => meetsSplit(catalog, key, ['carrier']))) && groupBy.length === 1 && groupBy[0] === 'carrier' && top.top && JUDGED.test(typed) && metricOf('late_rate')) metrics.push('late_rate');
  // "Payment methods by city", "طرق الدفع حسب المدينة": with no measure named, a split of how customers pay is how often
  // each way is used, the orders counted as "most used payment methods" does (it was the money, by payment method).
  // Alone ("how do people pay?") it stays the money each way brought.
  if (!metrics.length && !previous && groupBy[0] === 'payment_method' && groupBy.length > 1 && metricOf('orders')) metrics.push('orders');
  // "delivery problems this month", "how many orders were delivered last week": a shipment's state is counted on
  // shipments, not read as an order's status (which would find none).
  // "Orders still not delivered": left out, a shipment's state is still the shipments' (an order is never "delivered").
  const shipmentStates = filters.some((f) => f.dimension === 'status' && f.values.every((v) => SHIPMENT_STATES.has(v)));
  // "Orders by shipment status", "الطلبات حسب حالة الشحن": the shipments' states, counted on shipments (it was the
  // orders' own status, paid and cancelled, under "by status").
  const shipmentSplit = groupBy.includes('status') && SHIPMENT_STATUS.test(text);
  if ((shipmentStates || shipmentSplit) && metricOf('shipments') && (!metrics.length || (metrics.length === 1 && metrics[0] === 'orders'))) metrics.splice(0, metrics.length, 'shipments');
  // "Which year had the most snow days", "how many foggy days": a file of days counts its rows.
  const countMetric = catalog.metrics.find((m) => m.key.startsWith('count_') && m.sql === 'count(*)');
  if (!metrics.length && !catalog.orders && countMetric && /(?:^|\s)(?:days|ايام|الايام)(?=\s|$)/.test(text)) metrics.push(countMetric.key);
  // "abandoned carts last month and their value", "وكم قيمتها": the carts' money beside their count.
  if (metrics.includes('abandoned_carts') && !metrics.includes('abandoned_value') && CART_VALUE.test(typed) && metricOf('abandoned_value')) metrics.push('abandoned_value');
  // "abandoned carts this week", then "what was their value": the same carts' money.
  const cartsValued = !metrics.length && Boolean(previous?.metrics.includes('abandoned_carts')) && CART_VALUE.test(typed) && Boolean(metricOf('abandoned_value'));
  if (cartsValued) metrics.push('abandoned_value');
  // "which vendor sells the most units": selling is the verb, units the measure.
  // So on a file or database: "which genre sold the most units" measures units, not sales beside them.
  for (const sellHit of hits.filter((hit) => SELL_VERB.test(hit.entries[0].phrase))) {
    const sold = sellHit.entries.find((e) => e.kind === 'metric' && metrics.includes(e.key));
    if (sold && metrics.length > 1) metrics.splice(metrics.indexOf(sold.key), 1);
  }
  // "how much did customers spend": the customers are who spent, and what they spent is the sales.
  if (SPENT.test(typed) && metricOf('gross_sales') && (!metrics.length || (metrics.length === 1 && metrics[0] === 'customers'))) metrics.splice(0, metrics.length, 'gross_sales');
  // On a file or database, what someone spent is the amount of the rows they are named on (an invoice's total).
  if (SPENT.test(typed) && !catalog.orders && metrics.every((key) => metricOf(key)?.sql === 'count(*)' || key.startsWith('distinct_'))) {
    const dims = [...groupBy, ...filters.map((f) => f.dimension)];
    const amount = Object.values(catalog.tables).map((table) => table.rows?.measure).find((key) => key && meetsSplit(catalog, key, dims));
    if (amount) metrics.splice(0, metrics.length, amount);
  }
  // "how many abayas did we sell": a count of pieces, not the money they brought.
  if (HOW_MANY_SOLD.test(typed) && metricOf('units')) {
    metrics.forEach((key, i) => { if (key === 'gross_sales' || key === 'product_count') metrics[i] = 'units'; });
    metrics.splice(0, metrics.length, ...new Set(metrics));
  }
  // "What did Ahmed Haddad buy last year?": what was bought leaves out the lines of cancelled orders, as the sales
  // figure does (they were listed at SAR 0, as if bought).
  const boughtProducts = (BOUGHT_WHAT.test(typed) || saysBought(typed)) && groupBy.includes('product') && metrics.every((key) => key === 'gross_sales') && !top.top && catalog.orders;
  if (boughtProducts && !filters.some((f) => f.dimension === 'status') && catalog.dimensions.some((d) => d.key === 'status' && d.on.order_lines)) filters.push({ dimension: 'status', op: 'neq', values: ['cancelled'] });
  // "كم شحنة تم توصيلها الشهر الماضي": parcels delivered in a period are those that arrived in it, not the ones sent in
  // it that have arrived by now.
  const deliveredOnly = filters.findIndex((f) => f.dimension === 'status' && f.op === 'eq' && f.values.length === 1 && f.values[0] === 'delivered');
  if (deliveredOnly >= 0 && metrics.length === 1 && metrics[0] === 'shipments' && metricOf('delivered_shipments')) {
    metrics[0] = 'delivered_shipments';
    filters.splice(deliveredOnly, 1);
  }
  // "how much shipping did customers pay": the customers are who paid, not a count asked beside it.
  if (metrics.includes('customers') && metrics.length > 1 && PAYERS.test(typed)) metrics.splice(metrics.indexOf('customers'), 1);
  // "Sales from returning customers", "what share of sales came from new customers", "مبيعات العملاء الجدد": the
  // measure of those customers' orders (each kind side by side for a share), not a count of them beside it.
  // "What percentage of revenue is discounts", "refunds as a share of sales": the store's rate of that measure.
  const part = share && metrics.length === 2 && metrics.some((key) => key === 'gross_sales' || key === 'net_sales') ? metrics.find((key) => RATE_OF[key]) : undefined;
  if (part && metricOf(RATE_OF[part])) {
    metrics.splice(0, metrics.length, RATE_OF[part]);
    share = false;
  }
  // "نسبة الخصومات من المبيعات", "discount rate of sales": the sales the rate is of are not a second answer.
  const rateOf = metrics.length === 2 && metrics.some((key) => Object.values(RATE_OF).includes(key)) && OF_SALES.test(typed) ? metrics.find((key) => key === 'gross_sales' || key === 'net_sales') : undefined;
  if (rateOf) metrics.splice(metrics.indexOf(rateOf), 1);
  // "What percent of customers are returning", "نسبة العملاء العائدين": the repeat customer rate, not a share of one count.
  if (share && !dimensions.length && metrics.includes('returning_customers') && !metrics.some((key) => key !== 'returning_customers' && key !== 'customers') && metricOf('repeat_rate')) {
    metrics.splice(0, metrics.length, 'repeat_rate');
    share = false;
  }
  // ("What percent of customers are new", "كم نسبة العملاء الجدد": the new customer rate.)
  if (share && !dimensions.length && metrics.includes('new_customers') && !metrics.some((key) => key !== 'new_customers' && key !== 'customers') && metricOf('new_customer_rate')) {
    metrics.splice(0, metrics.length, 'new_customer_rate');
    share = false;
  }
  // "What percentage of orders used a coupon", "what % of carts did we recover", "نسبة الطلبات اللي انردت فلوسها":
  // the share of some rows among all of them is the rate whose numerator that count is, not the count (100% of itself).
  // ("Returning customers last month", then "وكم نسبتهم؟", "what % is that": the share of the count just given.)
  // ("من الطلبات", "of all orders" only says what the share is of.)
  const shareOfLast = share && (!metrics.length || (metrics.length === 1 && metrics[0] === 'orders' && metricOf(previous?.metrics[0] ?? '')?.table === 'orders')) && !dimensions.length && previous?.metrics.length === 1 && !previous.groupBy.length ? previous.metrics : [];
  const ofAll = shareOfLast.length ? shareOfLast : share && !dimensions.length && metrics.length <= 2 ? metrics.filter((key) => key !== 'orders' || metrics.length === 1) : [];
  const countRate = ofAll.length === 1 ? rateOfCount(ofAll[0], catalog) : undefined;
  if (countRate) {
    metrics.splice(0, metrics.length, countRate);
    share = false;
  }
  // "What percentage of orders arrive on time": a rate named is the percentage asked, the rows it is of are no answer.
  const percent = (share || rate || /(?:^|\s)(?:percentage|percent|نسبه)(?=\s|$)|%/.test(typed)) && !dimensions.length && metrics.length > 1 ? metrics.filter((key) => metricOf(key)?.format === 'percent') : [];
  if (percent.length === 1) {
    metrics.splice(0, metrics.length, percent[0]);
    share = false;
  }
  const kindOfCustomer = metrics.length > 1 && FROM_CUSTOMERS.test(typed) && catalog.dimensions.some((d) => d.key === 'customer_type')
    ? metrics.find((key) => key === 'returning_customers' || key === 'new_customers') : undefined;
  if (kindOfCustomer) {
    metrics.splice(metrics.indexOf(kindOfCustomer), 1);
    if (share || metrics.includes(kindOfCustomer === 'new_customers' ? 'returning_customers' : 'new_customers')) {
      for (const key of ['returning_customers', 'new_customers']) if (metrics.includes(key)) metrics.splice(metrics.indexOf(key), 1);
      if (!groupBy.includes('customer_type') && groupBy.length < 2) groupBy.push('customer_type');
    } else filters.push({ dimension: 'customer_type', op: 'eq', values: [kindOfCustomer === 'new_customers' ? 'new' : 'returning'] });
  }
  // "Average price from products.csv" beside the warehouse: the file's price, which the warehouse's name for it shadows
  // (its key renamed `custom_…`), not the catalog's, when the file is named (its rows' count is what named it).
  if (catalog.orders && !COUNT_ASKED.test(typed)) {
    const named = metrics.filter((key) => metricOf(key)?.sql === 'count(*)' && metricOf(key)?.table && !catalog.tables[metricOf(key)!.table]?.storeColumn);
    for (const count of named) {
      const table = metricOf(count)!.table;
      const own = metrics.map((key) => [key, `custom_${key}`]).filter(([, custom]) => metricOf(custom)?.table === table);
      // (The file's price may be read already, by the warehouse word it shares: custom/beside-commerce.ts.)
      if (!own.length && !metrics.some((key) => key !== count && metricOf(key)?.table === table)) continue;
      for (const [key, custom] of own) metrics[metrics.indexOf(key)] = custom;
      metrics.splice(metrics.indexOf(count), 1);
    }
  }
  if (!catalog.orders && !COUNT_ASKED.test(typed)) {
    const counts = metrics.filter((key) => key.startsWith('count_') && metricOf(key)?.sql === 'count(*)');
    // "Average invoice total": the table's name says whose total, not that its rows are counted too.
    if (counts.length && metrics.length > counts.length) counts.forEach((key) => metrics.splice(metrics.indexOf(key), 1));
    // "Compare IBM and AAPL in 2005" on a file with one measure (the price): that measure, not a count of rows.
    const measures = catalog.metrics.filter((m) => m.key.startsWith('sum_'));
    // A value said as things counted ("homicides by race", "deaths in Koreatown" where a row's type is Homicide or
    // Death) counts those rows: it was the file's one measure, the victims' average age.
    const lastOf = (value: string) => normalise(value).toLowerCase().split(/[\s-]+/).at(-1) ?? '';
    const valueCounted = values.some((v) => words[v.end - 1] !== lastOf(v.value) && words[v.end - 1] === plural(lastOf(v.value)));
    if (!metrics.length && !previous && !unknownWordLeft() && measures.length === 1 && (filters.length || groupBy.length) && !valueCounted && !rowAsk) metrics.push(measures[0].key);
  }
  // "How many deaths from earthquakes in 2010" on a file whose column "deaths" counts them: that column's total, not
  // its rows counted beside it (it answered "Number of disasters: 1").
  if (!catalog.orders && COUNT_ASKED.test(typed)) {
    const after = /(?:^|\s)(?:how many|كم عدد|عدد) (\S+)/.exec(typed)?.[1];
    const kept = after ? metrics.filter((key) => /^sum_/.test(key) && [...metricOf(key)!.synonyms.en, ...metricOf(key)!.synonyms.ar.map(normalise)].includes(after)) : [];
    if (kept.length === 1) for (const key of metrics.filter((k) => k.startsWith('count_') && metricOf(k)?.sql === 'count(*)')) metrics.splice(metrics.indexOf(key), 1);
  }
  // A file's number column is summed unless the question says how: "average IBM price", "highest price of AAPL".
  const eachEnd = top.top && groupBy.length === 1 && !grain.grain && !bucket.grain && EACH_GROUP.test(typed) && END_WORD.test(typed) ? (top.top.dir === 'asc' ? 'min' : 'max') : null;
  // "Which stock had (reached) the highest price", "أي سهم وصل لأعلى سعر": the groups ranked by the end they reached,
  // not by their average.
  const reachedEnd = top.top && groupBy.length === 1 && !grain.grain && !bucket.grain
    && /(?:^|\s)(?:had|has|reached|hit|recorded|saw|touched|وصل|وصلت|سجل|سجلت|بلغ|بلغت)\s(?:the |a |ل|ال)?(?:highest|lowest|max|maximum|min|minimum|peak|اعلي|اقل|ادني)(?=\s|$)/.test(typed)
    ? (top.top.dir === 'asc' ? 'min' : 'max') : null;
  let endOfEach = false;
  for (const [i, key] of metrics.entries()) {
    // "The lowest latitude": a coordinate's other end.
    const end = /^(?:max|min)_(.+)$/.exec(key)?.[1];
    if (end && top.top && !groupBy.length && !grain.grain && !bucket.grain && metricOf(`${top.top.dir === 'asc' ? 'min' : 'max'}_${end}`)) metrics[i] = `${top.top.dir === 'asc' ? 'min' : 'max'}_${end}`;
    const column = /^sum_(.+)$/.exec(key)?.[1];
    if (!column) continue;
    // "Median invoice total", "وسيط السعر", "standard deviation of price": the column's statistic (the total was
    // answered, then refused).
    if (statistic && metricOf(`${statistic.prefix}${column}`)) {
      metrics[i] = `${statistic.prefix}${column}`;
      continue;
    }
    // "Monthly average price of AAPL": a level is averaged in each month (a series); per day, over the period. A
    // level added up per month and averaged would mean nothing.
    if (perBucket.grain && LEVEL_COLUMN.test(column) && !TOTAL_ASKED.test(typed) && metricOf(`avg_${column}`)) {
      metrics[i] = `avg_${column}`;
      if (perBucket.grain !== 'day' && !grain.grain) grain.grain = perBucket.grain;
      continue;
    }
    // A level (a temperature, a price) over a month or a year is its average there; over a day, its value. Asked "on
    // average" or "usually" ("which is usually the hottest month?"), it is the average too, not the one hottest day.
    // "Wettest month in 2012", then "and the driest": the months ranked before are ranked again (it read the one driest
    // day's minimum, 0 in most months).
    const rankedBefore = superlative.level !== undefined && !grain.grain && !bucket.grain && context.plan?.kind === 'aggregate' && context.plan.top && isFollowUp(typed) ? context.plan.grain : undefined;
    const levelOver = superlative.level && ((grain.grain && grain.grain !== 'day') || (bucket.grain && bucket.grain !== 'day') || (rankedBefore && rankedBefore !== 'day') || USUALLY.test(typed));
    const extreme = top.top && !groupBy.length && !grain.grain && !bucket.grain && !rankedBefore ? (top.top.dir === 'asc' ? 'min' : 'max') : null;
    // A price, a temperature, a rate added up over rows means nothing: it is averaged unless a total is asked.
    const level = LEVEL_COLUMN.test(column) && !TOTAL_ASKED.test(typed) && !perBucket.grain;
    // "Max temp in 2014", "AAPL high": a column named for an end of a level is read at that end, unless averaged.
    const own = MAX_COLUMN.test(column) ? 'max' : MIN_COLUMN.test(column) ? 'min' : null;
    const how = (AVERAGE.test(typed) || levelOver) && !perBucket.grain ? 'avg' : extreme ?? (level && (eachEnd ?? reachedEnd) ? (eachEnd ?? reachedEnd) : level ? own ?? 'avg' : null);
    if (how && metricOf(`${how}_${column}`)) {
      metrics[i] = `${how}_${column}`;
      endOfEach ||= how === eachEnd && level;
    }
  }
  if (endOfEach) top.top = undefined;
  // "Mornings or evenings, when do we sell more?": both parts, side by side, not a ranking of them ("top 10 parts").
  if (partsCompared && top.top?.n === undefined) top.top = undefined;
  // "Sales on Monday", "كم بعنا يوم الخميس": the latest such day ("on Mondays", "every Monday" stay every one).
  // A file of past years has no latest Monday of its own to mean: there it stays every Monday.
  const oneWeekday = !period && !grain.grain && !groupBy.length && !today.dataEnds ? filters.find((f) => f.dimension === 'weekday' && f.op === 'eq' && f.values.length === 1) : undefined;
  if (oneWeekday && ONE_WEEKDAY.test(typed) && !EVERY_WEEKDAY.test(typed)) {
    const latest = findPeriod(`last ${WEEKDAY_NAMES[oneWeekday.values[0]]?.en.toLowerCase()}`, today)?.period;
    if (latest) { period = latest; filters.splice(filters.indexOf(oneWeekday), 1); }
  }
  // "How much has Ahmed spent": every customer of that name, each on a row of their own.
  const namesakes = filters.find((f) => f.dimension === 'customer' && f.op === 'eq' && f.values.length > 1);
  if (namesakes && !groupBy.length && !grain.grain && !bucket.grain) groupBy.push('customer');
  // "Prices of GOOG and AMZN": a level of two things is shown for each; averaged together it would be neither's.
  const several = filters.find((f) => f.op === 'eq' && f.values.length > 1);
  if (several && !groupBy.length && metrics.some((key) => /^(?:avg|max|min)_/.test(key))) groupBy.push(several.dimension);
  // "The worst carrier for late deliveries", "best month for returns": judged, not measured; where less is better,
  // the worst has the most.
  // "Best" of a measure where less is better is its lowest; a question with its own split and period judges its own
  // measure, not the one of the answer before ("best selling product last week" after abandoned carts).
  const ownSplitAndPeriod = !isFollowUp(text) && !isFollowUp(normalise(raw)) && Boolean(period) && groupBy.length > 0;
  if (top.top && JUDGED.test(typed) && metricOf(metrics[0] ?? (ownSplitAndPeriod ? '' : previous?.metrics[0]) ?? '')?.lowerIsBetter) top.top.dir = top.top.dir === 'asc' ? 'desc' : 'asc';
  // ("The best month for each category": the months ranked within each category, below.)
  if (bucket.grain && top.top && (!groupBy.length || (per.dimension && groupBy.length === 1 && groupBy[0] === per.dimension))) {
    grain.grain = bucket.grain;
    top.top.n ??= bucket.plural ? 10 : 1;
  }
  // "Dubai vs Abu Dhabi": each of the values set against the other, one row each.
  // "قارن مبيعات الرياض وجدة هالشهر": two values of one kind are compared with each other, not with last month.
  const sideBySide = !compared.versus && !compared.against && COMPARE_VERB.test(typed) && filters.some((f) => f.op === 'eq' && f.values.length > 1);
  if (sideBySide) compare = undefined;
  // "كم طلب مدى وكم طلب فيزا", "how many by mada and how many by visa": each value asked for its own number, one row
  // each (they were added together).
  const eachAsked = AND_HOW_MANY.test(typed) || eachApart;
  const versus = compared.versus || sideBySide || eachAsked ? filters.find((f) => f.op === 'eq' && f.values.length > 1) : undefined;
  if (versus && !groupBy.includes(versus.dimension) && groupBy.length < 2) groupBy.unshift(versus.dimension);

  if (dropping.drops && !dropped.size) (dropping.all ? previous?.filters ?? [] : previous?.filters.slice(-1) ?? []).forEach((f) => dropped.add(f.dimension));
  // "by revenue last year" after a ranking: the same ranking by another measure. "how many units?" alone: the same
  // question of another measure (its period, filters and split kept), as in any conversation.
  const remeasured = metrics.length > 0 && /^(?:by|حسب|بحسب) /.test(typed) && !dimensions.length;
  // A measure named with nothing else ("net?", "what's the cancellation rate?"); "measureOnly" is one asked of the
  // answer before, not of what the store holds now.
  const measureAlone = metrics.length > 0 && !dimensions.length && !filters.length && !period && !grain.grain && !top.top && !share && !trend;
  const measureOnly = measureAlone && !compare && !HOLDS_NOW.test(typed);
  // "Subscriptions by status", "cancelled subscriptions": every subscription in each state, not the active ones.
  const byState = groupBy.includes('status') || filters.some((f) => f.dimension === 'status' && !(f.op === 'eq' && f.values.every((v) => v === 'active')));
  if (byState && metrics.includes('active_subscriptions') && metricOf('all_subscriptions')) metrics.splice(metrics.indexOf('active_subscriptions'), 1, 'all_subscriptions');
  // "كم طلب شحن مجاني", "how many orders free shipping": the orders of that kind, not all orders beside them (two
  // measures asked are said with "and": "orders and cancelled orders").
  const kindOfOrders = metrics.length === 2 && metrics.includes('orders') && !TWO_ASKED.test(typed)
    ? metrics.find((key) => key !== 'orders' && metricOf(key)?.table === 'orders' && metricOf(key)?.format === 'count' && /FILTER \(WHERE/.test(metricOf(key)!.sql)) : undefined;
  if (kindOfOrders) metrics.splice(metrics.indexOf('orders'), 1);
  // "How many parcels were delivered last week": the delivered ones, not every parcel sent beside them ("Shipments: 64
  // (delivered shipments: 71)"); so for returns of a kind.
  const plainCount = metrics.length === 2 && !TWO_ASKED.test(typed) ? metrics.find((key) => PLAIN_COUNTS.has(key)) : undefined;
  const kindOfPlain = plainCount && metrics.find((key) => key !== plainCount && metricOf(key)?.table === metricOf(plainCount)?.table && metricOf(key)?.format === 'count');
  if (plainCount && kindOfPlain) metrics.splice(metrics.indexOf(plainCount), 1);
  // "Active subscriptions", then "والملغية؟", "and cancelled?": the subscriptions in that state (it was the active ones
  // of the cancelled state: 0).
  const stateAsked = !metrics.length && previous?.metrics.length === 1 && previous.metrics[0] === 'active_subscriptions' && filters.some((f) => f.dimension === 'status' && f.op === 'eq' && !f.values.includes('active'));
  if (stateAsked && metricOf('all_subscriptions')) metrics.push('all_subscriptions');
  // "How many cancelled this month?" after the active subscriptions: those cancelled within the period said, the churn
  // (it was every subscription ever cancelled, said "currently").
  const cancelledWithin = period && metrics.length === 1 && metrics[0] === 'all_subscriptions' && metricOf('churned_subscriptions') ? filters.find((f) => f.dimension === 'status' && f.op === 'eq' && f.values.length === 1 && f.values[0] === 'cancelled') : undefined;
  if (cancelledWithin) { metrics.splice(0, 1, 'churned_subscriptions'); filters.splice(filters.indexOf(cancelledWithin), 1); }
  // "New customers last month", then "ومبيعاتهم؟", "and their sales?": the orders of that kind of customer (it was every
  // order).
  const kindCounted = previous?.metrics.length === 1 ? ({ new_customers: 'new', returning_customers: 'returning' } as Record<string, string>)[previous.metrics[0]] : undefined;
  // (Their share, "وكم نسبتهم؟", is of all customers: no filter.)
  if (kindCounted && metrics.length && !metrics.includes(previous!.metrics[0]) && metrics.every((key) => metricOf(key)?.format !== 'percent') && THEIRS.test(typed) && catalog.dimensions.some((d) => d.key === 'customer_type') && !filters.some((f) => f.dimension === 'customer_type')) {
    filters.push({ dimension: 'customer_type', op: 'eq', values: [kindCounted] });
  }
  // "Active subscriptions", then "نسبة الالغاء", "كم خسرنا من الالغاءات": the subscriptions' churn rate and lost MRR, not
  // the orders' cancellation rate and cancelled value; after abandoned carts, "نسبة الاسترجاع" is their recovery rate.
  const talkedOf = previous?.metrics[0] ? metricOf(previous.metrics[0])?.table : undefined;
  const inItsTerms = talkedOf ? SAID_OF_TABLE[talkedOf] : undefined;
  if (inItsTerms) metrics.forEach((key, i) => { if (inItsTerms[key] && metricOf(inItsTerms[key])) metrics[i] = inItsTerms[key]; });
  // "How many new ones this month?" after the active subscriptions: the subscriptions started (it was new customers);
  // "new customers" said is still the customers.
  if (talkedOf && SUBSCRIPTION_TABLES.has(talkedOf) && metrics.includes('new_customers') && metricOf('new_subscriptions') && !CUSTOMERS_SAID.test(typed)) metrics.splice(metrics.indexOf('new_customers'), 1, 'new_subscriptions');
  // "Failed payments this month": those payments, counted (the payments received are the paid ones: no failed one).
  const unpaid = filters.some((f) => f.dimension === 'status' && f.op === 'eq' && f.values.every((v) => v !== 'paid'));
  // Asked as money ("how much were failed payments", "قيمة الدفعات الفاشلة"), what they came to.
  const unpaidMeasure = AMOUNT_ASKED.test(typed) && metricOf('payment_amount') ? 'payment_amount' : 'payment_count';
  if (unpaid && metrics.includes('payments') && metricOf(unpaidMeasure)) metrics.splice(metrics.indexOf('payments'), 1, unpaidMeasure);
  // "Profit by category", then "which has the highest margin?", "وش أعلى هامش؟": one of the groups just listed, ranked
  // by the measure named (it was the store's margin over all time).
  // ("Average delivery time by city this month", then "slowest city": the same split named, ranked in that month; it
  // was every city over all time.)
  const sameSplit = dimensions.length === 1 && previous?.groupBy.length === 1 && dimensions[0].key === previous.groupBy[0] && typed.split(' ').length <= 3;
  const rankedAmong = Boolean(previous?.groupBy.length) && Boolean(top.top) && (!dimensions.length || sameSplit) && !filters.length && !period && !grain.grain && !bucket.grain
    && (WHICH.test(typed) || sameSplit) && typed.split(' ').length <= 6;
  const oneOfThem = rankedAmong && (ONE_ASKED.test(typed) || language === 'ar');
  // "Average temp max in 2014", then "only rainy days", "فقط الأيام الممطرة": the days narrow the measure asked; their
  // count (a file's rows are its days) is no new measure.
  const narrowed = previous && !catalog.orders && /^(?:and |but )?(?:only|just)\s|^و?(?:بس|فقط)\s/.test(typed) && filters.length > 0 && metrics.length === 1
    && catalog.metrics.find((m) => m.key === metrics[0])?.sql === 'count(*)' && !previous.metrics.includes(metrics[0]);
  if (narrowed) metrics.splice(0, 1);
  // "Best selling product last week" after abandoned carts, "products with no sales last month" after orders over 500:
  // a question with its own split and its own period, said without a follow-up's words, stands on its own.
  const selfContained = Boolean(previous) && !referred && ownSplitAndPeriod && !compare && !cartsValued && !remeasured && !measureOnly && !rankedAmong;
  // "What share of orders is that?", "كم تمثل من إجمالي المبيعات؟", "what share came from Riyadh?" after a figure kept
  // to Riyadh: that figure's share of the whole, in its period and other filters (it was the store's all-time total).
  const shareOfThat = Boolean(previous) && share && !previous!.groupBy.length && !previous!.grain && previous!.filters.some((f) => f.op === 'eq')
    && metrics.every((key) => previous!.metrics.includes(key)) && !dimensions.length && !period && !grain.grain && !top.top && !compare
    && filters.every((f) => previous!.filters.some((p) => p.dimension === f.dimension && p.op === f.op && f.values.every((v) => p.values.includes(v))));
  // "كم صرف هالسنة", "كم دفعت" after an answer about one customer: what that person did (the customer was dropped: the
  // whole store's sales).
  const theirDoing = Boolean(previous?.filters.some((f) => f.dimension === 'customer' && f.op === 'eq')) && !filters.some((f) => f.dimension === 'customer') && PERSON_VERB_AR.test(typed);
  const followUp = Boolean(previous) && !selfContained && (Boolean(referred) || bucketPointed || isFollowUp(text) || isFollowUp(normalise(raw)) || metrics.length === 0 || cartsValued || remeasured || measureOnly || rankedAmong || shareOfThat || theirDoing);
  if (unsplittable && !groupBy.length) return cannot(catalog, language, context);
  // "Sales by genre" where the data has no genre: said so, not answered as the total with the split dropped.
  const unknownSplit = words.map((word, i) => (SPLIT_BY.has(word) ? splitNamed(words, used, i + 1) : undefined)).find(Boolean);
  if (unknownSplit) return cannotSplitBy(unknownSplit, metrics[0] ?? previous?.metrics[0], catalog, language, context);
  // "Top 5 genres by sales", "مين أفضل موظف مبيعات" where the data has no genre or employee: what is ranked is not in it
  // (it was answered as the biggest invoice).
  if (!catalog.orders && top.top && !groupBy.length && !grain.grain && !bucket.grain && !rankedAmong) {
    const unknown = (word: string) => word.length >= 4 && !STOP_WORDS.has(word) && !isKnownWord(word.replace(/s$/, ''), catalog)
      && (/^[a-z]+$/.test(word) ? !isKnownWord(word, catalog) : unknownArabicWord(word, catalog));
    const after = RANKED_THING.exec(typed)?.[1];
    const ranked = after && unknown(after) && words.some((word, i) => word === after && !used[i]) ? after : undefined;
    // The measure as named ("sales"), not the end of it the ranking would have read ("maximum sales").
    const measure = metrics[0]?.replace(/^(?:max|min)_/, 'sum_');
    if (ranked) return cannotSplitBy(ranked, measure && metricOf(measure) ? measure : metrics[0] ?? previous?.metrics[0], catalog, language, context);
  }
  // A word two of a file's number columns share ("temperature": temp max and temp min) asks which one.
  if (!catalog.orders && !metrics.length) {
    for (const [i, word] of words.entries()) {
      if (used[i] || word.length < 4 || STOP_WORDS.has(word)) continue;
      // "حراره" is said with or without its article.
      const forms = language === 'ar' && !word.startsWith('ال') ? [word, `ال${word}`] : [word];
      const columns = columnWordsOf(catalog).filter(([, said]) => forms.some((form) => said.has(form))).map(([column]) => column);
      if (columns.length < 2) continue;
      // "The highest temperature", "أدنى درجة حرارة": the column named for that end (temp max, temp min), at its end.
      // So is the day it happened ("أعلى درجة حرارة في أغسطس وبأي يوم", "which day had the lowest temperature").
      const end = top.top && !groupBy.length && ((!grain.grain && !bucket.grain) || bucket.grain === 'day') ? (top.top.dir === 'asc' ? 'min' : 'max') : undefined;
      const named = end ? columns.filter((column) => (end === 'max' ? MAX_COLUMN : MIN_COLUMN).test(column)) : [];
      if (named.length === 1 && metricOf(`${end}_${named[0]}`)) {
        metrics.push(`${end}_${named[0]}`);
        break;
      }
      const labelOf = (column: string) => dimensionOf(amountKeyOf(`sum_${column}`))?.label ?? { en: column.replace(/_/g, ' '), ar: column.replace(/_/g, ' ') };
      return clarifyColumn(raw, word, columns.map((column) => ({ column, label: labelOf(column) })), language, context);
    }
  }
  // "How much did we make in 2022" of a database or file: its money, the measure the owner calls sales or revenue (a
  // count of invoices answered it). The store's own data asks gross or net instead.
  // So is a period asked of it with nothing named ("2024 vs 2023", "first half of 2024 vs first half of 2023": the
  // first table's count, albums, which have no dates, and the periods were dropped).
  if (!catalog.orders && !metrics.length && (ambiguousIncome || ((period || compare) && !groupBy.length && !previous && !unknownWordLeft()))) {
    const income = incomeOf(catalog, needs);
    if (income) metrics.push(income);
  }
  // "Top 3 genres", "top 5 albums", "top genres in 2023" of a database: ranked by its money where that reaches them
  // (it was refused, or the artists ranked by their albums).
  // ("The biggest album" says no more than the top one: which measure makes it big is not said.)
  if (!catalog.orders && !metrics.length && top.top && groupBy.length === 1 && !previous && TOP_SAID.test(typed)) {
    const income = incomeOf(catalog, needs);
    if (income && meetsSplit(catalog, income, needs)) metrics.push(income);
  }
  const nothing = !absence && !dropped.size && !metrics.length && !groupBy.length && !filters.length && !period && !grain.grain && !top.top && !share && !trend && !compare && !chart.chart && !ambiguousIncome;
  if (nothing) return cannot(catalog, language, context);
  // "Top 3", "worst 3" with nothing to rank (no split named, no answer before it to rank again): not the store's total.
  if (top.top && !previous && !metrics.length && !groupBy.length && !filters.length && !grain.grain && !bucket.grain && !period) return cannot(catalog, language, context);
  // A file or database asked about what it does not hold ("the humidity", "IBM's dividend yield"): its row count
  // would look like an answer. A new question that names no measure but a word the data never uses gets "can't".
  // So does a count of a thing it never names ("how many passengers does JFK handle").
  const countedWord = /(?:^|\s)how many ([a-z]{4,})/.exec(text)?.[1];
  const counted = countedWord && !words.some((word, i) => word === countedWord && used[i]) ? countedWord : undefined;
  if (!catalog.orders && !followUp && language === 'en' && ((counted && !isKnownWord(counted, catalog) && !isKnownWord(counted.replace(/s$/, ''), catalog))
    || (!metrics.length && !groupBy.length && !grain.grain && unknownWordLeft()))) {
    return cannot(catalog, language, context, counted && !isDataWord(counted, catalog) ? [counted] : unknownWords());
  }
  // In Arabic the same: "كم الرطوبة في 2014", "كم عدد الركاب", "كم رحلة من مطار JFK" on files that hold no humidity,
  // passengers or flights. A noun counted ("كم رحلة", "عدد الركاب") or, with no measure named, a noun with its article
  // that nothing matched and the data never uses.
  // On the store's own data too: "كم الزرافات هالشهر" is no question about its sales.
  if (!followUp && language === 'ar' && (!catalog.orders || (!metrics.length && !groupBy.length && !grain.grain && !ambiguousIncome))) {
    // "كم كسبنا" asks for the money, which the question took as its measure.
    // A spending verb ("كم دفع كل عميل") is the measure asked, not a thing the data lacks.
    const unknownArabic = (i: number) => !used[i] && !(ambiguousIncome && metrics.length && AMBIGUOUS_INCOME.test(words[i])) && !(metrics.length && SPENT.test(words[i])) && unknownArabicWord(words[i], catalog);
    const countedAt = words.findIndex((word, i) => (word === 'كم' || word === 'عدد') && words[i + 1] !== 'عدد');
    const countedUnknown = countedAt >= 0 && countedAt + 1 < words.length && unknownArabic(countedAt + 1);
    const nounLeft = !metrics.length && !groupBy.length && !grain.grain && words.some((word, i) => word.startsWith('ال') && word.length >= 5 && unknownArabic(i));
    if (countedUnknown || nounLeft) return cannot(catalog, language, context, words.filter((word, i) => (word.startsWith('ال') || i === countedAt + 1) && word.length >= 4 && unknownArabic(i)).slice(0, 2));
  }
  // On the store's warehouse too, the thing asked for ("what's the weather today", "how many visitors today",
  // "show me my inventory") when it names nothing the store keeps: not the sales of that day. So is a question naming
  // a place of the store and a word it never uses, with no period ("what is the weather in Riyadh?", "who is the
  // president of the USA?"): it was that place's sales.
  const objectWord = OBJECT_ASKED.exec(text)?.[1];
  const objectUnknown = !filters.length && objectWord && !words.some((word, i) => word === objectWord && used[i]) && !isKnownWord(objectWord, catalog) && !isKnownWord(objectWord.replace(/s$/, ''), catalog);
  if (catalog.orders && !followUp && !absence && language === 'en' && !metrics.length && !groupBy.length && !ambiguousIncome
    && (objectUnknown || (!period && !top.top && !grain.grain && unknownWordLeft()))) {
    return cannot(catalog, language, context);
  }

  // "How much did I make last month?": gross or net is asked, and the rest of the question kept for the reply.
  const clarifying = ambiguousIncome && !metrics.some((m) => m !== 'gross_sales') && catalog.metrics.some((m) => m.key === 'net_sales');

  // "Change in price of AAPL by year", "price change of MSFT in 2009": a price's own move within the period is the
  // measure (custom/catalog-from-tables.ts movedSql), not the period against the one before.
  const movedOf = (key: string) => {
    // ("The percent change between the first and last price": its first and last price said are the move's ends.)
    const moved = key.replace(/^(?:avg|sum|max|min|first|last)_/, 'change_');
    return /^change_/.test(key) || metricOf(moved) ? moved : undefined;
  };
  // So is what a price "grew" or "fell" with no period named ("which stock grew the most", "أي سهم نما أكثر", "worst
  // performing stock"): from its first price to its last over all the data (it was the data's latest month against the
  // one before, in a file that ended in 2010). With a period named ("which stock grew the most in 2008") it stays that
  // period against the one before, as for any measure.
  if (impliedCompare && !catalog.orders && metrics.length && metrics.every((key) => movedOf(key)) && (PRICE_CHANGE.test(typed) || !period)) {
    metrics.splice(0, metrics.length, ...new Set(metrics.map((key) => movedOf(key)!)));
    compare = undefined;
  }

  let plan: QueryPlan;
  if (followUp && previous) {
    const regroup = groupBy.length > 0 || Boolean(grain.grain) || trend;
    // "top 3 products", then "by month": those three, month by month (a time split keeps a ranked grouping).
    // ("By quarter instead" after the top 3 countries: the quarters alone, the countries' split and ranking gone; "by
    // category instead" after the top 3 products is the top 3 categories.)
    const instead = regroup && /(?:^|\s)(?:instead|rather|بدلا|بدلها|بداله)(?=\s|$)/.test(typed);
    // ("Riyadh vs Jeddah this year", then "by month": the two cities, month by month, as the three ranked are; they were
    // added into one series.)
    const valuesCompared = previous.groupBy.length === 1 && previous.filters.some((f) => f.op === 'eq' && f.dimension === previous.groupBy[0] && f.values.length > 1);
    const keepRanked = !groupBy.length && (Boolean(grain.grain) || trend) && (Boolean(previous.top) || valuesCompared) && previous.groupBy.length === 1 && !top.top && !instead;
    // A day of the week and a kind of day are one question ("Fridays and Saturdays", then "and weekdays?").
    // So is a place: "only in Riyadh" after an answer for the UAE is Riyadh's, not nobody's.
    const kind = (key: string) => (byDay(key) ? 'days' : NARROWER.includes(key) ? 'place' : key);
    // "Only in Jeddah", then "by city instead": the split asked for is of every city, not Jeddah's one row (a filter of
    // several values, "Riyadh and Jeddah by city", is what the split compares, and a country filter stays for its cities).
    // "Sales on Fridays", then "weekends vs weekdays": every day of the week split so, not Fridays alone (one bar).
    // ("Sales on weekends", then "by day of the week": the weekend's own days, the filter kept.)
    const weekSplit = (f: Filter) => f.dimension === 'weekday' && groupBy.includes('day_type') && !filters.some((n) => n.dimension === 'weekday' || n.dimension === 'day_type');
    const splitNow = (f: Filter) => (regroupsBy(f) && f.op === 'eq' && f.values.length === 1) || weekSplit(f);
    const regroupsBy = (f: Filter) => groupBy.includes(f.dimension) && !filters.some((n) => n.dimension === f.dimension);
    // A status said of the answer before ("cancelled" orders) is no status of another table's rows ("والمسترجع؟": the
    // returns this month, not returns in a "cancelled" state, 0).
    const otherTable = metrics.length > 0 && metrics.every((key) => !previous.metrics.some((p) => metricOf(p)?.table === metricOf(key)?.table));
    const keptFilters = previous.filters.filter((f) => !(otherTable && f.dimension === 'status') && !dropped.has(f.dimension) && !filters.some((n) => kind(n.dimension) === kind(f.dimension)) && !splitNow(f) && f.dimension !== referred?.filter?.dimension);
    // "How many units did it sell?" after "the top product": that product's units, not a ranking of one.
    // ("Rank them by units": those listed, ranked, not their units summed.)
    // "Which one of them fell most compared to last year?", "how did they do vs last year?" after the top 5 products:
    // each of the five against its own year before (they were summed into one figure); "how many orders each" after
    // the top buyers, each of them (they were summed, or the customers ranked anew by orders).
    const eachOfThem = Boolean(referred?.filter && referred.filter.values.length > 1 && (compare || growth || fall || rise || top.top || HOW_THEY_DID.test(typed) || EACH_LISTED.test(typed)));
    const pointedAt = referred?.filter && !regroup && !eachOfThem && !/(?:^|\s)(?:rank|ranked|sort|sorted|reorder|rerank)(?=\s|$)/.test(typed) ? referred.filter.dimension : undefined;
    const previousSplit = pointedAt || (IN_TOTAL.test(typed) && metrics.length) ? [] : previous.groupBy;
    // "Last Saturday", then "and Friday?": last Friday, not the Saturday's Fridays.
    const lastDay = /^last (\w+day)$/.exec(previous.period?.label.en ?? '');
    const dayFilter = filters.length === 1 && filters[0].dimension === 'weekday' && filters[0].op === 'eq' && filters[0].values.length === 1 ? filters[0] : undefined;
    if (lastDay && dayFilter && !period) {
      period = findPeriod(`last ${WEEKDAY_NAMES[dayFilter.values[0]]?.en.toLowerCase()}`, today)?.period;
      if (period) filters.splice(0, 1);
    }
    // "Highest price of AAPL in 2008", then "and the lowest?": the other end of the same column.
    const otherEnd = !metrics.length && top.top && !groupBy.length
      ? previous.metrics.map((key) => {
        const m = /^(?:max|min)_(.+)$/.exec(key);
        const wanted = m && `${top.top!.dir === 'asc' ? 'min' : 'max'}_${m[1]}`;
        return wanted && metricOf(wanted) ? wanted : key;
      })
      : undefined;
    // "Which one dropped?" after a comparison (yesterday against the same day last week, this month against last
    // year): the fall between those two periods, not against the period just before (it was the day before).
    const keepsComparison = impliedCompare && Boolean(previous.compare) && !period;
    plan = {
      ...previous,
      metrics: metrics.length ? metrics : otherEnd ?? previous.metrics,
      // "stacked by channel" after "sales by category": the categories split by channel, not replaced by them.
      groupBy: regroup
        ? chart.chart === 'stacked' && previous.groupBy.length === 1 && groupBy.length === 1 && groupBy[0] !== previous.groupBy[0] ? [previous.groupBy[0], groupBy[0]] : keepRanked ? previous.groupBy : groupBy
        : previousSplit,
      // "Orders by week", then "وأمس؟", "how many orders in January 2026?" after months: a period of one bucket or less
      // is one figure (it was a one-point series of weeks for one day).
      grain: regroup ? grain.grain : period && previous.grain && daysBetween(parseIso(period.from), parseIso(period.to)) <= BUCKET_DAYS[previous.grain] ? undefined : previous.grain,
      filters: [...keptFilters, ...filters],
      period: period ?? (allTime ? undefined : previous.period) ?? (compared.against && periodAfter(compared.against, today)),
      // A ranking within each group is read in the conversation's period, not against an earlier one.
      compare: (period && !compare) || per.dimension ? undefined : keepsComparison ? previous.compare : compare ?? previous.compare,
      against: compare && !keepsComparison ? compared.against : period ? undefined : previous.against,
      // "أكثر قناة" (the top channel) is one, whatever the previous answer listed.
      // "The rainiest year", then "weather types share": a new split is shown whole, not cut to the one year ranked.
      // ("Sales by month", then "which was the best?": the one month, not the ten highest.)
      top: top.top ? { n: top.top.n ?? ((dimensions[0] && !dimensions[0].plural) || oneOfThem || (!dimensions.length && ONE_ASKED.test(typed)) ? 1 : previous.top?.n ?? 10), dir: top.top.dir }
        // ("The worst month", then "by orders": the worst month ranked by orders, not every month's orders; then "and in
        // 2025?": the worst month of 2025.)
        : (instead && !groupBy.length) || (regroup && !keepRanked && groupBy.length > 0 && groupBy[0] !== previous.groupBy[0] && (previous.grain || previous.top?.n === 1)) || (!regroup && !previousSplit.length && !(previous.grain && RANKED_BY.test(typed)) && !(previous.grain && period && !metrics.length)) ? undefined : previous.top,
      share: share || (previous.share && !regroup ? true : undefined) || undefined,
      trend: trend || undefined,
      chart: chart.chart ?? (regroup ? undefined : previous.chart),
      // An order asked of the rows before is theirs: a new split or ranking is listed in its own.
      sort: regroup || top.top ? undefined : previous.sort,
      timezone, language,
    };
    // "Top 3 cities", then "and the average order value?", "وكم حبة؟": those listed, measured anew (not the top 3 by
    // the new measure, which would be other cities).
    const listed = context.shown;
    // "By orders", "what about units?", "وبالكمية؟" rank anew by the measure said: the same five would be called the
    // top 5 by orders while the real ones were left out.
    if (measureAlone && !RANKS_ANEW.test(typed) && typed.split(' ').length <= 6 && previous.top && previous.groupBy.length === 1 && listed?.dimension === previous.groupBy[0] && !plan.filters.some((f) => f.dimension === listed.dimension)) {
      plan = { ...plan, filters: [...plan.filters, { dimension: listed.dimension, op: 'eq', values: listed.values.slice(0, previous.top.n) }] };
    }
    // "Compare with Jeddah", "vs Jeddah", "Jeddah too", "قارنها بجدة" after Riyadh's figure: both, side by side (the
    // new place replaced the old one).
    const alongside = ALONGSIDE.test(typed) && !previous.groupBy.length && !groupBy.length && !grain.grain && !period
      ? previous.filters.find((f) => f.op === 'eq' && filters.some((n) => n.op === 'eq' && n.dimension === f.dimension && !n.values.some((v) => f.values.includes(v))))
      : undefined;
    if (alongside) {
      plan = {
        ...plan, groupBy: [alongside.dimension], compare: undefined, against: undefined, top: undefined,
        filters: plan.filters.map((f) => (f.op === 'eq' && f.dimension === alongside.dimension ? { ...f, values: [...alongside.values, ...f.values] } : f)),
      };
    }
    // "Sales by channel", "just whatsapp", then "add instagram": both kept, the split as it was (it replaced WhatsApp).
    const added = !alongside && ADDING.test(typed) && !groupBy.length && !period
      ? previous.filters.find((f) => f.op === 'eq' && filters.some((n) => n.op === 'eq' && n.dimension === f.dimension && !n.values.some((v) => f.values.includes(v))))
      : undefined;
    if (added) plan = { ...plan, filters: plan.filters.map((f) => (f.op === 'eq' && f.dimension === added.dimension ? { ...f, values: [...added.values, ...f.values] } : f)) };
    // "Riyadh sales last week", then "what about Jeddah and Dammam": the two named instead, each beside the other (they
    // were added into one figure, which hid that they moved apart).
    const replacedByMany = !alongside && !added && !previous.groupBy.length && !groupBy.length && !grain.grain && !COMBINE_THEM.test(typed)
      ? plan.filters.find((f) => f.op === 'eq' && f.values.length > 1 && filters.some((n) => n.dimension === f.dimension && n.op === 'eq')
        && previous.filters.some((p) => p.op === 'eq' && p.dimension === f.dimension && !f.values.some((v) => p.values.includes(v))))
      : undefined;
    if (replacedByMany) plan = { ...plan, groupBy: [replacedByMany.dimension], top: undefined };
  } else {
    // No measure named: on files, the amount of the table the split lives on ("best billing city for each billing
    // country" ranks by the invoices' total), else the first measure that meets the split.
    const dims = [...groupBy, ...filters.map((f) => f.dimension)];
    const homes = catalog.orders || !dims.length ? [] : Object.keys(catalog.dimensions.find((d) => d.key === dims[0])?.on ?? {});
    const amount = homes.map((table) => catalog.tables[table]?.rows?.measure).find((key) => key && meetsSplit(catalog, key, dims));
    const meeting = dims.length ? catalog.metrics.find((m) => meetsSplit(catalog, m.key, dims))?.key : undefined;
    // "What was the best year?", "which year grew the most": a ranking or growth with nothing named to measure is by the money of the dated table (the
    // invoices' total), not by how many rows a year holds.
    const dated = !catalog.orders && (top.top || steps.grain) && !dims.length ? Object.values(catalog.tables).filter((t) => t.time).map((t) => t.rows?.measure).find((key) => key && metricOf(key)) : undefined;
    const fallback = (top.top && amount) || meeting || dated || catalog.metrics[0]?.key;
    if (!metrics.length && !fallback) return cannot(catalog, language, context);
    // "Which airport is the highest", "which album is the biggest" with nothing to measure them by: each is one row of
    // its own, and counting them ranked the names that happen to repeat ("the top airport by number of airports").
    const counted = metrics.length ? undefined : metricOf(fallback);
    if (counted?.sql === 'count(*)' && top.top && groupBy.length === 1 && catalog.tables[counted.table]?.rows?.dimension === groupBy[0]) return cannot(catalog, language, context);
    const single = dimensions[0] && !dimensions[0].plural;
    // A drill-down into the answer just given keeps its period: "how many returns this month", then "which reason
    // comes up most"; "orders cancelled in the last 30 days", then "cancellation rate by channel". Only when the new
    // question splits or ranks the same table's measures, names no period of its own, and either asks "which" of the
    // answer or moves to a neighbouring measure ("sales by country" after "sales in 2023" is a question of its own).
    const tableOf = (key: string) => metricOf(key)?.table;
    // "Sales in 2012", then "the rainiest year": one year holds no year to rank, so the period is not carried.
    // ("Discounts by month this year", then "which month had the most": this year's months.)
    const oneBucket = Boolean(bucket.grain && previous?.period?.unit && GRAIN_ORDER.includes(previous.period.unit) && GRAIN_ORDER.indexOf(previous.period.unit) <= GRAIN_ORDER.indexOf(bucket.grain));
    // "Which product had the most returns?" after "refunds last month" asks which of that month's products, though the
    // returns are rows of another table (it was over all time).
    const whichOfPeriod = WHICH.test(typed) && Boolean(top.top) && groupBy.length > 0;
    const drillsDown = previous?.period && !period && !allTime && !oneBucket && !compared.against && (groupBy.length > 0 || (top.top && bucket.grain))
      && metrics.length > 0 && (whichOfPeriod || metrics.every((key) => previous.metrics.some((p) => tableOf(p) === tableOf(key))))
      && (WHICH.test(typed) || metrics.some((key) => !previous.metrics.includes(key)));
    if (drillsDown) period = previous!.period;
    // "Products under 50 riyals", then "which sold the most": which of those, the list's conditions kept (it was every
    // product).
    const ofThose = WHICH.test(typed) && Boolean(top.top) && !filters.length && groupBy.length === 1 && previous?.groupBy[0] === groupBy[0] && Boolean(previous?.filters.length)
      && metrics.length > 0 && previous!.filters.every((f) => metrics.every((key) => meetsSplit(catalog, key, [f.dimension])));
    if (ofThose) filters.push(...previous!.filters);
    plan = {
      kind: 'aggregate',
      metrics: metrics.length ? metrics : [fallback],
      groupBy,
      grain: grain.grain,
      filters,
      period: period ?? (compared.against && periodAfter(compared.against, today)),
      compare,
      against: compared.against,
      top: top.top ? { n: top.top.n ?? (single ? 1 : 10), dir: top.top.dir } : undefined,
      share: share || undefined,
      trend: trend || undefined,
      chart: chart.chart,
      timezone, language,
    };
  }
  // "How many cities do we sell to", "كم مدينة": the values of the split counted, not listed with their measure.
  const countedKey = !followUp && !perCustomer && !absence ? countedDimensionsOf(words, hits).find((key) => plan.groupBy.includes(key)) : undefined;
  if (countedKey && !plan.grain && !plan.top && !plan.compare && !plan.share && !plan.having) {
    // One count: a second measure named ("countries we have customers in") only says which rows, as the first does.
    plan = { ...plan, metrics: plan.metrics.slice(0, 1), groupBy: plan.groupBy.filter((key) => key !== countedKey), countOf: countedKey, chart: undefined };
    // "How many composers" in a database of several tables: the rows of the table holding composers ("how many"
    // alone had chosen another table's count, which cannot reach them).
    const where = [countedKey, ...plan.groupBy, ...plan.filters.map((f) => f.dimension)];
    // The table the values are its own columns of ("composer" of tracks), before one that reaches them by a join
    // (a bare "how many" had taken the invoice lines', which reach composers through their tracks).
    const native = (table: string) => { const on = catalog.dimensions.find((d) => d.key === countedKey)?.on[table]; return Boolean(on && !on.joins); };
    const current = metricOf(plan.metrics[0]);
    // Only a count no word named ("how many …"), over no period: "كم مدينة فيها فواتير في 2024" keeps the invoices.
    const named = hits.some((hit) => hit.entries.some((e) => e.key === current?.key) && !GENERIC_COUNT_WORDS.has(hit.entries[0].phrase));
    const rowsCounted = current?.sql === 'count(*)' && !native(current.table) && !named && !plan.period;
    if (rowsCounted || !chooseBase(catalog, plan.metrics, where)) {
      const counts = catalog.metrics.filter((m) => m.sql === 'count(*)' && chooseBase(catalog, [m.key], where));
      const holder = counts.find((m) => native(m.table)) ?? (rowsCounted ? undefined : counts[0]);
      if (holder) plan = { ...plan, metrics: [holder.key] };
    }
  }
  // "Average number of tracks per invoice": each invoice's count, averaged over the invoices (parse/per-group.ts).
  plan = perGroupOf(typed, plan, catalog);
  // "What share of sales comes from Riyadh", then "and Jeddah?": Jeddah's share, not Jeddah alone at 100%.
  const refocus = followUp && plan.share && plan.focus && plan.groupBy.length === 1 ? plan.filters.find((f) => f.dimension === plan.groupBy[0] && f.op === 'eq') : undefined;
  if (refocus) plan = { ...plan, focus: refocus.values.slice(0, 10), filters: plan.filters.filter((f) => f !== refocus) };
  // The customers counted are those whose own total passes the threshold; they are counted, not split.
  // "What percentage of customers ordered more than once", "نسبة العملاء اللي طلبوا أكثر من مرة": the repeat customer rate.
  const repeatShare = perCustomer && perCustomer.metric === 'orders' && ((perCustomer.op === 'gt' && perCustomer.value === '1') || (perCustomer.op === 'gte' && perCustomer.value === '2'))
    && /(?:^|\s)(?:percentage|percent|share|proportion|rate|نسبه|كم بالمئه)(?=\s|$)|%/.test(typed) && !plan.groupBy.length && !plan.grain && metricOf('repeat_rate');
  if (repeatShare) plan = { ...plan, metrics: ['repeat_rate'], share: undefined, having: undefined };
  else if (perCustomer) {
    // "Which customers spent more than 3000", "list the customers with more than 5 orders": the customers themselves.
    const named = !plan.grain && !plan.compare && (plan.groupBy.join() === 'customer' || (!plan.groupBy.length && LISTED.test(typed)));
    const limit = { metric: perCustomer.metric, op: perCustomer.op, value: perCustomer.value };
    if (named) plan = { ...plan, metrics: [perCustomer.metric], groupBy: ['customer'], having: limit, share: undefined };
    else if (plan.groupBy.length > 1 || plan.grain || plan.compare) return cannotYet(THRESHOLD_GAP, catalog, language, context);
    else plan = { ...plan, metrics: [perCustomer.metric], having: { ...limit, per: 'customer' }, top: plan.groupBy.length ? plan.top : undefined, share: undefined };
  } else if (plan.having && !havingFits(plan.having, plan, catalog)) plan = { ...plan, having: undefined };
  if (absence) {
    // The recent past of data that ended before today (a database of past years) is its own last days.
    const recentEnd: Day = today.dataEnds ? { ...today, ...today.dataEnds } : today;
    const absent = absentPlan(plan, absence, catalog, COUNT_ASKED.test(typed), (days) => findPeriod(`last ${days} days`, recentEnd)?.period);
    if (!absent || !absentFits(absent, catalog)) return cannotYet(ABSENT_GAP, catalog, language, context);
    plan = absent;
  } else if (plan.absent && !absentFits(plan, catalog)) plan = { ...plan, absent: undefined };
  // "Best selling abaya", "top 3 abayas by units": the products of that category ranked, not its one total.
  const rankedInCategory = !plan.groupBy.length && plan.top && !plan.grain && catalog.orders && plan.filters.some((f) => f.dimension === 'category' && f.op === 'eq')
    && catalog.dimensions.some((d) => d.key === 'product');
  if (rankedInCategory) plan = { ...plan, groupBy: ['product'] };
  else if (!plan.groupBy.length && plan.top && !plan.grain) plan = { ...plan, top: undefined };
  if (per.dimension && plan.top && plan.groupBy.length === 2 && plan.groupBy[1] === per.dimension) plan = { ...plan, topPer: true };
  if (per.grain && plan.top && plan.groupBy.length === 1 && plan.grain === per.grain) plan = { ...plan, topPer: true };
  // "Airports per state top 5": the things counted are no split ranked in each state (one airport is 1 airport); the
  // states are ranked by how many they hold (it was the first 5 airports of every state, each counted 1).
  const countedRows = plan.topPer && plan.groupBy.length === 2 && plan.metrics.length === 1 ? catalog.metrics.find((m) => m.key === plan.metrics[0] && m.sql === 'count(*)') : undefined;
  if (countedRows && catalog.tables[countedRows.table]?.rows?.dimension === plan.groupBy[0]) plan = { ...plan, groupBy: [plan.groupBy[1]], topPer: undefined };
  // "The best month for each category", "the busiest day for each channel": the buckets ranked within each group.
  if (per.dimension && plan.top && plan.grain && !per.grain && plan.groupBy.length === 1 && plan.groupBy[0] === per.dimension) plan = { ...plan, topPer: true, bucketsPer: true };
  const withinGroups = plan.groupBy.length === 2 && !plan.grain;
  const withinBuckets = plan.groupBy.length === 1 && Boolean(plan.grain);
  if (plan.topPer && (!(withinGroups || withinBuckets) || !plan.top || plan.compare)) plan = { ...plan, topPer: undefined, bucketsPer: undefined };
  // A measure read at the period's bounds (churn rate, net new MRR) is one number per period, last month by default;
  // compared period by period ("churn rate this year vs last year"), each read at its bounds; over time ("churn rate
  // by month"), each bucket read at its own bounds.
  if (plan.metrics.some((key) => catalog.metrics.find((m) => m.key === key)?.bounded)) {
    const series = plan.metrics.every((key) => metricOf(key)?.bounded) ? atEachBucket(plan, today) : null;
    plan = series ?? { ...plan, period: plan.period ?? lastFullMonth(today), grain: undefined, trend: undefined };
  }
  // "New customers this month", then "and returning?": the returning customers (new ones who return are none).
  const typeFilter = plan.filters.find((f) => f.dimension === 'customer_type' && f.op === 'eq' && f.values.length === 1);
  const typeMetric = typeFilter ? ({ new: 'new_customers', returning: 'returning_customers' } as Record<string, string>)[typeFilter.values[0]] : undefined;
  if (typeMetric && metricOf(typeMetric) && plan.metrics.length === 1 && ['new_customers', 'returning_customers'].includes(plan.metrics[0])) {
    plan = { ...plan, metrics: [typeMetric], filters: plan.filters.filter((f) => f !== typeFilter) };
  }
  // "What genres does Iron Maiden play?": those genres listed, each with its tracks (parse/things-listed.ts).
  plan = thingsListed(typed, plan, catalog) ?? plan;
  // "Top 10 customers by lifetime value": each customer's own average per customer is their total, said as such (they
  // were ranked by "average sales per customer").
  if (catalog.orders && plan.groupBy[0] === 'customer') plan = { ...plan, metrics: plan.metrics.map((key) => OWN_TOTAL[key] ?? key) };
  // MRR, ARR and active subscriptions are read as they are now. Compared, those read at a moment are read at each
  // period's end (parse/state-compared.ts); over time ("MRR by month", "trend of active subscriptions"), at each
  // bucket's end (atEachBucket).
  if (plan.metrics.every((key) => catalog.metrics.find((m) => m.key === key)?.snapshot)) {
    const series = plan.metrics.every((key) => metricOf(key)?.asOf) ? atEachBucket(plan, today) : null;
    plan = series ?? { ...plan, grain: undefined, trend: undefined, ...(!statesOnly(plan, catalog) && { compare: undefined, against: undefined }) };
  }
  if (plan.trend && !plan.grain) plan.grain = grainFor(plan.period);
  if (plan.grain && plan.period?.last) plan = { ...plan, period: wholeBuckets(plan.period, plan.grain, today) };
  // Weeks ranked against each other are whole weeks (a year rarely starts on a Monday).
  if (plan.grain === 'week' && plan.top && !plan.groupBy.length && plan.period) plan = { ...plan, period: wholeWeeks(plan.period, today) };
  // "Sales on the same day last year", "same week last year", "this time last year": today, this week so far or this
  // month so far against it, not last month (parse/same-time-last-year.ts).
  if (plan.compare === 'year_ago' && compared.sameUnit) plan = { ...plan, ...sameTimeLastYear(compared.sameUnit, plan.period, today) };
  if (plan.compare && !plan.period) plan.period = lastFullMonth(today);
  if (relativeUnit && plan.compare && plan.period) {
    const yearAgo = relativeUnit === 'year' && plan.period.unit !== 'year';
    plan = { ...plan, compare: yearAgo ? 'year_ago' : 'previous', against: undefined };
  }
  // "Yesterday vs the same day last week": seven days earlier, whatever the period's own unit.
  if ((compared.weekAgo || (compared.weekBefore && plan.period?.unit === 'day')) && plan.period) {
    const [from, to] = [addDays(parseIso(plan.period.from), -7), addDays(parseIso(plan.period.to), -7)];
    plan = { ...plan, compare: 'previous', against: { from: iso(from), to: iso(to), label: { en: 'the same day last week', ar: 'اليوم نفسه من الأسبوع الماضي' }, unit: 'range' } };
  }
  const beforeSettled = plan;
  plan = stateCompared(settleComparison(plan, today, WHOLE_COMPARED.test(normalise(raw))), beforeSettled, catalog);
  // A comparison is of totals, per category or per time bucket (previous rows moved onto the current buckets).
  // "Which city grew (or fell) the most": the groups ranked by their change, not by their value.
  // "Which products are selling less than last month": those that fell, the largest fall first.
  if ((fall || rise) && !plan.top && plan.compare && plan.groupBy.length === 1 && !plan.grain) plan = { ...plan, top: { n: 10, dir: fall ? 'asc' : 'desc' } };
  // A price's own move ranked: "which stock fell the most" is the lowest change first.
  if (fall && plan.top && !plan.compare && plan.metrics.length === 1 && /^change_/.test(plan.metrics[0]) && !catalog.orders) plan = { ...plan, top: { ...plan.top, dir: 'asc' } };
  const byChange = growth && plan.top && plan.compare && plan.groupBy.length > 0 && !plan.grain;
  if (byChange && plan.top) plan = { ...plan, top: { n: plan.top.n, dir: fall ? 'asc' : plan.top.dir, change: true, ...(IN_PERCENT.test(typed) && { relative: true }) } };
  // "Top 5 products" compared with last year: those five, each against its own previous value.
  if (plan.compare) { plan.share = undefined; if (!byChange && (plan.grain || !plan.groupBy.length)) plan.top = undefined; if (plan.grain) plan.groupBy = []; }
  // "What share of sales came from orders with a discount": the sales of those orders out of all sales (it was the
  // sales and the count of those orders side by side).
  const salesShare = plan.share && !plan.groupBy.length && !plan.grain && plan.metrics[0] === 'gross_sales' && plan.metrics.length === 2 ? SALES_SHARE_OF[plan.metrics[1]] : undefined;
  if (salesShare && metricOf(salesShare)) plan = { ...plan, metrics: [salesShare], share: undefined };
  // "What % of orders were over 1000": those past the threshold as a share of all, not a split by each order's value.
  const sharedMetric = metricOf(plan.metrics[0]);
  // ("what share of sales came from orders over 500": the orders named are the condition's, not a second measure.)
  const thresholdShare = plan.share && !plan.groupBy.length && !plan.grain && sharedMetric && addsUp(sharedMetric) && !sharedMetric.snapshot
    && Boolean(sharedBy(plan.filters));
  if (thresholdShare) plan = { ...plan, metrics: plan.metrics.slice(0, 1), share: undefined, shareOfAll: true };
  // "what percent of orders were paid by card": the share of each payment method, card among them. "What % of orders
  // in Riyadh were paid by mada": mada's share of Riyadh's orders, the value said after the verb shared out and the
  // one before it the scope (it was Riyadh's share of the mada orders).
  else if (plan.share && !plan.groupBy.length && !plan.grain && plan.filters.length) {
    const verb = words.findIndex((word, i) => i > 0 && SHARE_VERB.test(word));
    const predicate = verb < 0 ? undefined : plan.filters.find((f) => f.op === 'eq' && (saidAt.get(f.dimension) ?? -1) > verb);
    const split = predicate ?? plan.filters[0];
    const rest = plan.filters.filter((f) => f !== split);
    plan = { ...plan, groupBy: [split.dimension], filters: rest, ...(split.op === 'eq' && { focus: split.values.slice(0, 10) }) };
  }
  // "Where does Jeddah rank?": every city, Jeddah's place said (parse/rank.ts).
  const ranked = rank.asked ? rankedPlan(plan) : null;
  if (ranked) plan = ranked;
  // "Share of sunny days by year", "what % of orders were over 1000 by month": in each bucket, the rows the filters
  // keep as a share of all its rows (it was their count alone). A share of a series without a filter is no share.
  if (plan.share && plan.grain && !plan.groupBy.length) {
    const first = metricOf(plan.metrics[0]);
    const bucketShare = plan.filters.length > 0 && !plan.compare && !plan.top && !plan.steps && first && addsUp(first) && !first.snapshot;
    plan = bucketShare ? { ...plan, metrics: plan.metrics.slice(0, 1), share: undefined, shareOfAll: true, trend: undefined } : { ...plan, share: undefined };
  }
  // Per day (week, month) only for measures that add up: an average order value per day means nothing more.
  const additive = (key: string) => { const m = metricOf(key); return Boolean(m && addsUp(m) && !m.snapshot); };
  // "Cumulative sales this year by month", "المبيعات التراكمية": a series whose buckets add up as they go.
  if (cumulative && plan.metrics.every(additive) && !plan.groupBy.length && !plan.compare && !plan.top) plan = { ...plan, cumulative: true, grain: plan.grain ?? grainFor(plan.period), share: undefined, trend: undefined };
  // "Average sales on Fridays", "orders on average each Friday": a day's average, over the Fridays.
  const weekdayAveraged = !perBucket.grain && !plan.grain && AVERAGE.test(typed) && plan.filters.some((f) => f.dimension === 'weekday' && f.op === 'eq');
  if (weekdayAveraged) perBucket.grain = 'day';
  // An average per day of a period still running is over its days so far, said so ("this month so far, Nov 1 – 22").
  // ("Sales by day", then "avg daily": the average over those days, no longer split by them.)
  if (perBucket.grain && plan.metrics.every(additive)) plan = { ...plan, perBucket: perBucket.grain, ...(plan.grain === perBucket.grain && AVERAGE_DAILY_ALONE.test(asWritten) && { grain: undefined }), ...(plan.period && !plan.compare && { period: soFar(plan.period, today) }) };
  else if (plan.perBucket && !plan.metrics.every(additive)) plan = { ...plan, perBucket: undefined };
  // Steps are of one series: the store's total, bucket by bucket (a comparison of periods or a split goes).
  if (steps.grain) plan = { ...plan, steps: true, grain: plan.grain ?? steps.grain, groupBy: [], compare: undefined, against: undefined, top: undefined, share: undefined };
  else if (plan.steps && (!plan.grain || plan.groupBy.length || plan.compare)) plan = { ...plan, steps: undefined };

  // "Black abayas", "العباية السوداء": a colour or size of products narrows them (parse/variants.ts).
  plan = bothNamed({ ...plan, filters: variantFilters(plan.filters, words, used, catalog) }, typed);
  // "Black vs beige abayas": the names holding each word, a row each (they were added together).
  const wordsVersus = compared.versus && !plan.groupBy.length && !plan.grain ? plan.filters.find((f) => f.op === 'contains' && f.values.length > 1) : undefined;
  if (wordsVersus) plan = { ...plan, groupBy: [wordsVersus.dimension] };
  const described = rowAsk && !followUp ? rowDescribed(plan, rowAsk.ask, typed, catalog) : null;
  if (described) plan = described;
  // A number nothing read ("sales in 11/2025" before months were written so, "tracks that cost 1.99") is said to be
  // left out, never silently dropped from a total.
  // (A count of days, weeks or months is a period's, which is read from the text as a whole: "بالـ ٣٠ يوم اللي قبلها".)
  const unfound = unfoundNames(raw, words, used, catalog);
  // "Orders from the app", "كم طلب من التطبيق" of a store that sells in no app: said so (the app was dropped, or read
  // as the city Tabuk).
  const appSaid = catalog.orders && !channelValues(catalog).some((value) => /(?:^|_)(?:mobile|app)(?:_|$)/.test(value)) ? APP_SAID.exec(normalise(raw))?.[1] : undefined;
  const unmatched = [...unfound, ...partsUnread.map((part) => part.name).filter((name) => !unfound.some((found) => normalise(found) === name)),
    ...words.filter((word, i) => !used[i] && NUMBER_WORD.test(word) && !TIME_UNIT.test(words[i + 1] ?? '')), ...(appSaid ? [appSaid] : []),
    // A word of a file's question that neither the engine nor the file knows ("blah generation in 2005") is said, as
    // the store's unknown things are (it was dropped unsaid).
    ...(catalog.orders ? [] : words.filter((word, i) => !used[i] && /^[a-z]{4,}$/.test(word) && !isKnownWord(word, catalog) && !isKnownWord(word.replace(/e?s$/, ''), catalog)
      && !FILE_WORDS.has(word) && !unfound.some((found) => normalise(found).split(' ').includes(word)))),
    // So is an Arabic thing named with its article, or after "بسبب" ("كم الوفيات بسبب الزلازل في 2010" was every
    // disaster's deaths, the earthquakes dropped unsaid); verbs and pronouns of the question are no thing asked.
    ...(catalog.orders ? [] : words.filter((word, i) => !used[i] && (/^ال\S{3,}$/.test(word) || CAUSE_BEFORE_AR.test(words[i - 1] ?? '')) && unknownArabicWord(word, catalog)
      && unknownArabicWord(word.replace(/ه$/, ''), catalog) && !AR_AFTER_IN.has(word) && !AR_FILE_WORDS.has(word) && !unfound.some((found) => normalise(found).split(' ').includes(word))))];
  // "Sales in the last blah days": a period asked that could not be read is said, never answered as all time unsaid.
  const unread = plan.period || plan.compare ? undefined : unreadPeriod(typed);
  const names = unread ? [unread, ...unmatched.filter((name) => !unread.split(' ').includes(name))] : unmatched;
  // "Population of Atlantis", "what is the price of TSLA": a name of the file's that it does not hold, and nothing else
  // kept, is said not found (it was the whole file's figure, the name said beside it as if a detail).
  const tokens = raw.replace(/[?!.,]/g, ' ').split(/\s+/).filter(Boolean);
  const missingName = !catalog.orders && !plan.filters.length && !followUp
    ? names.map((name) => tokens.find((token, i) => i > 0 && /^[A-Z]/.test(token) && normalise(token) === normalise(name).split(' ')[0] && NAMED_AFTER.test(tokens[i - 1]))).find(Boolean) : undefined;
  // (Said as typed: "TSLA", not the "tsla" words are compared in.)
  if (missingName) return cannot(catalog, language, context, [names.find((name) => normalise(name).split(' ')[0] === normalise(missingName))?.replace(/^\S+/, missingName) ?? missingName]);
  plan = { ...plan, ignored: names.length ? names : undefined };
  // Weekly buckets (a series, or weeks averaged over) and a split or filter by day of the week read the store's own
  // weekend (Friday and Saturday in Saudi Arabia).
  if (plan.grain === 'week' || plan.perBucket === 'week' || [...plan.groupBy, ...plan.filters.map((f) => f.dimension)].some(byDay)) plan = { ...plan, weekend: plan.weekend ?? weekend };
  // "The city with the fewest orders", then "وكم متوسط الطلب فيها": that city's own figure, no longer a ranking (it
  // read "the lowest city by average order value", of the one city kept).
  const soleRanked = plan.top?.n === 1 && plan.groupBy.length === 1 && !plan.grain && !plan.compare
    && plan.filters.some((f) => f.op === 'eq' && f.dimension === plan.groupBy[0] && f.values.length === 1);
  if (soleRanked) plan = { ...plan, groupBy: [], top: undefined };
  // The bucket still running is stepped against the same days of the one before (parse/running-step.ts).
  plan = withRunningStep(plan, today);
  // "Which disaster killed the most people": a file's row of every kind together ("All natural disasters", "Total") is
  // the sum of the others, never one of them ranked first (it led every ranking of the file), nor a share of the whole
  // ("what % of deaths were caused by drought" was 18% of a whole that counted every death twice).
  const rankedKinds = !catalog.orders && (plan.top || plan.share) && plan.groupBy.length === 1 ? catalog.dimensions.find((d) => d.key === plan.groupBy[0]) : undefined;
  const allKinds = rankedKinds ? wholeOfKinds(rankedKinds) : [];
  if (rankedKinds && allKinds.length && !plan.filters.some((f) => f.dimension === rankedKinds.key)) plan = { ...plan, filters: [...plan.filters, { dimension: rankedKinds.key, op: 'neq', values: allKinds }] };
  // Nor is it added to the others: "total deaths in 2004", "the deadliest year" add each kind's once, that row left out
  // (every death was counted twice). A split by the kinds still shows it, as the file holds it.
  const summed = plan.metrics.map((key) => catalog.metrics.find((m) => m.key === key));
  if (!catalog.orders && summed.length && summed.every((m) => m && /^(?:coalesce\()?sum\(/i.test(m.sql.trim()))) {
    for (const d of catalog.dimensions) {
      const all = d.kind === 'category' && summed.every((m) => d.on[m!.table]) ? wholeOfKinds(d) : [];
      if (all.length && !plan.groupBy.includes(d.key) && !plan.filters.some((f) => f.dimension === d.key)) plan = { ...plan, filters: [...plan.filters, { dimension: d.key, op: 'neq', values: all }] };
    }
  }
  // A period asked of a file without dates ("airports in 2024") cannot be applied: the answer says so. Beside the
  // store's warehouse too: a connected database's staff ranked after "sales by country in 2023" kept "in 2023" in the
  // sentence, though no date of theirs was read. A period only carried on from the conversation is dropped unsaid.
  const ownTables = plan.metrics.length > 0 && plan.metrics.every((key) => { const table = catalog.tables[metricOf(key)?.table ?? '']; return Boolean(table && !table.storeColumn); });
  const base = plan.period && (!catalog.orders || ownTables) ? chooseBase(catalog, plan.metrics, [...plan.groupBy, ...plan.filters.map((f) => f.dimension)]) : null;
  if (base && !catalog.tables[base.table]?.time && plan.period) {
    plan = { ...plan, period: undefined, compare: undefined, against: undefined, ...(found && { ignored: [...(plan.ignored ?? []), plan.period.label[language]] }) };
  }
  // "By month" of a file with no dates ("number of airports by month"): said so (it drew one bucket named "—").
  if (plan.grain && !catalog.orders && !plan.metrics.some(timed)) return noDates(plan, catalog, language, context);
  // "Deaths in March 2010", "by month" of data kept by year: said so (it was all of 2010 in January, 0 elsewhere).
  const yearsOnly = !catalog.orders ? plan.metrics.map((key) => catalog.tables[metricOf(key)?.table ?? '']).find((table) => table?.yearsOnly) : undefined;
  const byYears = (p?: Period) => !p || (p.from.endsWith('-01-01') && (p.to.endsWith('-01-01') || Boolean(yearsOnly?.latest && p.to > yearsOnly.latest)));
  if (yearsOnly && ((plan.grain && plan.grain !== 'year') || (plan.perBucket && plan.perBucket !== 'year') || !byYears(plan.period) || !byYears(plan.against))) return keptByYear(catalog, language, context);
  // "Vs last year" after the average number of tracks per invoice: not read yet, said so (parse/per-group.ts).
  if (plan.perGroup && !perGroupFits(plan)) return cannotYet(PER_GROUP_GAP, catalog, language, context);
  const fitted = fit(plan, catalog);
  if (clarifying) return clarifyIncome(raw, language, fitted ? { plan: fitted, clarifying: 'income' } : context);
  // A measure alone after an answer it cannot be split like ("MRR" after top products): a question of its own.
  // "Sales by category last month", then "net?": net sales cannot be split by category, but the month and filters the
  // conversation is about still hold (a question of its own lost them: all time).
  const unsplit = !fitted && followUp && measureOnly && plan.groupBy.length ? fit({ ...plan, groupBy: [], top: undefined, share: undefined, focus: undefined }, catalog) : null;
  if (unsplit) return { kind: 'plan', plan: unsplit, language, context: { plan: unsplit } };
  if (!fitted && followUp && (measureOnly || remeasured) && !isFollowUp(text)) return understand(question, { ...options, context: {} });
  if (!fitted) return cannotSplit(plan, catalog, language, context);
  // "Orders in 2030", "sales on 2026-12-01": a period that has not begun holds no data yet; said so, not as a 0.
  const snapshotOnly = fitted.metrics.every((key) => catalog.metrics.find((m) => m.key === key)?.snapshot);
  // Compared too: "White Friday this year vs last year" five days before it was 0 against last year's, "down 100%".
  if (catalog.orders && fitted.period && !snapshotOnly && fitted.period.from > iso(today)) return notYet(fitted.period, catalog, language, context);
  if (dataEnds && fitted.period && !fitted.compare && fitted.period.from > dataEnds) return afterData(fitted.period, dataEnds, catalog, language, context);
  // "And TikTok?" after Snapchat's orders: Snapchat is kept aside, so "compare them" can set the two side by side.
  // ("WhatsApp", "and Instagram", "and TikTok": each one asked before is kept, for "which of the three" and "add them up".)
  // (A split by something else keeps it too: "top 5 products in Jeddah", then "and in Dammam".)
  const swapped = followUp && previous
    ? previous.filters.find((p) => p.op === 'eq' && !fitted.groupBy.includes(p.dimension) && fitted.filters.some((f) => f.op === 'eq' && f.dimension === p.dimension && !f.values.some((v) => p.values.includes(v))))
    : undefined;
  // "And last week?" after this week's total: this week is kept aside, so "what's the difference?" can set the two apart.
  // (Of a split too, "orders by channel this month", "and last month", for "compare" next; not of a ranking, whose two
  // periods rank different things.)
  const periodSwapped = followUp && previous?.period && fitted.period && !fitted.top && !fitted.grain && !fitted.compare && !previous.compare
    && !previous.top && !previous.grain && (previous.period.from !== fitted.period.from || previous.period.to !== fitted.period.to)
    && JSON.stringify([previous.metrics, previous.filters, previous.groupBy]) === JSON.stringify([fitted.metrics, fitted.filters, fitted.groupBy])
    ? previous.period : undefined;
  // What the answer before listed goes along: the answer decides whether it still points into it (answer/shown.ts).
  return {
    kind: 'plan', plan: fitted, language,
    context: { plan: fitted, ...(context.shown && { shown: context.shown }), ...(swapped && { replaced: { dimension: swapped.dimension, values: [...new Set([...(context.replaced?.dimension === swapped.dimension ? context.replaced.values : []), ...swapped.values])] } }), ...(periodSwapped && { replacedPeriod: periodSwapped }) },
  };
}

/**
 * The two periods of a comparison. A compared period that is simply the one before, or the same one a year before,
 * is taken as such; then a current period still running is cut at today and compared with the same days before
 * ("this month vs last month" on the 23rd: 1–23 November against 1–23 October). A period the question names
 * otherwise ("March vs January") is compared as named.
 */
function settleComparison(plan: QueryPlan, today: ReturnType<typeof todayIn>, whole = false): QueryPlan {
  if (!plan.compare || !plan.period) return { ...plan, against: undefined };
  let { compare, against, period: current } = plan;
  // "October 2025 vs October 2026": the later period is the one measured, the earlier the one compared with.
  if (against && against.from > current.from) [current, against] = [against, current];
  const same = (a: Period, b: Period) => a.from === b.from && a.to === b.to;
  // "this weekend vs last weekend" on a Sunday names one weekend twice: a period is never compared with itself.
  if (against && same(against, current)) against = undefined;
  // "This year so far vs the whole of last year": the running period to date against the whole one named.
  // (A period already cut at today, "year to date", is set against the whole of the one before it.)
  const full = current.partial && current.unit && ['week', 'month', 'quarter', 'year'].includes(current.unit) ? { ...current, to: bucketEnd(current.from, current.unit) } : current;
  if (whole && compare && (!against || (current.partial && same(against, shiftPeriod(current, compare))))) against = shiftPeriod(full, compare);
  if (whole && against && current.from <= iso(today) && iso(today) < current.to) {
    const unit = full.unit && full.unit in WHOLE_BEFORE ? full.unit as keyof typeof WHOLE_BEFORE : undefined;
    const named = unit && same(against, shiftPeriod(full, compare ?? 'previous')) ? WHOLE_BEFORE[unit][compare === 'year_ago' ? 1 : 0] : { en: `the whole of ${against.label.en}`, ar: `${against.label.ar} كاملة` };
    return { ...plan, period: soFar(current, today), compare, against: { ...against, label: named } };
  }
  if (against && same(against, shiftPeriod(current, 'previous'))) against = undefined;
  else if (against && same(against, shiftPeriod(current, 'year_ago'))) { against = undefined; compare = 'year_ago'; }
  if (against) return { ...plan, period: current, compare, against };
  const period = soFar(current, today);
  return { ...plan, compare, period, against: shiftPeriod(period, compare) };
}

/** An Arabic word of three letters or more that no measure, split, value or engine word is, with or without its article. */
function unknownArabicWord(word: string, catalog: Catalog): boolean {
  return /^[\u0600-\u06FF]{3,}$/.test(word) && !AR_FUNCTION_WORDS.has(word) && !isKnownWord(word, catalog) && !isKnownWord(`ال${word}`, catalog) && !isKnownWord(word.replace(/^ال/, ''), catalog);
}

/**
 * An Arabic noun with its article ("العبايات", "بالكشمير", "للمميزين") of five letters or more, with or without a
 * one-letter joined preposition, that no measure, split, value or engine word is: a thing the owner named.
 */
function unknownArabicNoun(word: string, catalog: Catalog): boolean {
  const bare = word.replace(/^(?:[وفبلك]|وب|ول|فب|فل|وك)(?=ال)/, '').replace(/^لل(?=[\u0600-\u06FF]{3})/, 'ال');
  // An elative ("الاسرع", "الابطا", "الاكبر") ranks what was asked: the question's ranking reads it, not a thing.
  return bare.startsWith('ال') && bare.length >= 5 && !ELATIVE.test(bare) && unknownArabicWord(word, catalog) && unknownArabicWord(bare, catalog) && !AR_AFTER_IN.has(bare);
}

const ELATIVE = /^الا[\u0621-\u064A]{2}[\u0621-\u064A]?$/;

/** Words that say what a measure is split by ("by genre", "حسب النوع", "per store"). */
const SPLIT_BY = new Set(['by', 'per', 'حسب', 'بحسب', 'لكل']);
const SPLIT_FILLERS = new Set(['the', 'each', 'every', 'a', 'an', 'their', 'its', 'كل']);
/** The word after a split marker when nothing in the data matched it (a word of the engine's own is no split asked). */
function splitNamed(words: string[], used: boolean[], from: number): string | undefined {
  let i = from;
  while (SPLIT_FILLERS.has(words[i] ?? '') && !used[i]) i += 1;
  const said = (at: number) => Boolean(words[at]) && !used[at] && !STOP_WORDS.has(words[at]) && !SPLIT_FILLERS.has(words[at]) && /^(?:[a-z]{3,}|[\u0600-\u06ff]{3,})$/.test(words[at]);
  if (!said(i)) return undefined;
  // "by support rep": the two words the owner used for it.
  return said(i + 1) ? `${words[i]} ${words[i + 1]}` : words[i];
}

/**
 * Capitalised words after the first ("sales for Microsoft", "Omar Al-Dosari") that nothing in the catalog or the data
 * matched: left out of the plan, and named in the answer so a wrong total is never taken for theirs.
 */
function unfoundNames(raw: string, words: string[], used: boolean[], catalog: Catalog): string[] {
  const names: string[][] = [];
  let last = -2;
  const tokens = raw.split(/\s+/);
  tokens.forEach((token, i) => {
    const word = token.replace(/^[^\p{L}\p{N}]+|[^\p{L}\p{N}]+$/gu, '');
    // The first word is capitalised as any sentence's is: a name only before the measure it names ("Rock sales by
    // country", where the data has no Rock), and never a word of the engine's own ("Total revenue", "Which channel").
    const first = i === 0 && !isKnownWord(normalise(word), catalog) && (() => { const next = words.indexOf(normalise(tokens[1] ?? '')); return next >= 0 && used[next]; })();
    if ((i === 0 && !first) || !/^[A-Z][\p{L}'’-]+$/u.test(word) || /^[A-Z]{2,5}$/.test(word)) return;
    const at = words.indexOf(normalise(word));
    if (at < 0 || used[at]) return;
    if (i === last + 1 && names.length) names[names.length - 1].push(word); else names.push([word]);
    last = i;
  });
  // An Arabic word is named as the owner typed it ("الجملة", not the normalised "الجمله").
  const typedAs = new Map(tokens.map((token) => [normalise(token.replace(/^[^\p{L}\p{N}]+|[^\p{L}\p{N}]+$/gu, '')), token.replace(/^[^\p{L}\p{N}]+|[^\p{L}\p{N}]+$/gu, '')]));
  const asTyped = (phrase: string[]) => phrase.map((word) => typedAs.get(word) ?? word).join(' ');
  // A place said without a capital ("sales in paris") or in Arabic ("كم طلب في عرعر") that nothing matched.
  const named = new Set<number>();
  words.forEach((word, i) => {
    if (used[i] || named.has(i) || names.some((n) => normalise(n.join(' ')) === word)) return;
    // Elsewhere in an Arabic question about the store, a noun with its article that nothing knows ("مبيعات العبايات
    // الكشمير", "كم طلب للعملاء المميزين"): named with the unknown words right after it, never dropped unsaid.
    if (catalog.orders && !PLACE_BEFORE.test(words[i - 1] ?? '') && !THING_BEFORE_AR.test(words[i - 1] ?? '') && unknownArabicNoun(word, catalog)) {
      let end = i + 1;
      while (end < words.length && !used[end] && unknownArabicWord(words[end], catalog) && !AR_AFTER_IN.has(words[end])) end += 1;
      for (let at = i; at < end; at++) named.add(at);
      names.push([asTyped(words.slice(i, end))]);
      return;
    }
    if (!PLACE_BEFORE.test(words[i - 1] ?? '')) {
      // A thing said after "of", "with", "sold" that nothing matched ("sales of hoodies"): an English word of the
      // store's own kind, four letters or more, that neither the catalog nor the engine knows.
      if (catalog.orders && THING_BEFORE.test(words[i - 1] ?? '') && /^[a-z]{4,}$/.test(word) && !isKnownWord(word, catalog) && !isKnownWord(word.replace(/e?s$/, ''), catalog) && !IN_IDIOMS.has(word)) names.push([word]);
      // The same in Arabic: "مبيعات الايفون كيس", "كم شحنة مع سبل": the unknown words after a measure said as a thing's,
      // or after "مع", named as one (they were dropped and the store's whole figure given unsaid).
      else if (THING_BEFORE_AR.test(words[i - 1] ?? '') && unknownArabicWord(word, catalog) && !AR_AFTER_IN.has(word)) {
        let end = i + 1;
        while (end < words.length && !used[end] && unknownArabicWord(words[end], catalog) && !AR_AFTER_IN.has(words[end])) end += 1;
        for (let at = i; at < end; at++) named.add(at);
        names.push([asTyped(words.slice(i, end))]);
      }
      return;
    }
    const unknown = /^[a-z]{3,}$/.test(word) ? !isKnownWord(word, catalog) && !IN_IDIOMS.has(word) : unknownArabicWord(word, catalog) && !AR_AFTER_IN.has(word);
    if (unknown) names.push([/^[a-z]/.test(word) ? word : asTyped([word])]);
  });
  return names.map((parts) => parts.join(' '));
}
const PLACE_BEFORE = /^(?:in|from|في|من)$/;
/** The whole period before a running one, or the same one a year before, as the answer names it. */
const WHOLE_BEFORE = {
  week: [{ en: 'the whole of the previous week', ar: 'كامل الأسبوع السابق' }, { en: 'the whole of the same week last year', ar: 'كامل الأسبوع نفسه من السنة الماضية' }],
  month: [{ en: 'the whole of the previous month', ar: 'كامل الشهر السابق' }, { en: 'the whole of the same month last year', ar: 'كامل الشهر نفسه من السنة الماضية' }],
  quarter: [{ en: 'the whole of the previous quarter', ar: 'كامل الربع السابق' }, { en: 'the whole of the same quarter last year', ar: 'كامل الربع نفسه من السنة الماضية' }],
  year: [{ en: 'the whole of the previous year', ar: 'كامل السنة السابقة' }, { en: 'the whole of the previous year', ar: 'كامل السنة السابقة' }],
};
/** "Vs the whole of last year", "against all of last month", "vs full year 2025": the period compared with is whole. */
const WHOLE_COMPARED = /(?:^|\s)(?:vs|versus|against|compared (?:to|with)|than)(?: the)? (?:whole|full|entire|complete|all)(?: year)?(?: of)?(?: the)? (?=(?:last|previous|prior|(?:19|20)\d\d)(?:\s|$))/;
/** "Total", "and in total?", "what's the grand total": the figure of the whole answer just given. */
const TOTAL_ONLY = /^(?:and |so |ok |now )?(?:what s |whats |what is |what was |give me |show me |show )?(?:the |a )?(?:total|grand total|overall total|sum|overall|in total|altogether|all together|total overall)(?: (?:for|of|over) (?:the |that |this )?(?:period|year|month|quarter|week|all|them|it|everything))?(?: please)?$/;
/** A forecast asked by name: of a period not running, it is the forecast the engine cannot make (parse/unsupported.ts). */
const FORECAST_SAID = /(?:^|\s)(?:forecast|forecasted|predict|prediction|projected|projection|expected)(?=\s|$)/;
/** "Grew the most in percentage terms", "by %", "relatively", "بالنسبة المئوية": a change ranked by its percent. */
const IN_PERCENT = /(?:^|\s)(?:(?:in |by |as a )?(?:percent|percentage|%|pct|relative)(?: terms| wise| growth| change| increase| decrease| drop| decline| points?)?|percentage-wise|percentagewise|relatively|proportionally|growth rate|بالنسبه المئويه|بالنسبه|كنسبه مئويه|نسبه النمو|نسبيا)(?=\s|$)/;
/** "By percentage", "and in % terms?" after a change ranked: the same ranking by the change in percent. */
const BY_PERCENT_ONLY = /^(?:and |what about |how about |now |ok |so |but |و ?)?(?:(?:rank(?:ed)? |sort(?:ed)? |order(?:ed)? )?(?:by|in|as a|as) )?(?:percent|percentage|%|pct|relative|percentage terms|percent terms|relative terms|percentage growth|percent growth|growth rate|percentage change|percent change|بالنسبه المئويه|بالنسبه|نسبيا|كنسبه مئويه)(?: terms)?(?: instead| please)?$/;
/** Words before a thing sold ("sales of hoodies", "orders with a hoodie", "did we sell scarves"): one unknown after them is named. */
const THING_BEFORE = /^(?:of|with|an?|any|sell|sold|selling|bought|buy|including|included|containing)$/;
/** Words about a file itself, no part of what is asked of it ("how many years of data", "in this table"). */
const FILE_WORDS = new Set(['data', 'dataset', 'datasets', 'file', 'files', 'table', 'tables', 'sheet', 'spreadsheet', 'rows', 'records', 'entries', 'please', 'thanks']);
/** Arabic words about a file itself or how a question is put, no part of what is asked of it. */
const AR_FILE_WORDS = new Set(['البيانات', 'الجدول', 'الملف', 'السجلات', 'الصفوف', 'الشيء', 'الشي', 'الرقم', 'الارقام', 'القيمه', 'الفتره', 'المده', 'التفاصيل']);
/** Arabic words before what a figure is caused by ("الوفيات بسبب الزلازل", "جراء الفيضانات"). */
const CAUSE_BEFORE_AR = /^(?:بسبب|جراء|نتيجه|نتيجة)$/;
/** A value that is every other value of its column together: "All natural disasters", "Total", "Grand total". */
const TOTAL_VALUE = /^(?:all(?: [a-z]+){0,3}|total|grand total|overall|all together)$/i;
/**
 * A column's value of every other together, among a few kinds ("All natural disasters" of 11); a long list is names,
 * where "All Along The Watchtower" is one track (Chinook's sales left it out).
 */
const wholeOfKinds = (d: { values?: string[] }): string[] => ((d.values?.length ?? 0) <= 40 ? d.values?.filter((v) => TOTAL_VALUE.test(v.trim())) ?? [] : []);
/** Arabic words before a thing sold or carried ("مبيعات X", "طلبات X", "شحنات مع X"): the unknown words after them are named. */
const THING_BEFORE_AR = /^(?:و?(?:ال)?(?:مبيعات|طلبات|مبيعه|منتجات)|مع|بعنا|انباع|نبيع)$/;
/** Words after "في" or "من" that say how or which, not where ("من حيث القناة", "من ناحية التحويلات", "في يوم واحد"). */
const AR_AFTER_IN = new Set(['حيث', 'ناحيه', 'جهه', 'جانب', 'بين', 'خلال', 'قبل', 'بعد', 'عند', 'واحد', 'واحده', 'نفس', 'جميع', 'مجموع', 'الممكن', 'المتوسط', 'المجمل', 'العموم', 'الاجمال']);
/** Words after "in" or "from" that say how, not where ("in general", "in stock", "came in via Tabby", "from outside Saudi"). */
const IN_IDIOMS = new Set(['general', 'particular', 'detail', 'details', 'stock', 'person', 'cash', 'advance', 'short', 'fact', 'brief', 'terms', 'words', 'numbers', 'full', 'common', 'time', 'store', 'house', 'shop', 'progress', 'transit', 'use', 'there', 'here', 'via', 'outside', 'abroad', 'overseas', 'total']);

/** Keeps the metrics that meet the grouping and filters on one table; null when even the first cannot. */
function fit(plan: QueryPlan, catalog: Catalog): QueryPlan | null {
  const dims = [...plan.groupBy, ...plan.filters.map((f) => f.dimension)];
  if (chooseBase(catalog, plan.metrics, dims) || separable(plan, catalog)) return plan;
  const metrics = plan.metrics.filter((m) => chooseBase(catalog, [plan.metrics[0], m], dims));
  if (metrics.length && chooseBase(catalog, metrics, dims)) return { ...plan, metrics };
  return null;
}

/** A short reply choosing gross or net sales ("net", "gross please", "الصافي", "بعد المسترد"), or null. */
function incomeChoice(text: string): 'gross_sales' | 'net_sales' | null {
  if (text.split(' ').length > 6) return null;
  if (/(?:^|\s)(?:net|after|صافي|الصافي|بعد|الثاني|التاني|second)(?=\s|$)/.test(text)) return 'net_sales';
  if (/(?:^|\s)(?:gross|before|total|اجمالي|الاجمالي|قبل|الاول|first)(?=\s|$)/.test(text)) return 'gross_sales';
  return null;
}

/**
 * A measure read at a moment (MRR) or at a period's bounds (churn rate) asked over time: a span that suits the grain
 * when no period is named (STATE_SPAN), cut at today (buckets still to come have no end to read), and a grain coarse
 * enough for one read per bucket (sql/compile.ts compileAtEachEnd: "MRR by day this year" is drawn by week). Null
 * when the plan is no such series (a comparison, a ranking, two splits).
 */
function atEachBucket(plan: QueryPlan, today: Day): QueryPlan | null {
  if (!(plan.grain || plan.trend) || plan.compare || plan.top || plan.groupBy.length > 1) return null;
  const named = plan.period ?? findPeriod(STATE_SPAN[plan.grain ?? 'month'], today)?.period;
  if (!named) return null;
  const period = named.to > iso(addDays(today, 1)) ? soFar(named, today) : named;
  const fits = (grain: Grain) => unitsBetween(parseIso(period.from), parseIso(period.to), grain) + 1 <= MAX_ENDS;
  const asked = plan.grain ?? grainFor(period) ?? 'month';
  return { ...plan, period, grain: (GRAIN_ORDER as Grain[]).slice(GRAIN_ORDER.indexOf(asked)).find(fits) ?? 'year' };
}

function grainFor(period?: Period): QueryPlan['grain'] {
  if (!period) return 'month';
  const days = daysBetween(parseIso(period.from), parseIso(period.to));
  return days <= 45 ? 'day' : days <= 190 ? 'week' : days <= 1100 ? 'month' : 'year';
}

function lastFullMonth(today: Day): Period {
  // A file whose data ends before today: its own last whole month, named ("December 2015"), not an empty "last month".
  if (today.dataEnds) {
    const end = today.dataEnds;
    const whole = addDays(end, 1).d === 1 ? end : addMonths(monthStart(end), -1);
    return monthPeriod(whole.m, whole.y);
  }
  const from = addMonths(monthStart(today), -1);
  return { from: iso(from), to: iso(addMonths(from, 1)), label: { en: 'last month', ar: 'الشهر الماضي' }, unit: 'month' };
}

function validZone(zone?: string): string {
  if (!zone) return 'UTC';
  try { zoneFormat(zone); return zone; } catch { return 'UTC'; }
}
void addDays;

/**
 * The row ranking a question asks when its only noun is the table's own ("the biggest invoice", "top 5 airports by
 * latitude"): the table's name column and the measure said, else the table's amount; undefined when the table has
 * no name for its rows or nothing to rank them by.
 */
function rankedRowsOf(hits: Hit[], metrics: string[], dimensions: string[], catalog: Catalog): { dimension: string; metrics: string[]; plural: boolean } | undefined {
  // The table's noun may also name its id ("invoice": the invoices' count and the invoice id): the same rows.
  const viaId = dimensions.length === 1
    ? hits.find((hit) => hit.entries.some((e) => e.kind === 'dimension' && e.key === dimensions[0]))?.entries
      .find((e) => e.kind === 'metric' && rowsOf(e.key, catalog)?.dimension === dimensions[0])?.key
    : undefined;
  if (dimensions.length && !viaId) return undefined;
  const counted = viaId ?? metrics.find((key) => rowsOf(key, catalog));
  const table = counted && catalog.metrics.find((m) => m.key === counted)?.table;
  const rows = counted && rowsOf(counted, catalog);
  if (!counted || !rows) return undefined;
  const others = metrics.filter((key) => key !== counted && catalog.metrics.find((m) => m.key === key)?.table === table);
  const ranked = others.length ? others : rows.measure ? [rows.measure] : [];
  if (!ranked.length) return undefined;
  const plural = hits.find((hit) => hit.entries.some((e) => e.key === counted))?.entries.find((e) => e.key === counted)?.plural ?? false;
  return { dimension: rows.dimension, metrics: ranked, plural };
}

/** The group totals being read, by the question left without them: each is read once (see withGroupTotal). */
const readingGroupTotals = new Set<string>();
/**
 * The question read without its threshold on each group's total (or the answer just given, for "only those over
 * 20000"), with the threshold kept on the groups when that reading splits by one thing: the groups are listed, or
 * counted when the question asked how many. Null when it does not split: the threshold is then read on each row.
 */
function withGroupTotal(total: GroupTotal, options: UnderstandOptions, language: Locale, catalog: Catalog): Understanding | null {
  // "Countries with population over 100 million" left "countries with population", which reads as "with population
  // over 0", a threshold on the same groups again: the threshold is then on each row (it overflowed the stack).
  if (readingGroupTotals.has(total.text)) throw new GroupTotalAgain(total.text);
  readingGroupTotals.add(total.text);
  try {
    return withGroupTotalRead(total, options, language, catalog);
  } catch (error) {
    if (error instanceof GroupTotalAgain && error.text === total.text) return null;
    throw error;
  } finally {
    readingGroupTotals.delete(total.text);
  }
}
class GroupTotalAgain extends Error { constructor(readonly text: string) { super('group total read again'); } }
function withGroupTotalRead(total: GroupTotal, options: UnderstandOptions, language: Locale, catalog: Catalog): Understanding | null {
  const previous = options.context?.plan;
  const planOf = (u: Understanding) => (u.kind === 'plan' && u.plan.kind === 'aggregate' ? u.plan : undefined);
  // "Only those with more than 100 units": the answer just given, measured by what is named after the number.
  // Read as a question of its own over the same answer: not kept to what the answer listed ("only those" are any past the number).
  const named = total.alone && total.text ? planOf(understand(total.text, { ...options, context: { ...options.context, shown: undefined } })) : undefined;
  // Measured anew, the list is every group past the number, not the top N of another measure.
  const asked = total.alone ? (named && { ...named, top: undefined }) ?? (previous?.kind === 'aggregate' ? { ...previous, language } : undefined) : planOf(understand(total.text, options));
  // "How many products sold over 10 units": the products counted are the groups the threshold is on.
  const split = asked?.countOf ? { ...asked, groupBy: [asked.countOf, ...asked.groupBy], countOf: undefined } : asked;
  // "Customers with sales over 5000 this year": read alone, the customers counted beside the sales; the threshold is
  // on each customer's sales, so the customers are the groups (it was "can't").
  const listed = split && !split.groupBy.length && !split.grain && split.metrics.length === 2 ? listedOf(split.metrics[0], catalog) : undefined;
  const read = listed ? { ...split!, metrics: split!.metrics.slice(1), groupBy: [listed.dimension] } : split;
  if (!read || read.metrics.length !== 1 || read.having?.per) return null;
  const [metric] = read.metrics;
  // "Return rate over 10%": a rate is stored as a fraction (0.1); a number over 1 said of it is a percentage too.
  const rate = catalog.metrics.find((m) => m.key === metric)?.format === 'percent' && (total.percent || Number(total.value) > 1);
  const limit = { metric, op: total.op, value: rate ? String(Number(total.value) / 100) : total.value };
  // Counted: "how many products …" is the number of products whose total passes, not a list of them; "… by
  // category" counts them in each category.
  const plan: QueryPlan = total.count && read.groupBy.length >= 1 && !read.grain
    ? { ...read, groupBy: read.groupBy.slice(1), top: undefined, chart: undefined, having: { ...limit, per: read.groupBy[0] } }
    : { ...read, having: limit };
  if (!havingFits(plan.having!, plan, catalog)) return null;
  return { kind: 'plan', plan, language, context: { plan } };
}

/**
 * "Genres with more than 100 tracks", "how many artists have more than 5 albums" of a database: a count of one table's
 * rows per value of another ("number of tracks by genre"), the threshold on each (it was "genres with tracks": the
 * genres counted, then refused).
 */
// "Customers who bought more than 30 tracks": the tracks of each customer's purchases, as "customers with".
const GROUPS_HAVING = /^(?:(?:how many|number of|count of|which|what|list|show me|show) )?(?:the )?(\S+) (?:with|having|that have|that has|who have|who has|which have|which has|have|has|had|(?:who|that) (?:have |has |had )?(?:bought|purchased))(?:\s+(.*))?$/;
// "كم فاتورة فيها أكثر من 10 مقاطع", "الفواتير التي فيها أكثر من 10 بنود", "العملاء الذين لديهم …": the Arabic of the same.
const GROUPS_HAVING_AR = /^(?:(?:كم|عدد|ما هي|ما|اعرض|وش|ايش|اي) )?(\S+) (?:(?:التي|اللي|الي|الذين|الذي) )?(?:فيها|فيه|بها|به|لها|له|لهم|عندها|عنده|عندهم|لديها|لديه|لديهم|اشتروا|اشتري|اشترت)(?:\s+(.*))?$/;
function countedPerGroup(total: GroupTotal, options: UnderstandOptions, language: Locale, catalog: Catalog): Understanding | null {
  const metric = total.counted && !catalog.orders ? catalog.metrics.find((m) => m.key === total.counted!.metric) : undefined;
  const said = metric && (language === 'en' ? GROUPS_HAVING : GROUPS_HAVING_AR).exec(total.counted!.text);
  if (!metric || !said) return null;
  // ("أكثر من 12 مقطعا مختلفا": "different" said after the noun counted, which counts each once already.)
  const rest = (said[2] ?? '').replace(/(?:^|\s)(?:مختلف|مختلفه|مختلفا|مختلفين|مختلفات|متميز|متميزه|فريد|فريده)(?=\s|$)/g, ' ').trim();
  const text = language === 'en' ? `${metric.label.en} by ${said[1]} ${rest}` : `${metric.label.ar} حسب ${said[1]} ${rest}`;
  return withGroupTotal({ ...total, counted: undefined, text: text.trim() }, options, language, catalog);
}

/** Each number column of a catalog with the words of its names (normalised), built once per catalog. */
const columnWords = new WeakMap<Catalog, [string, Set<string>][]>();
function columnWordsOf(catalog: Catalog): [string, Set<string>][] {
  let known = columnWords.get(catalog);
  if (!known) {
    known = catalog.metrics.filter((m) => m.key.startsWith('sum_'))
      .map((m) => [m.key.slice(4), new Set([...m.synonyms.en, ...m.synonyms.ar].flatMap((phrase) => normalise(phrase).split(' ')))]);
    columnWords.set(catalog, known);
  }
  return known;
}

const NATIONAL_DAY = new RegExp(`(?:^|\\s)${NATIONAL_DAY_PATTERN}(?=\\s|$)`);
const FOUNDING_DAY = new RegExp(`(?:^|\\s)${FOUNDING_DAY_PATTERN}(?=\\s|$)`);
/** A currency the amounts are asked in ("in dollars", "بالدولار"), as its code. */
const CURRENCY_ASKED: [RegExp, string][] = [
  [/(?:^|\s)(?:in|to|into) (?:usd|us dollars?|dollars?|\$)(?=\s|$)|(?:^|\s)بال(?:دولار|دولارات)(?: الامريكي)?(?=\s|$)/, 'USD'],
  [/(?:^|\s)(?:in|to|into) (?:eur|euros?)(?=\s|$)|(?:^|\s)باليورو(?=\s|$)/, 'EUR'],
  [/(?:^|\s)(?:in|to|into) (?:sar|riyals?|saudi riyals?)(?=\s|$)|(?:^|\s)بالريال(?: السعودي)?(?=\s|$)/, 'SAR'],
  [/(?:^|\s)(?:in|to|into) (?:aed|dirhams?)(?=\s|$)|(?:^|\s)بالدرهم(?: الاماراتي)?(?=\s|$)/, 'AED'],
];
const currencyAsked = (text: string) => CURRENCY_ASKED.find(([re]) => re.test(text))?.[1];
const CURRENCY_GAP = { en: 'amounts in another currency (answers are in the store\'s own currency; no exchange rates are kept)', ar: 'المبالغ بعملة أخرى (الإجابات بعملة المتجر نفسها، ولا تُحفظ أسعار صرف)' };
const LEFT_OUT = /(?:^|\s)(?:excluding|except(?: for)?|not counting|not including|leaving out|apart from|without|باستثناء|ما عدا|ماعدا|عدا|بدون) (.+)$/;
const PERIOD_LEFT_OUT_GAP = { en: 'a period left out of a longer one (ask for the periods you want, or compare them)', ar: 'استبعاد فترة من فترة أطول (اسأل عن الفترات التي تريدها أو قارن بينها)' };
const COUNTRY_DAY_GAP = { en: "a national or founding day of a store whose currency does not tell its country, or whose country has none", ar: 'اليوم الوطني أو يوم التأسيس لمتجر لا تدل عملته على بلده أو ليس لبلده هذا اليوم' };
/**
 * The dimensions a question may count the values of: named right after "how many", "number of", "كم" or "عدد" ("how
 * many different cities", "عدد الفئات"), by words that name only dimensions (not "customers", a measure too); the
 * one the plan splits by is counted ("city" of a file of invoices is its billing city).
 */
function countedDimensionsOf(words: string[], hits: Hit[]): string[] {
  for (const [i, word] of words.entries()) {
    const counts = (word === 'many' && words[i - 1] === 'how') || (word === 'of' && words[i - 1] === 'number') || word === 'كم' || word === 'عدد';
    if (!counts) continue;
    let next = i + 1;
    while (/^(?:different|unique|distinct|the|separate|من)$/.test(words[next] ?? '')) next += 1;
    const hit = hits.find((h) => h.start === next);
    if (hit && hit.entries.every((e) => e.kind === 'dimension')) return hit.entries.map((e) => e.key);
  }
  return [];
}

/** Whether the catalog lists members that can have no rows (its products, its customers). */
const hasMembers = (catalog: Catalog) => Object.values(catalog.tables).some((table) => table.members);
const LIST_THEM = /^(?:and |so )?(?:list them|show them|show me them|name them|which ones|which are they|what are they|who are they|list them all|(?:show me |what are |give me |list )?their names|(?:show|show me|list|give me) (?:those|these|the) orders|which orders(?: are they| were they| were those)?|who ordered(?: them| those| it)?|who were they|اعرضها|اعرضهم|وش هي|ايش هي|ما هي|مين هم|من هم|اذكرها|اذكرهم|سمها|سمهم|(?:وش |ما |ايش |اعطني |عطني )?(?:اسماءهم|اسماوهم|اسمائهم))$/;
/** Said of what a time of year is like in general: "on average", "usually", "عادة", "في المتوسط". */
/** Orders of a kind counted, and the share of sales those orders make. */
const SALES_SHARE_OF: Record<string, string> = { discounted_orders: 'discounted_sales_share' };
const USUALLY = /(?:^|\s)(?:on average|typically|usually|normally|in general|generally|عاده|عادتا|في المتوسط|بالمتوسط|غالبا|في العاده)(?=\s|$)/;
/** "What's the difference?", "والفرق؟", "كم الفرق بينهم؟": the two figures just given, one against the other. */
const THE_DIFFERENCE = /^(?:and |so )?(?:(?:what s|what is|how big is|how much is|show me|show) )?the difference(?: between (?:them|the two|both|those|these))?$|^و?(?:(?:وش|ايش|ما|كم|شو) )?(?:هو )?(?:ال)?فرق(?: بينهم| بينهما| بينها)?$/;
/** "Compare them", "قارنهم": the two values of the last two answers, side by side. */
/** "Of the three", "all three", "these two", "of them": the values asked one per turn, together. */
const OF_THE_VALUES = /(?:^|\s)(?:(?:of|for|in|with) )?(?:all (?:of )?(?:the )?|the |these |those )(?:two|three|four|five|2|3|4|5)(?: of them)?(?! (?:days?|weeks?|months?|years?|quarters?|hours?|products?|orders?|customers?|items?))(?=\s|$)|(?:^|\s)(?:of|for|in) (?:all of )?(?:them|these|those)(?=\s|$)/;
/** "Which is better", "which one was higher", "which of them did worse": the one ahead (or behind) of those asked. */
const WHICH_BETTER = /^(?:and |so )?which (?:one |of them |of the two |of the three |of these )?(?:is |was |s |did |does |has |looks )?(?:doing |performing |done )?(better|best|higher|highest|bigger|biggest|larger|largest|greater|stronger|more|worse|worst|lower|lowest|smaller|smallest|weaker|less)(?: (?:now|so far|overall))?$/;
const COMBINE_THEM = /^(?:and |now |so )?(?:add (?:them|those|these|both|all three|the three|all of them|it all) up|(?:the )?(?:total|sum|combined total) (?:for|of) (?:all )?(?:them|both|the two|the three|three|all of them|those|these)|(?:all three|the three) (?:together|combined)|(?:both|them|the two|these two|those two|all)(?: (?:cities|places|countries|channels|methods|categories|products))? (?:together|combined)|(?:combine|add up|sum|total) (?:them|both|the two|these|those)(?: together| up)?|together|combined|in total|altogether|و?(?:اجمعهم|اجمعها|اجمعهما|مجموعهم|مجموعها|مع بعض|الاثنين مع بعض|كلهم مع بعض|المجموع|الاجمالي))$/;
/** "Compare", "side by side", "قارن" said alone after a period replaced by the one before it. */
const COMPARE_PERIODS = /^(?:and |now |so |ok )?(?:compare|compare (?:them|the two|both|the two months|the two weeks|the two years|the periods|both periods)|(?:show (?:them |both )?)?side by side|vs|versus)(?: please)?$|^و?(?:قارن|قارنهم|قارنها|قارن بينهم|قارن بينها)$/;
/** "Which is more?", "مين أكثر؟", "ايهم أقل؟" said alone (group 1: the lesser asked). */
const WHICH_MORE = /^(?:and |so )?(?:which (?:one )?(?:is|was|has|had|did|got) (?:more|higher|bigger|better|the most|the highest|(less|lower|smaller|the least|the lowest))|و?(?:مين|من|ايهم|اي وحده|اي واحد|انهي|وش|ايش|شو|منو) (?:فيهم |منهم |فيهما )?(?:الاكثر|اكثر|اعلي|الاعلي|احسن|الاحسن|افضل|الافضل|اكبر|الاكبر|(اقل|الاقل|اضعف|الاضعف|اصغر))(?: شي| شيء| واحد| وحده)?)$/;
const COMPARE_THEM = /^(?:and |now |so )?(?:compare (?:them|the two|both|these two|those two|the two of them|the three|all three)|compare (?:it |this )?(?:to|with|against) (?:that|this|those|them)|(?:and )?vs that|(?:compare|show) (?:them|both) side by side|و?(?:قارنهم|قارنها|قارن بينهم|قارن بينها|قارن بينهما|قارنهما)(?: ببعض| كلهم| كلها| الثلاثه| الثلاث| الاربعه)?(?: ببعض| مع بعض)?)$/;
/** "How did they do last year?": a question of how each of those listed did, not of them together. */
const HOW_THEY_DID = /^(?:and |so )?how (?:did|do|does|are|were|have) (?:they|these|those|them|these ones)(?: been)? (?:do|did|doing|perform|performed|performing|go|going|sell|sold|selling)(?=\s|$)/;
/** One customer's newest order (or first), the customer said before: "when was her last order?", "آخر طلب له". */
/** A person's doing in the third person: "صرف", "دفعت", "اشترت", "عنده". */
const PERSON_VERB_AR = /(?:^|\s)(?:صرف|صرفت|دفع|دفعت|اشتري|اشترت|شري|شرت|طلبت|عنده|عندها)(?=\s|$)/;
const HIS_LAST_ORDER = /^(?:و?(?:(?:وش|ايش|شو) )?(?:اخر|احدث) (?:واحد|وحده)$)|^(?:and |so )?(?:(?:when (?:was|is)|what (?:was|is)|show(?: me)?|and) )?(?:his|her|their) (?:last|latest|most recent|newest|first|earliest) (?:order|purchase)(?: placed)?$|^when did (?:he|she|they) (?:last (?:order|buy|purchase)|(?:order|buy|purchase) (?:last|first))$|^و?(?:(?:متي|امتي|وش|ايش|شو|ما هو|اعرض|وريني) )?(?:كان )?(?:اخر|احدث|اول) (?:طلب|اوردر) (?:له|لها|لهم)$|^و?(?:متي|امتي) (?:اخر|اول) مره (?:طلب|طلبت|طلبوا|اشتري|اشترت|اشتروا)$/;
/** "His orders", "وش طلباته؟": the orders of the one customer just named. */
// "The customer's other orders", "has this customer ordered before?", "وش طلبات العميل الثانية؟" after an order looked
// up: that customer's orders, listed (they were counted, or every customer's counts listed).
const THEIR_ORDERS = new RegExp([
  String.raw`^(?:and |so |ok )?(?:(?:show|list|show me|give me|what are|what were|what about|any) )?(?:his|her|their|(?:the|this|that) (?:customer|client|buyer) s) (?:other |previous |past |earlier |older )?orders$`,
  String.raw`^(?:and |so |ok )?(?:has|have|did|does) (?:she|he|they|(?:the|this|that) (?:customer|client|buyer)) (?:ordered|order|bought|buy|purchased|purchase) (?:from us )?(?:before|again|previously)$`,
  String.raw`^(?:and |so |ok )?(?:is|was) (?:she|he|(?:the|this|that) (?:customer|client|buyer)) (?:a )?(?:returning|repeat|new) (?:customer|client|buyer)$`,
  String.raw`^(?:و ?)?(?:(?:وش|ايش|ما هي|اعرض|وريني|اعرض لي|شو|طيب) )?طلبات(?:ه|ها|هم| (?:ال)?(?:عميل|عميله|زبون|زبونه))(?: (?:ال)?(?:ثانيه|اخري|باقيه|سابقه|قديمه|ثانيين))?$`,
  String.raw`^(?:و ?)?(?:هل )?(?:(?:ال)?(?:عميل|عميله|زبون|زبونه) )?(?:طلب|طلبت|اشتري|اشترت|شري|شرت) (?:من )?(?:قبل|قبل كذا|سابقا|مره ثانيه|منا قبل)$`,
].join('|'));
/** "How many are there", "كم عددها": the groups of the answer just given, counted. */
const HOW_MANY_THEY_ARE = /^(?:and |so )?(?:how many (?:are there|is that|are they|of them|were there|there are|in total|altogether)|how many|count them|كم عددها|كم عددهم|كم عدده|كم واحد|كم منها|كم منهم|كم عددها كلها|وكم عددها|وكم عددهم)$/;
/** "List", "show me", "which … are", "اعرض", "مين": the things asked for are to be named, not counted. */
const LISTED = /^(?:(?:please |can you |could you )?(?:list|show|show me|give me|display|tell me|name)(?: (?:all|all the|the|my|our|every))?|which|what are(?: the| my| our)?|who are(?: the| my| our)?|(?:اعرض|اعرض لي|اعرضلي|عطني|اعطني|وريني|ورني|هات|سرد|اذكر)(?: (?:كل|جميع))?|مين|من هم|ما هي|وش هي|ايش هي)\s/;
/** Counts whose things can be listed by name: the store's customers and products, a file's rows by their name. */
const LISTED_BY: Record<string, { dimension: string; metric: string }> = {
  customers: { dimension: 'customer', metric: 'gross_sales' },
  product_count: { dimension: 'product', metric: 'avg_price' },
};

/** "الطلبات اللي انرجعت", "… اللي فيها مرتجعات": the returned orders; asked which ("وش …"), listed. */
const RETURNED_AR_SAID = '(?:اللي|الي|التي) (?:(?:فيها|عليها|لها) (?:مرتجع|مرتجعات|ارجاع|استرجاع)|انرجعت|ارتجعت|رجعت|تم ارجاعها|تم استرجاعها|استرجعوها|رجعوها)(?=\\s|$)';
const WHICH_RETURNED_AR = new RegExp(`^(?:وش|ايش|شو|ما هي|ما) (?:هي )?(?:ال)?طلبات ${RETURNED_AR_SAID}`);
const RETURNED_AR = new RegExp(`(^|\\s)(?:ال)?طلبات ${RETURNED_AR_SAID}`);

/** "المدن الخمس الأولى": the noun, its count and "first" after it. */
const FIRST_N_AR = new RegExp(`(^|\\s)ال(\\S+) (?:ال)?(${SMALL_COUNT}) (?:ال)?اولي(?=\\s|$)`, 'g');
/** "Oldest first" (1, 3) or "newest first" (2, 4) of orders just listed, and nothing else. */
const LISTED_FROM = /^(?:and |now |ok |so )?(?:(?:sort|sorted|order|ordered|show|list|show me|show them|list them|sort them)(?: by)? )?(?:the )?(?:(oldest|earliest|oldest ones|earliest ones|oldest orders)|(newest|latest|most recent|newest ones|latest ones))(?: ones)?(?: first| on top)?$|^و?(?:(?:ال)?(اقدم)|(?:ال)?(احدث|اجدد))(?: اول| اولا| بالاول| فوق)?$/;
/** "أول خمس مدن حسب المبيعات": first, the count and the noun, ranked by what follows (orders stay the oldest ones). */
const FIRST_N_BEFORE_AR = new RegExp(`(^|\\s)اول (${SMALL_COUNT}) (?!(?:ال)?(?:طلبات|طلب)(?:\\s|$))(\\S+)(?= (?:حسب|بحسب|من حيث)\\s)`, 'g');
const FIRST_N_EN = new RegExp(`(^|\\s)(?:the )?first (${SMALL_COUNT}) (?!orders?(?:\\s|$))(\\S+)(?= by\\s)`, 'g');

/** Whether a file or database names its buyers: "who bought the most tracks" are they (it counted every track). */
function hasCustomers(catalog: Catalog): boolean {
  return catalog.dimensions.some((d) => d.kind === 'category' && /^customers?$/.test(d.label.en));
}

/** A measure per customer, of one customer: their own total. */
const OWN_TOTAL: Record<string, string> = { sales_per_customer: 'gross_sales', orders_per_customer: 'orders' };

/** The words a thing's name is said after ("population of Atlantis", "price for TSLA", "in Narnia"). */
const NAMED_AFTER = /^(?:of|in|for|from|about)$/i;

/** What a count lists as, when its things have names: the dimension that names them and the measure shown with each. */
function listedOf(key: string, catalog: Catalog): { dimension: string; metric: string } | undefined {
  const has = (listed: { dimension: string; metric: string }) => catalog.dimensions.some((d) => d.key === listed.dimension) && catalog.metrics.some((m) => m.key === listed.metric);
  if (catalog.orders) return LISTED_BY[key] && has(LISTED_BY[key]) ? LISTED_BY[key] : undefined;
  const rows = rowsOf(key, catalog);
  return rows ? { dimension: rows.dimension, metric: rows.measure ?? key } : undefined;
}

/** The rows a file's row count counts, when it is one and they have a name. */
function rowsOf(key: string, catalog: Catalog): CatalogTable['rows'] {
  const metric = catalog.metrics.find((m) => m.key === key);
  return metric && key.startsWith('count_') && metric.sql === 'count(*)' ? catalog.tables[metric.table]?.rows : undefined;
}

/** Words that say a threshold is on an order's value ("orders over 500", "طلبات فوق ٥٠٠"). */
/** Words that ask for money rather than a count: "how much were failed payments", "قيمة الدفعات الفاشلة". */
const AMOUNT_ASKED = /(?:^|\s)(?:how much|value|amount|worth|sum|add up|adds up|added up|come to|came to|مبلغ|مبالغ|قيمه|قيمتها|بكم|فلوس)(?=\s|$)/;
const ORDER_AMOUNT = new RegExp(`(?:^|\\s)(?:${ORDER_WORDS})(?=\\s|$)`);
/** Words that say a threshold is on a product's price ("priced over", "cost more than", "سعرها فوق"). */
const PRICED = /(?:^|\s)(?:priced|price|prices|pricing|cost|costs|costing|sells for|selling for|سعر|سعرها|سعره|بسعر|اسعارها|يكلف|تكلف|ثمنها|ثمنه)(?:\s|$)/;
/** Refunds said right before a threshold ("refunds over 500", "refunds that were above 1000", "استردادات فوق ٥٠٠"). */
const REFUNDS_SAID = /(?:^|\s)(?:refunds?|refunded amounts?|استرداد|استردادات|الاستردادات|عمليات الاسترداد)(?:\s(?:that|which|were|was|are|is|of|اللي|الي))*\s*$/;
/** A currency after the number says money. */
const MONEY_UNIT = /(?:sar|riyal|rial|ريال|usd|dollar|aed|dirham|درهم|\$)/;

/**
 * What a threshold is on: on the warehouse, an order's value, when the question speaks of orders or money (not
 * "customers who spent more than 1000", a total per customer); on a file, the number column said next to it.
 */
function thresholdSubject(threshold: Threshold, text: string, words: string[], hits: Hit[], catalog: Catalog, typed: string): { dimension: string; measure?: string } | undefined {
  const amounts = new Set(catalog.dimensions.filter((d) => d.kind === 'amount').map((d) => d.key));
  if (catalog.orders) {
    const before = text.slice(0, text.indexOf(THRESHOLD_MARK));
    const perCustomer = SPENT.test(typed) && /(?:^|\s)(?:customers?|clients?|buyers?|who|عملاء|العملاء|عميل|الزبائن|مين)(?=\s|$)/.test(typed);
    // "Products priced over 500", "how many products cost more than 200": each product's catalog price.
    if (amounts.has('product_price') && PRICED.test(before.split(' ').slice(-3).join(' '))) return { dimension: 'product_price', measure: 'avg_price' };
    // "Refunds over 500", "how many refunds were above 1000 SAR": each refund's amount (a refund is no order).
    if (amounts.has('refund_amount') && REFUNDS_SAID.test(before.split(' ').slice(-3).join(' '))) return { dimension: 'refund_amount' };
    if (!amounts.has('order_value') || perCustomer || (!ORDER_AMOUNT.test(before) && !MONEY_UNIT.test(threshold.text))) return undefined;
    return { dimension: 'order_value' };
  }
  const at = words.indexOf(THRESHOLD_MARK);
  const distance = (hit: Hit) => Math.min(Math.abs(hit.start - at), Math.abs(hit.end - 1 - at));
  // "temp max over 30", "more than 20 mm of precipitation": the column said right beside it.
  const beside = hits.flatMap((hit) => hit.entries.filter((e) => e.kind === 'metric' && amounts.has(amountKeyOf(e.key)))
    .map((e) => ({ measure: e.key, distance: distance(hit) }))).filter((c) => c.distance <= 2).sort((a, b) => a.distance - b.distance)[0];
  if (beside) return { dimension: amountKeyOf(beside.measure), measure: beside.measure };
  // "invoices over 10", "sales from invoices under 2": the table's own amount, the measure asked kept.
  // ("How many invoices were under 2?": a verb between them.)
  for (const hit of hits) {
    if (distance(hit) > 2) continue;
    const measure = hit.entries.map((e) => (e.kind === 'metric' ? rowsOf(e.key, catalog)?.measure : undefined)).find(Boolean);
    if (measure && amounts.has(amountKeyOf(measure))) return { dimension: amountKeyOf(measure) };
  }
  // "how many days was AAPL above 100": a file with one amount has nothing else it could be. Coordinates are asked by
  // their own words ("latitude above 60"): beside them, the one column measured ("how many victims were under 18": age).
  const only = [...amounts];
  const measured = only.filter((amount) => catalog.metrics.some((m) => m.key.startsWith('sum_') && amountKeyOf(m.key) === amount));
  return only.length === 1 ? { dimension: only[0] } : measured.length === 1 ? { dimension: measured[0] } : undefined;
}

const EACH_UNITS: Record<string, Grain> = { day: 'day', week: 'week', month: 'month', quarter: 'quarter', year: 'year', يوم: 'day', اسبوع: 'week', شهر: 'month', ربع: 'quarter', سنه: 'year' };
// ("The busiest day for each channel": busiest ranks as best does.)
const RANKING = /(?:^|\s)(?:top|best|best selling|most|highest|biggest|leading|worst|lowest|least|bottom|busiest|slowest|quietest|افضل|اكثر|اعلي|اقل|اسوا|احسن|ازحم|الازحم)(?=\s)/;
// "أكثر مدينة طلبات كل شهر": "كل" alone before a time unit ranks within each (it was the year's top city shown in
// every month); before other words it is "all" ("كل المدن").
const EACH = /(?:^|\s)(?:(?:in|for|per|of|within|across|by) )?(?:each|every) (\S+)(?: (\S+))?|(?:^|\s)per (\S+)(?: (\S+))?|(?:^|\s)(?:في كل|لكل|بكل|من كل) (\S+)|(?:^|\s)كل (يوم|اسبوع|شهر|ربع|سنه)(?=\s|$)/;
/**
 * "in each category", "for every city", "per category", "في كل فئة": the split the ranking is made within, when the catalog knows it
 * as a category; the words are taken out of the text.
 */
function eachOf(text: string, catalog: Catalog): { dimension?: string; others?: string[]; grain?: Grain; text: string } {
  const m = EACH.exec(text);
  // Only a ranking is made within each group: "units from each category" is a split by category.
  if (!m || m.index === undefined || !RANKING.test(text)) return { text };
  const phrases = lexiconOf(catalog).phrases;
  const categories = (phrase: string) => phrases.get(phrase)?.filter((e) => e.kind === 'dimension' && catalog.dimensions.find((d) => d.key === e.key)?.kind === 'category') ?? [];
  // "per category" ranks within each as "in each category" does.
  const words = m[5] ?? m[6] ? [m[5] ?? m[6]] : (m[3] ? [m[3], m[4]] : [m[1], m[2]]).filter(Boolean) as string[];
  // The text without the phrase, up to its first `n` noun words (an English second word may be the question's own).
  const spoken = m[0].trim().split(' ');
  const without = (n: number) => {
    const cut = text.slice(m.index).trimStart().split(' ').slice(0, spoken.length - (words.length - n)).join(' ');
    return text.replace(cut, ' ').replace(/\s+/g, ' ').trim();
  };
  // "for each month", "في كل شهر": the ranking is made within each time bucket.
  const unit = EACH_UNITS[words[0].replace(/^ال/, '')];
  if (unit) return { grain: unit, text: without(1) };
  for (let n = words.length; n >= 1; n--) {
    const phrase = words.slice(0, n).join(' ');
    const found = [phrase, `ال${phrase}`, phrase.replace(/s$/, '')].flatMap(categories).map((e) => e.key);
    if (found.length) return { dimension: found[0], others: found.slice(1).filter((key) => key !== found[0]), text: without(n) };
  }
  return { text };
}

/** Whether a measure can be read split or filtered by these dimensions (on one table the catalog can join). */
function meetsSplit(catalog: Catalog, metric: string, dimensions: string[]): boolean {
  try { return Boolean(chooseBase(catalog, [metric], dimensions)); } catch { return false; }
}

/** A word that is a number, a code of digits or a date written with slashes or dots ("5", "10012", "1.99", "11/2025"). */
const TIME_UNIT = /^(?:days?|weeks?|months?|quarters?|years?|hours?|يوم|ايام|اليوم|الايام|اسبوع|اسابيع|شهر|اشهر|شهور|ربع|ارباع|سنه|سنوات|سنين|ساعه|ساعات)$/;
const NUMBER_WORD = /^-?\d+(?:[./-]\d+)*$/;

/** "From me", "from us" (normalised: منّي is مني), and the verbs of buying or selling they follow. */
const FROM_ME = /^(?:مني|منا|مننا|منكم)$/;
const BOUGHT_SOLD = /^(?:اشتري|اشترا|اشتروا|يشتري|يشترون|شري|شرا|انباع|انباعت|تنباع|باع|باعوا|طلب|طلبوا|يطلب|يطلبون|اخذ|اخذوا|ياخذ|ياخذون)$/;

const LAST_ORDER_OF = /(?:^|\s)(?:(?:the )?(?:last|latest|most recent|newest) order|(?:what|when) did \S+ (?:order|buy) last|(?:اخر|احدث) (?:طلب|اوردر))(?=\s|$)/;
/** Asking for a forecast in so many words; and the words that set a period in the past whatever is asked of it. */
const FORECAST_ASKED = /(?:^|\s)(?:forecast|predict|projected|projection|project|توقع|تتوقع|تنبا|تنبؤ)/;
const PAST_SAID = /(?:^|\s)(?:last|this|past|previous|ago|was|were|did|(?:19|20)\d\d|الماضي|الماضيه|الفائت|فات|السابق|السابقه|كان|كانت|هذا|هذه|هال\S+)(?=\s|$)/;
const FIRST_N = new RegExp(`(?:^|\\s)(?:the )?(?:first|اول) (\\d{1,3}|${Object.keys(NUMBER_WORDS).join('|')})(?=\\s|$)`);

/** A follow-up that sets a value beside the one the conversation was kept to, rather than in its place. */
/** Said of people just counted: "their", "they", "ومبيعاتهم". */
const THEIRS = /(?:^|\s)(?:they|their|them|those)(?=\s|$)|[\u0600-\u06FF]{3,}هم(?=\s|$)/;
const ADDING = /^(?:and |now |then )?(?:add|include|plus|also include)(?=\s)|^و?(?:اضف|ضيف|زيد)(?=\s)/;
const ALONGSIDE = /(?:^|\s)(?:compare (?:it |that |this )?(?:with|to|against)|compared (?:with|to)|vs|versus|against|too|as well|also|and also)(?=\s|$)|^(?:and |now |then )?(?:add|include|plus|with)(?=\s)|(?:^|\s)(?:قارنها|قارنه|قارنهم|قارن|مقارنه|مقابل|وكمان|كمان|ايضا|بعد)(?=\s|$)|^و?(?:اضف|ضيف|زيد)(?=\s)/;

/** A measure said as the one to rank by, not one to read of the things listed: "by units", "what about orders", "وبالكمية". */
const RANKS_ANEW = /(?:^|\s)(?:by|instead|what about|how about|rank|ranked|sort|sorted)(?=\s|$)|(?:^|\s)و?ب(?:ال|عدد|حسب)|(?:^|\s)و?(?:حسب|بحسب|من حيث|على حسب|رتبها|رتبهم)(?=\s|$)/;

/** A file's or database's money: the sum its owner calls sales, revenue or income, else the one sum of money it has. */
function incomeOf(catalog: Catalog, needs: string[] = []): string | undefined {
  const said = catalog.metrics.filter((m) => !m.ratio && /(?:^|\s)(?:sales|revenue|income|المبيعات|الإيرادات|الدخل)(?=\s|$)/.test([m.label.en, ...m.synonyms.en, ...m.synonyms.ar].join(' | ').toLowerCase()));
  // "Which albums earn the least": the money that reaches the album (invoice lines), not the invoices' total ("can't").
  const named = said.find((m) => !needs.length || meetsSplit(catalog, m.key, needs)) ?? said[0];
  if (named) return named.key;
  const money = catalog.metrics.filter((m) => m.format === 'money' && !m.ratio && /^sum_/.test(m.key));
  return money.length === 1 ? money[0].key : undefined;
}

/** Whether a lookup lists orders kept by something (a row they hold, a filter, a period), not the latest alone. */
function listsKeptOrders(plan: LookupPlan): boolean {
  return plan.by === 'recent' && Boolean(plan.counted || plan.filters?.length || plan.period);
}

/** A lookup's understanding, keeping the answer the conversation was about before it for the questions after it. */
/** The orders of an understood question kept to those placed more than `days` ago, when its rows are orders'. */
function withOrderAge(understood: Understanding, days: number, catalog: Catalog): Understanding | null {
  const age = catalog.dimensions.find((d) => d.key === 'order_age');
  const filter: Filter = { dimension: 'order_age', op: 'gt', values: [String(days)] };
  if (!age) return null;
  if (understood.kind === 'lookup' && understood.plan.by === 'recent' && !understood.plan.table) {
    const plan: LookupPlan = { ...understood.plan, filters: [...(understood.plan.filters ?? []), filter] };
    return { ...understood, plan, context: { ...understood.context, plan } };
  }
  if (understood.kind !== 'plan') return null;
  const tables = understood.plan.metrics.map((key) => catalog.metrics.find((m) => m.key === key)?.table ?? '');
  if (!tables.every((table) => age.on[table])) return null;
  const plan: QueryPlan = { ...understood.plan, filters: [...understood.plan.filters, filter] };
  return { ...understood, plan, context: { ...understood.context, plan } };
}

function lookedUp(plan: LookupPlan, context: ConversationContext, language: Locale): Understanding {
  // Orders listed for a row they hold ("shipments in transit for more than a week") or kept by filters ("orders over
  // 2000 this month"): a follow-up that is no lookup ("by carrier", "how many are there", "كم عددها") reads those rows
  // or orders counted (it was every shipment, or "can't").
  const listed: QueryPlan | undefined = listsKeptOrders(plan)
    ? { kind: 'aggregate', metrics: [plan.counted ?? 'orders'], groupBy: [], filters: plan.filters ?? [], ...(plan.period && { period: plan.period }), timezone: plan.timezone, language }
    : undefined;
  const aside = listed ?? (context.plan?.kind === 'aggregate' ? context.plan : context.aside);
  return { kind: 'lookup', plan, language, context: { plan, ...(aside && { aside }) } };
}
/** Words around a period said alone after a lookup ("only this year", "and in 2025?", "وبس هالسنة"). */
const PERIOD_ONLY_WORDS = /(?:^|\s)(?:only|just|and|in|for|during|what about|how about|then|و|في|بس|فقط|خلال|طيب|وفي)(?=\s|$)/g;

/** Whether a word names the rows of a file or database table ("invoice", "invoices"): what is ranked, not a column. */
function namesRows(word: string, catalog: Catalog): boolean {
  return Object.values(catalog.tables).some((t) => {
    const label = t.rows ? catalog.dimensions.find((d) => d.key === t.rows!.dimension)?.label.en.toLowerCase() : undefined;
    return Boolean(label) && (word === label || singular(word) === singular(label!));
  });
}

/**
 * Whether "<word> sold" counts units of a quantity kept (Chinook's invoice lines): the word names the rows of a table,
 * in English or Arabic ("tracks", "مقاطع"), that are not the buyers or their invoices.
 */
function soldThingOf(word: string, catalog: Catalog): boolean {
  if (/^(?:customers?|invoices?|orders?|employees?|buyers?|clients?)$/.test(word) || !catalog.metrics.some((m) => /^sum_quantity/.test(m.key))) return false;
  const bare = (w: string) => normalise(w).replace(/^ال/, '');
  return Object.values(catalog.tables).some((t) => {
    const dimension = t.rows ? catalog.dimensions.find((d) => d.key === t.rows!.dimension) : undefined;
    if (!dimension || /customer|invoice|employee/.test(dimension.key)) return false;
    const label = dimension.label.en.toLowerCase();
    return word === label || singular(word) === singular(label) || (dimension.synonyms?.ar ?? []).some((s) => s !== 'الاسم' && bare(s) === bare(word));
  });
}
