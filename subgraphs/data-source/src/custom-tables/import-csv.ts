import { createReadStream, existsSync, type ReadStream } from 'node:fs';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { uploadPath, type FieldError, type Locale } from '@dukkan/shared';
import { readCsv, fitToHeader, ColumnTypeInferrer, inferColumnTypes, cellReader, isBlank, type CsvDelimiter, type CsvEncoding, type CsvFile, type OnRecord, type ReadCsvOptions, safeColumnNames, safeTableName, quoteIdent, CsvError, type InferredColumn, type SafeColumnName, type CellReader, type RecordText } from '../csv/index.ts';
import { message } from '../data-sources/messages.ts';
import { saveTable } from '../data-sources/table-catalog.ts';
import type { ImportProblem } from '../imports/import.repository.ts';
import { ensureStoreSchema, storeReaderRole, storeSchemaName } from './store-schema.ts';
import { pgComment } from './comments.ts';
import { CopySink } from '../warehouse/copy-sink.ts';
import { copyIn } from '../warehouse/copy-in.ts';

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
  /** An existing table of that name was replaced; otherwise a new table was created. */
  replaced: boolean;
}

/** Where an upload goes: a new table under a free name (with its label), or the replacement of one table of its source. */
export interface TableTarget {
  name: string;
  filename: string;
  /** A new table's label: the name the seller typed, or the file name. A replaced table keeps its own. */
  label: string;
  replace: boolean;
}

/** Where a load stands: the stage, bytes of the file read by that stage, and rows read so far. */
export interface LoadProgress {
  stage: 'checking' | 'loading' | 'saving';
  bytesRead: number;
  rows: number;
  /** The file's row count, once the first pass has counted it. */
  total?: number;
}

export interface LoadOptions {
  /** Runs the load's statements here (a job gives its own connection, whose statement a cancel can stop). */
  client?: pg.PoolClient;
  /** Called as the file is read (every few thousand rows) and between stages; throwing stops the load. */
  onProgress?: (progress: LoadProgress) => Promise<void> | void;
  /** Last step of the swap transaction: a job marks itself finished here, so the table and its status commit together. */
  beforeCommit?: (client: pg.PoolClient, table: ImportedTable) => Promise<void>;
}

/** The file cannot become a table; every problem carries its line when it has one. */
export class TableImportFailure extends Error {
  constructor(readonly problems: ImportProblem[]) {
    super(problems[0]?.key ?? 'importFailed');
  }
}

/** PostgreSQL allows 1600 columns; a table this wide is a mistake in the file, not a table anyone asks about. */
const MAX_COLUMNS = 500;
/** Bad lines listed one by one; past these, one more problem gives the count. */
const MAX_LISTED_LINES = 20;
const TEXT_EXTENSIONS = /\.(csv|tsv|txt)$/i;
const OTHER_EXTENSION = /\.[a-z0-9]{2,5}$/i;

const fatal = (key: string, params: Record<string, string | number> = {}, line: number | null = null): ImportProblem => ({ line, key, params, fatal: true });

function problemOfCsvError(error: CsvError): ImportProblem {
  switch (error.code) {
    case 'spreadsheet': return fatal('spreadsheet');
    case 'binary': return fatal('wrongFileType');
    case 'empty': return fatal('emptyFile');
    case 'header_only': return fatal('headerOnly');
    case 'unclosed_quote': return fatal('unclosedQuote', { line: error.line ?? '?' }, error.line);
    case 'ragged': return fatal('raggedLine', { line: error.line ?? '?' }, error.line);
    default: return fatal('malformed', { line: error.line ?? '?' }, error.line);
  }
}

/** Ragged lines told together: with more values than the header, fewer, or some of each; "line 4" or "lines 3, 5". */
function raggedMessage(ragged: ImportProblem[], locale: Locale): string {
  const long = ragged.some((problem) => problem.key === 'raggedLine');
  const short = ragged.some((problem) => problem.key === 'shortLine');
  const key = long && short ? 'unevenRows' : short ? 'shortRows' : 'ragged';
  const lines = ragged.slice(0, 10).map((problem) => problem.line);
  return message(locale, lines.length === 1 ? `${key}One` : key, { lines: lines.join(locale === 'ar' ? '، ' : ', ') });
}

/**
 * The problems of a failed table import as one field error for the uploader: ragged lines are told together
 * ("lines 3, 5"), anything else by its own message. The import itself keeps each problem with its line.
 */
export function fileErrorsOf(problems: ImportProblem[], locale: Locale): FieldError[] {
  const failing = problems.filter((problem) => problem.fatal);
  const ragged = failing.filter((problem) => (problem.key === 'raggedLine' || problem.key === 'shortLine') && problem.line !== null);
  if (ragged.length) return [{ field: 'file', message: raggedMessage(ragged, locale) }];
  const first = failing[0] ?? fatal('importFailed');
  return [{ field: 'file', message: message(locale, first.key, first.params) }];
}

/** The file name's verdict before anything is read: a spreadsheet or another known non-text type is refused. */
function problemOfName(filename: string): ImportProblem | null {
  if (!OTHER_EXTENSION.test(filename) || TEXT_EXTENSIONS.test(filename)) return null;
  return fatal(/\.(xlsx|xlsm|xls|ods|numbers)$/i.test(filename) ? 'spreadsheet' : 'wrongFileType');
}

/** Reads the file from disk through a stream whose position tells the progress. */
function openFile(file: string): ReadStream {
  return createReadStream(file, { highWaterMark: 64 * 1024 });
}

/**
 * Checks what can be told at once, before a job is queued: the file exists, its name and first bytes say CSV, it has
 * a header, a first data row and not too many columns. Reads at most the first block and the first record.
 */
export async function precheckCsvUpload(file: string | null, filename: string): Promise<ImportProblem | null> {
  if (!file || !existsSync(file)) return fatal('fileMissing');
  const named = problemOfName(filename);
  if (named) return named;
  const stream = openFile(file);
  try {
    const csv = await readCsv(stream);
    if (csv.headers.length > MAX_COLUMNS) return fatal('tooManyColumns', { count: csv.headers.length, max: MAX_COLUMNS });
    const rows = csv.rows[Symbol.asyncIterator]();
    const first = await rows.next();
    await rows.return?.();
    return first.done ? fatal('headerOnly') : null;
  } catch (error) {
    if (error instanceof CsvError) return problemOfCsvError(error);
    throw error;
  } finally {
    stream.destroy();
  }
}

/** What a load knows of the file: how to read it and each column's name and type. */
interface FilePlan {
  encoding: CsvEncoding;
  delimiter: CsvDelimiter;
  names: SafeColumnName[];
  columns: InferredColumn[];
  /** The file's data rows, once a look through counted them. */
  rows?: number;
}

/** The first data rows: their types are the load's until a later value says otherwise. */
const SAMPLE_ROWS = 10_000;

/** A value the sample's types cannot hold, or bytes that are not UTF-8: the file needs a look through first. */
class NeedsSurvey extends Error {
  constructor(readonly why: 'misfit' | 'undecodable') {
    super(why);
  }
}

/** Ragged lines collected as they are met (by line), failing the import before anything is kept. */
class RaggedLines {
  readonly listed: ImportProblem[] = [];
  count = 0;

  /** The record fitted to the header's width, or null when it is ragged (and noted). */
  fit(values: string[], width: number, line: number): string[] | null {
    const fitted = values.length < width ? null : fitToHeader(values, width);
    if (fitted) return fitted;
    this.count += 1;
    if (this.listed.length < MAX_LISTED_LINES) this.listed.push(fatal(values.length < width ? 'shortLine' : 'raggedLine', { line }, line));
    return null;
  }

  /** Throws when any line was ragged. */
  check(): void {
    if (!this.count) return;
    const problems = [...this.listed];
    if (this.count > this.listed.length) problems.push(fatal('moreBadLines', { count: this.count, shown: this.listed.length }));
    throw new TableImportFailure(problems);
  }
}

/** Opens the file for one read through; CSV problems become the seller's import problems. */
async function openCsv(file: string, options: ReadCsvOptions): Promise<CsvFile> {
  try {
    const csv = await readCsv(openFile(file), options);
    if (csv.headers.length > MAX_COLUMNS) {
      csv.close();
      throw new TableImportFailure([fatal('tooManyColumns', { count: csv.headers.length, max: MAX_COLUMNS })]);
    }
    return csv;
  } catch (error) {
    if (error instanceof CsvError) throw new TableImportFailure([problemOfCsvError(error)]);
    throw error;
  }
}

/** Reads every record through `onRecord`, turning the reader's CSV errors (an unclosed quote) into import problems. */
async function eachRecord(csv: CsvFile, onRecord: OnRecord, afterChunk: (bytesRead: number) => Promise<void> | void): Promise<void> {
  try {
    await csv.forEach(onRecord, afterChunk);
  } catch (error) {
    if (error instanceof CsvError) throw new TableImportFailure([problemOfCsvError(error)]);
    throw error;
  }
}

/**
 * A whole-file look at every value: the exact type of each column, and ragged lines, which fail the import before
 * anything is written. Needed only when the fast load met a value its sample's types could not hold.
 */
async function surveyFile(file: string, options: ReadCsvOptions, progress: ProgressOf): Promise<FilePlan> {
  const csv = await openCsv(file, options);
  const width = csv.headers.length;
  const inferrer = new ColumnTypeInferrer(width);
  const ragged = new RaggedLines();
  let rows = 0;
  await eachRecord(csv, (values, line) => {
    const fitted = ragged.fit(values, width, line);
    if (!fitted) return;
    inferrer.observe(fitted);
    rows += 1;
  }, (bytesRead) => progress('checking', bytesRead, rows));
  ragged.check();
  if (!rows) throw new TableImportFailure([problemOfCsvError(new CsvError('header_only'))]);
  return { encoding: csv.encoding, delimiter: csv.delimiter, names: safeColumnNames(csv.headers), columns: inferrer.result(), rows };
}

/** A value written for PostgreSQL's CSV reader: null is an empty field; quoted when it holds the delimiter, a quote or a line end. */
function csvField(value: string | null, delimiter: string): string {
  if (value === null) return '';
  if (!value.includes(delimiter) && !value.includes('"') && !value.includes('\n') && !value.includes('\r')) return value;
  return `"${value.replaceAll('"', '""')}"`;
}

/** Reports the load's progress: the stage, bytes of the file read, rows so far and, once known, the file's rows. */
type ProgressOf = (stage: LoadProgress['stage'], bytesRead: number, rows: number, total?: number) => Promise<void> | void;

/**
 * One read of the file straight into the table, typed as it goes. The types come from the exact plan when there is
 * one, otherwise from the first SAMPLE_ROWS rows, and every later value is checked against them: a value they cannot
 * hold (a word in a number column, a time in a date column) stops the load with NeedsSurvey, and the caller looks
 * through the whole file first. Most files are typed by their first rows, so they are read once.
 */
async function copyFile(
  client: pg.PoolClient,
  file: string,
  plan: FilePlan | null,
  options: ReadCsvOptions,
  createTable: (plan: FilePlan) => Promise<string>,
  progress: ProgressOf,
): Promise<{ plan: FilePlan; rows: number }> {
  const csv = await openCsv(file, plan ? { encoding: plan.encoding, delimiter: plan.delimiter } : options);
  const width = csv.headers.length;
  const names = safeColumnNames(csv.headers);
  const ragged = new RaggedLines();
  let types: InferredColumn[] | null = plan?.columns ?? null;
  let copy = null as CopySink | null;
  let sample: Array<{ values: string[]; text: RecordText }> = [];
  let rows = 0;
  // Columns still collecting their few sample values for the catalogue (the sample rows may not have had five).
  let sampling: ColumnSamples[] = [];

  let readers: CellReader[] = [];
  const delimiter = csv.delimiter;
  const converted: Array<string | null> = new Array(width);
  // Each row's _row_id is its place in the file, sent with it: the column's default would cost a sequence call a row.
  let written = 0;
  /**
   * The COPY reads CSV in the file's own dialect, so a record whose every cell reads as written (plain numbers, ISO
   * dates, text) is sent as the file has it, behind its row number; only the others are written out again. Putting
   * each row's values back together was a third of the load's time.
   */
  const write = (values: string[], text: RecordText) => {
    written += 1;
    let same = text !== null;
    for (let i = 0; i < width; i += 1) {
      const raw = values[i];
      const value = readers[i](raw);
      if (value === undefined) throw new NeedsSurvey('misfit');
      // An empty field is NULL to both readers.
      if (value !== raw && (value !== null || raw !== '')) same = false;
      converted[i] = value;
    }
    if (same) copy!.add(`${written}${delimiter}${text}\n`);
    else {
      let line = String(written);
      for (let i = 0; i < width; i += 1) line += delimiter + csvField(converted[i], delimiter);
      copy!.add(`${line}\n`);
    }
    // A column of a few repeated values never fills its five samples: looking stops after the first rows.
    if (sampling.length) sampling = rows > SAMPLE_ROWS * 10 ? [] : collectSamples(sampling, values);
  };
  // The table is made and the COPY opened once the sample is read (or the file ended before it was full).
  const start = async () => {
    types ??= inferColumnTypes(sample.map((row) => row.values), width);
    readers = types.map(cellReader);
    const table = await createTable({ encoding: csv.encoding, delimiter: csv.delimiter, names, columns: types });
    const columns = names.map((c) => quoteIdent(c.name)).join(', ');
    // FORCE_NULL: a quoted empty field ("") is NULL too, as an empty cell is to this reader.
    copy = new CopySink(copyIn(client, `COPY ${table} (_row_id, ${columns}) FROM STDIN WITH (FORMAT csv, DELIMITER ${pg.escapeLiteral(delimiter)}, FORCE_NULL (${columns}))`));
    sampling = types.flatMap((column, index) => (column.samples.length < SAMPLES ? [{ index, column, seen: new Set(column.samples) }] : []));
    for (const { values, text } of sample) write(values, text);
    sample = [];
  };

  try {
    await eachRecord(csv, (values, line, text) => {
      const fitted = ragged.fit(values, width, line);
      // A file with a ragged line fails: the rest is only read for its other bad lines.
      if (!fitted || ragged.count) return;
      rows += 1;
      // A record cut or padded to the header's width is not as written.
      const asWritten = fitted === values ? text : null;
      if (types && copy) write(fitted, asWritten);
      else sample.push({ values: fitted, text: asWritten });
    }, async (bytesRead) => {
      if (csv.undecodable) throw new NeedsSurvey('undecodable');
      if (ragged.count) return;
      if (!copy && (types || sample.length >= SAMPLE_ROWS)) await start();
      await copy?.drain();
      await progress('loading', bytesRead, rows, plan?.rows);
    });
    ragged.check();
    if (!rows) throw new TableImportFailure([problemOfCsvError(new CsvError('header_only'))]);
    if (!copy) await start();
    await copy!.end();
    return { plan: { encoding: csv.encoding, delimiter: csv.delimiter, names, columns: types! }, rows };
  } finally {
    csv.close();
    // A load stopped early ends its COPY: the rows sent go with the table the caller drops.
    await copy?.end().catch(() => undefined);
  }
}

/** A column's first distinct values as written, shown with the table and given to the question engine. */
const SAMPLES = 5;
interface ColumnSamples {
  index: number;
  column: InferredColumn;
  seen: Set<string>;
}

/** Adds a row's values to the columns still short of samples (as the inferrer picks them); returns those still short. */
function collectSamples(columns: ColumnSamples[], values: string[]): ColumnSamples[] {
  let full = false;
  for (const { index, column, seen } of columns) {
    const raw = values[index];
    if (raw.length > 200 || isBlank(raw) || seen.has(raw)) continue;
    seen.add(raw);
    column.samples.push(raw);
    if (column.samples.length >= SAMPLES) full = true;
  }
  return full ? columns.filter((entry) => entry.column.samples.length < SAMPLES) : columns;
}

/**
 * Turns a CSV file into a table of the store's schema, in one transaction: a failed or stopped load leaves the
 * previous table untouched. The file is read once into a fresh table typed from its first rows (copyFile); a file
 * whose later rows change a column's type is looked through once and read again with the exact types. Column labels
 * keep the headers as written; seller comments on same-named columns survive.
 * Throws TableImportFailure for a file that cannot become a table.
 */
export async function loadCsvTable(pool: pg.Pool, file: string, storeId: string, sourceId: string, target: TableTarget, options: LoadOptions = {}): Promise<ImportedTable> {
  const { onProgress } = options;
  const { filename } = target;
  const schema = await ensureStoreSchema(pool, storeId);
  const client = options.client ?? (await pool.connect());
  let staging: string | null = null;
  const createTable = async (plan: FilePlan) => {
    if (staging) await client.query(`DROP TABLE ${schema}.${staging}`);
    staging = `_import_${randomBytes(6).toString('hex')}`;
    const columnSql = plan.names.map((column, i) => `${quoteIdent(column.name)} ${plan.columns[i].sqlType}`).join(', ');
    // The key is added once the rows are in (the saving stage): one sorted build costs less than a million inserts.
    await client.query(`CREATE TABLE ${schema}.${staging} (_row_id bigint GENERATED BY DEFAULT AS IDENTITY, ${columnSql})`);
    return `${schema}.${staging}`;
  };
  try {
    await client.query('BEGIN');
    let plan: FilePlan | null = null;
    let readOptions: ReadCsvOptions = {};
    let loaded: { plan: FilePlan; rows: number };
    const report: ProgressOf = (stage, bytesRead, rows, total) => onProgress?.({ stage, bytesRead, rows, total });
    for (;;) {
      try {
        loaded = await copyFile(client, file, plan, readOptions, createTable, report);
        break;
      } catch (error) {
        if (!(error instanceof NeedsSurvey) || plan) throw error;
        // An Arabic Excel file whose first rows happen to be plain ASCII is read again as Windows-1256.
        if (error.why === 'undecodable') readOptions = { ...readOptions, encoding: 'windows-1256' };
        plan = await surveyFile(file, readOptions, report);
      }
    }
    const surveyed = { ...loaded.plan, rows: loaded.rows };
    await onProgress?.({ stage: 'saving', bytesRead: 0, rows: surveyed.rows, total: surveyed.rows });
    // Rows the seller adds later are numbered on from the file's last.
    await client.query(`ALTER TABLE ${schema}.${staging} ALTER COLUMN _row_id RESTART WITH ${surveyed.rows + 1}, ADD PRIMARY KEY (_row_id)`);
    // Names are settled under one lock per store schema: two uploads never take the same free name.
    await client.query('SELECT pg_advisory_xact_lock(hashtext($1))', [`${schema}.tables`]);
    const { name, replaced } = await settleTarget(client, storeId, schema, sourceId, target);
    const table = `${schema}.${quoteIdent(name)}`;
    if (replaced) await client.query(`DROP TABLE ${table}`);
    await client.query(`ALTER TABLE ${schema}.${staging} RENAME TO ${quoteIdent(name)}`);
    await client.query(`GRANT SELECT ON ${table} TO ${storeReaderRole(storeId)}`);
    const tableId = await saveTable(client, storeId, sourceId, {
      schema,
      name,
      label: target.label,
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
      const comment = pgComment(column.name, column.label, column.comment);
      if (comment) await client.query(`COMMENT ON COLUMN ${table}.${quoteIdent(column.name)} IS ${pg.escapeLiteral(comment)}`);
    }
    const catalog = await client.query('SELECT label, comment FROM data_source_table WHERE id = $1', [tableId]);
    const tableComment = pgComment(name, catalog.rows[0].label, catalog.rows[0].comment);
    if (tableComment) await client.query(`COMMENT ON TABLE ${table} IS ${pg.escapeLiteral(tableComment)}`);
    const imported = { tableId, name, rowCount: surveyed.rows, replaced };
    await options.beforeCommit?.(client, imported);
    await client.query('COMMIT');
    return imported;
  } catch (error) {
    await client.query('ROLLBACK').catch(() => undefined);
    throw error;
  } finally {
    if (!options.client) client.release();
  }
}

/** The table name an upload asks for: the one the seller chose, else the file's name, made safe (not yet unique). */
export function tableNameOf(upload: { filename?: string | null; tableName?: string | null }): string {
  return safeTableName(upload.tableName?.trim() || upload.filename || 'table.csv');
}

type Queryable = pg.Pool | pg.PoolClient;

/** Names in the store's schema that start with `base`: catalogued tables of every CSV source and the schema's own tables. */
async function namesTaken(db: Queryable, storeId: string, schema: string, base: string, withQueued: boolean): Promise<Set<string>> {
  const { rows } = await db.query<{ name: string }>(
    `SELECT name FROM data_source_table WHERE store_id = $1 AND schema_name = $2 AND left(name, length($3)) = $3
     UNION SELECT table_name FROM information_schema.tables WHERE table_schema = $2 AND left(table_name, length($3)) = $3
     UNION SELECT table_name FROM data_source_import
      WHERE $4 AND store_id = $1 AND kind = 'csv-table' AND status IN ('queued', 'running') AND NOT replace_table AND left(table_name, length($3)) = $3`,
    [storeId, schema, base, withQueued],
  );
  return new Set(rows.map((row) => row.name));
}

/** `base`, or `base_2`, `base_3`… whichever is free. */
function freeName(base: string, taken: Set<string>): string {
  if (!taken.has(base)) return base;
  let n = 2;
  while (taken.has(`${base}_${n}`)) n += 1;
  return `${base}_${n}`;
}

/** The source's own CSV table of exactly this SQL name, if there is one. */
async function ownTable(db: Queryable, storeId: string, schema: string, sourceId: string, name: string): Promise<boolean> {
  const { rows } = await db.query('SELECT 1 FROM data_source_table WHERE store_id = $1 AND schema_name = $2 AND data_source_id = $3 AND name = $4', [storeId, schema, sourceId, name]);
  return rows.length > 0;
}

/**
 * At save time, under the schema's lock: a replacement goes ahead only if the source still has that table; a new table
 * keeps the name chosen at queue time unless another upload took it meanwhile, then gets the next free one of the name
 * the seller asked for (uploads queued at once chose the same `conc_2`: numbering on from it gave `conc_2_2`), past the
 * names other queued uploads hold.
 */
async function settleTarget(client: pg.PoolClient, storeId: string, schema: string, sourceId: string, target: TableTarget): Promise<{ name: string; replaced: boolean }> {
  if (target.replace && (await ownTable(client, storeId, schema, sourceId, target.name))) return { name: target.name, replaced: true };
  if (!(await namesTaken(client, storeId, schema, target.name, false)).has(target.name)) return { name: target.name, replaced: false };
  const base = tableNameOf({ filename: target.filename, tableName: target.label });
  return { name: freeName(base, await namesTaken(client, storeId, schema, base, true)), replaced: false };
}

/** What an upload asks for: a new table, a replacement, or a replacement of a table the source does not have. */
export type TableRequest = TableTarget | { missing: string };

/**
 * Decides, when an upload is queued, which table it becomes. An existing table is replaced only when the seller asks:
 * `replace: true` with its name, or (`replace` unset) a name that is exactly the SQL name of one of the source's
 * tables, which is what a table's own screen sends. Anything else is a new table under a free name (`sales_2024_2`),
 * never one of another upload's or another source's tables, labelled with the name the seller typed or the file name.
 */
export async function chooseTableTarget(
  pool: pg.Pool,
  storeId: string,
  sourceId: string,
  upload: { filename: string; tableName?: string | null; replace?: boolean | null },
): Promise<TableRequest> {
  const schema = storeSchemaName(storeId);
  const asked = upload.tableName?.trim() || '';
  const base = tableNameOf({ filename: upload.filename, tableName: asked });
  if (upload.replace === true) {
    const name = (await ownTable(pool, storeId, schema, sourceId, asked)) ? asked : base;
    if (!(await ownTable(pool, storeId, schema, sourceId, name))) return { missing: asked || upload.filename };
    return { name, filename: upload.filename, label: asked || upload.filename, replace: true };
  }
  if (upload.replace !== false && asked && (await ownTable(pool, storeId, schema, sourceId, asked))) {
    return { name: asked, filename: upload.filename, label: asked, replace: true };
  }
  return { name: freeName(base, await namesTaken(pool, storeId, schema, base, true)), filename: upload.filename, label: asked || upload.filename, replace: false };
}

/**
 * Imports an uploaded CSV as a table right away, in the calling process (scripts and the question-engine evaluation;
 * the product itself queues a job, see run-csv-table-import.ts). Errors come back as field errors in `locale`.
 */
export async function importCsvTable(pool: pg.Pool, dataDir: string, storeId: string, sourceId: string, upload: CsvUpload, locale: Locale): Promise<ImportedTable | { errors: FieldError[] }> {
  const file = uploadPath(dataDir, upload.uploadId);
  const filename = upload.filename || 'table.csv';
  const problem = await precheckCsvUpload(file, filename);
  if (problem) return { errors: fileErrorsOf([problem], locale) };
  try {
    // Scripts load fixed tables again and again: the named table is replaced, as they expect.
    return await loadCsvTable(pool, file!, storeId, sourceId, { name: tableNameOf(upload), filename, label: filename, replace: true });
  } catch (error) {
    if (error instanceof TableImportFailure) return { errors: fileErrorsOf(error.problems, locale) };
    throw error;
  }
}
