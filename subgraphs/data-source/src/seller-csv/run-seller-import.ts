import { createReadStream, existsSync } from 'node:fs';
import pg from 'pg';
import iconv from 'iconv-lite';
import { removeUpload, uploadPath, type SubgraphRuntime } from '@dukkan/shared';
import type { ImportProblem, ImportRow } from '../imports/import.repository.ts';
import { ImportCancelled, ImportProgress, cancelRequested } from '../imports/import-progress.ts';
import { StorePartitionLoad } from '../warehouse/store-partition.ts';
import { rebuildRollups } from '../rollups/index.ts';
import { CopySink } from '../warehouse/copy-sink.ts';
import { CsvRecords, UnclosedQuote } from '../csv/records.ts';
import { formatsOf } from './field-reader.ts';
import { finishMapping, mapColumns, mappingProblems, type SellerMapping } from './mapping.ts';
import { SellerStoreBuilder, lateLinesSql } from './seller-store.ts';

/** The tables written while the file is read, each on its own connection. */
const STREAMED = ['order_lines', 'orders', 'customers', 'shipments', 'refunds'] as const;
import { ShapeError, iconvName, sniffFile, type FileShape } from './sniff.ts';
/** A failure whose message the seller can act on: a catalogue key with parameters. */
class ImportFailure extends Error {
  constructor(readonly problems: ImportProblem[]) {
    super(problems[0]?.key ?? 'failed');
  }
}

const fatal = (key: string, params: Record<string, string | number> = {}, line: number | null = null): ImportProblem => ({ line, key, params, fatal: true });

/** PostgreSQL's COPY errors, told as the seller's file problem with its line number. */
function problemOfDatabaseError(error: pg.DatabaseError, encoding: string): ImportProblem | null {
  const line = Number(/line (\d+)/.exec(error.where ?? '')?.[1] ?? 0) || null;
  if (error.code === '22P04') return fatal('raggedRow', { line: line ?? '?' }, line);
  if (error.code === '22021' || error.code === '22P05') return fatal('badEncoding', { line: line ?? '?', encoding }, line);
  if (error.code?.startsWith('2200') || error.code === '22008') return fatal('badDate', { detail: error.message });
  return null;
}


/** Turns the bytes of the file into text: UTF-8 natively (invalid bytes fail with their line), others by iconv. */
function decoderFor(encoding: FileShape['encoding']): { write(chunk: Buffer): string; end(): string } {
  if (encoding !== 'UTF8') {
    const decoder = iconv.getDecoder(iconvName(encoding));
    return { write: (chunk) => decoder.write(chunk), end: () => decoder.end() ?? '' };
  }
  const decoder = new TextDecoder('utf-8', { fatal: true });
  return { write: (chunk) => decoder.decode(chunk, { stream: true }), end: () => decoder.decode() };
}

/** The file line of the first invalid UTF-8 byte of a chunk, given the lines before it. */
function badByteLine(chunk: Buffer, linesBefore: number): number {
  const text = new TextDecoder('utf-8').decode(chunk);
  const at = text.indexOf('\uFFFD');
  let line = linesBefore + 1;
  for (let i = text.indexOf('\n'); i >= 0 && i < at; i = text.indexOf('\n', i + 1)) line += 1;
  return line;
}

/**
 * Runs one seller import (ADR 9): sniff the file, map its columns, then read it once, in Node, into the store's
 * next warehouse partition: order lines stream to PostgreSQL with COPY while the file is parsed, orders, customers,
 * products, shipments and refunds follow at the end, indexes are built once, and one short transaction swaps the
 * partition in. Until that commit the store's previous data stays as it was; a failure drops the half-built tables.
 */
export async function runSellerImport(runtime: SubgraphRuntime, importId: string): Promise<void> {
  const { pool } = runtime;
  const { rows: found } = await pool.query<ImportRow>("SELECT * FROM data_source_import WHERE id = $1 AND status = 'queued'", [importId]);
  if (!found[0]) return;
  const client = await pool.connect();
  const helper = await pool.connect();
  const pid = (await client.query('SELECT pg_backend_pid() AS pid')).rows[0].pid as number;
  const progress = new ImportProgress(runtime, found[0]);
  await progress.set({ status: 'running', started_at: new Date(), backend_pid: pid, progress: 0.01 }, true);
  const row = progress.current;
  const storeId = row.store_id;
  const load = new StorePartitionLoad(storeId, `i${Number(row.id)}`);
  let notices: ImportProblem[] = [];
  let inTransaction = false;
  let built = false;
  // Once the swap is committed the store's data is live and the import has succeeded, whatever follows.
  let committed = false;
  let connections: pg.Client[] = [];
  const timings: Record<string, number> = {};
  let lap = Date.now();
  const mark = (stage: string) => {
    timings[stage] = (Date.now() - lap) / 1000;
    lap = Date.now();
  };
  try {
    const file = row.upload_id ? uploadPath(runtime.settings.dataDir, row.upload_id) : null;
    if (!file || !existsSync(file)) throw new ImportFailure([fatal('uploadGone')]);
    const shape = await sniffFile(file).catch((error: unknown) => {
      if (error instanceof ShapeError) throw new ImportFailure([fatal(error.problem)]);
      throw error;
    });
    const mapping: SellerMapping = row.mapping.length
      ? finishMapping((row.platform as SellerMapping['platform']) ?? 'generic', undefined, shape.headers, row.mapping)
      : mapColumns(shape.headers, shape.sample);
    notices = shape.headerNotices.map((notice) => ({ line: 1, key: notice.key, params: notice.params }));
    await progress.set(
      { platform: mapping.platform, encoding: shape.encoding, delimiter: shape.delimiter, headers: shape.headers, mapping: mapping.fields, extra_columns: mapping.extra, errors: notices },
      true,
    );
    const mappingErrors = mappingProblems(mapping, shape.headers);
    if (mappingErrors.length) throw new ImportFailure(mappingErrors.map((p) => fatal(p.key, p.params)));

    const { rows: stores } = await client.query('SELECT currency, timezone FROM store WHERE id = $1', [storeId]);
    const formats = formatsOf(shape.headers, mapping, shape.sample);
    // Dates are handed to PostgreSQL as written: read in the store's time zone and the file's day/month order.
    const settings = `SET synchronous_commit = off; SET TimeZone = ${client.escapeLiteral(stores[0]?.timezone ?? 'UTC')}; SET DateStyle = 'ISO, ${formats.dateStyle}'`;
    await client.query(settings);
    await helper.query(settings);
    built = true;
    await load.create(client);
    // Order lines come in key order: their indexes grow during the COPY, beside the parse, instead of after it.
    await load.indexEarly(client, 'order_lines');
    mark('prepare');

    // One pass over the file, every table's rows streaming to PostgreSQL on its own connection while it is read.
    connections = await Promise.all(STREAMED.map(async () => {
      const connection = new pg.Client({ connectionString: runtime.databaseUrl });
      // A connection lost between statements fails its stream, which fails the import; the event must not end the process.
      connection.on('error', () => {});
      await connection.connect();
      await connection.query(settings);
      return connection;
    }));
    const sinks = Object.fromEntries(STREAMED.map((table, i) => [table, new CopySink(load.copy(connections[i], table))])) as Record<(typeof STREAMED)[number], CopySink>;
    const builder = new SellerStoreBuilder({ storeId: Number(storeId), headers: shape.headers, mapping, formats, currency: stores[0]?.currency ?? 'USD' }, sinks);
    const width = shape.headers.length;
    let records = 0;
    const parser = new CsvRecords(shape.delimiter, (values, record, line) => {
      if (record === 0) return; // the header, already read by the sniff
      if (values.length !== width) throw new ImportFailure([fatal('raggedRow', { line }, line)]);
      records = record;
      builder.add(values, record, line);
    });
    const decoder = decoderFor(shape.encoding);
    const size = Math.max(row.size_bytes ?? 1, 1);
    let bytesRead = shape.bomLength;
    let checkedCancel = Date.now();
    // Where the pass spends its time: parsing and deriving here, or waiting for PostgreSQL to take the rows.
    let busy = 0;
    let waited = 0;
    const cpuAtStart = process.cpuUsage();
    try {
      for await (const chunk of createReadStream(file, { start: shape.bomLength, highWaterMark: 1 << 16 }) as AsyncIterable<Buffer>) {
        let text: string;
        try {
          text = decoder.write(chunk);
        } catch {
          const line = badByteLine(chunk, parser.linesRead);
          throw new ImportFailure([fatal('badEncoding', { line, encoding: shape.encoding }, line)]);
        }
        const parsing = performance.now();
        parser.push(text);
        busy += performance.now() - parsing;
        bytesRead += chunk.length;
        const waiting = performance.now();
        for (const sink of Object.values(sinks)) await sink.drain();
        waited += performance.now() - waiting;
        void progress.set({ stage: 'checking', bytes_read: bytesRead, progress: 0.02 + 0.78 * Math.min(bytesRead / size, 1), rows_total: records });
        if (Date.now() - checkedCancel > 1000) {
          checkedCancel = Date.now();
          if (await cancelRequested(pool, row.id)) throw new ImportCancelled();
        }
      }
      parser.push(decoder.end());
      parser.end();
    } catch (error) {
      if (error instanceof UnclosedQuote) throw new ImportFailure([fatal('raggedRow', { line: error.line }, error.line)]);
      throw error;
    }
    const rest = builder.finish();
    const products = new CopySink(load.copy(client, 'products'));
    for (const line of rest.products) products.add(line);
    timings['read: parse and derive'] = Math.round(busy) / 1000;
    // This process's CPU over the pass (all its threads): how much of the pass the reader itself kept a core busy.
    const cpu = process.cpuUsage(cpuAtStart);
    timings['read: process cpu'] = Math.round((cpu.user + cpu.system) / 1000) / 1000;
    timings['read: wait for COPY'] = Math.round(waited) / 1000;
    const ending = performance.now();
    await Promise.all([...Object.values(sinks), products].map((sink) => sink.end()));
    timings['read: COPY catching up'] = Math.round(performance.now() - ending) / 1000;
    for (const statement of lateLinesSql(load.name('orders'), load.name('refunds'), rest.late)) await client.query(statement);
    mark('read');
    await progress.set({ stage: 'saving', bytes_read: bytesRead, progress: 0.8, rows_total: records }, true);
    if (await cancelRequested(pool, row.id)) throw new ImportCancelled();
    const indexing = await load.index([client, helper]);
    mark('index');
    for (const [what, seconds] of Object.entries(indexing)) if (seconds >= 0.05) timings[`index: ${what}`] = seconds;

    notices.push(...builder.problems);
    if (builder.problemRows > 0 && builder.problems.length < builder.problemRows) {
      notices.push({ line: null, key: 'moreProblems', params: { count: builder.problemRows, shown: new Set(builder.problems.map((p) => p.line)).size } });
    }
    notices.push(...rest.undated);
    await progress.set({ progress: 0.95, errors: notices }, true);
    if (await cancelRequested(pool, row.id)) throw new ImportCancelled();

    await client.query('BEGIN');
    inTransaction = true;
    await load.swap(client);
    // The file's currency becomes the store's (answers are worded in it); a file without one keeps the store's.
    const currency = builder.mainCurrency();
    await client.query(
      `UPDATE store SET store_type = coalesce(nullif(store_type, ''), 'seller'), is_setup_completed = true, updated_at = now(),
        currency = CASE WHEN $2::text ~ '^[A-Z]{3}$' THEN $2::text ELSE currency END WHERE id = $1`,
      [storeId, currency],
    );
    await client.query(
      `UPDATE data_source_import SET status = 'succeeded', stage = NULL, progress = 1, finished_at = now(), rows_imported = $2, orders_imported = $3, errors = $4, backend_pid = NULL,
          timings = $5
        WHERE id = $1`,
      [row.id, mapping.rows === 'lines' ? builder.linesWritten : builder.ordersWritten, builder.ordersWritten, JSON.stringify(notices), JSON.stringify({ ...timings, swap: (Date.now() - lap) / 1000 })],
    );
    await client.query('COMMIT');
    inTransaction = false;
    built = false;
    committed = true;
    mark('swap');
    await progress.set({}, true);
    // The store's data is live (from the warehouse tables); its daily rollups follow at once rather than at the
    // next sweep (ADR 11), timed apart from the import.
    await rebuildRollups(client, storeId).catch((error: Error) => console.error(`rollups of store ${storeId}: ${error.message}`));
    mark('rollups (after the import)');
    await pool.query('UPDATE data_source_import SET timings = $2 WHERE id = $1', [row.id, JSON.stringify(timings)]);
    await removeOlderUploads(runtime, storeId, row.id);
  } catch (error) {
    if (inTransaction) await client.query('ROLLBACK').catch(() => {});
    // After the commit (the rollups, the timings, older uploads), a failure is not the import's: it stays succeeded.
    // The rollup sweeper rebuilds what was left stale (ADR 11). A process shutting down mid-way ends here.
    if (committed) {
      console.error(`after import ${row.id}: ${(error as Error).message}`);
      return;
    }
    const code = (error as { code?: string }).code;
    const cancelled = error instanceof ImportCancelled || (code === '57014' && (await cancelRequested(pool, row.id)));
    let problems: ImportProblem[];
    if (error instanceof ImportFailure) problems = error.problems;
    else problems = [problemOfDatabaseError(error as pg.DatabaseError, progress.current.encoding ?? 'UTF8') ?? fatal(cancelled ? 'cancelled' : 'failed')];
    if (!cancelled && !(error instanceof ImportFailure) && !problemOfDatabaseError(error as pg.DatabaseError, 'UTF8')) console.error(`import ${row.id} failed:`, error);
    await progress.set({ status: cancelled ? 'cancelled' : 'failed', finished_at: new Date(), backend_pid: null, errors: cancelled ? notices : [...problems, ...notices] }, true);
    // The file is kept only when a corrected mapping could still import it; a broken or cancelled file is removed.
    if (!problems.some((problem) => MAPPING_PROBLEMS.has(problem.key))) await forgetUpload(runtime, row.id).catch(() => {});
  } finally {
    // The streaming connections go first: a COPY still open would hold its table and block the DROP.
    await Promise.all(connections.map(closeNow));
    if (built) await load.drop(client).catch(() => {});
    await client.query('RESET ALL').catch(() => {});
    await helper.query('RESET ALL').catch(() => {});
    client.release();
    helper.release();
  }
}

/** Ends a connection even in the middle of a COPY (the server then aborts it and rolls its rows back). */
async function closeNow(connection: pg.Client): Promise<void> {
  const ended = connection.end().catch(() => {});
  const timer = setTimeout(() => (connection as unknown as { connection: { stream: { destroy(): void } } }).connection.stream.destroy(), 2000);
  await ended;
  clearTimeout(timer);
}

const MAPPING_PROBLEMS = new Set(['noDate', 'noAmount', 'unknownColumn', 'unknownField']);

async function forgetUpload(runtime: SubgraphRuntime, importId: string): Promise<void> {
  const { rows } = await runtime.pool.query(
    `UPDATE data_source_import i SET upload_id = NULL FROM (SELECT upload_id FROM data_source_import WHERE id = $1) old
      WHERE i.id = $1 AND old.upload_id IS NOT NULL
        AND NOT EXISTS (SELECT 1 FROM data_source_import o WHERE o.upload_id = old.upload_id AND o.id <> $1)
      RETURNING old.upload_id`,
    [importId],
  );
  if (rows[0]?.upload_id) await removeUpload(runtime.settings.dataDir, rows[0].upload_id);
}

/** Keeps only the newest successful upload of a store (it can be re-applied with a corrected mapping). */
async function removeOlderUploads(runtime: SubgraphRuntime, storeId: string, keepId: string): Promise<void> {
  const { rows } = await runtime.pool.query(
    `UPDATE data_source_import SET upload_id = NULL WHERE store_id = $1 AND id < $2 AND upload_id IS NOT NULL
      AND upload_id <> (SELECT upload_id FROM data_source_import WHERE id = $2) RETURNING upload_id`,
    [storeId, keepId],
  );
  const { rows: kept } = await runtime.pool.query('SELECT DISTINCT upload_id FROM data_source_import WHERE upload_id IS NOT NULL');
  const stillUsed = new Set(kept.map((r) => r.upload_id));
  for (const { upload_id } of rows) if (!stillUsed.has(upload_id)) await removeUpload(runtime.settings.dataDir, upload_id);
}
