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

test('an owner asks in English and sees the streamed sentence, a table and a chart; then in Arabic, right to left', async () => {
  const context = await newVisitor(browser, app.url);
  const page = await context.newPage();
  await signIn(page);
  const chat = new WebChatPage(page);
  await chat.open();

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

  // The conversation is in the history, titled with its first question; clear context says so in a toast.
  await chat.conversations().filter({ hasText: 'total sales last month' }).first().waitFor();
  await page.getByTestId('clear-context').click();
  await page.getByTestId('toast').waitFor();

  // An ambiguous question gets a clarifying question whose options are chips.
  await chat.ask('how much did I make last month');
  await chat.waitForAnswer(2);
  await chat.waitForStream(2);
  await chat.answer(2).getByTestId('clarifying').waitFor();
  assert.ok((await chat.answer(2).getByTestId('suggestion').count()) >= 2);

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

  // The history opens an earlier conversation with its answers.
  await chat.conversations().filter({ hasText: 'total sales last month' }).first().click();
  await page.getByTestId('question').filter({ hasText: 'sales by day last month' }).waitFor();
  assert.equal(await chat.answerText(0), english);
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
