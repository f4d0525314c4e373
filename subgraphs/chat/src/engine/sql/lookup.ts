import type { Catalog, CatalogTable, CompiledQuery, DimensionBinding, Filter, LookupPlan } from '../types.ts';
import { Params } from './identifiers.ts';
import { postgresDialect, type Writing } from './dialect.ts';
import { filterCondition } from './filter-condition.ts';
import { joinClauses } from './resolve.ts';

/** Tables an order's other rows live in (each with its `order_id`): a filter on one keeps orders with such a row. */
const ORDER_ROWS = ['order_lines', 'shipments', 'returns', 'refunds'];

/** Where a filter applies to an order: on the order (or its customer), else on one of its rows; none for a day of the week's pair. */
function placeOf(filter: Filter, catalog: Catalog): { table: CatalogTable; binding: DimensionBinding } | null {
  const dimension = catalog.dimensions.find((d) => d.key === filter.dimension);
  if (!dimension) return null;
  for (const key of ['orders', ...ORDER_ROWS]) {
    const binding = dimension.on[key];
    const table = catalog.tables[key];
    if (!binding || !table) continue;
    // A day of the week or an hour is read from the order's time; seasons and weekend pairs are not listed here.
    if (binding.fromTime && binding.fromTime !== 'weekday' && binding.fromTime !== 'hour') return null;
    if (key === 'orders' || table.joins?.orders) return { table, binding };
  }
  return null;
}

/**
 * A count of some orders ("cancelled orders", "orders with a discount"): the condition its orders meet; a count of
 * an order's rows ("orders shipped", returns): orders that have such a row, in the period `during` writes on the
 * row's own time when given ("orders returned last week"). Else null.
 */
export function countedOrdersCondition(key: string, catalog: Catalog, during?: (time: string) => string): string | null {
  const metric = catalog.metrics.find((m) => m.key === key);
  if (!metric || metric.format !== 'count' || metric.joins?.length) return null;
  if (metric.table === 'orders') return /^count\(\*\) FILTER \(WHERE ([^()]*)\)$/.exec(metric.sql)?.[1] ?? null;
  const table = catalog.tables[metric.table];
  if (!ORDER_ROWS.includes(metric.table) || !table?.joins?.orders) return null;
  // "Which shipments are late?": orders with a row the count counts (an overdue shipment); `{tz}` is left for the caller.
  const kept = metric.sql === 'count(*)' ? '' : /^count\(\*\) FILTER \(WHERE ([\s\S]*)\)$/.exec(metric.sql)?.[1];
  if (kept === undefined) return null;
  // "Which orders were returned last week": the row's own time in the period, not the order's.
  const time = rowTimeOf(key, catalog);
  const when = during && time ? ` AND ${during(time)}` : '';
  return `EXISTS (SELECT 1 FROM "${table.schema}"."${table.name}" ${table.alias} WHERE ${table.alias}.store_id = o.store_id AND ${table.alias}.order_id = o.id${kept ? ` AND (${kept})` : ''}${when})`;
}

/** When an order's row a count counts happened (a return, a parcel sent), unless the count is of a state now. */
function rowTimeOf(key: string, catalog: Catalog): string | undefined {
  const metric = catalog.metrics.find((m) => m.key === key);
  if (!metric || metric.table === 'orders' || metric.snapshot) return undefined;
  return metric.time ?? catalog.tables[metric.table]?.time;
}

/** Whether "the last orders" can be kept to this filter ("from Riyadh", "over 500", "of Perfumes", "shipped with Aramex"). */
export function lookupFilterFits(filter: Filter, catalog: Catalog): boolean {
  return placeOf(filter, catalog) !== null;
}

/** The most orders one lookup lists (an e-mail's orders, newest first). */
export const LOOKUP_LIMIT = 20;

const FIELDS = [
  { key: 'order_number', label: { en: 'order', ar: 'الطلب' }, format: 'text' },
  { key: 'created_at', label: { en: 'placed', ar: 'تاريخ الطلب' }, format: 'date' },
  { key: 'customer', label: { en: 'customer', ar: 'العميل' }, format: 'text' },
  { key: 'email', label: { en: 'e-mail', ar: 'البريد' }, format: 'text' },
  { key: 'status', label: { en: 'status', ar: 'الحالة' }, format: 'text' },
  { key: 'fulfillment_status', label: { en: 'fulfillment', ar: 'التجهيز' }, format: 'text' },
  { key: 'total', label: { en: 'total', ar: 'الإجمالي' }, format: 'money' },
  { key: 'currency', label: { en: 'currency', ar: 'العملة' }, format: 'text' },
  { key: 'items', label: { en: 'items', ar: 'المنتجات' }, format: 'text' },
  { key: 'shipment_status', label: { en: 'shipment', ar: 'الشحنة' }, format: 'text' },
  { key: 'carrier', label: { en: 'carrier', ar: 'شركة الشحن' }, format: 'text' },
  { key: 'tracking_number', label: { en: 'tracking number', ar: 'رقم التتبع' }, format: 'text' },
  { key: 'tracking_url', label: { en: 'tracking link', ar: 'رابط التتبع' }, format: 'text' },
  { key: 'shipped_at', label: { en: 'shipped', ar: 'تاريخ الشحن' }, format: 'date' },
  { key: 'estimated_delivery_at', label: { en: 'expected delivery', ar: 'التوصيل المتوقع' }, format: 'date' },
  { key: 'delivered_at', label: { en: 'delivered', ar: 'تاريخ التوصيل' }, format: 'date' },
  { key: 'ship_mode', label: { en: 'delivery', ar: 'طريقة التسليم' }, format: 'text' },
] as const;

/** Order lookup: by order number (with or without #), by customer e-mail, or by tracking number; latest shipment per order. */
export function compileLookup(plan: LookupPlan, storeId: string | number, catalog?: Catalog): CompiledQuery {
  const params = new Params();
  const store = params.add(String(storeId));
  // The newest orders kept by filters and a period; a customer's orders by a period ("orders of x@y.com this year").
  const kept = (plan.by === 'recent' || (plan.by === 'email' && plan.period)) && catalog ? keptOrders(plan, catalog, params) : { joins: [], where: [] };
  const raw = plan.value.trim();
  // Order numbers are stored with or without "#": both spellings as one array, so the (store_id, order_number) index serves.
  const bare = raw.replace(/^#+/, '');
  // "1042,1043": several order numbers asked at once, each with or without "#".
  const asked = bare.split(',').map((n) => n.trim().replace(/^#+/, '')).filter(Boolean);
  const numbers = () => params.add(asked.flatMap((n) => [n, `#${n}`]));
  const tracked = (value: string) => `o.id IN (SELECT s2.order_id FROM "warehouse"."shipments" s2 WHERE s2.store_id = ${store} AND s2.tracking_number = ${value})`;
  const match = plan.by === 'recent' ? null
    : plan.by === 'order_number' ? `o.order_number = ANY(${numbers()}::text[])`
    // E-mails compare by bytes, the collation of their index (data-source m031).
    : plan.by === 'email' ? `lower(o.email) COLLATE "C" = ${params.add(raw.toLowerCase())}`
      : plan.by === 'tracking' ? tracked(params.add(raw))
        // Either index serves its half of the OR (a bitmap OR of the two).
        : `(o.order_number = ANY(${numbers()}::text[]) OR ${tracked(params.add(bare))})`;
  // Orders kept to a row of theirs ("which shipments are late?"): how many there are in all, beside the newest listed.
  const countedRows = plan.by === 'recent' && plan.counted ? catalog?.metrics.find((m) => m.key === plan.counted) : undefined;
  const counting = Boolean(countedRows && countedRows.table !== 'orders');
  const sql = [
    // Who placed it: the customer's name (the order's e-mail beside it); "lc", as a filter may join the customer as "c".
    "SELECT o.order_number, o.created_at, nullif(concat_ws(' ', lc.first_name, lc.last_name), '') AS customer, o.email, o.status, o.fulfillment_status, o.total, o.currency,",
    // What the order holds, line by line (its lines by the (store_id, order_id) index): the answer writes them out.
    "  (SELECT json_agg(json_build_object('title', l.title, 'quantity', l.quantity) ORDER BY l.id) FROM \"warehouse\".\"order_lines\" l WHERE l.store_id = o.store_id AND l.order_id = o.id) AS items,",
    ...(counting ? ['  count(*) OVER () AS matching,'] : []),
    '  s.status AS shipment_status, s.carrier, s.tracking_number, s.tracking_url, s.shipped_at, s.estimated_delivery_at, s.delivered_at, o.ship_mode',
    'FROM "warehouse"."orders" o',
    // One customer by its key, in the store's own partition: a plain join on the partitioned customers let the planner
    // hash all of them (260 ms on a store of a million orders, 0.7 ms this way).
    `LEFT JOIN LATERAL (SELECT c1.first_name, c1.last_name FROM "warehouse"."customers" c1 WHERE c1.store_id = ${store} AND c1.id = o.customer_id LIMIT 1) lc ON true`,
    ...kept.joins,
    'LEFT JOIN LATERAL (SELECT s1.status, s1.carrier, s1.tracking_number, s1.tracking_url, s1.shipped_at, s1.estimated_delivery_at, s1.delivered_at',
    '  FROM "warehouse"."shipments" s1 WHERE s1.store_id = o.store_id AND s1.order_id = o.id ORDER BY s1.created_at DESC, s1.id DESC LIMIT 1) s ON true',
    `WHERE ${[`o.store_id = ${store}`, match, ...kept.where].filter(Boolean).join(' AND ')}`,
    `ORDER BY o.created_at ${plan.oldest ? 'ASC' : 'DESC'}`,
    // The newest first: as many as asked for the latest orders, else every match up to the limit.
    `LIMIT ${plan.by === 'recent' ? Math.min(Math.max(Number(plan.value) || 10, 1), LOOKUP_LIMIT) : LOOKUP_LIMIT}`,
  ].join('\n');
  const columns = FIELDS.map((f) => ({ ...f, role: 'field' as const }));
  return { sql, params: params.values, columns: counting ? [...columns, { key: 'matching', label: { en: 'orders', ar: 'الطلبات' }, role: 'total' as const, format: 'count' as const }] : columns };
}

/**
 * The conditions of "the last orders from Riyadh this week": the period on the order's time in the store's timezone,
 * each filter on the order (joining its customer when the filter is the customer's) or, for what an order's rows hold
 * (a category, a carrier, a return's reason), as "has such a row". Values are parameters, as in every plan.
 */
function keptOrders(plan: LookupPlan, catalog: Catalog, params: Params): { joins: string[]; where: string[] } {
  const orders = catalog.tables.orders;
  let zone: string | undefined;
  const w: Writing = { params, timezone: plan.timezone, tz: () => (zone ??= params.add(plan.timezone)), local: false };
  const where: string[] = [];
  const needed = new Set<string>();
  // A period is the order's, or that of the row it is listed for ("orders returned last week": returned then).
  const period = plan.period;
  const rowsTimed = Boolean(period && plan.counted && rowTimeOf(plan.counted, catalog));
  if (period && !rowsTimed) where.push(postgresDialect.range('o.created_at', period.from, period.to, w));
  const counted = plan.counted ? countedOrdersCondition(plan.counted, catalog, rowsTimed && period ? (time) => postgresDialect.range(time, period.from, period.to, w) : undefined) : null;
  if (plan.counted && !counted) throw new Error(`orders cannot be listed as ${plan.counted}`);
  if (counted) where.push(`(${counted.replace(/\{tz\}/g, () => w.tz())})`);
  for (const filter of plan.filters ?? []) {
    const place = placeOf(filter, catalog);
    if (!place) throw new Error(`orders cannot be kept to ${filter.dimension}`);
    const { table, binding } = place;
    const expression = binding.fromTime === 'weekday' ? postgresDialect.weekday('o.created_at', w) : binding.fromTime === 'hour' ? postgresDialect.hour('o.created_at', w) : binding.sql;
    if (table.key === 'orders') {
      binding.joins?.forEach((join) => needed.add(join));
      where.push(filterCondition(filter, binding, expression, postgresDialect, w));
      continue;
    }
    // Joins of the row's own (a line's product), but not back to the order: the order is the outer one.
    const own = joinClauses(catalog, table, new Set((binding.joins ?? []).filter((join) => join !== 'orders')));
    const leftOut = filter.op === 'neq';
    // "Excluding Perfumes": orders with no such line, not orders with some other line.
    const row = filterCondition(leftOut ? { ...filter, op: 'eq' } : filter, binding, expression, postgresDialect, w);
    where.push(`${leftOut ? 'NOT ' : ''}EXISTS (SELECT 1 FROM "${table.schema}"."${table.name}" ${table.alias} ${own.join(' ')} WHERE ${table.alias}.store_id = o.store_id AND ${table.alias}.order_id = o.id AND ${row})`);
  }
  return { joins: joinClauses(catalog, orders, needed), where };
}
