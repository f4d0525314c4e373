/**
 * The question engine's public types. Everything here is plain JSON so a conversation can store its context
 * (the previous plan) and hand it back with the next question.
 */
export type Locale = 'en' | 'ar';
/** How a value reads; `milliseconds` and `seconds` are lengths of time kept in that unit ("5 min 43 sec"). */
export type Format = 'money' | 'count' | 'percent' | 'days' | 'milliseconds' | 'seconds' | 'number' | 'text' | 'date';
export type Grain = 'day' | 'week' | 'month' | 'quarter' | 'year';
export type ChartType = 'line' | 'bar' | 'pie' | 'stacked' | 'table' | 'number';
export type SqlDialectName = 'postgresql' | 'mysql';

export interface Words { en: string; ar: string }
export interface Synonyms { en: string[]; ar: string[] }

/** A table a catalog may read: `storeColumn` set for shared warehouse tables (filtered by store), unset for per-store schemas. */
export interface CatalogTable {
  key: string;
  schema: string;
  name: string;
  alias: string;
  /** Default time column (an expression over `alias`), when the table has one. */
  time?: string;
  storeColumn?: string;
  /** A derived table: trusted SQL written in the semantic layer, used in place of schema.name. */
  subquery?: string;
  /** True when the time column is a plain date or timestamp without zone: compared as written, not shifted. */
  localTime?: boolean;
  /** The time column holds days only (a date, a daily rollup): no hour of the day can be read from it. */
  dateOnly?: boolean;
  /** The time column is a year kept as a number: nothing finer than a year can be read from it. */
  yearsOnly?: boolean;
  /** A daily rollup of other tables: chosen only when compile is told the store's rollups are fresh (ADR 11). */
  rollup?: boolean;
  /** The SQL dialect of the database holding the table (a connected MySQL/MariaDB source); PostgreSQL when unset. */
  dialect?: SqlDialectName;
  /** Tables reachable from this one: key → join clause (trusted SQL written in the semantic layer or built from quoted identifiers). */
  joins?: Record<string, { table: string; on: string }>;
  /**
   * What names one row of a file or database table (the airport's name, the invoice's id) and the measure it is
   * ranked by when none is said: so "the biggest invoice" and "the 5 most northern airports" rank rows.
   */
  rows?: { dimension: string; measure?: string };
  /** The first day of a file's or database table's data (YYYY-MM-DD), when known: periods before it hold nothing. */
  earliest?: string;
  /** The last day of a file's or database table's data (YYYY-MM-DD), when known. */
  latest?: string;
  /**
   * Lists every member of the dimensions bound on it (every product of the catalog, every customer), whether or not
   * they have rows elsewhere: "products with no sales" reads them here (ADR 23). `metric`: the measure whose rows say a
   * member was active (units sold, orders); `recentDays`: the period read when the question names none.
   */
  members?: { metric: string; recentDays: number };
}

export interface Metric {
  key: string;
  label: Words;
  synonyms: Synonyms;
  /**
   * Words the store's commerce warehouse answers to that name this too (a file's "sales" column beside the orders'
   * sales): read as this only when the warehouse's reading cannot answer the question (custom/beside-commerce.ts).
   */
  shared?: Synonyms;
  format: Format;
  /** Base table key. */
  table: string;
  /** Aggregate SQL expression over the base table alias (and joined aliases). */
  sql: string;
  joins?: string[];
  /** Extra constant WHERE fragment (e.g. only cancelled orders). */
  where?: string;
  /** Time expression overriding the table's time column. */
  time?: string;
  /** When true, share-of-total and sums across groups make no sense (ratios, averages). */
  ratio?: boolean;
  /** One thing counted in several groups (an order in each pair of its products): its groups are no slices of a pie. */
  overlaps?: boolean;
  /** Less is better (late shipments, returns, churn): "the worst carrier" is the one with the most. */
  lowerIsBetter?: boolean;
  /** Ask before answering: the other metric keys this one may mean (see parse/clarify.ts for the rule). */
  description?: Words;
  /** Point-in-time metrics (MRR, active subscriptions) ignore the period: they are answered as of now. */
  snapshot?: boolean;
  /**
   * A count of what the store has (its products): dated rows, so a period asked counts those added in it, but with none
   * asked it is the catalog as it stands, said over no period ("over all time" claimed a span it never had).
   */
  stock?: boolean;
  /**
   * A point-in-time metric as it stood at the end of a period asked ("MRR last month"): `{to}` is that end, never
   * later than now. Without it such a period is answered as of now, and said so.
   */
  asOf?: string;
  /**
   * Reads the period's bounds itself (churn rate): `{from}` and `{to}` in `sql` are its start and end in the store's
   * timezone, on a table without time. One number per period: a default period (last month), no series or comparison.
   */
  bounded?: boolean;
  /** The same metric computed from another table, used when the question groups or filters by what only that table has
   * (e.g. sales by product come from order lines). */
  variants?: MetricVariant[];
  /**
   * What a single row must meet to count toward the metric (its order not cancelled), where its `sql` says so inside
   * the aggregate: a question that reads rows one by one against it (the last sale before a period) applies it.
   */
  counts?: string;
}
export interface MetricVariant { table: string; sql: string; joins?: string[]; where?: string; time?: string }

export interface DimensionBinding {
  /** What the owner reads (a customer's name). */
  sql: string;
  joins?: string[];
  /** What tells groups apart when labels repeat (a customer's id): grouped by as well, never shown. */
  id?: string;
  /** A second label (a customer's e-mail): shown beside a label that two groups of the answer share; filters match it too. */
  detail?: string;
  /**
   * Read from the answer's own time column in the store's timezone instead of `sql`: the day of the week ('1' Monday
   * to '7' Sunday), whether that day is a weekend ('weekend', 'weekday'; the plan's `weekend` says which days are) or
   * its season ('winter', 'spring', 'summer', 'autumn') or its hour ('0' to '23') or the part of the day that hour is
   * in ('morning', 'afternoon', 'evening', 'night').
   */
  fromTime?: 'weekday' | 'day_type' | 'season' | 'hour' | 'month' | 'part_of_day';
}
/** Arabic counted forms of a dimension's noun ("أعلى ٥ منتجات", "أعلى ١٥ منتجاً"): 1 and 100s, 2, 3–10, 11–99. */
export interface ArabicCounted { one: string; two: string; few: string; many: string }
export interface Dimension {
  key: string;
  label: Words;
  synonyms: Synonyms;
  /** As a metric's `shared`: a warehouse word ("city") that is this only where the warehouse's reading cannot be. */
  shared?: Synonyms;
  /**
   * A custom table's column whose label had to name its table beside the warehouse ("channel in marketing"): its own
   * label and the table's name, so a filter reads "for channel Instagram in marketing".
   */
  within?: { label: Words; table: Words };
  /**
   * `amount`: a number on each row (an order's total, a file's price or rainfall) that is never split by and never
   * named as such, only compared with in a threshold ("orders over 500", "days with more than 20 mm").
   */
  kind: 'time' | 'category' | 'amount';
  /** How an amount dimension's threshold is written in the answer. */
  format?: Format;
  /** Per base table key: the expression for this dimension. */
  on: Record<string, DimensionBinding>;
  /** Known values (for filter matching without a lookup), e.g. statuses, or sample values of a custom column. */
  values?: string[];
  /** Arabic/English aliases of values: alias (normalised) → value. */
  valueAliases?: Record<string, string>;
  /** How stored codes read in answers (`partially_refunded` → "partially refunded"); filters keep the stored value. */
  valueLabels?: Record<string, Words>;
  /** The noun counted in "top N" answers in Arabic. */
  counted?: ArabicCounted;
}

export interface Catalog {
  name: string;
  tables: Record<string, CatalogTable>;
  metrics: Metric[];
  dimensions: Dimension[];
  /** Whether the catalog knows orders (order lookup) — true for the commerce warehouse only. */
  orders?: boolean;
}

/**
 * A threshold's comparison. `eq` only on a group's total ("customers who ordered exactly twice"): a filter's `eq`
 * matches values, so an amount said exactly is filtered as a range of one value.
 */
export type Comparison = 'gt' | 'gte' | 'lt' | 'lte' | 'eq';
export const COMPARISONS: readonly Comparison[] = ['gt', 'gte', 'lt', 'lte', 'eq'];
/** The comparisons a filter on an amount can make. */
export const BOUNDS: readonly Comparison[] = ['gt', 'gte', 'lt', 'lte'];
/** Whether a filter is a threshold on an amount ("over 1000"), not values kept or left out. */
export const isBound = (filter: Filter): boolean => (BOUNDS as readonly string[]).includes(filter.op);
/**
 * The filters a share of the whole leaves out of the whole: its amount thresholds, or without any, the values it leaves
 * out ("what % of customers are from outside Saudi": those not from Saudi Arabia against all customers).
 */
export const sharedBy = (filters: Filter[]): ((filter: Filter) => boolean) | undefined =>
  filters.some(isBound) ? isBound : filters.some((f) => f.op === 'neq') ? (f) => f.op === 'neq' : undefined;
/**
 * Values of a category kept or left out; words its values hold (`contains`: "with International in the name", any
 * of them, in any case); a value there or not (`present`, `missing`: "customers who have a company", no values); or,
 * on an amount dimension, one number compared with (`values[0]`).
 */
export interface Filter {
  dimension: string; op: 'eq' | 'neq' | 'contains' | 'present' | 'missing' | Comparison; values: string[];
  /**
   * How answers name the values when they are stored by what tells them apart ("Sara Al-Zahrani" for the e-mail a
   * follow-up about "her" is kept to), one for each value; never reaches SQL.
   */
  names?: string[];
}

export interface Period {
  /** Local dates in the store's timezone, `to` exclusive (YYYY-MM-DD). */
  from: string;
  to: string;
  label: Words;
  /** How it was asked, so follow-ups can shift it ("and last year?"). */
  unit?: Grain | 'days' | 'range' | 'ytd';
  /** Cut short at today for a comparison ("this month so far"). */
  partial?: boolean;
  /** "the last 3 months": how many of which unit, so a series by that unit can show whole ones. */
  last?: { n: number; unit: 'weeks' | 'months' | 'years' };
  /**
   * Ramadan, an Eid or a sale day (Black Friday): the one before it is the previous occasion, not the same dates a
   * year (or a day) earlier.
   */
  occasion?: 'ramadan' | 'fitr' | 'adha' | 'black_friday' | 'cyber_monday' | 'singles_day' | 'christmas' | 'new_years_day' | 'valentines_day' | 'christmas_period' | 'new_year' | 'black_friday_week' | 'boxing_day' | 'national_day' | 'founding_day';
  /** A weekend: the one before it is a week earlier, not the two days before it. */
  weekly?: boolean;
}

export interface QueryPlan {
  kind: 'aggregate';
  metrics: string[];
  /** Category dimensions to group by (at most two; the second splits into series). */
  groupBy: string[];
  /** Time grain when the answer is a series over time. */
  grain?: Grain;
  filters: Filter[];
  period?: Period;
  compare?: 'previous' | 'year_ago';
  /** The period compared with: named in the question ("March vs January") or the one before / a year before. */
  against?: Period;
  /** Top or bottom N by the first metric. */
  /** `change`: ranked by the change against the compared period ("which city grew the most"), not by the value. */
  /** `relative`: with `change`, by the change in percent ("which category grew the most in percentage terms"). */
  top?: { n: number; dir: 'desc' | 'asc'; change?: boolean; relative?: boolean };
  share?: boolean;
  /** "What share of sales comes from Riyadh", "where does Jeddah rank": the values asked about; the answer leads with them. */
  focus?: string[];
  /** "Where does Jeddah rank by sales?": the place of the `focus` value among every group, largest first. */
  rank?: boolean;
  trend?: boolean;
  /** "Cumulative sales this year by month", "running total": each bucket of the series adds the ones before it. */
  cumulative?: boolean;
  /**
   * "What % of orders were over 1000": the measure kept to the plan's amount thresholds, as a share of the same
   * measure without them (its other filters and period apply to both).
   */
  shareOfAll?: boolean;
  /** "Month over month": each bucket of the series against the one just before it (needs `grain`, no split). */
  steps?: boolean;
  /**
   * A `steps` series whose last bucket is still running (November so far): the bucket before it cut at the same day
   * (Oct 1 – 22), which that bucket is set against instead of the whole one (parse/running-step.ts).
   */
  runningStep?: Period;
  /**
   * "The best product in each category": the top N of the first split within each value of the second (needs `top`
   * and two `groupBy`, no grain or comparison).
   */
  topPer?: boolean;
  /**
   * With `topPer`, one split and a grain: the time buckets ranked within each group ("the best month for each
   * category", "the busiest day for each channel"), not the groups within each bucket.
   */
  bucketsPer?: boolean;
  /**
   * A threshold on each group's total of `metric` (the plan's only metric) in the period, not on each row.
   * Without `per`, the plan's groups whose total passes are listed: "products that sold over 100 units" (one split),
   * "months with sales over 100k" (time buckets alone). With `per`, the groups of that dimension whose total passes
   * are counted: "customers with more than 3 orders", "how many products sold over 50"; in each group of the plan's
   * one split, if it has one ("customers with more than 3 orders by city").
   */
  having?: Having;
  /**
   * "Products with no sales last month", "customers who haven't ordered in 6 months": the members of the plan's one
   * split, read from their own list (a `members` table), with no row of its one metric in the period (over all time
   * when it has none); each listed with its last row before the period and its total until then, or counted.
   * `lapsed`: only members that had rows before ("customers who stopped ordering").
   */
  absent?: Absent;
  /**
   * "How many cities do we sell to", "how many states are there", "كم مدينة": how many values of this dimension the
   * plan's rows have (each group of its one split, if it has one), not the rows themselves.
   */
  countOf?: string;
  /** "Average daily sales": each measure (an additive one) over the number of days, weeks or months that had any. */
  perBucket?: Grain;
  /**
   * "At this pace how much will we sell this month": the period (cut at today) carried on at its daily rate to `to`,
   * the end of the running week, month, quarter or year (exclusive; parse/pace.ts, answer/pace.ts).
   */
  pace?: { to: string };
  /** "Sales this month vs a target of 150k", "did we hit 150k": the amount the figure is set against (parse/targets.ts). */
  target?: number;
  /**
   * "Average number of tracks per invoice", "متوسط عدد المقاطع لكل فاتورة": the plan's one measure (a count) in each
   * group of this dimension, averaged over the groups that have any (in each group of its one split, if it has one).
   */
  perGroup?: string;
  /**
   * "What albums does Iron Maiden have?": the things themselves asked for, each with the rows that hold them; the key of
   * the measure that counts them ("number of albums"), which names them in the answer (answer/things-listed.ts).
   */
  listed?: string;
  chart?: ChartType;
  /**
   * "Ascending", "sorted by name", "رتبها أبجدياً" after an answer: the same rows (the same ranking, limit and measure)
   * shown in another order. Only how they are listed changes.
   */
  sort?: RowOrder;
  /** Names in the question that matched nothing in the data ("Microsoft", a customer's name): the answer says so. */
  ignored?: string[];
  /**
   * The store's weekend as ISO day numbers (Friday and Saturday in Saudi Arabia: [5, 6]), when the answer is split or
   * filtered by day of the week: weekends are those days, and a week is listed from the day after them.
   */
  weekend?: number[];
  /**
   * The moment the question was understood at (an ISO instant), on a plan whose measures read the clock (overdue
   * shipments, days on the way): its SQL reads this instead of the database's now() (sql/clock.ts).
   */
  now?: string;
  timezone: string;
  language: Locale;
}

/** The order rows are listed in: by the groups' names (a series' time) or by one of the plan's measures (its key). */
export interface RowOrder { by: 'name' | string; dir: 'asc' | 'desc' }

export interface Having { metric: string; op: Comparison; value: string; per?: string }
export interface Absent { counted?: boolean; lapsed?: boolean }

export interface LookupPlan {
  kind: 'lookup';
  /**
   * `number`: "track 7580177447" says a number without saying whose: an order number or a tracking number.
   * `recent`: "the last 5 orders": the store's newest orders, `value` how many.
   */
  by: 'order_number' | 'email' | 'tracking' | 'number' | 'recent';
  value: string;
  /** `recent` only: "the first orders", "أول طلب": the oldest first instead of the newest. */
  oldest?: boolean;
  /** `recent` only: "the last 5 orders from Riyadh", "آخر طلبات الأسبوع الماضي": the orders kept, as a question's filters. */
  filters?: Filter[];
  period?: Period;
  /** `recent` only: "the last 5 cancelled orders": a count of orders (a metric) whose rows are the ones listed. */
  counted?: string;
  /** "What's in order 1042?", "وش فيه؟": the sentence names what the order holds (the table always lists it). */
  contents?: boolean;
  /**
   * `recent` only, on an owner's own data: the catalog table (a file or database table with a date of its own) whose
   * rows are listed by that date instead of the store's orders: "when was the last invoice?", "which employee was
   * hired first?"; `filters` then keep rows by its splits ("when was Jane Peacock hired?").
   */
  table?: string;
  /**
   * With `table`: the split whose values are listed, each by its first (`oldest`) or latest row of the table: "who
   * was our first customer?" is the customer of the earliest invoice.
   */
  about?: string;
  /**
   * The moment the question was understood at (an ISO instant), on a plan whose measures read the clock (overdue
   * shipments, days on the way): its SQL reads this instead of the database's now() (sql/clock.ts).
   */
  now?: string;
  timezone: string;
  language: Locale;
}

export type Plan = QueryPlan | LookupPlan;

export interface ConversationContext {
  plan?: Plan;
  /** The last reply asked "gross or net?": `plan` is the question asked, waiting for the owner's choice. */
  clarifying?: 'income';
  /** The last reply asked which column ("temp max or temp min?"): each answer, and the whole question it stands for. */
  choices?: { said: string; question: string }[];
  /**
   * The values the last answer listed, in its order, for its one split ("top 5 products": those five names): what
   * "the top one", "it", "them", "منه" in the next question point at. Stored values, filtered on as parameters.
   */
  shown?: {
    dimension: string;
    values: string[];
    /** What the answer named each value by, when it is stored by something else (a customer's name for her e-mail). */
    names?: string[];
    /** "The last invoice": the one its row belongs to (its customer), for "how much did she spend?" next. */
    whose?: { dimension: string; values: string[] };
  };
  /** "Snapchat orders last month", then "and TikTok?": the value the follow-up replaced, for "compare them" next. */
  replaced?: { dimension: string; values: string[] };
  /** "Sales this week", then "and last week?": the period the follow-up replaced, for "what's the difference?" next. */
  replacedPeriod?: Period;
  /**
   * The answer the conversation was about when an order was looked up in the middle of it ("sales in Riyadh last
   * month", "where is order 1500?", "and by channel?"): follow-ups that are not about the order go on from it.
   */
  aside?: QueryPlan;
  /** The one bucket of time the last answer named ("the worst month: January 2026"): what "that month", "فيه" point at. */
  bucket?: { grain: Grain; from: string };
  /** The language the conversation was last spoken in: what a reply with no words of its own ("1042") is answered in. */
  language?: Locale;
  /** The last reply asked "which order?": a customer's name or e-mail sent next is their latest order. */
  askedWhichOrder?: boolean;
  /** "Sales this month", "and orders", "and AOV": the measures asked in turn of the same question, for "show all three". */
  measured?: string[];
}

export interface UnderstandOptions {
  catalog: Catalog;
  context?: ConversationContext;
  now?: Date;
  timezone?: string;
  currency?: string;
  locale?: Locale;
  /** Finds the stored values of a dimension that a piece of text names (e.g. "texas" → "Texas"). */
  lookupValues?: (dimension: string, text: string) => string[];
}

export type Understanding =
  | { kind: 'plan'; plan: QueryPlan; language: Locale; context: ConversationContext }
  | { kind: 'lookup'; plan: LookupPlan; language: Locale; context: ConversationContext }
  | { kind: 'clarify'; language: Locale; text: string; options: string[]; context: ConversationContext }
  | { kind: 'cannot'; language: Locale; text: string; canAnswer: string[]; context: ConversationContext }
  | { kind: 'showSql'; plan?: Plan; language: Locale; context: ConversationContext }
  | { kind: 'restyle'; plan: QueryPlan; chart: ChartType; language: Locale; context: ConversationContext }
  | { kind: 'reset'; language: Locale; context: ConversationContext };

/** `id` and `detail` columns belong to the dimension before them (see DimensionBinding); answers never show them as columns. */
/** A `total` column holds one number about the whole answer (how many rows there are beyond a LIMIT): never shown either. */
/**
 * Columns a query carries for the answer's words, never shown: the first day with data of a series' first bucket (it
 * may have begun inside it), and how many groups passed a threshold when the rows were cut.
 */
export const HIDDEN = { firstDay: 'first_day', groupsPassed: 'groups_passed' } as const;
export interface CompiledColumn { key: string; label: Words; role: 'dimension' | 'id' | 'detail' | 'time' | 'metric' | 'period' | 'share' | 'field' | 'total' | 'hidden'; format: Format }
export interface CompiledQuery {
  sql: string;
  params: unknown[];
  columns: CompiledColumn[];
  /** Reads the daily rollups: it may only run in a snapshot where the store's rollups are fresh, else the base tables' query. */
  rollups?: boolean;
}
export interface CompileOptions {
  /** Prefer the daily rollups where the plan's metrics, dimensions, filters and grain are all answerable from them. */
  rollups?: boolean;
}

export interface TableColumn { key: string; label: string; type: Format }
export interface AnswerTable { columns: TableColumn[]; rows: Record<string, unknown>[]; totals?: Record<string, unknown> }
export interface ChartSpec {
  type: ChartType;
  x?: { key: string; label: string; type: 'time' | 'category' };
  series: { key: string; label: string; format: Format; stack?: string }[];
  /** For long rows split into one series per value of this column (time × category). */
  split?: { key: string; label: string };
}
export interface Answer {
  text: string;
  language: Locale;
  table: AnswerTable;
  chart: ChartSpec | null;
  sql: string;
  params: unknown[];
  period: { from: string; to: string; label: string } | null;
  suggestions: string[];
  /** When the data was last brought in (the caller's sync time), so the owner knows how fresh the answer is. */
  dataAsOf?: string | null;
}

export interface AnswerOptions { locale?: Locale; currency?: string; timezone?: string; now?: Date; catalog?: Catalog; dataAsOf?: Date | string | null }

/** What an uploaded CSV or connected database table looks like to the engine. */
export interface SourceColumn {
  name: string; type: string; label?: string; comment?: string; sampleValues?: unknown[];
  /** A connected database's foreign key: the column of another table of its source it refers to (ADR 25). */
  refersTo?: { schema: string; table: string; column: string };
}
export interface SourceTable {
  schema: string; table: string; label?: string; comment?: string; columns: SourceColumn[]; engine?: SqlDialectName;
  /** The data source holding it: tables are joined only within one source (one database). */
  sourceId?: string;
  /** The first day its date column holds (YYYY-MM-DD), when read: an answer about a period before it says so. */
  earliest?: string;
  /** The last day its date column holds (YYYY-MM-DD), when read: a month named without a year is read up to it. */
  latest?: string;
  /** How many rows it holds, when known (a file's import counts them): a file of one row per day counts days. */
  rowCount?: number | null;
  /**
   * A table of people (a first and a last name column): their full names, when read, so a person named is found as one
   * ("sales of Jane Peacock", an employee, were read as the customers named Jane and Peacock: 0).
   */
  people?: string[];
}
