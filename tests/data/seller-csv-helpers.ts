import path from 'node:path';
import type { TestApp } from '../helpers/test-app.ts';
import { postMultipart } from './support/post-multipart.ts';

export const EXPORTS = path.resolve(new URL('../fixtures-own/exports', import.meta.url).pathname);

/** Registers a seller and returns their bearer token. */
export async function registerSeller(app: TestApp, name: string): Promise<string> {
  const email = `${name.toLowerCase().replace(/\W+/g, '-')}-${Math.random().toString(36).slice(2, 8)}@example.com`;
  const response = await app.api('POST', '/auth/register', { body: { store_name: name, email, password: 'a-long-password-1', timezone: 'Asia/Riyadh' } });
  if (response.status !== 200) throw new Error(`register failed: ${response.status} ${JSON.stringify(response.body)}`);
  return response.body.data.token as string;
}

/** Uploads a file to POST /api/stores/seller-csv as the web client does (multipart field `file`). */
export async function uploadSellerCsv(app: TestApp, token: string, file: string | { name: string; content: Buffer | string }, locale = 'en', wait?: number) {
  const headers = { authorization: `Bearer ${token}`, 'accept-language': locale };
  const fields: Record<string, string> = wait === undefined ? {} : { wait: String(wait) };
  if (typeof file === 'string') return postMultipart(`${app.url}/api/stores/seller-csv`, { path: file, filename: path.basename(file), fields, headers });
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  form.append('file', new Blob([file.content]), file.name);
  const response = await fetch(`${app.url}/api/stores/seller-csv`, { method: 'POST', headers, body: form });
  return { status: response.status, body: (await response.json()) as any };
}

/** Polls GET /stores/imports/{id} until the import finishes. */
export async function finishedImport(app: TestApp, token: string, id: string, timeoutMs = 120_000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const response = await app.api('GET', `/stores/imports/${id}`, { token });
    if (['succeeded', 'failed', 'cancelled'].includes(response.body?.data?.status) || Date.now() > deadline) return response.body.data;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/** Orders total as the seller sees it in the store config. */
export async function ordersTotal(app: TestApp, token: string): Promise<number> {
  const response = await app.api('GET', '/stores/default', { token });
  return response.body.data.data_warehouse.orders.total;
}
