import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Browser } from 'playwright-core';
import { initTestApp, type TestApp } from '../helpers/test-app.ts';
import { ensureWebBuilt } from './web-build.ts';
import { launchChromium, newVisitor } from './browser.ts';
import { savedState } from './pages/app-state.ts';
import { CompleteProfilePage, LoginPage, RegisterPage } from './pages/auth-pages.ts';
import { DashboardPage } from './pages/dashboard-page.ts';
import { LandingPage } from './pages/landing-page.ts';

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

async function visitor() {
  const context = await newVisitor(browser, app.url);
  return { context, page: await context.newPage() };
}

test('a new owner registers, completes the profile, reaches the dashboard, stays signed in on reload and logs out', async () => {
  const { context, page } = await visitor();
  const register = new RegisterPage(page);
  await register.open('/register');
  assert.equal(new URL(page.url()).pathname, '/v2/register', '/register leads to /v2/register');
  await register.register({ storeName: 'Souq Al Noor', email: 'noor@example.com', password: 'correct-horse-9' });

  const profile = new CompleteProfilePage(page);
  await profile.waitForIt();
  await profile.complete({ role: 'owner', name: 'Noor Saleh' });

  const dashboard = new DashboardPage(page);
  await dashboard.waitForStore();
  assert.equal(new URL(page.url()).pathname, '/v2/dashboard');
  assert.equal(await dashboard.storeName(), 'Souq Al Noor', 'the store name comes through Relay');
  assert.equal(await dashboard.welcome(), 'Welcome, Noor Saleh');
  assert.ok(await dashboard.drawerVisible(), 'the navigation drawer starts open');

  await page.reload();
  await dashboard.waitForStore();
  assert.equal(await dashboard.storeName(), 'Souq Al Noor', 'still signed in after a reload');

  await dashboard.logOut();
  await new LoginPage(page).waitForIt();
  assert.equal(new URL(page.url()).pathname, '/v2/login');
  const state = await savedState(page);
  assert.equal(state.auth.token, '');
  assert.equal(state.auth.user.email, '');

  await page.goto('/v2/dashboard');
  await new LoginPage(page).waitForIt();
  assert.equal(new URL(page.url()).pathname, '/v2/login', 'the dashboard requires login again');
  await context.close();
});

test('login with a wrong password shows the server message and a signed-in user skips the guest pages', async () => {
  await app.api('POST', '/auth/register', { body: { store_name: 'Dates House', email: 'huda@example.com', password: 'right-password-1', timezone: 'Asia/Riyadh' } });
  const { context, page } = await visitor();
  await page.goto('/login');
  const login = new LoginPage(page);
  await login.waitForIt();
  await login.logIn('huda@example.com', 'wrong-password-1');
  await login.formError().waitFor();
  assert.notEqual((await login.formError().textContent())?.trim(), '');
  assert.equal(new URL(page.url()).pathname, '/login');

  await login.logIn('huda@example.com', 'right-password-1');
  await page.waitForURL((url) => url.pathname !== '/login');
  await page.goto('/v2/login');
  await page.getByTestId('dashboard-layout').waitFor();
  assert.equal(new URL(page.url()).pathname, '/v2/dashboard', 'guest-only pages send a signed-in user to the dashboard');
  await context.close();
});

test('a token the server no longer accepts signs the user out and lands on the login screen', async () => {
  const { context, page } = await visitor();
  await page.goto('/about-us');
  await page.evaluate(() => {
    // Runs in the page (the tests are typed for Node, hence the cast).
    (globalThis as any).localStorage.setItem('dukkan', JSON.stringify({ auth: { token: 'revoked-token', user: { email: 'gone@example.com' } } }));
  });
  await page.goto('/dashboard');
  await new LoginPage(page).waitForIt();
  assert.equal(new URL(page.url()).pathname, '/login');
  assert.equal((await savedState(page)).auth.token, '');
  await context.close();
});

test('switching to Arabic turns the page right-to-left and keeps it after a reload', async () => {
  const { context, page } = await visitor();
  const landing = new LandingPage(page);
  await landing.open('/');
  assert.equal(await landing.direction(), 'ltr');
  assert.equal(await landing.heroTitle(), 'Instant business data via chat.');

  await landing.chooseLanguage('ar');
  await page.locator('html[dir="rtl"]').waitFor({ state: 'attached' });
  assert.equal(await page.locator('html').getAttribute('lang'), 'ar');
  assert.equal(await landing.heroTitle(), arabic['landing.hero.title'].defaultMessage);
  await page.screenshot({ path: '/tmp/dukkan-home-ar.png' });
  assert.equal((await savedState(page)).settings.selectedLanguage, 'ar');

  await page.goto('/about-us');
  await page.getByTestId('about-page').waitFor();
  assert.equal(await landing.direction(), 'rtl', 'the choice is kept across pages and reloads');
  assert.equal(await page.getByTestId('about-page-title').textContent(), arabic['about.title'].defaultMessage);
  await context.close();
});

test('/sa sets Arabic, country SA and riyals, shown in the footer and the prices', async () => {
  const { context, page } = await visitor();
  const landing = new LandingPage(page);
  await landing.open('/sa');
  await page.locator('html[dir="rtl"]').waitFor({ state: 'attached' });
  assert.deepEqual((await savedState(page)).settings, { selectedLanguage: 'ar', countryCode: 'SA', currencyCode: 'SAR' });
  assert.equal(await landing.currencyShown(), arabic['settings.currency.SAR'].defaultMessage);
  assert.match((await landing.planPrice(1)) ?? '', /٢٧٣/, 'Basic costs 273 riyals a month, in Arabic-Indic digits like every number of the Arabic interface');
  await page.screenshot({ path: '/tmp/dukkan-home-sa.png', fullPage: true });

  await landing.chooseCurrency('USD');
  assert.equal((await savedState(page)).settings.currencyCode, 'USD');
  assert.match((await landing.planPrice(1)) ?? '', /٧٠/, 'Basic costs 70 dollars a month');
  await context.close();
});

test('an unknown path shows the not-found page', async () => {
  const { context, page } = await visitor();
  for (const unknown of ['/no/such/page', '/this-page-does-not-exist', '/dashboard-typo']) {
    await page.goto(unknown);
    await page.getByTestId('not-found-page').waitFor();
  }
  await context.close();
});

test('the navigation progress bar is 5px, yellow, and finishes after a navigation', async () => {
  const { context, page } = await visitor();
  await page.goto('/faqs');
  await page.getByTestId('faqs-page').waitFor();
  await page.getByRole('link', { name: 'About Us' }).first().click();
  await page.getByTestId('about-page').waitFor();
  const bar = page.getByTestId('navigation-progress');
  await page.locator('[data-testid=navigation-progress][aria-hidden="true"]').waitFor({ state: 'attached' });
  const style = await bar.evaluate((element) => {
    const computed = (globalThis as any).getComputedStyle(element);
    return { height: computed.height as string, colour: computed.backgroundColor as string };
  });
  assert.deepEqual(style, { height: '5px', colour: 'rgb(245, 197, 24)' });
  await context.close();
});
