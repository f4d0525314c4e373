import type { Case } from './questions-demo.ts';
import { ownerCase } from './gold-sql.ts';

/**
 * Round q7 (2026-11-28), product QA: the demo store's own discount codes asked by name ("used coupon EID10", "with
 * coupon WHITEFRIDAY", "بكوبون"), which the web chat read as holidays, months and hours (finding 3). Gold from
 * hand-written SQL (today is 2026-11-22 in the evaluation). On the Chinook database: a table named in the question is the
 * one read where another holds the same measure (finding 4), and "by genre name", "total qty" are one split and the
 * quantity (finding 18: "name" was a second split, another table's names).
 */
export function q7ProductCases(): Case[] {
  const c = ownerCase;
  const code = (name: string, measure = 'count(*)') => `SELECT ${measure} FROM warehouse.orders o WHERE o.store_id = 1 AND o.extra->>'discount_code' = '${name}'`;
  const sales = `coalesce(sum(o.total) FILTER (WHERE o.cancelled_at IS NULL), 0)`;
  return [
    c('q7-coupon-eid10', 'en', ['how many orders used coupon EID10'], code('EID10')),
    c('q7-coupon-ramadan20', 'en', ['how many orders used coupon RAMADAN20'], code('RAMADAN20')),
    c('q7-sales-with-coupon', 'en', ['sales with coupon WHITEFRIDAY'], code('WHITEFRIDAY', sales)),
    c('q7-ar-coupon-eid10', 'ar', ['كم طلب استخدم كوبون EID10'], code('EID10')),
    c('q7-ar-with-coupon', 'ar', ['المبيعات بكوبون RAMADAN20'], code('RAMADAN20', sales)),
    c('q7-promo-code-welcome10', 'en', ['orders with promo code WELCOME10'], code('WELCOME10')),
    { ...c('q7-named-table-unit-price', 'en', ['total unit price by media type in the track table'], 'SELECT m.name, sum(t.unit_price) FROM track t JOIN media_type m USING (media_type_id) GROUP BY 1'), dataset: 'chinook' },
    { ...c('q7-named-table-avg-price', 'en', ['average unit price in the tracks table'], 'SELECT avg(unit_price) FROM track'), dataset: 'chinook' },
    { ...c('q7-ar-named-table', 'ar', ['متوسط سعر الوحدة في جدول المقاطع'], 'SELECT avg(unit_price) FROM track'), dataset: 'chinook' },
    { ...c('q7-qty-by-genre-name', 'en', ['total qty by genre name'], 'SELECT g.name, sum(il.quantity) FROM invoice_line il JOIN track t USING (track_id) JOIN genre g USING (genre_id) GROUP BY 1'), dataset: 'chinook' },
    { ...c('q7-quantity-by-album-title', 'en', ['total quantity by album title'], 'SELECT a.title, sum(il.quantity) FROM invoice_line il JOIN track t USING (track_id) JOIN album a USING (album_id) GROUP BY a.album_id, a.title'), dataset: 'chinook' },
    { ...c('q7-ar-qty-by-genre-name', 'ar', ['كم الكمية حسب اسم النوع'], 'SELECT g.name, sum(il.quantity) FROM invoice_line il JOIN track t USING (track_id) JOIN genre g USING (genre_id) GROUP BY 1'), dataset: 'chinook' },
  ];
}
