import type { Catalog } from '../types.ts';
import { numberColumnsOf, onColumn } from './said-on-column.ts';

/**
 * "Days hotter than 30 degrees", "above 30 degrees", "below freezing", "كم يوم تحت الصفر" over a file of weather: a
 * threshold said of the temperature without naming a column. Hot and above read the day's high (temp_max), cold and
 * below its low (temp_min), as "the hottest day" and "the coldest day" do; the threshold is then written on that
 * column ("temp max over 30") for the threshold reader. Left alone when the question names a column itself.
 */
const NUMBER = String.raw`(-?\d+(?:\.\d+)?)`;
const DEGREES = String.raw`(?: ?(?:degrees?|deg|°c?|c|درجه|درجات)(?=\s|$))`;
/** "The temperature", "الحرارة", "درجة الحرارة" said before the comparison: which end is read from the comparison. */
// ("الأيام اللي حرارتها فوق ٣٠": its temperature, said with the pronoun of the days.)
const TEMPERATURE = String.raw`(?:(?:the )?(?:temperature|temp)(?: (?:was|is|went|got|goes))? |(?:درجه )?(?:(?:ال)?حراره|حرارت(?:ها|ه|هم)) (?:كانت |كان )?)`;
const SAID = `${TEMPERATURE}?`;
const ABOVE = '(?:above|over|more than|higher than|exceeding|اكثر من|فوق|اعلي من)';
const BELOW = '(?:below|under|less than|lower than|اقل من|تحت|ادني من)';
// A bare number is degrees once the temperature is said before it ("days the temperature was above 30", "الحرارة فوق
// ٣٠" were refused as a threshold on nothing); without it, degrees must be said ("above 30" could be any column).
const HIGH: RegExp[] = [
  new RegExp(String.raw`(?:^|\s)${SAID}(?:hotter|warmer|احر|ادفي) (?:than |من )?${NUMBER}${DEGREES}?(?=\s|$)`),
  new RegExp(String.raw`(?:^|\s)${SAID}${ABOVE}\s${NUMBER}${DEGREES}(?=\s|$)`),
  new RegExp(String.raw`(?:^|\s)${TEMPERATURE}${ABOVE}\s${NUMBER}(?=\s|$)`),
];
const LOW: RegExp[] = [
  new RegExp(String.raw`(?:^|\s)${SAID}(?:colder|cooler|ابرد) (?:than |من )?${NUMBER}${DEGREES}?(?=\s|$)`),
  new RegExp(String.raw`(?:^|\s)${SAID}${BELOW}\s${NUMBER}${DEGREES}(?=\s|$)`),
  new RegExp(String.raw`(?:^|\s)${TEMPERATURE}${BELOW}\s${NUMBER}(?=\s|$)`),
];
const FREEZING = /(?:^|\s)(?:(?:below|under) (?:freezing|zero)|freezing|تحت الصفر|تحت الصفر المئوي)(?=\s|$)/;
const HIGH_COLUMNS = ['temp_max', 'max_temp', 'tmax', 'temperature_max', 'high', 'temperature', 'temp'];
const LOW_COLUMNS = ['temp_min', 'min_temp', 'tmin', 'temperature_min', 'low', 'temperature', 'temp'];

export function temperatureThreshold(text: string, catalog: Catalog): string {
  if (catalog.orders) return text;
  const columns = numberColumnsOf(catalog);
  const pick = (wanted: string[]) => wanted.map((name) => columns.find((c) => c.column === name)).find(Boolean);
  const spaced = ` ${text} `;
  if (columns.some((c) => /temp|high|low/.test(c.column) && spaced.includes(` ${c.said} `))) return text;
  const write = (re: RegExp, column: { said: string } | undefined, op: 'over' | 'under', value?: string) => {
    const m = re.exec(text);
    return m && column ? onColumn(text, m, column.said, op, value ?? m[1]) : null;
  };
  for (const re of HIGH) { const done = write(re, pick(HIGH_COLUMNS), 'over'); if (done) return done; }
  for (const re of LOW) { const done = write(re, pick(LOW_COLUMNS), 'under'); if (done) return done; }
  return write(FREEZING, pick(LOW_COLUMNS), 'under', '0') ?? text;
}
