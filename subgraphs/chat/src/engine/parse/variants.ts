import type { Catalog, Filter } from '../types.ts';
import { normalise } from './normalise.ts';
import { VARIANTS_AR } from './product-names-ar.ts';
import { familyOf, variantOf } from './values.ts';

/** The words of products' variants, after the dash ("Linen Abaya - Black": black; "Oud Oil - 12ml": 12ml), that are no engine word. */
const cache = new WeakMap<Catalog, Set<string>>();
function variantWordsOf(catalog: Catalog): Set<string> {
  let words = cache.get(catalog);
  if (!words) {
    const products = catalog.dimensions.find((d) => d.key === 'product')?.values ?? [];
    words = new Set(products.flatMap((v) => (variantOf(v) ?? '').split(/[\s/,]+/)).map((w) => normalise(w)).filter((w) => /^[a-z]{4,}$|^set$|^\d+(?:\.\d+)?(?:ml|g|kg)$/.test(w)));
    cache.set(catalog, words);
  }
  return words;
}

const PRODUCT_NOUN = /^(?:products?|items?|variants?|sizes?|colou?rs?|ones|منتج|منتجات|المنتجات|منتجاتنا|المنتج|قطع|القطع|حجم|الحجم|مقاس|المقاس|لون|اللون)$/;

/**
 * "Black abayas", "العباية السوداء", "Classic Abaya black": a colour or size of products said beside them, in English or
 * Arabic. Of products already named, those of that variant; else the products whose name holds it (it was every
 * abaya). The words said are marked used; the filters come back unchanged when none is said.
 */
export function variantFilters(filters: Filter[], words: string[], used: boolean[], catalog: Catalog): Filter[] {
  const said = words.map((word, i) => {
    if (used[i]) return undefined;
    const english = variantWordsOf(catalog).has(word) ? word : VARIANTS_AR[word];
    return english && variantWordsOf(catalog).has(english) ? english : undefined;
  });
  const variants = [...new Set(said.filter((word): word is string => Boolean(word)))];
  if (!variants.length) return filters;
  // A colour or size said of nothing ("gold star for you", "ضغط كبير", "as a regular thing", "متجر صغير") is an
  // everyday word: it names products only beside them, named or as a kind (it filtered names holding "gold").
  const ofProducts = filters.some((f) => f.dimension === 'product' || f.dimension === 'category')
    || said.some((word, i) => word && [words[i - 1], words[i + 1]].some((w) => w !== undefined && PRODUCT_NOUN.test(w)));
  if (!ofProducts) return filters;
  const named = filters.find((f) => f.dimension === 'product' && f.op === 'eq');
  const ofVariant = named && (eachItsOwn(named.values, variants) ?? named.values.filter((v) => variants.some((word) => hasVariant(v, word))));
  if (filters.some((f) => f.dimension === 'product') && !ofVariant?.length) return filters;
  said.forEach((word, i) => { if (word) used[i] = true; });
  return named && ofVariant?.length ? filters.map((f) => (f === named ? { ...f, values: ofVariant } : f)) : [...filters, { dimension: 'product', op: 'contains', values: variants }];
}

const hasVariant = (value: string, word: string) => normalise(variantOf(value) ?? '').split(' ').includes(word);

/**
 * "تمر عجوة ١ كيلو وقهوة سعودية سيت", "ajwa dates 1kg and saudi coffee set": as many variants said as products named,
 * each the variant of the product said before it (every 1kg one of both was kept, and no set). Null when they do not
 * pair one to one.
 */
function eachItsOwn(values: string[], variants: string[]): string[] | null {
  const familyOfValue = (v: string) => familyOf(v) ?? v;
  const families = [...new Set(values.map(familyOfValue))];
  if (families.length < 2 || families.length !== variants.length) return null;
  const paired = families.map((family, i) => values.find((v) => familyOfValue(v) === family && hasVariant(v, variants[i])));
  return paired.every(Boolean) ? (paired as string[]) : null;
}
