import { test, after, before } from 'node:test';
import assert from 'node:assert/strict';
import { initTestApp, type TestApp } from '../helpers/test-app.ts';

let app: TestApp;
before(async () => {
  app = await initTestApp();
});
after(async () => {
  await app?.close();
});

test('the gateway answers a federated query and the REST country lookup', async () => {
  const graph = await app.graphql('{ viewer { id } country { countryCode } }');
  assert.equal(graph.status, 200);
  assert.deepEqual(graph.body.data, { viewer: null, country: { countryCode: '' } });
  const country = await app.api('GET', '/country', { headers: { 'cf-ipcountry': 'sa' } });
  assert.deepEqual(country.body, { data: { country_code: 'SA' } });
});

test('a store call without a token is refused with 401', async () => {
  const response = await app.api('GET', '/stores/default');
  assert.equal(response.status, 401);
  assert.equal(response.body.message, 'Unauthenticated.');
});
