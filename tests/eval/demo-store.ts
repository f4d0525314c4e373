import type pg from 'pg';

/**
 * A small deterministic store for the evaluation (the demo generator of the data-source subgraph had not landed when
 * this was written): store 1 is ours, store 2 another merchant whose rows must never show up in an answer.
 */
function random(seed: number) {
  return () => {
    seed |= 0; seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const PRODUCTS = [
  ['Oud Perfume', 'Fragrance', 'Arabian Oud', 'FR-OUD', 240, 90], ['Musk Oil', 'Fragrance', 'Arabian Oud', 'FR-MSK', 120, 40],
  ['Rose Mist', 'Fragrance', 'Ajmal', 'FR-RSE', 95, null], ['Dates Box', 'Food', 'Bateel', 'FD-DTS', 60, 25],
  ['Arabic Coffee', 'Food', 'Bateel', 'FD-CAF', 45, 15], ['Saffron Tea', 'Food', 'Ajmal', 'FD-SAF', 30, 10],
  ['Prayer Mat', 'Home', 'Dar Home', 'HM-MAT', 80, 30], ['Incense Burner', 'Home', 'Dar Home', 'HM-BRN', 150, 70],
  ['Lantern', 'Home', 'Dar Home', 'HM-LNT', 110, null], ['Abaya', 'Fashion', 'Zaha', 'FS-ABY', 320, 140],
  ['Shemagh', 'Fashion', 'Zaha', 'FS-SHM', 70, 20], ['Thobe', 'Fashion', 'Zaha', 'FS-THB', 190, 80],
] as const;
const PLACES = [['SA', 'Riyadh', 'Riyadh'], ['SA', 'Makkah', 'Jeddah'], ['SA', 'Eastern', 'Dammam'], ['AE', 'Dubai', 'Dubai'], ['KW', 'Al Asimah', 'Kuwait City']] as const;
const CHANNELS = ['web', 'mobile', 'instagram'];
const METHODS = ['card', 'mada', 'cod', 'apple_pay'];
const MODES = ['standard', 'express'];
const CARRIERS = ['Aramex', 'SMSA', 'DHL'];
const NAMES = ['Sara', 'Omar', 'Lina', 'Fahad', 'Noura', 'Khalid', 'Huda', 'Yousef', 'Reem', 'Ali', 'Maha', 'Saad'];

export async function seedDemoStore(client: pg.Client, storeId: number, seed: number, orderCount: number): Promise<void> {
  const rnd = random(seed);
  const pick = <T>(list: readonly T[]) => list[Math.floor(rnd() * list.length)];
  const values: string[] = [];
  const q = (v: unknown) => (v === null || v === undefined ? 'NULL' : typeof v === 'number' ? String(v) : `'${String(v).replace(/'/g, "''")}'`);
  const insert = async (table: string, columns: string[], rows: unknown[][]) => {
    for (let i = 0; i < rows.length; i += 500) {
      await client.query(`INSERT INTO warehouse.${table} (store_id, ${columns.join(', ')}) VALUES ${rows.slice(i, i + 500).map((r) => `(${storeId}, ${r.map(q).join(', ')})`).join(', ')}`);
    }
  };
  void values;
  await insert('products', ['id', 'title', 'category', 'vendor', 'sku', 'price', 'cost'], PRODUCTS.map((p, i) => [i + 1, ...p]));
  const customers = Array.from({ length: 60 }, (_, i) => {
    const place = PLACES[i % PLACES.length];
    return [i + 1, `${NAMES[i % NAMES.length].toLowerCase()}${i + 1}@example.com`, NAMES[i % NAMES.length], `Family${i + 1}`, place[0], place[1], place[2], `2024-0${1 + (i % 9)}-1${i % 10} 10:00:00+00`];
  });
  await insert('customers', ['id', 'email', 'first_name', 'last_name', 'country', 'region', 'city', 'created_at'], customers);
  const start = Date.UTC(2025, 0, 1);
  const end = Date.UTC(2026, 10, 22, 2, 0);
  const orders: unknown[][] = []; const lines: unknown[][] = []; const shipments: unknown[][] = []; const refunds: unknown[][] = [];
  const returns: unknown[][] = []; const payments: unknown[][] = [];
  let lineId = 1;
  for (let i = 1; i <= orderCount; i++) {
    const at = new Date(start + Math.floor(rnd() * (end - start)));
    const customer = customers[Math.floor(rnd() * customers.length)];
    const cancelled = rnd() < 0.05;
    let subtotal = 0;
    const count = 1 + Math.floor(rnd() * 3);
    for (let k = 0; k < count; k++) {
      const productIndex = Math.floor(rnd() * PRODUCTS.length);
      const p = PRODUCTS[productIndex];
      const quantity = 1 + Math.floor(rnd() * 3);
      const total = p[4] * quantity;
      subtotal += total;
      lines.push([lineId++, i, productIndex + 1, p[0], p[3], p[1], p[2], quantity, p[4], 0, total, p[5]]);
    }
    const discount = rnd() < 0.2 ? Math.round(subtotal * 0.1) : 0;
    const shipping = 25;
    const total = subtotal - discount + shipping;
    const refunded = !cancelled && rnd() < 0.08 ? Math.round(total * 0.5) : 0;
    const status = cancelled ? 'cancelled' : refunded ? 'refunded' : 'paid';
    const method = pick(METHODS);
    orders.push([i, String(1000 + i), customer[0], customer[1], at.toISOString(), 'SAR', status, pick(CHANNELS), method, pick(MODES), customer[4], customer[5], customer[6], subtotal, discount, shipping, 0, total, refunded, cancelled ? at.toISOString() : null]);
    payments.push([i, total, 'SAR', method, cancelled ? 'voided' : 'paid', at.toISOString()]);
    if (refunded) refunds.push([i, refunded, pick(['damaged', 'late', 'changed mind']), new Date(at.getTime() + 5 * 86400000).toISOString()]);
    if (!cancelled) {
      const shipped = new Date(at.getTime() + 86400000);
      const eta = new Date(shipped.getTime() + 3 * 86400000);
      const days = 1 + Math.floor(rnd() * 6);
      const delivered = shipped.getTime() + days * 86400000 < end ? new Date(shipped.getTime() + days * 86400000) : null;
      shipments.push([i, pick(CARRIERS), `TRK${100000 + i}`, delivered ? 'delivered' : 'in_transit', shipped.toISOString(), eta.toISOString(), delivered?.toISOString() ?? null, shipped.toISOString()]);
      if (rnd() < 0.06) returns.push([i, 1, pick(['damaged', 'wrong size', 'changed mind']), 'approved', new Date(at.getTime() + 7 * 86400000).toISOString()]);
    }
  }
  await insert('orders', ['id', 'order_number', 'customer_id', 'email', 'created_at', 'currency', 'status', 'channel', 'payment_method', 'ship_mode', 'country', 'region', 'city', 'subtotal', 'discount_total', 'shipping_total', 'tax_total', 'total', 'refunded_total', 'cancelled_at'], orders);
  await insert('order_lines', ['id', 'order_id', 'product_id', 'title', 'sku', 'category', 'vendor', 'quantity', 'unit_price', 'discount', 'total', 'cost'], lines);
  await insert('payments', ['order_id', 'amount', 'currency', 'method', 'status', 'paid_at'], payments);
  await insert('refunds', ['order_id', 'amount', 'reason', 'created_at'], refunds);
  await insert('shipments', ['order_id', 'carrier', 'tracking_number', 'status', 'shipped_at', 'estimated_delivery_at', 'delivered_at', 'created_at'], shipments);
  await insert('returns', ['order_id', 'quantity', 'reason', 'status', 'created_at'], returns);
  const carts = Array.from({ length: 150 }, (_, i) => {
    const at = new Date(start + Math.floor(rnd() * (end - start)));
    const recovered = rnd() < 0.3;
    return [customers[i % customers.length][0], at.toISOString(), 1 + (i % 4), 50 + Math.floor(rnd() * 400), 'SAR', recovered ? new Date(at.getTime() + 86400000).toISOString() : null];
  });
  await insert('abandoned_carts', ['customer_id', 'created_at', 'items_count', 'value', 'currency', 'recovered_at'], carts);
  const subs = Array.from({ length: 40 }, (_, i) => {
    const startAt = new Date(start + Math.floor(rnd() * (end - start)));
    const cancelled = rnd() < 0.3 ? new Date(startAt.getTime() + Math.floor(rnd() * (end - startAt.getTime()))) : null;
    return [customers[i % customers.length][0], pick(['Basic', 'Plus', 'Premium']), i % 5 === 0 ? 'year' : 'month', i % 5 === 0 ? 990 : pick([49, 99, 149]), 'SAR', cancelled ? 'cancelled' : 'active', startAt.toISOString(), cancelled?.toISOString() ?? null];
  });
  await insert('subscriptions', ['customer_id', 'plan', 'billing_interval', 'amount', 'currency', 'status', 'started_at', 'cancelled_at'], subs);
}
