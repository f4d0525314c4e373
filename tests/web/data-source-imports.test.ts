import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { initTestApp, createShopDatabase, type TestApp } from '../helpers/test-app.ts';
import { shot } from './screenshots.ts';
import { ensureWebBuilt } from './web-build.ts';
import { launchChromium } from './browser.ts';
import { registeredVisitor } from './owner-session.ts';
import { DataSourcesPage } from './pages/data-sources-page.ts';

/** Second sources of a kind, a connected database's rows, and CSV uploads followed live as import jobs. */
const root = path.resolve(new URL('../..', import.meta.url).pathname);
const arabic = JSON.parse(readFileSync(path.join(root, 'web/locale/ar.json'), 'utf8')) as Record<string, { defaultMessage: string }>;
let app: TestApp;
let browser: Browser;
// The seller's own database: a commented table of 12 products on the test server, dropped afterwards.
let shop: Awaited<ReturnType<typeof createShopDatabase>>;

before(async () => {
  const webDist = ensureWebBuilt();
  [app, browser, shop] = await Promise.all([
    initTestApp({ webDist }),
    launchChromium(),
    createShopDatabase('web_replica', `CREATE TABLE products (id int PRIMARY KEY, title text, stock int); COMMENT ON TABLE products IS 'Products in the warehouse';
      INSERT INTO products SELECT i, 'Oud ' || i, i * 3 FROM generate_series(1, 12) AS i`),
  ]);
});
after(async () => {
  await browser?.close();
  await app?.close();
  await shop?.drop();
});

/** A signed-in owner of a fresh store, on the data-source screens. */
async function signedIn(email: string, language: 'en' | 'ar' = 'en') {
  const { context, page } = await registeredVisitor(app, browser, { storeName: 'Amber House', email, language });
  return { context, page, sources: new DataSourcesPage(page) };
}

/** A stock sheet big enough that its import runs for a while: it is watched on the way and cancelled. */
function bigCsv(rows: number): Buffer {
  const lines = ['sku,warehouse,quantity,counted_on'];
  for (let i = 1; i <= rows; i += 1) lines.push(`SKU-${i},"Riyadh, North",${i % 50},${String((i % 28) + 1).padStart(2, '0')}/03/2024`);
  return Buffer.from(`${lines.join('\n')}\n`);
}
// Big enough that a cancel, clicked once loading shows, lands before a one-read load of it ends.
const BIG = bigCsv(600_000);

/** Holds the answers to the calls matching `url` until release(), which lets them through and waits until one has. */
async function heldBack(page: Page, url: string) {
  let open!: () => void;
  const gate = new Promise<void>((resolve) => (open = resolve));
  let answered!: () => void;
  const through = new Promise<void>((resolve) => (answered = resolve));
  await page.route(url, async (route) => {
    const response = await route.fetch();
    await gate;
    await route.fulfill({ response });
    answered();
  });
  return {
    release: async () => {
      open();
      await through;
      await page.unroute(url);
    },
  };
}

test('an owner adds a second database, connects it and pages through its table rows', async () => {
  const { context, page, sources } = await signedIn('replica-owner@example.com');
  await sources.openIndex();
  await sources.addSource('database', 'Reporting replica', () => shot(page, 'add-source-en'));
  await page.getByTestId('database-form').waitFor();
  assert.match(page.url(), /\/dashboard\/data-sources\/database\?source=/);
  assert.equal((await sources.title())?.trim(), 'Reporting replica');

  await page.getByTestId('db-url').fill(shop.url);
  await page.getByTestId('db-connect').click();
  assert.match((await page.getByTestId('db-connected').textContent()) ?? '', /Connected\. 1 table found/);
  await shot(page, 'database-second-en');

  await page.getByTestId('open-rows').first().click();
  await page.getByTestId('table-rows-screen').waitFor();
  assert.match(page.url(), /\/dashboard\/data-sources\/database\/table\/products\?source=/);
  const first = await sources.rows();
  assert.equal(first.length, 10, 'ten rows a page by default');
  assert.deepEqual(first[0], ['1', 'Oud 1', '3']);
  assert.equal(await page.getByTestId('add-row').count(), 0, 'database rows are read-only');
  assert.equal(await page.getByTestId('edit-row').count(), 0);
  await page.getByTestId('rows-read-only').waitFor();
  await page.getByTestId('next-page').click();
  await page.getByText('Oud 12').waitFor();
  assert.deepEqual((await sources.rows()).map((row) => row[1]), ['Oud 11', 'Oud 12']);
  await shot(page, 'database-rows-en');

  // Back leads to the same source, and the index lists it on the database card, connected; the default stays as it was.
  await page.getByTestId('data-sources-back').click();
  await page.getByTestId('database-table').first().waitFor();
  assert.equal((await sources.title())?.trim(), 'Reporting replica');
  await sources.openIndex();
  assert.deepEqual(await sources.addedSources('database'), [{ name: 'Reporting replica', status: 'Connected' }]);
  assert.equal((await sources.cardStatus('database')).status, 'not_connected');
  await shot(page, 'index-added-en');
  await context.close();
});

test('a CSV upload is followed live while it loads, can be cancelled, and a bad file lists its lines', async () => {
  const { context, page, sources } = await signedIn('live-upload@example.com');
  const consoleErrors: string[] = [];
  page.on('console', (message) => void (message.type() === 'error' && consoleErrors.push(message.text())));
  await sources.openCsv();
  await page.getByTestId('csv-table-name').fill('stock');
  await sources.upload('stock.csv', 'sku,warehouse,quantity,counted_on\nA,Riyadh,1,01/03/2024\nB,Jeddah,2,02/03/2024\n');
  assert.match((await sources.uploadResult()) ?? '', /stock\.csv uploaded: a new table “stock” with 2 rows/);
  // Whether the name is a table's was asked of the list of tables: no 404 logged for a new name.
  assert.deepEqual(consoleErrors, []);
  // Typing the table's own name replaces it, and the screen says so.
  await page.getByTestId('csv-table-name').fill('stock');
  await sources.upload('stock.csv', 'sku,warehouse,quantity,counted_on\nA,Riyadh,1,01/03/2024\nB,Jeddah,2,02/03/2024\n');
  await page.getByTestId('csv-upload-result').getByText('stock.csv uploaded: it replaced the table “stock”, which now has 2 rows.').waitFor();

  // The same table again, from a big file: its progress arrives while it loads, then it is cancelled.
  await page.getByTestId('csv-table-name').fill('stock');
  await sources.upload('stock-2024.csv', BIG);
  // The file is read once: while it loads, the rows so far and how much of the file is read (its row count is not
  // known before its end).
  assert.match((await sources.importStage('loading')) ?? '', /^Loading rows: [\d,]+ rows? loaded \([\d.]+ [kM]?B of [\d.]+ MB\)$/);
  // A name typed now would name nothing: the file already went with its name.
  assert.equal(await page.getByTestId('csv-table-name').isDisabled(), true);
  await shot(page, 'csv-progress-en');
  // The cancel's own answer is held back until the next file is on screen: the live update tells of the cancel first,
  // and an answer that comes late must not bring the cancelled upload back over the next one.
  const cancelAnswered = await heldBack(page, '**/api/stores/imports/*/cancel');
  assert.equal(await sources.cancelUpload(), 'The upload was cancelled; the previous table of this name is unchanged.');
  await shot(page, 'csv-cancelled-en');

  await sources.upload('stock.csv', 'sku,quantity\nA,1\nB,2,extra\nC,3\nD,4,5,6\n');
  const problems = [
    { line: '3', text: 'Line 3 has more values than the header has columns.' },
    { line: '5', text: 'Line 5 has more values than the header has columns.' },
  ];
  assert.deepEqual(await sources.uploadProblems(), problems);
  await cancelAnswered.release();
  assert.deepEqual(await sources.uploadProblems(), problems, 'the late answer to the cancel changed nothing');
  assert.equal(await page.getByTestId('csv-upload-cancelled').count(), 0);
  await shot(page, 'csv-problems-en');

  await page.getByTestId('csv-view-tables').click();
  await sources.tableNames();
  await page.getByTestId('open-rows').click();
  assert.deepEqual((await sources.rows()).map((row) => row[0]), ['A', 'B'], 'the table is the first upload, untouched');
  await context.close();
});

test('in Arabic: a second CSV source, its upload followed live, and a database table rows, right to left', async () => {
  const { context, page, sources } = await signedIn('owner-ar-imports@example.com', 'ar');
  const base = '/v2/dashboard/apps/default/data-sources';
  await sources.openIndex(base);
  assert.equal(await page.evaluate('document.documentElement.dir'), 'rtl');
  await sources.addSource('csv', 'قوائم الموردين', () => shot(page, 'add-source-ar'));
  await page.getByTestId('csv-upload-screen').waitFor();
  assert.equal((await sources.title())?.trim(), 'قوائم الموردين');

  await sources.upload('مخزون.csv', BIG);
  assert.match((await sources.importStage('loading')) ?? '', /^جارٍ تحميل الصفوف: /);
  await shot(page, 'csv-progress-ar');
  assert.equal(await sources.cancelUpload(), 'أُلغي الرفع؛ الجدول السابق بهذا الاسم لم يتغير.');
  await sources.upload('مخزون.csv', 'الصنف,الكمية\nعود,3\nعنبر,1\n');
  assert.match((await sources.uploadResult()) ?? '', /مخزون\.csv/);
  await shot(page, 'csv-uploaded-ar');
  await page.getByTestId('csv-view-tables').click();
  assert.deepEqual(await sources.tableNames(), ['mkhzwn']);
  assert.match(page.url(), /\?source=/);

  await sources.openIndex(base);
  assert.deepEqual((await sources.addedSources('csv')).map((source) => source.name), ['قوائم الموردين']);
  await shot(page, 'index-added-ar');

  // The default database, connected, and its table rows in Arabic.
  await page.goto(`${base}/database`);
  await page.getByTestId('db-url').fill(shop.url);
  await page.getByTestId('db-connect').click();
  await page.getByTestId('db-connected').waitFor();
  await page.getByTestId('open-rows').first().click();
  assert.equal((await sources.rows()).length, 10);
  assert.equal((await page.getByTestId('rows-read-only').textContent())?.trim(), arabic['dataSources.rows.readOnly']!.defaultMessage);
  await shot(page, 'database-rows-ar');
  await context.close();
});
