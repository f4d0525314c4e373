import { escapeLiteral } from 'pg';
import { FieldReader, type ColumnFormats } from './expressions.ts';
import type { SellerMapping } from './mapping.ts';

/**
 * The SQL of one seller import, in three stages: the raw file in staging table s_<id> (text columns c1..cN, `line`
 * numbered in file order), derived order and product tables o_<id> and p_<id> (still staging), then the swap:
 * one transaction that replaces the store's warehouse rows.
 */
export interface LoadPlan {
  staging: string;
  createStaging: string;
  copy(delimiter: string, encoding: string): string;
  problems: string;
  buildOrders: string;
  buildKeys: string;
  buildProducts: string | null;
  /** Order lines in their final shape (after orders and products exist), so the swap only copies rows. */
  buildLines: string | null;
  analyze(table: 's' | 'o' | 'p' | 'k' | 'l'): string;
  undatedOrders: string;
  /** Lines of orders without a readable date are not imported (the orders are reported). */
  dropUndatedLines: string | null;
  swap: string[];
  dropStaging: string[];
}

const CANCELLED = `('cancelled', 'canceled', 'voided', 'void', 'failed', 'ملغي', 'ملغى', 'ملغاة', 'canceled_reversal')`;
const REFUNDED = `('refunded', 'مسترجع', 'مسترد', 'تم الاسترجاع', 'closed')`;
const PENDING = `('pending', 'pending payment', 'pending_payment', 'on-hold', 'on hold', 'awaiting payment', 'authorized', 'بانتظار الدفع', 'قيد الانتظار', 'بانتظار المراجعة')`;

export function loadPlan(options: { importId: string; storeId: string; headers: string[]; mapping: SellerMapping; formats: ColumnFormats; currency: string }): LoadPlan {
  const { importId, headers, mapping } = options;
  const store = Number(options.storeId);
  const schema = 'warehouse_staging';
  const s = `${schema}.s_${importId}`;
  const o = `${schema}.o_${importId}`;
  const p = `${schema}.p_${importId}`;
  const l = `${schema}.l_${importId}`;
  const k = `${schema}.k_${importId}`;
  const r = new FieldReader(headers, mapping, options.formats);
  const columns = headers.map((_, i) => `c${i + 1}`);
  const orderKey = r.has('order_id') ? r.text('order_id') : 's.line::text';
  const lines = mapping.rows === 'lines';

  const quantity = r.has('quantity') ? `coalesce(round(${r.number('quantity')})::int, 1)` : '1';
  const unitPrice = r.number('unit_price');
  const given = r.number('line_total');
  const rate = r.number('discount_rate');
  const lineDiscount = r.has('line_discount')
    ? `coalesce(${r.number('line_discount')}, 0)`
    : r.has('discount_rate') && r.has('line_total')
      ? `coalesce(round(${given} * ${rate} / nullif(1 - ${rate}, 0), 2), 0)`
      : '0';
  const lineTotal = r.has('line_total') ? `coalesce(${given}, 0)` : `coalesce(${quantity} * ${unitPrice} - ${lineDiscount}, 0)`;
  const productKey = `coalesce(${r.text('sku')}, ${r.text('product_id')}, ${r.text('product_name')})`;
  const address = r.text('address');
  const city = r.has('city') ? r.text('city') : r.has('address') ? `nullif(btrim(split_part(${address}, ',', 2)), '')` : 'NULL::text';
  const region = r.has('region') ? r.text('region') : r.has('address') ? `nullif(btrim(split_part(${address}, ',', 3)), '')` : 'NULL::text';

  // Order fields come from each order's first row (exports repeat them, or give them on the first row only);
  // amounts summed over lines come from the lines table, already typed, so each row is read once.
  const status = `lower(${r.text('status')})`;
  const financial = `lower(${r.text('financial_status')})`;
  const cancelledAt = r.timestamp('cancelled_at');
  const orderStatus = `CASE
      WHEN ${cancelledAt} IS NOT NULL OR ${status} IN ${CANCELLED} OR ${financial} IN ('voided') THEN 'cancelled'
      WHEN ${status} IN ${REFUNDED} OR ${financial} = 'refunded' THEN 'refunded'
      WHEN ${financial} IN ('partially_refunded', 'partially refunded') THEN 'partially_refunded'
      WHEN ${status} IN ${PENDING} OR ${financial} IN ('pending', 'authorized', 'unpaid') THEN 'pending'
      ELSE 'paid' END`;
  const sumLines = lines ? 't.total' : 'NULL::numeric';
  const shipping = r.number('shipping_total');
  const tax = r.number('tax_total');
  const customerKey = `coalesce(lower(${r.text('email')}), ${r.text('customer_id')}, ${r.text('customer_name')})`;

  const buildKeys = `CREATE UNLOGGED TABLE ${k} AS
    SELECT okey, min(line) AS id FROM (SELECT ${orderKey} AS okey, s.line FROM ${s} s) s WHERE okey IS NOT NULL GROUP BY okey`;

  const buildOrders = `CREATE UNLOGGED TABLE ${o} AS
    SELECT x.*, min(x.id) OVER (PARTITION BY x.customer_key COLLATE "C") AS customer_id FROM (
      SELECT k.okey, k.id, ${customerKey} AS customer_key, ${r.text('customer_name')} AS customer_name, ${r.text('email')} AS email,
        ${r.timestamp('created_at')} AS created_at, coalesce(${r.text('currency')}, ${escapeLiteral(options.currency)}) AS currency,
        ${orderStatus} AS status, coalesce(${financial}, ${status}) AS financial_status, lower(${r.text('fulfillment_status')}) AS fulfillment_status,
        ${r.text('channel')} AS channel, ${r.text('payment_method')} AS payment_method, ${r.text('ship_mode')} AS ship_mode,
        ${r.text('carrier')} AS carrier, ${r.text('tracking_number')} AS tracking_number,
        ${r.timestamp('shipped_at')} AS shipped_at, ${r.timestamp('delivered_at')} AS delivered_at,
        ${cancelledAt} AS cancelled_at, ${r.timestamp('paid_at')} AS paid_at,
        ${r.text('country')} AS country, ${region} AS region, ${city} AS city,
        coalesce(${r.number('subtotal')}, ${sumLines}, 0) AS subtotal,
        coalesce(${r.number('discount_total')}, ${lines ? 't.discount' : 'NULL::numeric'}, 0) AS discount_total,
        coalesce(${shipping}, 0) AS shipping_total, coalesce(${tax}, 0) AS tax_total,
        coalesce(${r.number('total')}, ${sumLines} + coalesce(${shipping}, 0) + coalesce(${tax}, 0), 0) AS total,
        coalesce(${r.number('refunded_total')}, 0) AS refunded_total,
        ${lines ? 'NULL::jsonb' : r.extra()} AS extra
      FROM ${k} k JOIN ${s} s ON s.line = k.id
      ${lines ? `LEFT JOIN (SELECT order_id, sum(total) AS total, sum(discount) AS discount FROM ${l} GROUP BY order_id) t ON t.order_id = k.id` : ''}
    ) x`;

  const buildProducts = lines
    ? `CREATE UNLOGGED TABLE ${p} AS
      SELECT ${productKey} AS pkey, min(s.line) AS id, max(${r.text('product_name')}) AS title, max(${r.text('sku')}) AS sku,
        max(${r.text('category')}) AS category, max(${r.text('vendor')}) AS vendor,
        round(max(${unitPrice === 'NULL::numeric' ? `${lineTotal} / nullif(${quantity}, 0)` : unitPrice}), 2) AS price,
        round(avg(${costExpr(r, lineTotal, quantity)} / nullif(${quantity}, 0)), 2) AS cost
      FROM ${s} s WHERE ${productKey} IS NOT NULL GROUP BY 1`
    : null;

  const buildLines = lines
    ? `CREATE UNLOGGED TABLE ${l} AS
      SELECT s.line AS id, k.id AS order_id, p.id AS product_id, coalesce(${r.text('product_name')}, ${r.text('sku')}, 'Item') AS title, ${r.text('sku')} AS sku,
        ${r.text('category')} AS category, ${r.text('vendor')} AS vendor, ${quantity} AS quantity,
        round(coalesce(${unitPrice}, ${lineTotal} / nullif(${quantity}, 0), 0), 2) AS unit_price, ${lineDiscount} AS discount, ${lineTotal} AS total,
        ${costExpr(r, lineTotal, quantity)} AS cost, ${r.extra()} AS extra
      FROM ${s} s JOIN ${k} k ON k.okey = ${orderKey} LEFT JOIN ${p} p ON p.pkey = ${productKey}`
    : null;

  const checks = r.unreadable();
  const orderIdCheck = r.has('order_id') ? [['order_id', '', `${orderKey} IS NULL`]] : [];
  const allChecks = [...orderIdCheck, ...checks];
  const problems = allChecks.length
    ? `SELECT s.line + 1 AS line, array_remove(ARRAY[${allChecks.map(([field, column, cond]) => `CASE WHEN ${cond} THEN ${escapeLiteral(`${field}\u0001${column}`)} END`).join(', ')}], NULL) AS problems,
        count(*) OVER () AS total
      FROM ${s} s WHERE ${allChecks.map(([, , cond]) => cond).join(' OR ')} ORDER BY s.line LIMIT 50`
    : `SELECT NULL::bigint AS line, '{}'::text[] AS problems, 0 AS total WHERE false`;

  const swap = [
    ...['payments', 'refunds', 'returns', 'shipments', 'order_lines', 'orders', 'customers', 'products', 'abandoned_carts', 'subscriptions'].map(
      (table) => `DELETE FROM warehouse.${table} WHERE store_id = ${store}`,
    ),
    `INSERT INTO warehouse.customers (store_id, id, external_id, email, first_name, last_name, country, region, city, created_at)
      SELECT ${store}, id, customer_key, email, split_part(customer_name, ' ', 1), nullif(substr(customer_name, length(split_part(customer_name, ' ', 1)) + 2), ''),
        country, region, city, created_at
      FROM ${o} WHERE id = customer_id AND customer_key IS NOT NULL AND created_at IS NOT NULL`,
    `INSERT INTO warehouse.orders (store_id, id, external_id, order_number, customer_id, email, created_at, currency, status, financial_status,
        fulfillment_status, channel, payment_method, ship_mode, country, region, city, subtotal, discount_total, shipping_total, tax_total,
        total, refunded_total, cancelled_at, extra)
      SELECT ${store}, id, okey, regexp_replace(okey, '^#', ''), CASE WHEN customer_key IS NOT NULL THEN customer_id END, email, created_at, currency,
        status, financial_status, fulfillment_status, channel, payment_method, ship_mode, country, region, city, subtotal, discount_total,
        shipping_total, tax_total, total, refunded_total, cancelled_at, extra
      FROM ${o} WHERE created_at IS NOT NULL`,
    ...(lines
      ? [
          `INSERT INTO warehouse.products (store_id, id, external_id, title, category, vendor, sku, price, cost, created_at)
            SELECT ${store}, id, pkey, coalesce(title, sku, pkey), category, vendor, sku, coalesce(price, 0), cost, now() FROM ${p}`,
          `INSERT INTO warehouse.order_lines (store_id, id, order_id, product_id, title, sku, category, vendor, quantity, unit_price, discount, total, cost, extra)
            SELECT ${store}, id, order_id, product_id, title, sku, category, vendor, quantity, unit_price, discount, total, cost, extra FROM ${l}`,
        ]
      : []),
    `INSERT INTO warehouse.shipments (store_id, id, order_id, carrier, tracking_number, status, shipped_at, delivered_at, created_at)
      SELECT ${store}, id, id, carrier, tracking_number,
        CASE WHEN delivered_at IS NOT NULL THEN 'delivered' WHEN shipped_at IS NOT NULL OR tracking_number IS NOT NULL OR fulfillment_status = 'fulfilled' THEN 'shipped' ELSE 'pending' END,
        shipped_at, delivered_at, created_at
      FROM ${o} WHERE created_at IS NOT NULL AND status <> 'cancelled'
        AND (carrier IS NOT NULL OR tracking_number IS NOT NULL OR shipped_at IS NOT NULL OR fulfillment_status IS NOT NULL)`,
    `INSERT INTO warehouse.refunds (store_id, id, order_id, amount, created_at)
      SELECT ${store}, id, id, CASE WHEN refunded_total > 0 THEN refunded_total ELSE total END, coalesce(cancelled_at, created_at)
      FROM ${o} WHERE created_at IS NOT NULL AND (refunded_total > 0 OR status = 'refunded')`,
  ];

  return {
    staging: s,
    createStaging: `CREATE UNLOGGED TABLE ${s} (line bigint GENERATED ALWAYS AS IDENTITY, ${columns.map((c) => `${c} text`).join(', ')})`,
    copy: (delimiter, encoding) =>
      `COPY ${s} (${columns.join(', ')}) FROM STDIN WITH (FORMAT csv, HEADER true, DELIMITER ${escapeLiteral(delimiter)}, ENCODING ${escapeLiteral(encoding)})`,
    problems,
    buildOrders,
    buildKeys,
    buildProducts,
    buildLines,
    analyze: (table) => `ANALYZE ${{ s, o, p, k, l }[table]}`,
    dropUndatedLines: lines ? `DELETE FROM ${l} WHERE order_id IN (SELECT id FROM ${o} WHERE created_at IS NULL)` : null,
    undatedOrders: `SELECT okey, id + 1 AS line FROM ${o} WHERE created_at IS NULL ORDER BY id LIMIT 20`,
    swap,
    dropStaging: [s, o, p, l, k].map((table) => `DROP TABLE IF EXISTS ${table}`),
  };
}

function costExpr(r: FieldReader, lineTotal: string, quantity: string): string {
  if (r.has('cost')) return `${r.number('cost')} * ${quantity}`;
  if (r.has('profit')) return `(${lineTotal} - ${r.number('profit')})`;
  return 'NULL::numeric';
}
