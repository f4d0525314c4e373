import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import type { Browser } from 'playwright-core';
import { initTestApp, createShopDatabase, type TestApp } from '../helpers/test-app.ts';
import { shot } from './screenshots.ts';
import { ensureWebBuilt } from './web-build.ts';
import { launchChromium } from './browser.ts';
import { registeredVisitor } from './owner-session.ts';
import { DataSourcesPage } from './pages/data-sources-page.ts';

/** A connected database with more tables than one list call gives, two of them named alike in different schemas. */
let app: TestApp;
let browser: Browser;
let shop: Awaited<ReturnType<typeof createShopDatabase>>;

before(async () => {
  const webDist = ensureWebBuilt();
  const ddl = ['CREATE SCHEMA sales', 'CREATE TABLE public.orders (id int, total numeric)', 'CREATE TABLE sales.orders (id int, region text, amount numeric)'];
  for (let i = 1; i <= 121; i += 1) ddl.push(`CREATE TABLE t${String(i).padStart(3, '0')} (id int, note text)`);
  ddl.push("INSERT INTO t121 VALUES (1, 'the last table')");
  [app, browser, shop] = await Promise.all([initTestApp({ webDist }), launchChromium(), createShopDatabase('web_many', ddl.join(';'))]);
});
after(async () => {
  await browser?.close();
  await app?.close();
  await shop?.drop();
});

test('a database of 123 tables: all are counted and searchable, same-named tables are told apart, and comments open for any table', async () => {
  const { context, page } = await registeredVisitor(app, browser, { storeName: 'Many Tables', email: 'many-tables@example.com', language: 'en' });
  const sources = new DataSourcesPage(page);
  await sources.openIndex();
  await page.goto('/dashboard/data-sources/database');
  await page.getByTestId('db-url').fill(shop.url);
  await page.getByTestId('db-connect').click();
  assert.match((await page.getByTestId('db-connected').textContent()) ?? '', /Connected\. 123 tables found/);
  await page.getByTestId('tables-count').getByText('123 of 123 tables').waitFor();
  assert.equal(await page.getByTestId('database-table').count(), 123, 'every page of the list is shown');

  await page.getByTestId('tables-search').fill('orders');
  await page.getByTestId('tables-count').getByText('2 of 123 tables').waitFor();
  const shown = await page.getByTestId('database-table').locator('.MuiListItemText-primary').allTextContents();
  assert.deepEqual(shown, ['orders', 'sales.orders']);
  await shot(page, 'database-search-en');
  await page.getByTestId('database-table').nth(1).getByTestId('open-comments').click();
  await page.getByTestId('table-comments-screen').waitFor();
  assert.match(page.url(), /\/database\/table\/sales\.orders\/comments$/);
  assert.equal((await page.getByTestId('data-sources-title').textContent())?.trim(), 'Comments on “sales.orders”');
  await page.getByTestId('columns-table').waitFor();
  assert.deepEqual(await page.getByTestId('column-row').evaluateAll((rows) => rows.map((row) => row.getAttribute('data-column'))), ['id', 'region', 'amount']);

  // Table 123 is past the first page of the list call: its comments screen still finds it.
  await page.goto('/dashboard/data-sources/database/table/t121/comments');
  await page.getByTestId('columns-table').waitFor();
  assert.deepEqual(await page.getByTestId('column-row').evaluateAll((rows) => rows.map((row) => row.getAttribute('data-column'))), ['id', 'note']);

  // A table that does not exist says so, for a database and for CSV tables.
  await page.goto('/dashboard/data-sources/database/table/nope/comments');
  assert.equal((await page.getByTestId('data-sources-load-error').textContent())?.includes('The table "nope" does not exist.'), true);
  await shot(page, 'comments-missing-en');
  await page.goto('/dashboard/data-sources/csv/tables/nope/comments');
  await page.getByTestId('data-sources-load-error').getByText('The table "nope" does not exist.').waitFor();
  await context.close();
});
