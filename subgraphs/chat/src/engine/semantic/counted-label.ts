import type { Catalog, CompiledColumn, Dimension, Metric, Words } from '../types.ts';

/** English plural of a dimension label ("product" → "products", "city" → "cities", "payment method" → "payment methods"). */
export const plural = (label: string): string => {
  // "hour of the day" → "hours of the day", "day of the week" → "days of the week": the noun before "of" is counted.
  const of = /^(\S+)( of .+)$/.exec(label);
  if (of) return `${plural(of[1])}${of[2]}`;
  return /[^aeiou]y$/.test(label) ? `${label.slice(0, -1)}ies` : /(s|x|ch|sh)$/.test(label) ? `${label}es` : `${label}s`;
};

/**
 * "Number of products", "عدد المنتجات": the label of a count of a dimension's values. In Arabic the plural comes
 * from the dimension's counted forms; a column of the owner's file has none, so its values are counted.
 */
export function countOf(dimension: Dimension): Words {
  const few = dimension.counted?.few;
  return {
    en: `number of ${plural(dimension.label.en)}`,
    ar: few ? `عدد ال${few}` : `عدد قيم ${dimension.label.ar}`,
  };
}

/** The column of a dimension's values counted: the customers keep the measure's own name ("customers"), others are "number of products". */
export function countColumn(catalog: Catalog, dimension: Dimension): CompiledColumn {
  const customers = dimension.key === 'customer' ? catalog.metrics.find((m) => m.key === 'customers') : undefined;
  return { key: customers ? 'customers' : 'counted', label: customers?.label ?? countOf(dimension), role: 'metric', format: 'count' };
}

/**
 * The column of a count averaged over the groups of a dimension: "average number of tracks per invoice", "متوسط عدد
 * المقاطع لكل فاتورة". An average of counts is no whole number (5.44).
 */
export function perGroupColumn(metric: Metric, dimension: Dimension): CompiledColumn {
  return {
    key: 'averaged', role: 'metric', format: 'number',
    label: { en: `average ${metric.label.en} per ${dimension.label.en}`, ar: `متوسط ${metric.label.ar} لكل ${dimension.label.ar.replace(/^ال/, '')}` },
  };
}
