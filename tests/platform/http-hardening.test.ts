import { test, after, before } from 'node:test';
import assert from 'node:assert/strict';
import WebSocket from 'ws';
import { initTestApp, type TestApp } from '../helpers/test-app.ts';
import { openLiveClient, collect } from './support/live-client.ts';
import { query } from '../chat/support/chat-owner.ts';

// Small limits make them visible with the schema's own fields (the defaults are 12 and 10000).
process.env.GRAPHQL_MAX_DEPTH = '2';
process.env.GRAPHQL_MAX_COST = '50';
const ALLOWED = 'https://shop.example.com';

let app: TestApp;
before(async () => {
  app = await initTestApp({ env: { CORS_ORIGINS: `${ALLOWED},https://admin.example.com` } });
});
after(async () => {
  await app?.close();
});

const post = (path: string, body: string | Buffer, contentType: string, headers: Record<string, string> = {}) =>
  fetch(`${app.url}${path}`, { method: 'POST', headers: { 'content-type': contentType, ...headers }, body });

test('a body over 1 MB is refused with 413 and a clear message, on /api and /graphql', async () => {
  const huge = JSON.stringify({ query: '{ country { countryCode } }', padding: 'x'.repeat(1_100_000) });
  for (const path of ['/api/auth/login', '/graphql']) {
    const response = await post(path, huge, 'application/json');
    assert.equal(response.status, 413, path);
    assert.deepEqual(await response.json(), { message: 'Request body too large: the limit is 1 MB.' });
  }
});

test('malformed JSON is refused with 400, on /api and /graphql', async () => {
  for (const path of ['/api/auth/login', '/graphql']) {
    const response = await post(path, '{"email": "owner@example.com",', 'application/json');
    assert.equal(response.status, 400, path);
    assert.deepEqual(await response.json(), { message: 'Malformed request: check that the body is valid JSON.' });
  }
});

test('a body that is not JSON (text, XML) is refused with 415, on /api and /graphql', async () => {
  for (const [path, type] of [['/api/auth/login', 'text/plain'], ['/graphql', 'text/plain'], ['/graphql', 'application/xml']]) {
    const response = await post(path, '{ country { countryCode } }', type);
    assert.equal(response.status, 415, `${path} ${type}`);
    assert.deepEqual(await response.json(), { message: 'Unsupported content type: send application/json.' });
  }
});

test("the gateway's own refusals are in the caller's language, and text with a NUL character is refused before it reaches a table", async () => {
  const arabic = { 'accept-language': 'ar' };
  const malformed = await post('/api/auth/login', '{"email":', 'application/json', arabic);
  assert.deepEqual(await malformed.json(), { message: 'طلب غير صالح: تأكد من أن المحتوى JSON صحيح.' });
  const text = await post('/graphql', '{ country { countryCode } }', 'text/plain', arabic);
  assert.deepEqual(await text.json(), { message: 'نوع المحتوى غير مدعوم: أرسل application/json.' });
  const unknown = await fetch(`${app.url}/api/no-such-call`, { headers: arabic });
  assert.deepEqual([unknown.status, await unknown.json()], [404, { message: 'غير موجود.' }]);
  // A NUL in a login, a registration or a GraphQL variable: 422, not a server error, and no account is made.
  for (const [path, body] of [
    ['/api/auth/login', { email: 'owner\u0000@example.com', password: 'secret-pass-1' }],
    ['/api/auth/register', { store_name: 'Shop\u0000', email: 'nul@example.com', password: 'secret-pass-1' }],
    ['/graphql', { query: 'query ($c: String) { country(countryCode: $c) { countryCode } }', variables: { c: 'S\u0000A' } }],
  ] as const) {
    const response = await post(path, JSON.stringify(body), 'application/json');
    assert.equal(response.status, 422, path);
    assert.deepEqual(await response.json(), { message: 'Text cannot contain the NUL character (\\u0000).', errors: {} });
  }
  const nulAr = await post('/api/auth/login', JSON.stringify({ email: 'a\u0000b', password: 'x' }), 'application/json', arabic);
  assert.equal(((await nulAr.json()) as { message: string }).message, 'لا يمكن أن يحتوي النص على المحرف الفارغ (\\u0000).');
  assert.deepEqual(await query(app, "SELECT id FROM auth_user WHERE email = 'nul@example.com'"), []);
});

test('CORS answers configured origins and stays silent for others', async () => {
  const preflight = (origin: string) =>
    fetch(`${app.url}/graphql`, { method: 'OPTIONS', headers: { origin, 'access-control-request-method': 'POST', 'access-control-request-headers': 'content-type,authorization' } });
  const allowed = await preflight(ALLOWED);
  assert.equal(allowed.headers.get('access-control-allow-origin'), ALLOWED);
  assert.match(allowed.headers.get('access-control-allow-methods') ?? '', /POST/);
  const denied = await preflight('https://evil.example.net');
  assert.equal(denied.headers.get('access-control-allow-origin'), null);

  const simple = await fetch(`${app.url}/api/country`, { headers: { origin: ALLOWED } });
  assert.equal(simple.status, 200);
  assert.equal(simple.headers.get('access-control-allow-origin'), ALLOWED);
  const other = await fetch(`${app.url}/api/country`, { headers: { origin: 'https://evil.example.net' } });
  assert.equal(other.headers.get('access-control-allow-origin'), null);
});

test('a WebSocket from a page of another origin is refused; configured origins connect', async () => {
  const open = (origin: string) =>
    new Promise<number>((resolve) => {
      const socket = new WebSocket(`${app.url.replace('http', 'ws')}/graphql`, 'graphql-transport-ws', { origin });
      socket.on('open', () => {
        socket.close();
        resolve(101);
      });
      socket.on('unexpected-response', (_req, res) => resolve(res.statusCode ?? 0));
      socket.on('error', () => {});
    });
  assert.equal(await open('https://evil.example.net'), 403);
  assert.equal(await open(ALLOWED), 101);
});

test('responses carry the security headers; HSTS is left to production', async () => {
  const response = await fetch(`${app.url}/api/country`);
  const csp = response.headers.get('content-security-policy') ?? '';
  assert.match(csp, /default-src 'self'/);
  assert.match(csp, /script-src 'self'/);
  assert.match(csp, /frame-ancestors 'none'/);
  assert.equal(response.headers.get('x-content-type-options'), 'nosniff');
  assert.equal(response.headers.get('x-frame-options'), 'DENY');
  assert.equal(response.headers.get('strict-transport-security'), null);
  assert.equal(response.headers.get('x-powered-by'), null);
});

test('a query deeper than the limit is refused with 400 and says why, in the caller language', async () => {
  const deep = '{ viewer { defaultStore { id } } }';
  const english = await app.graphql(deep);
  assert.equal(english.status, 400);
  assert.equal(english.body.errors[0].message, 'This query is nested 3 levels deep; the limit is 2.');
  assert.equal(english.body.errors[0].extensions.code, 'OPERATION_TOO_COMPLEX');
  const arabic = await post('/graphql', JSON.stringify({ query: deep }), 'application/json', { 'accept-language': 'ar' });
  assert.equal(((await arabic.json()) as any).errors[0].message, 'هذا الاستعلام متداخل بعمق 3 مستويات، والحد الأقصى 2.');
});

test('a query costing more than the limit (aliases included) is refused; a modest one runs', async () => {
  const aliases = Array.from({ length: 30 }, (_, index) => `c${index}: country { countryCode }`).join(' ');
  const costly = await app.graphql(`{ ${aliases} }`);
  assert.equal(costly.status, 400);
  assert.equal(costly.body.errors[0].message, 'This query would resolve about 60 fields; the limit is 50. Ask for fewer items or fields.');
  const modest = await app.graphql('{ country { countryCode } }');
  assert.equal(modest.status, 200);
  assert.deepEqual(modest.body.data, { country: { countryCode: '' } });
});

test('the same limits apply to operations sent over the WebSocket', async () => {
  const live = openLiveClient(app.url, {});
  try {
    await live.connected;
    const received = collect(live.client, '{ viewer { defaultStore { id } } }');
    await received.done;
    const errors = received.error as Array<{ message: string; extensions: { code: string } }>;
    assert.equal(errors[0].message, 'This query is nested 3 levels deep; the limit is 2.');
    assert.equal(errors[0].extensions.code, 'OPERATION_TOO_COMPLEX');
  } finally {
    await live.close();
  }
});

test('outside production, errors carry a stack trace for developers', async () => {
  const response = await app.graphql('{ country { nope } }');
  assert.equal(response.status, 400);
  assert.ok(Array.isArray(response.body.errors[0].extensions.stacktrace));
});
