import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Browser } from 'playwright-core';
import { initTestApp, type TestApp } from '../helpers/test-app.ts';
import { DEMO_LOGIN, seedDemo } from '../../scripts/seed-demo.ts';
import { ensureWebBuilt } from './web-build.ts';
import { launchChromium, newVisitor } from './browser.ts';
import { savedState } from './pages/app-state.ts';
import { CompleteProfilePage, LoginPage, RegisterPage } from './pages/auth-pages.ts';
import { DashboardPage } from './pages/dashboard-page.ts';
import { LandingPage } from './pages/landing-page.ts';

const root = path.resolve(new URL('../..', import.meta.url).pathname);
const arabic = JSON.parse(readFileSync(path.join(root, 'web/locale/ar.json'), 'utf8')) as Record<string, { defaultMessage: string }>;
const english = JSON.parse(readFileSync(path.join(root, 'web/locale/en.json'), 'utf8')) as Record<string, { defaultMessage: string }>;

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

/** A signed-in visitor whose token the app holds as after a login, in the given interface language. */
async function signedInVisitor(token: string, user: unknown, language: 'en' | 'ar' = 'en') {
  const { context, page } = await visitor();
  await page.goto('/about-us');
  const state = { settings: { selectedLanguage: language, countryCode: 'SA', currencyCode: 'SAR' }, auth: { token, user } };
  await page.evaluate(`localStorage.setItem('dukkan', ${JSON.stringify(JSON.stringify(state))})`);
  return { context, page };
}

test('every link on both dashboards\' home pages, "Connect your store" included, opens a real screen', async () => {
  const registered = await app.api('POST', '/auth/register', { body: { store_name: 'Links Check', email: 'links@example.com', password: 'correct-horse-9', timezone: 'Asia/Riyadh' } });
  const token = registered.body.data.token;
  const completed = await app.api('POST', '/auth/complete', { body: { role: 'owner', name: 'Link Checker', timezone: 'Asia/Riyadh' }, token });
  assert.equal(completed.status, 200, JSON.stringify(completed.body));
  const { context, page } = await signedInVisitor(token, completed.body.data ?? registered.body.data.user);
  for (const home of ['/dashboard', '/v2/dashboard']) {
    await page.goto(home);
    await new DashboardPage(page).waitForStore();
    // A store not set up yet offers to connect one.
    assert.equal(await page.getByTestId('connect-store').textContent(), english['dashboard.index.connectStore'].defaultMessage);
    const links = await page.locator('a[href^="/"]').evaluateAll((anchors) => [...new Set(anchors.map((anchor) => anchor.getAttribute('href')!))]);
    // The drawer's screens and the store card's two buttons.
    assert.ok(links.length >= 7, `${home} links: ${links.join(', ')}`);
    assert.ok(links.includes((await page.getByTestId('connect-store').getAttribute('href'))!), `${home} links: ${links.join(', ')}`);
    for (const link of links) {
      await page.goto(link);
      await page.locator('[data-testid=dashboard-layout], [data-testid=not-found-page]').first().waitFor();
      assert.equal(await page.getByTestId('not-found-page').count(), 0, `${link} (from ${home}) shows the not-found page`);
    }
    // The main button of the store card, clicked as a user would, stays in the same dashboard.
    await page.goto(home);
    await page.getByTestId('connect-store').click();
    await page.waitForURL((url) => url.pathname !== home);
    await page.locator('[data-testid=dashboard-layout], [data-testid=not-found-page]').first().waitFor();
    assert.equal(await page.getByTestId('not-found-page').count(), 0);
    assert.ok(new URL(page.url()).pathname.startsWith(`${home}/`), `${home} "Connect your store" leads to ${page.url()}`);
    await page.screenshot({ path: `/tmp/dukkan-connect-store${home.replaceAll('/', '-')}.png` });
  }
  await context.close();
});

test("the demo store's dashboard says it is set up, as a demo store with its orders, in English and Arabic", async () => {
  await seedDemo(app.url, app.databaseUrl);
  const login = await app.api('POST', '/auth/login', { body: { email: DEMO_LOGIN.email, password: DEMO_LOGIN.password } });
  assert.equal(login.status, 200);
  for (const [language, catalogue] of [['en', english], ['ar', arabic]] as const) {
    const { context, page } = await signedInVisitor(login.body.data.token, login.body.data.user, language);
    await page.goto('/v2/dashboard');
    await new DashboardPage(page).waitForStore();
    assert.equal(await page.getByTestId('setup-state').textContent(), catalogue['dashboard.index.setupComplete'].defaultMessage);
    assert.equal(await page.getByTestId('store-type').textContent(), catalogue['dashboard.index.demoStore'].defaultMessage);
    assert.equal(await page.getByTestId('connect-store').count(), 0, 'no "Connect your store" for a store that answers already');
    const orders = (await page.getByTestId('orders-total').textContent()) ?? '';
    assert.match(orders, language === 'ar' ? /[١-٩]/ : /[1-9][\d,]* orders/, orders);
    await page.getByTestId('store-summary').screenshot({ path: `/tmp/dukkan-demo-store-${language}.png` });
    await context.close();
  }
});
