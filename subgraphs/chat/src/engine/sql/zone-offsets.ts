/**
 * Store timezones for databases that cannot convert them (MySQL/MariaDB without their timezone tables): the offsets
 * of an IANA zone computed here, from the JavaScript runtime's zone data, and written into the SQL as numbers.
 */

const formatters = new Map<string, Intl.DateTimeFormat>();
const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;
/** MySQL TIMESTAMP columns hold 1970-01-01 to 2038-01-19 UTC. */
const FIRST = Date.UTC(1970, 0, 1);
const LAST = Date.UTC(2038, 0, 20);
const WEEK = 7 * 86_400_000;

function formatter(timeZone: string): Intl.DateTimeFormat {
  let found = formatters.get(timeZone);
  if (!found) {
    // Throws RangeError for a name that is not a zone: the plan is refused rather than answered in the wrong zone.
    found = new Intl.DateTimeFormat('en-US', { timeZone, hourCycle: 'h23', year: 'numeric', month: 'numeric', day: 'numeric', hour: 'numeric', minute: 'numeric', second: 'numeric' });
    formatters.set(timeZone, found);
  }
  return found;
}

/** Seconds east of UTC in the zone at the instant. */
export function offsetAt(instant: number, timeZone: string): number {
  const parts: Record<string, number> = {};
  for (const part of formatter(timeZone).formatToParts(new Date(instant))) if (part.type !== 'literal') parts[part.type] = Number(part.value);
  const local = Date.UTC(parts.year, parts.month - 1, parts.day, parts.hour, parts.minute, parts.second);
  return Math.round((local - Math.floor(instant / 1000) * 1000) / 1000);
}

/** 'YYYY-MM-DD HH:MM:SS' of a UTC instant, as MySQL writes datetimes. */
export function mysqlDateTime(instant: number): string {
  return new Date(instant).toISOString().slice(0, 19).replace('T', ' ');
}

/** The UTC instant at which the store-local day begins. */
export function utcOfLocalDay(day: string, timeZone: string): number {
  const match = DAY.exec(day);
  if (!match) throw new Error('invalid day');
  const wall = Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]));
  const first = wall - offsetAt(wall, timeZone) * 1000;
  return wall - offsetAt(first, timeZone) * 1000;
}

const transitionsOf = new Map<string, { at: number; offset: number }[]>();

/** The zone's offset changes between 1970 and 2038: found week by week, then to the second. */
function transitions(timeZone: string): { at: number; offset: number }[] {
  let found = transitionsOf.get(timeZone);
  if (found) return found;
  found = [];
  let before = FIRST;
  let offset = offsetAt(before, timeZone);
  for (let after = before + WEEK; before < LAST; before = after, after += WEEK) {
    const next = offsetAt(after, timeZone);
    if (next === offset) continue;
    let low = before; let high = after;
    while (high - low > 1000) {
      const middle = low + Math.floor((high - low) / 2000) * 1000;
      if (offsetAt(middle, timeZone) === offset) low = middle; else high = middle;
    }
    found.push({ at: high, offset: next });
    offset = next;
  }
  transitionsOf.set(timeZone, found);
  return found;
}

/**
 * The zone's offsets over [from, to) (UTC instants; the whole TIMESTAMP range when unbounded): the first span's
 * offset and each later change. One span for zones without daylight saving (Riyadh, Dubai).
 */
export function offsetSpans(timeZone: string, from = FIRST, to = LAST): { offset: number; changes: { at: number; offset: number }[] } {
  return {
    offset: offsetAt(from, timeZone),
    changes: transitions(timeZone).filter((change) => change.at > from && change.at < to),
  };
}
