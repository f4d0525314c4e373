/**
 * A store to bench answers on, for running the answer bench alone: a fresh database, the whole product on random
 * ports, an owner signed up through REST, and BENCH_ORDERS orders (default 1,000,000) written by SQL in one pass.
 */
import pg from 'pg';
import { randomBytes } from 'node:crypto';
import { readSettings } from '@dukkan/shared';
import { migrateAll, startProduct } from '../product.ts';
import type { AnswerBenchTarget } from './answer.ts';

const CITIES = ['Riyadh', 'Jeddah', 'Dammam', 'Makkah', 'Madinah', 'Khobar', 'Taif', 'Tabuk', 'Abha', 'Dubai', 'Abu Dhabi', 'Sharjah', 'Doha', 'Kuwait City', 'Manama', 'Muscat', 'Cairo', 'Amman'];

export async function fillBenchStore(databaseUrl: string, storeId: string, orders: number): Promise<void> {
  const db = new pg.Client({ connectionString: databaseUrl });
  await db.connect();
  try {
    await db.query(
      `INSERT INTO warehouse.products (store_id, id, title, category, vendor, sku, price, cost)
       SELECT $1, p, 'Product ' || p, 'Category ' || (p % 20), 'Vendor ' || (p % 30), 'SKU-' || p, 10 + p % 200, 5 + p % 100
         FROM generate_series(1, 500) p`,
      [storeId],
    );
    await db.query(
      `INSERT INTO warehouse.customers (store_id, id, email, first_name, country, city, created_at)
       SELECT $1, c, 'c' || c || '@example.com', 'Customer ' || c, 'SA', ($2::text[])[1 + c % array_length($2::text[], 1)], now() - make_interval(days => c % 900)
         FROM generate_series(1, 50000) c`,
      [storeId, CITIES],
    );
    await db.query(
      `INSERT INTO warehouse.orders (store_id, id, order_number, customer_id, email, created_at, status, channel, payment_method, country, city, subtotal, total, refunded_total, currency, cancelled_at)
       SELECT $1, i, (1000 + i)::text, 1 + (i * 7) % 50000, 'c' || (1 + (i * 7) % 50000) || '@example.com',
              now() - make_interval(days => (i * 7919) % 730, hours => i % 24), 'paid',
              (ARRAY['web', 'whatsapp', 'instagram', 'pos'])[1 + i % 4], (ARRAY['card', 'cash', 'apple_pay', 'bank'])[1 + i % 4], 'SA',
              ($2::text[])[1 + i % array_length($2::text[], 1)], 20 + (i * 37) % 480, 20 + (i * 37) % 480,
              CASE WHEN i % 40 = 0 THEN 10 ELSE 0 END, 'SAR', CASE WHEN i % 97 = 0 THEN now() ELSE NULL END
         FROM generate_series(1, $3::int) i`,
      [storeId, CITIES, orders],
    );
    await db.query(
      `INSERT INTO warehouse.order_lines (store_id, order_id, product_id, title, sku, category, vendor, quantity, unit_price, total)
       SELECT $1, i, 1 + i % 500, 'Product ' || (1 + i % 500), 'SKU-' || (1 + i % 500), 'Category ' || ((1 + i % 500) % 20),
              'Vendor ' || ((1 + i % 500) % 30), 1 + i % 3, 20 + (i * 37) % 480, 20 + (i * 37) % 480
         FROM generate_series(1, $2::int) i`,
      [storeId, orders],
    );
    await db.query('ANALYZE warehouse.orders, warehouse.order_lines, warehouse.customers, warehouse.products');
  } finally {
    await db.end();
  }
}

export async function runStandalone(bench: (target: AnswerBenchTarget) => Promise<void>): Promise<void> {
  const server = process.env.BENCH_DATABASE_SERVER ?? process.env.TEST_DATABASE_URL ?? 'postgresql://postgres@127.0.0.1:5432/postgres';
  const name = `dukkan_bench_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: server });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  const url = new URL(server);
  url.pathname = `/${name}`;
  const databaseUrl = url.toString();
  let product: Awaited<ReturnType<typeof startProduct>> | null = null;
  try {
    await migrateAll(databaseUrl);
    product = await startProduct({ databaseUrl, settings: readSettings({ ...process.env, NODE_ENV: 'test' }), randomPorts: true, workers: false });
    const email = `bench-${randomBytes(4).toString('hex')}@example.com`;
    const registered = await fetch(`${product.url}/api/auth/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ store_name: 'Bench Store', email, password: 'bench-store-password', timezone: 'Asia/Riyadh' }),
    });
    const token = ((await registered.json()) as { data: { token: string } }).data.token;
    const db = new pg.Client({ connectionString: databaseUrl });
    await db.connect();
    const { rows } = await db.query('SELECT m.store_id FROM store_member m JOIN auth_user u ON u.id = m.user_id WHERE u.email = $1', [email]);
    await db.end();
    const orders = Number(process.env.BENCH_ORDERS ?? 1_000_000);
    const filled = performance.now();
    await fillBenchStore(databaseUrl, String(rows[0].store_id), orders);
    console.log(`bench store: ${orders.toLocaleString('en')} orders written in ${((performance.now() - filled) / 1000).toFixed(1)} s`);
    await bench({ baseUrl: product.url, token, databaseUrl });
  } finally {
    await product?.close();
    // Dropping with FORCE ends any connection still idle in a pool; that pool's error is expected at this point.
    process.on('uncaughtException', (error: { code?: string }) => {
      if (error?.code !== '57P01') throw error;
    });
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.end();
  }
}
