/**
 * A record as written, given when it is one line that PostgreSQL's CSV reader (same delimiter, `"` quotes) reads into
 * the same values: no quote inside an unquoted field, no carriage return inside the line. Null otherwise (a record over
 * several lines, a stray quote): a bulk load can send such a text as it is instead of writing the values out again.
 */
export type RecordText = string | null;

/** A quote opened and never closed: the file is broken from the record that starts on `line`. */
export class UnclosedQuote extends Error {
  constructor(readonly line: number) {
    super(`unclosed quote in the record starting on line ${line}`);
  }
}

/**
 * Splits decoded CSV text into records as it streams in: RFC 4180 quotes, doubled quotes, quoted delimiters and
 * newlines, LF or CRLF. Lines without a quote (nearly all of an export) take a fast path through String#split; only
 * quoted records are walked character by character. Memory is the current chunk plus one unfinished record.
 */
export class CsvRecords {
  private rest = '';
  /** Physical line where the next record starts (the header is line 1). */
  private line = 1;
  private record = 0;

  constructor(
    private readonly delimiter: string,
    /**
     * values, the record's number (0 = the header), the file line it starts on, and the record as written when
     * PostgreSQL's CSV reader would read the same values from it (see RecordText).
     */
    private readonly onRecord: (values: string[], record: number, line: number, text: RecordText) => void,
  ) {}

  /**
   * Counted by joinQuoted: the quotes of the line's quoted fields. Any other quote sits inside an unquoted field, which
   * PostgreSQL's CSV reader reads otherwise.
   */
  private readonly quoting = { inFields: 0 };

  /** Lines of text taken so far: the records', the blank ones, and those of the unfinished record. */
  get linesRead(): number {
    let lines = this.line - 1;
    for (let i = this.rest.indexOf('\n'); i >= 0; i = this.rest.indexOf('\n', i + 1)) lines += 1;
    return lines;
  }

  push(text: string): void {
    // Looked for in the parts, before they are joined: searching the joined text first cost a third of the reading.
    const carriages = text.includes('\r') || this.rest.includes('\r');
    const buffer = this.rest ? this.rest + text : text;
    this.rest = buffer.slice(this.scan(buffer, false, carriages));
  }

  end(): void {
    if (this.rest) this.scan(this.rest.endsWith('\n') ? this.rest : `${this.rest}\n`, true, this.rest.includes('\r'));
    this.rest = '';
  }

  /** Emits every complete record in buffer; returns where the unfinished remainder starts. */
  private scan(buffer: string, final: boolean, carriages: boolean): number {
    const delimiter = this.delimiter;
    let pos = 0;
    const length = buffer.length;
    // Where the next quote is: found once and kept until passed, so a file without quotes is not searched to its
    // end again for every line.
    let quote = buffer.indexOf('"');
    // A carriage return inside a line is text here but a line end to PostgreSQL: such lines are not given as written.
    let carriage = carriages ? buffer.indexOf('\r') : -1;
    while (pos < length) {
      const newline = buffer.indexOf('\n', pos);
      if (newline < 0) return pos;
      if (quote >= 0 && quote < pos) quote = buffer.indexOf('"', pos);
      const end = newline > pos && buffer.charCodeAt(newline - 1) === 13 ? newline - 1 : newline;
      if (carriage >= 0 && carriage < pos) carriage = buffer.indexOf('\r', pos);
      const plainEnds = carriage < 0 || carriage >= end;
      if (quote < 0 || quote > newline) {
        if (end > pos) {
          const text = buffer.slice(pos, end);
          this.emit(text.split(delimiter), 1, plainEnds ? text : null);
        } else this.line += 1; // a blank line: skipped, as spreadsheets leave them
        pos = newline + 1;
        continue;
      }
      // A line whose quoted fields all close on it (nearly every quoted line) is split, then its quoted parts joined.
      // Cutting each field out of the line with slice was 20% faster here, but its values (slices of the chunk) made
      // a million-row table load a second slower downstream (measured 2026-11-25): split's own strings stay.
      const text = buffer.slice(pos, end);
      this.quoting.inFields = 0;
      const joined = joinQuoted(text.split(delimiter), delimiter, this.quoting);
      if (joined) {
        this.emit(joined, 1, plainEnds && quotes(text) === this.quoting.inFields ? text : null);
        pos = newline + 1;
        continue;
      }
      const parsed = this.quoted(buffer, pos, final);
      if (!parsed) return pos;
      this.emit(parsed.values, parsed.lines, null);
      pos = parsed.end;
    }
    return pos;
  }

  private emit(values: string[], lines: number, text: RecordText): void {
    this.onRecord(values, this.record++, this.line, text);
    this.line += lines;
  }

  /** One record that has quotes, from start; null when the buffer ends inside it (more text needed). */
  private quoted(buffer: string, start: number, final: boolean): { values: string[]; end: number; lines: number } | null {
    const values: string[] = [];
    let lines = 1;
    let newline = buffer.indexOf('\n', start);
    let field = '';
    let i = start;
    const length = buffer.length;
    for (;;) {
      if (buffer.charCodeAt(i) === 34) {
        // A quoted field: runs to the closing quote; "" is a quote inside it.
        i += 1;
        for (;;) {
          const close = buffer.indexOf('"', i);
          if (close < 0) {
            if (!final) return null;
            throw new UnclosedQuote(this.line);
          }
          field += buffer.slice(i, close);
          for (let k = buffer.indexOf('\n', i); k >= 0 && k < close; k = buffer.indexOf('\n', k + 1)) lines += 1;
          if (buffer.charCodeAt(close + 1) === 34) {
            field += '"';
            i = close + 2;
            continue;
          }
          if (close + 1 >= length && !final) return null;
          i = close + 1;
          break;
        }
      }
      // Unquoted text (or text after a closing quote) up to the next delimiter or the end of the line.
      if (newline >= 0 && newline < i) newline = buffer.indexOf('\n', i);
      if (newline < 0 && !final) return null;
      const next = buffer.indexOf(this.delimiter, i);
      const j = newline < 0 ? (next < 0 ? length : next) : next >= 0 && next < newline ? next : newline;
      let tail = buffer.slice(i, j);
      if (tail.endsWith('\r') && (j >= length || buffer.charCodeAt(j) === 10)) tail = tail.slice(0, -1);
      values.push(field + tail);
      field = '';
      if (j >= length) return { values, end: length, lines };
      if (buffer.charCodeAt(j) === 10) return { values, end: j + 1, lines };
      i = j + 1;
    }
  }
}

const QUOTE = 34;

/** How many quotes a string holds. */
function quotes(text: string): number {
  let count = 0;
  for (let i = text.indexOf('"'); i >= 0; i = text.indexOf('"', i + 1)) count += 1;
  return count;
}

/**
 * The fields of one line already split on the delimiter, with each quoted field put back together ("Riyadh, North"
 * was split in two) and unquoted. Null when the line is anything but plain: a quote left open (a newline inside a
 * field), text after a closing quote, a stray quote inside a quoted field. Those lines go to the careful parser.
 */
function joinQuoted(parts: string[], delimiter: string, quoting: { inFields: number }): string[] | null {
  let values: string[] | null = null;
  for (let k = 0; k < parts.length; k += 1) {
    let part = parts[k];
    if (part.charCodeAt(0) !== QUOTE) {
      // An unquoted field: quotes inside it are text, as the careful parser reads them.
      values?.push(part);
      continue;
    }
    values ??= parts.slice(0, k);
    let count = quotes(part);
    while (count % 2 === 1) {
      if (++k >= parts.length) return null;
      part += delimiter + parts[k];
      count += quotes(parts[k]);
    }
    if (part.length < 2 || part.charCodeAt(part.length - 1) !== QUOTE) return null;
    let inner = part.slice(1, -1);
    if (count > 2) {
      // Quotes inside a quoted field are doubled; a single one means text after a closing quote.
      const unescaped = inner.replaceAll('""', '');
      if (unescaped.includes('"')) return null;
      inner = inner.replaceAll('""', '"');
    }
    values.push(inner);
    quoting.inFields += count;
  }
  return values ?? parts;
}
