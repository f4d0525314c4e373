import type { TestApp } from '../../helpers/test-app.ts';
import { query } from './chat-owner.ts';

export interface SeedShape {
  cities: string[];
  /** Every order total is base + (i * 37 mod 200), so two stores' sums never coincide. */
  base: number;
  orders: number;
  /** Text stored in data values: it must be shown as data, never obeyed. */
  hostileText?: string;
}

/**
 * A small deterministic warehouse for one store: customers, products, orders spread over the last 360 days (every
 * sixth day, counted back from now so relative periods always have rows), one order line and one shipment per order.
 */
export async function seedWarehouse(app: TestApp, storeId: string, shape: SeedShape): Promise<void> {
  const hostile = shape.hostileText ?? 'Plain city';
  await query(
    app,
    `INSERT INTO warehouse.customers (store_id, id, email, first_name, country, city)
     SELECT $1, c, 'customer' || c || '@example.com', 'Customer ' || c, 'SA', ($2::text[])[1 + c % array_length($2::text[], 1)]
       FROM generate_series(1, 12) c`,
    [storeId, shape.cities],
  );
  await query(
    app,
    `INSERT INTO warehouse.products (store_id, id, title, category, vendor, sku, price, cost)
     VALUES ($1, 1, 'Sukkari Dates 1kg', 'Dates', 'Qassim Farms', 'SKU-1', 40, 25),
            ($1, 2, 'Arabic Coffee 500g', 'Coffee', 'Najd Roasters', 'SKU-2', 60, 30),
            ($1, 3, $2, 'Gifts', 'Hostile Vendor', 'SKU-3', 90, 50)`,
    [storeId, `'; DROP TABLE warehouse.orders; -- ${hostile}`],
  );
  await query(
    app,
    `INSERT INTO warehouse.orders (store_id, id, order_number, customer_id, email, created_at, status, channel, payment_method,
                                   country, city, subtotal, total, currency)
     SELECT $1, i, (1000 + i)::text, 1 + i % 12, 'customer' || (1 + i % 12) || '@example.com',
            date_trunc('day', now()) - make_interval(days => i * 6) + interval '10 hours', 'paid',
            (ARRAY['web', 'whatsapp'])[1 + i % 2], (ARRAY['card', 'cash'])[1 + i % 2], 'SA',
            CASE WHEN i % 7 = 3 THEN $5 ELSE ($2::text[])[1 + i % array_length($2::text[], 1)] END,
            $3 + (i * 37) % 200, $3 + (i * 37) % 200, 'USD'
       FROM generate_series(1, $4::int) i`,
    [storeId, shape.cities, shape.base, shape.orders, hostile],
  );
  await query(
    app,
    `INSERT INTO warehouse.order_lines (store_id, order_id, product_id, title, sku, category, vendor, quantity, unit_price, total)
     SELECT o.store_id, o.id, p.id, p.title, p.sku, p.category, p.vendor, 1, o.total, o.total
       FROM warehouse.orders o JOIN warehouse.products p ON p.store_id = o.store_id AND p.id = 1 + o.id % 3
      WHERE o.store_id = $1`,
    [storeId],
  );
  await query(
    app,
    `INSERT INTO warehouse.shipments (store_id, order_id, carrier, tracking_number, status, shipped_at, delivered_at)
     SELECT store_id, id, 'SMSA', 'TRK' || id, CASE WHEN id % 4 = 0 THEN 'in_transit' ELSE 'delivered' END,
            created_at + interval '1 day', CASE WHEN id % 4 = 0 THEN NULL ELSE created_at + interval '3 days' END
       FROM warehouse.orders WHERE store_id = $1`,
    [storeId],
  );
}
