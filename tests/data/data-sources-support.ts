import pg from 'pg';
import type { TestApp } from '../helpers/test-app.ts';

/** What a member hears for any change to the store's data (ADR 49), in English and Arabic. */
export const REFUSED_EN = "Only the store's owner or an admin can change its data sources and data. Ask one of them to do this.";
export const REFUSED_AR = 'يمكن لمالك المتجر أو المشرف فقط تغيير مصادر البيانات والبيانات. اطلب من أحدهما القيام بذلك.';

/** Registers a seller (a user with their own store) and returns their bearer token. */
export async function signUp(app: TestApp, storeName: string): Promise<string> {
  const email = `${storeName.toLowerCase().replace(/\W+/g, '-')}-${Math.random().toString(36).slice(2, 8)}@example.com`;
  const response = await app.api('POST', '/auth/register', { body: { store_name: storeName, email, password: 'a-long-password-1', timezone: 'Asia/Riyadh' } });
  if (response.status !== 200) throw new Error(`register failed: ${response.status} ${JSON.stringify(response.body)}`);
  return response.body.data.token as string;
}

/** Uploads a file as the web client does: multipart, field `file`, optional extra fields. */
export async function upload(
  app: TestApp,
  token: string,
  path: string,
  file: { name: string; content: Buffer | string },
  options: { fields?: Record<string, string>; locale?: string } = {},
) {
  const form = new FormData();
  for (const [key, value] of Object.entries(options.fields ?? {})) form.append(key, value);
  form.append('file', new Blob([file.content]), file.name);
  const response = await fetch(`${app.url}/api${path}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'accept-language': options.locale ?? 'en' },
    body: form,
  });
  return { status: response.status, body: (await response.json()) as any };
}

/** The store's sources by kind, as GET /stores/data-sources lists them. */
export async function sourcesOf(app: TestApp, token: string): Promise<Record<string, any>> {
  const response = await app.api('GET', '/stores/data-sources', { token });
  if (response.status !== 200) throw new Error(`list failed: ${response.status} ${JSON.stringify(response.body)}`);
  return Object.fromEntries(response.body.data.data.filter((s: any) => s.is_default).map((s: any) => [s.kind, s]));
}

/** Runs SQL on the product database directly (what a user cannot see, e.g. comments in the catalog). */
export async function sql<T = any>(app: TestApp, text: string, params: unknown[] = []): Promise<T[]> {
  const client = new pg.Client({ connectionString: app.databaseUrl });
  await client.connect();
  try {
    return (await client.query(text, params)).rows as T[];
  } finally {
    await client.end();
  }
}
