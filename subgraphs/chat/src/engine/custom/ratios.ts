import type { Format, Metric } from '../types.ts';
import { singular } from './table-words.ts';
import { normalise } from '../parse/normalise.ts';

/** A column's total, as a ratio's part: its metric, its SQL and the words it is said by. */
export interface MeasuredColumn { key: string; sql: string; format: Format; en: string; ar: string; phrases: string[] }

/** Money spent on advertising, which "cost per …" is the cost of. */
const SPEND = /^(?:spend|spent|ad spend|amount spent|cost|costs|ad cost|budget|الانفاق|انفاق|الصرف|التكلفه|تكلفه)$/;
/**
 * The names advertisers give a ratio of their report's columns: each with the columns it is of (by their words) and
 * whether it is a rate, shown as a percentage (clicks never outnumber impressions).
 */
const TRADE_NAMES: { over: RegExp; under: RegExp; en: string[]; ar: string[]; rate?: boolean }[] = [
  { over: SPEND, under: /^(?:clicks?|link clicks|النقرات|نقرات)$/, en: ['cpc', 'cost per click'], ar: ['تكلفه النقره', 'تكلفه كل نقره'] },
  { over: SPEND, under: /^(?:conversions?|purchases|leads|acquisitions|التحويلات|تحويلات)$/, en: ['cpa', 'cost per conversion', 'cost per acquisition', 'cost per lead', 'cost per purchase'], ar: ['تكلفه التحويل', 'تكلفه الاستحواذ'] },
  { over: /^(?:clicks?|link clicks|النقرات|نقرات)$/, under: /^(?:impressions?|views|المشاهدات|مرات الظهور)$/, en: ['ctr', 'click through rate', 'click-through rate', 'click rate'], ar: ['نسبه النقر', 'معدل النقر'], rate: true },
  { over: /^(?:conversions?|purchases|التحويلات|تحويلات)$/, under: /^(?:clicks?|visits|visitors|sessions|النقرات|الزيارات|الزوار)$/, en: ['conversion rate'], ar: ['معدل التحويل', 'نسبه التحويل'], rate: true },
];

/** Whether any of a column's words is one of `pattern`'s (normalised, as questions are). */
const saidBy = (pattern: RegExp, column: MeasuredColumn) => column.phrases.some((p) => pattern.test(normalise(p)));

/** More measures than this in one table make no ratios: n × (n − 1) of them would swamp the words. */
const MOST_MEASURES = 8;

/**
 * "Spend per click", "sales per visitor", "المبيعات لكل عدد الزوار": one column's total over another's, of the same
 * table and the same rows (it was "I can't split clicks by 'click'"). A ratio of totals, not an average of each row's
 * ratio, the way an owner's report computes a cost per click; nothing when the second total is zero.
 */
export function ratiosOf(measured: MeasuredColumn[], table: string, keyOf: (text: string) => string): Metric[] {
  if (measured.length < 2 || measured.length > MOST_MEASURES) return [];
  const english = (phrases: string[]) => phrases.filter((p) => !/[\u0600-\u06FF]/.test(p));
  const arabic = (phrases: string[]) => phrases.filter((p) => /[\u0600-\u06FF]/.test(p));
  const out: Metric[] = [];
  for (const over of measured) {
    for (const under of measured) {
      if (over === under) continue;
      // "per click": what the second counts is said one at a time.
      const ones = [...new Set(english(under.phrases).flatMap((p) => [singular(p), p]))];
      const pairs = english(over.phrases).flatMap((o) => ones.flatMap((u) => [`${o} per ${u}`, `average ${o} per ${u}`, `${o} for each ${u}`]));
      const pairsAr = arabic(over.phrases).flatMap((o) => arabic(under.phrases).flatMap((u) => [`${o} لكل ${u}`, `متوسط ${o} لكل ${u}`]));
      const trade = TRADE_NAMES.find((name) => saidBy(name.over, over) && saidBy(name.under, under));
      // "Cost per click" of a report whose money column is "spend".
      const costs = saidBy(SPEND, over) ? ones.map((u) => `cost per ${u}`) : [];
      out.push({
        key: keyOf(`${over.key.replace(/^sum_/, '')}_per_${under.key.replace(/^sum_/, '')}`), table, sql: `${over.sql} * 1.0 / nullif(${under.sql}, 0)`,
        format: trade?.rate ? 'percent' : over.format, ratio: true,
        label: { en: `${over.en} per ${singular(under.en)}`, ar: `${over.ar} لكل ${under.ar}` },
        synonyms: { en: [...new Set([...pairs, ...costs, ...(trade?.en ?? [])])], ar: [...new Set([...pairsAr, ...(trade?.ar ?? [])])] },
      });
    }
  }
  return out;
}
