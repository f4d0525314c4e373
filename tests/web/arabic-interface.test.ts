import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import type { Browser, Locator, Page } from 'playwright-core';
import { buildDemoStore } from '@dukkan/data-source/demo/index.ts';
import type { TestApp } from '../helpers/test-app.ts';
import { query } from '../chat/support/chat-owner.ts';
import { signInThroughForm, startWithOwner } from './owner-session.ts';
import { newVisitor } from './browser.ts';
import { DataSourcesPage } from './pages/data-sources-page.ts';
import { WebChatPage } from './pages/web-chat-page.ts';

// The Arabic interface as an owner who also asks in English sees it: charts that read right to left with their
// labels clear of the axis, English titles and names whose punctuation stays where it was typed, and one set of
// digits (Arabic-Indic, as in the answers) for every number and date the interface itself writes.
const EMAIL = 'rania@example.com';
const PASSWORD = 'correct-horse-9';
let app: TestApp;
let browser: Browser;
let page: Page;

before(async () => {
  const owner = await startWithOwner({ storeName: 'Rania Abayas', email: EMAIL, password: PASSWORD });
  ({ app, browser } = owner);
  const storeId = owner.storeId;
  await buildDemoStore(app.databaseUrl, { store: Number(storeId), orders: 3000, seed: 5, currency: 'USD', utcOffsetHours: 3 });
  // Product names that end in punctuation, as many stores write them: "Linen Abaya (Beige)". Laid out right to left
  // without their own direction, the closing parenthesis would jump to the far end.
  for (const table of ['products', 'order_lines', 'product_days']) {
    await query(app, `UPDATE warehouse.${table} SET title = replace(title, ' - ', ' (') || ')' WHERE store_id = $1 AND title LIKE '% - %'`, [storeId]);
  }

  const context = await newVisitor(browser, app.url);
  page = await context.newPage();
  await signInThroughForm(page, { email: EMAIL, password: PASSWORD, name: 'Rania' });
});
after(async () => {
  await browser?.close();
  await app?.close();
});

async function setLanguage(language: 'en' | 'ar') {
  await page.evaluate((chosen) => {
    const saved = JSON.parse((globalThis as any).localStorage.getItem('dukkan') ?? '{}');
    saved.settings = { ...saved.settings, selectedLanguage: chosen };
    (globalThis as any).localStorage.setItem('dukkan', JSON.stringify(saved));
  }, language);
}

/**
 * Where a text's first and last characters land on screen, against the whole text's extent: text that reads left to
 * right as typed starts at its left edge and ends at its right edge ("how…month?", "Linen Abaya (Beige)").
 */
async function readsLeftToRight(element: Locator): Promise<{ text: string; inOrder: boolean }> {
  return element.evaluate((root) => {
    const doc = (globalThis as any).document;
    const walker = doc.createTreeWalker(root, 4 /* text nodes */);
    const rects: { left: number; right: number }[] = [];
    let text = '';
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      for (let k = 0; k < node.textContent.length; k++) {
        const range = doc.createRange();
        range.setStart(node, k);
        range.setEnd(node, k + 1);
        const rect = range.getBoundingClientRect();
        if (rect.width > 0) rects.push({ left: rect.left, right: rect.right });
      }
      text += node.textContent;
    }
    const left = Math.min(...rects.map((rect) => rect.left));
    const right = Math.max(...rects.map((rect) => rect.right));
    return { text, inOrder: rects[0].left - left < 0.5 && right - rects[rects.length - 1].right < 0.5 };
  });
}

interface Box { text: string; left: number; right: number; top: number; bottom: number; centre: number; middle: number }
interface ChartLayout {
  width: number;
  lying: boolean;
  /** The category (or date) axis line and the value axis line, as boxes in the chart. */
  categoryLine: Box;
  valueLine: Box;
  valueLabels: Box[];
  categoryLabels: Box[];
}

/**
 * The chart as drawn: its axis lines and tick labels. Upright bars and lines have categories or dates along the
 * bottom (x) and amounts up the side (y); bars lying on their side (data-layout="horizontal") the other way round.
 */
async function chartLayout(chart: Locator): Promise<ChartLayout> {
  await chart.locator('.MuiChartsAxis-directionX .MuiChartsAxis-tickLabel').first().waitFor();
  const lying = (await chart.getAttribute('data-layout')) === 'horizontal';
  // No named helpers inside: tsx would wrap them in a __name() the page does not have.
  const drawn = await chart.evaluate((root) => {
    const box = root.getBoundingClientRect();
    const selectors = ['X .MuiChartsAxis-line', 'Y .MuiChartsAxis-line', 'X .MuiChartsAxis-tickLabel', 'Y .MuiChartsAxis-tickLabel'].map((end) => `.MuiChartsAxis-direction${end}`);
    const [xLine, yLine, xLabels, yLabels] = selectors.map((selector) =>
      [...root.querySelectorAll(selector)].map((element: any) => {
        const r = element.getBoundingClientRect();
        return { text: String(element.textContent), left: r.left - box.left, right: r.right - box.left, top: r.top - box.top, bottom: r.bottom - box.top, centre: (r.left + r.right) / 2 - box.left, middle: (r.top + r.bottom) / 2 - box.top };
      }),
    );
    return { width: box.width, x: { line: xLine[0], labels: xLabels }, y: { line: yLine[0], labels: yLabels } };
  });
  const [category, value] = lying ? [drawn.y, drawn.x] : [drawn.x, drawn.y];
  return { width: drawn.width, lying, categoryLine: category.line, valueLine: value.line, categoryLabels: category.labels, valueLabels: value.labels };
}

/**
 * Asserts the chart reads in the interface's direction: the axis standing up (amounts, or the names of bars lying on
 * their side) on the start side with its labels outside it (never across the line), the table's rows (categories,
 * or dates from the earliest) from the start side on, or from the top down when the bars lie, the first one labelled
 * (every one when they lie) and no two labels touching.
 */
async function assertChartReads(answer: Locator, direction: 'ltr' | 'rtl', what: string) {
  const chart = answer.getByTestId('answer-chart');
  const layout = await chartLayout(chart);
  const rows = (await answer.getByTestId('answer-table').locator('tbody tr td:first-child').allTextContents()).map((text) => text.trim());
  assert.ok(layout.valueLabels.length >= 2, `${what}: value labels`);
  const standing = layout.lying ? layout.categoryLine : layout.valueLine;
  for (const label of layout.lying ? layout.categoryLabels : layout.valueLabels) {
    if (direction === 'rtl') assert.ok(label.left >= standing.right - 0.5, `${what}: "${label.text}" crosses the axis line at ${standing.right} (${label.left}–${label.right})`);
    else assert.ok(label.right <= standing.left + 0.5, `${what}: "${label.text}" crosses the axis line at ${standing.left} (${label.left}–${label.right})`);
  }
  // Which end of the axis lying across it the standing one meets (on a phone the bars' names take half the width).
  const across = layout.lying ? layout.valueLine : layout.categoryLine;
  const axisOnRight = standing.left > (across.left + across.right) / 2;
  assert.equal(axisOnRight, direction === 'rtl', `${what}: the standing axis is on the ${axisOnRight ? 'right' : 'left'}`);
  const along = layout.lying ? layout.valueLabels : layout.categoryLabels;
  const byPosition = [...along].sort((a, b) => a.left - b.left);
  for (let k = 1; k < byPosition.length; k++) {
    assert.ok(byPosition[k].left - byPosition[k - 1].right >= 4, `${what}: "${byPosition[k - 1].text}" and "${byPosition[k].text}" touch or overlap`);
  }
  for (const label of along) assert.ok(label.left >= 0 && label.right <= layout.width + 0.5, `${what}: "${label.text}" is cut off at the chart's edge (${label.left}–${label.right} of ${layout.width})`);
  const shown = layout.categoryLabels.filter((label) => rows.includes(label.text.trim())).map((label) => ({ row: rows.indexOf(label.text.trim()), centre: label.centre, middle: label.middle }));
  shown.sort((a, b) => a.row - b.row);
  if (layout.lying) {
    assert.equal(shown.length, Math.min(rows.length, 25), `${what}: every bar is named: ${JSON.stringify(layout.categoryLabels.map((label) => label.text))} for ${JSON.stringify(rows)}`);
    for (let k = 1; k < shown.length; k++) assert.ok(shown[k].middle > shown[k - 1].middle, `${what}: row ${shown[k].row} is drawn above row ${shown[k - 1].row}`);
    return;
  }
  assert.ok(shown.length >= 2, `${what}: category labels ${JSON.stringify(layout.categoryLabels)} match the table's rows ${JSON.stringify(rows)}`);
  assert.equal(shown[0].row, 0, `${what}: the first row's label is shown`);
  for (let k = 1; k < shown.length; k++) {
    const onwards = direction === 'rtl' ? shown[k].centre < shown[k - 1].centre : shown[k].centre > shown[k - 1].centre;
    assert.ok(onwards, `${what}: row ${shown[k].row} is drawn ${direction === 'rtl' ? 'right' : 'left'} of row ${shown[k - 1].row}`);
  }
}

/** Text the interface itself wrote with Western digits: everything but the owner's data (marked dir=auto). */
async function westernDigits(element: Locator): Promise<string[]> {
  return element.evaluate((root) => {
    const doc = (globalThis as any).document;
    const walker = doc.createTreeWalker(root, 4 /* text nodes */);
    const found: string[] = [];
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      if (node.parentElement?.closest('[dir=auto]')) continue;
      if (/[0-9]/.test(node.textContent)) found.push(node.textContent);
    }
    return found;
  });
}

/**
 * How an answer table's header lays out: whether the first column (the names) sits on the left, and whether each
 * header's text hugs the side its column reads from (names at their start, amounts at their end).
 */
async function tableLayout(answer: Locator): Promise<{ namesOnLeft: boolean; namesAt: 'left' | 'right'; amountsAt: 'left' | 'right' }> {
  return answer.getByTestId('answer-table').evaluate((table) => {
    const doc = (globalThis as any).document;
    const [names, amounts] = ['th:first-child', 'th:last-child'].map((selector) => {
      const cell = table.querySelector(selector)!;
      const range = doc.createRange();
      range.selectNodeContents(cell);
      const text = range.getBoundingClientRect();
      const box = cell.getBoundingClientRect();
      return { left: box.left, side: text.left - box.left < box.right - text.right ? ('left' as const) : ('right' as const) };
    });
    return { namesOnLeft: names.left < amounts.left, namesAt: names.side, amountsAt: amounts.side };
  });
}

test('an English conversation in the Arabic interface: its title and question read as typed, its charts right to left', async () => {
  await setLanguage('en');
  const chat = new WebChatPage(page);
  await chat.open();
  await chat.ask('how were sales last month?');
  await chat.waitForAnswer(0);
  await chat.ask('gross sales by month this year');
  await chat.waitForAnswer(1);
  await chat.ask('top 5 products by sales this year');
  await chat.waitForAnswer(2);
  await assertChartReads(chat.answer(1), 'ltr', 'English interface, months');
  await assertChartReads(chat.answer(2), 'ltr', 'English interface, products');
  // Five names as long as the products' stand under upright bars only one in two: the bars lie, each one named.
  assert.equal(await chat.answer(2).getByTestId('answer-chart').getAttribute('data-layout'), 'horizontal');
  assert.deepEqual(await tableLayout(chat.answer(2)), { namesOnLeft: true, namesAt: 'left', amountsAt: 'right' });
  await chat.answer(2).getByTestId('answer-chart').screenshot({ path: '/tmp/dukkan-chart-en-products.png' });

  await setLanguage('ar');
  await chat.open();
  const title = chat.conversations().first().getByTestId('conversation-title');
  assert.equal((await title.textContent())?.trim(), 'how were sales last month?');
  assert.deepEqual(await readsLeftToRight(title), { text: 'how were sales last month?', inOrder: true }, 'the title keeps its question mark at the end');
  await chat.conversations().first().click();
  await chat.waitForAnswer(2);
  assert.deepEqual(await readsLeftToRight(page.getByTestId('question').first()), { text: 'how were sales last month?', inOrder: true });
  await assertChartReads(chat.answer(1), 'rtl', 'Arabic interface, English months');
  await assertChartReads(chat.answer(2), 'rtl', 'Arabic interface, English products');
  // The English answer's own table still reads left to right: names on the left, amounts aligned right.
  assert.deepEqual(await tableLayout(chat.answer(2)), { namesOnLeft: true, namesAt: 'left', amountsAt: 'right' });
  await chat.answer(1).getByTestId('answer-chart').screenshot({ path: '/tmp/dukkan-chart-ar-en-months.png' });
  await chat.answer(2).getByTestId('answer-chart').screenshot({ path: '/tmp/dukkan-chart-ar-en-products.png' });
  await page.getByTestId('conversation-list').screenshot({ path: '/tmp/dukkan-history-ar.png' });
  await chat.answer(2).screenshot({ path: '/tmp/dukkan-answer-en-in-ar.png' });
});

test('an Arabic answer about products keeps English product names in order, and its chart reads right to left', async () => {
  await setLanguage('ar');
  const chat = new WebChatPage(page);
  await chat.open();
  await page.getByTestId('new-conversation').click();
  await chat.ask('أفضل ٥ منتجات مبيعاً هذه السنة');
  await chat.waitForAnswer(0);
  assert.equal(await chat.answer(0).getAttribute('dir'), 'rtl');
  const names = chat.answer(0).getByTestId('answer-table').locator('tbody tr td:first-child');
  assert.ok((await names.count()) >= 2);
  for (const cell of await names.all()) {
    const { text, inOrder } = await readsLeftToRight(cell);
    assert.match(text, /^[A-Za-z].*\)$/, 'a Latin product name ending in a parenthesis');
    assert.ok(inOrder, `"${text}" is drawn out of order`);
  }
  await assertChartReads(chat.answer(0), 'rtl', 'Arabic interface, Arabic products');
  assert.deepEqual(await tableLayout(chat.answer(0)), { namesOnLeft: false, namesAt: 'right', amountsAt: 'left' });
  await chat.answer(0).screenshot({ path: '/tmp/dukkan-answer-ar-products.png' });
  // On a phone the amounts' axis has room for fewer of them: those that would touch are left out (five were drawn
  // over each other).
  await page.setViewportSize({ width: 390, height: 844 });
  try {
    await page.waitForFunction(() => {
      const svg = (globalThis as any).document.querySelector('[data-testid=answer-chart] svg');
      return svg && svg.getBoundingClientRect().width < 390;
    });
    await assertChartReads(chat.answer(0), 'rtl', 'Arabic products on a phone');
    await chat.answer(0).getByTestId('answer-chart').screenshot({ path: '/tmp/dukkan-chart-ar-products-phone.png' });
  } finally {
    await page.setViewportSize({ width: 1280, height: 900 });
  }
  await chat.ask('المبيعات حسب الشهر هذه السنة');
  await chat.waitForAnswer(1);
  await assertChartReads(chat.answer(1), 'rtl', 'Arabic interface, Arabic months');
  await chat.answer(1).getByTestId('answer-chart').screenshot({ path: '/tmp/dukkan-chart-ar-months.png' });
  // Shares are a pie, which has no axis to mirror: its legend sits on the start side like the rest of the page.
  await chat.ask('المبيعات حسب الدولة هذه السنة كمخطط دائري');
  await chat.waitForAnswer(2);
  const pie = chat.answer(2).getByTestId('answer-chart');
  assert.equal(await pie.getAttribute('data-chart-type'), 'pie');
  await pie.locator('svg').first().waitFor();
  await pie.screenshot({ path: '/tmp/dukkan-chart-ar-pie.png' });
});

test('the Arabic interface writes every number and date with Arabic-Indic digits, like the answers', async () => {
  // The Saudi home page (the bare / is the English one by SPEC).
  await page.goto('/sa');
  await page.getByTestId('pricing-section').waitFor();
  // The contact phone number is written as dialled.
  const home = (await westernDigits(page.getByTestId('home-page'))).filter((text) => !text.includes('+966'));
  assert.deepEqual(home, [], 'the home page: steps, prices, plans');
  await page.screenshot({ path: '/tmp/dukkan-home-ar.png', fullPage: true });
  await setLanguage('ar');

  await page.goto('/dashboard');
  const summary = page.getByTestId('store-summary');
  await summary.waitFor();
  assert.deepEqual(await westernDigits(summary), [], 'the store card');
  assert.match((await summary.textContent()) ?? '', /٣٬٠٠٠/, 'the warehouse holds 3,000 orders, in Arabic-Indic digits');
  await page.screenshot({ path: '/tmp/dukkan-dashboard-ar.png' });

  const chat = new WebChatPage(page);
  await chat.open();
  const history = page.getByTestId('conversation-list');
  await chat.conversations().first().waitFor();
  assert.deepEqual(await westernDigits(history), [], 'the conversations and their times');
  assert.match((await chat.conversations().first().textContent()) ?? '', /[٠-٩]/);

  // A CSV's table: its row and column counts, and the rows screen's paging, are the interface's numbers; the
  // cells are the owner's data and keep whatever digits the file had.
  const sources = new DataSourcesPage(page);
  await sources.openCsv();
  const lines = Array.from({ length: 12 }, (_, k) => `OUD-${k + 1},${k * 3 + 1},${(k + 1) * 12.5}`);
  await sources.upload('stock.csv', ['sku,qty,price', ...lines].join('\n'));
  await sources.uploadResult();
  await page.goto('/dashboard/data-sources/csv/tables');
  const table = page.getByTestId('csv-table').first();
  await table.waitFor();
  assert.deepEqual(await westernDigits(page.locator('main')), [], 'the CSV tables screen');
  assert.match((await table.textContent()) ?? '', /١٢/, 'twelve rows, in Arabic-Indic digits');
  await page.screenshot({ path: '/tmp/dukkan-csv-tables-ar.png' });
  await table.getByTestId('open-rows').click();
  await page.getByTestId('rows-pagination').waitFor();
  await page.getByTestId('data-row').first().waitFor();
  assert.deepEqual(await westernDigits(page.locator('main')), [], 'the rows screen (its cells are the owner\'s data)');
  assert.match((await page.getByTestId('rows-pagination').textContent()) ?? '', /١٢/);
  await page.screenshot({ path: '/tmp/dukkan-csv-rows-ar.png' });
});
