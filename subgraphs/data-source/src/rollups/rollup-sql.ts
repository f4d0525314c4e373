/**
 * How a store's rollups are computed from its warehouse rows ($1 the store, $2 its timezone). Each measure is the
 * additive part of a catalog metric (subgraphs/chat/src/engine/semantic/commerce-rollups.ts reads them back), with
 * the same filters, so sums of sums give exactly the base tables' answers.
 */

/** The groupings of `order_days`: each row holds one of them, named by `grouped_by`. */
export const ORDER_GROUPINGS: Record<string, string[]> = {
  day: [],
  channel: ['channel'],
  payment_method: ['payment_method'],
  ship_mode: ['ship_mode'],
  currency: ['currency'],
  status: ['status'],
  place: ['country', 'region', 'city'],
};

const groupedBy = `CASE ${Object.entries(ORDER_GROUPINGS)
  .filter(([, columns]) => columns.length)
  .map(([name, columns]) => `WHEN grouping(${columns[0]}) = 0 THEN '${name}'`)
  .join(' ')} ELSE 'day' END`;

/** One pass over the store's orders computes every grouping (GROUPING SETS). */
export const ORDER_DAYS_SQL = `
INSERT INTO warehouse.order_days (store_id, grouped_by, day, channel, payment_method, ship_mode, currency, status, country, region, city,
  orders, active_orders, cancelled_orders, returned_orders, gross_sales, net_sales, refunded, discounts, shipping, tax)
SELECT $1, ${groupedBy}, day, channel, payment_method, ship_mode, currency, status, country, region, city,
  count(*), count(*) FILTER (WHERE active), count(*) FILTER (WHERE NOT active), count(*) FILTER (WHERE returned),
  coalesce(sum(total) FILTER (WHERE active), 0), coalesce(sum(total - refunded_total) FILTER (WHERE active), 0),
  coalesce(sum(refunded_total) FILTER (WHERE active), 0), coalesce(sum(discount_total) FILTER (WHERE active), 0),
  coalesce(sum(shipping_total) FILTER (WHERE active), 0), coalesce(sum(tax_total) FILTER (WHERE active), 0)
FROM (
  SELECT date_trunc('day', o.created_at AT TIME ZONE $2) AS day, o.channel, o.payment_method, o.ship_mode, o.currency, o.status,
         o.country, o.region, o.city, o.cancelled_at IS NULL AS active, r.order_id IS NOT NULL AS returned,
         o.total, o.refunded_total, o.discount_total, o.shipping_total, o.tax_total
    FROM warehouse.orders o
    LEFT JOIN (SELECT DISTINCT order_id FROM warehouse.returns WHERE store_id = $1) r ON r.order_id = o.id
   WHERE o.store_id = $1
) o
GROUP BY GROUPING SETS (${Object.values(ORDER_GROUPINGS).map((columns) => `(${['day', ...columns].join(', ')})`).join(', ')})`;

/** Order lines by day (their order's) and product; lines whose order is missing keep a NULL day, as in the base tables. */
export const PRODUCT_DAYS_SQL = `
INSERT INTO warehouse.product_days (store_id, day, title, sku, category, vendor, units, gross_sales, profit)
SELECT $1, date_trunc('day', o.created_at AT TIME ZONE $2), l.title, l.sku, l.category, l.vendor,
  coalesce(sum(l.quantity) FILTER (WHERE o.cancelled_at IS NULL), 0),
  coalesce(sum(l.total) FILTER (WHERE o.cancelled_at IS NULL), 0),
  coalesce(sum(l.total - coalesce(l.cost, l.quantity * p.cost)) FILTER (WHERE o.cancelled_at IS NULL AND coalesce(l.cost, p.cost) IS NOT NULL), 0)
FROM warehouse.order_lines l
LEFT JOIN warehouse.orders o ON o.store_id = l.store_id AND o.id = l.order_id
LEFT JOIN warehouse.products p ON p.store_id = l.store_id AND p.id = l.product_id
WHERE l.store_id = $1
GROUP BY 2, 3, 4, 5, 6`;
