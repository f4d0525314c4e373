import { connectionOf, localIdOf, offsetOf, toGlobalId, unauthenticated, type ConnectionArgs, type SubgraphContext } from '@dukkan/shared';

interface OrderRow {
  store_id: string;
  id: string;
  order_number: string;
  created_at: Date;
  status: string;
  currency: string;
  total: string;
  email: string | null;
  country: string | null;
  city: string | null;
  extra: unknown;
}

/** Every read names the caller's store: warehouse rows of other stores are never selected. */
async function ownOrder(ctx: SubgraphContext, globalId: string): Promise<OrderRow | null> {
  const id = localIdOf(globalId, 'WarehouseOrder');
  if (!id || !/^\d{1,18}$/.test(id) || !ctx.caller.storeId) return null;
  const { rows } = await ctx.runtime.pool.query<OrderRow>('SELECT * FROM warehouse.orders WHERE store_id = $1 AND id = $2', [ctx.caller.storeId, id]);
  return rows[0] ?? null;
}

export const warehouseOrderResolvers = {
  Query: {
    warehouseOrders: async (_: unknown, args: ConnectionArgs, ctx: SubgraphContext) => {
      if (!ctx.caller.storeId) throw unauthenticated(ctx.caller.locale);
      const page = offsetOf(args);
      const { pool } = ctx.runtime;
      const [{ rows }, { rows: count }] = await Promise.all([
        pool.query<OrderRow>('SELECT * FROM warehouse.orders WHERE store_id = $1 ORDER BY created_at DESC, id DESC LIMIT $2 OFFSET $3', [ctx.caller.storeId, page.limit + 1, page.offset]),
        pool.query('SELECT count(*) AS total FROM warehouse.orders WHERE store_id = $1', [ctx.caller.storeId]),
      ]);
      return connectionOf(rows, page, count[0].total);
    },
  },
  WarehouseOrder: {
    __resolveReference: (reference: { id: string }, ctx: SubgraphContext) => ownOrder(ctx, reference.id),
    id: (row: OrderRow) => toGlobalId('WarehouseOrder', row.id),
    orderNumber: (row: OrderRow) => row.order_number,
    createdAt: (row: OrderRow) => row.created_at.toISOString(),
    total: (row: OrderRow) => Number(row.total),
    lines: async (row: OrderRow, _: unknown, ctx: SubgraphContext) => {
      const { rows } = await ctx.runtime.pool.query(
        'SELECT title, sku, category, quantity, unit_price, total, extra FROM warehouse.order_lines WHERE store_id = $1 AND order_id = $2 ORDER BY id',
        [row.store_id, row.id],
      );
      return rows.map((line) => ({ ...line, unitPrice: Number(line.unit_price), total: Number(line.total) }));
    },
  },
};
