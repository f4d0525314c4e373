import type { Answer, Catalog, CompiledQuery, Locale, LookupPlan } from '../types.ts';
import { arabicDigits, formatDay, formatPeriod, formatValue } from './format.ts';
import { filterPhrases, periodPhrase } from './sentence.ts';
import { roundValue } from './values.ts';
import { shipModeWords, statusWords } from '../semantic/commerce-values.ts';
import { LOOKUP_LIMIT } from '../sql/lookup.ts';

/** Status columns read in words ("partially refunded", "في الطريق"); other fields as stored. */
const STATUS_FIELDS = new Set(['status', 'fulfillment_status', 'shipment_status']);
/** An order's lines as read ([{title, quantity}], JSON from the query): "2 × Linen Abaya - Beige, 1 × Oud Oil - 50ml". */
function itemsIn(value: unknown, locale: Locale): string | null {
  const lines = typeof value === 'string' ? JSON.parse(value) as unknown : value;
  if (!Array.isArray(lines) || !lines.length) return null;
  return lines.map((line: { title?: unknown; quantity?: unknown }) => `${formatValue(Number(line.quantity) || 1, 'count', locale)} × ${locale === 'ar' ? `\u2068${String(line.title ?? '')}\u2069` : String(line.title ?? '')}`)
    .join(locale === 'ar' ? '، ' : ', ');
}
const statusIn = (value: unknown, locale: Locale) => (typeof value === 'string' ? statusWords[value]?.[locale] ?? value.replace(/_/g, ' ') : value);

/** "٣ طلبات", "١١ طلباً": the counted noun agrees with the number. */
export function ordersAr(n: number): string {
  if (n === 1) return 'طلب واحد';
  if (n === 2) return 'طلبان';
  const digits = formatValue(n, 'count', 'ar');
  return n % 100 >= 3 && n % 100 <= 10 ? `${digits} طلبات` : `${digits} طلباً`;
}

/** Where an order's parcel is: its status, carrier, tracking number and delivery (or that it has none yet). */
function shipmentWords(o: Record<string, unknown>, row: Record<string, unknown>, locale: Locale, timezone: string): string {
  const ar = locale === 'ar';
  if (o.shipment_status) {
    // When it left too ("when was order 1042 shipped" was answered with its delivery alone).
    const day = (at: unknown) => formatDay(String(at), locale, timezone);
    const shipped = o.shipped_at ? (ar ? `، شُحنت ${day(o.shipped_at)}` : `, shipped ${day(o.shipped_at)}`) : '';
    return ar ? `الشحنة: ${o.shipment_status}${o.carrier ? ` مع ${o.carrier}` : ''}${o.tracking_number ? ` (رقم التتبع ${o.tracking_number})` : ''}${shipped}${o.delivered_at ? `، وصلت ${day(o.delivered_at)}` : o.estimated_delivery_at ? `، التوصيل المتوقع ${day(o.estimated_delivery_at)}` : ''}`
      : `shipment ${o.shipment_status}${o.carrier ? ` with ${o.carrier}` : ''}${o.tracking_number ? ` (tracking ${o.tracking_number})` : ''}${shipped}${o.delivered_at ? `, delivered ${day(o.delivered_at)}` : o.estimated_delivery_at ? `, expected ${day(o.estimated_delivery_at)}` : ''}`;
  }
  // An order collected at the store has no shipment to wait for.
  if (row.ship_mode === 'pickup') return ar ? 'استلام من المتجر، بلا شحن' : 'for store pickup, no shipment';
  return ar ? 'لم يُشحن بعد' : 'not shipped yet';
}

/** The order(s) found: where each one is (status, carrier, tracking, expected delivery) in a sentence and a table. */
export function lookupAnswer(plan: LookupPlan, rows: Record<string, unknown>[], compiled: CompiledQuery, locale: Locale, timezone: string, catalog?: Catalog, currency = 'USD'): Answer {
  const ar = locale === 'ar';
  // "in Riyadh last week", "في الرياض خلال الأسبوع الماضي": what the orders listed were kept to, as a count of them would say it.
  const filters = catalog && plan.filters?.length
    ? filterPhrases({ kind: 'aggregate', metrics: [plan.counted ?? 'orders'], groupBy: [], filters: plan.filters, timezone: plan.timezone, language: locale }, catalog, locale, currency).filter(Boolean)
    : [];
  const when = plan.period ? periodPhrase(plan.period, formatPeriod(plan.period, locale), locale) : '';
  // "The latest 5 cancelled orders", "آخر ٥ من الطلبات الملغاة": the orders a count of some orders counts.
  // (Orders kept to a row of theirs, an overdue shipment, come with how many there are: "There are no overdue shipments.")
  const counting = compiled.columns.some((c) => c.key === 'matching');
  const some = plan.counted ? catalog?.metrics.find((m) => m.key === plan.counted && (m.table === 'orders' || counting))?.label : undefined;
  const kept = [...filters, when].filter(Boolean).map((phrase) => ` ${phrase}`).join(ar ? '،' : ',').replace(/^,/, '');
  const clean = rows.map((row) => Object.fromEntries(compiled.columns.map((c) => {
    const v = row[c.key];
    if (v === null || v === undefined) return [c.key, null];
    if (c.format === 'money') return [c.key, roundValue(Number(v), 'money', String(row.currency ?? 'USD'))];
    if (c.key === 'items') return [c.key, itemsIn(v, locale)];
    if (c.key === 'ship_mode') return [c.key, shipModeWords[String(v)]?.[locale] ?? String(v).replace(/_/g, ' ')];
    return [c.key, v instanceof Date ? v.toISOString() : STATUS_FIELDS.has(c.key) ? statusIn(String(v), locale) : String(v)];
  })));
  // An order number inside an Arabic sentence is written in the sentence's digits ("الطلب ١٠٤٢"); the table keeps it as stored.
  const numbered = (value: unknown) => (ar && /^#?\d+$/.test(String(value)) ? arabicDigits(String(value)) : String(value));
  let text: string;
  if (!clean.length) {
    text = plan.by === 'recent' ? (kept || some ? (ar ? `لا توجد ${some?.ar ?? 'طلبات'}${kept}.` : `There are no ${some?.en ?? 'orders'}${kept}.`) : ar ? 'لا توجد طلبات بعد.' : 'There are no orders yet.') : ar
      ? plan.by === 'email' ? `لم أجد طلبات للبريد \u2068${plan.value}\u2069${kept}.` : plan.by === 'tracking' || plan.by === 'number' ? `لم أجد طلباً ${plan.by === 'number' ? 'أو شحنة ' : 'لشحنة '}برقم ${numbered(plan.value)}.` : `لم أجد الطلب رقم ${numbered(plan.value)}.`
      : plan.by === 'email' ? `I couldn't find orders for ${plan.value}${kept}.` : plan.by === 'tracking' ? `I couldn't find a shipment with tracking number ${plan.value}.` : plan.by === 'number' ? `I couldn't find an order or a tracking number ${plan.value}.` : `I couldn't find order ${plan.value}.`;
  } else if (plan.by === 'recent') {
    // "The latest 5 orders in Riyadh: 6999 (Nov 22, 2026, SAR 120.00, paid), …"; "The first order: …".
    const listed = clean.slice(0, 5).map((o) => `${numbered(o.order_number)} (${formatDay(String(o.created_at), locale, timezone)}${ar ? '، ' : ', '}${formatValue(o.total, 'money', locale, String(o.currency ?? 'USD'))}${ar ? '، ' : ', '}${o.status})`);
    const more = clean.length > listed.length ? '…' : '.';
    const which = plan.oldest ? (ar ? 'أول' : 'first') : ar ? 'آخر' : 'latest';
    const one = clean.length === 1;
    // Orders with an overdue shipment ("which shipments are late?"): how many in all, then the newest of them.
    const matching = counting ? Number(rows[0].matching) : undefined;
    const rowsOf = matching !== undefined ? catalog?.metrics.find((m) => m.key === plan.counted)?.label : undefined;
    const allListed = matching !== undefined && matching <= clean.length;
    if (rowsOf && matching !== undefined) {
      text = ar
        ? `الطلبات ذات ${rowsOf.ar}${kept}: ${formatValue(matching, 'count', locale)}${allListed ? ' —' : `؛ ${which} ${formatValue(clean.length, 'count', locale)} منها:`} ${listed.join('، ')}${more}`
        : `Orders with ${rowsOf.en}${kept}: ${formatValue(matching, 'count', locale)}${allListed ? ' —' : `; the ${plan.oldest ? 'oldest' : 'latest'} ${clean.length} of them:`} ${listed.join(', ')}${more}`;
    } else text = ar
      ? `${some ? `${which} ${one ? 'طلب من' : `${formatValue(clean.length, 'count', locale)} من`} ${some.ar}` : one ? `${which} طلب` : `${which} ${ordersAr(clean.length)}`}${kept}: ${listed.join('، ')}${more}`
      : `The ${which} ${some ? `${one ? '' : `${clean.length} `}${one ? some.en.replace(/\borders\b/, 'order') : some.en}` : one ? 'order' : `${clean.length} orders`}${kept}: ${listed.join(', ')}${more}`;
    // One order ("where is Ahmed Haddad's order?", "his last order"): where it is, as an order looked up by its number says.
    if (one && !rowsOf && 'shipment_status' in clean[0]) text = `${text.replace(/[.…]$/, '')}${ar ? '؛ ' : '; '}${shipmentWords(clean[0], rows[0], locale, timezone)}.`;
  } else if (plan.by === 'email') {
    // What the customer spent (orders not cancelled), stated only when every order is listed.
    const all = rows.length < LOOKUP_LIMIT;
    const spent = rows.filter((r) => r.status !== 'cancelled').reduce((sum, r) => sum + (Number(r.total) || 0), 0);
    const money = formatValue(roundValue(spent, 'money', String(rows[0].currency ?? 'USD')), 'money', locale, String(rows[0].currency ?? 'USD'));
    const latest = formatDay(String(clean[0].created_at), locale, timezone);
    // Asked for the first order, the rows run from the first (the query's order) and the sentence names it.
    const [some, end] = plan.oldest ? (ar ? ['أول', 'أولها'] : ['first', 'first']) : ar ? ['آخر', 'آخرها'] : ['latest', 'latest'];
    text = ar
      ? `${all ? ordersAr(clean.length) : `${some} ${formatValue(clean.length, 'count', locale)} طلباً`} للبريد \u2068${plan.value}\u2069${kept}${all ? ` بإجمالي ${money}` : ''}، ${end} ${numbered(clean[0].order_number)} بتاريخ ${latest}.`
      : `${all ? `${clean.length} order${clean.length === 1 ? '' : 's'}` : `The ${some} ${clean.length} orders`} for ${plan.value}${kept}${all ? `, ${money} in all` : ''}; the ${end} is ${clean[0].order_number} from ${latest}.`;
  } else if (plan.by === 'order_number' && plan.value.includes(',')) {
    // Several orders asked at once: each in a few words, in the order asked, and those not found named.
    const asked = plan.value.split(',');
    const found = (n: string) => clean.find((o) => String(o.order_number).replace(/^#/, '') === n);
    const each = asked.filter(found).map((n) => {
      const o = found(n)!;
      const money = formatValue(o.total, 'money', locale, String(o.currency ?? 'USD'));
      return ar ? `${numbered(o.order_number)}: ${o.status}، ${money}${o.shipment_status ? `، الشحنة: ${o.shipment_status}` : ''}`
        : `${o.order_number}: ${o.status}, ${money}${o.shipment_status ? `, shipment ${o.shipment_status}` : ''}`;
    });
    const missing = asked.filter((n) => !found(n)).map(numbered);
    const none = missing.length ? (ar ? ` لم أجد ${missing.join(' و')}.` : ` I couldn't find ${missing.join(' or ')}.`) : '';
    text = `${each.join(ar ? '؛ ' : '; ')}${each.length ? '.' : ''}${none}`.trim();
  } else {
    const o = clean[0];
    const money = formatValue(o.total, 'money', locale, String(o.currency ?? 'USD'));
    const ship = shipmentWords(o, rows[0], locale, timezone);
    // Who placed it, when the store knows: "for Mona Saleh", "للعميل Mona Saleh".
    const who = o.customer ?? o.email;
    const whose = who ? (ar ? ` للعميل \u2068${who}\u2069` : ` for ${who}`) : '';
    // "What's in order 1042?": what it holds, before where it is.
    const holds = plan.contents ? (o.items ? (ar ? ` فيه: ${o.items}؛` : ` holds ${o.items}; it`) : ar ? ' لا منتجات مسجلة فيه؛' : ' has no items recorded; it') : '';
    text = ar ? `الطلب ${numbered(o.order_number)} (${formatDay(String(o.created_at), locale, timezone)}، ${money})${whose}${holds} حالته: ${o.status}؛ ${ship}.`
      : `Order ${o.order_number} (${formatDay(String(o.created_at), locale, timezone)}, ${money})${whose}${holds} is ${o.status}; ${ship}.`;
  }
  return {
    text, language: locale,
    table: { columns: compiled.columns.filter((c) => c.role !== 'total').map((c) => ({ key: c.key, label: c.label[locale], type: c.format })), rows: clean },
    chart: null, sql: compiled.sql, params: compiled.params, period: null,
    suggestions: ar ? ['أين الطلب التالي؟', 'الشحنات المتأخرة هذا الأسبوع'] : ['Late shipments this week', 'Orders today'],
  };
}
