import pg from 'pg';
import { seedDemoWarehouse } from '@dukkan/data-source/demo/index.ts';

/** The demo login `npm start` prints. Fixed so a developer can sign in without reading the log. */
export const DEMO_LOGIN = { email: 'demo@dukkan.local', password: 'demo-store-2024', storeName: 'Dukkan Demo Store', name: 'Demo Owner', role: 'owner' };

/**
 * The demo store's type: base type `seller` (its orders live in the warehouse as a seller CSV import's would, and an
 * upload of the owner's own orders replaces them) and the `demo` part, which says the data is generated sample data
 * (SPEC 3: the first underscore-separated part is the base store type).
 */
export const DEMO_STORE_TYPE = 'seller_demo';

export interface SeededDemo {
  email: string;
  password: string;
  /** Local id of the demo store: where demo data (warehouse rows, sources) is added. */
  storeId: string;
}

async function post(baseUrl: string, path: string, body: unknown, token?: string): Promise<{ status: number; body: any }> {
  const response = await fetch(`${baseUrl}/api${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });
  return { status: response.status, body: await response.json().catch(() => null) };
}

/**
 * The demo store's local id, or null before the demo account exists. The hook for seeding demo data into the store
 * (warehouse orders, products...): `const storeId = await demoStoreId(databaseUrl)`.
 */
export async function demoStoreId(databaseUrl: string): Promise<string | null> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query(
      `SELECT m.store_id FROM auth_user u JOIN store_member m ON m.user_id = u.id
        WHERE lower(u.email) = lower($1) ORDER BY m.is_default DESC, m.id LIMIT 1`,
      [DEMO_LOGIN.email],
    );
    return rows[0] ? String(rows[0].store_id) : null;
  } finally {
    await client.end();
  }
}

/**
 * The demo store answers questions from its data at once, so it is set up: its dashboard must not ask to connect a
 * store next to thousands of orders. A store the owner has since connected to something else keeps its own type.
 */
async function markDemoStoreSetUp(databaseUrl: string, storeId: string): Promise<void> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query(
      `UPDATE store SET store_type = $2, is_setup_completed = true, updated_at = now()
        WHERE id = $1 AND (coalesce(store_type, '') = '' OR (store_type = $2 AND NOT is_setup_completed))`,
      [storeId, DEMO_STORE_TYPE],
    );
  } finally {
    await client.end();
  }
}

/** The printed login opens the dashboard, not the "Tell us about you" step a new account goes through first. */
async function completeDemoProfile(baseUrl: string, token: string): Promise<void> {
  const completed = await post(baseUrl, '/auth/complete', { role: DEMO_LOGIN.role, name: DEMO_LOGIN.name, timezone: 'Asia/Riyadh' }, token);
  if (completed.status !== 200) throw new Error(`Completing the demo profile failed: ${completed.status} ${JSON.stringify(completed.body)}`);
}

/**
 * Seeds the demo account and its store through the product's own REST API (so seeding exercises the real path), and
 * does nothing when it exists already. Fails loudly when the printed login would not work.
 */
export async function seedDemo(baseUrl: string, databaseUrl: string): Promise<SeededDemo> {
  const existing = await demoStoreId(databaseUrl);
  if (!existing) {
    const registered = await post(baseUrl, '/auth/register', {
      store_name: DEMO_LOGIN.storeName,
      email: DEMO_LOGIN.email,
      password: DEMO_LOGIN.password,
      timezone: 'Asia/Riyadh',
    });
    if (registered.status !== 200) throw new Error(`Seeding the demo account failed: ${registered.status} ${JSON.stringify(registered.body)}`);
    await completeDemoProfile(baseUrl, registered.body.data.token);
  } else {
    // The account exists; check the printed password still signs in (someone may have changed it).
    const login = await post(baseUrl, '/auth/login', { email: DEMO_LOGIN.email, password: DEMO_LOGIN.password });
    if (login.status !== 200) console.warn(`The demo login no longer signs in (${login.status}): ${login.body?.message ?? ''}`);
    else if (!login.body.data.user.is_profile_complete) await completeDemoProfile(baseUrl, login.body.data.token);
  }
  const storeId = existing ?? (await demoStoreId(databaseUrl));
  if (!storeId) throw new Error('The demo account has no store');
  // Three years of orders, customers, shipments, returns, carts and subscriptions, once (see data-source/src/demo).
  await seedDemoWarehouse(databaseUrl, storeId);
  await markDemoStoreSetUp(databaseUrl, storeId);
  return { email: DEMO_LOGIN.email, password: DEMO_LOGIN.password, storeId };
}
