import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { initTestApp, type TestApp } from '../helpers/test-app.ts';
import { ensureWebBuilt } from './web-build.ts';
import { launchChromium, newVisitor } from './browser.ts';
import { DataSourcesPage } from './pages/data-sources-page.ts';

const root = path.resolve(new URL('../..', import.meta.url).pathname);
const arabic = JSON.parse(readFileSync(path.join(root, 'web/locale/ar.json'), 'utf8')) as Record<string, { defaultMessage: string }>;
// DS_SCREENSHOTS=/some/dir saves what each step looks like, to review the screens by eye.
const shots = process.env.DS_SCREENSHOTS;
const shot = (page: Page, name: string) => (shots ? page.screenshot({ path: path.join(shots, `${name}.png`), fullPage: true }) : undefined);

let app: TestApp;
let browser: Browser;
before(async () => {
  const webDist = ensureWebBuilt();
  [app, browser] = await Promise.all([initTestApp({ webDist }), launchChromium()]);
});
after(async () => {
  await browser?.close();
  await app?.close();
});

/** A signed-in owner of a fresh store: registered through REST, the token saved the way the app keeps it. */
async function signedIn(email: string, language: 'en' | 'ar' = 'en') {
  const registered = await app.api('POST', '/auth/register', { body: { store_name: 'Oud & Amber', email, password: 'correct-horse-9', timezone: 'Asia/Riyadh' } });
  assert.equal(registered.status, 200, JSON.stringify(registered.body));
  const context = await newVisitor(browser, app.url);
  const page = await context.newPage();
  await page.goto('/about-us');
  const state = { settings: { selectedLanguage: language, countryCode: 'SA', currencyCode: 'SAR' }, auth: registered.body.data };
  await page.evaluate(`localStorage.setItem('dukkan', ${JSON.stringify(JSON.stringify(state))})`);
  return { context, page, sources: new DataSourcesPage(page) };
}

const CITIES = ['Riyadh', 'Dubai', 'Jeddah', 'Doha'];
// 12 rows: a first page of 10 (the default limit) and a second of 2.
const SALES_CSV = `product,city,quantity,price\n${Array.from({ length: 12 }, (_, index) => `Oud oil ${index + 1},${CITIES[index % 4]},${index + 1},${index + 10}.50`).join('\n')}\n`;

test('an owner uploads a CSV, sees its table and rows, adds a row, comments a column, and sees a bad file refused', async () => {
  const { context, page, sources } = await signedIn('owner-csv@example.com');
  await sources.openIndex();
  await shot(page, 'index-en');
  assert.deepEqual(await sources.cardStatus('meta-ads'), { status: 'not_connected', text: 'Not connected' });
  assert.equal((await sources.cardStatus('google-ads')).status, 'not_connected');

  await sources.openCsv();
  await sources.upload('sales.csv', SALES_CSV);
  const result = await sources.uploadResult();
  assert.match(result ?? '', /sales\.csv/);
  assert.match(result ?? '', /12 rows/);
  await shot(page, 'csv-uploaded-en');

  await sources.upload('empty.csv', '');
  const error = await sources.uploadError();
  assert.ok(error && error !== 'Failed', `the server's own message is shown, got ${error}`);
  await shot(page, 'csv-error-en');

  await page.getByTestId('csv-view-tables').click();
  const names = await sources.tableNames();
  assert.equal(names.length, 1);
  const table = names[0]!;
  await shot(page, 'csv-tables-en');

  await page.getByTestId('open-rows').click();
  const firstPage = await sources.rows();
  assert.equal(firstPage.length, 10, 'ten rows a page by default');
  assert.deepEqual(firstPage[0], ['Oud oil 1', 'Riyadh', '1', '10.50']);
  await page.getByTestId('next-page').click();
  await page.getByText('Oud oil 11').waitFor();
  assert.deepEqual((await sources.rows()).map((row) => row[0]), ['Oud oil 11', 'Oud oil 12']);

  await sources.addRow({ product: 'Rose water', city: 'Abu Dhabi', quantity: '2', price: '30' });
  await page.getByText('Rose water').waitFor();
  assert.deepEqual((await sources.rows())[2]!.slice(0, 3), ['Rose water', 'Abu Dhabi', '2']);
  await sources.editRow(0, { city: 'Medina' });
  await page.getByText('Medina').waitFor();
  assert.deepEqual((await sources.rows())[0], ['Oud oil 11', 'Medina', '11', '20.50']);
  await shot(page, 'csv-rows-en');

  await page.goto(`/dashboard/data-sources/csv/tables/${table}/comments`);
  assert.equal(await sources.setColumnComment('price', 'Unit price in riyals, VAT included'), 'Comment saved');
  await shot(page, 'csv-comments-en');
  await page.reload();
  assert.equal(await sources.columnComment('price'), 'Unit price in riyals, VAT included', 'the comment was saved on the server');
  await context.close();
});

test('in Arabic the data-source screens read right to left in the v2 dashboard', async () => {
  const { context, page, sources } = await signedIn('owner-ar@example.com', 'ar');
  await sources.openIndex('/v2/dashboard/apps/default/data-sources');
  assert.equal(await page.evaluate('document.documentElement.dir'), 'rtl');
  assert.equal(await sources.title(), arabic['dataSources.title']!.defaultMessage);
  assert.equal((await sources.cardStatus('google-analytics')).text, arabic['dataSources.status.notConnected']!.defaultMessage);
  await shot(page, 'index-ar');

  await sources.openCsv('/v2/dashboard/apps/default/data-sources');
  await sources.upload('مبيعات.csv', 'المنتج,الكمية\nعود,3\nعنبر,1\n');
  assert.match((await sources.uploadResult()) ?? '', /مبيعات\.csv/);
  await shot(page, 'csv-uploaded-ar');
  await page.getByTestId('csv-view-tables').click();
  await sources.tableNames();
  await page.getByTestId('open-rows').click();
  assert.deepEqual(await sources.rows(), [['عود', '3'], ['عنبر', '1']]);
  await shot(page, 'csv-rows-ar');
  await page.goto('/v2/dashboard/apps/default/data-sources/database');
  await page.getByTestId('database-form').waitFor();
  // Nothing listens on port 1: the connection fails at once, and the server says so in Arabic.
  await page.getByTestId('db-url').fill('postgresql://shop:secret@127.0.0.1:1/shop');
  await page.getByTestId('db-connect').click();
  const dbError = (await page.getByTestId('db-error').textContent())?.trim() ?? '';
  assert.match(dbError, /[\u0600-\u06FF]/, `an Arabic message, got ${dbError}`);
  await shot(page, 'database-ar');
  await context.close();
});
