import { Random } from './prng.ts';
import { demoCatalog } from './catalog.ts';
import { dayFactors, HOURS, RAMADAN_HOURS } from './calendar.ts';
import { COUNTRY_WEIGHTS, names } from './geography.ts';
import { writeOrder, type DemoCustomer, type OrderContext } from './orders.ts';
import { copyLine, emptyBatch, type DemoBatch } from './rows.ts';

export interface DemoOptions {
  store: number;
  orders: number;
  /** The last moment of the store's history (default: now, to the minute). */
  end?: Date;
  years?: number;
  seed?: number;
  currency?: string;
  /** Store time offset from UTC in hours, for the hour-of-day pattern (Riyadh: 3). */
  utcOffsetHours?: number;
}

const DAY = 86_400_000;
const BATCH_ORDERS = 5_000;
const RATES: Record<string, number> = { SAR: 1, AED: 0.98, USD: 1 / 3.75, KWD: 0.082, EGP: 13, GBP: 0.21, EUR: 0.245 };
const PLANS = [['Oud of the Month', 'month', 149, 30], ['Coffee Club', 'month', 79, 30], ['Dates Box', 'year', 899, 15], ['Beauty Box', 'month', 119, 25]] as const;

/**
 * Generates a deterministic demo store, day by day, and hands rows to `flush` in batches of a few thousand orders,
 * so a million orders never sit in memory at once.
 */
export async function generateDemoStore(options: DemoOptions, flush: (batch: DemoBatch) => Promise<void>): Promise<{ orders: number; customers: number }> {
  const random = new Random(options.seed ?? 2024);
  const end = (options.end ?? new Date(Math.floor(Date.now() / 60_000) * 60_000)).getTime();
  const start = new Date(Math.floor((end - (options.years ?? 3) * 365 * DAY) / DAY) * DAY);
  const currency = options.currency ?? 'SAR';
  const rate = RATES[currency] ?? 1;
  const offset = (options.utcOffsetHours ?? 3) * 3_600_000;
  const store = options.store;
  const products = demoCatalog(random);
  const ctx: OrderContext = { random, store, currency, rate, end, batch: emptyBatch(), ids: { order: 0, line: 0, shipment: 0, returns: 0, refund: 0, payment: 0 } };
  for (const product of products) {
    ctx.batch.products.push(copyLine([store, product.id, `gid://demo/Product/${product.id}`, product.title, product.category, product.vendor, product.sku, Math.round(product.price * rate * 100) / 100, Math.round(product.cost * rate * 100) / 100, start]));
  }
  const normalWeights = products.map((p) => [p, p.popularity] as const);
  const ramadanWeights = products.map((p) => [p, p.popularity * (p.ramadan ? 2.2 : 0.7)] as const);

  // Orders per day: the day weights scaled to the requested total, carrying fractions so the total is exact.
  const days: Array<{ date: Date; factors: ReturnType<typeof dayFactors> }> = [];
  for (let t = start.getTime(); t <= end; t += DAY) days.push({ date: new Date(t), factors: dayFactors(new Date(t), start) });
  const noise = days.map(() => 0.85 + random.next() * 0.3);
  const weightSum = days.reduce((sum, d, i) => sum + d.factors.weight * noise[i], 0);

  const customers: DemoCustomer[] = [];
  let cartId = 0;
  let subscriptionId = 0;
  let carry = 0;
  let pending = 0;
  for (let i = 0; i < days.length; i++) {
    const { date, factors } = days[i];
    const exact = (options.orders * factors.weight * noise[i]) / weightSum + carry;
    let count = Math.floor(exact);
    carry = exact - count;
    if (i === days.length - 1) count = Math.max(options.orders - ctx.ids.order, 0);
    const hours = factors.ramadan ? RAMADAN_HOURS : HOURS;
    const times: number[] = [];
    for (let n = 0; n < count; n++) times.push(date.getTime() - offset + random.weighted(hours) * 3_600_000 + random.int(0, 3_599_999));
    times.sort((a, b) => a - b);
    for (const raw of times) {
      const at = Math.min(raw, end - random.int(0, 600_000));
      // A third of orders come from returning customers, recent ones more likely.
      let customer: DemoCustomer;
      if (customers.length > 20 && random.chance(0.34)) customer = customers[customers.length - 1 - Math.floor(random.next() ** 2 * customers.length)];
      else {
        const country = random.weighted(COUNTRY_WEIGHTS);
        const [city, region] = random.weighted(country.cities.map(([c, r, w]) => [[c, r] as const, w] as const));
        const first = random.pick(names.first);
        const last = random.pick(names.last);
        customer = { id: customers.length + 1, email: `${first}.${last}.${customers.length + 1}@example.com`.toLowerCase().replace(/[^a-z0-9.@-]/g, ''), country, city, region };
        customers.push(customer);
        ctx.batch.customers.push(copyLine([store, customer.id, `gid://demo/Customer/${customer.id}`, customer.email, first, last, country.code, region, city, new Date(at)]));
        if (random.chance(0.02)) subscriptionId = writeSubscription(ctx, ++subscriptionId, customer.id, at);
      }
      const order = writeOrder(ctx, at, customer, products, factors.ramadan || factors.eid ? ramadanWeights : normalWeights, factors);
      // Some orders were a recovered abandoned cart; many more carts are never recovered.
      if (random.chance(0.08)) {
        const abandonedAt = at - random.int(1, 40) * 3_600_000;
        ctx.batch.abandoned_carts.push(copyLine([store, ++cartId, `cart-${cartId}`, customer.id, customer.email, new Date(abandonedAt), random.int(1, 4), order.subtotal, currency, new Date(at), order.id]));
      }
      const lost = random.weighted([[0, 55], [1, 35], [2, 10]]);
      for (let n = 0; n < lost; n++) {
        const known = random.chance(0.6);
        ctx.batch.abandoned_carts.push(copyLine([store, ++cartId, `cart-${cartId}`, known ? customer.id : null, known ? customer.email : null, new Date(at - random.int(0, 86_399_999)), random.int(1, 5), Math.round(random.int(40, 1500) * rate * 100) / 100, currency, null, null]));
      }
      if (++pending >= BATCH_ORDERS) {
        await flush(ctx.batch);
        ctx.batch = emptyBatch();
        pending = 0;
      }
    }
  }
  await flush(ctx.batch);
  return { orders: ctx.ids.order, customers: customers.length };
}

/** A subscription with its whole life: the plan, its payments each period, and a cancellation for most. */
function writeSubscription(ctx: OrderContext, id: number, customerId: number, at: number): number {
  const { random, store, batch } = ctx;
  const [plan, interval, price, weight] = random.weighted(PLANS.map((p) => [p, p[3]] as const));
  void weight;
  const amount = Math.round(price * ctx.rate * 100) / 100;
  const period = interval === 'month' ? 30 * DAY : 365 * DAY;
  // Monthly churn of about 6%: the subscription lasts a geometric number of periods.
  const periods = interval === 'month' ? Math.ceil(Math.log(1 - random.next()) / Math.log(0.94)) : random.int(1, 3);
  const cancelAt = at + periods * period;
  const cancelled = cancelAt <= ctx.end;
  for (let t = at, n = 0; t <= Math.min(cancelAt - 1, ctx.end); t += period, n++) {
    const failed = random.chance(0.03);
    batch.payments.push(copyLine([store, ++ctx.ids.payment, null, id, amount, ctx.currency, random.pick(['card', 'apple_pay', 'mada']), failed ? 'failed' : 'paid', new Date(t)]));
  }
  const status = cancelled ? 'cancelled' : random.chance(0.05) ? 'past_due' : 'active';
  batch.subscriptions.push(copyLine([store, id, `sub-${id}`, customerId, plan, interval, amount, ctx.currency, status, new Date(at), cancelled ? new Date(cancelAt) : null]));
  return id;
}
