import type { Grain } from '../types.ts';

/** Words that shape the answer rather than name data: grains, top/bottom, share, trend, growth, follow-up markers. */
const G: [RegExp, Grain][] = [
  [/(?:^|\s)(?:by|per|each|every|for each|(?<!(?:year|month|week|quarter|day) )over|across|split by|broken down by|grouped by|حسب|لكل|بحسب|علي حسب|كل|بال|مقسمه علي|موزعه علي)\s*(?:the )?(?:ال)?(?:day|days|date|يوم|ايام|اليوم|التاريخ)(?=\s|$)(?!\s(?:of (?:the )?week|(?:في )?الاسبوع(?! (?:الماضي|اللي|الي|الحالي|هذا(?! (?:الشهر|السنه|العام|الربع))|السابق|الفايت|الجاي|القادم|الفات))))|(?:^|\s)(?:daily|day by day|يوم بيوم|يوم ب يوم|per day|يوميا|يومي|اليوميه|باليوم)(?=\s|$)(?!\s(?:اللي|الي|الماضي|السابق|الفايت|قبله))/, 'day'],
  [/(?:^|\s)(?:by|per|each|every|for each|(?<!(?:year|month|week|quarter|day) )over|across|حسب|لكل|بحسب|علي حسب|كل)\s*(?:the )?(?:ال)?(?:week|weeks|اسبوع|الاسبوع|اسابيع)(?=\s|$)|(?:^|\s)(?:weekly|week by week|اسبوعيا|اسبوعي|الاسبوعي|اسبوعيه|الاسبوعيه|بالاسبوع)(?=\s|$)(?!\s(?:اللي|الي|الماضي|السابق|الفايت|قبله))/, 'week'],
  [/(?:^|\s)(?:by|per|each|every|for each|(?<!(?:year|month|week|quarter|day) )over|across|حسب|لكل|بحسب|علي حسب|كل)\s*(?:the )?(?:ال)?(?:month|months|شهر|الشهر|اشهر|الاشهر|الشهور|شهور)(?=\s|$)|(?:^|\s)(?<!(?:اشتراك|الاشتراك|اشتراكات|الاشتراكات|باقه|الباقه|باقات|الباقات|subscription|plan|billed|بالفوتره|الفوتره|فوتره)\s)(?:monthly|month by month|month over month|شهريا|شهري|الشهري|شهريه|الشهريه|بالشهر|شهر بشهر|شهر شهر)(?=\s|$)(?!\s(?:اللي|الي|الماضي|السابق|الفايت|قبله))(?!\s(?:(?:vs|versus|or|and|against) (?:monthly|yearly|annual) )?(?:subscriptions?|subscribers?|plans?|billing|اشتراك|الاشتراك|اشتراكات|الاشتراكات|باقه|الباقه|باقات|الباقات))/, 'month'],
  [/(?:^|\s)(?:by|per|each|every|for each|(?<!(?:year|month|week|quarter|day) )over|across|حسب|لكل|بحسب|علي حسب|كل)\s*(?:the )?(?:ال)?(?:quarter|quarters|ربع|الربع|الارباع|ارباع)(?=\s|$)|(?:^|\s)(?:quarterly|ربع سنوي|ربعي|فصلي)(?=\s|$)/, 'quarter'],
  [/(?:^|\s)(?:by|per|each|every|for each|(?<!(?:year|month|week|quarter|day) )over|across|حسب|لكل|بحسب|علي حسب|كل)\s*(?:the )?(?:ال)?(?:year|years|سنه|السنه|عام|العام|السنوات|سنوات|الاعوام)(?=\s|$)|(?:^|\s)(?<!(?:اشتراك|الاشتراك|اشتراكات|الاشتراكات|باقه|الباقه|باقات|الباقات|subscription|plan|billed|بالفوتره|الفوتره|فوتره)\s)(?:yearly|annually|year by year|سنويا|سنوي|السنوي|سنويه|السنويه|بالسنه)(?=\s|$)(?!\s(?:اللي|الي|الماضيه|السابقه|الفايته|قبلها))(?!\s(?:(?:vs|versus|or|and|against) (?:monthly|yearly|annual) )?(?:subscriptions?|subscribers?|plans?|billing|اشتراك|الاشتراك|اشتراكات|الاشتراكات|باقه|الباقه|باقات|الباقات))/, 'year'],
];
export function grainOf(text: string): { grain?: Grain; text: string } {
  for (const [re, grain] of G) if (re.test(text)) return { grain, text: text.replace(re, ' ') };
  return { text };
}

const STEP_UNITS: Record<string, Grain> = {
  day: 'day', daily: 'day', يوم: 'day', اليوم: 'day', يومي: 'day', اليومي: 'day',
  week: 'week', weekly: 'week', اسبوع: 'week', الاسبوع: 'week', اسبوعي: 'week', الاسبوعي: 'week',
  month: 'month', monthly: 'month', mom: 'month', شهر: 'month', الشهر: 'month', شهري: 'month', الشهري: 'month',
  quarter: 'quarter', quarterly: 'quarter', qoq: 'quarter', ربع: 'quarter', الربع: 'quarter', ربعي: 'quarter', الربعي: 'quarter',
};
const STEP = new RegExp([
  // "month over month", "week-on-week", "month to month", "MoM", "QoQ"
  // ("this week to last week" names two periods: it is a comparison of them, not steps.)
  '(?<!this|last|previous|current|the)(?:^|\\s)(day|week|month|quarter)(?: | ?- ?)(?:over|on|to)(?: | ?- ?)(?:the )?(?:previous |last )?\\1(?=\\s|$)',
  '(?:^|\\s)(mom|qoq)(?=\\s|$)',
  // "monthly growth", "weekly change"
  '(?:^|\\s)(daily|weekly|monthly|quarterly) (?:growth|change|increase|decline)(?=\\s|$)',
  // "شهر عن شهر", "النمو الشهري", "كل شهر مقارنة بالشهر اللي قبله" ("شهر بشهر" is a monthly series)
  '(?:^|\\s)(يوم|اسبوع|شهر|ربع) (?:عن |مقابل )(?:ال)?(?:يوم|اسبوع|شهر|ربع)(?=\\s|$)',
  '(?:^|\\s)(?:ال)?(?:نمو|تغير|تغيير) (?:ال)?(يومي|اسبوعي|شهري|ربعي)(?=\\s|$)',
  // "نمو المبيعات شهر بشهر": growth, bucket by bucket ("شهر بشهر" alone is a monthly series).
  '(?:^|\\s)(?:ال)?(?:نمو|تغير|تغيير)(?: \\S+)? (يوم|اسبوع|شهر|ربع) (?:ب|عن |مقابل )?(?:يوم|اسبوع|شهر|ربع)(?=\\s|$)',
  '(?:^|\\s)كل (يوم|اسبوع|شهر|ربع) (?:مقارنه )?(?:ب|مع )(?:ال)?(?:يوم|اسبوع|شهر|ربع)? ?(?:اللي|الي|الذي) قبله(?=\\s|$)',
].join('|'));

/**
 * "Sales by month with month over month growth", "النمو الشهري": each bucket against the one just before it, not the
 * whole period against an earlier one. Gives the grain of the steps and the text without the words.
 */
export function stepsOf(text: string): { grain?: Grain; text: string } {
  const m = STEP.exec(text);
  if (!m) return { text };
  const unit = m.slice(1).find(Boolean)!.replace(/^ال/, '');
  const grain = STEP_UNITS[unit] ?? STEP_UNITS[`ال${unit}`];
  return grain ? { grain, text: `${text.slice(0, m.index)} ${text.slice(m.index + m[0].length)}` } : { text };
}

const PER_BUCKET_UNITS: [RegExp, Grain][] = [
  // "مقارنة بالشهر اللي قبله", "بالشهر الماضي": a month named, not one averaged over.
  // "في اليوم الوطني" is National Day, not "a day"; "في الأسبوع الأول من نوفمبر" a week named by its order.
  [/(?:^|\s)(?:daily|per day|a day|each day|every day|يوميا|اليوميه|اليومي|في اليوم|باليوم|لليوم|كل يوم)(?=\s|$)(?!\s*(?:اللي|الي|الماضي|السابق|الفايت|قبله|الوطني|التاسيس))/, 'day'],
  [/(?:^|\s)(?:weekly|per week|a week|each week|اسبوعيا|الاسبوعيه|الاسبوعي|في الاسبوع|بالاسبوع)(?=\s|$)(?!\s*(?:اللي|الي|الماضي|السابق|الفايت|قبله|الاول|الثاني|الثالث|الرابع|الاخير|الحالي|هذا|ده))/, 'week'],
  [/(?:^|\s)(?:monthly|per month|a month|each month|شهريا|الشهريه|الشهري|في الشهر|بالشهر)(?=\s|$)(?!\s*(?:اللي|الي|الماضي|السابق|الفايت|قبله|الحالي|هذا|ده))/, 'month'],
];
/** "Average", "متوسط": the question asks a mean. */
export const AVERAGE = /(?:^|\s)(?:the )?(?:average|avg|mean|و?متوسط|و?معدل|بالمتوسط|في المتوسط|على المتوسط)(?=\s|$)/;
const AVERAGE_WORDS = new RegExp(AVERAGE.source, 'g');
const HOW_MANY = /^(?:and |so )?(?:how many|how much|كم|قديش|اديش)(?=\s)/;
const RATE_SAID = /^(?:per|a|each|every|في|ب|كل) ?(?:day|week|month|ال?يوم|ال?اسبوع|ال?شهر)$|^(?:باليوم|بالاسبوع|بالشهر|لليوم)$/;

const EACH = /^(?:each|every|كل) /;
const PERIOD_NAMED = /(?:^|\s)(?:last|this|past|previous|yesterday|(?:19|20)\d\d|الماضي|الماضيه|اللي فات|الي فات|الفايت|السابق|هذا|هذه|هالشهر|هالاسبوع|هالسنه)(?=\s|$)/;
const HABIT = /(?:^|\s)(?:do we|do you|does it|did we usually|usually|typically|normally|generally|عاده|غالبا|عادتا)(?=\s|$)/;
/**
 * "Average daily sales", "متوسط المبيعات اليومية": a measure per day (week, month), not a series of days. Gives the
 * bucket and the text without the averaging words, so "average sales" is not read as the average order.
 */
export function perBucketOf(text: string): { grain?: Grain; text: string } {
  // "How many orders per day do we get", "كم طلب باليوم هالشهر": a count asked per day is its mean too (it was every day
  // listed, or today's orders).
  const averaged = AVERAGE.test(text);
  if (!averaged && !HOW_MANY.test(text)) return { text };
  for (const [re, grain] of PER_BUCKET_UNITS) {
    const said = re.exec(text);
    // Asked how many, only a rate said as one ("per day", "باليوم"): "how many monthly subscriptions" bill monthly.
    if (!said || (!averaged && !RATE_SAID.test(said[0].trim()))) continue;
    // "How many orders each day last week", "كم طلب كل يوم هالشهر": each day of a period named, listed (it was their
    // mean); "how many orders do we get each day" is still the mean.
    if (!averaged && EACH.test(said[0].trim()) && PERIOD_NAMED.test(text) && !HABIT.test(text)) return { text };
    return { grain, text: text.replace(re, ' ').replace(AVERAGE_WORDS, ' ') };
  }
  return { text };
}

/**
 * Superlatives that name a column of a file rather than say it: "the hottest day", "windiest", "wettest", "cheapest".
 * Each points at the words a column's name may hold and says which end is asked; `level` measures (a temperature, a
 * price) are averaged over a month or a year, amounts (rain) are added up.
 */
const SUPERLATIVES: { re: RegExp; dir: 'highest' | 'lowest'; columns: string[]; level: boolean }[] = [
  // "أكثر يوم حر", "أشد شهر برداً": the heat or cold said as a noun after the thing ranked (it counted the days).
  { re: /(?:^|\s)(?:hottest|warmest|احر|الاحر|اسخن|الاسخن|(?<=(?:اكثر|اشد) \S+ )(?:حر|حرا|حراره))(?=\s|$)/, dir: 'highest', columns: ['temp_max', 'temperature', 'temp', 'high'], level: true },
  { re: /(?:^|\s)(?:coldest|chilliest|ابرد|الابرد|(?<=(?:اكثر|اشد) \S+ )(?:برد|بردا|بروده))(?=\s|$)/, dir: 'lowest', columns: ['temp_min', 'temperature', 'temp', 'low'], level: true },
  { re: /(?:^|\s)(?:windiest|اكثر رياح|الاكثر رياحا)(?=\s|$)/, dir: 'highest', columns: ['wind', 'wind_speed'], level: true },
  { re: /(?:^|\s)(?:least windy|calmest)(?=\s|$)/, dir: 'lowest', columns: ['wind', 'wind_speed'], level: true },
  // "أكثر شهر أمطاراً": the month with the most rain (it counted the month's days).
  // "Which month has the most rain": the most that fell (it counted the days of rain; "the most rainy days" still does).
  { re: /(?:^|\s)(?:wettest|rainiest|the most (?:rain|rainfall)|most (?:rain|rainfall)|امطر|الامطر|امطارا|(?<=اكثر \S+ )(?:مطر|امطار))(?=\s|$)/, dir: 'highest', columns: ['precipitation', 'precip', 'rain', 'rainfall'], level: false },
  { re: /(?:^|\s)(?:driest|اجف|الاجف)(?=\s|$)/, dir: 'lowest', columns: ['precipitation', 'precip', 'rain', 'rainfall'], level: false },
  { re: /(?:^|\s)(?:most northern|northernmost|furthest north|farthest north|most northerly|اقصي الشمال|الاكثر شمالا|اقصي شمال|(?:ال)?ابعد شمالا|(?:ال)?اقصي شمالا)(?=\s|$)/, dir: 'highest', columns: ['latitude', 'lat'], level: true },
  { re: /(?:^|\s)(?:most southern|southernmost|furthest south|farthest south|most southerly|اقصي الجنوب|الاكثر جنوبا|اقصي جنوب|(?:ال)?ابعد جنوبا|(?:ال)?اقصي جنوبا)(?=\s|$)/, dir: 'lowest', columns: ['latitude', 'lat'], level: true },
  { re: /(?:^|\s)(?:most eastern|easternmost|furthest east|farthest east|most easterly)(?=\s|$)/, dir: 'highest', columns: ['longitude', 'lon', 'lng'], level: true },
  { re: /(?:^|\s)(?:most western|westernmost|furthest west|farthest west|most westerly)(?=\s|$)/, dir: 'lowest', columns: ['longitude', 'lon', 'lng'], level: true },
  { re: /(?:^|\s)(?:most expensive|priciest|اغلي|الاغلي)(?=\s|$)/, dir: 'highest', columns: ['price', 'unit_price', 'cost', 'amount', 'total'], level: true },
  { re: /(?:^|\s)(?:cheapest|ارخص|الارخص)(?=\s|$)/, dir: 'lowest', columns: ['price', 'unit_price', 'cost', 'amount', 'total'], level: true },  { re: /(?:^|\s)(?:longest|اطول|الاطول)(?=\s|$)/, dir: 'highest', columns: ['milliseconds', 'duration', 'length', 'seconds', 'minutes', 'duration_ms', 'runtime'], level: true },
  { re: /(?:^|\s)(?:shortest|اقصر|الاقصر)(?=\s|$)/, dir: 'lowest', columns: ['milliseconds', 'duration', 'length', 'seconds', 'minutes', 'duration_ms', 'runtime'], level: true },
  { re: /(?:^|\s)(?:largest file|biggest file|heaviest)(?=\s|$)/, dir: 'highest', columns: ['bytes', 'size', 'weight'], level: true },
  // "The youngest victim", "oldest person", "أصغر ضحية سنا": a file's age column (it was "I can't answer that").
  { re: /(?:^|\s)(?:youngest|اصغر سنا|الاصغر سنا|الاصغر عمرا|اصغر عمرا)(?=\s|$)/, dir: 'lowest', columns: ['age', 'age_years'], level: true },
  { re: /(?:^|\s)(?:oldest|اكبر سنا|الاكبر سنا|الاكبر عمرا|اكبر عمرا)(?=\s|$)/, dir: 'highest', columns: ['age', 'age_years'], level: true },
  // "The deadliest year", "least deadly kind of disaster": a file's deaths, added up (it was refused, or the rows counted).
  { re: /(?:^|\s)(?:deadliest|most deadly|most lethal|اكثر دمويه|الاكثر دمويه|الاشد فتكا|اشد فتكا)(?=\s|$)/, dir: 'highest', columns: ['deaths', 'fatalities', 'killed', 'deaths_total'], level: false },
  { re: /(?:^|\s)(?:least deadly|least lethal|اقل دمويه|الاقل دمويه)(?=\s|$)/, dir: 'lowest', columns: ['deaths', 'fatalities', 'killed', 'deaths_total'], level: false },
  // "The poorest country", "richest", "أفقر دولة": a file's income or wealth per head (it was every country counted).
  { re: /(?:^|\s)(?:poorest|افقر|الافقر)(?=\s|$)/, dir: 'lowest', columns: ['income', 'gdp_per_capita', 'gdp', 'wealth'], level: true },
  { re: /(?:^|\s)(?:richest|wealthiest|اغني|الاغني)(?=\s|$)/, dir: 'highest', columns: ['income', 'gdp_per_capita', 'gdp', 'wealth'], level: true },
];

/**
 * The superlative rewritten as "highest temp max" for the first of its columns the catalog measures (`sum_<column>`),
 * with whether that column is a level; the text unchanged when the catalog has none of its columns.
 */
export function superlativeOf(given: string, measured: (column: string) => string | undefined): { text: string; level?: boolean } {
  // "أقصى مطار في الشمال", "أبعد مطار شمالاً": the thing named between the words is the one ranked, as in "المطار
  // الأكثر شمالاً" (all 3,376 airports were counted, "الشمال" matched to nothing).
  const text = given.replace(/(^|\s)(?:اقصي|ابعد) (\S+) (?:في )?(?:ال)?(شمال|جنوب)(?:ا)?(?=\s|$)/g, '$1$2 الاكثر $3ا');
  for (const { re, dir, columns, level } of SUPERLATIVES) {
    if (!re.test(text)) continue;
    for (const column of columns) {
      const words = measured(column);
      // "أرخص ٣ منتجات", "the 3 cheapest": a count said with it stays beside the ranking ("lowest 3 price").
      if (words) return { text: text.replace(new RegExp(`${re.source}(?: (\\d{1,3})(?=\\s|$))?`), (_, n?: string) => ` ${dir}${n ? ` ${n}` : ''} ${words}`), level };
    }
  }
  return { text };
}

/** The noun ranked in "the best 3 months", "best day", "أفضل شهر": a time bucket, and whether it was plural. */
const TIME_NOUNS: [RegExp, Grain, boolean][] = [
  [/(?:^|\s)(?:days|dates|ايام|الايام)(?=\s|$)/, 'day', true], [/(?:^|\s)(?:day|date|يوم|اليوم)(?=\s|$)/, 'day', false],
  [/(?:^|\s)(?:weeks|اسابيع|الاسابيع)(?=\s|$)/, 'week', true], [/(?:^|\s)(?:week|اسبوع|الاسبوع)(?=\s|$)/, 'week', false],
  // ("Which calendar month": the month of the year, a split of its own, not one month among all.)
  [/(?:^|\s)(?<!calendar )(?:months|اشهر|الاشهر|شهور|الشهور)(?=\s|$)/, 'month', true], [/(?:^|\s)(?<!calendar )(?:month|شهر|الشهر)(?=\s|$)/, 'month', false],
  [/(?:^|\s)(?:quarters|ارباع)(?=\s|$)/, 'quarter', true], [/(?:^|\s)(?:quarter|ربع|الربع)(?=\s|$)/, 'quarter', false],
  [/(?:^|\s)(?:years|سنوات|السنوات)(?=\s|$)/, 'year', true], [/(?:^|\s)(?:year|سنه|السنه)(?=\s|$)/, 'year', false],
];
/** "Which day of the week": a day ranked among the seven, not one date among all. */
const DAY_OF_WEEK = /(?:^|\s)(?:days? of (?:the )?week|weekdays?|(?:ال)?(?:يوم|ايام) (?:في )?الاسبوع)(?=\s|$)/;
/** "وش افضل وقت في اليوم", "best time of day": an hour ranked among the day's, not one date ("اليوم" is no day there). */
const HOUR_OF_DAY = /(?:^|\s)(?:(?:ال)?(?:وقت|اوقات|ساعه|ساعات) (?:في |من )?اليوم|(?:time|times|hour|hours) of (?:the )?day)(?=\s|$)/;
export function rankedBucketOf(text: string): { grain?: Grain; plural: boolean; text: string } {
  if (DAY_OF_WEEK.test(text) || HOUR_OF_DAY.test(text)) return { plural: false, text };
  // "Which year had the most snow days": the first time noun is the one ranked; a later one ("days") is what is counted.
  let first: { at: number; re: RegExp; grain: Grain; plural: boolean } | undefined;
  for (const [re, grain, plural] of TIME_NOUNS) {
    const at = text.search(re);
    if (at >= 0 && (!first || at < first.at)) first = { at, re, grain, plural };
  }
  return first ? { grain: first.grain, plural: first.plural, text: text.replace(first.re, ' ') } : { plural: false, text };
}

export const NUMBER_WORDS: Record<string, number> = {
  // Numbers past ten ("top twelve", "افضل اثنعش") are digits by now (spoken-numbers.ts).
  one: 1, two: 2, three: 3, four: 4, five: 5, six: 6, seven: 7, eight: 8, nine: 9, ten: 10,
  'واحد': 1, 'اثنين': 2, 'اثنان': 2, 'ثلاث': 3, 'ثلاثه': 3, 'اربع': 4, 'اربعه': 4, 'خمس': 5, 'خمسه': 5, 'سته': 6, 'ست': 6,
  'سبع': 7, 'سبعه': 7, 'ثمان': 8, 'ثمانيه': 8, 'تسع': 9, 'تسعه': 9, 'عشر': 10, 'عشره': 10,
  'تلات': 3, 'تلاته': 3,
};
/** A small count said in digits or words ("the last five orders", "أول خمس مدن"), for a regular expression. */
export const SMALL_COUNT = `\\d{1,2}|${Object.keys(NUMBER_WORDS).join('|')}`;
const NUM = `(\\d{1,4}|${Object.keys(NUMBER_WORDS).join('|')})`;
const TOP = `top|best|highest|biggest|largest|most|leading|busiest|strongest|best selling|best-selling|افضل|اعلي|اكثر|اكتر|الاكتر|اكبر|احسن|اقوي|ازحم|الافضل|الاعلي|الاكثر|الازحم`;
const BOTTOM = `bottom|worst|lowest|least|smallest|fewest|slowest|quietest|weakest|اصغر|الاصغر|not selling|don t sell|do not sell|aren t selling|dont sell|slow moving|slow movers|slow sellers|slow selling|sold poorly|selling poorly|poor sellers|(?:did|do|does|are|is|was)(?:n t|nt| t| not) sell(?:ing)? (?:well|much|a lot)|اقل|اسوا|ادني|اضعف|اهدا|الاقل|الاسوا|الاضعف|الاهدا|ما تنباع|ما انباعت|ما تبيع|ما يبيع|ما ينباع`;
// A ranking lists 1 to 100 ("top 1000 products" is the top 100, said so in the answer's own words).
const num = (s?: string) => (s ? Math.min(100, Math.max(1, /^\d+$/.test(s) ? Number(s) : NUMBER_WORDS[s])) : undefined);

const WHICH_N = new RegExp(`(?:^|\\s)(?:which|what|اي|ايش|وش) ${NUM}(?=\\s)`);
// "الدول الثلاث الأعلى": the number may take the article after its noun (it was the top 10).
const TOP_PATTERNS: [RegExp, 'asc' | 'desc'][] = [
    [new RegExp(`(?:^|\\s)(?:the )?(?:${BOTTOM})\\s*${NUM}?(?=\\s|$)|(?:^|\\s)(?:ال)?${NUM} (?:${BOTTOM})(?=\\s|$)`), 'asc'],
    [new RegExp(`(?:^|\\s)(?:the )?(?:${TOP})\\s*${NUM}?(?=\\s|$)|(?:^|\\s)(?:ال)?${NUM} (?:${TOP})(?=\\s|$)`), 'desc'],
];
export function topOf(text: string): { top?: { n?: number; dir: 'asc' | 'desc' }; text: string } {
  for (const [re, dir] of TOP_PATTERNS) {
    const m = text.match(re);
    if (!m) continue;
    // "which 3 products declined the most": the count asked for sits after "which", away from "most".
    const which = m[1] ?? m[2] ? undefined : text.match(WHICH_N)?.[1];
    return { top: { n: num(m[1] ?? m[2] ?? which), dir }, text: text.replace(re, ' ').replace(WHICH_N, ' ') };
  }
  return { text };
}

const SHARE = /(?:^|\s)(?:share|shares|share of|percentage|percent|% of total|of total|what %|what percent|% of|كم %|proportion|contribution|breakdown|split|mix|distribution|حصه|الحصه|حصص|نسبه|النسبه|كنسبه|تشكل|يشكل|تمثل|يمثل|كنسب|بالنسبه المئويه|كحصص|نسب|نسبته|نسبتها|نسبتهم|حصته|حصتها|توزيع|التوزيع|مساهمه|نصيب)(?=\s|$)/;
const TREND = /(?:^|\s)(?:trend|trends|trending|over time|evolution|history|timeline|progress|اتجاه|الاتجاه|تطور|التطور|علي مدار|عبر الزمن|مع الوقت|خلال الفتره|ترند)(?=\s|$)/;
const GROWTH = /(?:^|\s)(?:growth|grow|grew|growing|rising|shrinking|shrinks|shrink|rose|risen|rise|gained|gaining|(?<=(?:^|\s)(?:are|is|were|was|did|do|does|have|has|go|went|gone|goes|been)(?: \S+){0,3} )(?:up|down)|ارتفعت|ارتفع|انخفض|هبطت|هبط|falling|dropping|decreasing|increasing|going down|going up|change|changed|increase|increased|decrease|decreased|fell|dropped|declined|shrank|drop|drops|dip|decline|declines|declining|(?<=(?:selling|sold)(?: \S+)? )(?:less|more)|تراجعت|تراجع|نزلت|نزل|انخفضت|نازله|نازل|تنزل|ينزل|متراجعه|تتراجع|في تراجع|طالعه|تطلع|ترتفع|مرتفعه|في ازدياد|up or down|better or worse|difference|نمو|النمو|نما|نمت|تنمو|ينمو|يكبر|تكبر|زياده|الزياده|تغير|التغير|ارتفاع|انخفاض|الفرق|فرق|زادت|زاد|نقصت)(?=\s|$)/;
/** "Percent change", "percentage growth", "% increase": a change said in percent, not a share of a total. */
const PERCENT_CHANGE = /(?:^|\s)(?:percent|percentage|pct|%) (?=(?:change|changes|growth|increase|decrease|rise|fall|drop|gain|gains|loss|difference|move)(?:\s|$))/g;
export const hasShare = (t: string) => SHARE.test(t.replace(PERCENT_CHANGE, ' '));
export const hasTrend = (t: string) => TREND.test(t);
// "Drop the city filter" takes a filter off: its "drop" is no fall (it was the 3 cities whose sales fell the most).
export const hasGrowth = (t: string) => GROWTH.test(dropsFilters(t).text);
/** "fell the most", "تراجعت أكثر": a ranking by change, the largest fall first. */
const FALL = /(?:^|\s)(?:fell|fall|falling|dropping|decreasing|going down|dropped|drop|drops|dip|declined|decline|declines|declining|decreased|shrank|shrunk|shrinking|shrinks|contracting|lost the most|(?<=(?:selling|sold)(?: \S+)? )less|انخفض|انخفضت|انخفاض|نزل|نزلت|تراجع|تراجعت|قلت|قل|نقصت|نقص|نازله|نازل|تنزل|ينزل|متراجعه|تتراجع|في تراجع)(?=\s|$)/;
export const hasFall = (t: string) => FALL.test(dropsFilters(t).text);
/** A fall said before a threshold ("dropped below 0"): the threshold's verb. */
export function fallsPastThreshold(t: string, mark: string): boolean {
  const fall = FALL.exec(t);
  return Boolean(fall) && t.indexOf(mark, fall!.index) >= 0;
}
/** "Which cities are growing", "المدن اللي مبيعاتها طالعة": a ranking by change, the largest rise first. */
const RISE = /(?:^|\s)(?:growing|rising|increasing|going up|went up|gone up|go up|طالعه|تطلع|ترتفع|في ازدياد)(?=\s|$)/;
export const hasRise = (t: string) => RISE.test(t);
export const stripShare = (t: string) => t.replace(SHARE, ' ');
export const stripTrend = (t: string) => t.replace(TREND, ' ');
export const stripGrowth = (t: string) => (dropsFilters(t).drops ? t : t.replace(GROWTH, ' '));

const FOLLOW_UP = /^(?:and|also|what about|how about|and what about|same for|same but|now|then|only|just|but|و|وماذا عن|ماذا عن|طيب|طب|وش عن|ايش عن|وكم|و كم|بس|فقط|نفس الشي|نفسه|وبالنسبه|بالنسبه|والحين|وماذا|وايش|ووش|واذا|وفي|وخلال)(?:\s|$)/;
// A word glued to "و" (and) continues the conversation, except Gulf words that merely begin with و: وش (what),
// وين (where), وريني (show me), وقت (time).
// (Words that begin with و are words of their own, not "and" before one: "وسيط" a median, "وحدات" units,
// "وصلت" arrived, "وسائل الدفع", "واتساب"; read as "and", they carried the last answer's split.)
export const isFollowUp = (t: string) => FOLLOW_UP.test(t) || /^و(?!ش(?:\s|$)|ين(?:\s|$)|ريني|رني|قت|سيط|حدات|حده(?:\s|$)|صل|سائل|سيله|اتس|اصل|زن(?:\s|$))\S/.test(t);

/**
 * "How many customers do we have?", "كم اشتراك عندنا حاليا؟": what the store holds now, a question of its own after
 * any answer. Any other measure named alone carries the conversation's period and filters, however many words it takes
 * ("what's the cancellation rate?" after last week's cancelled orders was over all time: five words).
 */
export const HOLDS_NOW = /(?:^|\s)(?:do we have|do i have|have we got|are there|currently|right now|at the moment|عندنا|عندي|لدينا|لدي|حاليا|الحين)(?=\s|$)/;

/** "remove the Jeddah filter", "بدون فلتر": the previous answer's filters (those named, else all) are taken off. */
const FILTER_WORD = /(?:^|\s)(?:filters?|فلتر|الفلتر|الفلاتر|فلاتر|التصفيه|تصفيه)(?=\s|$)/;
const REMOVE_WORD = /(?:^|\s)(?:remove|drop|clear|take off|without|ignore|no|شيل|احذف|الغ|الغي|ازل|بدون|بلا)(?=\s|$)/;
export function dropsFilters(text: string): { drops: boolean; all?: boolean; text: string } {
  if (!FILTER_WORD.test(text) || !REMOVE_WORD.test(text)) return { drops: false, text };
  // "Remove the filter" (one) is the last one added; "remove the filters", "all filters" every one.
  const all = /(?:^|\s)(?:filters|all|every|الفلاتر|فلاتر|كل)(?=\s|$)/.test(text);
  return { drops: true, all, text: text.replace(FILTER_WORD, ' ').replace(REMOVE_WORD, ' ').replace(/\s+/g, ' ').trim() };
}
/** "all cities", "كل المدن" after an answer filtered to one city: that filter is taken off, not a split by city. */
export const ALL_OF = new Set(['all', 'every', 'any', 'كل', 'جميع', 'كافه']);

const NEGATE = /(?:^|\s)(?:excluding|except|exclude|without|not|other than|apart from|outside(?: of)?|leave out|leaving out|minus|but not|not counting|not including|without counting|ما عدا|عدا|باستثناء|بدون|غير|ماعدا|مو|ليس|خارج|استبعد|استبعاد|باستبعاد|استثني|استثن|شيل|شيلي|شلنا|شيلنا|نشيل|شلت|استبعدنا|بلا|ما|لم|لم يتم|ما تم|مب|no|non)(?:\s+(?:the|in|from|of|for|at|any|في|من|ال|فيه|فيها|نزل|نزلت|كان|كانت|صار|صارت|يوجد|هناك))*\s*$/;
export const negatesBefore = (textBefore: string) => NEGATE.test(textBefore);
/** Words that join values of one list: "excluding Riyadh and Jeddah" leaves out both. */
export const JOINS_VALUES = /^(?:and|or|nor|&|,|و|او|ولا)?$/;

/**
 * Questions that name income without saying before or after refunds (see clarify rule in understand.ts). "Make" is
 * income said by someone ("how much did we make"); "make it by month" asks for the answer again.
 */
export const AMBIGUOUS_INCOME = /(?:^|\s)(?:income|earnings|earned|earn|made|(?<=(?:we|i|you|they|did|do|does|to|will|would|can|could) )make|take home|takings|revenue after refunds or before|before or after refunds|gross or net|net or gross|دخلي|دخلنا|كسبت|كسبنا|كم كسبت|كم دخل|كم جاني|كم حصلت|الدخل الصافي ولا الاجمالي)(?=\s|$)/;
