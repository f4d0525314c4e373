import type { Case } from './questions-demo.ts';

/**
 * Questions asked of Chinook in both engines with one gold each (SQL both PostgreSQL and MariaDB/MySQL run): the
 * QA of 2026-11-27 (/tmp/qa3), asked once every table was askable in both evaluation worlds. `dataset` is chinook or
 * chinook_mysql; ids start with `qa3-` there and `my-qa3-` here.
 */
export function chinookBothCases(dataset: 'chinook' | 'chinook_mysql'): Case[] {
  const year = (y: number, column = 'invoice_date') => `${column} >= '${y}-01-01' AND ${column} < '${y + 1}-01-01'`;
  const c = (id: string, lang: 'en' | 'ar', ask: string | string[], gold: string): Case => ({
    id: `${dataset === 'chinook' ? '' : 'my-'}qa3-${id}`, category: dataset === 'chinook' ? 'custom-data' : 'mysql-source', dataset, lang,
    ask: Array.isArray(ask) ? ask : [ask], gold,
  });
  const lines = 'invoice_line l JOIN track t ON t.track_id = l.track_id';
  const month = dataset === 'chinook' ? "to_char(date_trunc('month', invoice_date), 'YYYY-MM-DD')" : "DATE_FORMAT(invoice_date, '%Y-%m-01')";
  const person = (alias: string) => `concat_ws(' ', ${alias}.first_name, ${alias}.last_name)`;
  const europe = ['Italy', 'Czech Republic', 'Sweden', 'United Kingdom', 'Ireland', 'Germany', 'Finland', 'Portugal', 'France', 'Denmark', 'Hungary', 'Norway',
    'Netherlands', 'Austria', 'Spain', 'Belgium', 'Poland'].map((country) => `'${country}'`).join(', ');
  /** Each customer whose invoices (kept by `where`) add up to more than `value`, by name with that sum. */
  const customersOver = (value: string, where = '') => `SELECT ${person('c')}, sum(i.total) FROM invoice i JOIN customer c ON c.customer_id = i.customer_id ${where} GROUP BY c.customer_id, 1 HAVING sum(i.total) > ${value}`;
  const countriesOver100 = 'SELECT c.country, sum(i.total) FROM invoice i JOIN customer c ON c.customer_id = i.customer_id GROUP BY c.country HAVING sum(i.total) > 100';
  const topCustomersWithCity = `SELECT ${person('c')}, c.city, sum(i.total) FROM invoice i JOIN customer c ON c.customer_id = i.customer_id GROUP BY c.customer_id, 1, 2 ORDER BY 3 DESC LIMIT 5`;
  const biggestInvoiceCustomer = `SELECT i.invoice_id, ${person('c')}, i.total FROM invoice i JOIN customer c ON c.customer_id = i.customer_id ORDER BY i.total DESC, i.invoice_id LIMIT 1`;
  const yearOf = (column: string) => (dataset === 'chinook' ? `to_char(date_trunc('year', ${column}), 'YYYY-MM-DD')` : `DATE_FORMAT(${column}, '%Y-01-01')`);
  const artistSales = (name: string) => `SELECT sum(l.unit_price * l.quantity) FROM ${lines} JOIN album a ON a.album_id = t.album_id JOIN artist ar ON ar.artist_id = a.artist_id WHERE ar.name = '${name}'`;
  /** Each genre of an artist's tracks, with how many of them. */
  const artistGenres = (name: string) => `SELECT g.name, count(*) FROM track t JOIN album a ON a.album_id = t.album_id JOIN artist ar ON ar.artist_id = a.artist_id JOIN genre g ON g.genre_id = t.genre_id WHERE ar.name = '${name}' GROUP BY g.genre_id, g.name`;
  /** An artist's albums by title, each with its tracks. */
  const artistAlbums = (name: string) => `SELECT a.title, count(*) FROM track t JOIN album a ON a.album_id = t.album_id JOIN artist ar ON ar.artist_id = a.artist_id WHERE ar.name = '${name}' GROUP BY a.album_id, a.title`;
  /** The customer of the earliest invoice, and of the latest. */
  const firstCustomer = 'SELECT i2.customer_id FROM invoice i2 ORDER BY i2.invoice_date, i2.invoice_id LIMIT 1';
  const lastInvoiceCustomer = 'SELECT i2.customer_id FROM invoice i2 ORDER BY i2.invoice_date DESC, i2.invoice_id DESC LIMIT 1';
  return [
    // (A) A word the data does not hold: said so, never another measure ("Number of albums: 347", "Number of invoices: 80").
    c('refund', 'en', 'how much did we refund last year?', 'cannot'),
    c('shipped-late', 'en', 'how many orders were shipped late?', 'cannot'),
    c('record-label', 'en', 'sales by record label', 'cannot'),
    // A genre and an artist named are filters, kept by a follow-up (the total, and then 2024's total, before).
    c('rock-2024', 'en', ['revenue for Rock', 'and in 2024?'], `SELECT sum(l.unit_price * l.quantity) FROM ${lines} JOIN genre g ON g.genre_id = t.genre_id JOIN invoice i ON i.invoice_id = l.invoice_id WHERE g.name = 'Rock' AND ${year(2024, 'i.invoice_date')}`),
    c('ar-rock-2024', 'ar', ['كم مبيعات الروك؟', 'وفي ٢٠٢٤؟'], `SELECT sum(l.unit_price * l.quantity) FROM ${lines} JOIN genre g ON g.genre_id = t.genre_id JOIN invoice i ON i.invoice_id = l.invoice_id WHERE g.name = 'Rock' AND ${year(2024, 'i.invoice_date')}`),
    // (F) An artist is the artist (three steps from an invoice line), not a composer of that name.
    c('acdc', 'en', 'sales by AC/DC', `SELECT sum(l.unit_price * l.quantity) FROM ${lines} JOIN album a ON a.album_id = t.album_id JOIN artist ar ON ar.artist_id = a.artist_id WHERE ar.name = 'AC/DC'`),
    c('ar-acdc', 'ar', 'مبيعات AC/DC', `SELECT sum(l.unit_price * l.quantity) FROM ${lines} JOIN album a ON a.album_id = t.album_id JOIN artist ar ON ar.artist_id = a.artist_id WHERE ar.name = 'AC/DC'`),
    c('top-artists', 'en', 'top 5 artists by sales', `SELECT ar.name, sum(l.unit_price * l.quantity) FROM ${lines} JOIN album a ON a.album_id = t.album_id JOIN artist ar ON ar.artist_id = a.artist_id GROUP BY ar.artist_id, ar.name ORDER BY 2 DESC LIMIT 5`),
    c('artists', 'en', 'how many artists do we have?', 'SELECT count(*) FROM artist'),
    c('ar-artists', 'ar', 'كم فنان عندنا؟', 'SELECT count(*) FROM artist'),
    c('acdc-albums', 'en', 'how many albums does AC/DC have?', "SELECT count(*) FROM album a JOIN artist ar ON ar.artist_id = a.artist_id WHERE ar.name = 'AC/DC'"),
    // (B) Units and money sold on a database: its lines' quantity, its invoices' total.
    c('units-2025', 'en', 'how many units did we sell in 2025?', `SELECT sum(l.quantity) FROM invoice_line l JOIN invoice i ON i.invoice_id = l.invoice_id WHERE ${year(2025, 'i.invoice_date')}`),
    c('sell-germany', 'en', 'how much did we sell in Germany?', "SELECT sum(total) FROM invoice WHERE billing_country = 'Germany'"),
    c('sell-2024', 'en', 'how much did we sell in 2024?', `SELECT sum(total) FROM invoice WHERE ${year(2024)}`),
    // (C) Per customer, per rep: the amount over the customers (the average invoice, 5.65, before).
    c('spend-per-customer', 'en', 'average spend per customer', 'SELECT sum(total) / count(DISTINCT customer_id) FROM invoice'),
    c('ar-spend-per-customer', 'ar', 'متوسط صرف العميل', 'SELECT sum(total) / count(DISTINCT customer_id) FROM invoice'),
    c('per-customer-country', 'en', 'revenue per customer by country', 'SELECT c.country, sum(i.total) / count(DISTINCT i.customer_id) FROM invoice i JOIN customer c ON c.customer_id = i.customer_id GROUP BY c.country'),
    c('rep-most-customers', 'en', 'which support rep serves the most customers?', `SELECT ${person('e')}, count(*) FROM customer c JOIN employee e ON e.employee_id = c.support_rep_id GROUP BY e.employee_id, 1 ORDER BY 2 DESC LIMIT 1`),
    // "اللي عنده أكثر عملاء": the customers counted for each employee (it was their sales, "with a customer").
    // Latin names spelled in Arabic as owners spell them: g as غ ("مارغريت"), the silent h of "Johnson" ("جونسون"), a
    // whole name after "ل" ("لمارغريت بارك"); they matched no one.
    c('ar-customers-of-margaret', 'ar', 'كم عميل تابع لمارغريت بارك', `SELECT count(*) FROM customer c JOIN employee e ON e.employee_id = c.support_rep_id WHERE e.first_name = 'Margaret' AND e.last_name = 'Park'`),
    c('ar-sales-of-steve-johnson', 'ar', 'مبيعات عملاء ستيف جونسون', `SELECT sum(i.total) FROM invoice i JOIN customer c ON c.customer_id = i.customer_id JOIN employee e ON e.employee_id = c.support_rep_id WHERE e.first_name = 'Steve' AND e.last_name = 'Johnson'`),
    c('ar-employee-most-customers', 'ar', 'مين الموظف اللي عنده أكثر عملاء', `SELECT ${person('e')}, count(*) FROM customer c JOIN employee e ON e.employee_id = c.support_rep_id GROUP BY e.employee_id, 1 ORDER BY 2 DESC LIMIT 1`),
    c('ar-employee-fewest-customers', 'ar', 'الموظف اللي عنده أقل عملاء', `SELECT ${person('e')}, count(*) FROM customer c JOIN employee e ON e.employee_id = c.support_rep_id GROUP BY e.employee_id, 1 ORDER BY 2 ASC LIMIT 1`),
    c('ar-rep-most-customers', 'ar', 'أي مندوب دعم يخدم أكثر عملاء؟', `SELECT ${person('e')}, count(*) FROM customer c JOIN employee e ON e.employee_id = c.support_rep_id GROUP BY e.employee_id, 1 ORDER BY 2 DESC LIMIT 1`),
    // A part of the world is its countries the data has: "sales in Europe" was every sale ("Europe" unmatched), "مبيعات
    // أوروبا" the same with nothing said, and "North America" the USA alone ("North" unmatched).
    c('sales-in-europe', 'en', 'sales in Europe', `SELECT sum(total) FROM invoice WHERE billing_country IN (${europe})`),
    c('ar-sales-in-europe', 'ar', 'مبيعات أوروبا', `SELECT sum(total) FROM invoice WHERE billing_country IN (${europe})`),
    c('european-sales-by-country', 'en', 'European sales by country', `SELECT billing_country, sum(total) FROM invoice WHERE billing_country IN (${europe}) GROUP BY 1`),
    // "America" is the USA in both worlds (from MySQL it was "corrected" into "american" of an album title: every sale).
    c('sales-in-america', 'en', 'sales in America', "SELECT sum(total) FROM invoice WHERE billing_country = 'USA'"),
    c('north-america-2024', 'en', 'sales in North America in 2024', `SELECT sum(total) FROM invoice WHERE billing_country IN ('USA', 'Canada') AND ${year(2024)}`),
    c('ar-customers-south-america', 'ar', 'كم عميل في أمريكا الجنوبية؟', "SELECT count(*) FROM customer WHERE country IN ('Brazil', 'Argentina', 'Chile')"),
    // A support rep is the owner's "sales rep" or "rep", one of them: "Who is the best sales rep?" was the biggest
    // invoice (25.86, "sales" read as the measure), and "which sales rep sold the most" ten reps.
    c('best-sales-rep', 'en', 'Who is the best sales rep?', `SELECT ${person('e')}, sum(i.total) FROM invoice i JOIN customer c ON c.customer_id = i.customer_id JOIN employee e ON e.employee_id = c.support_rep_id GROUP BY e.employee_id, 1 ORDER BY 2 DESC LIMIT 1`),
    c('sales-rep-sold-most', 'en', 'Which sales rep sold the most in 2024?', `SELECT ${person('e')}, sum(i.total) FROM invoice i JOIN customer c ON c.customer_id = i.customer_id JOIN employee e ON e.employee_id = c.support_rep_id WHERE ${year(2024, 'i.invoice_date')} GROUP BY e.employee_id, 1 ORDER BY 2 DESC LIMIT 1`),
    c('rep-highest-sales', 'en', 'Which rep has the highest sales?', `SELECT ${person('e')}, sum(i.total) FROM invoice i JOIN customer c ON c.customer_id = i.customer_id JOIN employee e ON e.employee_id = c.support_rep_id GROUP BY e.employee_id, 1 ORDER BY 2 DESC LIMIT 1`),
    // "باع" (sold) and "مبيعاته" (its sales) are sales: "أي فنان باع أكثر؟" was the artist with the most albums.
    c('ar-artist-sold-most', 'ar', 'أي فنان باع أكثر؟', `SELECT ar.name, sum(l.unit_price * l.quantity) FROM ${lines} JOIN album a ON a.album_id = t.album_id JOIN artist ar ON ar.artist_id = a.artist_id GROUP BY ar.artist_id, ar.name ORDER BY 2 DESC LIMIT 1`),
    c('ar-artist-sales-higher', 'ar', 'أي فنان مبيعاته أعلى؟', `SELECT ar.name, sum(l.unit_price * l.quantity) FROM ${lines} JOIN album a ON a.album_id = t.album_id JOIN artist ar ON ar.artist_id = a.artist_id GROUP BY ar.artist_id, ar.name ORDER BY 2 DESC LIMIT 1`),
    c('ar-genre-sold-most-2024', 'ar', 'أي نوع باع أكثر في ٢٠٢٤؟', `SELECT g.name, sum(l.unit_price * l.quantity) FROM ${lines} JOIN genre g ON g.genre_id = t.genre_id JOIN invoice i ON i.invoice_id = l.invoice_id WHERE ${year(2024, 'i.invoice_date')} GROUP BY g.genre_id, g.name ORDER BY 2 DESC LIMIT 1`),
    c('sales-by-rep', 'en', 'sales by support rep in 2024', `SELECT ${person('e')}, sum(i.total) FROM invoice i JOIN customer c ON c.customer_id = i.customer_id JOIN employee e ON e.employee_id = c.support_rep_id WHERE ${year(2024, 'i.invoice_date')} GROUP BY e.employee_id, 1`),
    c('ar-album-most-tracks', 'ar', 'أي ألبوم فيه أكثر مقاطع؟', 'SELECT a.title, count(*) FROM track t JOIN album a ON a.album_id = t.album_id GROUP BY a.album_id, a.title ORDER BY 2 DESC LIMIT 1'),
    // (D) A threshold on each group's total, said after the number or after the split.
    c('cities-over-in-sales', 'en', 'cities with more than 45 in sales', 'SELECT billing_city, sum(total) FROM invoice GROUP BY billing_city HAVING sum(total) > 45'),
    c('countries-2023-over', 'en', 'revenue by billing country in 2023 over 20', `SELECT billing_country, sum(total) FROM invoice WHERE ${year(2023)} GROUP BY billing_country HAVING sum(total) > 20`),
    c('invoices-under', 'en', 'how many invoices were under 2?', 'SELECT count(*) FROM invoice WHERE total < 2'),
    c('ar-invoices-over', 'ar', 'اعرض الفواتير اللي فوق ٢٠', 'SELECT invoice_id, sum(total) FROM invoice WHERE total > 20 GROUP BY invoice_id'),
    // (E) Arabic phrasings whose English twin worked: the smallest invoice (the number of invoices before), pieces
    // sold and a customer's spend ("can't"), tracks in each playlist (all tracks, before).
    c('ar-smallest-invoice', 'ar', 'أصغر فاتورة', 'SELECT invoice_id, sum(total) FROM invoice GROUP BY invoice_id ORDER BY 2, 1 LIMIT 1'),
    c('ar-units-2025', 'ar', 'كم قطعة بعنا في ٢٠٢٥؟', `SELECT sum(l.quantity) FROM invoice_line l JOIN invoice i ON i.invoice_id = l.invoice_id WHERE ${year(2025, 'i.invoice_date')}`),
    c('ar-spent-by-name', 'ar', 'كم صرف Luís Gonçalves؟', "SELECT sum(i.total) FROM invoice i JOIN customer c ON c.customer_id = i.customer_id WHERE c.first_name = 'Luís' AND c.last_name = 'Gonçalves'"),
    c('ar-tracks-per-playlist', 'ar', 'كم مقطع في كل قائمة تشغيل؟', 'SELECT p.name, count(*) FROM playlist_track pt JOIN playlist p ON p.playlist_id = pt.playlist_id GROUP BY p.playlist_id, p.name'),
    // (I) Money earned by album: the lines' sales, which reach the album ("can't break sales down by album" before).
    c('album-earned-most', 'en', 'which album earned the most?', `SELECT a.title, sum(l.unit_price * l.quantity) FROM ${lines} JOIN album a ON a.album_id = t.album_id GROUP BY a.album_id, a.title ORDER BY 2 DESC LIMIT 1`),
    // (G) "Which was the best?" after a series by month: the one month (the ten highest before).
    c('best-of-months', 'en', ['sales in 2023', 'by month', 'which was the best?'], `SELECT ${month}, sum(total) FROM invoice WHERE ${year(2023)} GROUP BY 1 ORDER BY 2 DESC LIMIT 1`),
    // "Who are they?", "مين هم؟", "show me their names" after a count of customers: those customers by name (it was
    // "can't", and "their names" a split by artist).
    c('who-are-they', 'en', ['how many customers are in Brazil?', 'who are they?'], `SELECT ${person('c')}, 1 FROM customer c WHERE c.country = 'Brazil'`),
    c('their-names', 'en', ['how many customers are in Brazil?', 'show me their names'], `SELECT ${person('c')}, 1 FROM customer c WHERE c.country = 'Brazil'`),
    c('ar-who-are-they', 'ar', ['كم عدد العملاء في البرازيل؟', 'مين هم؟'], `SELECT ${person('c')}, 1 FROM customer c WHERE c.country = 'Brazil'`),
    // "By genre" alone after tracks sold in 2022: that answer split (it was the genres counted, 2022 dropped).
    c('tracks-sold-by-genre', 'en', ['How many tracks did we sell in 2022?', 'by genre'], `SELECT g.name, sum(l.quantity), count(DISTINCT t.track_id) FROM ${lines} JOIN genre g ON g.genre_id = t.genre_id JOIN invoice i ON i.invoice_id = l.invoice_id WHERE ${year(2022, 'i.invoice_date')} GROUP BY g.genre_id, g.name`),
    // "الدول الثلاث الأعلى": three, the number after its noun (it was ten); "كدائرة" a pie (it was "can't").
    // "The average price of a track": the tracks' price (it was the tracks counted, 3,503).
    c('avg-price-of-a-track', 'en', "What's the average price of a track?", 'SELECT avg(unit_price) FROM track'),
    c('ar-three-top-countries', 'ar', 'ما هي الدول الثلاث الأعلى مبيعا؟', 'SELECT billing_country, sum(total) FROM invoice GROUP BY 1 ORDER BY 2 DESC LIMIT 3'),
    c('ar-genres-as-circle', 'ar', ['المبيعات حسب النوع الموسيقي', 'كدائرة'], `SELECT g.name, sum(l.unit_price * l.quantity) FROM ${lines} JOIN genre g ON g.genre_id = t.genre_id GROUP BY g.genre_id, g.name`),
    // Customers or countries past a sales threshold, said "have sales over", "spent more than", "bought more than",
    // "صرفوا", "مبيعاتهم فوق": each one's summed sales (it was invoices counted on each invoice's total over 45, none,
    // or "can't"). Each invoice's total stays a row filter ("how many invoices were over 20").
    c('customers-have-sales-over', 'en', 'Which customers have sales over 45?', customersOver('45')),
    c('customers-spent-more', 'en', 'Which customers spent more than 45?', customersOver('45')),
    c('customers-spent-2024', 'en', 'customers who spent over 15 in 2024', customersOver('15', `WHERE ${year(2024, 'i.invoice_date')}`)),
    c('countries-bought-more', 'en', 'which countries bought more than 100?', countriesOver100),
    c('how-many-customers-spent', 'en', 'how many customers spent more than 45?', `SELECT count(*) FROM (${customersOver('45')}) t`),
    c('invoices-over', 'en', 'how many invoices were over 20?', 'SELECT count(*) FROM invoice WHERE total > 20'),
    c('ar-customers-spent-more', 'ar', 'مين العملاء اللي صرفوا أكثر من ٤٥؟', customersOver('45')),
    c('ar-customers-sales-over', 'ar', 'العملاء اللي مبيعاتهم فوق ٤٥', customersOver('45')),
    c('ar-customers-spent-2024', 'ar', 'العملاء اللي صرفوا أكثر من ١٥ في ٢٠٢٤', customersOver('15', `WHERE ${year(2024, 'i.invoice_date')}`)),
    c('ar-countries-bought-more', 'ar', 'الدول اللي اشترت أكثر من ١٠٠', countriesOver100),
    c('ar-how-many-customers-spent', 'ar', 'كم عميل صرف أكثر من ٤٥؟', `SELECT count(*) FROM (${customersOver('45')}) t`),
    // Customers by year: those who bought each year, counted on the invoices that date them (it was "This data has no
    // dates, so I can't break number of customers down over time": the customer table has none).
    c('customers-each-year', 'en', 'How many unique customers bought each year?', `SELECT ${yearOf('invoice_date')}, count(DISTINCT customer_id) FROM invoice GROUP BY 1`),
    c('customers-by-year', 'en', 'Number of customers by year', `SELECT ${yearOf('invoice_date')}, count(DISTINCT customer_id) FROM invoice GROUP BY 1`),
    c('ar-customers-each-year', 'ar', 'كم عميل اشترى كل سنة؟', `SELECT ${yearOf('invoice_date')}, count(DISTINCT customer_id) FROM invoice GROUP BY 1`),
    c('ar-customers-by-year', 'ar', 'عدد العملاء حسب السنة', `SELECT ${yearOf('invoice_date')}, count(DISTINCT customer_id) FROM invoice GROUP BY 1`),
    // "The average number of tracks per invoice": each invoice's tracks, averaged over the invoices, 5.44 (it was the
    // table of 412 invoices with their tracks); by year after it, each year's. Rates per thing stay the catalog's.
    c('avg-tracks-per-invoice', 'en', "What's the average number of tracks per invoice?", 'SELECT count(*) * 1.0 / count(DISTINCT invoice_id) FROM invoice_line'),
    c('avg-tracks-per-invoice-short', 'en', 'average tracks per invoice', 'SELECT count(*) * 1.0 / count(DISTINCT invoice_id) FROM invoice_line'),
    c('ar-avg-tracks-per-invoice', 'ar', 'متوسط عدد المقاطع لكل فاتورة', 'SELECT count(*) * 1.0 / count(DISTINCT invoice_id) FROM invoice_line'),
    c('ar-tracks-each-invoice-on-average', 'ar', 'كم مقطع في كل فاتورة بالمتوسط؟', 'SELECT count(*) * 1.0 / count(DISTINCT invoice_id) FROM invoice_line'),
    c('avg-customers-per-country', 'en', 'average number of customers per country', 'SELECT count(*) * 1.0 / count(DISTINCT country) FROM customer'),
    c('avg-tracks-per-invoice-by-year', 'en', ["What's the average number of tracks per invoice?", 'by year'], `SELECT ${yearOf('i.invoice_date')}, count(*) * 1.0 / count(DISTINCT l.invoice_id) FROM invoice_line l JOIN invoice i ON i.invoice_id = l.invoice_id GROUP BY 1`),
    c('invoices-per-customer', 'en', 'invoices per customer', 'SELECT count(*) * 1.0 / count(DISTINCT customer_id) FROM invoice'),
    c('ar-invoices-per-customer', 'ar', 'متوسط عدد الفواتير لكل عميل', 'SELECT count(*) * 1.0 / count(DISTINCT customer_id) FROM invoice'),
    c('albums-per-artist', 'en', 'albums per artist', 'SELECT count(*) * 1.0 / count(DISTINCT artist_id) FROM album'),
    c('customers-per-rep', 'en', 'customers per support rep', 'SELECT count(*) * 1.0 / count(DISTINCT support_rep_id) FROM customer'),
    c('tracks-by-invoice', 'en', 'tracks by invoice', 'SELECT invoice_id, count(*) FROM invoice_line GROUP BY invoice_id'),
    // "المقاطع الموسيقية" (music tracks) are the tracks: it was the tracks of the playlist named Music (3,290 of 3,503).
    c('ar-music-tracks', 'ar', 'كم عدد المقاطع الموسيقية؟', 'SELECT count(*) FROM track'),
    c('ar-music-track-count', 'ar', 'كم مقطع موسيقي عندنا؟', 'SELECT count(*) FROM track'),
    c('ar-music-tracks-by-genre', 'ar', 'المقاطع الموسيقية حسب النوع', 'SELECT g.name, count(*) FROM track t JOIN genre g ON g.genre_id = t.genre_id GROUP BY g.genre_id, g.name'),
    // "Where are they from?", "من وين هم؟" after the top 5 customers: each of them beside their city (it was their
    // sales added up, 235.1); "who was the customer?", "مين العميل؟" after the biggest invoice: its customer (it was
    // the customers counted, 59).
    // What customers spend is the invoices' total (it was "can't break sales down by spending").
    c('top-customers-by-spending', 'en', 'top 5 customers by spending', `SELECT ${person('c')}, sum(i.total) FROM invoice i JOIN customer c ON c.customer_id = i.customer_id GROUP BY c.customer_id, 1 ORDER BY 2 DESC LIMIT 5`),
    c('top-customers-where-from', 'en', ['top 5 customers by sales', 'where are they from?'], topCustomersWithCity),
    c('ar-top-customers-where-from', 'ar', ['أكثر ٥ عملاء صرفوا', 'من وين هم؟'], topCustomersWithCity),
    c('ar-top-customers-where-living', 'ar', ['أكثر ٥ عملاء صرفوا', 'وين ساكنين؟'], topCustomersWithCity),
    c('biggest-invoice-customer', 'en', ['biggest invoice ever', 'who was the customer?'], biggestInvoiceCustomer),
    c('ar-biggest-invoice-customer', 'ar', ['أكبر فاتورة', 'مين العميل؟'], biggestInvoiceCustomer),
    // "حسب نوع الوسائط" is the media type, the column's own name (it was "can't split by الوسايط": "حسب نوع" dropped
    // "نوع" as in "حسب نوع الطقس").
    c('ar-sales-by-media-type', 'ar', 'المبيعات حسب نوع الوسائط', `SELECT m.name, sum(l.unit_price * l.quantity) FROM ${lines} JOIN media_type m ON m.media_type_id = t.media_type_id GROUP BY m.media_type_id, m.name`),
    c('ar-tracks-per-media-type', 'ar', 'كم مقطع لكل نوع وسائط؟', 'SELECT m.name, count(*) FROM track t JOIN media_type m ON m.media_type_id = t.media_type_id GROUP BY m.media_type_id, m.name'),
    // A name that is an artist's and its self-titled album's is the artist unless the album is said: "sales by Iron
    // Maiden" was the album's 3.96 (the artist's 138.6), "how many albums does Iron Maiden have?" 1 (21).
    c('artist-namesake-sales', 'en', 'sales by Iron Maiden', artistSales('Iron Maiden')),
    c('artist-namesake-albums', 'en', 'how many albums does Iron Maiden have?', "SELECT count(*) FROM album a JOIN artist ar ON ar.artist_id = a.artist_id WHERE ar.name = 'Iron Maiden'"),
    c('artist-namesake-2023', 'en', 'Pearl Jam sales in 2023', `SELECT sum(l.unit_price * l.quantity) FROM ${lines} JOIN album a ON a.album_id = t.album_id JOIN artist ar ON ar.artist_id = a.artist_id JOIN invoice i ON i.invoice_id = l.invoice_id WHERE ar.name = 'Pearl Jam' AND ${year(2023, 'i.invoice_date')}`),
    c('album-namesake-said', 'en', 'sales of the album Iron Maiden', `SELECT sum(l.unit_price * l.quantity) FROM ${lines} JOIN album a ON a.album_id = t.album_id WHERE a.title = 'Iron Maiden'`),
    c('ar-artist-namesake-sales', 'ar', 'مبيعات Iron Maiden', artistSales('Iron Maiden')),
    c('ar-artist-namesake-albums', 'ar', 'كم ألبوم عند Black Sabbath؟', "SELECT count(*) FROM album a JOIN artist ar ON ar.artist_id = a.artist_id WHERE ar.name = 'Black Sabbath'"),
    c('ar-album-namesake-said', 'ar', 'كم مقطع في ألبوم Iron Maiden؟', "SELECT count(*) FROM track t JOIN album a ON a.album_id = t.album_id WHERE a.title = 'Iron Maiden'"),
    // The newest or oldest rows of a dated table, with their date: "when was the last invoice?", "متى آخر فاتورة؟",
    // "the last 5 invoices" were "Number of invoices: 412" (or the invoices of the data's last day); "who was our first
    // customer?" was "Number of customers: 59" (now the customer of the earliest invoice).
    c('last-invoice', 'en', 'When was the last invoice?', `SELECT invoice_id, invoice_date FROM invoice ORDER BY invoice_date DESC, invoice_id DESC LIMIT 1`),
    c('first-invoice', 'en', 'what was the first invoice?', `SELECT invoice_id, invoice_date FROM invoice ORDER BY invoice_date, invoice_id LIMIT 1`),
    c('ar-last-invoice', 'ar', 'متى آخر فاتورة؟', `SELECT invoice_id, invoice_date FROM invoice ORDER BY invoice_date DESC, invoice_id DESC LIMIT 1`),
    c('last-5-invoices', 'en', 'the last 5 invoices', `SELECT invoice_id FROM invoice ORDER BY invoice_date DESC, invoice_id DESC LIMIT 5`),
    c('ar-last-5-invoices', 'ar', 'آخر ٥ فواتير', `SELECT invoice_id FROM invoice ORDER BY invoice_date DESC, invoice_id DESC LIMIT 5`),
    c('first-customer', 'en', 'who was our first customer?', `SELECT ${person('c')} FROM invoice i JOIN customer c ON c.customer_id = i.customer_id ORDER BY i.invoice_date, i.invoice_id LIMIT 1`),
    c('ar-first-customer', 'ar', 'مين أول عميل عندنا؟', `SELECT ${person('c')} FROM invoice i JOIN customer c ON c.customer_id = i.customer_id ORDER BY i.invoice_date, i.invoice_id LIMIT 1`),
    // A hire date: "which employee was hired first?", "مين أقدم موظف؟" listed all 8 employees with a count of 1, "who
    // is the newest employee?" counted those hired on the data's last day, "when was Jane Peacock hired?" was "I don't
    // find 'hired'" and "employees by hire year" "can't split by 'hire'".
    c('employee-hired-first', 'en', 'which employee was hired first?', `SELECT ${person('e')}, e.hire_date FROM employee e ORDER BY e.hire_date, e.employee_id LIMIT 1`),
    c('ar-employee-hired-first', 'ar', 'مين أقدم موظف؟', `SELECT ${person('e')}, e.hire_date FROM employee e ORDER BY e.hire_date, e.employee_id LIMIT 1`),
    c('newest-employee', 'en', 'who is the newest employee?', `SELECT ${person('e')} FROM employee e ORDER BY e.hire_date DESC, e.employee_id DESC LIMIT 1`),
    c('ar-newest-employee', 'ar', 'مين أحدث موظف؟', `SELECT ${person('e')} FROM employee e ORDER BY e.hire_date DESC, e.employee_id DESC LIMIT 1`),
    c('employee-hired-when', 'en', 'when was Jane Peacock hired?', `SELECT ${person('e')}, e.hire_date FROM employee e WHERE e.first_name = 'Jane' AND e.last_name = 'Peacock'`),
    c('ar-employee-hired-when', 'ar', 'متى تم تعيين Jane Peacock؟', `SELECT ${person('e')}, e.hire_date FROM employee e WHERE e.first_name = 'Jane' AND e.last_name = 'Peacock'`),
    c('employees-by-hire-year', 'en', 'employees by hire year', `SELECT ${yearOf('hire_date')}, count(*) FROM employee GROUP BY 1`),
    c('ar-employees-by-hire-year', 'ar', 'الموظفين حسب سنة التعيين', `SELECT ${yearOf('hire_date')}, count(*) FROM employee GROUP BY 1`),
    // The newest or oldest rows kept by a filter or a period: "the last 5 invoices from Germany" was "Number of
    // invoices, in Germany: 28", "the last invoice in 2024" the count of 2024's (83), "آخر فاتورة من البرازيل" Brazil's
    // invoices of the data's last day (0).
    c('last-5-invoices-germany', 'en', 'the last 5 invoices from Germany', `SELECT i.invoice_id FROM invoice i JOIN customer c ON c.customer_id = i.customer_id WHERE c.country = 'Germany' ORDER BY i.invoice_date DESC, i.invoice_id DESC LIMIT 5`),
    c('last-invoice-2024', 'en', 'the last invoice in 2024', `SELECT invoice_id, invoice_date FROM invoice WHERE ${year(2024)} ORDER BY invoice_date DESC, invoice_id DESC LIMIT 1`),
    c('first-invoice-france', 'en', 'when was the first invoice from France?', `SELECT i.invoice_id, i.invoice_date FROM invoice i JOIN customer c ON c.customer_id = i.customer_id WHERE c.country = 'France' ORDER BY i.invoice_date, i.invoice_id LIMIT 1`),
    c('ar-last-invoice-brazil', 'ar', 'آخر فاتورة من البرازيل', `SELECT i.invoice_id, i.invoice_date FROM invoice i JOIN customer c ON c.customer_id = i.customer_id WHERE c.country = 'Brazil' ORDER BY i.invoice_date DESC, i.invoice_id DESC LIMIT 1`),
    c('ar-last-3-invoices-2024', 'ar', 'آخر ٣ فواتير في ٢٠٢٤', `SELECT invoice_id FROM invoice WHERE ${year(2024)} ORDER BY invoice_date DESC, invoice_id DESC LIMIT 3`),
    // "What did she buy?", "وش اشترى؟" after one customer: her tracks with their sales (it was "can't").
    c('first-customer-bought', 'en', ['who was our first customer?', 'what did she buy?'], `SELECT t.name, sum(l.unit_price * l.quantity) FROM ${lines} JOIN invoice i ON i.invoice_id = l.invoice_id WHERE i.customer_id = (SELECT i2.customer_id FROM invoice i2 ORDER BY i2.invoice_date, i2.invoice_id LIMIT 1) GROUP BY t.track_id, t.name`),
    c('customer-spent-bought', 'en', ['how much did Helena Holý spend?', 'what did they buy?'], `SELECT t.name, sum(l.unit_price * l.quantity) FROM ${lines} JOIN invoice i ON i.invoice_id = l.invoice_id JOIN customer c ON c.customer_id = i.customer_id WHERE c.first_name = 'Helena' AND c.last_name = 'Holý' GROUP BY t.track_id, t.name`),
    c('top-customer-bought', 'en', ['top customer by sales', 'what did he buy?'], `SELECT t.name, sum(l.unit_price * l.quantity) FROM ${lines} JOIN invoice i ON i.invoice_id = l.invoice_id JOIN customer c ON c.customer_id = i.customer_id WHERE c.first_name = 'Helena' AND c.last_name = 'Holý' GROUP BY t.track_id, t.name`),
    c('ar-customer-spent-bought', 'ar', ['كم صرف Luís Gonçalves؟', 'وش اشترى؟'], `SELECT t.name, sum(l.unit_price * l.quantity) FROM ${lines} JOIN invoice i ON i.invoice_id = l.invoice_id JOIN customer c ON c.customer_id = i.customer_id WHERE c.first_name = 'Luís' AND c.last_name = 'Gonçalves' GROUP BY t.track_id, t.name`),
    c('ar-first-customer-bought', 'ar', ['مين أول عميل عندنا؟', 'وش اشترى؟'], `SELECT t.name, sum(l.unit_price * l.quantity) FROM ${lines} JOIN invoice i ON i.invoice_id = l.invoice_id WHERE i.customer_id = (SELECT i2.customer_id FROM invoice i2 ORDER BY i2.invoice_date, i2.invoice_id LIMIT 1) GROUP BY t.track_id, t.name`),
    // New customers: those whose first invoice falls in the period (it was refused, "new or returning customers").
    c('new-customers-2023', 'en', 'how many new customers did we get in 2023?', `SELECT count(*) FROM (SELECT customer_id, min(invoice_date) AS first_at FROM invoice GROUP BY customer_id) f WHERE ${year(2023, 'first_at')}`),
    c('new-customers-2022', 'en', 'new customers in 2022', `SELECT count(*) FROM (SELECT customer_id, min(invoice_date) AS first_at FROM invoice GROUP BY customer_id) f WHERE ${year(2022, 'first_at')}`),
    c('new-customers-by-year', 'en', 'new customers by year', `SELECT ${yearOf('i.invoice_date')}, count(DISTINCT CASE WHEN i.invoice_date = f.first_at THEN i.customer_id END) FROM invoice i JOIN (SELECT customer_id, min(invoice_date) AS first_at FROM invoice GROUP BY customer_id) f ON f.customer_id = i.customer_id GROUP BY 1`),
    c('ar-new-customers-2023', 'ar', 'كم عميل جديد في ٢٠٢٣؟', `SELECT count(*) FROM (SELECT customer_id, min(invoice_date) AS first_at FROM invoice GROUP BY customer_id) f WHERE ${year(2023, 'first_at')}`),
    c('ar-new-customers-2022', 'ar', 'عدد العملاء الجدد في ٢٠٢٢', `SELECT count(*) FROM (SELECT customer_id, min(invoice_date) AS first_at FROM invoice GROUP BY customer_id) f WHERE ${year(2022, 'first_at')}`),
    // "What genres does Iron Maiden play?": the genres, each with its tracks (it was "Number of genres: 4").
    c('artist-genres', 'en', 'what genres does Iron Maiden play?', artistGenres('Iron Maiden')),
    c('artist-genres-which', 'en', 'which genres does Iron Maiden play?', artistGenres('Iron Maiden')),
    c('ar-artist-genres', 'ar', 'أي أنواع يعزفها Iron Maiden؟', artistGenres('Iron Maiden')),
    // "By type of media" is the media type (it was "can't split by media").
    c('sales-by-type-of-media', 'en', 'sales by type of media', `SELECT m.name, sum(l.unit_price * l.quantity) FROM ${lines} JOIN media_type m ON m.media_type_id = t.media_type_id GROUP BY m.media_type_id, m.name`),
    c('tracks-by-kind-of-media', 'en', 'tracks by kind of media', 'SELECT m.name, count(*) FROM track t JOIN media_type m ON m.media_type_id = t.media_type_id GROUP BY m.media_type_id, m.name'),
    // "How much did she spend?", "وكم صرف؟", "how many invoices does she have?" after the first customer or the last
    // invoice: that customer's (they were the whole store's sales, 2,328.6, and its 412 invoices).
    c('first-customer-spent', 'en', ['who was our first customer?', 'how much did she spend?'], `SELECT sum(i.total) FROM invoice i WHERE i.customer_id = (${firstCustomer})`),
    c('ar-first-customer-spent', 'ar', ['مين أول عميل عندنا؟', 'وكم صرف؟'], `SELECT sum(i.total) FROM invoice i WHERE i.customer_id = (${firstCustomer})`),
    c('first-customer-spent-en-ar', 'ar', ['who was our first customer?', 'وكم صرف؟'], `SELECT sum(i.total) FROM invoice i WHERE i.customer_id = (${firstCustomer})`),
    c('first-customer-invoices', 'en', ['who was our first customer?', 'how much did she spend?', 'and how many invoices does she have?'], `SELECT count(*) FROM invoice i WHERE i.customer_id = (${firstCustomer})`),
    c('ar-first-customer-invoices', 'ar', ['مين أول عميل عندنا؟', 'وكم فاتورة عندها؟'], `SELECT count(*) FROM invoice i WHERE i.customer_id = (${firstCustomer})`),
    c('last-invoice-customer-spent', 'en', ['the last invoice', 'how much did she spend?'], `SELECT sum(i.total) FROM invoice i WHERE i.customer_id = (${lastInvoiceCustomer})`),
    c('ar-last-invoice-customer-spent', 'ar', ['متى آخر فاتورة؟', 'وكم صرف؟'], `SELECT sum(i.total) FROM invoice i WHERE i.customer_id = (${lastInvoiceCustomer})`),
    c('last-invoice-customer-invoices', 'en', ['the last invoice', 'how many invoices does he have?'], `SELECT count(*) FROM invoice i WHERE i.customer_id = (${lastInvoiceCustomer})`),
    // "What albums does Iron Maiden have?", "وش ألبومات Iron Maiden؟": the album titles, each with its tracks (it was
    // their number, 21; the Arabic the self-titled album's count, 1).
    c('artist-albums-listed', 'en', 'what albums does Iron Maiden have?', artistAlbums('Iron Maiden')),
    c('artist-albums-which', 'en', 'which albums does AC/DC have?', artistAlbums('AC/DC')),
    c('ar-artist-albums-listed', 'ar', 'وش ألبومات Iron Maiden؟', artistAlbums('Iron Maiden')),
    c('ar-artist-albums-ish', 'ar', 'ايش ألبومات Black Sabbath؟', artistAlbums('Black Sabbath')),
    // Arabic answers name countries and genres in Arabic ("في ألمانيا أو فرنسا", "الولايات المتحدة (…)", "روك"); they
    // showed the stored English ("في Germany أو France", "USA"). Filters keep the stored value.
    c('ar-germany-or-france-named', 'ar', 'المبيعات في ألمانيا أو فرنسا', "SELECT sum(i.total) FROM invoice i JOIN customer c ON c.customer_id = i.customer_id WHERE c.country IN ('Germany', 'France')"),
    c('ar-top-countries-named', 'ar', 'أعلى ٣ دول مبيعاً', 'SELECT c.country, sum(i.total) FROM invoice i JOIN customer c ON c.customer_id = i.customer_id GROUP BY c.country ORDER BY 2 DESC LIMIT 3'),
    c('ar-top-genre-named', 'ar', 'أكثر نوع مبيعاً', `SELECT g.name, sum(l.unit_price * l.quantity) FROM ${lines} JOIN genre g ON g.genre_id = t.genre_id GROUP BY g.genre_id, g.name ORDER BY 2 DESC LIMIT 1`),
  ];
}
