import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import type { Browser, Locator } from 'playwright-core';
import { toGlobalId } from '@dukkan/shared';
import type { TestApp } from '../helpers/test-app.ts';
import { query } from '../chat/support/chat-owner.ts';
import { seedWarehouse } from '../chat/support/warehouse-seed.ts';
import { signInThroughForm, startWithOwner } from './owner-session.ts';
import { newVisitor } from './browser.ts';
import { WebChatPage } from './pages/web-chat-page.ts';

const EMAIL = 'nora@example.com';
const PASSWORD = 'correct-horse-9';
let app: TestApp;
let storeId = '';
let browser: Browser;

before(async () => {
  ({ app, browser, storeId } = await startWithOwner({ storeName: 'Nora Dollars', email: EMAIL, password: PASSWORD }));
  // A store that sells in US dollars, whose symbol (US$) is Latin inside Arabic text.
  await query(app, `UPDATE store SET currency = 'USD' WHERE id = $1`, [storeId]);
  await seedWarehouse(app, storeId, { cities: ['Riyadh', 'Jeddah', 'Dammam'], base: 1000, orders: 30 });
});
after(async () => {
  await browser?.close();
  await app?.close();
});

/** Where the letters of "US$" land on screen, left to right, in the first text of the element that holds it. */
async function symbolOnScreen(element: Locator): Promise<{ text: string; left: number[] }> {
  const found = await element.evaluate((root) => {
    const doc = (globalThis as any).document;
    const walker = doc.createTreeWalker(root, 4 /* text nodes */);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const at = String(node.textContent).indexOf('US$');
      if (at < 0) continue;
      const left = [0, 1, 2].map((k) => {
        const range = doc.createRange();
        range.setStart(node, at + k);
        range.setEnd(node, at + k + 1);
        return range.getBoundingClientRect().left as number;
      });
      return { text: String(node.textContent), left };
    }
    return null;
  });
  assert.ok(found, `no US$ in ${await element.textContent()}`);
  return found;
}

test('in Arabic, dollar amounts read "US$" in the sentence and in the table, not "$US"', async () => {
  const context = await newVisitor(browser, app.url);
  const page = await context.newPage();
  await signInThroughForm(page, { email: EMAIL, password: PASSWORD, name: 'Nora' });
  await page.evaluate(`(() => { const s = JSON.parse(localStorage.getItem('dukkan')); s.settings.selectedLanguage = 'ar'; localStorage.setItem('dukkan', JSON.stringify(s)); })()`);
  const chat = new WebChatPage(page);
  await chat.open(`/v2/dashboard/apps/${encodeURIComponent(toGlobalId('Store', storeId))}/web-chat`);
  await chat.ask('المبيعات حسب المدينة');
  await chat.waitForAnswer(0);
  assert.equal(await chat.answer(0).getAttribute('dir'), 'rtl');

  const sentence = await symbolOnScreen(chat.answer(0).getByTestId('answer-text'));
  const cell = await symbolOnScreen(chat.answer(0).getByTestId('answer-table').locator('tbody tr').first());
  await page.screenshot({ path: '/tmp/dukkan-answer-money-ar.png' });
  await chat.answer(0).getByTestId('answer-table').screenshot({ path: '/tmp/dukkan-answer-money-table-ar.png' });
  for (const [where, { text, left }] of Object.entries({ sentence, cell })) {
    // U, S and $ from left to right: the symbol is laid out as written.
    assert.ok(left[0] < left[1] && left[1] < left[2], `${where} "${text}" shows the symbol out of order: ${left.join(', ')}`);
  }
  await context.close();
});
