/**
 * Words typed without their spaces, as fast thumbs and some keyboards send them: "salestoday", "saleslastmonth",
 * "last3months", "TOP5PRODUCTS", "sales_last_month", "sales-last-month", "sales.last.month", "HowManyOrdersToday",
 * "المبيعاتالشهرالماضي", "مبيعاتامس", "كمطلب". Each was one unknown word: the question was refused, or its period
 * dropped (an all-time total). A word is taken apart only into words the engine knows (`known`), the fewest of them.
 */

/** Pieces shorter than three letters are too easily found inside other words; these few are asked glued. */
const SHORT_PIECES = new Set(['كم', 'by', 'vs']);

/** The known words a run of letters is made of, the fewest of them; none when it is not made of known words. */
function segment(run: string, known: (word: string) => boolean, core: (word: string) => boolean): string[] | undefined {
  const best: (string[] | undefined)[] = [[]];
  for (let end = 1; end <= run.length; end++) {
    for (let start = 0; start < end; start++) {
      const before = best[start];
      const piece = run.slice(start, end);
      if (!before || (piece.length < 3 && !SHORT_PIECES.has(piece)) || !known(piece)) continue;
      if (!best[end] || best[end]!.length > before.length + 1) best[end] = [...before, piece];
    }
  }
  const found = best[run.length];
  // A word that only looks like known ones run together ("southernmost": southern, most) names no measure or period.
  return found && found.length > 1 && found.some(core) ? found : undefined;
}

/**
 * The words one unknown word was typed for (normalised text), or none. Joined by "_", "." or "-", each part must be
 * known; digits glued to words ("last3months", "top5products") come apart where the letters are known words; a run of
 * letters is cut into known words, one of them at least a measure's, a split's or a period's (`core`).
 */
export function wordsOf(word: string, known: (word: string) => boolean, core: (word: string) => boolean): string[] | undefined {
  if (/[@/:]/.test(word)) return undefined;
  if (/[_.-]/.test(word)) {
    const parts = word.split(/[_.-]+/);
    // Two words joined by a dash are as often a range ("jan-mar", "mon-fri"): three or more are a phrase.
    const enough = parts.length > (/[_.]/.test(word) ? 1 : 2);
    if (enough && parts.some((p) => /\D/.test(p)) && parts.every((p) => p && (/^\d+$/.test(p) || known(p)))) return parts;
    return undefined;
  }
  const pieces = word.match(/\d+|\D+/g) ?? [word];
  const words = pieces.flatMap((piece) => {
    if (/^\d+$/.test(piece)) return [piece];
    if (pieces.length > 1 && piece.length >= 3 && known(piece)) return [piece];
    return piece.length >= 5 && /^(?:[a-z]+|[\u0621-\u064A]+)$/.test(piece) ? segment(piece, known, core) ?? [''] : [''];
  });
  return words.length > 1 && words.every(Boolean) ? words : undefined;
}

/**
 * "HowManyOrdersToday", "TopProducts ThisMonth": words run together in camel case, apart, when each is known (so a
 * name such as "McCartney" or "iPhone" stays as it is). Raw text, before it is lower-cased.
 */
export function camelApart(raw: string, known: (word: string) => boolean): string {
  return raw.replace(/\b[A-Za-z]*[a-z][A-Z][A-Za-z]*\b/g, (run) => {
    const words = run.split(/(?<=[a-z])(?=[A-Z])/);
    return words.every((w) => known(w.toLowerCase())) ? words.join(' ') : run;
  });
}
