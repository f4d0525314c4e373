import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Browser } from 'playwright-core';
import { initTestApp, createShopDatabase, TEST_SERVER_URL, type TestApp } from '../helpers/test-app.ts';
import { shot } from './screenshots.ts';
import { ensureWebBuilt } from './web-build.ts';
import { launchChromium } from './browser.ts';
import { registeredVisitor } from './owner-session.ts';
import { DataSourcesPage } from './pages/data-sources-page.ts';

const root = path.resolve(new URL('../..', import.meta.url).pathname);
const arabic = JSON.parse(readFileSync(path.join(root, 'web/locale/ar.json'), 'utf8')) as Record<string, { defaultMessage: string }>;

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

/** A signed-in owner of a fresh store, on the data-source screens. */
async function signedIn(email: string, language: 'en' | 'ar' = 'en') {
  const { context, page } = await registeredVisitor(app, browser, { storeName: 'Oud & Amber', email, language });
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
  await page.getByTestId('open-meta-ads').click();
  await page.getByTestId('integration-pending').waitFor();
  assert.equal((await page.getByTestId('data-source-status').textContent())?.trim(), 'Not connected');

  await sources.openCsv();
  await page.getByTestId('csv-table-name').fill('perfume_sales');
  await sources.upload('sales.csv', SALES_CSV);
  const result = await sources.uploadResult();
  assert.match(result ?? '', /sales\.csv/);
  assert.match(result ?? '', /12 rows/);
  await shot(page, 'csv-uploaded-en');

  await sources.upload('empty.csv', '');
  const error = await sources.uploadError();
  assert.ok(error && error !== 'Failed', `the server's own message is shown, got ${error}`);
  await shot(page, 'csv-error-en');
  // A picture renamed nothing: the PNG signature is not text, so it is refused with its own message.
  await sources.upload('logo.png', Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d, 0x49, 0x48, 0x44, 0x52]), 'image/png');
  await page.getByTestId('csv-upload-error').filter({ hasNotText: error! }).waitFor();
  const pngError = await sources.uploadError();
  assert.ok(pngError && pngError !== 'Failed', `a wrong file type is refused with a message, got ${pngError}`);

  await page.getByTestId('csv-view-tables').click();
  const names = await sources.tableNames();
  assert.deepEqual(names, ['perfume_sales'], 'the table is named as asked');
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
  const typeOf = (column: string) => page.locator(`[data-testid="column-row"][data-column="${column}"] [data-testid="column-type"]`).textContent();
  assert.deepEqual([await typeOf('product'), await typeOf('quantity'), await typeOf('price')], ['text', 'integer', 'decimal']);
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
  // Column types read in Arabic in the add-row dialog, and a bad value is explained in Arabic with the column's label.
  await page.getByTestId('add-row').click();
  await page.getByTestId('row-dialog').waitFor();
  assert.equal(await page.getByTestId('row-type-almntj').textContent(), 'نص');
  assert.equal(await page.getByTestId('row-type-alkmya').textContent(), 'عدد صحيح');
  await page.getByTestId('row-field-alkmya').fill('abc');
  await page.getByTestId('row-save').click();
  assert.equal(await page.getByTestId('row-error').textContent(), 'القيمة "abc" غير صالحة للعمود "الكمية"؛ المتوقع: عدد صحيح.');
  await page.keyboard.press('Escape');
  await page.getByTestId('row-dialog').waitFor({ state: 'hidden' });
  // And on the comments screen's Type column.
  await page.getByTestId('rows-open-comments').click();
  await page.getByTestId('column-row').first().waitFor();
  const types = await page.getByTestId('column-row').evaluateAll((rows) => rows.map((row) => [row.getAttribute('data-column'), row.querySelector('[data-testid="column-type"]')?.textContent]));
  assert.deepEqual(types, [['almntj', 'نص'], ['alkmya', 'عدد صحيح']]);
  await shot(page, 'csv-comments-ar');
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

test('an owner connects a PostgreSQL database with separate fields, sees its tables and comments a column', async () => {
  // The seller's own database: one commented table on the test server, dropped afterwards.
  const shop = await createShopDatabase('web_shop', "CREATE TABLE orders (id int PRIMARY KEY, city text, total numeric(10,2)); COMMENT ON TABLE orders IS 'Orders from the shop'; INSERT INTO orders VALUES (1, 'Riyadh', 120.50)");
  const server = new URL(TEST_SERVER_URL);
  try {
    const { context, page, sources } = await signedIn('owner-db@example.com');
    await page.goto('/dashboard/data-sources/database');
    await page.getByTestId('database-form').waitFor();
    await page.getByTestId('db-mode-fields').click();
    await page.getByTestId('db-host').fill(server.hostname);
    await page.getByTestId('db-port').fill(server.port || '5432');
    await page.getByTestId('db-database').fill(shop.name);
    await page.getByTestId('db-user').fill(decodeURIComponent(server.username) || 'postgres');
    if (server.password) await page.getByTestId('db-password').fill(decodeURIComponent(server.password));
    await page.getByTestId('db-connect').click();
    assert.match((await page.getByTestId('db-connected').textContent()) ?? '', /Connected\. 1 table found/);
    await page.getByTestId('database-table').first().waitFor();
    assert.match((await page.getByTestId('database-table').first().textContent()) ?? '', /orders.*Orders from the shop/);
    assert.equal((await page.getByTestId('data-source-status').textContent())?.trim(), 'Connected');
    await shot(page, 'database-en');

    const commentsLink = await page.getByTestId('open-comments').first().getAttribute('href');
    assert.equal(commentsLink, '/dashboard/data-sources/database/table/orders/comments');
    await page.goto(commentsLink);
    await page.getByTestId('column-comment-total').waitFor();
    assert.equal(await sources.setColumnComment('total', 'Order total with VAT'), 'Comment saved');
    await shot(page, 'database-comments-en');
    await context.close();
  } finally {
    await shop.drop();
  }
});
