import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import http from 'node:http';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { initTestApp, type TestApp } from '../helpers/test-app.ts';
import { ensureWebBuilt } from './web-build.ts';

// The web app as the gateway serves it: compressed for browsers that accept it (the app's JavaScript went out at
// about three times its Brotli size), its hashed files cached for good, the page itself asked again at each visit.
let app: TestApp;

before(async () => {
  app = await initTestApp({ webDist: process.env.WEB_DIST ?? ensureWebBuilt() });
});
after(async () => {
  await app?.close();
});

/** A GET as written, its body as the bytes that came over the wire (fetch would decode them). */
function get(path: string, acceptEncoding?: string): Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer }> {
  return new Promise((resolve, reject) => {
    http.get(`${app.url}${path}`, { headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {} }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) }));
    }).on('error', reject);
  });
}

test('the app\'s script goes out in Brotli or gzip to a browser that accepts them, as it is to one that does not', async () => {
  const page = await get('/');
  const script = /<script[^>]+src="(\/assets\/[^"]+\.js)"/.exec(page.body.toString())?.[1];
  assert.ok(script, 'the page names its entry script');
  const plain = await get(script);
  assert.equal(plain.status, 200);
  assert.equal(plain.headers['content-encoding'], undefined);
  const brotli = await get(script, 'gzip, deflate, br');
  assert.equal(brotli.headers['content-encoding'], 'br');
  assert.match(String(brotli.headers.vary), /accept-encoding/i);
  assert.ok(brotli.body.length * 3 < plain.body.length, `${brotli.body.length} bytes in Brotli of ${plain.body.length}`);
  assert.ok(brotliDecompressSync(brotli.body).equals(plain.body));
  const gzip = await get(script, 'gzip');
  assert.equal(gzip.headers['content-encoding'], 'gzip');
  assert.ok(gunzipSync(gzip.body).equals(plain.body));
});

test('hashed files are cached for good; the page and its client-side routes are asked again each visit', async () => {
  const page = await get('/', 'br');
  const script = /<script[^>]+src="(\/assets\/[^"]+\.js)"/.exec(brotliDecompressSync(page.body).toString())?.[1];
  assert.equal(page.headers['cache-control'], 'no-cache');
  assert.equal((await get(script!)).headers['cache-control'], 'public, max-age=31536000, immutable');
  const route = await get('/dashboard/web-chat', 'br');
  assert.equal(route.status, 200);
  assert.equal(route.headers['cache-control'], 'no-cache');
  assert.match(brotliDecompressSync(route.body).toString(), /<div id="root">/);
});
