/**
 * A summary asked of the store: "give me a summary of this week", "weekly report", "yesterday's numbers", "ملخص
 * الأسبوع", "عطني تقرير الشهر الماضي", "عطني أرقام أمس". The figures an owner checks first, for the period said: gross sales, orders, average order value and new
 * customers (it was the sales alone, or "can't" in Arabic). Without a period, the one its cadence names ("weekly" is
 * this week), else this month.
 */

const ASK_EN = '(?:(?:can you |could you |please )?(?:give|show|send|get)(?: me| us)? |i (?:want|need) |(?:can|could) i (?:get|have|see) |what s |whats )?';
const CADENCE_EN: Record<string, string> = { daily: 'today', weekly: 'this week', monthly: 'this month', yearly: 'this year', annual: 'this year' };
const EN = new RegExp(`^${ASK_EN}(?:a |an |the |my |our )?(?:quick |short |brief )?(?:(daily|weekly|monthly|yearly|annual) )?(?:summary|overview|recap|report|snapshot|rundown|kpis|key (?:numbers|metrics|figures|stats)|numbers|figures|stats)(?: (?:of|for|on|about) (?:the |my |our )?(?:store |shop |business )?)?(?: (.+))?$`);
/** "Yesterday's numbers", "this week's summary": the period said before the noun. */
const EN_PERIOD_FIRST = new RegExp(`^${ASK_EN}(today|yesterday|(?:this|last) (?:week|month|quarter|year))(?: s)? (?:summary|overview|recap|report|snapshot|rundown|kpis|numbers|figures|stats)$`);

const ASK_AR = '(?:(?:ابي|ابغي|ابغى|عطني|اعطني|ارسل لي|ارسللي|وريني|اعرض لي|ممكن) )?';
const CADENCE_AR: Record<string, string> = { اليومي: 'اليوم', الاسبوعي: 'هالاسبوع', الشهري: 'هالشهر', السنوي: 'هالسنه' };
const EN_ALONE: Record<string, string> = { day: 'today', week: 'this week', month: 'this month', year: 'this year', quarter: 'this quarter' };
/** "ملخص الأسبوع": the period's noun alone is the running one. */
const AR_ALONE: Record<string, string> = { اليوم: 'اليوم', الاسبوع: 'هالاسبوع', الشهر: 'هالشهر', السنه: 'هالسنه', الربع: 'هالربع' };
const AR = new RegExp(`^${ASK_AR}(?:ال)?(?:ملخص|تقرير|نظره عامه علي|نظره عامه|خلاصه|اهم ارقام|اهم الارقام|ارقام|الارقام)(?: (اليومي|الاسبوعي|الشهري|السنوي))?(?: (?:عن|ل|على|علي|حق) ?)?(?: (?:المتجر|المحل|الشغل))?(?: (.+))?$`);

/** A rest that splits or names its own measure ("summary of sales by month") is that question, not a summary. */
const OWN_QUESTION = /(?:^|\s)(?:by|per|each|vs|versus|compared|حسب|لكل|كل|مقارنه|مقابل|sales|revenue|orders|customers|products|(?:ال)?(?:مبيعات|طلبات|عملاء|منتجات))(?=\s|$)/;

/** The question a summary asks in the engine's words (metrics and period), or null when none is asked. */
export function summaryAsked(text: string, language: 'en' | 'ar'): string | null {
  const said = text.replace(/\s+/g, ' ').trim();
  if (language === 'ar') {
    const m = AR.exec(said);
    if (!m || OWN_QUESTION.test(m[2] ?? '')) return null;
    const rest = m[2] ? AR_ALONE[m[2]] ?? m[2] : CADENCE_AR[m[1] ?? ''] ?? 'هالشهر';
    return `اجمالي المبيعات والطلبات ومتوسط قيمه الطلب والعملاء الجدد ${rest}`;
  }
  const first = EN_PERIOD_FIRST.exec(said);
  if (first) return `gross sales and orders and average order value and new customers ${first[1]}`;
  const m = EN.exec(said);
  if (!m || OWN_QUESTION.test(m[2] ?? '')) return null;
  // "Summary of the store please": the words around the request are no period.
  const period = m[2]?.replace(/(?:^|\s)(?:of|for|on|about|the|my|our|store|shop|business|please|pls|now)(?=\s|$)/g, ' ').trim();
  const rest = period ? EN_ALONE[period.replace(/^this /, '')] ?? period : CADENCE_EN[m[1] ?? ''] ?? 'this month';
  return `gross sales and orders and average order value and new customers ${rest}`;
}
