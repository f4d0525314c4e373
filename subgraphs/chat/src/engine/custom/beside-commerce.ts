import type { Catalog, Dimension, Metric, Words } from '../types.ts';
import { lexiconOf } from '../parse/lexicon.ts';
import { normalise } from '../parse/normalise.ts';
import { GENERIC_COUNT } from './catalog-from-tables.ts';

const GENERIC = new Set([...GENERIC_COUNT, 'total', 'sum', 'اجمالي', 'الاجمالي', 'مجموع', 'المجموع'].map(normalise));
/** Commerce nouns the warehouse answers under other names ("goods sold", "السلع"): a table called so yields them too. */
const COMMERCE_NOUNS = new Set(['goods', 'good', 'items', 'item', 'merchandise', 'sales', 'sale', 'purchases', 'transactions', 'invoices', 'clients', 'buyers']);

/**
 * A store's custom tables beside its commerce warehouse, as one catalog can hold them. Keys the warehouse already
 * uses are renamed (a file's "status" column must not shadow the orders' status). When the store sells, the
 * warehouse keeps its words: a custom measure or column answers only to words that name it (its table, its own
 * name, its label or comment), never to counting words ("how many", "عدد", "total") nor to a commerce word it shares
 * ("products", "orders", "cost"), which it then answers only when named with its table ("the products table",
 * "products.csv", "orders total").
 */
export function besideCommerce(custom: Catalog, commerce: Catalog, options: { commerceWords: boolean }): Catalog {
  const metricKeys = new Set(commerce.metrics.map((m) => m.key));
  const dimensionKeys = new Set(commerce.dimensions.map((d) => d.key));
  const taken = lexiconOf(commerce).phrases;
  const yields = (phrase: string) => {
    const p = normalise(phrase);
    return GENERIC.has(p) || COMMERCE_NOUNS.has(p) || taken.has(p) || (/[\u0600-\u06FF]/.test(p) && taken.has(p.replace(/^ال/, ''))) || (/[\u0600-\u06FF]/.test(p) && taken.has(`ال${p}`));
  };
  const words = (synonyms: Metric['synonyms']) => (options.commerceWords
    ? { en: synonyms.en.filter((s) => !yields(s)), ar: synonyms.ar.filter((s) => !yields(s)) }
    : synonyms);
  // A warehouse word the table shares ("المبيعات", "city"; never a counting word) still names it where the warehouse's
  // reading cannot answer: "مجموع المبيعات حسب المدينة" of a file is split by the file's city, "أعلى فرع مبيعات" ranks
  // the file's branches by its sales (both were "I can't split …", the warehouse's city or sales taken).
  const shared = (synonyms: Metric['synonyms']) => (options.commerceWords
    ? { shared: { en: synonyms.en.filter((s) => yields(s) && !GENERIC.has(normalise(s))), ar: synonyms.ar.filter((s) => yields(s) && !GENERIC.has(normalise(s))) } }
    : {});
  const tableOf = (key: string): Words => { const name = custom.tables[key]?.name ?? key; return { en: name, ar: name }; };
  // A label is matched like a synonym: one the warehouse owns reads with its table ("number of rows in products").
  const label = (given: Words, where: Words, count: boolean): Words => {
    if (!options.commerceWords) return given;
    return {
      en: yields(given.en) ? (count ? `number of rows in ${where.en}` : `${given.en} in ${where.en}`) : given.en,
      ar: yields(given.ar) || count ? (count ? `عدد سجلات ${where.ar}` : `${given.ar} في ${where.ar}`) : given.ar,
    };
  };
  const metrics = custom.metrics.map((metric): Metric => ({
    ...metric,
    key: metricKeys.has(metric.key) ? `custom_${metric.key}`.slice(0, 63) : metric.key,
    label: label(metric.label, tableOf(metric.table), metric.sql === 'count(*)'),
    synonyms: words(metric.synonyms),
    ...shared(metric.synonyms),
  }));
  // A split read off each table's own dates (the day of the week, the season) belongs to no one table: it was named
  // after the first ("By day of the week in branches" was suggested after a question about another file).
  const ownerOf = (dimension: Dimension): Words => {
    const tables = Object.keys(dimension.on);
    return tables.length > 1 && Object.values(dimension.on).every((binding) => binding.fromTime) ? { en: 'your data', ar: 'بياناتك' } : tableOf(tables[0]);
  };
  const dimensions = custom.dimensions.map((dimension): Dimension => {
    const table = ownerOf(dimension);
    const named = label(dimension.label, table, false);
    return {
      ...dimension,
      key: dimensionKeys.has(dimension.key) ? `custom_${dimension.key}`.slice(0, 63) : dimension.key,
      label: named,
      ...((named.en !== dimension.label.en || named.ar !== dimension.label.ar) && { within: { label: dimension.label, table } }),
      synonyms: words(dimension.synonyms),
      ...shared(dimension.synonyms),
    };
  });
  return { ...custom, metrics, dimensions };
}
