import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import type { Browser, Page } from 'playwright-core';
import type { TestApp } from '../helpers/test-app.ts';
import { signInThroughForm, startWithOwner } from './owner-session.ts';
import { newVisitor } from './browser.ts';

// A page load of any main route, in either language, leaves the browser console empty: a warning there (react-router's
// missing HydrateFallback, a React key or prop warning, a failed request) is a defect a developer would otherwise
// only meet by chance. Nor does any screen run off the side of a desktop window: a page that scrolls sideways (an
// invisible header as wide as the window did on the users screen) is a defect of the same kind.
const EMAIL = 'salma@example.com';
const PASSWORD = 'correct-horse-9';
const PUBLIC_ROUTES = ['/', '/sa', '/login', '/v2/login', '/v2/register', '/reset-password', '/about-us', '/faqs', '/privacy-policy', '/salla', '/magento', '/no/such/page'];
const DASHBOARD_ROUTES = [
  '/dashboard',
  '/dashboard/web-chat',
  '/dashboard/data-sources',
  '/dashboard/data-sources/csv',
  '/dashboard/data-sources/database',
  '/dashboard/configure-store',
  '/dashboard/configure-apps',
  '/dashboard/users',
  '/dashboard/billings',
  '/v2/dashboard',
];
let app: TestApp;
let browser: Browser;

before(async () => {
  ({ app, browser } = await startWithOwner({ storeName: 'Salma Sweets', email: EMAIL, password: PASSWORD }));
});
after(async () => {
  await browser?.close();
  await app?.close();
});

/** Everything the page said on the console (warnings and errors) or threw, from now on. */
function listen(page: Page): string[] {
  const said: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'warning' || message.type() === 'error') said.push(`${message.type()}: ${message.text()}`);
  });
  page.on('pageerror', (error) => said.push(`uncaught: ${error.message}`));
  return said;
}

/** A full page load, until the screen has loaded what it shows: no request in flight and the progress bar done. */
async function load(page: Page, path: string) {
  await page.goto(path, { waitUntil: 'networkidle' });
  await page.locator('[data-testid=navigation-progress][aria-hidden="true"]').waitFor({ state: 'attached' });
}

/** How far the page reaches beyond the window's width, in pixels (0: it does not scroll sideways). */
function sidewaysOverflow(page: Page): Promise<number> {
  return page.evaluate(() => { const root = (globalThis as any).document.documentElement; return root.scrollWidth - root.clientWidth; });
}

/** How far the page reaches below the window, in pixels. */
function downwardOverflow(page: Page): Promise<number> {
  return page.evaluate(() => { const root = (globalThis as any).document.documentElement; return root.scrollHeight - root.clientHeight; });
}

async function setLanguage(page: Page, language: 'en' | 'ar') {
  await page.evaluate((chosen) => {
    const saved = JSON.parse((globalThis as any).localStorage.getItem('dukkan') ?? '{}');
    saved.settings = { ...saved.settings, selectedLanguage: chosen };
    (globalThis as any).localStorage.setItem('dukkan', JSON.stringify(saved));
  }, language);
}

test('loading the public pages in English and Arabic writes nothing to the console, and none scrolls sideways', async () => {
  const context = await newVisitor(browser, app.url);
  const page = await context.newPage();
  const said = listen(page);
  for (const language of ['en', 'ar'] as const) {
    await load(page, '/about-us');
    await setLanguage(page, language);
    for (const path of PUBLIC_ROUTES) {
      const before = said.length;
      await load(page, path);
      assert.deepEqual(said.slice(before), [], `${language} ${path}`);
      assert.equal(await sidewaysOverflow(page), 0, `${language} ${path} scrolls sideways`);
    }
  }
  await context.close();
});

test('loading every dashboard screen in English and Arabic writes nothing to the console, and none scrolls sideways', async () => {
  const context = await newVisitor(browser, app.url);
  const page = await context.newPage();
  await signInThroughForm(page, { email: EMAIL, password: PASSWORD, name: 'Salma' });
  const said = listen(page);
  for (const language of ['en', 'ar'] as const) {
    await setLanguage(page, language);
    for (const path of DASHBOARD_ROUTES) {
      const before = said.length;
      await load(page, path);
      assert.deepEqual(said.slice(before), [], `${language} ${path}`);
      assert.equal(await sidewaysOverflow(page), 0, `${language} ${path} scrolls sideways`);
      // The web chat fills the window: its thread scrolls, not the page (it scrolled by 8 pixels, a second scrollbar).
      if (path.endsWith('/web-chat')) assert.equal(await downwardOverflow(page), 0, `${language} ${path} scrolls down`);
    }
  }
  await context.close();
});
