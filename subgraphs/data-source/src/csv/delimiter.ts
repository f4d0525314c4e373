/** Field separators sellers' files use: comma, semicolon (European and Arabic Excel), tab, pipe. */
export const DELIMITERS = [',', ';', '\t', '|'] as const;
export type CsvDelimiter = (typeof DELIMITERS)[number];

/** Counts a delimiter per record outside quotes, for the first records of a sample. */
function countsPerRecord(text: string, delimiter: string, maxRecords: number): number[] {
  const counts: number[] = [];
  let count = 0;
  let quoted = false;
  for (let i = 0; i < text.length && counts.length < maxRecords; i += 1) {
    const ch = text[i];
    if (ch === '"') quoted = !quoted;
    else if (!quoted && ch === delimiter) count += 1;
    else if (!quoted && (ch === '\n' || ch === '\r')) {
      if (ch === '\r' && text[i + 1] === '\n') i += 1;
      counts.push(count);
      count = 0;
    }
  }
  if (counts.length < maxRecords && count > 0) counts.push(count);
  return counts;
}

/**
 * Picks the delimiter that splits the header into the most fields and appears the same number of times on the
 * following records; a file with one column falls back to comma.
 */
export function detectDelimiter(sample: string): CsvDelimiter {
  let best: { delimiter: CsvDelimiter; score: number } = { delimiter: ',', score: 0 };
  for (const delimiter of DELIMITERS) {
    const counts = countsPerRecord(sample, delimiter, 20);
    const header = counts[0] ?? 0;
    if (!header) continue;
    const rest = counts.slice(1);
    const consistent = rest.length ? rest.filter((n) => n === header).length / rest.length : 1;
    const score = consistent * 1000 + header;
    if (score > best.score) best = { delimiter, score };
  }
  return best.delimiter;
}
