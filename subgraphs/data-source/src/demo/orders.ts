import type { Random } from './prng.ts';
import type { DemoProduct } from './catalog.ts';
import type { Country } from './geography.ts';
import { copyLine, type DemoBatch } from './rows.ts';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

export interface DemoCustomer {
  id: number;
  email: string;
  country: Country;
  city: string;
  region: string;
}

/** Counters shared by every row the generator writes (ids are per store, so they start at 1). */
export interface DemoIds {
  order: number;
  line: number;
  shipment: number;
  returns: number;
  refund: number;
  payment: number;
}

export interface OrderContext {
  random: Random;
  store: number;
  currency: string;
  /** SAR prices times this give the store's currency. */
  rate: number;
  end: number;
  ids: DemoIds;
  batch: DemoBatch;
}

const CHANNELS = [['online_store', 55], ['whatsapp', 15], ['instagram', 12], ['tiktok', 6], ['snapchat', 5], ['pos', 4], ['marketplace', 3]] as const;
const SHIP_MODES = [['standard', 60], ['express', 28], ['same_day', 7], ['pickup', 5]] as const;
const RETURN_REASONS = [['size', 35], ['changed_mind', 25], ['damaged', 15], ['not_as_described', 15], ['wrong_item', 10]] as const;
const money = (value: number) => Math.round(value * 100) / 100;

function trackingNumber(random: Random, carrier: string): string {
  switch (carrier) {
    case 'Aramex': return random.digits(11);
    case 'SMSA': return `29${random.digits(10)}`;
    case 'DHL': return random.digits(10);
    case 'FedEx': return random.digits(12);
    case 'UPS': return `1Z${random.digits(6)}A${random.digits(9)}`;
    case 'SPL': case 'Emirates Post': case 'Royal Mail': return `RR${random.digits(9)}${carrier === 'SPL' ? 'SA' : carrier === 'Royal Mail' ? 'GB' : 'AE'}`;
    default: return `${carrier.replace(/\W/g, '').slice(0, 3).toUpperCase()}${random.digits(9)}`;
  }
}

/** Shipment state from the order's age: recent orders are still moving, a few old ones went wrong. */
function shipmentState(random: Random, ageDays: number): string {
  if (ageDays < 0.3) return random.weighted([['pending', 60], ['label_created', 40]]);
  if (ageDays < 1.5) return random.weighted([['label_created', 20], ['shipped', 45], ['in_transit', 35]]);
  if (ageDays < 4) return random.weighted([['in_transit', 50], ['out_for_delivery', 20], ['delivered', 25], ['failed_attempt', 5]]);
  return random.weighted([['delivered', 96], ['returned', 2], ['exception', 1], ['lost', 0.3], ['in_transit', 0.7]]);
}

/** Writes one order with its lines, shipment, payment, refunds and returns into the batch; returns its id and subtotal. */
export function writeOrder(ctx: OrderContext, at: number, customer: DemoCustomer, products: DemoProduct[], productWeights: ReadonlyArray<readonly [DemoProduct, number]>, season: { ramadan: boolean; november: boolean }) {
  const { random, store, ids, batch } = ctx;
  const id = ++ids.order;
  const country = customer.country;
  const lineCount = random.weighted([[1, 52], [2, 28], [3, 12], [4, 6], [5, 2]]);
  const lines: Array<{ product: DemoProduct; quantity: number; price: number }> = [];
  for (let i = 0; i < lineCount; i++) {
    const product = random.weighted(productWeights);
    if (lines.some((line) => line.product === product)) continue;
    lines.push({ product, quantity: random.weighted([[1, 75], [2, 18], [3, 5], [4, 2]]), price: money(product.price * ctx.rate) });
  }
  const subtotal = money(lines.reduce((sum, line) => sum + line.price * line.quantity, 0));
  const code = season.ramadan ? 'RAMADAN20' : season.november ? 'WHITEFRIDAY' : random.pick(['WELCOME10', 'VIP15', 'EID10']);
  const discounted = random.chance(season.ramadan || season.november ? 0.4 : 0.18);
  const discount = discounted ? money(subtotal * random.pick([0.1, 0.15, 0.2])) : 0;
  const shipping = subtotal - discount >= 300 * ctx.rate ? 0 : money((country.code === 'SA' ? 25 : 45) * ctx.rate);
  const tax = money((subtotal - discount) * country.vat);
  const total = money(subtotal - discount + shipping + tax);
  const ageDays = (ctx.end - at) / DAY;
  const status = ageDays < 2 && random.chance(0.12) ? 'pending' : random.weighted([['paid', 88], ['cancelled', 5], ['refunded', 3], ['partially_refunded', 4]]);
  const method = random.weighted(country.payments);
  const channel = random.weighted(CHANNELS);
  const shipMode = random.weighted(SHIP_MODES);
  const created = new Date(at);
  const cancelledAt = status === 'cancelled' ? new Date(at + random.int(1, 30) * HOUR) : null;

  // Shipment (none for cancelled orders or store pickups).
  let deliveredAt: number | null = null;
  let shipState: string | null = null;
  if (status !== 'cancelled' && shipMode !== 'pickup') {
    shipState = status === 'pending' ? 'pending' : shipmentState(random, ageDays);
    const carrier = random.weighted(country.carriers);
    const shippedAt = ['pending', 'label_created'].includes(shipState) ? null : at + random.int(4, 36) * HOUR;
    const [low, high] = country.transit;
    const transit = (shipMode === 'same_day' ? 0.3 : shipMode === 'express' ? low : random.int(low, high)) * DAY;
    if (shippedAt && ['delivered', 'returned'].includes(shipState)) deliveredAt = Math.min(shippedAt + transit + random.int(0, 20) * HOUR, ctx.end);
    const tracking = shipState === 'pending' ? null : trackingNumber(random, carrier);
    batch.shipments.push(copyLine([store, ++ids.shipment, id, carrier, tracking, tracking ? `https://track.example/${carrier.replace(/\W/g, '').toLowerCase()}/${tracking}` : null, shipState,
      shippedAt ? new Date(shippedAt) : null, new Date(at + DAY + transit), shipState === 'delivered' && deliveredAt ? new Date(deliveredAt) : null, created]));
  }
  const fulfillment = status === 'cancelled' ? 'unfulfilled' : shipState && !['pending', 'label_created'].includes(shipState) ? 'fulfilled' : shipMode === 'pickup' && status !== 'pending' ? 'fulfilled' : 'unfulfilled';

  let refunded = 0;
  let lineId = ids.line;
  const firstLine = lineId + 1;
  for (const line of lines) {
    const gross = line.price * line.quantity;
    const share = subtotal ? money((discount * gross) / subtotal) : 0;
    batch.order_lines.push(copyLine([store, ++lineId, id, line.product.id, line.product.title, line.product.sku, line.product.category, line.product.vendor, line.quantity, line.price, share, money(gross - share), money(line.product.cost * ctx.rate * line.quantity), null]));
  }
  ids.line = lineId;
  if (status === 'refunded') {
    refunded = total;
    batch.refunds.push(copyLine([store, ++ids.refund, id, total, random.weighted(RETURN_REASONS), new Date(at + random.int(2, 20) * DAY)]));
  }
  if (status === 'partially_refunded' || (status === 'paid' && deliveredAt && random.chance(0.03))) {
    // A returned line: the return, and its refund once received.
    const index = random.int(0, lines.length - 1);
    const line = lines[index];
    const returnedAt = (deliveredAt ?? at + 3 * DAY) + random.int(1, 10) * DAY;
    const returnState = status === 'partially_refunded' ? 'refunded' : random.weighted([['requested', 30], ['approved', 25], ['received', 20], ['rejected', 25]]);
    batch.returns.push(copyLine([store, ++ids.returns, id, firstLine + index, line.product.id, 1, random.weighted(RETURN_REASONS), returnState, new Date(Math.min(returnedAt, ctx.end))]));
    if (returnState === 'refunded') {
      refunded = money(Math.min(line.price, total));
      batch.refunds.push(copyLine([store, ++ids.refund, id, refunded, 'return', new Date(Math.min(returnedAt + 2 * DAY, ctx.end))]));
    }
  }
  const finalStatus = status === 'paid' && refunded > 0 ? 'partially_refunded' : status;
  const financial = finalStatus === 'cancelled' ? 'voided' : finalStatus;
  if (finalStatus !== 'cancelled') {
    const cod = method === 'cash_on_delivery';
    const paidAt = cod ? deliveredAt : at + random.int(0, 5) * 60_000;
    batch.payments.push(copyLine([store, ++ids.payment, id, null, total, ctx.currency, method, paidAt ? 'paid' : 'pending', new Date(paidAt ?? at)]));
  } else if (method !== 'cash_on_delivery' && random.chance(0.5)) {
    batch.payments.push(copyLine([store, ++ids.payment, id, null, total, ctx.currency, method, 'failed', created]));
  }
  batch.orders.push(copyLine([store, id, `gid://demo/Order/${100000 + id}`, String(1000 + id), customer.id, customer.email, created, ctx.currency, finalStatus, financial, fulfillment, channel, method, shipMode,
    country.code, customer.region, customer.city, subtotal, discount, shipping, tax, total, refunded, cancelledAt, discounted ? JSON.stringify({ discount_code: code }) : null]));
  return { id, subtotal };
}
