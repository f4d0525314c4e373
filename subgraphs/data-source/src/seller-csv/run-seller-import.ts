import { existsSync } from 'node:fs';
import type pg from 'pg';
import { removeUpload, uploadPath, type SubgraphRuntime } from '@dukkan/shared';
import { ImportRepository, type ImportProblem, type ImportRow } from '../imports/import.repository.ts';
import { publishImport } from '../imports/import-events.ts';
import { copyFileIntoStaging } from './copy-file.ts';
import { formatsOf } from './expressions.ts';
import { loadPlan } from './load-sql.ts';
import { finishMapping, mapColumns, mappingProblems, type SellerMapping } from './mapping.ts';
import { ShapeError, sniffFile } from './sniff.ts';

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

class Progress {
  private lastPublished = 0;
  constructor(private readonly runtime: SubgraphRuntime, private readonly repo: ImportRepository, private row: ImportRow) {}

  get current() {
    return this.row;
  }

  async set(values: Partial<ImportRow>, force = false): Promise<void> {
    const now = Date.now();
    if (!force && now - this.lastPublished < 300) return;
    this.lastPublished = now;
    this.row = await this.repo.update(this.row.id, values);
    await publishImport(this.runtime.pubsub, this.row).catch(() => {});
  }
}

async function cancelRequested(pool: pg.Pool, id: string): Promise<boolean> {
  const { rows } = await pool.query('SELECT cancel_requested FROM data_source_import WHERE id = $1', [id]);
  return rows[0]?.cancel_requested === true;
}

/**
 * Runs one seller import: sniff the file, map its columns, COPY it into staging, derive orders and products, and
 * swap them into the warehouse in one transaction. Until that commit the store's previous data stays as it was.
 */
export async function runSellerImport(runtime: SubgraphRuntime, importId: string): Promise<void> {
  const { pool } = runtime;
  const { rows: found } = await pool.query<ImportRow>("SELECT * FROM data_source_import WHERE id = $1 AND status = 'queued'", [importId]);
  if (!found[0]) return;
  const client = await pool.connect();
  const repo = new ImportRepository(pool);
  const pid = (await client.query('SELECT pg_backend_pid() AS pid')).rows[0].pid as number;
  const progress = new Progress(runtime, repo, found[0]);
  await progress.set({ status: 'running', started_at: new Date(), backend_pid: pid, progress: 0.01 }, true);
  const row = progress.current;
  const storeId = row.store_id;
  let plan: ReturnType<typeof loadPlan> | null = null;
  let notices: ImportProblem[] = [];
  let inTransaction = false;
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
    plan = loadPlan({ importId: row.id, storeId, headers: shape.headers, mapping, formats, currency: stores[0]?.currency ?? 'USD' });
    await client.query(`SET work_mem = '256MB'; SET synchronous_commit = off; SET TimeZone = ${client.escapeLiteral(stores[0]?.timezone ?? 'UTC')}; SET DateStyle = 'ISO, ${formats.dateStyle}'`);
    await client.query(plan.createStaging);
    const size = Math.max(row.size_bytes ?? 1, 1);
    const rowsTotal = await copyFileIntoStaging(client, file, shape, plan.copy, (bytes) => void progress.set({ progress: 0.02 + 0.68 * Math.min(bytes / size, 1) }));
    mark('copy');
    await progress.set({ progress: 0.7, rows_total: rowsTotal }, true);
    if (await cancelRequested(pool, row.id)) throw Object.assign(new Error('cancelled'), { code: '57014' });

    // Two connections derive in parallel (two cores at work); both read dates in the store's time zone.
    const settings = `SET work_mem = '256MB'; SET TimeZone = ${client.escapeLiteral(stores[0]?.timezone ?? 'UTC')}; SET DateStyle = 'ISO, ${formats.dateStyle}'`;
    await client.query(plan.analyze('s'));
    const derived = plan;
    const helper = await pool.connect();
    let bad: Array<{ line: number; problems: string[]; total: number }>;
    try {
      await helper.query(settings);
      // Order keys here while products are derived on the second connection; then lines here while the second
      // connection checks every value; then orders from their first rows and their lines' sums.
      await Promise.all([
        (async () => {
          await client.query(derived.buildKeys);
          await client.query(derived.analyze('k'));
        })(),
        (async () => {
          if (!derived.buildProducts) return;
          await helper.query(derived.buildProducts);
          await helper.query(derived.analyze('p'));
        })(),
      ]);
      [bad] = await Promise.all([
        (async () => (await helper.query(derived.problems)).rows)(),
        (async () => {
          if (derived.buildLines) {
            await client.query(derived.buildLines);
            await client.query(derived.analyze('l'));
          }
        })(),
      ]);
    } finally {
      await helper.query('RESET ALL').catch(() => {});
      helper.release();
    }
    mark('derive');
    await client.query(plan.buildOrders);
    if (plan.dropUndatedLines) await client.query(plan.dropUndatedLines);
    mark('orders');
    for (const problem of bad) {
      for (const entry of problem.problems) {
        const [field, column] = entry.split('\u0001');
        notices.push(field === 'order_id' ? { line: problem.line, key: 'noOrderId', params: { line: problem.line } } : { line: problem.line, key: 'unreadable', params: { line: problem.line, field, column } });
      }
    }
    if (bad[0] && bad[0].total > bad.length) notices.push({ line: null, key: 'moreProblems', params: { count: bad[0].total, shown: bad.length } });
    const { rows: undated } = await client.query(plan.undatedOrders);
    for (const order of undated) notices.push({ line: Number(order.line), key: 'undatedOrder', params: { line: Number(order.line), order: order.okey } });
    await progress.set({ progress: 0.85, errors: notices }, true);
    if (await cancelRequested(pool, row.id)) throw Object.assign(new Error('cancelled'), { code: '57014' });

    await client.query('BEGIN');
    inTransaction = true;
    // One swap per store at a time, across instances: a second import waits and then replaces the first's rows.
    await client.query("SELECT pg_advisory_xact_lock(hashtext('dukkan-warehouse-swap'), $1::int)", [Number(storeId) % 2 ** 31]);
    for (const statement of plan.swap) {
      await client.query(statement);
      mark(`swap ${/(?:INTO|FROM) (warehouse\.\w+)/.exec(statement)?.[1] ?? ''}`);
    }
    const { rows: counts } = await client.query(
      `SELECT (SELECT count(*) FROM warehouse.orders WHERE store_id = $1) AS orders,
        (SELECT count(*) FROM warehouse.order_lines WHERE store_id = $1) AS lines`,
      [storeId],
    );
    await client.query("UPDATE store SET store_type = coalesce(nullif(store_type, ''), 'seller'), is_setup_completed = true, updated_at = now() WHERE id = $1", [storeId]);
    await client.query(
      `UPDATE data_source_import SET status = 'succeeded', progress = 1, finished_at = now(), rows_imported = $2, orders_imported = $3, errors = $4, backend_pid = NULL
        WHERE id = $1`,
      [row.id, mapping.rows === 'lines' ? counts[0].lines : counts[0].orders, counts[0].orders, JSON.stringify(notices)],
    );
    await client.query('COMMIT');
    inTransaction = false;
    mark('swap');
    await pool.query('UPDATE data_source_import SET timings = $2 WHERE id = $1', [row.id, JSON.stringify(timings)]);
    await progress.set({}, true);
    await removeOlderUploads(runtime, storeId, row.id);
  } catch (error) {
    if (inTransaction) await client.query('ROLLBACK').catch(() => {});
    const code = (error as { code?: string }).code;
    const cancelled = code === '57014' && (await cancelRequested(pool, row.id));
    let problems: ImportProblem[];
    if (error instanceof ImportFailure) problems = error.problems;
    else problems = [problemOfDatabaseError(error as pg.DatabaseError, progress.current.encoding ?? 'UTF8') ?? fatal(cancelled ? 'cancelled' : 'failed')];
    if (!cancelled && !(error instanceof ImportFailure) && !problemOfDatabaseError(error as pg.DatabaseError, 'UTF8')) console.error(`import ${row.id} failed:`, error);
    await progress.set({ status: cancelled ? 'cancelled' : 'failed', finished_at: new Date(), backend_pid: null, errors: cancelled ? notices : [...problems, ...notices] }, true);
    // The file is kept only when a corrected mapping could still import it; a broken or cancelled file is removed.
    if (!problems.some((problem) => MAPPING_PROBLEMS.has(problem.key))) await forgetUpload(runtime, row.id).catch(() => {});
  } finally {
    for (const statement of plan?.dropStaging ?? []) await client.query(statement).catch(() => {});
    await client.query('RESET ALL').catch(() => {});
    client.release();
  }
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
