import { MONTHS, MONTH_PATTERN } from './month-names.ts';

/**
 * Numbers said in words, as speech-to-text and fast typing write them, in digits: "the last forty five days", "top
 * twenty five products", "a fortnight", "a couple of weeks", "twenty twenty five", "two thousand twenty five",
 * "آخر خمسطعش يوم", "افضل اثنعش منتج", "آخر خمسة وأربعين يوم", "آخر مية يوم", "الفين وخمسة وعشرين". The period
 * and top-N rules read digits, so one reader serves both: before, only a short list of words was known to each
 * (one to ten, fifteen, twenty…), and the rest left the period unread (an all-time total) or a top 10 (or a top 1).
 *
 * A lone word from one to ten is left as it is: the rules know those, and "one" is as often "which one".
 * The text is normalised (lower case, ة as ه, أ as ا).
 */
const EN_UNITS: Record<string, number> = { one: 1, two: 2, three: 3, four: 4, five: 5, six: 6, seven: 7, eight: 8, nine: 9 };
const EN_TEENS: Record<string, number> = {
  ten: 10, eleven: 11, twelve: 12, thirteen: 13, fourteen: 14, fifteen: 15, sixteen: 16, seventeen: 17, eighteen: 18, nineteen: 19,
};
const EN_TENS: Record<string, number> = { twenty: 20, thirty: 30, forty: 40, fourty: 40, fifty: 50, sixty: 60, seventy: 70, eighty: 80, ninety: 90 };

const AR_UNITS: Record<string, number> = {
  'واحد': 1, 'احد': 1, 'احدي': 1, 'اثنين': 2, 'اثنا': 2, 'اثني': 2, 'اثنان': 2, 'اتنين': 2, 'ثنين': 2, 'ثلاث': 3, 'ثلاثه': 3, 'تلات': 3, 'تلاته': 3, 'اربع': 4, 'اربعه': 4,
  'خمس': 5, 'خمسه': 5, 'ست': 6, 'سته': 6, 'سبع': 7, 'سبعه': 7, 'ثمان': 8, 'ثماني': 8, 'ثمانيه': 8, 'تمان': 8, 'تمانيه': 8,
  'تسع': 9, 'تسعه': 9,
};
const AR_TENS: Record<string, number> = {
  'عشرين': 20, 'ثلاثين': 30, 'تلاتين': 30, 'ثلثين': 30, 'اربعين': 40, 'خمسين': 50, 'ستين': 60, 'سبعين': 70, 'ثمانين': 80, 'تمانين': 80, 'تسعين': 90,
};
const AR_HUNDREDS: Record<string, number> = { 'ميه': 100, 'مئه': 100, 'مايه': 100, 'مية': 100, 'ميتين': 200, 'مئتين': 200, 'مئتان': 200, 'متين': 200, 'ميتان': 200 };
/** "خمسطعش", "اربعتعش", "احدعش", "اثنعشر": the Gulf teens are one word, the unit's stem then (ط|ت)عش(ر). */
const AR_TEEN_STEMS: [string, number][] = [
  ['احد|حد|احدي', 11], ['اثن|اثنا|اثني|اطن|ثن|اتن', 12], ['ثلاث|ثلا|ثل|ثلت|تلت|تل|ثلط|تلط', 13], ['اربع|ربع', 14], ['خمس', 15],
  ['ست|سط|س', 16], ['سبع', 17], ['ثمن|ثمان|تمن|تمان|ثماني', 18], ['تسع', 19],
];
const AR_TEEN = new RegExp(`^(${AR_TEEN_STEMS.map(([stems]) => stems).join('|')})(?:ط|ت)?عشر?$`);
function arabicTeen(word: string): number | undefined {
  const stem = AR_TEEN.exec(word)?.[1];
  return stem === undefined ? undefined : AR_TEEN_STEMS.find(([stems]) => stems.split('|').includes(stem))?.[1];
}

interface Read { value: number; length: number; compound: boolean }

/** The number said from word i on, in English: "forty five", "twenty-one", "one hundred and fifty", "nineteen". */
function readEnglish(words: string[], i: number): Read | undefined {
  let at = i;
  let value = 0;
  let parts = 0;
  const word = () => words[at] ?? '';
  // "a hundred", "one hundred", "two hundred and fifty"
  const hundredBy = word() === 'a' ? 1 : EN_UNITS[word()];
  if (hundredBy && /^hundred$/.test(words[at + 1] ?? '')) { value = hundredBy * 100; at += 2; parts += 2; if (word() === 'and' && rest(words, at + 1)) at += 1; }
  else if (word() === 'hundred' && (words[at - 1] ?? '') !== 'a') { value = 100; at += 1; parts += 1; if (word() === 'and' && rest(words, at + 1)) at += 1; }
  const hyphen = /^([a-z]+)-([a-z]+)$/.exec(word());
  if (hyphen && EN_TENS[hyphen[1]] && EN_UNITS[hyphen[2]]) { value += EN_TENS[hyphen[1]] + EN_UNITS[hyphen[2]]; at += 1; parts += 2; }
  else if (EN_TENS[word()]) {
    value += EN_TENS[word()]; at += 1; parts += 1;
    if (EN_UNITS[word()]) { value += EN_UNITS[word()]; at += 1; parts += 1; }
  } else if (EN_TEENS[word()]) { value += EN_TEENS[word()]; at += 1; parts += 1; }
  else if (parts && EN_UNITS[word()]) { value += EN_UNITS[word()]; at += 1; parts += 1; }
  if (!parts) return undefined;
  return { value, length: at - i, compound: parts > 1 };
}
const rest = (words: string[], at: number) => Boolean(EN_TENS[words[at] ?? ''] || EN_TEENS[words[at] ?? ''] || EN_UNITS[words[at] ?? ''] || /^[a-z]+-[a-z]+$/.test(words[at] ?? ''));

/** A year said aloud: "twenty twenty five", "nineteen ninety", "two thousand twenty five", "two thousand and five". */
function readYearEnglish(words: string[], i: number): Read | undefined {
  const century = { twenty: 2000, nineteen: 1900 }[words[i] as 'twenty' | 'nineteen'];
  if (century) {
    const tail = readEnglish(words, i + 1);
    if (tail && tail.value >= 10 && tail.value < 100) return { value: century + tail.value, length: 1 + tail.length, compound: true };
  }
  if (words[i] === 'two' && words[i + 1] === 'thousand') {
    const skip = words[i + 2] === 'and' ? 1 : 0;
    const tail = readEnglish(words, i + 2 + skip) ?? (EN_UNITS[words[i + 2 + skip] ?? ''] ? { value: EN_UNITS[words[i + 2 + skip]], length: 1, compound: false } : undefined);
    if (tail && tail.value < 100) return { value: 2000 + tail.value, length: 2 + skip + tail.length, compound: true };
  }
  return undefined;
}

/**
 * A year said aloud in Arabic the English way, "twenty twenty five": "عشرين خمسه وعشرين", "عشرين عشرين خمسه" (it was
 * the hour 20:00, the rest dropped). Only a year of this century, 2010 to 2099.
 */
function readYearArabic(words: string[], i: number): Read | undefined {
  if (words[i] !== 'عشرين') return undefined;
  const tail = readArabic(words, i + 1);
  if (tail && tail.value >= 10 && tail.value < 100 && tail.value !== 20) return { value: 2000 + tail.value, length: 1 + tail.length, compound: true };
  // "عشرين عشرين خمسه": twenty, then twenty and a unit said apart.
  const unit = words[i + 1] === 'عشرين' ? AR_UNITS[words[i + 2] ?? ''] : undefined;
  if (unit) return { value: 2020 + unit, length: 3, compound: true };
  return tail && tail.value === 20 ? { value: 2020, length: 2, compound: true } : undefined;
}

/** The number said from word i on, in Arabic: "خمسه واربعين", "اثنا عشر", "خمسطعش", "ميه وعشرين", "الفين وخمسه وعشرين". */
function readArabic(words: string[], i: number): Read | undefined {
  let at = i;
  let value = 0;
  let parts = 0;
  let lone = true;
  // Later parts carry "و" ("وخمسه", "و عشرين").
  const next = () => {
    const w = words[at] ?? '';
    if (!parts) return { word: w, skip: 1 };
    if (w === 'و') return { word: words[at + 1] ?? '', skip: 2 };
    return w.startsWith('و') ? { word: w.slice(1), skip: 1 } : { word: '', skip: 0 };
  };
  // Thousands, only before more ("الفين وخمسه وعشرين"): alone they are a threshold's, read there.
  const thousands = ({ 'الف': 1000, 'الفين': 2000 } as Record<string, number>)[words[at] ?? ''];
  // ("ستة الاف وتسعمية وثلاثة وتسعين", an order number dictated: some thousands, then more.)
  const someThousands = AR_UNITS[words[at] ?? ''] && /^(?:الاف|الف)$/.test(words[at + 1] ?? '') && /^و/.test(words[at + 2] ?? '') ? AR_UNITS[words[at]] * 1000 : undefined;
  if (someThousands) { value += someThousands; at += 2; parts += 1; }
  else if (thousands && /^و/.test(words[at + 1] ?? '')) { value += thousands; at += 1; parts += 1; }
  let said = next();
  const hundred = AR_HUNDREDS[said.word] ?? (AR_UNITS[said.word.replace(/(?:ميه|مئه|مايه)$/, '')] && /(?:ميه|مئه|مايه)$/.test(said.word) ? AR_UNITS[said.word.replace(/(?:ميه|مئه|مايه)$/, '')] * 100 : undefined);
  if (hundred) { value += hundred; at += said.skip; parts += 1; said = next(); }
  // "اثنا عشر", "خمسه عشر", "خمس عشره"
  const unit = AR_UNITS[said.word];
  const teen = arabicTeen(said.word);
  if (unit && /^عشر(?:ه)?$/.test(words[at + said.skip] ?? '')) { value += unit + 10; at += said.skip + 1; parts += 1; lone = false; }
  else if (teen) { value += teen; at += said.skip; parts += 1; lone = false; }
  else if (AR_TENS[said.word]) { value += AR_TENS[said.word]; at += said.skip; parts += 1; lone = false; }
  else if (unit) {
    // "خمسه واربعين": the unit before its tens.
    const after = words[at + said.skip] ?? '';
    const tens = after === 'و' ? AR_TENS[words[at + said.skip + 1] ?? ''] : after.startsWith('و') ? AR_TENS[after.slice(1)] : undefined;
    if (tens) { value += unit + tens; at += said.skip + (after === 'و' ? 2 : 1); parts += 2; lone = false; }
    else if (parts) { value += unit; at += said.skip; parts += 1; }
  }
  if (!parts || ((thousands || someThousands) && parts === 1)) return undefined;
  return { value, length: at - i, compound: parts > 1 || !lone || value >= 100 };
}

/**
 * A day of a month said in a word of one to ten: before the month ("لين عشرة نوفمبر"), or opening a range of days that
 * ends in one ("من خمسة لين عشرة نوفمبر", "من عشرة لين عشرين نوفمبر"): the range was lost (all of November, or the 20th).
 */
const AR_MONTH_NAMES = new Set(Object.keys(MONTHS).filter((name) => /^[\u0600-\u06FF]+$/.test(name)));
const AR_TO = /^(?:لين|الين|الي|حتي|لغايه|ل)$/;
function dayOfMonth(words: string[], i: number): number | undefined {
  const lone = (word = '') => (/^عشره?$/.test(word) ? 10 : word === 'احد' || word === 'احدي' ? undefined : AR_UNITS[word]);
  const n = lone(words[i]);
  if (!n) return undefined;
  if (AR_MONTH_NAMES.has(words[i + 1] ?? '')) return n;
  const opens = /^(?:من|بين)$/.test(words[i - 1] ?? '') && AR_TO.test(words[i + 1] ?? '');
  return opens && words.slice(i + 2, i + 6).some((w) => AR_MONTH_NAMES.has(w)) ? n : undefined;
}

/** A number of a hundred or more said in one word carrying "و" ("وخمسمية"), after a number. */
function andNumber(words: string[], i: number): number | undefined {
  if (!/^و\S{3,}$/.test(words[i]) || !/^\d+$|^[\u0600-\u06FF]+$/.test(words[i - 1] ?? '')) return undefined;
  const read = readArabic([words[i].slice(1)], 0);
  return read && read.value >= 100 && read.length === 1 ? read.value : undefined;
}

/**
 * "From the first to the fifteenth of November", "November the third", "the second of March": a day of the month
 * said as an ordinal word, written as "1st", as the digits are read (it was the whole month). Only next to a month or
 * to another such day: "the first week", "the second half" stay words.
 */
const ORDINAL_UNITS: Record<string, number> = { first: 1, second: 2, third: 3, fourth: 4, fifth: 5, sixth: 6, seventh: 7, eighth: 8, ninth: 9 };
const ORDINAL_DAYS: Record<string, number> = {
  ...ORDINAL_UNITS, tenth: 10, eleventh: 11, twelfth: 12, thirteenth: 13, fourteenth: 14, fifteenth: 15, sixteenth: 16, seventeenth: 17, eighteenth: 18, nineteenth: 19, twentieth: 20, thirtieth: 30,
  ...Object.fromEntries(Object.entries(ORDINAL_UNITS).flatMap(([word, n]) => [[`twenty ${word}`, 20 + n], [`twenty-${word}`, 20 + n]])), 'thirty first': 31, 'thirty-first': 31,
};
const ORDINAL = Object.keys(ORDINAL_DAYS).sort((a, b) => b.length - a.length).join('|');
const ordinalDay = (word: string) => { const n = ORDINAL_DAYS[word]; return `${n}${n % 10 === 1 && n !== 11 ? 'st' : n % 10 === 2 && n !== 12 ? 'nd' : n % 10 === 3 && n !== 13 ? 'rd' : 'th'}`; };
const ORDINAL_BEFORE_MONTH = new RegExp(`(^|\\s)(?:the )?(${ORDINAL})(?= (?:of )?(?:${MONTH_PATTERN})(?:\\s|$))`, 'g');
const ORDINAL_TO_ORDINAL = new RegExp(`(^|\\s)(?:the )?(${ORDINAL}) (to|till|until|through|and|-) (?:the )?(${ORDINAL})(?= (?:of )?(?:${MONTH_PATTERN}|this month|last month)(?:\\s|$))`, 'g');
const MONTH_THEN_ORDINAL = new RegExp(`(^|\\s)(${MONTH_PATTERN}) (?:the )?(${ORDINAL})(?=\\s|$)`, 'g');
const ordinalDays = (text: string) => text
  .replace(ORDINAL_TO_ORDINAL, (_all, before: string, from: string, to: string, until: string) => `${before}${ordinalDay(from)} ${to} ${ordinalDay(until)}`)
  .replace(ORDINAL_BEFORE_MONTH, (_all, before: string, day: string) => `${before}${ordinalDay(day)}`)
  .replace(MONTH_THEN_ORDINAL, (_all, before: string, month: string, day: string) => `${before}${month} ${ordinalDay(day)}`);

/** Numbers said in words, written in digits (see the file's note); the rest of the text as it was. */
export function spokenNumbers(given: string): string {
  const text = ordinalDays(given);
  const said = text
    // "a fortnight": two weeks; "a couple of weeks", "couple days": two of them.
    .replace(/(^|\s)(?:a )?fortnight(?=\s|$)/g, '$12 weeks').replace(/(^|\s)fortnights(?=\s|$)/g, '$1weeks')
    .replace(/(^|\s)(?:a )?couple (?:of )?(?=(?:days|weeks|months|years|quarters)(?:\s|$))/g, '$12 ')
    .replace(/(^|\s)(?:a )?dozen(?= \S)/g, '$112')
    // "مبيعات شهر سبعة", "كم طلب في شهر اثنين": a month by its number said in a word, as "شهر ٧" is read (it was the
    // store's whole history, and "اثنين" Mondays). "شهر واحد" stays: it is as often "one month".
    .replace(/(^|\s)(ل?شهر) (\S+)(?=\s|$)/g, (all, before: string, month: string, word: string) => {
      const n = /^عشر(?:ه)?$/.test(word) ? 10 : word === 'واحد' ? undefined : AR_UNITS[word];
      return n ? `${before}${month} ${n}` : all;
    });
  const words = said.split(' ');
  const out: string[] = [];
  for (let i = 0; i < words.length;) {
    const read = /[a-z]/.test(words[i]) ? readYearEnglish(words, i) ?? readEnglish(words, i) : /[\u0600-\u06FF]/.test(words[i]) ? readYearArabic(words, i) ?? readArabic(words, i) : undefined;
    // A word of one to ten alone stays a word; "twenty", "خمسطعش", "اربعين" and anything longer become digits.
    if (read && (read.compound || read.value > 10)) {
      out.push(String(read.value));
      i += read.length;
    } else if (andNumber(words, i)) {
      // "بين مية وخمسمية": the second number of two, its "و" kept apart (it was lost, and the first ignored).
      out.push(`و ${andNumber(words, i)}`);
      i += 1;
    } else if (dayOfMonth(words, i)) {
      out.push(String(dayOfMonth(words, i)));
      i += 1;
    } else {
      out.push(words[i]);
      i += 1;
    }
  }
  return out.join(' ');
}
