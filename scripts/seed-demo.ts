/** The demo login `npm start` prints. Fixed so a developer can sign in without reading the log. */
export const DEMO_LOGIN = { email: 'demo@dukkan.local', password: 'demo-store-2024', storeName: 'Dukkan Demo Store' };

/**
 * Seeds the demo account and store through the product's own REST API (so seeding exercises the real path), and
 * does nothing when it exists already.
 */
export async function seedDemo(baseUrl: string, _databaseUrl: string): Promise<{ email: string; password: string }> {
  const login = await fetch(`${baseUrl}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: DEMO_LOGIN.email, password: DEMO_LOGIN.password }),
  });
  if (login.status !== 200) {
    await fetch(`${baseUrl}/api/auth/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ store_name: DEMO_LOGIN.storeName, email: DEMO_LOGIN.email, password: DEMO_LOGIN.password, timezone: 'Asia/Riyadh' }),
    });
  }
  return { email: DEMO_LOGIN.email, password: DEMO_LOGIN.password };
}
