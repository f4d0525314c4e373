import { test, after, before } from 'node:test';
import assert from 'node:assert/strict';
import { SUBGRAPHS } from '@dukkan/shared';
import { createTestDatabase } from '../helpers/test-app.ts';
import { migrateAll } from '../../scripts/product.ts';
import { startServiceProcess, type ServiceProcess } from './support/service-process.ts';
import { openLiveClient, collect } from './support/live-client.ts';

// The docker-compose topology without Docker: every subgraph and the gateway in its own OS process, each started
// from its own entry. The database is migrated first so the five can start side by side (each entry still runs
// its own migrations and finds them applied), which keeps this test quick on a shared machine.
let database: { url: string; drop(): Promise<void> };
const services: ServiceProcess[] = [];
let gatewayUrl: string;

before(async () => {
  database = await createTestDatabase();
  await migrateAll(database.url);
  const started = await Promise.allSettled(
    SUBGRAPHS.map((name) => startServiceProcess(`subgraphs/${name}/src/main.ts`, { DATABASE_URL: database.url, WORKERS: 'false' })),
  );
  // Keep every process that did start, so after() stops them even when another failed.
  for (const result of started) if (result.status === 'fulfilled') services.push(result.value);
  const failed = started.find((result) => result.status === 'rejected');
  if (failed) throw (failed as PromiseRejectedResult).reason;
  const urls = Object.fromEntries(
    SUBGRAPHS.map((name, index) => [`SUBGRAPH_${name.toUpperCase().replace('-', '_')}_URL`, (started[index] as PromiseFulfilledResult<ServiceProcess>).value.url]),
  );
  const gateway = await startServiceProcess('gateway/src/main.ts', { DATABASE_URL: database.url, ...urls });
  services.push(gateway);
  gatewayUrl = gateway.url;
});
after(async () => {
  for (const service of services.reverse()) await service.stop();
  await database?.drop();
});

test('a store owner registers and reads their store through a gateway process over five subgraph processes', async () => {
  const register = await fetch(`${gatewayUrl}/api/auth/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ store_name: 'Mecca Perfumes', email: 'owner@mecca.example', password: 'Secret-pass-123', uuid: '', shop: '', timezone: 'Asia/Riyadh' }),
  });
  assert.equal(register.status, 200);
  const token = ((await register.json()) as any).data.token;
  const store = await fetch(`${gatewayUrl}/api/stores/default`, { headers: { authorization: `Bearer ${token}` } });
  assert.equal(store.status, 200);
  assert.equal(((await store.json()) as any).data.name, 'Mecca Perfumes');
});

test('the gateway process accepts graphql-ws connections on the same port', async () => {
  const live = openLiveClient(gatewayUrl, {});
  try {
    await live.connected;
    const received = collect(live.client, '{ country { countryCode } }');
    await received.done;
    assert.deepEqual(received.results, [{ data: { country: { countryCode: '' } } }]);
  } finally {
    await live.close();
  }
});
