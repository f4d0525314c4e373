import { test, after, before } from 'node:test';
import assert from 'node:assert/strict';
import path from 'node:path';
import pg from 'pg';
import { initTestApp, type TestApp } from '../helpers/test-app.ts';
import { EXPORTS, registerSeller, uploadSellerCsv } from './seller-csv-helpers.ts';

let app: TestApp;
let db: pg.Pool;
before(async () => {
  app = await initTestApp();
  db = new pg.Pool({ connectionString: app.databaseUrl, max: 2 });
});
after(async () => {
  await db?.end();
  await app?.close();
});

/** The figures a seller checks after an upload: orders, gross sales, totals per country, read from the warehouse. */
async function totalsOf(token: string) {
  const me = await app.api('GET', '/stores/default', { token });
  const storeId = Buffer.from(me.body.data.id, 'base64url').toString().split(':')[1];
  const { rows } = await db.query(
    `SELECT count(*)::int AS orders, sum(total)::float AS sales,
       (SELECT coalesce(sum(total), 0)::float FROM warehouse.order_lines WHERE store_id = $1) AS line_sales,
       (SELECT coalesce(json_object_agg(country, t), '{}') FROM (SELECT country, sum(total)::float AS t FROM warehouse.orders WHERE store_id = $1 AND country IS NOT NULL GROUP BY 1) c) AS by_country,
       (SELECT json_object_agg(status, n) FROM (SELECT status, count(*)::int AS n FROM warehouse.orders WHERE store_id = $1 GROUP BY 1) s) AS by_status
     FROM warehouse.orders WHERE store_id = $1`,
    [storeId],
  );
  return { storeId, ...rows[0] };
}

test('a Shopify orders export becomes a seller store with its orders, lines and totals', async () => {
  const token = await registerSeller(app, 'Shopify Seller');
  const upload = await uploadSellerCsv(app, token, path.join(EXPORTS, 'shopify-orders.csv'));
  assert.equal(upload.status, 200, JSON.stringify(upload.body));
  const config = upload.body.data;
  assert.equal(config.store_type, 'seller');
  assert.equal(config.is_setup_completed, true);
  assert.equal(config.data_warehouse.orders.total, 4);
  assert.equal(config.data_warehouse.import.status, 'succeeded');
  assert.equal(config.data_warehouse.import.platform, 'shopify');
  assert.deepEqual(config.data_warehouse.import.mapping.find((m: any) => m.field === 'city').columns, ['Shipping City', 'Billing City']);
  assert.ok(config.data_warehouse.import.extra_columns.includes('Tags'));
  const totals = await totalsOf(token);
  assert.equal(totals.orders, 4);
  assert.equal(totals.sales, 760);
  assert.equal(totals.line_sales, 660);
  assert.deepEqual(totals.by_country, { SA: 480, AE: 230, GB: 50 });
  assert.deepEqual(totals.by_status, { paid: 1, refunded: 1, pending: 1, cancelled: 1 });
  const { rows: lines } = await db.query("SELECT title, extra->>'Lineitem fulfillment status' AS ful FROM warehouse.order_lines WHERE store_id = $1 ORDER BY id", [totals.storeId]);
  assert.equal(lines.length, 6);
  assert.equal(lines[2].title, 'Oud Perfume 50ml');
  assert.equal(lines[0].ful, 'fulfilled');
  // The discount code typed at checkout stays with its order, to be asked by ("how many orders used EID10").
  const { rows: codes } = await db.query("SELECT order_number, extra->>'discount_code' AS code FROM warehouse.orders WHERE store_id = $1 AND extra ? 'discount_code'", [totals.storeId]);
  assert.deepEqual(codes.map((r) => [r.order_number, r.code]), [['1003', 'EID10']]);
});

test('a WooCommerce export maps its order and item columns', async () => {
  const token = await registerSeller(app, 'Woo Seller');
  const upload = await uploadSellerCsv(app, token, path.join(EXPORTS, 'woocommerce-orders.csv'));
  assert.equal(upload.status, 200, JSON.stringify(upload.body));
  assert.equal(upload.body.data.data_warehouse.import.platform, 'woocommerce');
  const totals = await totalsOf(token);
  assert.equal(totals.orders, 4);
  assert.equal(totals.sales, 530 + 113 + 60 + 45);
  assert.deepEqual(totals.by_country, { EG: 530, US: 113, SA: 105 });
  assert.deepEqual(totals.by_status, { paid: 2, refunded: 1, cancelled: 1 });
});

test('a Salla export with Arabic headers, and the same file saved by Excel in Windows-1256', async () => {
  for (const file of ['salla-orders.csv', 'salla-orders-windows-1256.csv']) {
    const token = await registerSeller(app, 'متجر سلة');
    const upload = await uploadSellerCsv(app, token, path.join(EXPORTS, file));
    assert.equal(upload.status, 200, JSON.stringify(upload.body));
    const imported = upload.body.data.data_warehouse.import;
    assert.equal(imported.platform, 'salla', file);
    assert.equal(imported.encoding, file.includes('1256') ? 'WIN1256' : 'UTF8');
    const totals = await totalsOf(token);
    assert.equal(totals.orders, 3);
    assert.equal(totals.sales, 431.25 + 517.5 + 253);
    assert.deepEqual(totals.by_country, { السعودية: 948.75, الإمارات: 253 });
    assert.deepEqual(totals.by_status, { paid: 1, cancelled: 1, pending: 1 });
    const { rows } = await db.query("SELECT city, status, cancelled_at IS NOT NULL AS cancelled FROM warehouse.orders WHERE store_id = $1 AND order_number = '218830002'", [totals.storeId]);
    // Cancelled by its status alone (the export has no cancel date): excluded wherever cancelled orders are.
    assert.deepEqual(rows[0], { city: 'جدة', status: 'cancelled', cancelled: true });
    // The file's currency becomes the store's, so answers speak in riyals.
    const store = await app.api('GET', '/stores/default', { token });
    assert.equal(store.body.data.currency, 'SAR');
    const asked = await app.api('POST', '/chat/web', { token, body: { message: 'كم المبيعات في مارس 2024؟' } });
    assert.equal(asked.status, 200, JSON.stringify(asked.body));
    const { table, text } = asked.body.data.answer;
    const metric = table.columns.find((column: any) => column.type === 'money');
    assert.equal(Number(table.rows[0][metric.key]), 431.25 + 253, JSON.stringify(asked.body.data.answer));
    assert.match(text, /ر\.س|ريال|SAR/, text);
    // One full stop after an amount in riyals, whose symbol already ends with one.
    assert.doesNotMatch(text, /\.[\u200e\u200f\u2066-\u2069]*\.$/, text);
    const { rows: shipments } = await db.query('SELECT carrier, tracking_number FROM warehouse.shipments WHERE store_id = $1 ORDER BY id', [totals.storeId]);
    assert.deepEqual(shipments[0], { carrier: 'أرامكس', tracking_number: 'AX1234567890' });
  }
});

test('a Magento 2 order grid export: one row per order, dollar amounts, addresses with the city', async () => {
  const token = await registerSeller(app, 'Magento Seller');
  const upload = await uploadSellerCsv(app, token, path.join(EXPORTS, 'magento2-order-grid.csv'));
  assert.equal(upload.status, 200, JSON.stringify(upload.body));
  assert.equal(upload.body.data.data_warehouse.import.platform, 'magento');
  const totals = await totalsOf(token);
  assert.equal(totals.orders, 4);
  assert.equal(totals.sales, 39.64 + 120 + 80 + 15);
  assert.deepEqual(totals.by_status, { paid: 2, refunded: 1, cancelled: 1 });
  const { rows } = await db.query("SELECT city, created_at FROM warehouse.orders WHERE store_id = $1 AND order_number = '000000002'", [totals.storeId]);
  assert.equal(rows[0].city, 'Riyadh');
  const { rows: customers } = await db.query('SELECT count(*)::int AS n FROM warehouse.customers WHERE store_id = $1', [totals.storeId]);
  assert.equal(customers[0].n, 3);
});

test('a generic order-lines file (Superstore layout): sales, quantity, discount rates and profit', async () => {
  const token = await registerSeller(app, 'Superstore');
  const upload = await uploadSellerCsv(app, token, path.join(EXPORTS, 'superstore-order-lines.csv'));
  assert.equal(upload.status, 200, JSON.stringify(upload.body));
  const imported = upload.body.data.data_warehouse.import;
  assert.equal(imported.platform, 'generic');
  const fields = Object.fromEntries(imported.mapping.map((m: any) => [m.field, m.columns[0]]));
  assert.equal(fields.discount_rate, 'Discount');
  assert.equal(fields.line_total, 'Sales');
  assert.equal(fields.shipped_at, 'Ship Date');
  assert.ok(imported.extra_columns.includes('Segment'));
  const totals = await totalsOf(token);
  assert.equal(totals.orders, 3);
  assert.equal(Math.round(totals.line_sales * 100) / 100, 1988.47);
  const { rows } = await db.query(
    `SELECT o.created_at AT TIME ZONE 'Asia/Riyadh' AS day, sum(l.total - l.cost)::float AS profit, max(l.extra->>'Segment') AS segment
     FROM warehouse.orders o JOIN warehouse.order_lines l ON l.store_id = o.store_id AND l.order_id = o.id
     WHERE o.store_id = $1 AND o.order_number = 'CA-2016-152156' GROUP BY 1`,
    [totals.storeId],
  );
  assert.equal(rows[0].day.toISOString().slice(0, 10), '2016-11-08');
  // Profit is kept per line in cents: 41.91 + 219.58.
  assert.equal(Math.round(rows[0].profit * 100) / 100, 261.49);
  assert.equal(rows[0].segment, 'Consumer');
});

test('Excel "Unicode text" (UTF-16, tab separated) and semicolon files import the same orders', async () => {
  const { readFileSync } = await import('node:fs');
  const { parse } = await import('csv-parse/sync');
  const rows = parse(readFileSync(path.join(EXPORTS, 'superstore-order-lines.csv'), 'utf8')) as string[][];
  const utf16 = Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from(rows.map((r) => r.join('\t')).join('\r\n') + '\r\n', 'utf16le')]);
  const semicolon = rows.map((r) => r.map((v) => (/[;"]/.test(v) ? `"${v.replace(/"/g, '""')}"` : v)).join(';')).join('\n') + '\n\n\n';
  for (const [name, content, delimiter, encoding] of [['orders.txt', utf16, '\t', 'UTF16LE'], ['orders.csv', Buffer.from(semicolon), ';', 'UTF8']] as const) {
    const token = await registerSeller(app, 'Excel Seller');
    const upload = await uploadSellerCsv(app, token, { name, content });
    assert.equal(upload.status, 200, JSON.stringify(upload.body));
    const imported = upload.body.data.data_warehouse.import;
    assert.deepEqual([imported.delimiter, imported.encoding, imported.status], [delimiter, encoding, 'succeeded']);
    const totals = await totalsOf(token);
    assert.equal(totals.orders, 3);
    assert.equal(Math.round(totals.line_sales * 100) / 100, 1988.47);
  }
});

test('rows of one order apart in the file still make one order with all its lines; a second upload replaces the first', async () => {
  const token = await registerSeller(app, 'Scattered Rows');
  const header = 'Order ID,Order Date,Email,Product Name,Quantity,Unit Price,Shipping';
  const rows = [
    'A-1,2024-03-01 10:00,amal@example.com,Dates,2,10.00,5',
    'A-2,2024-03-02 11:00,badr@example.com,Oud,1,100.00,0',
    'A-1,2024-03-01 10:00,amal@example.com,Coffee,3,4.50,5',
    'A-3,2024-03-03 12:00,amal@example.com,Dates,1,10.00,0',
    'A-2,2024-03-02 11:00,badr@example.com,Dates,1,10.00,0',
  ];
  const first = await uploadSellerCsv(app, token, { name: 'scattered.csv', content: [header, ...rows].join('\n') });
  assert.equal(first.status, 200, JSON.stringify(first.body));
  assert.equal(first.body.data.data_warehouse.import.status, 'succeeded');
  const totals = await totalsOf(token);
  assert.equal(totals.orders, 3);
  assert.equal(totals.line_sales, 20 + 13.5 + 100 + 10 + 10);
  const { rows: orders } = await db.query(
    `SELECT o.order_number, o.subtotal::float, o.total::float, o.customer_id, (SELECT count(*)::int FROM warehouse.order_lines l WHERE l.store_id = o.store_id AND l.order_id = o.id) AS lines
     FROM warehouse.orders o WHERE o.store_id = $1 ORDER BY o.order_number`,
    [totals.storeId],
  );
  assert.deepEqual(orders.map((o) => [o.order_number, o.subtotal, o.total, o.lines]), [['A-1', 33.5, 38.5, 2], ['A-2', 110, 110, 2], ['A-3', 10, 10, 1]]);
  // One customer for amal's two orders.
  assert.equal(orders[0].customer_id, orders[2].customer_id);

  const second = await uploadSellerCsv(app, token, { name: 'again.csv', content: [header, rows[1]].join('\n') });
  assert.equal(second.body.data.data_warehouse.import.status, 'succeeded');
  const replaced = await totalsOf(token);
  assert.equal(replaced.orders, 1);
  assert.equal(replaced.line_sales, 100);
  // The store's rows live in exactly one partition of each warehouse table: the previous one was dropped.
  const { rows: partitions } = await db.query(
    `SELECT count(*)::int AS n FROM pg_inherits i JOIN pg_class c ON c.oid = i.inhrelid
     WHERE i.inhparent = 'warehouse.orders'::regclass AND c.relname LIKE $1`,
    [`orders\\_s${replaced.storeId}\\_%`],
  );
  assert.equal(partitions[0].n, 1);
  const { rows: leftovers } = await db.query(`SELECT count(*)::int AS n FROM pg_class WHERE relname LIKE $1 AND relkind = 'r'`, [`orders\\_s${replaced.storeId}\\_%`]);
  assert.equal(leftovers[0].n, 1);
});

test('a WooCommerce export from the Advanced Order Export plugin, with its default labels, maps its orders and items', async () => {
  const token = await registerSeller(app, 'Woo Plugin Seller');
  const upload = await uploadSellerCsv(app, token, path.join(EXPORTS, 'woocommerce-advanced-order-export.csv'));
  // It was refused: "No amount column (total, sales or price) was found."
  assert.equal(upload.status, 200, JSON.stringify(upload.body));
  assert.equal(upload.body.data.data_warehouse.import.platform, 'woocommerce');
  const totals = await totalsOf(token);
  assert.equal(totals.orders, 3);
  assert.equal(totals.sales, 255 + 216 + 65);
  assert.deepEqual(totals.by_country, { AE: 320, SA: 216 });
  const { rows } = await db.query(
    `SELECT o.order_number, o.city, o.email, o.discount_total::float AS discount, o.shipping_total::float AS shipping, o.cancelled_at IS NOT NULL AS cancelled,
            (SELECT json_agg(json_build_array(l.title, l.sku, l.quantity, l.unit_price::float, l.total::float) ORDER BY l.sku) FROM warehouse.order_lines l WHERE l.store_id = o.store_id AND l.order_id = o.id) AS lines
       FROM warehouse.orders o WHERE o.store_id = $1 ORDER BY o.order_number`,
    [totals.storeId],
  );
  assert.deepEqual(rows.map((row) => [row.order_number, row.city, row.email, row.discount, row.shipping, row.cancelled]), [
    ['3101', 'Dubai', 'ali@example.ae', 0, 15, false],
    ['3102', 'Riyadh', 'mona@example.sa', 24, 0, false],
    ['3103', 'Sharjah', 'huda@example.ae', 0, 15, true],
  ]);
  assert.deepEqual(rows[0].lines, [['Dates Box', 'DATE-BOX', 3, 50, 150], ['Saffron', 'SAFFRON', 1, 90, 90]]);
  const store = await app.api('GET', '/stores/default', { token });
  assert.equal(store.body.data.currency, 'AED');
});
