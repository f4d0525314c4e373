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
    /** values, the record's number (0 = the header) and the file line it starts on. */
    private readonly onRecord: (values: string[], record: number, line: number) => void,
  ) {}

  /** Lines of text taken so far: the records', the blank ones, and those of the unfinished record. */
  get linesRead(): number {
    let lines = this.line - 1;
    for (let i = this.rest.indexOf('\n'); i >= 0; i = this.rest.indexOf('\n', i + 1)) lines += 1;
    return lines;
  }

  push(text: string): void {
    const buffer = this.rest ? this.rest + text : text;
    this.rest = buffer.slice(this.scan(buffer, false));
  }

  end(): void {
    if (this.rest) this.scan(this.rest.endsWith('\n') ? this.rest : `${this.rest}\n`, true);
    this.rest = '';
  }

  /** Emits every complete record in buffer; returns where the unfinished remainder starts. */
  private scan(buffer: string, final: boolean): number {
    const delimiter = this.delimiter;
    let pos = 0;
    const length = buffer.length;
    while (pos < length) {
      const newline = buffer.indexOf('\n', pos);
      if (newline < 0) return pos;
      const quote = buffer.indexOf('"', pos);
      if (quote < 0 || quote > newline) {
        const end = newline > pos && buffer.charCodeAt(newline - 1) === 13 ? newline - 1 : newline;
        if (end > pos) this.emit(buffer.slice(pos, end).split(delimiter), 1);
        else this.line += 1; // a blank line: skipped, as spreadsheets leave them
        pos = newline + 1;
        continue;
      }
      const parsed = this.quoted(buffer, pos, final);
      if (!parsed) return pos;
      this.emit(parsed.values, parsed.lines);
      pos = parsed.end;
    }
    return pos;
  }

  private emit(values: string[], lines: number): void {
    this.onRecord(values, this.record++, this.line);
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
