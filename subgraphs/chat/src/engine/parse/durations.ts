import type { Catalog } from '../types.ts';
import { numberColumnsOf, onColumn } from './said-on-column.ts';
import { LENGTH_COLUMNS } from '../custom/lengths.ts';

/**
 * "Tracks longer than 5 minutes", "أقصر من دقيقتين" over a file or database with a length column: a threshold in the
 * owner's unit, written on the column in the column's own unit ("milliseconds over 300000") for the threshold reader.
 * The column's unit is read from its name (milliseconds, seconds, minutes); a length column without one is left alone.
 */
const UNITS_MS: Record<string, number> = {
  millisecond: 1, milliseconds: 1, ms: 1, second: 1000, seconds: 1000, sec: 1000, secs: 1000, minute: 60_000, minutes: 60_000, min: 60_000,
  mins: 60_000, hour: 3_600_000, hours: 3_600_000, 'ثانيه': 1000, 'ثواني': 1000, 'ثوان': 1000, 'دقيقه': 60_000, 'دقايق': 60_000, 'دقائق': 60_000,
  'دقيقتين': 60_000, 'ساعه': 3_600_000, 'ساعات': 3_600_000, 'ساعتين': 3_600_000,
};
const UNIT_WORDS = Object.keys(UNITS_MS).sort((a, b) => b.length - a.length).join('|');
const SAID = new RegExp(String.raw`(?:^|\s)(?:(longer|shorter|more|less|over|under|above|below|اطول|اقصر|اكثر|اقل) (?:than |من )?(\d+(?:\.\d+)?) ?(${UNIT_WORDS})|(اطول|اقصر|اكثر|اقل) من (دقيقتين|ساعتين))(?=\s|$)`);

export function durationThreshold(text: string, catalog: Catalog): string {
  if (catalog.orders) return text;
  const m = SAID.exec(text);
  if (!m) return text;
  const found = numberColumnsOf(catalog).map((c) => ({ ...c, unit: LENGTH_COLUMNS.find(([re]) => re.test(c.column))?.[1] })).find((c) => c.unit);
  if (!found?.unit) return text;
  const word = m[1] ?? m[4];
  const amount = m[2] ? Number(m[2]) : 2;
  const unit = UNITS_MS[m[3] ?? m[5]];
  const op = /^(?:longer|more|over|above|اطول|اكثر)$/.test(word) ? 'over' : 'under';
  const value = Math.round((amount * unit) / found.unit * 1000) / 1000;
  return onColumn(text, m, found.said, op, value);
}
