import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { localIdOf, uploadsDir } from '@dukkan/shared';
import { createTestDatabase, initTestApp, type TestApp, type TestDatabase } from '../helpers/test-app.ts';
import { EXPORTS, finishedImport, ordersTotal, uploadSellerCsv } from './seller-csv-helpers.ts';
import { signUp, sql, upload } from './data-sources-support.ts';

/**
 * Imports caught by a restart (ADR 52): the product stops while imports run, and the next start carries them on from
 * the seller's upload, still on disk, instead of asking for the file again. The state a stopped process leaves is made
 * by hand: the import "running" under a database session that no longer exists, its pg-boss job taken ("active").
 */
let database: TestDatabase;
let app: TestApp;
let token: string;
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'dukkan-import-restart-'));
const env = { DATA_DIR: dataDir };
const NO_SUCH_SESSION = 2_147_483_000;
/** The imports by what they stand for: their REST ids. */
const imports: Record<string, string> = {};
/** An import's row id, for the SQL that plays the stopped process. */
const rowId = (id: string) => localIdOf(id, 'Import');

/** Queues a table upload (wait=0) as the web app does; with no worker running it stays queued. */
async function queueTable(name: string, content: string): Promise<string> {
  const response = await upload(app, token, '/stores/custom/upload-csv', { name, content }, { fields: { wait: '0' } });
  assert.equal(response.status, 202, JSON.stringify(response.body));
  return String(response.body.data.import.id);
}

before(async () => {
  database = await createTestDatabase();
  // The product as it ran before the restart, its workers off so that every upload below is still queued.
  app = await initTestApp({ env, database, workers: false });
  token = await signUp(app, 'Restarted Store');
  imports.table = await queueTable('dates.csv', 'item,qty\nSukkari,12\nKhalas,7\nAjwa,3\n');
  const seller = await uploadSellerCsv(app, token, path.join(EXPORTS, 'shopify-orders.csv'), 'en', 0);
  assert.equal(seller.status, 200, JSON.stringify(seller.body));
  imports.seller = String(seller.body.data.data_warehouse.import.id);
  imports.cancelled = await queueTable('cancel-me.csv', 'item,qty\nRuz,1\n');
  imports.twice = await queueTable('crashes.csv', 'item,qty\nMaamoul,2\n');

  // The process stops mid-import: each import is left running under a session that is gone, its job taken.
  await sql(app, `UPDATE data_source_import SET status = 'running', stage = 'loading', progress = 0.4, rows_imported = 2, backend_pid = $1, started_at = now()
    WHERE id = ANY($2::bigint[])`, [NO_SUCH_SESSION, Object.values(imports).map(rowId)]);
  await sql(app, 'UPDATE data_source_import SET cancel_requested = true WHERE id = $1', [rowId(imports.cancelled)]);
  await sql(app, 'UPDATE data_source_import SET restarts = 1 WHERE id = $1', [rowId(imports.twice)]);
  await sql(app, `UPDATE pgboss.job SET state = 'active', started_on = now() WHERE name IN ('data-source-import', 'data-source-table-import') AND state = 'created'`);
  await app.close();

  app = await initTestApp({ env, database, workers: true });
});
after(async () => {
  await app?.close();
  await database?.drop();
  rmSync(dataDir, { recursive: true, force: true });
});

test('a table upload caught by a restart is imported after it, from the file the seller already sent', async () => {
  const finished = await finishedImport(app, token, imports.table);
  assert.equal(finished.status, 'succeeded', JSON.stringify(finished));
  assert.equal(finished.rows_imported, 3);
  const rows = await app.api('GET', '/stores/custom/tables/dates/rows', { token });
  assert.equal(rows.status, 200, JSON.stringify(rows.body));
  assert.deepEqual(rows.body.data.data.map((r: any) => [r.item, r.qty]), [['Sukkari', 12], ['Khalas', 7], ['Ajwa', 3]]);
});

test('an orders import caught by a restart is imported after it: the store has its orders', async () => {
  const finished = await finishedImport(app, token, imports.seller);
  assert.equal(finished.status, 'succeeded', JSON.stringify(finished));
  // The stopped run's half-built partitions were dropped first: the run after the restart builds them again.
  assert.equal(await ordersTotal(app, token), 4);
});

test('an import the seller asked to cancel is cancelled, not run again', async () => {
  const finished = await finishedImport(app, token, imports.cancelled);
  assert.equal(finished.status, 'cancelled', JSON.stringify(finished));
  const tables = await app.api('GET', '/stores/custom/tables', { token });
  assert.ok(!tables.body.data.data.some((t: any) => t.name === 'cancel_me'), JSON.stringify(tables.body));
});

test('an import that already stopped the product once is failed with a message, not run in a loop', async () => {
  const finished = await finishedImport(app, token, imports.twice);
  assert.equal(finished.status, 'failed', JSON.stringify(finished));
  assert.ok(finished.errors.length > 0 && finished.errors[0].message, JSON.stringify(finished.errors));
  const tables = await app.api('GET', '/stores/custom/tables', { token });
  assert.ok(!tables.body.data.data.some((t: any) => t.name === 'crashes'), JSON.stringify(tables.body));
});

test('the table uploads left no file behind; the seller upload is kept for a corrected mapping', async () => {
  const [{ upload_id: sellerUpload }] = await sql(app, 'SELECT upload_id FROM data_source_import WHERE id = $1', [rowId(imports.seller)]);
  const left = existsSync(uploadsDir(dataDir)) ? readdirSync(uploadsDir(dataDir)) : [];
  assert.deepEqual(left, [sellerUpload]);
});
