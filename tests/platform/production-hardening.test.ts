import { test, after, before } from 'node:test';
import assert from 'node:assert/strict';
import { initTestApp, type TestApp } from '../helpers/test-app.ts';
import { openLiveClient, collect } from './support/live-client.ts';

// The gateway and the subgraphs exactly as a production deployment configures them.
const production = { NODE_ENV: 'production', INTERNAL_SECRET: 'production-like-internal-secret-for-tests', ENCRYPTION_KEY: 'production-like-encryption-key-for-tests' };
// readSettings checks the production secrets in process.env.
Object.assign(process.env, { INTERNAL_SECRET: production.INTERNAL_SECRET, ENCRYPTION_KEY: production.ENCRYPTION_KEY });

let app: TestApp;
before(async () => {
  app = await initTestApp({ env: production });
});
after(async () => {
  await app?.close();
});

test('introspection is refused over HTTP', async () => {
  for (const query of ['{ __schema { types { name } } }', '{ __type(name: "Query") { name } }']) {
    const response = await app.graphql(query);
    assert.equal(response.status, 400, query);
    assert.match(response.body.errors[0].message, /introspection/i);
    assert.equal(response.body.data, undefined);
  }
});

test('introspection is refused over the WebSocket', async () => {
  const live = openLiveClient(app.url, {});
  try {
    await live.connected;
    const received = collect(live.client, '{ __schema { queryType { name } } }');
    await received.done;
    assert.equal(received.results.length, 0);
    assert.match((received.error as Array<{ message: string }>)[0].message, /introspection/i);
  } finally {
    await live.close();
  }
});

test('errors carry no stack trace', async () => {
  const invalid = await app.graphql('{ country { nope } }');
  assert.equal(invalid.status, 400);
  assert.equal(invalid.body.errors[0].extensions.stacktrace, undefined);
  const forged = await app.graphql('{ viewer { id } }', {}, 'forged-token');
  assert.equal(JSON.stringify(forged.body).includes('    at '), false);
});

test('HSTS is sent in production, with the other security headers', async () => {
  const response = await fetch(`${app.url}/api/country`);
  assert.equal(response.status, 200);
  assert.equal(response.headers.get('strict-transport-security'), 'max-age=31536000; includeSubDomains');
  assert.equal(response.headers.get('x-content-type-options'), 'nosniff');
  assert.match(response.headers.get('content-security-policy') ?? '', /default-src 'self'/);
});

test('ordinary queries still run', async () => {
  const response = await app.graphql('{ country { countryCode } }');
  assert.deepEqual(response.body, { data: { country: { countryCode: '' } } });
});
