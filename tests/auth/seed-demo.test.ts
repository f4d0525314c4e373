import { test, after, before } from 'node:test';
import assert from 'node:assert/strict';
import { initTestApp, type TestApp } from '../helpers/test-app.ts';
import { DEMO_LOGIN, DEMO_STORE_TYPE, demoStoreId, seedDemo } from '../../scripts/seed-demo.ts';

let app: TestApp;
before(async () => {
  app = await initTestApp();
});
after(async () => {
  await app?.close();
});

test('the demo seed creates the printed login once, and it signs in to the demo store', async () => {
  assert.equal(await demoStoreId(app.databaseUrl), null);
  const first = await seedDemo(app.url, app.databaseUrl);
  const second = await seedDemo(app.url, app.databaseUrl);
  assert.deepEqual(second, first);
  assert.equal(first.storeId, await demoStoreId(app.databaseUrl));

  const login = await app.api('POST', '/auth/login', { body: { email: first.email, password: first.password } });
  assert.equal(login.status, 200);
  // Signing in with the printed login goes straight to the dashboard, not to the profile step.
  assert.equal(login.body.data.user.is_profile_complete, true);
  assert.equal(login.body.data.user.name, DEMO_LOGIN.name);
  const store = await app.graphql('{ defaultStore { name storeType isSetupCompleted dataWarehouse { ordersTotal } } }', {}, login.body.data.token);
  assert.equal(store.body.data.defaultStore.name, DEMO_LOGIN.storeName);
  // The demo store answers from its data at once: it is set up, a demo store (base type seller) with its orders.
  assert.deepEqual(
    { type: store.body.data.defaultStore.storeType, setUp: store.body.data.defaultStore.isSetupCompleted, hasOrders: store.body.data.defaultStore.dataWarehouse.ordersTotal > 0 },
    { type: DEMO_STORE_TYPE, setUp: true, hasOrders: true },
  );
  const config = await app.api('GET', '/stores/default', { token: login.body.data.token });
  assert.deepEqual([config.body.data.store_type, config.body.data.is_setup_completed], [DEMO_STORE_TYPE, true], 'the REST store config agrees');
});
