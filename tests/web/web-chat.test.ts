import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { buildDemoStore } from '@dukkan/data-source/demo/index.ts';
import { toGlobalId } from '@dukkan/shared';
import type { TestApp } from '../helpers/test-app.ts';
import { signInThroughForm, startWithOwner } from './owner-session.ts';
import { newVisitor } from './browser.ts';
import { WebChatPage } from './pages/web-chat-page.ts';
import { LoginPage } from './pages/auth-pages.ts';
import { query } from '../chat/support/chat-owner.ts';

const root = path.resolve(new URL('../..', import.meta.url).pathname);
const catalogue = JSON.parse(readFileSync(path.join(root, 'web/locale/ar.json'), 'utf8')) as Record<string, { defaultMessage: string }>;
const EMAIL = 'layla@example.com';
const PASSWORD = 'correct-horse-9';
let app: TestApp;
let storeId = '';
let browser: Browser;

before(async () => {
  ({ app, browser, storeId } = await startWithOwner({ storeName: 'Layla Dates', email: EMAIL, password: PASSWORD }));
  // The product's demo generator, ending now, so "last month" and "this month" have orders.
  await buildDemoStore(app.databaseUrl, { store: Number(storeId), orders: 3000, seed: 11, currency: 'USD', utcOffsetHours: 3 });
});
after(async () => {
  await browser?.close();
  await app?.close();
});

async function signIn(page: Page) {
  await signInThroughForm(page, { email: EMAIL, password: PASSWORD, name: 'Layla' });
}

/** A new visitor signed in as the owner, on the web chat. */
async function openChat() {
  const context = await newVisitor(browser, app.url);
  const page = await context.newPage();
  await signIn(page);
  const chat = new WebChatPage(page);
  await chat.open();
  return { context, page, chat };
}

test('an owner asks in English and sees the streamed sentence, a table and a chart; then in Arabic, right to left', async () => {
  const { context, page, chat } = await openChat();

  await chat.ask('total sales last month');
  await chat.waitForAnswer(0);
  await chat.waitForStream(0);
  const english = (await chat.answerText(0)) ?? '';
  assert.match(english, /\d/, 'the sentence has the number');
  assert.ok(await chat.answer(0).getByTestId('answer-table').locator('tbody tr').count() > 0, 'a table with rows');
  assert.equal(await chat.answer(0).getAttribute('dir'), 'ltr');
  await chat.answer(0).getByTestId('toggle-sql').click();
  assert.match((await chat.answer(0).getByTestId('answer-sql').textContent()) ?? '', /select/i);

  // A single total shows as figures; over time it is a line chart (MUI X Charts draws SVG).
  await chat.ask('sales by day last month');
  await chat.waitForAnswer(1);
  await chat.answer(1).getByTestId('answer-chart').locator('svg').first().waitFor();
  assert.equal(await chat.answer(1).getByTestId('answer-chart').getAttribute('data-chart-type'), 'line');
  await page.screenshot({ path: '/tmp/dukkan-web-chat-en.png' });
  await chat.answer(1).getByTestId('answer-chart').screenshot({ path: '/tmp/dukkan-web-chat-chart.png' });

  // Two totals compared are two bars told apart by the legend: no axis label repeats a bar's own value.
  await chat.ask('sales last month vs the month before');
  await chat.waitForAnswer(2);
  await chat.answer(2).getByTestId('answer-chart').locator('svg').first().waitFor();
  const compared = chat.answer(2).getByTestId('answer-chart');
  assert.equal(await compared.getAttribute('data-chart-type'), 'bar');
  const ticks = (await compared.locator('.MuiChartsAxis-directionX .MuiChartsAxis-tickLabel').allTextContents()).join(' ');
  assert.doesNotMatch(ticks, /\d/, `x-axis labels: ${ticks}`);
  assert.match((await compared.textContent()) ?? '', /previous/i, 'the legend names the earlier period');
  // The new question was scrolled to the top of the thread, its sentence in sight below it, though the answer before
  // is long (it stayed at the bottom, its answer arriving out of sight).
  await page.waitForFunction(() => {
    const document = (globalThis as any).document;
    const thread = document.querySelector('[data-testid=thread]').getBoundingClientRect();
    const question = [...document.querySelectorAll('[data-testid=question]')].at(-1).getBoundingClientRect();
    const sentence = [...document.querySelectorAll('[data-testid=answer-text]')].at(-1).getBoundingClientRect();
    return Math.abs(question.top - thread.top) < 24 && sentence.bottom <= thread.bottom;
  }, undefined, { timeout: 5000 });

  // The conversation is in the history, titled with its first question; clear context says so in a toast.
  await chat.conversations().filter({ hasText: 'total sales last month' }).first().waitFor();
  await page.getByTestId('clear-context').click();
  await page.getByTestId('toast').waitFor();
  // The thread marks where the context was cleared: what follows starts afresh.
  await page.getByTestId('context-cleared').waitFor();

  // An ambiguous question gets a clarifying question whose options are chips.
  await chat.ask('how much did I make last month');
  await chat.waitForAnswer(3);
  await chat.waitForStream(3);
  await chat.answer(3).getByTestId('clarifying').waitFor();
  assert.ok((await chat.answer(3).getByTestId('suggestion').count()) >= 2);

  // The UI in Arabic (the language the app keeps in local storage), a new conversation, an Arabic question.
  await page.evaluate(`(() => { const s = JSON.parse(localStorage.getItem('dukkan')); s.settings.selectedLanguage = 'ar'; localStorage.setItem('dukkan', JSON.stringify(s)); })()`);
  await chat.open(`/v2/dashboard/apps/${encodeURIComponent(toGlobalId('Store', storeId))}/web-chat`);
  assert.equal(await page.evaluate('document.documentElement.dir'), 'rtl');
  await chat.ask('كم عدد الطلبات هذا الشهر');
  await chat.waitForAnswer(0);
  await chat.waitForStream(0);
  const arabic = (await chat.answerText(0)) ?? '';
  assert.match(arabic, /[\u0600-\u06FF]/, `an Arabic answer: ${arabic}`);
  assert.equal(await chat.answer(0).getAttribute('dir'), 'rtl');

  // Copying shows the catalogue's toast; a suggestion chip asks it as the next question.
  await chat.answer(0).getByTestId('copy-answer').click();
  await page.getByText(catalogue['webChat.answerCopied'].defaultMessage).waitFor();
  await chat.ask('المبيعات حسب المدينة هذا العام');
  await chat.waitForAnswer(1);
  await chat.answer(1).getByTestId('answer-chart').locator('svg').first().waitFor();
  await page.screenshot({ path: '/tmp/dukkan-web-chat-ar.png' });
  await chat.answer(1).getByTestId('answer-chart').screenshot({ path: '/tmp/dukkan-web-chat-chart-ar.png' });
  await chat.answer(1).getByTestId('suggestion').first().click();
  await chat.waitForAnswer(2);
  assert.match((await chat.answerText(2)) ?? '', /[\u0600-\u06FF]/);
  // Bars lying on their side for two periods say which colour is which (the key was hidden: two colours, no names).
  await chat.ask('الطلبات حسب القناة هذا الشهر مقارنة بالشهر الماضي');
  await chat.waitForAnswer(3);
  const periods = chat.answer(3).getByTestId('answer-chart');
  await periods.locator('svg').first().waitFor();
  assert.equal(await periods.getAttribute('data-layout'), 'horizontal');
  assert.match((await periods.locator('.MuiChartsLegend-root').textContent()) ?? '', /السابقة/, 'the key names the earlier period');

  // The history opens an earlier conversation with its answers.
  await chat.conversations().filter({ hasText: 'total sales last month' }).first().click();
  await page.getByTestId('question').filter({ hasText: 'sales by day last month' }).waitFor();
  assert.equal(await chat.answerText(0), english);
  await context.close();
});

test("an empty chat offers questions to start with, about the store's own data, in the interface's language; a click asks one", async () => {
  const { context, page, chat } = await openChat();
  const starters = page.getByTestId('starter-question');
  await starters.first().waitFor();
  assert.ok((await starters.count()) >= 2);
  const first = (await starters.first().textContent()) ?? '';
  assert.doesNotMatch(first, /[\u0600-\u06FF]/, first);
  await starters.first().click();
  await chat.waitForAnswer(0);
  assert.equal(await page.getByTestId('question').first().textContent(), first);
  assert.ok(await chat.answer(0).getByTestId('answer-table').locator('tbody tr').count() > 0, `a table answers "${first}"`);

  // In Arabic the chips are Arabic questions, laid out right to left.
  await page.evaluate(`(() => { const s = JSON.parse(localStorage.getItem('dukkan')); s.settings.selectedLanguage = 'ar'; localStorage.setItem('dukkan', JSON.stringify(s)); })()`);
  await chat.open();
  await page.getByTestId('starter-questions').getByText(catalogue['webChat.startWith'].defaultMessage).waitFor();
  const arabic = (await starters.first().textContent()) ?? '';
  assert.match(arabic, /[\u0600-\u06FF]/, arabic);
  assert.equal(await page.evaluate('document.documentElement.dir'), 'rtl');
  await page.screenshot({ path: '/tmp/dukkan-web-chat-starters-ar.png' });
  await context.close();
});

test('when the live stream cannot start, the finished answer still arrives', async () => {
  const context = await newVisitor(browser, app.url);
  const page = await context.newPage();
  // Every WebSocket to the product is refused: only HTTP (the ask mutation) gets through.
  await page.routeWebSocket(/\/graphql/, (socket) => socket.close());
  await signIn(page);
  const chat = new WebChatPage(page);
  await chat.open();
  await chat.ask('how many orders last month');
  await chat.waitForAnswer(0);
  assert.match((await chat.answerText(0)) ?? '', /\d/);
  assert.equal(await chat.answer(0).getAttribute('data-streamed'), '0', 'nothing came live');

  // On a phone the history sits in a drawer.
  await page.setViewportSize({ width: 390, height: 844 });
  await chat.open();
  await page.keyboard.press('Escape'); // the shell's navigation drawer, if it opened over the screen
  await page.getByTestId('show-history').click();
  await page.screenshot({ path: '/tmp/dukkan-web-chat-phone.png' });
  await page.locator('[data-testid=conversation-item]:visible', { hasText: 'how many orders last month' }).waitFor();
  await context.close();
});

/**
 * Shows the SQL of an answer and measures what the owner sees: the SQL box comes into view, and no line of the SQL
 * (its first word included) lies under the copy button.
 */
async function showSqlAndMeasure(page: Page, chat: WebChatPage, index: number) {
  await chat.answer(index).getByTestId('toggle-sql').click();
  const sql = chat.answer(index).getByTestId('answer-sql');
  await sql.waitFor();
  // In view: the box lies inside the scrolled thread and the window (the scroll is smooth, so it is awaited).
  await page.waitForFunction(
    (i) => {
      const doc = (globalThis as any).document;
      const element = doc.querySelectorAll('[data-testid=answer]')[i].querySelector('[data-testid=answer-sql]');
      const box = element.getBoundingClientRect();
      let scroller = element.parentElement;
      while (scroller && !(/(auto|scroll)/.test((globalThis as any).getComputedStyle(scroller).overflowY) && scroller.scrollHeight > scroller.clientHeight)) scroller = scroller.parentElement;
      const frame = scroller ? scroller.getBoundingClientRect() : { top: 0, bottom: (globalThis as any).innerHeight };
      const bottom = Math.min(frame.bottom, (globalThis as any).innerHeight);
      // All of it when it fits, else its start.
      return box.top >= frame.top - 1 && (box.height <= bottom - frame.top ? box.bottom <= bottom + 1 : box.top + 40 <= bottom);
    },
    index,
    { timeout: 5_000 },
  );
  return sql.evaluate((pre) => {
    const doc = (globalThis as any).document;
    const button = pre.closest('[data-testid=answer-sql-box]').querySelector('[data-testid=copy-sql]').getBoundingClientRect();
    const range = doc.createRange();
    range.selectNodeContents(pre);
    const lines = [...range.getClientRects()].filter((line: any) => line.width > 0);
    const overlaps = lines.filter((line: any) => line.left < button.right && line.right > button.left && line.top < button.bottom && line.bottom > button.top);
    // The first letter of the SQL is what is painted at its place, not the button.
    const first = doc.createRange();
    first.setStart(pre.firstChild, 0);
    first.setEnd(pre.firstChild, 1);
    const letter = first.getBoundingClientRect();
    const painted = doc.elementFromPoint(letter.left + letter.width / 2, letter.top + letter.height / 2);
    return { lines: lines.length, overlaps: overlaps.length, firstLetterShown: painted === pre, text: String(pre.textContent).slice(0, 12) };
  });
}

test('"Show SQL" brings the SQL into view, the copy button covers none of it in either interface, and money axes name the currency', async () => {
  const [{ currency }] = await query(app, 'SELECT currency FROM store WHERE id = $1', [storeId]);
  const { context, page, chat } = await openChat();
  // A long answer (a month of days: chart and table), so its SQL opens below the fold.
  await chat.ask('sales by day last month');
  await chat.waitForAnswer(0);
  const chart = chat.answer(0).getByTestId('answer-chart');
  await chart.locator('svg').first().waitFor();
  assert.equal(await chart.locator('.MuiChartsAxis-directionY .MuiChartsAxis-label').textContent(), new Intl.DisplayNames('en-US', { type: 'currency' }).of(currency));
  await chart.screenshot({ path: '/tmp/dukkan-chart-money-en.png' });
  const english = await showSqlAndMeasure(page, chat, 0);
  await page.screenshot({ path: '/tmp/dukkan-sql-en.png' });
  assert.ok(english.lines > 0 && /^select/i.test(english.text), JSON.stringify(english));
  assert.deepEqual([english.overlaps, english.firstLetterShown], [0, true], JSON.stringify(english));

  await page.evaluate(`(() => { const s = JSON.parse(localStorage.getItem('dukkan')); s.settings.selectedLanguage = 'ar'; localStorage.setItem('dukkan', JSON.stringify(s)); })()`);
  await chat.open(`/v2/dashboard/apps/${encodeURIComponent(toGlobalId('Store', storeId))}/web-chat`);
  await chat.ask('المبيعات حسب المدينة هذا العام');
  await chat.waitForAnswer(0);
  const arabicChart = chat.answer(0).getByTestId('answer-chart');
  await arabicChart.locator('svg').first().waitFor();
  // Many cities lie on their side: the money runs along the bottom, and every city's bar is named.
  assert.equal(await arabicChart.locator('.MuiChartsAxis-directionX .MuiChartsAxis-label').textContent(), new Intl.DisplayNames('ar', { type: 'currency' }).of(currency));
  const ticks = await arabicChart.locator('.MuiChartsAxis-directionX .MuiChartsAxis-tickLabel').allTextContents();
  assert.ok(ticks.length > 1 && ticks.every((tick) => !/[0-9]/.test(tick)) && ticks.some((tick) => /[١-٩]/.test(tick)), `Arabic-Indic ticks: ${ticks.join(' | ')}`);
  const rows = await chat.answer(0).getByTestId('answer-table').locator('tbody tr').count();
  const named = (await arabicChart.locator('.MuiChartsAxis-directionY .MuiChartsAxis-tickLabel').allTextContents()).filter((label) => label.trim());
  assert.equal(named.length, Math.min(rows, 25), `city labels: ${named.join(' | ')}`);
  await arabicChart.screenshot({ path: '/tmp/dukkan-chart-money-ar.png' });
  const arabic = await showSqlAndMeasure(page, chat, 0);
  await page.screenshot({ path: '/tmp/dukkan-sql-ar.png' });
  await chat.answer(0).getByTestId('answer-sql-box').screenshot({ path: '/tmp/dukkan-sql-box-ar.png' });
  assert.ok(/^select/i.test(arabic.text), JSON.stringify(arabic));
  assert.deepEqual([arabic.overlaps, arabic.firstLetterShown], [0, true], JSON.stringify(arabic));
  await context.close();
});

test('month over month draws each month\'s change as bars beside the month before; days of the week run in the store\'s week', async () => {
  const { context, chat } = await openChat();
  await chat.ask('orders by month this year with month over month growth');
  await chat.waitForAnswer(0);
  const chart = chat.answer(0).getByTestId('answer-chart');
  await chart.locator('svg').first().waitFor();
  assert.equal(await chart.getAttribute('data-chart-type'), 'bar');
  const table = chat.answer(0).getByTestId('answer-table');
  assert.deepEqual((await table.locator('thead th').allTextContents()).map((text) => text.trim()), ['month', 'orders', 'orders (previous month)', 'change']);
  assert.match((await chat.answerText(0)) ?? '', /each month against the one before: the biggest rise in \w+ \d{4} \(\d[\d,]*, \+\d/);
  await chart.screenshot({ path: '/tmp/dukkan-chart-steps.png' });

  // A store paid in dollars rests on Saturday and Sunday: its week runs Monday to Sunday.
  await chat.ask('orders by day of the week last month');
  await chat.waitForAnswer(1);
  const days = await chat.answer(1).getByTestId('answer-table').locator('tbody tr td:first-child').allTextContents();
  assert.deepEqual(days, ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday']);

  // A few quarters of a total asked as a pie are its slices, each named as the table names its quarter.
  await chat.ask('sales by quarter last year as a pie chart');
  await chat.waitForAnswer(2);
  const pie = chat.answer(2).getByTestId('answer-chart');
  await pie.locator('svg').first().waitFor();
  assert.equal(await pie.getAttribute('data-chart-type'), 'pie');
  const quarters = (await chat.answer(2).getByTestId('answer-table').locator('tbody tr td:first-child').allTextContents()).map((text) => text.trim());
  assert.deepEqual(quarters, ['Q1 2025', 'Q2 2025', 'Q3 2025', 'Q4 2025'], 'quarters are named, not by their first day');
  const legend = await pie.textContent();
  for (const quarter of quarters) assert.ok(legend?.includes(quarter), `the pie names ${quarter}: ${legend}`);
  assert.doesNotMatch(legend ?? '', /\d{4}-\d{2}-\d{2}/, 'no slice is named by its raw first day');
  await pie.screenshot({ path: '/tmp/dukkan-chart-pie-quarters.png' });
  await context.close();
});

test('groups past a threshold are listed with how many there are, then counted, in Arabic, right to left', async () => {
  const context = await newVisitor(browser, app.url);
  const page = await context.newPage();
  await signIn(page);
  await page.evaluate(`(() => { const s = JSON.parse(localStorage.getItem('dukkan')); s.settings.selectedLanguage = 'ar'; localStorage.setItem('dukkan', JSON.stringify(s)); })()`);
  const chat = new WebChatPage(page);
  await chat.open();
  // The demo store's cities with more than 100 orders, counted here from the warehouse itself.
  const cities = await query(app, `SELECT city FROM warehouse.orders WHERE store_id = $1 AND city IS NOT NULL GROUP BY 1 HAVING count(*) > 100`, [storeId]);
  assert.ok(cities.length >= 2, 'the demo store has several busy cities');
  await chat.ask('المدن اللي فيها أكثر من ١٠٠ طلب');
  await chat.waitForAnswer(0);
  const listed = chat.answer(0);
  assert.equal(await listed.getAttribute('dir'), 'rtl');
  assert.equal(await listed.getByTestId('answer-table').locator('tbody tr').count(), cities.length);
  const count = cities.length.toLocaleString('ar-EG');
  assert.match((await chat.answerText(0)) ?? '', new RegExp(`حيث الطلبات أكثر من ١٠٠: ${count} `));
  await listed.getByTestId('answer-chart').locator('svg').first().waitFor();
  assert.equal(await listed.getByTestId('answer-chart').getAttribute('data-chart-type'), 'bar');
  // The first suggestion asks how many they are.
  await listed.getByTestId('suggestion').filter({ hasText: 'كم عددها؟' }).click();
  await chat.waitForAnswer(1);
  assert.match((await chat.answerText(1)) ?? '', new RegExp(`^عدد المدن منذ البداية، حيث الطلبات أكثر من ١٠٠: ${count}\\.$`));
  await page.screenshot({ path: '/tmp/dukkan-web-chat-threshold-ar.png' });
  await context.close();
});

test('products with no sales last month are listed with their last sale, then counted; no chart is drawn for a list', async () => {
  const { context, page, chat } = await openChat();
  // The catalog's products with no sale in last month (the store's timezone, Riyadh), counted from the warehouse itself.
  const [{ n }] = await query(app, `SELECT count(*)::int AS n FROM (SELECT DISTINCT title FROM warehouse.products WHERE store_id = $1) p
    WHERE NOT EXISTS (SELECT 1 FROM warehouse.order_lines l JOIN warehouse.orders o ON o.store_id = l.store_id AND o.id = l.order_id
      WHERE l.store_id = $1 AND l.title = p.title AND o.cancelled_at IS NULL
        AND o.created_at >= date_trunc('month', (now() AT TIME ZONE 'Asia/Riyadh') - interval '1 month') AT TIME ZONE 'Asia/Riyadh'
        AND o.created_at < date_trunc('month', now() AT TIME ZONE 'Asia/Riyadh') AT TIME ZONE 'Asia/Riyadh')`, [storeId]);
  assert.ok(n > 0, 'some products of the demo store sold nothing last month');
  await chat.ask('products with no sales last month');
  await chat.waitForAnswer(0);
  const listed = chat.answer(0);
  const table = listed.getByTestId('answer-table');
  assert.deepEqual(await table.locator('thead th').allTextContents(), ['product', 'last sold', 'units sold before']);
  assert.equal(await table.locator('tbody tr').count(), n);
  assert.match((await chat.answerText(0)) ?? '', new RegExp(`^${n} products? with no sales last month \\(`));
  // The first row's last sale is a date as the owner reads it ("Sep 29, 2026"), or a dash for a product never sold.
  assert.match(await table.locator('tbody tr').first().locator('td').nth(1).textContent() ?? '', /^(?:[A-Z][a-z]{2} \d{1,2}, \d{4}|—)$/);
  assert.equal(await listed.getByTestId('answer-chart').count(), 0);
  await page.screenshot({ path: '/tmp/dukkan-web-chat-no-sales.png' });
  await listed.getByTestId('suggestion').filter({ hasText: 'How many are there?' }).click();
  await chat.waitForAnswer(1);
  assert.match((await chat.answerText(1)) ?? '', new RegExp(`^${n} products? with no sales last month \\(.+\\)\\.$`));
  await context.close();
});

test('a reload keeps the open conversation; on a phone the history drawer opens above the app bar and starts a new one', async () => {
  const { context, page, chat } = await openChat();
  await chat.ask('orders last month');
  await chat.waitForAnswer(0);
  await chat.waitForStream(0);
  await page.reload();
  await page.getByTestId('question').first().waitFor();
  assert.equal(await page.getByTestId('question').first().textContent(), 'orders last month');
  // A follow-up after the reload still has the conversation's context: last month, in Riyadh.
  await chat.ask('and in Riyadh?');
  await chat.waitForAnswer(1);
  assert.match((await chat.answerText(1)) ?? '', /last month.*Riyadh/);

  await page.setViewportSize({ width: 390, height: 800 });
  await page.getByTestId('show-history').click();
  // Clicked for real (no force): the app bar used to sit over the drawer's first button and take the click.
  await page.getByTestId('new-conversation').last().click({ timeout: 5000 });
  await page.screenshot({ path: '/tmp/dukkan-web-chat-drawer.png' });
  await page.getByTestId('question').first().waitFor({ state: 'detached' });
  await context.close();
});

test('a session revoked elsewhere signs the owner out at the next question, to the login screen', async () => {
  const { context, page, chat } = await openChat();
  const token = await page.evaluate(() => JSON.parse((globalThis as any).localStorage.getItem('dukkan')).auth.token as string);
  // Signed out from another device: the token names no session any more.
  assert.equal((await app.api('POST', '/auth/logout', { token })).status, 200);
  await chat.ask('orders today');
  await page.waitForURL((url) => url.pathname.endsWith('/login'), { timeout: 15_000 });
  await new LoginPage(page).waitForIt();
  assert.equal(await page.evaluate(() => JSON.parse((globalThis as any).localStorage.getItem('dukkan')).auth.token), '');
  await context.close();
});

test('an order looked up reads down, a field to a line, with its tracking page as a link', async () => {
  const { context, page, chat } = await openChat();
  const [order] = await query(app, `SELECT o.order_number, s.tracking_number FROM warehouse.orders o JOIN warehouse.shipments s ON s.store_id = o.store_id AND s.order_id = o.id
    WHERE o.store_id = $1 AND s.tracking_number IS NOT NULL ORDER BY o.id LIMIT 1`, [storeId]);
  await chat.ask(`where is order ${order.order_number}?`);
  await chat.waitForAnswer(0);
  const table = chat.answer(0).getByTestId('answer-table');
  await table.waitFor();
  assert.equal(await table.getAttribute('data-layout'), 'record');
  const fields = await table.locator('tbody tr th').allTextContents();
  assert.ok(fields.length >= 8, `fields: ${fields.join(', ')}`);
  assert.ok((await table.locator('tbody tr').filter({ hasText: order.tracking_number }).count()) >= 1, 'the tracking number on a line of its own');
  const link = table.getByRole('link');
  if (await link.count()) assert.match((await link.first().getAttribute('href')) ?? '', /^https?:\/\//);
  await page.screenshot({ path: '/tmp/dukkan-order-record.png' });
  await context.close();
});

test('a long history lists the latest 30 conversations, and "Show older conversations" brings the rest until none is left', async () => {
  const [owner] = await query(app, 'SELECT id FROM auth_user WHERE email = $1', [EMAIL]);
  // Seventy conversations from before this test, one a day, titled by their day: the owner's months of questions.
  await query(app, `INSERT INTO chat_conversation (store_id, user_id, channel, title, updated_at, created_at)
    SELECT $1, $2, 'web', 'question of day ' || d, now() - make_interval(days => d), now() - make_interval(days => d)
      FROM generate_series(1, 70) d`, [storeId, owner.id]);
  const [{ total }] = await query(app, "SELECT count(*)::int AS total FROM chat_conversation WHERE store_id = $1 AND user_id = $2 AND channel = 'web'", [storeId, owner.id]);
  const { context, page, chat } = await openChat();
  await chat.conversations().nth(29).waitFor();
  assert.equal(await chat.conversations().count(), 30);
  const older = page.getByTestId('older-conversations');
  await older.click();
  await chat.conversations().nth(59).waitFor();
  assert.equal(await chat.conversations().count(), 60);
  await older.click();
  await chat.conversations().nth(total - 1).waitFor();
  assert.equal(await chat.conversations().count(), total, 'every conversation is listed once');
  assert.equal(await older.count(), 0, 'nothing older is left to show');
  assert.equal(await chat.conversations().last().getByTestId('conversation-title').textContent(), 'question of day 70');
  await context.close();
});
