/** The warehouse tables and their columns in COPY order (schema from m001-warehouse). */
export const WAREHOUSE_COLUMNS = {
  customers: ['store_id', 'id', 'external_id', 'email', 'first_name', 'last_name', 'country', 'region', 'city', 'created_at'],
  products: ['store_id', 'id', 'external_id', 'title', 'category', 'vendor', 'sku', 'price', 'cost', 'created_at'],
  orders: ['store_id', 'id', 'external_id', 'order_number', 'customer_id', 'email', 'created_at', 'currency', 'status', 'financial_status', 'fulfillment_status', 'channel', 'payment_method', 'ship_mode', 'country', 'region', 'city', 'subtotal', 'discount_total', 'shipping_total', 'tax_total', 'total', 'refunded_total', 'cancelled_at', 'extra'],
  order_lines: ['store_id', 'id', 'order_id', 'product_id', 'title', 'sku', 'category', 'vendor', 'quantity', 'unit_price', 'discount', 'total', 'cost', 'extra'],
  shipments: ['store_id', 'id', 'order_id', 'carrier', 'tracking_number', 'tracking_url', 'status', 'shipped_at', 'estimated_delivery_at', 'delivered_at', 'created_at'],
  returns: ['store_id', 'id', 'order_id', 'order_line_id', 'product_id', 'quantity', 'reason', 'status', 'created_at'],
  refunds: ['store_id', 'id', 'order_id', 'amount', 'reason', 'created_at'],
  abandoned_carts: ['store_id', 'id', 'external_id', 'customer_id', 'email', 'created_at', 'items_count', 'value', 'currency', 'recovered_at', 'recovered_order_id'],
  subscriptions: ['store_id', 'id', 'external_id', 'customer_id', 'plan', 'billing_interval', 'amount', 'currency', 'status', 'started_at', 'cancelled_at'],
  payments: ['store_id', 'id', 'order_id', 'subscription_id', 'amount', 'currency', 'method', 'status', 'paid_at'],
} as const;

export type WarehouseTable = keyof typeof WAREHOUSE_COLUMNS;
export const WAREHOUSE_TABLES = Object.keys(WAREHOUSE_COLUMNS) as WarehouseTable[];

export type Cell = string | number | Date | null | undefined;

const ESCAPE = /[\\\t\n\r]/;

/** A value in COPY text format: \N for NULL, backslash escapes for the format's specials. */
export function copyCell(value: Cell): string {
  if (value === null || value === undefined) return '\\N';
  if (typeof value === 'number') return String(value);
  if (value instanceof Date) return value.toISOString();
  return ESCAPE.test(value) ? value.replace(/\\/g, '\\\\').replace(/\t/g, '\\t').replace(/\n/g, '\\n').replace(/\r/g, '\\r') : value;
}

/** One row in COPY text format: tab separated, newline ended. */
export function copyLine(values: Cell[]): string {
  let line = copyCell(values[0]);
  for (let i = 1; i < values.length; i++) line += `\t${copyCell(values[i])}`;
  return `${line}\n`;
}
