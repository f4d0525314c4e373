import { existsSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import pg from 'pg';
import { from as copyFrom } from 'pg-copy-streams';
import { uploadPath, type FieldError, type Locale } from '@dukkan/shared';
import { readCsv, fitToHeader, ColumnTypeInferrer, type CsvDelimiter, type CsvEncoding, type ReadCsvOptions, toColumnValue, safeColumnNames, safeTableName, quoteIdent, CsvError, type InferredColumn, type SafeColumnName } from '../csv/index.ts';
import { message } from '../data-sources/messages.ts';
import { saveTable } from '../data-sources/table-catalog.ts';
import { ensureStoreSchema, storeReaderRole } from './store-schema.ts';
import { pgComment } from './comments.ts';

export interface CsvUpload {
  uploadId: string;
  filename: string;
  /** The table name the seller chose; the file name otherwise. */
  tableName?: string | null;
}

export interface ImportedTable {
  tableId: string;
  name: string;
  rowCount: number;
}

/** PostgreSQL allows 1600 columns; a table this wide is a mistake in the file, not a table anyone asks about. */
const MAX_COLUMNS = 500;
const TEXT_EXTENSIONS = /\.(csv|tsv|txt)$/i;
const OTHER_EXTENSION = /\.[a-z0-9]{2,5}$/i;

function csvErrorMessage(error: CsvError, locale: Locale): string {
  switch (error.code) {
    case 'spreadsheet': return message(locale, 'spreadsheet');
    case 'binary': return message(locale, 'wrongFileType');
    case 'empty': return message(locale, 'emptyFile');
    case 'header_only': return message(locale, 'headerOnly');
    case 'unclosed_quote': return message(locale, 'unclosedQuote', { line: error.line ?? '?' });
    case 'ragged': return message(locale, 'ragged', { lines: error.lines.join(', ') });
    default: return message(locale, 'malformed', { line: error.line ?? '?' });
  }
}

interface Survey {
  names: SafeColumnName[];
  columns: InferredColumn[];
  rows: number;
  encoding: CsvEncoding;
  delimiter: CsvDelimiter;
  /** Bytes that were not UTF-8 turned up past the sample the encoding was guessed from. */
  undecodable: boolean;
}

/** First pass: headers, safe names, types, row count; refuses ragged rows (reported by line) before anything is written. */
async function survey(file: string, options: ReadCsvOptions = {}): Promise<Survey> {
  const csv = await readCsv(file, options);
  let undecodable = false;
  const width = csv.headers.length;
  const inferrer = new ColumnTypeInferrer(width);
  const ragged: number[] = [];
  let rows = 0;
  for await (const row of csv.rows) {
    const values = fitToHeader(row.values, width);
    if (!values) {
      if (ragged.length < 10) ragged.push(row.line);
      continue;
    }
    inferrer.observe(values);
    rows += 1;
    if (!undecodable && csv.encoding === 'utf-8' && values.some((value) => value.includes('\uFFFD'))) undecodable = true;
  }
  if (ragged.length) throw new CsvError('ragged', ragged[0], ragged);
  if (!rows) throw new CsvError('header_only');
  return { names: safeColumnNames(csv.headers), columns: inferrer.result(), rows, encoding: csv.encoding, delimiter: csv.delimiter, undecodable };
}

function copyLine(values: Array<string | null>): string {
  return values.map((value) => (value === null ? '' : `"${value.replace(/"/g, '""')}"`)).join(',') + '\n';
}

/** Second pass: the file as COPY CSV text, converted to each column's type, in chunks (memory stays flat). */
async function* copyText(file: string, columns: InferredColumn[], options: ReadCsvOptions): AsyncGenerator<string> {
  const csv = await readCsv(file, options);
  let chunk = '';
  for await (const row of csv.rows) {
    const values = fitToHeader(row.values, columns.length) as string[];
    chunk += copyLine(columns.map((column, index) => toColumnValue(column, values[index])));
    if (chunk.length > 256 * 1024) {
      yield chunk;
      chunk = '';
    }
  }
  if (chunk) yield chunk;
}

/**
 * Turns an uploaded CSV into a table of the store's schema. The file is read twice from disk (types first, then a
 * streamed COPY), loaded into a fresh table and swapped in within one transaction: a failed upload leaves the previous
 * table untouched. Column labels keep the headers as written; seller comments on same-named columns survive.
 */
export async function importCsvTable(pool: pg.Pool, dataDir: string, storeId: string, sourceId: string, upload: CsvUpload, locale: Locale): Promise<ImportedTable | { errors: FieldError[] }> {
  const file = uploadPath(dataDir, upload.uploadId);
  if (!file || !existsSync(file)) return { errors: [{ field: 'file', message: message(locale, 'fileMissing') }] };
  const filename = upload.filename || 'table.csv';
  if (OTHER_EXTENSION.test(filename) && !TEXT_EXTENSIONS.test(filename)) {
    const spreadsheet = /\.(xlsx|xlsm|xls|ods|numbers)$/i.test(filename);
    return { errors: [{ field: 'file', message: message(locale, spreadsheet ? 'spreadsheet' : 'wrongFileType') }] };
  }
  let surveyed: Awaited<ReturnType<typeof survey>>;
  try {
    surveyed = await survey(file);
    // An Arabic Excel file whose first rows happen to be plain ASCII: read it again as Windows-1256.
    if (surveyed.undecodable) surveyed = await survey(file, { encoding: 'windows-1256', delimiter: surveyed.delimiter });
  } catch (error) {
    if (error instanceof CsvError) return { errors: [{ field: 'file', message: csvErrorMessage(error, locale) }] };
    throw error;
  }
  if (surveyed.names.length > MAX_COLUMNS) {
    return { errors: [{ field: 'file', message: message(locale, 'tooManyColumns', { count: surveyed.names.length, max: MAX_COLUMNS }) }] };
  }
  const name = safeTableName(upload.tableName?.trim() || filename);
  const schema = await ensureStoreSchema(pool, storeId);
  const target = `${schema}.${quoteIdent(name)}`;
  const staging = `_import_${randomBytes(6).toString('hex')}`;
  const columnSql = surveyed.names.map((column, i) => `${quoteIdent(column.name)} ${surveyed.columns[i].sqlType}`).join(', ');
  const client = await pool.connect();
  try {
    await client.query('BEGIN');
    await client.query('SELECT pg_advisory_xact_lock(hashtext($1))', [`${schema}.${name}`]);
    await client.query(`CREATE TABLE ${schema}.${staging} (_row_id bigint GENERATED BY DEFAULT AS IDENTITY PRIMARY KEY, ${columnSql})`);
    const copy = client.query(copyFrom(`COPY ${schema}.${staging} (${surveyed.names.map((c) => quoteIdent(c.name)).join(', ')}) FROM STDIN WITH (FORMAT csv)`));
    await pipeline(Readable.from(copyText(file, surveyed.columns, { encoding: surveyed.encoding, delimiter: surveyed.delimiter, lineNumbers: false })), copy);
    await client.query(`DROP TABLE IF EXISTS ${target}`);
    await client.query(`ALTER TABLE ${schema}.${staging} RENAME TO ${quoteIdent(name)}`);
    await client.query(`GRANT SELECT ON ${target} TO ${storeReaderRole(storeId)}`);
    // One name, one table in the schema: a table re-uploaded through another CSV source moves to that source.
    await client.query('DELETE FROM data_source_table WHERE store_id = $1 AND schema_name = $2 AND name = $3 AND data_source_id <> $4', [storeId, schema, name, sourceId]);
    const tableId = await saveTable(client, storeId, sourceId, {
      schema,
      name,
      label: filename,
      comment: null,
      rowCount: surveyed.rows,
      filename,
      encoding: surveyed.encoding,
      delimiter: surveyed.delimiter,
      columns: surveyed.names.map((column, i) => ({
        name: column.name,
        label: column.label,
        dataType: surveyed.columns[i].type,
        comment: null,
        dateOrder: surveyed.columns[i].dateOrder,
        sampleValues: surveyed.columns[i].samples,
      })),
    });
    const saved = await client.query('SELECT name, label, comment FROM data_source_column WHERE table_id = $1', [tableId]);
    for (const column of saved.rows) {
      const text = pgComment(column.name, column.label, column.comment);
      if (text) await client.query(`COMMENT ON COLUMN ${target}.${quoteIdent(column.name)} IS ${pg.escapeLiteral(text)}`);
    }
    const table = await client.query('SELECT label, comment FROM data_source_table WHERE id = $1', [tableId]);
    const tableText = pgComment(name, table.rows[0].label, table.rows[0].comment);
    if (tableText) await client.query(`COMMENT ON TABLE ${target} IS ${pg.escapeLiteral(tableText)}`);
    await client.query('COMMIT');
    return { tableId, name, rowCount: surveyed.rows };
  } catch (error) {
    await client.query('ROLLBACK').catch(() => undefined);
    throw error;
  } finally {
    client.release();
  }
}
