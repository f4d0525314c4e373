import type { CatalogTable } from '../types.ts';

/** Joins keep store_id equal on both sides so a sharded Postgres (distribution column store_id) can push them down. */
const on = (a: string, b: string, fk: string) => `${b}.store_id = ${a}.store_id AND ${b}.id = ${a}.${fk}`;

/** The warehouse tables the commerce catalog may read (schema `warehouse`, every one keyed by store_id). */
export const commerceTables: Record<string, CatalogTable> = {
  orders: {
    key: 'orders', schema: 'warehouse', name: 'orders', alias: 'o', time: 'o.created_at', storeColumn: 'store_id',
    joins: {
      customers: { table: 'customers', on: on('o', 'c', 'customer_id') },
      first_orders: { table: 'first_orders', on: 'fo.store_id = o.store_id AND fo.customer_id = o.customer_id' },
    },
  },
  /** Each customer's first order: one grouped pass (the planner pushes the store filter in through the join). */
  first_orders: {
    key: 'first_orders', schema: 'warehouse', name: 'orders', alias: 'fo', time: 'fo.first_order_at', storeColumn: 'store_id',
    subquery: 'SELECT store_id, customer_id, min(created_at) AS first_order_at FROM warehouse.orders WHERE customer_id IS NOT NULL GROUP BY store_id, customer_id',
  },
  order_lines: {
    key: 'order_lines', schema: 'warehouse', name: 'order_lines', alias: 'l', time: 'o.created_at', storeColumn: 'store_id',
    joins: {
      orders: { table: 'orders', on: on('l', 'o', 'order_id') },
      products: { table: 'products', on: on('l', 'p', 'product_id') },
      customers: { table: 'customers', on: on('o', 'c', 'customer_id') },
      first_orders: { table: 'first_orders', on: 'fo.store_id = o.store_id AND fo.customer_id = o.customer_id' },
    },
  },
  /**
   * Two different products in one order, each pair twice (either one first): "what is bought together", "what do
   * customers buy with the Oud Perfume". Read from each order of the period to its own lines (twice, by the lines'
   * index), as a self-join of the lines was planned from every line of the store before the period (10 s against 4 s
   * for a year of a 1,000,000-order store, ADR 44). A product on two lines of an order is one product of it.
   */
  product_pairs: {
    key: 'product_pairs', schema: 'warehouse', name: 'order_lines', alias: 'pp', time: 'pp.created_at', storeColumn: 'store_id',
    subquery: `SELECT o.store_id, o.id AS order_id, o.created_at, o.cancelled_at, o.country, o.region, o.city, a.title, a.category, b.title AS other_title, b.category AS other_category
      FROM warehouse.orders o
      CROSS JOIN LATERAL (SELECT DISTINCT l.title, l.category FROM warehouse.order_lines l WHERE l.store_id = o.store_id AND l.order_id = o.id) a
      JOIN LATERAL (SELECT DISTINCT l.title, l.category FROM warehouse.order_lines l WHERE l.store_id = o.store_id AND l.order_id = o.id) b ON b.title <> a.title`,
  },
  // Every customer and every product, whether or not they ever ordered or sold (ADR 23): a customer who stopped
  // ordering is asked of the last three months, a product that stopped selling of the last thirty days.
  customers: { key: 'customers', schema: 'warehouse', name: 'customers', alias: 'c', time: 'c.created_at', storeColumn: 'store_id', members: { metric: 'orders', recentDays: 90 } },
  products: { key: 'products', schema: 'warehouse', name: 'products', alias: 'p', time: 'p.created_at', storeColumn: 'store_id', members: { metric: 'units', recentDays: 30 } },
  refunds: {
    key: 'refunds', schema: 'warehouse', name: 'refunds', alias: 'r', time: 'r.created_at', storeColumn: 'store_id',
    joins: { orders: { table: 'orders', on: on('r', 'o', 'order_id') }, customers: { table: 'customers', on: on('o', 'c', 'customer_id') } },
  },
  returns: {
    key: 'returns', schema: 'warehouse', name: 'returns', alias: 'rt', time: 'rt.created_at', storeColumn: 'store_id',
    joins: {
      orders: { table: 'orders', on: on('rt', 'o', 'order_id') },
      products: { table: 'products', on: on('rt', 'p', 'product_id') },
      customers: { table: 'customers', on: on('o', 'c', 'customer_id') },
    },
  },
  shipments: {
    key: 'shipments', schema: 'warehouse', name: 'shipments', alias: 's', time: 's.created_at', storeColumn: 'store_id',
    joins: { orders: { table: 'orders', on: on('s', 'o', 'order_id') }, customers: { table: 'customers', on: on('o', 'c', 'customer_id') } },
  },
  abandoned_carts: {
    key: 'abandoned_carts', schema: 'warehouse', name: 'abandoned_carts', alias: 'ac', time: 'ac.created_at', storeColumn: 'store_id',
    joins: { customers: { table: 'customers', on: on('ac', 'c', 'customer_id') } },
  },
  subscriptions: {
    key: 'subscriptions', schema: 'warehouse', name: 'subscriptions', alias: 'sb', time: 'sb.started_at', storeColumn: 'store_id',
    joins: { customers: { table: 'customers', on: on('sb', 'c', 'customer_id') } },
  },
  payments: { key: 'payments', schema: 'warehouse', name: 'payments', alias: 'pm', time: 'pm.paid_at', storeColumn: 'store_id' },
  /** Subscriptions seen from a period's bounds (churn rate): no time column, the period filters no row. */
  subscription_churn: {
    key: 'subscription_churn', schema: 'warehouse', name: 'subscriptions', alias: 'sc', storeColumn: 'store_id',
    joins: { customers: { table: 'customers', on: on('sc', 'c', 'customer_id') } },
  },
};
