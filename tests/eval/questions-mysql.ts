import type { Case } from './questions-demo.ts';
import { chinookBothCases } from './questions-chinook.ts';

/**
 * Chinook in MariaDB/MySQL, connected as a database source: the engine writes MySQL for it. Gold answers are
 * hand-written MySQL run on the same database as its owner ("now" is 2026-11-22; invoices run 2021 to 2025).
 */
export function mysqlCases(): Case[] {
  const year = (y: number) => `invoice_date >= '${y}-01-01' AND invoice_date < '${y + 1}-01-01'`;
  const c = (id: string, lang: 'en' | 'ar', ask: string | string[], gold: string): Case => ({
    id: `my-${id}`, category: 'mysql-source', dataset: 'chinook_mysql', lang, ask: Array.isArray(ask) ? ask : [ask], gold,
  });
  return [
    c('total', 'en', 'total sales', 'SELECT sum(total) FROM invoice'),
    c('2023', 'en', 'total sales in 2023', `SELECT sum(total) FROM invoice WHERE ${year(2023)}`),
    c('last-year', 'en', 'sales last year', `SELECT sum(total) FROM invoice WHERE ${year(2025)}`),
    c('by-country', 'en', 'sales by billing country', 'SELECT billing_country, sum(total) FROM invoice GROUP BY billing_country'),
    c('top5', 'en', 'top 5 billing countries by sales', 'SELECT billing_country, sum(total) AS s FROM invoice GROUP BY billing_country ORDER BY s DESC, billing_country LIMIT 5'),
    c('top3-2024', 'en', 'top 3 billing countries by sales in 2024', `SELECT billing_country, sum(total) AS s FROM invoice WHERE ${year(2024)} GROUP BY billing_country ORDER BY s DESC, billing_country LIMIT 3`),
    c('bottom3', 'en', 'bottom 3 billing countries by sales', 'SELECT billing_country, sum(total) AS s FROM invoice GROUP BY billing_country ORDER BY s ASC, billing_country LIMIT 3'),
    c('brazil', 'en', 'sales in Brazil', "SELECT sum(total) FROM invoice WHERE billing_country = 'Brazil'"),
    c('germany-2022', 'en', 'sales in Germany in 2022', `SELECT sum(total) FROM invoice WHERE billing_country = 'Germany' AND ${year(2022)}`),
    c('paris', 'en', 'sales in Paris', "SELECT sum(total) FROM invoice WHERE billing_city = 'Paris'"),
    c('not-usa', 'en', 'sales excluding USA', "SELECT sum(total) FROM invoice WHERE billing_country <> 'USA' OR billing_country IS NULL"),
    c('count-2021', 'en', 'how many invoices in 2021', `SELECT count(*) FROM invoice WHERE ${year(2021)}`),
    c('month-2022', 'en', 'sales by month in 2022', `SELECT DATE_FORMAT(invoice_date, '%Y-%m-01') AS m, sum(total) FROM invoice WHERE ${year(2022)} GROUP BY m`),
    c('quarter-2023', 'en', 'sales by quarter in 2023', `SELECT concat(year(invoice_date), '-', lpad((quarter(invoice_date) - 1) * 3 + 1, 2, '0'), '-01') AS q, sum(total) FROM invoice WHERE ${year(2023)} GROUP BY q`),
    c('by-year', 'en', 'sales by year', "SELECT concat(year(invoice_date), '-01-01') AS y, sum(total) FROM invoice GROUP BY y"),
    // Weeks start on Sunday, the day after the evaluation store's Friday-Saturday weekend: 2022-01-01 is a Saturday,
    // so January's first rows belong to the week of 2021-12-26.
    c('week-jan', 'en', 'sales by week in January 2022', "SELECT DATE_FORMAT(DATE_SUB(invoice_date, INTERVAL MOD(WEEKDAY(invoice_date) + 1, 7) DAY), '%Y-%m-%d') AS w, sum(total) FROM invoice WHERE invoice_date >= '2022-01-01' AND invoice_date < '2022-02-01' GROUP BY w"
      // The last week (Jan 30–31) had no invoice: a series lists it as 0.
      + " UNION ALL SELECT '2022-01-30', 0 FROM DUAL WHERE NOT EXISTS (SELECT 1 FROM invoice WHERE invoice_date >= '2022-01-30' AND invoice_date < '2022-02-01')"),
    // A ranked grouping over time: the top 3 of the year, month by month (MySQL takes no LIMIT right inside IN).
    c('top3-by-month', 'en', 'top 3 billing countries by sales by month in 2022', `SELECT DATE_FORMAT(invoice_date, '%Y-%m-01') AS m, billing_country, sum(total) FROM invoice WHERE ${year(2022)}
      AND billing_country IN (SELECT c FROM (SELECT billing_country AS c FROM invoice WHERE ${year(2022)} GROUP BY c ORDER BY sum(total) DESC, c LIMIT 3) t) GROUP BY m, billing_country`),
    c('best-month', 'en', 'best month by sales in 2023', `SELECT DATE_FORMAT(invoice_date, '%Y-%m-01') AS m, sum(total) AS s FROM invoice WHERE ${year(2023)} GROUP BY m ORDER BY s DESC, m LIMIT 1`),
    c('q3-2024', 'en', 'sales in Q3 2024', "SELECT sum(total) FROM invoice WHERE invoice_date >= '2024-07-01' AND invoice_date < '2024-10-01'"),
    c('between', 'en', 'sales between March 2023 and June 2023', "SELECT sum(total) FROM invoice WHERE invoice_date >= '2023-03-01' AND invoice_date < '2023-07-01'"),
    c('march-count', 'en', 'number of invoices in March 2025', "SELECT count(*) FROM invoice WHERE invoice_date >= '2025-03-01' AND invoice_date < '2025-04-01'"),
    c('share', 'en', 'share of sales by billing country in 2023 top 5', `SELECT billing_country, sum(total) AS s, sum(total) / sum(sum(total)) OVER () FROM invoice WHERE ${year(2023)} GROUP BY billing_country ORDER BY s DESC, billing_country LIMIT 5`),
    c('avg-country', 'en', 'average sales by billing country top 3', 'SELECT billing_country, avg(total) AS a FROM invoice GROUP BY billing_country ORDER BY a DESC, billing_country LIMIT 3'),
    c('max-2021', 'en', 'maximum sales in 2021', `SELECT max(total) FROM invoice WHERE ${year(2021)}`),
    c('canada-cities', 'en', 'sales by billing city in Canada', "SELECT billing_city, sum(total) FROM invoice WHERE billing_country = 'Canada' GROUP BY billing_city"),
    c('customers-country', 'en', 'how many customers by country', 'SELECT country, count(*) FROM customer GROUP BY country'),
    c('customers-brazil', 'en', 'how many customers in Brazil', "SELECT count(*) FROM customer WHERE country = 'Brazil'"),
    // A ranking names composers: the 977 tracks with none are no contender.
    c('tracks-composer', 'en', 'number of tracks by composer top 3', 'SELECT composer, count(*) AS n FROM track WHERE composer IS NOT NULL GROUP BY composer ORDER BY n DESC, composer LIMIT 3'),
    c('ms-composer', 'en', 'average milliseconds by composer top 5', 'SELECT composer, avg(milliseconds) AS a FROM track WHERE composer IS NOT NULL GROUP BY composer ORDER BY a DESC, composer LIMIT 5'),
    c('unit-price', 'en', 'average unit price of tracks', 'SELECT avg(unit_price) FROM track'),
    // Comparisons: the current value beside the previous one; by month, last year's months moved onto this year's.
    c('vs-last-year', 'en', 'sales in 2023 vs last year', `SELECT (SELECT sum(total) FROM invoice WHERE ${year(2023)}), (SELECT sum(total) FROM invoice WHERE ${year(2022)})`),
    c('month-vs-year', 'en', 'sales by month in 2023 vs last year', `
      WITH cur AS (SELECT DATE_FORMAT(invoice_date, '%Y-%m-01') AS b, sum(total) AS v FROM invoice WHERE ${year(2023)} GROUP BY b),
           prev AS (SELECT DATE_FORMAT(invoice_date + INTERVAL 1 YEAR, '%Y-%m-01') AS b, sum(total) AS v FROM invoice WHERE ${year(2022)} GROUP BY b)
      SELECT cur.b, cur.v, prev.v FROM cur LEFT JOIN prev ON prev.b = cur.b
      UNION ALL SELECT prev.b, NULL, prev.v FROM prev WHERE prev.b NOT IN (SELECT b FROM cur)`),
    c('follow-canada', 'en', ['sales by billing country in 2024', 'only in Canada'], `SELECT billing_country, sum(total) FROM invoice WHERE billing_country = 'Canada' AND ${year(2024)} GROUP BY billing_country`),
    c('follow-year', 'en', ['sales in Brazil', 'and in 2023?'], `SELECT sum(total) FROM invoice WHERE billing_country = 'Brazil' AND ${year(2023)}`),
    c('refuse-drop', 'en', 'drop table invoice', 'cannot'),

    c('ar-2023', 'ar', 'المبيعات في ٢٠٢٣', `SELECT sum(total) FROM invoice WHERE ${year(2023)}`),
    c('ar-country', 'ar', 'المبيعات حسب billing country', 'SELECT billing_country, sum(total) FROM invoice GROUP BY billing_country'),
    c('ar-top5', 'ar', 'المبيعات حسب billing country أعلى ٥', 'SELECT billing_country, sum(total) AS s FROM invoice GROUP BY billing_country ORDER BY s DESC, billing_country LIMIT 5'),
    c('ar-count', 'ar', 'كم عدد الفواتير في ٢٠٢٢', `SELECT count(*) FROM invoice WHERE ${year(2022)}`),
    c('ar-germany', 'ar', 'المبيعات في Germany في ٢٠٢٤', `SELECT sum(total) FROM invoice WHERE billing_country = 'Germany' AND ${year(2024)}`),
    c('ar-month', 'ar', 'المبيعات حسب الشهر في ٢٠٢٤', `SELECT DATE_FORMAT(invoice_date, '%Y-%m-01') AS m, sum(total) FROM invoice WHERE ${year(2024)} GROUP BY m`),
    c('ar-avg', 'ar', 'متوسط المبيعات حسب billing country', 'SELECT billing_country, avg(total) FROM invoice GROUP BY billing_country'),
    c('ar-q2', 'ar', 'المبيعات في الربع الثاني ٢٠٢٣', "SELECT sum(total) FROM invoice WHERE invoice_date >= '2023-04-01' AND invoice_date < '2023-07-01'"),
    c('ar-last-year', 'ar', 'المبيعات السنة الماضية حسب billing country', `SELECT billing_country, sum(total) FROM invoice WHERE ${year(2025)} GROUP BY billing_country`),
    c('ar-refuse', 'ar', 'احذف جدول الفواتير', 'cannot'),
    // Joined along the database's foreign keys (ADR 25): a track's genre, an invoice's customer, a line's invoice date.
    c('join-tracks-genre', 'en', 'number of tracks by genre', 'SELECT g.name, count(*) FROM track t LEFT JOIN genre g ON g.genre_id = t.genre_id GROUP BY g.genre_id, g.name'),
    c('join-top-genres', 'en', 'top 5 genres by tracks', 'SELECT g.name, count(*) AS n FROM track t JOIN genre g ON g.genre_id = t.genre_id GROUP BY g.genre_id, g.name ORDER BY n DESC, 1 LIMIT 5'),
    c('join-ar-tracks-genre', 'ar', 'كم مقطع في كل نوع', 'SELECT g.name, count(*) FROM track t LEFT JOIN genre g ON g.genre_id = t.genre_id GROUP BY g.genre_id, g.name'),
    c('join-units-genre-2024', 'en', 'units sold by genre in 2024', `SELECT g.name, sum(l.quantity) FROM invoice_line l JOIN invoice i ON i.invoice_id = l.invoice_id JOIN track t ON t.track_id = l.track_id JOIN genre g ON g.genre_id = t.genre_id WHERE i.invoice_date >= '2024-01-01' AND i.invoice_date < '2025-01-01' GROUP BY g.genre_id, g.name`),
    c('join-top-genre-units', 'en', 'which genre sold the most units', 'SELECT g.name, sum(l.quantity) AS n FROM invoice_line l JOIN track t ON t.track_id = l.track_id JOIN genre g ON g.genre_id = t.genre_id GROUP BY g.genre_id, g.name ORDER BY n DESC LIMIT 1'),
    c('join-albums-tracks', 'en', 'top 5 albums by tracks', 'SELECT a.title, count(*) AS n FROM track t JOIN album a ON a.album_id = t.album_id GROUP BY a.album_id, a.title ORDER BY n DESC, 1 LIMIT 5'),
    c('join-customer-country', 'en', 'sales by customer country', 'SELECT c.country, sum(i.total) FROM invoice i LEFT JOIN customer c ON c.customer_id = i.customer_id GROUP BY 1'),
    c('join-ar-customer-country', 'ar', 'المبيعات حسب دولة العميل', 'SELECT c.country, sum(i.total) FROM invoice i LEFT JOIN customer c ON c.customer_id = i.customer_id GROUP BY 1'),
    c('join-top-customers', 'en', 'top 3 customers by sales', "SELECT concat_ws(' ', c.first_name, c.last_name), sum(i.total) AS s FROM invoice i JOIN customer c ON c.customer_id = i.customer_id GROUP BY c.customer_id, 1 ORDER BY s DESC, 1 LIMIT 3"),
    c('join-avg-length-genre', 'en', 'average track length by genre', 'SELECT g.name, avg(t.milliseconds) FROM track t LEFT JOIN genre g ON g.genre_id = t.genre_id GROUP BY g.genre_id, g.name'),
    c('join-invoice-lines', 'en', 'how many invoice lines in 2023', "SELECT count(*) FROM invoice_line l JOIN invoice i ON i.invoice_id = l.invoice_id WHERE i.invoice_date >= '2023-01-01' AND i.invoice_date < '2024-01-01'"),
    // Sales of what invoice lines hold (price × quantity) where the invoices' total cannot reach a genre or an album
    // ("can't" before); genres said in Arabic; a follow-up's value of the kind already filtered (an album named Pop).
    c('join-sales-genre', 'en', 'sales by genre', 'SELECT g.name, sum(l.unit_price * l.quantity) FROM invoice_line l JOIN track t ON t.track_id = l.track_id JOIN genre g ON g.genre_id = t.genre_id GROUP BY g.genre_id, g.name'),
    c('join-ar-sales-genre', 'ar', 'كم مبيعاتنا حسب النوع؟', 'SELECT g.name, sum(l.unit_price * l.quantity) FROM invoice_line l JOIN track t ON t.track_id = l.track_id JOIN genre g ON g.genre_id = t.genre_id GROUP BY g.genre_id, g.name'),
    c('join-top-albums-sales', 'en', 'top 5 albums by sales', 'SELECT a.title, sum(l.unit_price * l.quantity) AS s FROM invoice_line l JOIN track t ON t.track_id = l.track_id JOIN album a ON a.album_id = t.album_id GROUP BY a.album_id, a.title ORDER BY s DESC, 1 LIMIT 5'),
    c('join-ar-genre-sold-most', 'ar', 'وش أكثر نوع موسيقى انباع؟', 'SELECT g.name, sum(l.unit_price * l.quantity) AS s FROM invoice_line l JOIN track t ON t.track_id = l.track_id JOIN genre g ON g.genre_id = t.genre_id GROUP BY g.genre_id, g.name ORDER BY s DESC LIMIT 1'),
    c('join-ar-rock-2024', 'ar', 'كم مبيعات الروك في ٢٠٢٤؟', "SELECT sum(l.unit_price * l.quantity) FROM invoice_line l JOIN invoice i ON i.invoice_id = l.invoice_id JOIN track t ON t.track_id = l.track_id JOIN genre g ON g.genre_id = t.genre_id WHERE g.name = 'Rock' AND i.invoice_date >= '2024-01-01' AND i.invoice_date < '2025-01-01'"),
    c('join-ar-blues-units', 'ar', 'الكمية المباعة من البلوز', "SELECT sum(l.quantity) FROM invoice_line l JOIN track t ON t.track_id = l.track_id JOIN genre g ON g.genre_id = t.genre_id WHERE g.name = 'Blues'"),
    c('join-and-pop', 'en', ['units sold by genre in 2024', 'only Jazz', 'and Pop?'], "SELECT g.name, sum(l.quantity) FROM invoice_line l JOIN invoice i ON i.invoice_id = l.invoice_id JOIN track t ON t.track_id = l.track_id JOIN genre g ON g.genre_id = t.genre_id WHERE g.name = 'Pop' AND i.invoice_date >= '2024-01-01' AND i.invoice_date < '2025-01-01' GROUP BY g.genre_id, g.name"),
    c('join-ar-customers-bought', 'ar', 'كم عميل اشترى في ٢٠٢٤؟', "SELECT count(DISTINCT customer_id) FROM invoice WHERE invoice_date >= '2024-01-01' AND invoice_date < '2025-01-01'"),
    // What a customer spent is their invoices' total; "ومتوسط الفاتورة" is the invoices' average total ("can't" and a count).
    c('spent-by-name', 'en', 'how much did Helena Holý spend?', "SELECT sum(i.total) FROM invoice i JOIN customer c ON c.customer_id = i.customer_id WHERE c.first_name = 'Helena' AND c.last_name = 'Holý'"),
    c('ar-average-invoice', 'ar', ['كم عدد الفواتير في ٢٠٢٥؟', 'وكم المبيعات؟', 'ومتوسط الفاتورة؟'], "SELECT avg(total) FROM invoice WHERE invoice_date >= '2025-01-01' AND invoice_date < '2026-01-01'"),
    c('tracks-sold-2025', 'en', 'how many tracks did we sell in 2025', "SELECT count(DISTINCT l.track_id) FROM invoice_line l JOIN invoice i ON i.invoice_id = l.invoice_id WHERE i.invoice_date >= '2025-01-01' AND i.invoice_date < '2026-01-01'"),
    // What had no rows, on a connected database: the referred tables list their members (ADR 23, 25); "never" had been
    // corrected to "Neves", a name in the data.
    c('absent-genres-never', 'en', 'genres we never sold', 'SELECT g.name FROM genre g WHERE NOT EXISTS (SELECT 1 FROM invoice_line l JOIN track t ON t.track_id = l.track_id WHERE t.genre_id = g.genre_id)'),
    c('absent-tracks-never', 'en', 'how many tracks were never sold?', 'SELECT count(*) FROM track t WHERE NOT EXISTS (SELECT 1 FROM invoice_line l WHERE l.track_id = t.track_id)'),
    c('absent-customers-2025', 'en', "customers who didn't buy anything in 2025", "SELECT concat_ws(' ', c.first_name, c.last_name), DATE_FORMAT(max(i.invoice_date), '%Y-%m-%d'), count(i.invoice_id) FROM customer c LEFT JOIN invoice i ON i.customer_id = c.customer_id AND i.invoice_date < '2025-01-01' WHERE NOT EXISTS (SELECT 1 FROM invoice x WHERE x.customer_id = c.customer_id AND x.invoice_date >= '2025-01-01' AND x.invoice_date < '2026-01-01') GROUP BY c.customer_id, 1"),
    // A top 3 of customers in Brazil: three kept (two more tie with the third, and are named in the sentence).
    c('top3-brazil', 'en', 'top 3 customers in Brazil by sales', "SELECT concat_ws(' ', c.first_name, c.last_name), sum(i.total) AS s FROM invoice i JOIN customer c ON c.customer_id = i.customer_id WHERE c.country = 'Brazil' GROUP BY c.customer_id, 1 ORDER BY s DESC, 1 LIMIT 3"),
    // "Who was it for?" after the biggest invoice, "where is she from?" after the top customer ("can't" before).
    c('who-was-it-for', 'en', ['biggest invoice', 'who was it for?'], "SELECT i.invoice_id, concat_ws(' ', c.first_name, c.last_name), i.total FROM invoice i JOIN customer c ON c.customer_id = i.customer_id ORDER BY i.total DESC, i.invoice_id LIMIT 1"),
    c('ar-who-was-it-for', 'ar', ['أكبر فاتورة', 'لمين كانت؟'], "SELECT i.invoice_id, concat_ws(' ', c.first_name, c.last_name), i.total FROM invoice i JOIN customer c ON c.customer_id = i.customer_id ORDER BY i.total DESC, i.invoice_id LIMIT 1"),
    c('where-is-she-from', 'en', ['which customer spent the most in 2023?', 'where is she from?'], "SELECT concat_ws(' ', c.first_name, c.last_name), c.city, sum(i.total) AS s FROM invoice i JOIN customer c ON c.customer_id = i.customer_id WHERE i.invoice_date >= '2023-01-01' AND i.invoice_date < '2024-01-01' GROUP BY c.customer_id, 1, 2 ORDER BY s DESC LIMIT 1"),
    // Rows whose value is there or not ("customers who have a company"; every customer was counted).
    c('have-a-company', 'en', 'how many customers have a company?', "SELECT count(*) FROM customer WHERE company IS NOT NULL AND company <> ''"),
    c('ar-have-a-company', 'ar', 'كم عدد العملاء اللي عندهم شركة؟', "SELECT count(*) FROM customer WHERE company IS NOT NULL AND company <> ''"),
    c('without-company-by-country', 'en', 'customers without a company by country', "SELECT country, count(*) FROM customer WHERE company IS NULL OR company = '' GROUP BY 1"),
    // "Which X has the most Y": Y counted for each X (it was split by both and counted invoice lines).
    c('genre-most-tracks', 'en', 'which genre has the most tracks', 'SELECT g.name, count(*) FROM track t JOIN genre g ON g.genre_id = t.genre_id GROUP BY g.genre_id, g.name ORDER BY 2 DESC LIMIT 1'),
    c('album-most-tracks', 'en', 'which album has the most tracks', 'SELECT a.title, count(*) FROM track t JOIN album a ON a.album_id = t.album_id GROUP BY a.album_id, a.title ORDER BY 2 DESC LIMIT 1'),
    // A length in the owner's unit, on a column kept in milliseconds; the longest is the one with most.
    c('longer-than-minutes', 'en', 'how many tracks are longer than 5 minutes', 'SELECT count(*) FROM track WHERE milliseconds > 300000'),
    c('ar-longer-than-minutes', 'ar', 'كم مقطع أطول من ١٠ دقائق', 'SELECT count(*) FROM track WHERE milliseconds > 600000'),
    c('longest-track', 'en', 'longest track', 'SELECT name, milliseconds FROM track ORDER BY milliseconds DESC LIMIT 1'),
    c('calendar-month', 'en', 'sales by month of the year', 'SELECT CAST(MONTH(invoice_date) AS CHAR), sum(total) FROM invoice GROUP BY 1'),
    c('ar-calendar-month', 'ar', 'المبيعات حسب شهر السنة', 'SELECT CAST(MONTH(invoice_date) AS CHAR), sum(total) FROM invoice GROUP BY 1'),
    c('how-much-did-buy', 'en', 'how much did Canada buy in 2023?', "SELECT sum(i.total) FROM invoice i JOIN customer c ON c.customer_id = i.customer_id WHERE c.country = 'Canada' AND i.invoice_date >= '2023-01-01' AND i.invoice_date < '2024-01-01'"),
    c('songs-are-tracks', 'en', 'how many songs are there?', 'SELECT count(*) FROM track'),
    c('best-month-by-sales', 'en', 'what was our best month ever?', "SELECT DATE_FORMAT(invoice_date, '%Y-%m-01'), sum(total) FROM invoice GROUP BY 1 ORDER BY 2 DESC LIMIT 1"),
    c('ar-by-month-glued', 'ar', 'المبيعات بالشهر في 2024', "SELECT DATE_FORMAT(invoice_date, '%Y-%m-01'), sum(total) FROM invoice WHERE invoice_date >= '2024-01-01' AND invoice_date < '2025-01-01' GROUP BY 1"),
    // Before the invoices start (2021), read through the chat subgraph's loader as in the product: answered, nothing (ADR 32).
    c('before-data', 'en', 'sales in Brazil in 2012', `SELECT coalesce(sum(total), 0) FROM invoice WHERE billing_country = 'Brazil' AND ${year(2012)}`),
    ...chinookBothCases('chinook_mysql'),
  ];
}
