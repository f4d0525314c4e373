import type { Case } from './questions-demo.ts';
import { customerName, salesF, span } from './gold-sql.ts';

/**
 * An Arabic-speaking analyst asking about data she uploaded or connected herself (QA of 2026-11-27, `aa-`): Chinook in
 * both of its databases, the weather, stocks and airports files, in Modern Standard and Gulf Arabic, Arabic-Indic and
 * Latin digits, with and without hamzas, and a few English twins of the same questions. Each case is a question that
 * was answered wrongly or refused (or a neighbour that must stay as it was), with its gold written by hand.
 */
export function arabicAnalystCases(): Case[] {
  const weather = `"store_1"."seattle_weather"`;
  const year = (column: string, y: number) => `${column} >= '${y}-01-01' AND ${column} < '${y + 1}-01-01'`;
  /** A question of Chinook in both databases; a gold that differs by database is a function of it. */
  const both = (id: string, lang: 'en' | 'ar', ask: string[], gold: string | ((mysql: boolean) => string)): Case[] => [
    { id: `aa-${id}`, category: 'custom-data', dataset: 'chinook', lang, ask, gold: typeof gold === 'string' ? gold : gold(false) },
    { id: `my-aa-${id}`, category: 'mysql-source', dataset: 'chinook_mysql', lang, ask, gold: typeof gold === 'string' ? gold : gold(true) },
  ];
  /** Each year's sales in the months given (1–12), keyed by the year's first day as the answer keys it. */
  const salesEachYearIn = (months: number[]) => (mysql: boolean) => (mysql
    ? `SELECT DATE_FORMAT(invoice_date, '%Y-01-01'), sum(total) FROM invoice WHERE MONTH(invoice_date) IN (${months.join(', ')}) GROUP BY 1`
    : `SELECT to_char(date_trunc('year', invoice_date), 'YYYY-MM-DD'), sum(total) FROM invoice WHERE extract(month FROM invoice_date) IN (${months.join(', ')}) GROUP BY 1`);
  const file = (id: string, dataset: string, lang: 'en' | 'ar', ask: string[], gold: string): Case => ({ id: `aa-${id}`, category: 'custom-data', dataset, lang, ask, gold });
  const person = `concat_ws(' ', c.first_name, c.last_name)`;
  /** Each customer (by id, shown by name) with what their invoices add up to, kept by `where`. */
  const spentByCustomer = (where = '') => `SELECT ${person}, sum(i.total) FROM invoice i JOIN customer c ON c.customer_id = i.customer_id ${where} GROUP BY c.customer_id, 1`;
  /** The sales of the customers an employee (by full name) looks after. */
  const repSales = (name: string) => `SELECT sum(i.total) FROM invoice i JOIN customer c ON c.customer_id = i.customer_id JOIN employee e ON e.employee_id = c.support_rep_id WHERE concat_ws(' ', e.first_name, e.last_name) = ${name}`;
  const tracksPerInvoice = 'SELECT count(*) * 1.0 / count(DISTINCT invoice_id) FROM invoice_line';
  const tracksOf = (join: string, where: string) => `SELECT count(*) FROM track t ${join} WHERE ${where}`;
  return [
    // "كم صرف كل عميل" (how much did each customer spend): each customer with their total; the spending verb is the
    // measure, so "each customer" is the split (it was one total for all of them, and "كم دفع كل عميل" was refused).
    ...both('spent-each-customer-portugal', 'ar', ['كم صرف كل عميل في البرتغال'], spentByCustomer("WHERE c.country = 'Portugal'")),
    ...both('en-spent-each-customer-portugal', 'en', ['how much did each customer in Portugal spend'], spentByCustomer("WHERE c.country = 'Portugal'")),
    ...both('paid-each-customer-canada', 'ar', ['كم دفع كل عميل في كندا'], spentByCustomer("WHERE c.country = 'Canada'")),
    ...both('spent-each-customer', 'ar', ['كم صرف كل عميل'], spentByCustomer()),
    // "كل العملاء" (all the customers) stays the one total.
    ...both('spent-all-customers', 'ar', ['كم صرف كل العملاء'], 'SELECT sum(total) FROM invoice'),
    // The store's own customers the same way (it was the gross sales of Riyadh, one figure).
    {
      id: 'aa-spent-each-customer-riyadh', category: 'owner-qa', dataset: 'demo', lang: 'ar', ask: ['كم صرف كل عميل في الرياض الشهر الماضي'],
      gold: `SELECT ${customerName}, t.v FROM (SELECT c.id, coalesce(nullif(concat_ws(' ', c.first_name, c.last_name), ''), c.email) AS name, c.email, ${salesF} AS v
        FROM warehouse.orders o JOIN warehouse.customers c ON c.store_id = o.store_id AND c.id = o.customer_id
        WHERE o.store_id = 1 AND o.city = 'Riyadh' AND ${span('o.created_at', '2026-10-01', '2026-11-01')} GROUP BY c.id, c.first_name, c.last_name, c.email) t`,
    },
    // "تراك" is how the Gulf says a track: "كم تراك في كل ألبوم" was "I don't find تراك in your data".
    ...both('tracks-each-album', 'ar', ['كم تراك في كل ألبوم'], 'SELECT a.title, count(*) FROM track t JOIN album a ON a.album_id = t.album_id GROUP BY a.album_id, a.title'),
    ...both('tracks-count', 'ar', ['كم تراكات عندنا'], 'SELECT count(*) FROM track'),
    // A kind named before its value ("في نوع الروك", "in genre Rock", "ألبوم Let There Be Rock") is the filter's word,
    // not a count beside it (the answer said "(number of genres: 1)").
    ...both('tracks-in-genre-rock', 'ar', ['كم مقطع في نوع الروك'], tracksOf('JOIN genre g ON g.genre_id = t.genre_id', "g.name = 'Rock'")),
    ...both('en-tracks-in-genre-rock', 'en', ['how many tracks in genre Rock'], tracksOf('JOIN genre g ON g.genre_id = t.genre_id', "g.name = 'Rock'")),
    ...both('tracks-in-album', 'ar', ['كم مقطع في ألبوم Let There Be Rock'], tracksOf('JOIN album a ON a.album_id = t.album_id', "a.title = 'Let There Be Rock'")),
    ...both('songs-in-genre-jazz', 'ar', ['كم اغنية في نوع الجاز'], tracksOf('JOIN genre g ON g.genre_id = t.genre_id', "g.name = 'Jazz'")),
    // The temperature said before a bare number is degrees: "كم يوم كانت الحراره فوق ٣٠" was refused as a threshold on
    // nothing. Above reads the day's high, below its low.
    file('days-temperature-above-30', 'weather', 'ar', ['كم يوم كانت الحراره فوق ٣٠ في ٢٠١٥'], `SELECT count(*) FROM ${weather} WHERE temp_max > 30 AND ${year('date', 2015)}`),
    file('en-days-temperature-above-30', 'weather', 'en', ['how many days was the temperature above 30 in 2015'], `SELECT count(*) FROM ${weather} WHERE temp_max > 30 AND ${year('date', 2015)}`),
    file('days-temperature-below-0', 'weather', 'ar', ['كم يوم الحرارة تحت ٠ في ٢٠١٣'], `SELECT count(*) FROM ${weather} WHERE temp_min < 0 AND ${year('date', 2013)}`),
    file('days-temperature-over-25-july', 'weather', 'ar', ['كم يوم كانت درجة الحرارة أكثر من ٢٥ في يوليو ٢٠١٤'], `SELECT count(*) FROM ${weather} WHERE temp_max > 25 AND date >= '2014-07-01' AND date < '2014-08-01'`),
    // The highest temperature and the day it was: the day of the highest high (it asked "temp max or temp min?").
    file('hottest-day-august', 'weather', 'ar', ['اعلى درجة حرارة في شهر ٨ ٢٠١٢ وبأي يوم'], `SELECT to_char(date, 'YYYY-MM-DD'), temp_max FROM ${weather} WHERE date >= '2012-08-01' AND date < '2012-09-01' ORDER BY temp_max DESC LIMIT 1`),
    file('coldest-day-2013', 'weather', 'ar', ['أي يوم كانت فيه أقل درجة حرارة في ٢٠١٣'], `SELECT to_char(date, 'YYYY-MM-DD'), temp_min FROM ${weather} WHERE ${year('date', 2013)} ORDER BY temp_min LIMIT 1`),
    file('en-coldest-day-2013', 'weather', 'en', ['which day had the lowest temperature in 2013'], `SELECT to_char(date, 'YYYY-MM-DD'), temp_min FROM ${weather} WHERE ${year('date', 2013)} ORDER BY temp_min LIMIT 1`),
    // Asked back which temperature, in Arabic the reply names it by its Arabic label ("العظمى"), as offered.
    file('average-temperature-then-high', 'weather', 'ar', ['متوسط درجة الحرارة في ٢٠١٤', 'العظمى'], `SELECT avg(temp_max) FROM ${weather} WHERE ${year('date', 2014)}`),
    // The end of a column said after it ("سرعة الرياح القصوى") is that column's end: it was the average wind beside the
    // highest temp max, "القصوى" alone naming temp max. "الحرارة العظمى" stays the column of that name.
    file('wind-highest-said-after', 'weather', 'ar', ['سرعة الرياح القصوى في ٢٠١٣'], `SELECT max(wind) FROM ${weather} WHERE ${year('date', 2013)}`),
    file('wind-highest-by-year', 'weather', 'ar', ['الرياح القصوى حسب السنة'], `SELECT to_char(date_trunc('year', date), 'YYYY-MM-DD'), max(wind) FROM ${weather} GROUP BY 1`),
    file('wind-lowest-said-after', 'weather', 'ar', ['الرياح الدنيا في ٢٠١٤'], `SELECT min(wind) FROM ${weather} WHERE ${year('date', 2014)}`),
    file('temp-max-column-stays', 'weather', 'ar', ['متوسط الحرارة العظمى حسب السنة'], `SELECT to_char(date_trunc('year', date), 'YYYY-MM-DD'), avg(temp_max) FROM ${weather} GROUP BY 1`),
    // "لكل شهر من السنة" is the month of the year (every year's same month), not 48 months.
    file('each-month-of-the-year', 'weather', 'ar', ['متوسط الحرارة الصغرى لكل شهر من السنة'], `SELECT extract(month FROM date)::int::text, avg(temp_min) FROM ${weather} GROUP BY 1`),
    // A month or quarter named without a year and split by year is that part of every year: "مبيعات ديسمبر لكل سنة" was
    // the latest December alone (one bar, 2025). One named with its year stays that one.
    ...both('december-each-year', 'ar', ['مبيعات ديسمبر لكل سنة'], salesEachYearIn([12])),
    ...both('december-all-years', 'ar', ['مبيعات شهر ديسمبر في كل السنوات'], salesEachYearIn([12])),
    ...both('en-december-each-year', 'en', ['December sales in each year'], salesEachYearIn([12])),
    ...both('march-by-year', 'ar', ['مبيعات مارس حسب السنة'], salesEachYearIn([3])),
    ...both('first-quarter-each-year', 'ar', ['كم مبيعات الربع الاول لكل سنة'], salesEachYearIn([1, 2, 3])),
    ...both('en-q1-by-year', 'en', ['Q1 sales by year'], salesEachYearIn([1, 2, 3])),
    ...both('december-2024-by-year', 'en', ['December 2024 sales by year'], (mysql) => `SELECT ${mysql ? "DATE_FORMAT(invoice_date, '%Y-01-01')" : "to_char(date_trunc('year', invoice_date), 'YYYY-MM-DD')"}, sum(total) FROM invoice WHERE invoice_date >= '2024-12-01' AND invoice_date < '2025-01-01' GROUP BY 1`),
    file('rain-july-each-year', 'weather', 'ar', ['كمية الامطار في يوليو لكل سنة'], `SELECT to_char(date_trunc('year', date), 'YYYY-MM-DD'), sum(precipitation) FROM ${weather} WHERE extract(month FROM date) = 7 GROUP BY 1`),
    // "مقارنة" opening a question of two values sets them side by side, as "قارن" does (2008 was set against 2007).
    file('compare-two-symbols', 'stocks', 'ar', ['مقارنة متوسط سعر AAPL مع MSFT في ٢٠٠٨'], `SELECT symbol, avg(price) FROM "store_1"."stocks" WHERE symbol IN ('AAPL', 'MSFT') AND ${year('date', 2008)} GROUP BY 1`),
    // A count averaged "in the invoice", "للعميل", "in an invoice" is per invoice, per customer, as "per" and "لكل" are
    // (it was every track, 3,503, and every invoice beside every customer). A value after "في" stays a filter.
    ...both('tracks-in-the-invoice-average', 'ar', ['متوسط عدد المقاطع في الفاتورة'], tracksPerInvoice),
    ...both('tracks-in-invoice-on-average', 'ar', ['كم مقطع في الفاتورة بالمتوسط'], tracksPerInvoice),
    ...both('en-tracks-in-an-invoice-average', 'en', ['average number of tracks in an invoice'], tracksPerInvoice),
    ...both('invoices-for-the-customer-average', 'ar', ['كم فاتورة للعميل في المتوسط'], 'SELECT count(*) * 1.0 / count(DISTINCT customer_id) FROM invoice'),
    ...both('tracks-in-rock-stays-filter', 'ar', ['متوسط عدد المقاطع في الروك'], tracksOf('JOIN genre g ON g.genre_id = t.genre_id', "g.name = 'Rock'")),
    // A person is named whole: "مبيعات الموظفة جين بيكوك" (an employee, the customers' support rep) was every sale, and
    // "sales of Jane Peacock" the customers named Jane and Peacock (0). The data's full names are read as values.
    ...both('employee-sales-2024', 'ar', ['مبيعات الموظفة جين بيكوك في ٢٠٢٤'], `${repSales("'Jane Peacock'")} AND ${year('i.invoice_date', 2024)}`),
    ...both('en-employee-sales', 'en', ['sales of Jane Peacock'], repSales("'Jane Peacock'")),
    ...both('employee-sales-latin', 'ar', ['مبيعات Jane Peacock'], repSales("'Jane Peacock'")),
    ...both('employee-customers', 'ar', ['كم عميل عند Margaret Park'], "SELECT count(*) FROM customer c JOIN employee e ON e.employee_id = c.support_rep_id WHERE concat_ws(' ', e.first_name, e.last_name) = 'Margaret Park'"),
    // A customer so named stays that customer, in Latin or Arabic letters.
    ...both('customer-sales-arabic-letters', 'ar', ['مبيعات هيلينا هولي'], `SELECT sum(i.total) FROM invoice i JOIN customer c ON c.customer_id = i.customer_id WHERE ${person} = 'Helena Holý'`),
    ...both('en-customer-sales', 'en', ['sales of Helena Holý'], `SELECT sum(i.total) FROM invoice i JOIN customer c ON c.customer_id = i.customer_id WHERE ${person} = 'Helena Holý'`),
  ];
}
