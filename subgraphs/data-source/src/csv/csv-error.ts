/** Why a file cannot be read as a table; `line` is the 1-based line of the file the problem is on. */
export type CsvErrorCode = 'empty' | 'header_only' | 'spreadsheet' | 'binary' | 'unclosed_quote' | 'malformed' | 'ragged';

export class CsvError extends Error {
  constructor(
    readonly code: CsvErrorCode,
    readonly line: number | null = null,
    /** For ragged files: the lines whose field count differs from the header's (first few). */
    readonly lines: number[] = [],
  ) {
    super(`${code}${line ? ` at line ${line}` : ''}`);
  }
}
