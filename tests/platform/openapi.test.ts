import { test, after, before } from 'node:test';
import assert from 'node:assert/strict';
import { initTestApp, type TestApp } from '../helpers/test-app.ts';

let app: TestApp;
let document: any;
before(async () => {
  app = await initTestApp();
  const response = await app.api('GET', '/openapi.json');
  assert.equal(response.status, 200);
  document = response.body;
});
after(async () => {
  await app?.close();
});

const METHODS = ['get', 'post', 'put', 'patch', 'delete'];
/** Every operation of the document as [METHOD, /api path with {params}, operation]. */
const operations = (): Array<[string, string, any]> =>
  Object.entries(document.paths as Record<string, Record<string, unknown>>).flatMap(([path, item]) =>
    Object.entries(item).filter(([method]) => METHODS.includes(method)).map(([method, operation]) => [method.toUpperCase(), `/api${path}`, operation] as [string, string, any]),
  );

test('the document has the shape of OpenAPI 3.1', () => {
  assert.equal(document.openapi, '3.1.0');
  assert.equal(typeof document.info.title, 'string');
  assert.equal(typeof document.info.version, 'string');
  assert.deepEqual(document.servers, [{ url: '/api' }]);
  assert.deepEqual(document.components.securitySchemes.bearer, { type: 'http', scheme: 'bearer' });
  const operationIds = new Set<string>();
  for (const [method, path, operation] of operations()) {
    const where = `${method} ${path}`;
    assert.ok(path.startsWith('/api/'), where);
    assert.ok(operation.summary && operation.responses && Object.keys(operation.responses).length, where);
    for (const status of Object.keys(operation.responses)) assert.match(status, /^[1-5]\d\d$/, where);
    assert.ok(!operationIds.has(operation.operationId), `operationId ${operation.operationId} is unique`);
    operationIds.add(operation.operationId);
    // Each {param} of the path is declared as a required path parameter, and nothing else is.
    const inPath = [...path.matchAll(/\{(\w+)\}/g)].map((match) => match[1]).sort();
    const declared = (operation.parameters ?? []).filter((parameter: any) => parameter.in === 'path');
    assert.deepEqual(declared.map((parameter: any) => parameter.name).sort(), inPath, where);
    assert.ok(declared.every((parameter: any) => parameter.required === true), where);
    if (operation.security) assert.deepEqual(operation.security, [{ bearer: [] }], where);
  }
  // Every $ref points at a schema the document defines.
  for (const [, name] of JSON.stringify(document).matchAll(/"\$ref":"#\/components\/schemas\/(\w+)"/g)) {
    assert.ok(document.components.schemas[name], `schema ${name} exists`);
  }
});

test('every REST route the server registered is documented, and nothing else', () => {
  const served = app.gateway.routes
    .filter((route) => route.url.startsWith('/api/') && route.url !== '/api/openapi.json' && route.url !== '/api/*')
    .filter((route) => route.method !== 'HEAD' && route.method !== 'OPTIONS')
    .map((route) => `${route.method} ${route.url.replace(/:(\w+)/g, '{$1}')}`)
    .sort();
  const documented = operations().map(([method, path]) => `${method} ${path}`).sort();
  assert.ok(served.length > 0);
  assert.deepEqual(documented, served);
});

test('every documented call answers on the server (never the not-found fallback)', async () => {
  for (const [method, path, operation] of operations()) {
    const url = path.replace(/\{\w+\}/g, '1');
    const response = await fetch(`${app.url}${url}`, {
      method,
      headers: method === 'GET' ? {} : { 'content-type': 'application/json' },
      body: method === 'GET' ? undefined : '{}',
    });
    const where = `${method} ${path}`;
    assert.notEqual(response.status, 405, where);
    assert.ok(response.status < 500, `${where} answered ${response.status}`);
    // Without a token, calls that need one are refused before anything runs; public calls answer for real.
    if (operation.security) assert.equal(response.status, 401, where);
    else assert.notEqual(response.status, 404, where);
  }
});
