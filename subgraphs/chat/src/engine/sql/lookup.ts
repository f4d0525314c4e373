import type { CompiledQuery, LookupPlan } from '../types.ts';
import { Params } from './identifiers.ts';

/** The most orders one lookup lists (an e-mail's orders, newest first). */
export const LOOKUP_LIMIT = 20;

const FIELDS = [
  { key: 'order_number', label: { en: 'order', ar: 'الطلب' }, format: 'text' },
  { key: 'created_at', label: { en: 'placed', ar: 'تاريخ الطلب' }, format: 'date' },
  { key: 'status', label: { en: 'status', ar: 'الحالة' }, format: 'text' },
  { key: 'fulfillment_status', label: { en: 'fulfillment', ar: 'التجهيز' }, format: 'text' },
  { key: 'total', label: { en: 'total', ar: 'الإجمالي' }, format: 'money' },
  { key: 'currency', label: { en: 'currency', ar: 'العملة' }, format: 'text' },
  { key: 'shipment_status', label: { en: 'shipment', ar: 'الشحنة' }, format: 'text' },
  { key: 'carrier', label: { en: 'carrier', ar: 'شركة الشحن' }, format: 'text' },
  { key: 'tracking_number', label: { en: 'tracking number', ar: 'رقم التتبع' }, format: 'text' },
  { key: 'tracking_url', label: { en: 'tracking link', ar: 'رابط التتبع' }, format: 'text' },
  { key: 'estimated_delivery_at', label: { en: 'expected delivery', ar: 'التوصيل المتوقع' }, format: 'date' },
  { key: 'delivered_at', label: { en: 'delivered', ar: 'تاريخ التوصيل' }, format: 'date' },
] as const;

/** Order lookup: by order number (with or without #), by customer e-mail, or by tracking number; latest shipment per order. */
export function compileLookup(plan: LookupPlan, storeId: string | number): CompiledQuery {
  const params = new Params();
  const store = params.add(String(storeId));
  const raw = plan.value.trim();
  // Order numbers are stored with or without "#": both spellings as one array, so the (store_id, order_number) index serves.
  const bare = raw.replace(/^#+/, '');
  // "1042,1043": several order numbers asked at once, each with or without "#".
  const asked = bare.split(',').map((n) => n.trim().replace(/^#+/, '')).filter(Boolean);
  const numbers = () => params.add(asked.flatMap((n) => [n, `#${n}`]));
  const tracked = (value: string) => `o.id IN (SELECT s2.order_id FROM "warehouse"."shipments" s2 WHERE s2.store_id = ${store} AND s2.tracking_number = ${value})`;
  const match = plan.by === 'recent' ? 'true'
    : plan.by === 'order_number' ? `o.order_number = ANY(${numbers()}::text[])`
    // E-mails compare by bytes, the collation of their index (data-source m031).
    : plan.by === 'email' ? `lower(o.email) COLLATE "C" = ${params.add(raw.toLowerCase())}`
      : plan.by === 'tracking' ? tracked(params.add(raw))
        // Either index serves its half of the OR (a bitmap OR of the two).
        : `(o.order_number = ANY(${numbers()}::text[]) OR ${tracked(params.add(bare))})`;
  const sql = [
    'SELECT o.order_number, o.created_at, o.status, o.fulfillment_status, o.total, o.currency,',
    '  s.status AS shipment_status, s.carrier, s.tracking_number, s.tracking_url, s.estimated_delivery_at, s.delivered_at',
    'FROM "warehouse"."orders" o',
    'LEFT JOIN LATERAL (SELECT s1.status, s1.carrier, s1.tracking_number, s1.tracking_url, s1.estimated_delivery_at, s1.delivered_at',
    '  FROM "warehouse"."shipments" s1 WHERE s1.store_id = o.store_id AND s1.order_id = o.id ORDER BY s1.created_at DESC, s1.id DESC LIMIT 1) s ON true',
    `WHERE o.store_id = ${store} AND ${match}`,
    'ORDER BY o.created_at DESC',
    // The newest first: as many as asked for the latest orders, else every match up to the limit.
    `LIMIT ${plan.by === 'recent' ? Math.min(Math.max(Number(plan.value) || 10, 1), LOOKUP_LIMIT) : LOOKUP_LIMIT}`,
  ].join('\n');
  return { sql, params: params.values, columns: FIELDS.map((f) => ({ ...f, role: 'field' as const })) };
}
