import type { Catalog, ConversationContext, Locale, Period, QueryPlan, Understanding, Words } from '../types.ts';
import { arabicDigits } from '../answer/format.ts';
import { outsideDataText } from '../answer/coverage.ts';
import { chooseBase } from '../sql/resolve.ts';
import { normalise } from './normalise.ts';

/** What the catalog can answer, as a short list of metric names in the question's language. */
export function canAnswer(catalog: Catalog, language: Locale): string[] {
  // A median or a standard deviation stands beside its average; listed, it would crowd out a measure of its own.
  return catalog.metrics.filter((m) => !/^(?:median|stddev)_/.test(m.key)).slice(0, 12).map((m) => m.label[language]);
}
/** Whether any table has dates: only then can answers be "over time" (a list of airports has none). */
const dated = (catalog: Catalog) => Object.values(catalog.tables).some((t) => t.time);
const overTime = (catalog: Catalog, language: Locale) => (dated(catalog) ? (language === 'ar' ? ' أو حسب الوقت' : ' or over time') : '');
function dimensionsOf(catalog: Catalog, language: Locale): string {
  return catalog.dimensions.filter((d) => d.kind !== 'amount').slice(0, 10).map((d) => d.label[language]).join(language === 'ar' ? '، ' : ', ');
}

export function cannot(catalog: Catalog, language: Locale, context: ConversationContext, unmatched: string[] = []): Understanding {
  const list = canAnswer(catalog, language);
  // The words that matched nothing, named: the owner sees what was not understood ("refund" in a music store's data).
  const said = unmatched.length ? (language === 'ar' ? `لا أجد ${unmatched.map((w) => `«\u2068${w}\u2069»`).join(' ولا ')} في بياناتك. ` : `I don't find ${unmatched.map((w) => `“${w}”`).join(' or ')} in your data. `) : '';
  const text = said + (language === 'ar'
    ? `لا أستطيع الإجابة عن هذا من بياناتك. يمكنني الإجابة عن: ${list.join('، ')}، مقسّمة حسب ${dimensionsOf(catalog, language)}${overTime(catalog, language)}.`
    : `I can't answer that from your data. I can answer about ${list.join(', ')}, broken down by ${dimensionsOf(catalog, language)}${overTime(catalog, language)}.`);
  return { kind: 'cannot', language, text, canAnswer: list, context };
}

/**
 * "Hi", "مرحبا", "what can you do", "شكراً": a greeting or thanks gets one back with what can be asked, and
 * examples, rather than "I can't answer that".
 */
export function greet(kind: 'hello' | 'thanks', catalog: Catalog, language: Locale, context: ConversationContext): Understanding {
  const list = canAnswer(catalog, language);
  const examples = catalog.orders
    ? language === 'ar' ? '«كم المبيعات الشهر الماضي؟» أو «أفضل ٥ منتجات هذه السنة»' : '“how were sales last month?” or “top 5 products this year”'
    : language === 'ar' ? `«${list[0] ?? 'عدد السجلات'} حسب ${dated(catalog) ? 'الشهر' : catalog.dimensions.find((d) => d.kind === 'category')?.label.ar ?? 'الشهر'}»` : `“${list[1] ?? list[0] ?? 'number of rows'} by ${dated(catalog) ? 'month' : catalog.dimensions.find((d) => d.kind === 'category')?.label.en ?? 'month'}”`;
  const text = kind === 'thanks'
    ? language === 'ar' ? `العفو! اسألني عن أي شيء آخر في بياناتك، مثل ${examples}.` : `You're welcome! Ask me anything else about your data, like ${examples}.`
    : language === 'ar'
      ? `أهلاً! أجيب عن أسئلة بياناتك: ${list.join('، ')}، مقسّمة حسب ${dimensionsOf(catalog, language)}${overTime(catalog, language)}. جرّب ${examples}.`
      : `Hello! I answer questions about your data: ${list.join(', ')}, broken down by ${dimensionsOf(catalog, language)}${overTime(catalog, language)}. Try ${examples}.`;
  return { kind: 'cannot', language, text, canAnswer: list, context };
}

/** A date or period no calendar has ("February 30", "Q5", "week 54"): said so, not widened to its month or dropped. */
export function noSuchPeriod(said: string, catalog: Catalog, language: Locale, context: ConversationContext): Understanding {
  const list = canAnswer(catalog, language);
  const text = language === 'ar'
    ? `لا يوجد «${said}» في التقويم، فلا أستطيع الإجابة عنه. اسألني عن فترة موجودة، مثل «الشهر الماضي».`
    : `There is no “${said}” in the calendar, so I can't answer for it. Ask about a real period, like “last month”.`;
  return { kind: 'cannot', language, text, canAnswer: list, context };
}

/** A period that has not begun ("orders in 2030"): no data yet, and no forecast either. */
export function notYet(period: Period, catalog: Catalog, language: Locale, context: ConversationContext): Understanding {
  const list = canAnswer(catalog, language);
  const text = language === 'ar'
    ? `لم تبدأ فترة «${arabicDigits(period.label.ar)}» بعد، فلا بيانات لها حتى الآن، ولا أستطيع التنبؤ بالمستقبل. اسألني عن فترة مضت، مثل «الشهر الماضي».`
    : `${period.label.en.replace(/^./, (c) => c.toUpperCase())} has not begun yet, so there is no data for it, and I can't forecast. Ask about a period that has passed, like “last month”.`;
  return { kind: 'cannot', language, text, canAnswer: list, context };
}

/**
 * A period after the last day of a file or database ("total precipitation last year" of weather that ends in 2015):
 * the data holds nothing for it, which a 0 would hide.
 */
export function afterData(period: Period, lastDay: string, catalog: Catalog, language: Locale, context: ConversationContext): Understanding {
  return { kind: 'cannot', language, text: outsideDataText('ends', lastDay, period, language), canAnswer: canAnswer(catalog, language), context };
}

export function refuse(kind: 'write' | 'other_store' | 'system' | 'secret', catalog: Catalog, language: Locale, context: ConversationContext): Understanding {
  const list = canAnswer(catalog, language);
  const text = kind === 'write'
    ? language === 'ar' ? 'لا أستطيع تعديل بياناتك أو حذفها: أنا أقرأ فقط وأجيب عن الأسئلة.' : "I can't change or delete your data: I only read it to answer questions."
    : kind === 'system'
    ? language === 'ar' ? 'لا أنفّذ استعلامات مكتوبة في السؤال، ولا أقرأ جداول النظام: اسألني عن بياناتك بكلماتك.' : "I don't run SQL written into a question, nor read the database's system tables: ask me about your data in words."
    // An owner asking how to change their password wrote no SQL: told where it is done, not refused as an attack.
    : kind === 'secret'
    ? language === 'ar' ? 'لا أقرأ كلمات المرور ولا المفاتيح ولا بيانات الاتصال ولا أغيّرها. لتغيير كلمة مرورك اختر «تغيير كلمة المرور» من القائمة تحت اسمك.' : "I don't read or change passwords, keys or connection details. To change your password, choose “Change password” in the menu under your name."
    : language === 'ar' ? 'أستطيع الإجابة عن بيانات متجرك فقط.' : 'I can only answer about your own store.';
  return { kind: 'cannot', language, text, canAnswer: list, context };
}

/**
 * The clarification rule: "sales" and "revenue" mean gross sales and are answered at once (the sentence says so).
 * Only words that mean what the owner kept ("income", "earnings", "how much did I make", "كم كسبت") leave gross vs net
 * truly open, so only they get the question "gross or net?".
 */
export function clarifyIncome(raw: string, language: Locale, context: ConversationContext): Understanding {
  const period = raw.replace(/^.*?(?=\b(?:this|last|in|today|yesterday)\b)/i, '');
  const options = language === 'ar'
    ? ['إجمالي المبيعات', 'صافي المبيعات بعد المبالغ المستردة'].map((m) => `${m} ${/[\u0600-\u06FF]/.test(raw) ? '' : period}`.trim())
    : [`gross sales ${period}`.trim(), `net sales after refunds ${period}`.trim()];
  const text = language === 'ar'
    ? 'هل تقصد إجمالي المبيعات (قبل المبالغ المستردة) أم صافي المبيعات (بعد المبالغ المستردة)؟'
    : 'Do you mean gross sales (before refunds) or net sales (after refunds)?';
  return { kind: 'clarify', language, text, options, context };
}

export function cannotSplit(plan: QueryPlan, catalog: Catalog, language: Locale, context: ConversationContext): Understanding {
  const metric = catalog.metrics.find((m) => m.key === plan.metrics[0]);
  const dims = [...plan.groupBy, ...plan.filters.map((f) => f.dimension)]
    .map((key) => catalog.dimensions.find((d) => d.key === key)?.label[language]).filter(Boolean).join(language === 'ar' ? ' و' : ' and ');
  // What it can be split by instead: "which channel recovers best?" cannot be told (a cart has no channel), but the
  // recovery rate by month or by customer can; it was said as a bare "can't".
  const splits = metric ? catalog.dimensions.filter((d) => d.kind !== 'amount' && chooseBase(catalog, [metric.key], [d.key])).slice(0, 8).map((d) => d.label[language]) : [];
  const timed = metric && catalog.tables[metric.table]?.time;
  const instead = !splits.length && !timed ? ''
    : language === 'ar'
      ? ` يمكنني تقسيمها ${[timed ? 'حسب الأيام والأسابيع والأشهر والسنوات' : '', splits.length ? `حسب ${splits.join('، ')}` : ''].filter(Boolean).join(' أو ')}.`
      : ` I can split it ${[timed ? 'by day, week, month or year' : '', splits.length ? `by ${splits.join(', ')}` : ''].filter(Boolean).join(', or ')}.`;
  const text = language === 'ar'
    ? `لا أستطيع تقسيم ${metric?.label.ar ?? ''} حسب ${dims} من بياناتك.${instead}`
    : `I can't break ${metric?.label.en ?? 'that'} down by ${dims} from your data.${instead}`;
  return { kind: 'cannot', language, text, canAnswer: canAnswer(catalog, language), context };
}

/** A split by time of data with no dates (a list of airports): said so, with what it can be split by instead. */
export function noDates(plan: QueryPlan, catalog: Catalog, language: Locale, context: ConversationContext): Understanding {
  const metric = catalog.metrics.find((m) => m.key === plan.metrics[0]);
  const text = language === 'ar'
    ? `لا توجد تواريخ في هذه البيانات، فلا أستطيع تقسيم ${metric?.label.ar ?? 'ذلك'} حسب الوقت. يمكنني تقسيمها حسب ${dimensionsOf(catalog, language)}.`
    : `This data has no dates, so I can't break ${metric?.label.en ?? 'that'} down over time. I can split it by ${dimensionsOf(catalog, language)}.`;
  return { kind: 'cannot', language, text, canAnswer: canAnswer(catalog, language), context };
}

/** A split by something the data does not have ("sales by genre" of invoices): named as asked, with what it can split by. */
export function cannotSplitBy(word: string, metricKey: string | undefined, catalog: Catalog, language: Locale, context: ConversationContext): Understanding {
  const metric = catalog.metrics.find((m) => m.key === metricKey);
  const text = language === 'ar'
    ? `لا أستطيع تقسيم ${metric?.label.ar ?? 'ذلك'} حسب «${word}»: لا أجده في بياناتك. يمكنني التقسيم حسب الأيام والأسابيع والأشهر والأرباع والسنوات أو حسب ${dimensionsOf(catalog, language)}.`
    : `I can't break ${metric?.label.en ?? 'that'} down by “${word}”: I don't find it in your data. I can split by day, week, month, quarter or year, or by ${dimensionsOf(catalog, language)}.`;
  return { kind: 'cannot', language, text, canAnswer: canAnswer(catalog, language), context };
}

/** A question about something the engine cannot read yet: says what, and what it can answer instead. */
export function cannotYet(what: Words, catalog: Catalog, language: Locale, context: ConversationContext): Understanding {
  const list = canAnswer(catalog, language);
  const text = language === 'ar'
    ? `لا أستطيع بعدُ الإجابة عن أسئلة ${what.ar}. يمكنني الإجابة عن: ${list.join('، ')}، حسب الأيام والأسابيع والأشهر والأرباع والسنوات أو حسب ${dimensionsOf(catalog, language)}.`
    : `I can't answer questions about ${what.en} yet. I can answer about ${list.join(', ')}, by day, week, month, quarter or year, or by ${dimensionsOf(catalog, language)}.`;
  return { kind: 'cannot', language, text, canAnswer: list, context };
}

/** A month, quarter, week or day asked of data kept by year ("deaths in March 2010" where each row is a year). */
export function keptByYear(catalog: Catalog, language: Locale, context: ConversationContext): Understanding {
  const text = language === 'ar'
    ? 'هذه البيانات مسجلة حسب السنة، فلا أستطيع الإجابة عن الأشهر أو الأرباع أو الأسابيع أو الأيام. اسأل حسب السنة، مثلاً «حسب السنة» أو «في 2010».'
    : 'This data is kept by year, so I can\'t answer about months, quarters, weeks or days. Ask by year, for example "by year" or "in 2010".';
  return { kind: 'cannot', language, text, canAnswer: canAnswer(catalog, language), context };
}

/** "as a pie chart" after a single number: a chart needs a breakdown, said with an example instead of nothing. */
export function chartNeedsSplit(catalog: Catalog, language: Locale, context: ConversationContext): Understanding {
  const text = language === 'ar'
    ? 'هذه الإجابة رقم واحد، فلا يوجد ما يُرسم. اطلب تقسيماً، مثلاً: «المبيعات حسب القناة كرسم دائري» أو «المبيعات حسب الشهر».'
    : 'That answer is a single number, so there is nothing to draw. Ask for a breakdown, for example "sales by channel as a pie chart" or "sales by month".';
  return { kind: 'cannot', language, text, canAnswer: canAnswer(catalog, language), context };
}

/**
 * "Average temperature by month" where a file has a maximum and a minimum temperature: which one is asked, with the
 * question itself offered for each column ("average temp max by month"). In Arabic the columns are named by their
 * Arabic labels ("درجة الحرارة العظمى أو درجة الحرارة الصغرى"; it asked "temp max أو temp min").
 */
export function clarifyColumn(raw: string, word: string, columns: { column: string; label: Words }[], language: Locale, context: ConversationContext): Understanding {
  const named = columns.map(({ column, label }) => (language === 'ar' ? label.ar : column.replace(/_/g, ' ')));
  const options = named.map((column) => (language === 'ar' ? withColumnNamed(raw, word, column) : raw.toLowerCase().includes(word) ? raw.toLowerCase().replace(word, column) : `${raw} ${column}`));
  const text = language === 'ar' ? `أي عمود تقصد: ${named.join(' أو ')}؟` : `Which one do you mean: ${named.join(' or ')}?`;
  // The owner may type the column rather than tap the option: the reply "temp max" or "العظمى" is then that whole
  // question. Each column is known by its name and its Arabic label.
  const choices = columns.flatMap(({ column, label }, i) => [column.replace(/_/g, ' '), normalise(label.ar)].map((said) => ({ said: said.toLowerCase(), question: options[i] })));
  return { kind: 'clarify', language, text, options, context: { ...context, choices } };
}

/**
 * The Arabic question with the words asked about ("الحرارة", "درجة الحرارة") replaced by a column's label: the run of
 * words around the one asked about that are all the label's own.
 */
function withColumnNamed(raw: string, word: string, label: string): string {
  const bare = (token: string) => normalise(token).replace(/^ال/, '');
  const own = new Set(label.split(' ').map(bare));
  const tokens = raw.split(/\s+/);
  const at = tokens.findIndex((token) => bare(token) === bare(word));
  if (at < 0) return `${raw} ${label}`;
  let from = at;
  let to = at + 1;
  while (from > 0 && own.has(bare(tokens[from - 1]))) from -= 1;
  while (to < tokens.length && own.has(bare(tokens[to]))) to += 1;
  return [...tokens.slice(0, from), label, ...tokens.slice(to)].join(' ');
}

/**
 * "Where is my order?", "وين طلبي؟" with nothing to tell the order by: which one, asked back, with what tells it (its
 * number, the customer's name or e-mail), never every order of the store.
 */
export function clarifyWhichOrder(language: Locale, context: ConversationContext): Understanding {
  const text = language === 'ar'
    ? 'أي طلب تقصد؟ أرسل لي رقم الطلب (مثل ١٠٤٢) أو اسم العميل أو بريده الإلكتروني، وأخبرك أين وصل.'
    : 'Which order do you mean? Send me the order number (like 1042), the customer’s name or their e-mail, and I’ll tell you where it is.';
  // The reply is read as the answer to it: a name or an e-mail alone is that customer's order (parse/which-order.ts).
  return { kind: 'clarify', language, text, options: [], context: { ...context, askedWhichOrder: true } };
}
