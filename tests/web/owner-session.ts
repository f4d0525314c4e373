import assert from 'node:assert/strict';
import type { Browser, Page } from 'playwright-core';
import { initTestApp, type TestApp } from '../helpers/test-app.ts';
import { query } from '../chat/support/chat-owner.ts';
import { ensureWebBuilt } from './web-build.ts';
import { launchChromium, newVisitor } from './browser.ts';
import { CompleteProfilePage, LoginPage } from './pages/auth-pages.ts';

export interface OwnerSession {
  app: TestApp;
  browser: Browser;
  /** The registered owner's store. */
  storeId: string;
}

/**
 * What every browser test starts from: the whole product over a fresh database serving the real web build (or
 * WEB_DIST, a build made elsewhere while the working tree's web app is mid-change), Debian's Chromium, and one owner
 * registered through the REST API.
 */
export async function startWithOwner(owner: { storeName: string; email: string; password: string }): Promise<OwnerSession> {
  const webDist = process.env.WEB_DIST ?? ensureWebBuilt();
  const [app, browser] = await Promise.all([initTestApp({ webDist }), launchChromium()]);
  const registered = await app.api('POST', '/auth/register', {
    body: { store_name: owner.storeName, email: owner.email, password: owner.password, timezone: 'Asia/Riyadh' },
  });
  assert.equal(registered.status, 200, JSON.stringify(registered.body));
  const [row] = await query(app, 'SELECT m.store_id FROM auth_user u JOIN store_member m ON m.user_id = u.id WHERE u.email = $1', [owner.email]);
  return { app, browser, storeId: String(row.store_id) };
}

/** Signs in through the login form as a visitor would, completing the profile step when the app asks for it. */
export async function signInThroughForm(page: Page, owner: { email: string; password: string; name: string }): Promise<void> {
  await page.goto('/login');
  const login = new LoginPage(page);
  await login.waitForIt();
  await login.logIn(owner.email, owner.password);
  await page.waitForURL((url) => !url.pathname.endsWith('/login'));
  if (await page.getByTestId('complete-profile-form').isVisible().catch(() => false)) {
    await new CompleteProfilePage(page).complete({ role: 'owner', name: owner.name });
    await page.getByTestId('dashboard-layout').waitFor();
  }
}

/**
 * A new owner registered through REST, in a fresh browser context that holds the token the way the app keeps it; with
 * a `name`, their profile is completed first (the dashboard then opens without the /complete step).
 */
export async function registeredVisitor(app: TestApp, browser: Browser, owner: { storeName: string; email: string; language?: 'en' | 'ar'; name?: string }) {
  const registered = await app.api('POST', '/auth/register', {
    body: { store_name: owner.storeName, email: owner.email, password: 'correct-horse-9', timezone: 'Asia/Riyadh' },
  });
  assert.equal(registered.status, 200, JSON.stringify(registered.body));
  if (owner.name) {
    const completed = await app.api('POST', '/auth/complete', { token: registered.body.data.token, body: { role: 'owner', name: owner.name, timezone: 'Asia/Riyadh' } });
    assert.equal(completed.status, 200, JSON.stringify(completed.body));
    registered.body.data.user = completed.body.data;
  }
  const context = await newVisitor(browser, app.url);
  const page = await context.newPage();
  await page.goto('/about-us');
  const state = { settings: { selectedLanguage: owner.language ?? 'en', countryCode: 'SA', currencyCode: 'SAR' }, auth: registered.body.data };
  await page.evaluate(`localStorage.setItem('dukkan', ${JSON.stringify(JSON.stringify(state))})`);
  return { context, page, token: registered.body.data.token as string };
}
