import type { Catalog } from '../types.ts';

/**
 * The number columns of an owner's file or database (those the catalog measures, `sum_<column>`, `avg_<column>`…), as stored and as said
 * ("temp_max", "temp max"), read once per catalog: a threshold said without its column is written on one of them.
 */
const cache = new WeakMap<Catalog, { column: string; said: string }[]>();
export function numberColumnsOf(catalog: Catalog): { column: string; said: string }[] {
  let columns = cache.get(catalog);
  if (!columns) {
    // Totalled columns, and those only averaged or ranged (a latitude is never summed).
    const names = new Set(catalog.metrics.map((m) => /^(?:sum|avg|max|min)_(.+)$/.exec(m.key)?.[1]).filter((name): name is string => Boolean(name)));
    columns = [...names].map((column) => ({ column, said: column.replace(/_/g, ' ') }));
    cache.set(catalog, columns);
  }
  return columns;
}

/** The text with what `found` matched written as a threshold on the column ("temp max over 30"). */
export function onColumn(text: string, found: RegExpExecArray, said: string, op: 'over' | 'under', value: string | number): string {
  return `${text.slice(0, found.index)} ${said} ${op} ${value} ${text.slice(found.index + found[0].length)}`.replace(/\s+/g, ' ').trim();
}

const LATITUDE_OF: Record<string, string> = { 'arctic circle': '66.56', 'antarctic circle': '-66.56', equator: '0', 'tropic of cancer': '23.44', 'tropic of capricorn': '-23.44' };
const COMPASS = /(^|\s)(north|south|east|west) of (?:(?:the )?(?:latitude|longitude) )?(-?\d+(?:\.\d+)?)(?: (?:degrees? )?(?:latitude|longitude|north|south|east|west))?(?=\s|$)/g;
/**
 * "Above the 49th parallel", "north of the 49th parallel", "شمال خط العرض 45", "جنوب خط عرض 30": a parallel is a
 * latitude (it was dropped: every airport counted).
 */
const PARALLEL = /(^|\s)(?:(north of|above|over|beyond|south of|below|under) (?:the )?(\d+(?:\.\d+)?)(?:st|nd|rd|th)? (?:parallel|degree (?:parallel|latitude)|latitude line)|(شمال|فوق|جنوب|تحت) (?:خط )?(?:ال)?عرض (\d+(?:\.\d+)?)(?: درجه)?)(?=\s|$)/g;
const COMPARED = 'above|over|below|under|more than|less than|greater than|higher than|lower than';
const SAYS_COMPARED = new RegExp(`(?:${COMPARED}) \\S`);
/** The two rewrites below, built once per catalog over all its number columns (one pattern, not one per column). */
interface SaidPatterns { none: RegExp; before: RegExp; between: RegExp; some: RegExp; zero: RegExp; rain?: string }
const saidCache = new WeakMap<Catalog, SaidPatterns | null>();
function saidPatterns(catalog: Catalog): SaidPatterns | null {
  let patterns = saidCache.get(catalog);
  if (patterns === undefined) {
    // The longest name first: "temp max" before a column called "temp".
    const names = numberColumnsOf(catalog).map((c) => c.said.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).sort((a, b) => b.length - a.length);
    patterns = names.length ? {
      none: new RegExp(`(^|\\s)(?:no|zero|0) (${names.join('|')})(?=\\s|$)`, 'g'),
      before: new RegExp(`(^|\\s)(${COMPARED}) (${names.join('|')}) (-?\\d)`, 'g'),
      between: new RegExp(`(^|\\s)between (${names.join('|')}) (-?\\d)`, 'g'),
      some: new RegExp(`(^|\\s)(?:had|has|have|with|having|got|saw) (?:any |some )?(${names.join('|')})(?=$|\\s+(?:in|on|during|last|this|but|and|by|for|since|في|خلال)(?:\\s|$))`, 'g'),
      zero: new RegExp(`(^|\\s)(${names.join('|')}) (?:is|was|=|equals?|equal to) (?:zero|0)(?=\\s|$)`, 'g'),
      rain: numberColumnsOf(catalog).find((c) => /^(?:precipitation|rain|rainfall)$/.test(c.said))?.said,
    } : null;
    saidCache.set(catalog, patterns);
  }
  return patterns;
}

/**
 * "Days with no precipitation", "zero precipitation", "where precipitation is zero", "dry days": a number column of the
 * owner's said to be none is that column at exactly 0 (the rows are counted or listed as with any threshold), not the
 * column's total beside a count. "Days that had precipitation" are those over 0.
 */
export function noneOnColumn(text: string, catalog: Catalog): string {
  if (catalog.orders) return text;
  const patterns = saidPatterns(catalog);
  if (!patterns) return text;
  const dry = patterns.rain ? text.replace(/(^|\s)dry (days?)(?=\s|$)/g, `$1$2 with no ${patterns.rain}`) : text;
  return dry.replace(patterns.none, '$1$2 exactly 0').replace(patterns.zero, '$1$2 exactly 0').replace(patterns.some, '$1with $2 over 0');
}

/**
 * The amount of rain said in words: "how much rain fell", "total rain", "كم نزل مطر", "مجموع المطر". The longer
 * sayings come first, or "how much rain" left "fell" behind to be read as a fall against the year before; "total rain"
 * asked which column ("rain" alone is also a weather of the day), and "كم نزل مطر" counted the rainy days.
 */
const RAIN_TOTAL = /(^|\s)(?:how much rain (?:fell|did (?:we|it) get|was there|did it rain|have we had|did we have)|how much (?:did it |has it |it )?rain(?:ed)?|(?:the )?(?:total|sum of(?: the)?|overall) (?:amount of )?rain(?:fall)?|rain total|amount of rain|rain ?fall)(?=\s|$)/g;
const RAIN_TOTAL_AR = /(^|\s)(?:(?:كم|قديش|وش كثر|ايش كثر) (?:نزل|طاح|هطل|جانا|جا|نزلت) (?:من )?(?:ال)?(?:مطر|امطار)|(?:مجموع|اجمالي|كميه) (?:ال)?مطر)(?=\s|$)/g;

/**
 * "Airports above latitude 60", "days over temp max 30": the comparison said before the column is the column's
 * threshold ("latitude above 60"), as the thresholds read it. "North of latitude 45" is above it, "south of" below.
 * "How much did it rain", "how much rain fell": the rainfall column's total, not the rainy days counted.
 */
export function comparisonBeforeColumn(given: string, catalog: Catalog): string {
  if (catalog.orders) return given;
  const rain = saidPatterns(catalog)?.rain;
  // "How many days did it rain more than 5mm": the rainfall column over the amount.
  const rained = rain ? given.replace(/(^|\s)(?:did|does|has|had|it) (?:it )?rain(?:ed)? (?=(?:more than|over|above|at least|less than|under|below|at most) )/g, `$1with ${rain} `) : given;
  const text = (rain ? rained.replace(RAIN_TOTAL, `$1total ${rain}`).replace(RAIN_TOTAL_AR, `$1مجموع ${rain}`) : rained)
    .replace(/(^|\s)north of (?=latitude )/g, '$1above ').replace(/(^|\s)south of (?=latitude )/g, '$1below ')
    // "North of the Arctic Circle": the lines a map names, by their latitude.
    .replace(/(^|\s)(north|south) of the (arctic circle|antarctic circle|equator|tropic of cancer|tropic of capricorn)(?=\s|$)/g, (_, before: string, side: string, line: string) => `${before}${side} of ${LATITUDE_OF[line]}`)
    .replace(PARALLEL, (found, before: string, side?: string, value?: string, sideAr?: string, valueAr?: string) => {
      if (!numberColumnsOf(catalog).some((c) => c.said === 'latitude')) return found;
      const north = side ? /^(?:north of|above|over|beyond)$/.test(side) : /^(?:شمال|فوق)$/.test(sideAr!);
      if (side) return `${before}latitude ${north ? 'above' : 'below'} ${value}`;
      return `${before}خط العرض ${north ? 'اكثر من' : 'اقل من'} ${valueAr}`;
    })
    // "West of -120 longitude", "north of 66.5": a compass side of a number is the coordinate's threshold.
    .replace(COMPASS, (found, before: string, side: string, value: string) => {
      const column = side === 'north' || side === 'south' ? 'latitude' : 'longitude';
      if (!numberColumnsOf(catalog).some((c) => c.said === column)) return found;
      return `${before}${column} ${side === 'north' || side === 'east' ? 'above' : 'below'} ${value}`;
    });
  const patterns = saidPatterns(catalog);
  if (!patterns) return text;
  // "Between latitude 30 and 35": the column's range, as "latitude between 30 and 35" is read.
  const ranged = text.replace(patterns.between, '$1$2 between $3');
  return SAYS_COMPARED.test(ranged) ? ranged.replace(patterns.before, '$1$3 $2 $4') : ranged;
}
