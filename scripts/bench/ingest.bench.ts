import { createReadStream, existsSync, openAsBlob, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import pg from 'pg';
import { from as copyFrom } from 'pg-copy-streams';
import { readSettings } from '@dukkan/shared';
import { startProduct } from '../product.ts';
import type { Bench } from './bench.ts';
import { writeOrdersCsv } from './orders-csv.ts';

const ROWS = Number(process.env.BENCH_INGEST_ROWS ?? 1_000_000);
const root = path.resolve(new URL('../..', import.meta.url).pathname);

async function plainCopy(databaseUrl: string, file: string, columns: number): Promise<number> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query(`CREATE TABLE bench_plain_copy (${Array.from({ length: columns }, (_, i) => `c${i + 1} text`).join(', ')})`);
    const started = Date.now();
    await pipeline(createReadStream(file), client.query(copyFrom('COPY bench_plain_copy FROM STDIN WITH (FORMAT csv, HEADER true)')));
    const seconds = (Date.now() - started) / 1000;
    await client.query('DROP TABLE bench_plain_copy');
    return seconds;
  } finally {
    await client.end();
  }
}

/**
 * Runs `work` on a product started for it (its data under `dataDir`, pg-boss workers on), signed in as a new store's
 * owner; the product stops afterwards.
 */
async function onNewStore<T>(databaseUrl: string, dataDir: string, store: { name: string; email: string }, work: (url: string, token: string) => Promise<T>): Promise<T> {
  const settings = { ...readSettings({ ...process.env, NODE_ENV: 'test' }), dataDir };
  const product = await startProduct({ databaseUrl, settings, randomPorts: true, workers: true });
  try {
    const registered = await fetch(`${product.url}/api/auth/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ store_name: store.name, email: store.email, password: 'bench-password-1', timezone: 'Asia/Riyadh' }),
    });
    return await work(product.url, ((await registered.json()) as any).data.token as string);
  } finally {
    await product.close();
  }
}

/**
 * The same file as a custom CSV table through the real product (POST /api/stores/custom/upload-csv, which waits for
 * its job): read once, typed from its first rows and COPYed into a table of the store's schema.
 */
async function tableImport(databaseUrl: string, file: string, dataDir: string) {
  return onNewStore(databaseUrl, dataDir, { name: 'Bench Tables', email: 'bench-tables@example.com' }, async (url, token) => {
    const started = Date.now();
    const form = new FormData();
    form.append('file', await openAsBlob(file), 'orders.csv');
    const response = await fetch(`${url}/api/stores/custom/upload-csv`, { method: 'POST', headers: { authorization: `Bearer ${token}` }, body: form });
    const body = (await response.json()) as any;
    const seconds = (Date.now() - started) / 1000;
    if (response.status !== 200) throw new Error(`table upload refused: ${JSON.stringify(body)}`);
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    const { rows } = await client.query(
      `SELECT extract(epoch FROM finished_at - started_at)::float AS job_seconds FROM data_source_import
       WHERE kind = 'csv-table' AND status = 'succeeded' ORDER BY id DESC LIMIT 1`,
    );
    await client.end();
    return { jobSeconds: rows[0].job_seconds as number, endToEndSeconds: seconds, rows: body.data.row_count as number };
  });
}

/** A seller's upload through the real product: REST multipart upload, the pg-boss job, staging, the swap. */
async function sellerImport(databaseUrl: string, file: string, dataDir: string) {
  return onNewStore(databaseUrl, dataDir, { name: 'Bench Seller', email: 'bench@example.com' }, async (url, token) => {
    const started = Date.now();
    const form = new FormData();
    form.append('wait', '0');
    form.append('file', await openAsBlob(file), 'orders.csv');
    const upload = (await (await fetch(`${url}/api/stores/seller-csv`, { method: 'POST', headers: { authorization: `Bearer ${token}` }, body: form })).json()) as any;
    const uploadSeconds = (Date.now() - started) / 1000;
    const id = upload.data?.data_warehouse?.import?.id;
    if (!id) throw new Error(`upload refused: ${JSON.stringify(upload)}`);
    let imported: any;
    for (;;) {
      imported = ((await (await fetch(`${url}/api/stores/imports/${id}`, { headers: { authorization: `Bearer ${token}` } })).json()) as any).data;
      if (['succeeded', 'failed', 'cancelled'].includes(imported.status)) break;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    const seconds = (Date.now() - started) / 1000;
    if (imported.status !== 'succeeded') throw new Error(`import ${imported.status}: ${JSON.stringify(imported.errors)}`);
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    const { rows } = await client.query(
      'SELECT timings, extract(epoch FROM finished_at - started_at)::float AS job_seconds, extract(epoch FROM started_at - created_at)::float AS queued_seconds FROM data_source_import WHERE id = $1',
      [Buffer.from(id, 'base64url').toString().split(':')[1]],
    );
    await client.end();
    return {
      // The ingest proper: from the job taking the file on disk to the commit that makes the store's data live.
      jobSeconds: rows[0].job_seconds as number,
      queuedSeconds: rows[0].queued_seconds as number,
      endToEndSeconds: seconds,
      uploadSeconds,
      rows: imported.rows_imported,
      orders: imported.orders_imported,
      stages: rows[0]?.timings ?? {},
    };
  });
}

export const bench: Bench = {
  name: 'ingest',
  description: `imports a generated ${ROWS.toLocaleString('en')}-row orders CSV through POST /api/stores/seller-csv, next to a plain COPY of the same file`,
  async run({ databaseUrl, tmpDir, log }) {
    const file = path.join(tmpDir, 'orders.csv');
    await writeOrdersCsv(file, ROWS);
    const megabytes = statSync(file).size / 2 ** 20;
    log(`generated ${ROWS} rows (${megabytes.toFixed(0)} MB)`);
    const copySeconds = await plainCopy(databaseUrl, file, 15);
    log(`plain COPY: ${copySeconds.toFixed(1)} s`);
    const table = await tableImport(databaseUrl, file, path.join(tmpDir, 'table-data'));
    log(`table import: ${table.jobSeconds.toFixed(1)} s in the job, ${table.endToEndSeconds.toFixed(1)} s from upload start`);
    const imported = await sellerImport(databaseUrl, file, path.join(tmpDir, 'data'));
    log(`seller import: ${imported.jobSeconds.toFixed(1)} s in the job, ${imported.endToEndSeconds.toFixed(1)} s from upload start (${JSON.stringify(imported.stages)})`);
    const copyRate = Math.round(ROWS / copySeconds);
    // Both rates start from a file on the server's disk: COPY reads it directly, the import job reads the upload.
    const importRate = Math.round(ROWS / imported.jobSeconds);
    const endToEndRate = Math.round(ROWS / imported.endToEndSeconds);
    const demo = path.join(root, 'bench-results/demo-build.json');
    return {
      rows: ROWS,
      fileMegabytes: Math.round(megabytes),
      plainCopy: { seconds: copySeconds, rowsPerSecond: copyRate },
      sellerImport: { ...imported, rowsPerSecond: importRate, endToEndRowsPerSecond: endToEndRate },
      ratioToCopy: Math.round((importRate / copyRate) * 100) / 100,
      // The file as one typed table (the custom CSV path): the ingest without the warehouse's mapping and indexes.
      tableImport: {
        ...table,
        rowsPerSecond: Math.round(table.rows / table.jobSeconds),
        ratioToCopy: Math.round((table.rows / table.jobSeconds / copyRate) * 100) / 100,
        goalMet: table.rows / table.jobSeconds >= copyRate / 2,
      },
      endToEndRatioToCopy: Math.round((endToEndRate / copyRate) * 100) / 100,
      goal: 'at least 0.5 of plain COPY',
      goalMet: importRate >= copyRate / 2,
      demoBuild: existsSync(demo) ? JSON.parse(readFileSync(demo, 'utf8')) : 'run `npm run bench -- demo-build`',
    };
  },
};
