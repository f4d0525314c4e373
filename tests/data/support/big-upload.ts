/**
 * Child process of custom-tables-large.test.ts: starts the whole product in a process with a small young generation
 * and a capped heap (so resident memory reflects what is really held), uploads a big CSV through REST and prints what
 * it measured as JSON on the last line.
 */
import { initTestApp } from '../../helpers/test-app.ts';
import { signUp } from '../data-sources-support.ts';
import { postMultipart } from './post-multipart.ts';

const file = process.argv[2];

const app = await initTestApp();
try {
  const token = await signUp(app, 'Big Store');
  global.gc?.();
  await new Promise((resolve) => setTimeout(resolve, 500));
  global.gc?.();
  const held = () => {
    const usage = process.memoryUsage();
    return usage.heapUsed + usage.arrayBuffers;
  };
  const baseline = process.memoryUsage().rss;
  const heldBaseline = held();
  let peak = baseline;
  let heldPeak = heldBaseline;
  // Resident memory is sampled often; what is really held (heap and buffers still alive) is sampled after a full
  // collection, since V8 lets up to 64 MB of dead buffers wait for one.
  const sampler = setInterval(() => {
    peak = Math.max(peak, process.memoryUsage().rss);
  }, 25);
  const liveSampler = setInterval(() => {
    global.gc?.();
    heldPeak = Math.max(heldPeak, held());
  }, 1000);
  const started = Date.now();
  const response = await postMultipart(`${app.url}/api/stores/custom/upload-csv`, { path: file, filename: 'orders-2024.csv', headers: { authorization: `Bearer ${token}` } });
  const body = response.body;
  const seconds = (Date.now() - started) / 1000;
  clearInterval(sampler);
  clearInterval(liveSampler);
  const rowCount = body.data?.row_count;
  const last = rowCount ? await app.api('GET', `/stores/custom/tables/orders_2024/rows?limit=1&offset=${rowCount - 1}`, { token }) : null;
  console.log(JSON.stringify({
    status: response.status,
    body: response.status === 200 ? { name: body.data.name, row_count: rowCount, types: body.data.columns.map((c: any) => c.type) } : body,
    lastRow: last?.body.data.data[0] ?? null,
    total: last?.body.data.total ?? null,
    seconds,
    growthBytes: peak - baseline,
    heldGrowthBytes: heldPeak - heldBaseline,
  }));
} finally {
  await app.close();
}
process.exit(0);
