import { copyLine } from '../warehouse/copy-text.ts';
import type { ImportProblem } from '../imports/import.repository.ts';
import { FieldReader, type ColumnFormats, type NumberOf, type TextOf } from './field-reader.ts';
import { KeyTable } from './key-table.ts';
import type { SellerMapping } from './mapping.ts';

const CANCELLED = new Set(['cancelled', 'canceled', 'voided', 'void', 'failed', 'ملغي', 'ملغى', 'ملغاة', 'canceled_reversal']);
const REFUNDED = new Set(['refunded', 'مسترجع', 'مسترد', 'تم الاسترجاع', 'closed']);
const PENDING = new Set(['pending', 'pending payment', 'pending_payment', 'on-hold', 'on hold', 'awaiting payment', 'authorized', 'بانتظار الدفع', 'قيد الانتظار', 'بانتظار المراجعة']);
/** Problems listed by line; beyond this only counted. */
const SHOWN_PROBLEMS = 50;
const SHOWN_UNDATED = 20;

/** Rounds like PostgreSQL's numeric round(): half away from zero, on the decimal value the float stands for. */
export function round2(value: number): number {
  return (Math.sign(value) * Math.round(Math.abs(value) * 100 + 1e-7)) / 100;
}
/** Drops the binary noise of float sums (0.1 + 0.2) before the value is written as a decimal. */
const exact = (value: number) => Math.round(value * 1e6) / 1e6;
const lower = (value: string | null) => (value === null ? null : value.toLowerCase());

/** A copy of a string cut from a big chunk of the file, so keeping it does not keep the whole chunk alive. */
const own = (value: string | null): string | null => (value === null || value.length < 13 ? value : Buffer.from(value, 'utf8').toString('utf8'));

/** The order whose rows are being read (exports give an order's rows together). */
interface OpenOrder {
  id: number;
  key: string;
  row: string[];
  total: number;
  discount: number;
}

/** What is remembered of an order once written: enough to add lines that turn up later in the file. */
const DATED = 1;
const SUBTOTAL_FROM_LINES = 2;
const DISCOUNT_FROM_LINES = 4;
const TOTAL_FROM_LINES = 8;
const REFUND_IS_TOTAL = 16;

interface Product {
  id: number;
  key: string;
  title: string | null;
  sku: string | null;
  category: string | null;
  vendor: string | null;
  price: number | null;
  costSum: number;
  costCount: number;
}

/** Where the builder writes each table's rows (COPY text, one line each). */
export type SellerSinks = Record<'order_lines' | 'orders' | 'customers' | 'shipments' | 'refunds', { add(line: string): void }>;

/** Amounts of lines that came after their order was written: added to the written order afterwards. */
export interface LateLines {
  id: number;
  total: number;
  discount: number;
  flags: number;
}

const maxText = (a: string | null, b: string | null) => (a === null ? own(b) : b === null || a >= b ? a : own(b));

/**
 * Turns a seller's rows, one at a time in file order, into the store's warehouse rows, written as they are made:
 * an order (with its customer, shipment and refund) when its rows end, each line at once. An order's fields come
 * from its first row; its amounts, when the file does not give them, from its lines. Ids are the rows' numbers in
 * the file (ids are per store). Memory holds one open order, each order's key and products, never the file.
 */
export class SellerStoreBuilder {
  readonly problems: ImportProblem[] = [];
  problemRows = 0;
  ordersWritten = 0;
  linesWritten = 0;
  private readonly orderIds = new KeyTable();
  private orderFlags = new Uint8Array(1 << 16);
  private readonly customers = new KeyTable();
  private readonly products = new Map<string, Product>();
  private readonly late = new Map<number, LateLines>();
  private readonly undatedOrders: ImportProblem[] = [];
  private open: OpenOrder | null = null;
  private readonly currencies = new Map<string, number>();
  private readonly read: ReturnType<typeof readers>;
  private readonly reader: FieldReader;
  private readonly lines: boolean;
  private readonly store: number;

  constructor(
    private readonly options: { storeId: number; headers: string[]; mapping: SellerMapping; formats: ColumnFormats; currency: string },
    private readonly sinks: SellerSinks,
  ) {
    this.reader = new FieldReader(options.headers, options.mapping, options.formats);
    this.read = readers(this.reader);
    this.lines = options.mapping.rows === 'lines';
    this.store = options.storeId;
  }

  /** One data row: `record` counts rows from 1, `line` is where it starts in the file. */
  add(row: string[], record: number, line: number): void {
    const r = this.read;
    const key = r.hasOrderId ? r.orderId(row) : String(record);
    const unreadable = this.reader.unreadable(row);
    if (key === null || unreadable) {
      this.problemRows += 1;
      if (this.problems.length < SHOWN_PROBLEMS) {
        if (key === null) this.problems.push({ line, key: 'noOrderId', params: { line } });
        for (const { field, column } of unreadable ?? []) this.problems.push({ line, key: 'unreadable', params: { line, field, column: own(column)! } });
      }
    }

    // The order this row belongs to: the open one, a new one, or one already written (rows out of order).
    let orderId = 0;
    let dated = false;
    let open: OpenOrder | null = null;
    if (key !== null) {
      if (this.open && this.open.key === key) open = this.open;
      else {
        const written = this.orderIds.get(key);
        if (written !== undefined) {
          orderId = written;
          dated = (this.orderFlags[written] & DATED) !== 0;
        } else {
          this.closeOrder();
          dated = r.createdAt(row) !== null;
          open = this.open = { id: record, key: own(key)!, row, total: 0, discount: 0 };
          if (!dated && this.undatedOrders.length < SHOWN_UNDATED) this.undatedOrders.push({ line, key: 'undatedOrder', params: { line, order: open.key } });
          this.setFlags(record, dated ? DATED : 0);
        }
      }
      if (open) {
        orderId = open.id;
        dated = (this.orderFlags[open.id] & DATED) !== 0;
      }
    }
    if (!this.lines) return;

    const q = r.quantity(row);
    const quantity = q === null ? 1 : Math.sign(q) * Math.round(Math.abs(q));
    const unitPrice = r.unitPrice(row);
    const given = r.lineTotal(row);
    let lineDiscount = 0;
    if (r.hasLineDiscount) lineDiscount = r.lineDiscount(row) ?? 0;
    else if (r.hasRate && r.hasLineTotal) {
      const rate = r.rate(row);
      lineDiscount = given === null || rate === null || rate === 1 ? 0 : round2((given * rate) / (1 - rate));
    }
    const lineTotal = r.hasLineTotal ? (given ?? 0) : unitPrice === null ? 0 : quantity * unitPrice - lineDiscount;
    let cost: number | null = null;
    if (r.hasCost) {
      const unitCost = r.cost(row);
      cost = unitCost === null ? null : unitCost * quantity;
    } else if (r.hasProfit) {
      const profit = r.profit(row);
      cost = profit === null ? null : lineTotal - profit;
    }
    // Each cell is read once per row: this runs for every row of the file.
    const productName = r.productName(row);
    const sku = r.sku(row);
    const category = r.category(row);
    const vendor = r.vendor(row);
    const productKey = sku ?? r.productId(row) ?? productName;
    let product: Product | undefined;
    if (productKey !== null) {
      product = this.products.get(productKey);
      if (!product) {
        product = { id: record, key: own(productKey)!, title: null, sku: null, category: null, vendor: null, price: null, costSum: 0, costCount: 0 };
        this.products.set(product.key, product);
      }
      product.title = maxText(product.title, productName);
      product.sku = maxText(product.sku, sku);
      product.category = maxText(product.category, category);
      product.vendor = maxText(product.vendor, vendor);
      const price = r.hasUnitPrice ? unitPrice : quantity === 0 ? null : lineTotal / quantity;
      if (price !== null && (product.price === null || price > product.price)) product.price = price;
      if (cost !== null && quantity !== 0) {
        product.costSum += cost / quantity;
        product.costCount += 1;
      }
    }
    if (key === null) return;
    if (open) {
      open.total += lineTotal;
      open.discount += lineDiscount;
    } else {
      const late = this.late.get(orderId) ?? { id: orderId, total: 0, discount: 0, flags: this.orderFlags[orderId] };
      late.total += lineTotal;
      late.discount += lineDiscount;
      this.late.set(orderId, late);
    }
    // Lines of an order without a readable date are not imported (the order is reported).
    if (!dated) return;
    const unit = r.hasUnitPrice && unitPrice !== null ? unitPrice : quantity === 0 ? 0 : lineTotal / quantity;
    this.linesWritten += 1;
    this.sinks.order_lines.add(copyLine([
      this.store, record, orderId, product?.id, productName ?? sku ?? 'Item', sku, category, vendor,
      quantity, round2(unit), exact(lineDiscount), exact(lineTotal), cost === null ? null : exact(cost), this.reader.extra(row),
    ]));
  }

  private setFlags(id: number, flags: number): void {
    if (id >= this.orderFlags.length) {
      const grown = new Uint8Array(Math.max(id + 1, this.orderFlags.length * 2));
      grown.set(this.orderFlags);
      this.orderFlags = grown;
    }
    this.orderFlags[id] = flags;
  }

  /** Writes the open order with its customer, shipment and refund. */
  private closeOrder(): void {
    const order = this.open;
    if (!order) return;
    this.open = null;
    this.orderIds.set(order.key, order.id);
    if (!(this.orderFlags[order.id] & DATED)) return;
    const r = this.read;
    const store = this.store;
    const row = order.row;
    const createdAt = r.createdAt(row)!;
    const email = r.email(row);
    const customerName = r.customerName(row);
    const customerKey = lower(email) ?? r.customerId(row) ?? customerName;
    const country = r.country(row);
    const address = r.address(row);
    const city = r.hasCity ? r.city(row) : r.hasAddress && address !== null ? part(address, 1) : null;
    const region = r.hasRegion ? r.region(row) : r.hasAddress && address !== null ? part(address, 2) : null;
    let customerId: number | null = null;
    if (customerKey !== null) {
      customerId = this.customers.get(customerKey) ?? null;
      if (customerId === null) {
        customerId = order.id;
        this.customers.set(customerKey, customerId);
        const first = customerName === null ? null : customerName.split(' ')[0];
        const last = customerName === null ? null : customerName.slice(first!.length + 1) || null;
        this.sinks.customers.add(copyLine([store, customerId, customerKey, email, first, last, country, region, city, createdAt]));
      }
    }
    const status = lower(r.status(row));
    const financial = lower(r.financialStatus(row));
    const cancelledAt = r.cancelledAt(row);
    const orderStatus =
      cancelledAt !== null || (status !== null && CANCELLED.has(status)) || financial === 'voided' ? 'cancelled'
        : (status !== null && REFUNDED.has(status)) || financial === 'refunded' ? 'refunded'
          : financial === 'partially_refunded' || financial === 'partially refunded' ? 'partially_refunded'
            : (status !== null && PENDING.has(status)) || financial === 'pending' || financial === 'authorized' || financial === 'unpaid' ? 'pending'
              : 'paid';
    const shipping = r.shipping(row);
    const tax = r.tax(row);
    const sumLines = this.lines ? exact(order.total) : null;
    let flags = DATED;
    const givenSubtotal = r.subtotal(row);
    if (givenSubtotal === null && sumLines !== null) flags |= SUBTOTAL_FROM_LINES;
    const subtotal = givenSubtotal ?? sumLines ?? 0;
    const givenDiscount = r.discountTotal(row);
    if (givenDiscount === null && this.lines) flags |= DISCOUNT_FROM_LINES;
    const discountTotal = givenDiscount ?? (this.lines ? exact(order.discount) : null) ?? 0;
    const givenTotal = r.total(row);
    if (givenTotal === null && sumLines !== null) flags |= TOTAL_FROM_LINES;
    const total = givenTotal ?? (sumLines === null ? null : exact(sumLines + (shipping ?? 0) + (tax ?? 0))) ?? 0;
    const refundedTotal = r.refunded(row) ?? 0;
    const fulfillment = lower(r.fulfillmentStatus(row));
    const carrier = r.carrier(row);
    const tracking = r.trackingNumber(row);
    const shippedAt = r.shippedAt(row);
    const deliveredAt = r.deliveredAt(row);
    this.ordersWritten += 1;
    const currency = r.currency(row);
    if (currency !== null) this.currencies.set(currency, (this.currencies.get(currency) ?? 0) + 1);
    // An order the file calls cancelled is cancelled even without a cancel date (most exports have none): it is
    // dated by its creation, so every reader that excludes cancelled orders by cancelled_at excludes it too.
    const cancelledOn = cancelledAt ?? (orderStatus === 'cancelled' ? createdAt : null);
    this.sinks.orders.add(copyLine([
      store, order.id, order.key, withoutHash(order.key), customerId, email, createdAt, currency ?? this.options.currency,
      orderStatus, financial ?? status, fulfillment, r.channel(row), r.paymentMethod(row), r.shipMode(row), country, region, city,
      subtotal, discountTotal, shipping ?? 0, tax ?? 0, total, refundedTotal, cancelledOn, withDiscountCode(this.lines ? null : this.reader.extra(row), r.discountCode(row)),
    ]));
    if (orderStatus !== 'cancelled' && (carrier !== null || tracking !== null || shippedAt !== null || fulfillment !== null)) {
      const shipState = deliveredAt !== null ? 'delivered' : shippedAt !== null || tracking !== null || fulfillment === 'fulfilled' ? 'shipped' : 'pending';
      this.sinks.shipments.add(copyLine([store, order.id, order.id, carrier, tracking, null, shipState, shippedAt, null, deliveredAt, createdAt]));
    }
    if (refundedTotal > 0 || orderStatus === 'refunded') {
      if (refundedTotal <= 0) flags |= REFUND_IS_TOTAL;
      this.sinks.refunds.add(copyLine([store, order.id, order.id, refundedTotal > 0 ? refundedTotal : total, null, cancelledAt ?? createdAt]));
    }
    this.orderFlags[order.id] = flags;
  }

  /** The currency most of the file's orders name, if it names any: the store's currency from now on. */
  mainCurrency(): string | null {
    let best: string | null = null;
    let count = 0;
    for (const [currency, n] of this.currencies) if (n > count) [best, count] = [currency, n];
    return best === null ? null : best.toUpperCase();
  }

  /** Ends the file: writes the last order; returns the products and the amounts of lines that came late. */
  finish(): { products: string[]; late: LateLines[]; undated: ImportProblem[] } {
    this.closeOrder();
    const now = new Date();
    const products: string[] = [];
    for (const product of this.products.values()) {
      products.push(copyLine([
        this.store, product.id, product.key, product.title ?? product.sku ?? product.key, product.category, product.vendor, product.sku,
        product.price === null ? 0 : round2(product.price), product.costCount ? round2(product.costSum / product.costCount) : null, now,
      ]));
    }
    // Flags as they were when the order was written (a late line may have been read before that for the open order).
    const late = [...this.late.values()].filter((entry) => this.orderFlags[entry.id] & DATED).map((entry) => ({ ...entry, flags: this.orderFlags[entry.id] }));
    return { products, late, undated: this.undatedOrders };
  }
}

/** SQL that adds late lines' amounts to orders already copied in (rare: files whose rows of an order are apart). */
export function lateLinesSql(ordersTable: string, refundsTable: string, late: LateLines[]): string[] {
  const statements: string[] = [];
  for (let i = 0; i < late.length; i += 1000) {
    const values = late.slice(i, i + 1000).map((entry) => `(${entry.id}, ${exact(entry.total)}, ${exact(entry.discount)}, ${entry.flags})`).join(', ');
    statements.push(`UPDATE ${ordersTable} o SET
        subtotal = o.subtotal + CASE WHEN a.flags & ${SUBTOTAL_FROM_LINES} > 0 THEN a.total ELSE 0 END,
        discount_total = o.discount_total + CASE WHEN a.flags & ${DISCOUNT_FROM_LINES} > 0 THEN a.discount ELSE 0 END,
        total = o.total + CASE WHEN a.flags & ${TOTAL_FROM_LINES} > 0 THEN a.total ELSE 0 END
      FROM (VALUES ${values}) a(id, total, discount, flags) WHERE o.id = a.id`);
    statements.push(`UPDATE ${refundsTable} r SET amount = o.total FROM ${ordersTable} o, (VALUES ${values}) a(id, total, discount, flags)
      WHERE r.id = a.id AND o.id = a.id AND a.flags & ${REFUND_IS_TOTAL} > 0`);
  }
  return statements;
}

/** The n-th comma-separated part of an address ("street, city, region"), trimmed, or null. */
function part(address: string, n: number): string | null {
  const value = (address.split(',')[n] ?? '').trim();
  return value === '' ? null : value;
}

/** Every field reader the builder uses, made once (each is a closure over its column positions). */
function readers(r: FieldReader) {
  const text = (field: string): TextOf => r.text(field);
  const number = (field: string): NumberOf => r.number(field);
  return {
    hasOrderId: r.has('order_id'),
    orderId: text('order_id'),
    createdAt: r.timestamp('created_at'),
    cancelledAt: r.timestamp('cancelled_at'),
    shippedAt: r.timestamp('shipped_at'),
    deliveredAt: r.timestamp('delivered_at'),
    email: text('email'),
    customerId: text('customer_id'),
    customerName: text('customer_name'),
    status: text('status'),
    financialStatus: text('financial_status'),
    fulfillmentStatus: text('fulfillment_status'),
    currency: text('currency'),
    channel: text('channel'),
    discountCode: text('discount_code'),
    paymentMethod: text('payment_method'),
    shipMode: text('ship_mode'),
    carrier: text('carrier'),
    trackingNumber: text('tracking_number'),
    country: text('country'),
    region: text('region'),
    city: text('city'),
    address: text('address'),
    hasRegion: r.has('region'),
    hasCity: r.has('city'),
    hasAddress: r.has('address'),
    subtotal: number('subtotal'),
    discountTotal: number('discount_total'),
    shipping: number('shipping_total'),
    tax: number('tax_total'),
    total: number('total'),
    refunded: number('refunded_total'),
    productName: text('product_name'),
    sku: text('sku'),
    productId: text('product_id'),
    category: text('category'),
    vendor: text('vendor'),
    quantity: number('quantity'),
    unitPrice: number('unit_price'),
    hasUnitPrice: r.has('unit_price'),
    lineTotal: number('line_total'),
    hasLineTotal: r.has('line_total'),
    lineDiscount: number('line_discount'),
    hasLineDiscount: r.has('line_discount'),
    rate: number('discount_rate'),
    hasRate: r.has('discount_rate'),
    cost: number('cost'),
    hasCost: r.has('cost'),
    profit: number('profit'),
    hasProfit: r.has('profit'),
  };
}

/** An order number without its leading '#' (Shopify writes "#1001"), cut by hand: it runs once per order. */
const withoutHash = (key: string) => (key.charCodeAt(0) === 35 ? key.slice(1) : key);

/** The order's extra values (JSON text, or null) with its discount code, where there is one, under `discount_code`. */
function withDiscountCode(extra: string | null, code: string | null): string | null {
  if (code === null) return extra;
  const said = `"discount_code":${JSON.stringify(code)}}`;
  return extra === null || extra === '{}' ? `{${said}` : `${extra.slice(0, -1)},${said}`;
}
