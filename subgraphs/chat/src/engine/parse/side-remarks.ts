import type { Catalog } from '../types.ts';
import type { Day } from './dates.ts';
import { lexiconOf, matchPhrases } from './lexicon.ts';
import { normalise } from './normalise.ts';
import { findPeriod } from './periods.ts';
import { correctSpelling, isKnownWord } from './spelling.ts';
import { spokenNumbers } from './spoken-numbers.ts';
import { NOT_NAMES } from './transliterate.ts';
import { matchValues } from './values.ts';

/**
 * Owners speak their questions, and a spoken question carries its talk: "my kids asked me, what were sales last
 * month", "so I got paid today, anyway what were sales last week", "الاسبوع الماضي كنت مسافر، كم طلب جانا هالشهر",
 * "ولد عمي يقول تيك توك اكثر شي بس ما اظن، ابي المبيعات حسب القناة". Every word of the talk was read as part of the
 * request: "kids" the category Kids, "paid" the status, "تيك توك" the channel, its "today" or "الاسبوع الماضي" the
 * period, a "tomorrow" in it a forecast refused. Here the question is cut into clauses (at commas and at the words
 * that turn to the request: "anyway", "المهم", "but first", "forget that"…) and the clauses that are talk are set
 * aside: the request is the last clause that asks for something, and a clause before it that asks for nothing is
 * talk when a turn word follows it, or it speaks of someone ("I", "my", "انا", "كنت"), or it holds a word the engine
 * does not read. A clause of the engine's own words ("in Riyadh, what were sales", "yesterday, how many orders")
 * still filters the request. The text handed on is the question as typed, its talk left out.
 */

/** Words after which what came before is set aside, when what follows asks for something. */
const TURN = [
  'any ?ways?', 'forget (?:that|it|about (?:that|it))', 'never ?mind', 'whatever', 'but first', 'but before that',
  'but i (?:do not|don ?t|dont) think so', 'what i (?:actually |really )?(?:want|need)(?: to know)? is',
  '(?:and )?(?:honestly )?(?:i|we) (?:just |only |really )?(?:want|need|wanna|wanted|needed) to (?:know|see|check)',
  'so (?=(?:how|what|whats|which|can|could|tell|give|show)\\b)', 'by the way', 'btw', 'step by step',
  'المهم', 'بس قبل كذا', 'بس ما اظن', 'ما اظن', 'ما يهم', 'مو مهم', 'مب مهم', '(?:بس )?اللي ابيه(?: الحين)?', 'بس (?=(?:قول|قولي|ابي|ابغي|ابغا|عطني|اعطني|بغيت|ودي)(?:\\s|$))',
  'و(?:ابي|ابغي|ابغا|ودي|بغيت) اعرف',
];
const TURN_AT = new RegExp(`(?:^|\\s)(?:${TURN.join('|')})(?=\\s|$)`, 'g');
const TURN_IN = new RegExp(TURN_AT.source);
/** Words that open a remark after the request ("… لاني بكلم المندوب بكرة", "because I have a meeting tomorrow"). */
// ("Because of" names a cause asked about: "returns because of size" is the reason size.)
const BECAUSE_AT = /(?:^|\s)(?:because(?! of)|cause(?! of)|coz|cuz|لاني|لانه|لان|عشان اني|عشان)(?=\s|$)/g;
const BECAUSE_IN = new RegExp(BECAUSE_AT.source);

/** Words of someone speaking of themselves or others, never of a store's data. */
const TALK = new Set([
  'i', 'im', 'ive', 'id', 'ill', 'my', 'me', 'mine', 'myself', 'we', 'were', 'weve', 'us', 'he', 'she', 'they', 'his', 'her', 'him', 'them', 'their',
  'you', 'your', 'lol', 'haha', 'honestly',
  'انا', 'احنا', 'نحن', 'كنت', 'كنا', 'عندي', 'ابي', 'ابغي', 'والله', 'يقول', 'تقول', 'قال', 'قالت', 'سالني', 'سالتني', 'اظن', 'اخوي', 'اختي',
  'صديقي', 'صديقتي', 'زوجتي', 'زوجي', 'ابوي', 'امي', 'عمي', 'خالي',
]);
/** Words that join a clause to the request and carry nothing of their own. */
const GLUE = new Set(['و', 'في', 'من', 'الي', 'علي', 'عن', 'مع', 'ب', 'لل', 'يا', 'و', 'ال', 'هل', 'كم', 'شو', 'وش', 'ايش']);
/** Words that ask for something even with no measure named: a ranking, a count. */
const ASKS = /(?:^|\s)(?:top|best|worst|how many|how much|number of|افضل|احسن|اسوا|اكثر|اقل|اعلي|كم|عدد)(?=\s|$)/;

interface Clause { raw: string; said: string; turnBefore: boolean; because: boolean }

/** Cuts the question at commas and turn words (left out); each clause keeps its own typed text. */
function clausesOf(raw: string): { clauses: Clause[]; cut: boolean } {
  const cuts: { at: number; end: number; turn: boolean; because: boolean }[] = [];
  for (const m of raw.matchAll(/[,،;؛]+/g)) cuts.push({ at: m.index!, end: m.index! + m[0].length, turn: false, because: false });
  // Turn words are found in the folded text; the raw text is cut at the same place (one character for one).
  const folded = flatten(raw);
  for (const m of folded.matchAll(TURN_AT)) cuts.push({ at: m.index!, end: m.index! + m[0].length, turn: true, because: false });
  for (const m of folded.matchAll(BECAUSE_AT)) cuts.push({ at: m.index!, end: m.index!, turn: false, because: true });
  cuts.sort((a, b) => a.at - b.at);
  const clauses: Clause[] = [];
  let from = 0;
  let before = { turn: false, because: false };
  for (const cut of [...cuts, { at: raw.length, end: raw.length, turn: false, because: false }]) {
    if (cut.at < from) continue;
    const piece = raw.slice(from, cut.at);
    if (piece.replace(/[,،;؛\s]/g, '')) {
      clauses.push({ raw: piece, said: spokenNumbers(normalise(piece)), turnBefore: before.turn, because: before.because });
      before = { turn: false, because: false };
    }
    before = { turn: before.turn || cut.turn, because: before.because || cut.because };
    from = cut.end;
  }
  return { clauses, cut: cuts.some((c) => c.turn) || clauses.length > 1 };
}

/** The raw text lower-cased and its Arabic letters folded as normalise does, one character for one, so places match. */
function flatten(raw: string): string {
  return raw.toLowerCase().replace(/[إأآٱ]/g, 'ا').replace(/ى/g, 'ي').replace(/ة/g, 'ه').replace(/[’']/g, ' ').replace(/[,،;؛?؟!.]/g, ' ');
}

function asks(said: string, catalog: Catalog): boolean {
  if (ASKS.test(said)) return true;
  const words = said.split(' ');
  return matchPhrases(words, words.map(() => false), lexiconOf(catalog)).some((hit) => hit.entries.some((e) => e.kind === 'metric'));
}

/** Whether a clause that asks for nothing is talk: it speaks of someone, or holds a word the engine does not read. */
function isTalk(said: string, catalog: Catalog, today: Day): boolean {
  const words = said.split(' ').filter(Boolean);
  if (words.some((w) => TALK.has(w.replace(/['’]/g, '')))) return true;
  // The words of a period said in it are the engine's.
  const period = findPeriod(said, today);
  const known = new Array(words.length).fill(false) as boolean[];
  if (period) {
    const before = said.slice(0, period.index).split(' ').filter(Boolean).length;
    const within = said.slice(period.index, period.index + period.length).split(' ').filter(Boolean).length;
    for (let k = before; k < before + within; k++) known[k] = true;
  }
  const corrected = correctSpelling(said, catalog).split(' ').filter(Boolean);
  return words.some((w, i) => !known[i] && !/\d/.test(w) && !GLUE.has(w) && !NOT_NAMES.has(w) && !isKnownWord(corrected[i] ?? w, catalog)
    && !matchValues([w], [false], catalog).length);
}

/** The question with the talk around its request left out (see the file's note); the question itself when there is none. */
export function requestOf(raw: string, catalog: Catalog, today: Day): string {
  if (!/[,،;؛]/.test(raw) && !TURN_IN.test(flatten(raw)) && !BECAUSE_IN.test(flatten(raw))) return raw;
  const { clauses, cut } = clausesOf(raw);
  if (!cut || !clauses.length) return raw;
  const asking = clauses.map((c) => asks(c.said, catalog));
  const request = asking.lastIndexOf(true);
  if (request < 0) return raw;
  // A turn word sets aside all before it ("so I got paid today, anyway what were sales last week").
  let start = 0;
  for (let i = 1; i <= request; i++) if (clauses[i].turnBefore) start = i;
  const kept = clauses.filter((c, i) => {
    if (i < start) return false;
    if (i < request) return asking[i] || !isTalk(c.said, catalog, today);
    // A reason given after the request ("… because I'm meeting the agent tomorrow") is talk too.
    if (i > request && c.because && !asking[i]) return false;
    return true;
  });
  return kept.map((c) => c.raw.trim()).join(', ');
}

/**
 * "My friend Sara asked me…", "my brother Omar wants to know…", "اخوي عمر يبي يعرف…": a first name after a word for
 * someone close is that person, not the store's customers of that name (it filtered every Sara).
 */
const KIN_EN = /\b((?:my|our) (?:friend|brother|sister|wife|husband|cousin|son|daughter|mom|mum|mother|dad|father|boss|manager|colleague|partner|uncle|aunt|neighbou?r|accountant|employee|assistant)) [A-Z][a-z]+\b/g;
const KIN_AR = /(^|\s)((?:ولد|بنت) (?:عمي|خالي)|اخوي|اخويه|اختي|صديقي|صديقتي|خويي|خوي|زوجتي|زوجي|ابوي|امي|ولدي|بنتي|شريكي|مديري|جاري|موظفي|المحاسب) [\u0621-\u064A]+(?=\s|$)/g;
export function kinNamesOff(raw: string): string {
  return raw.replace(KIN_EN, '$1').replace(KIN_AR, '$1$2');
}
