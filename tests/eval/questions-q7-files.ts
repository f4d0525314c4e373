import type { Case } from './questions-demo.ts';
import { ownerCase } from './gold-sql.ts';

/**
 * Round q7 (2026-11-28): owners and analysts asking about uploaded CSV files and connected databases (PostgreSQL and MariaDB). Each case is a question the round found answered wrongly, with its gold from
 * hand-written SQL (today is 2026-11-22 in the evaluation).
 */
export function q7FilesCases(): Case[] {
  const c = ownerCase;
  const airports = '"store_1"."airports"';
  const mysql = { dataset: 'chinook_mysql' as const, category: 'mysql-source' };
  return [
    // MariaDB returned no rows when the count of groups passed (a window column) met HAVING count(DISTINCT ...).
    { ...c('q7-fl-mysql-invoices-over-10-tracks', 'en', ['invoices with more than 10 tracks'], `SELECT invoice_id, count(DISTINCT track_id) FROM invoice_line GROUP BY 1 HAVING count(DISTINCT track_id) > 10`), ...mysql },
    { ...c('q7-fl-mysql-albums-over-10-distinct-tracks', 'en', ['albums with more than 10 distinct tracks sold'], `SELECT a.title, count(DISTINCT l.track_id) FROM invoice_line l JOIN track t ON t.track_id = l.track_id JOIN album a ON a.album_id = t.album_id GROUP BY a.album_id, 1 HAVING count(DISTINCT l.track_id) > 10`), ...mysql },
    { ...c('q7-fl-mysql-countries-over-4-customers', 'en', ['countries with more than 4 distinct customers'], `SELECT billing_country, count(DISTINCT customer_id) FROM invoice GROUP BY 1 HAVING count(DISTINCT customer_id) > 4`), ...mysql },
    { ...c('q7-fl-chinook-countries-over-4-customers', 'en', ['countries with more than 4 distinct customers'], `SELECT billing_country, count(DISTINCT customer_id) FROM invoice GROUP BY 1 HAVING count(DISTINCT customer_id) > 4`), dataset: 'chinook' },
    // "More than N lines / line items / different tracks" is the lines of each invoice, not its total (EN and AR).
    { ...c('q7-fl-chinook-invoices-over-10-lines', 'en', ['invoices with more than 10 lines'], `SELECT invoice_id, count(*) FROM invoice_line GROUP BY 1 HAVING count(*) > 10`), dataset: 'chinook' },
    { ...c('q7-fl-chinook-how-many-invoices-over-5-lines', 'en', ['how many invoices have more than 5 lines'], `SELECT count(*) FROM (SELECT invoice_id FROM invoice_line GROUP BY 1 HAVING count(*) > 5) s`), dataset: 'chinook' },
    { ...c('q7-fl-chinook-invoices-at-least-14-lines', 'en', ['invoices with at least 14 lines'], `SELECT invoice_id, count(*) FROM invoice_line GROUP BY 1 HAVING count(*) >= 14`), dataset: 'chinook' },
    { ...c('q7-fl-chinook-invoices-over-10-line-items', 'en', ['invoices that have over 10 line items'], `SELECT invoice_id, count(*) FROM invoice_line GROUP BY 1 HAVING count(*) > 10`), dataset: 'chinook' },
    { ...c('q7-fl-chinook-invoices-over-12-different-tracks', 'en', ['invoices with more than 12 different tracks'], `SELECT invoice_id, count(DISTINCT track_id) FROM invoice_line GROUP BY 1 HAVING count(DISTINCT track_id) > 12`), dataset: 'chinook' },
    { ...c('q7-fl-mysql-how-many-invoices-over-5-lines', 'en', ['how many invoices have more than 5 lines'], `SELECT count(*) FROM (SELECT invoice_id FROM invoice_line GROUP BY 1 HAVING count(*) > 5) s`), ...mysql },
    { ...c('q7-fl-chinook-customers-over-30-tracks', 'en', ['customers who bought more than 30 tracks'], `SELECT concat_ws(' ', c.first_name, c.last_name), count(DISTINCT l.track_id) FROM invoice_line l JOIN invoice i ON i.invoice_id = l.invoice_id JOIN customer c ON c.customer_id = i.customer_id GROUP BY c.customer_id, 1 HAVING count(DISTINCT l.track_id) > 30`), dataset: 'chinook' },
    { ...c('q7-fl-chinook-ar-invoices-over-12-different-tracks', 'ar', ['كم فاتورة فيها أكثر من 12 مقطعا مختلفا'], `SELECT count(*) FROM (SELECT invoice_id FROM invoice_line GROUP BY 1 HAVING count(DISTINCT track_id) > 12) s`), dataset: 'chinook' },
    { ...c('q7-fl-chinook-ar-invoices-over-10-items', 'ar', ['الفواتير التي فيها أكثر من 10 بنود'], `SELECT invoice_id, count(*) FROM invoice_line GROUP BY 1 HAVING count(*) > 10`), dataset: 'chinook' },
    { ...c('q7-fl-chinook-ar-how-many-invoices-over-10-tracks', 'ar', ['كم فاتورة فيها أكثر من 10 مقاطع'], `SELECT count(*) FROM (SELECT invoice_id FROM invoice_line GROUP BY 1 HAVING count(DISTINCT track_id) > 10) s`), dataset: 'chinook' },
    { ...c('q7-fl-mysql-ar-invoices-over-10-items', 'ar', ['الفواتير التي فيها أكثر من 10 بنود'], `SELECT invoice_id, count(*) FROM invoice_line GROUP BY 1 HAVING count(*) > 10`), ...mysql },
    // "Customers who spent over 40 in total": each customer's sum, not each invoice's total (EN and AR).
    { ...c('q7-fl-chinook-customers-spent-over-40-in-total', 'en', ['customers who spent over 40 in total'], `SELECT concat_ws(' ', c.first_name, c.last_name), sum(i.total) FROM invoice i JOIN customer c ON c.customer_id = i.customer_id GROUP BY c.customer_id, 1 HAVING sum(i.total) > 40`), dataset: 'chinook' },
    { ...c('q7-fl-chinook-number-customers-total-purchases-over-40', 'en', ['number of customers with total purchases above 40'], `SELECT count(*) FROM (SELECT customer_id FROM invoice GROUP BY 1 HAVING sum(total) > 40) s`), dataset: 'chinook' },
    { ...c('q7-fl-chinook-ar-customers-spent-over-45', 'ar', ['العملاء الذين أنفقوا أكثر من 45'], `SELECT concat_ws(' ', c.first_name, c.last_name), sum(i.total) FROM invoice i JOIN customer c ON c.customer_id = i.customer_id GROUP BY c.customer_id, 1 HAVING sum(i.total) > 45`), dataset: 'chinook' },
    { ...c('q7-fl-chinook-ar-how-many-customers-spent-over-40', 'ar', ['كم عميل أنفق أكثر من 40'], `SELECT count(*) FROM (SELECT customer_id FROM invoice GROUP BY 1 HAVING sum(total) > 40) s`), dataset: 'chinook' },
    { ...c('q7-fl-mysql-customers-spent-over-40-in-total', 'en', ['customers who spent over 40 in total'], `SELECT concat_ws(' ', c.first_name, c.last_name), sum(i.total) FROM invoice i JOIN customer c ON c.customer_id = i.customer_id GROUP BY c.customer_id, 1 HAVING sum(i.total) > 40`), ...mysql },
    // "Change the year to 2023": the same question of that year, not a comparison with the year before (EN and AR).
    { ...c('q7-fl-chinook-top-3-genres-change-year', 'en', ['revenue by genre in 2024', 'top 3 only', 'change the year to 2023'], `SELECT g.name, sum(l.unit_price * l.quantity) FROM invoice_line l JOIN invoice i ON i.invoice_id = l.invoice_id JOIN track t ON t.track_id = l.track_id JOIN genre g ON g.genre_id = t.genre_id WHERE i.invoice_date >= '2023-01-01' AND i.invoice_date < '2024-01-01' GROUP BY 1 ORDER BY 2 DESC LIMIT 3`), dataset: 'chinook' },
    { ...c('q7-fl-chinook-germany-change-year', 'en', ['revenue by country in 2024', 'only Germany', 'change the year to 2022'], `SELECT billing_country, sum(total) FROM invoice WHERE billing_country = 'Germany' AND invoice_date >= '2022-01-01' AND invoice_date < '2023-01-01' GROUP BY 1`), dataset: 'chinook' },
    { ...c('q7-fl-chinook-ar-genres-change-year', 'ar', ['المبيعات حسب النوع في 2024', 'غير السنة إلى 2023'], `SELECT g.name, sum(l.unit_price * l.quantity) FROM invoice_line l JOIN invoice i ON i.invoice_id = l.invoice_id JOIN track t ON t.track_id = l.track_id JOIN genre g ON g.genre_id = t.genre_id WHERE i.invoice_date >= '2023-01-01' AND i.invoice_date < '2024-01-01' GROUP BY 1`), dataset: 'chinook' },
    // "How many tracks did AC/DC release": the verb, not the tracks called "Release"; both engines alike.
    { ...c('q7-fl-chinook-tracks-acdc-release', 'en', ['how many tracks did AC/DC release'], `SELECT count(*) FROM track t JOIN album a ON a.album_id = t.album_id JOIN artist ar ON ar.artist_id = a.artist_id WHERE ar.name = 'AC/DC'`), dataset: 'chinook' },
    { ...c('q7-fl-mysql-tracks-acdc-release', 'en', ['how many tracks did AC/DC release'], `SELECT count(*) FROM track t JOIN album a ON a.album_id = t.album_id JOIN artist ar ON ar.artist_id = a.artist_id WHERE ar.name = 'AC/DC'`), ...mysql },
    { ...c('q7-fl-chinook-albums-released-by-acdc', 'en', ['how many albums were released by AC/DC'], `SELECT count(*) FROM album a JOIN artist ar ON ar.artist_id = a.artist_id WHERE ar.name = 'AC/DC'`), dataset: 'chinook' },
    { ...c('q7-fl-chinook-tracks-called-release', 'en', ['how many tracks are called Release'], `SELECT count(*) FROM track WHERE name = 'Release'`), dataset: 'chinook' },
    // Each year against the one before, also said "yearly … growth rate" and "سنة بعد سنة" (it was this month vs the last).
    { ...c('q7-fl-chinook-yearly-revenue-growth-rate', 'en', ['yearly revenue and growth rate'], `SELECT to_char(date_trunc('year', invoice_date), 'YYYY-MM-DD'), sum(total) FROM invoice GROUP BY 1`), dataset: 'chinook' },
    { ...c('q7-fl-chinook-ar-growth-year-after-year', 'ar', ['نمو الإيرادات سنة بعد سنة'], `SELECT to_char(date_trunc('year', invoice_date), 'YYYY-MM-DD'), sum(total) FROM invoice GROUP BY 1`), dataset: 'chinook' },
    // Latitudes said as parallels, in English and Arabic, and the farthest north or south in Arabic.
    { ...c('q7-fl-airports-above-49th-parallel', 'en', ['how many airports above the 49th parallel'], `SELECT count(*) FROM ${airports} WHERE latitude > 49`), dataset: 'airports' },
    { ...c('q7-fl-airports-ar-north-of-latitude-45', 'ar', ['المطارات شمال خط العرض 45'], `SELECT count(*) FROM ${airports} WHERE latitude > 45`), dataset: 'airports' },
    { ...c('q7-fl-airports-ar-how-many-north-of-60', 'ar', ['كم مطار شمال خط العرض 60'], `SELECT count(*) FROM ${airports} WHERE latitude > 60`), dataset: 'airports' },
    { ...c('q7-fl-airports-ar-north-of-45-by-state', 'ar', ['المطارات شمال خط عرض 45 حسب الولاية'], `SELECT state, count(*) FROM ${airports} WHERE latitude > 45 GROUP BY 1`), dataset: 'airports' },
    { ...c('q7-fl-airports-ar-farthest-north', 'ar', ['المطار الأبعد شمالا'], `SELECT name, latitude FROM ${airports} ORDER BY latitude DESC LIMIT 1`), dataset: 'airports' },
    { ...c('q7-fl-airports-ar-farthest-north-texas', 'ar', ['المطار الأبعد شمالا في تكساس'], `SELECT name, latitude FROM ${airports} WHERE state = 'TX' ORDER BY latitude DESC LIMIT 1`), dataset: 'airports' },
    { ...c('q7-fl-airports-ar-farthest-south', 'ar', ['المطار الأقصى جنوبا'], `SELECT name, latitude FROM ${airports} ORDER BY latitude ASC LIMIT 1`), dataset: 'airports' },
    // An airport code typed in capitals is the code, not a town spelled alike (Ord, NE).
    { ...c('q7-fl-airports-what-state-is-ord', 'en', ['what state is ORD in'], `SELECT state, count(*) FROM ${airports} WHERE iata = 'ORD' GROUP BY 1`), dataset: 'airports' },
    { ...c('q7-fl-airports-in-ord-town', 'en', ['airports in Ord'], `SELECT count(*) FROM ${airports} WHERE city = 'Ord'`), dataset: 'airports' },
  ];
}
