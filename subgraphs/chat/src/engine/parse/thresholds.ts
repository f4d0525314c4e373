import type { Comparison } from '../types.ts';

/**
 * "Orders over 500", "الطلبات فوق ٥٠٠ ريال", "days with more than 20 mm of precipitation": a threshold on an amount of
 * each row. Found in normalised text (digits already Latin, "1,000" already "1 000"), and replaced by a marker so the
 * words around it keep their places: the amount it is about is the word next to it.
 */
export interface Threshold { op: Comparison; value: string; text: string }

/** Stands where the threshold was said; no catalog word or value looks like it. */
export const THRESHOLD_MARK = '§threshold§';

const WORDS: [string, Comparison][] = [
  ['more than|over|above|greater than|bigger than|larger than|higher than|exceeding|in excess of|اكثر من|فوق|اكبر من|اعلي من|يزيد عن|يزيد علي|تزيد عن|تزيد علي|يتجاوز|تتجاوز', 'gt'],
  ['at least|no less than|minimum of|علي الاقل|لا يقل عن|لا تقل عن', 'gte'],
  ['less than|under|below|lower than|smaller than|cheaper than|اقل من|تحت|اصغر من|ادني من|ما دون|دون', 'lt'],
  ['at most|no more than|up to|maximum of|لا يزيد عن|لا تزيد عن|بحد اقصي', 'lte'],
];
const NUMBER = String.raw`\$?(\d{1,3}(?: \d{3})+|\d+(?:\.\d+)?)( ?(?:k|thousand|الف|آلاف|الاف|m|million|مليون))?`;
const UNIT = String.raw`(?: ?(?:sar|riyals?|rials?|ريال|ريالات|ر س|usd|dollars?|aed|dirhams?|درهم|دراهم|kwd|mm|millimeters?|ملم|degrees?|درجه|درجات|%))?`;
/** A count after the number ("more than 3 orders", "أكثر من طلبين"): a threshold on a count of rows, not on an amount. */
const COUNTED = /^(?:orders?|times?|items?|products?|units?|customers?|purchases?|visits?|days?|طلب|طلبات|مرات|مره|منتج|منتجات|قطع|قطعه|عملاء|عميل|ايام|يوم)(?:\s|$)/;

export function thresholdOf(text: string): Threshold | null {
  for (const [words, op] of WORDS) {
    const m = new RegExp(`(?:^|\\s)(?:${words}) ${NUMBER}${UNIT}(?=\\s|$)`).exec(text);
    if (!m || m.index === undefined) continue;
    const after = text.slice(m.index + m[0].length).trim();
    if (COUNTED.test(after) && !/(?:sar|riyal|ريال|usd|dollar|aed|dirham|درهم|\$)/.test(m[0])) return null;
    const base = Number(m[1].replace(/ /g, ''));
    const scale = !m[2] ? 1 : /m|million|مليون/.test(m[2].trim()) ? 1_000_000 : 1000;
    const value = base * scale;
    if (!Number.isFinite(value) || value > 1e15) return null;
    return { op, value: String(Number(value.toFixed(6))), text: m[0].trim() };
  }
  return null;
}

/** The text with the threshold said replaced by the marker. */
export function markThreshold(text: string, threshold: Threshold): string {
  return text.replace(threshold.text, THRESHOLD_MARK);
}
