import assert from 'node:assert/strict';
import type { Browser } from 'playwright-core';
import { initTestApp, type TestApp } from '../helpers/test-app.ts';
import { query } from '../chat/support/chat-owner.ts';
import { ensureWebBuilt } from './web-build.ts';
import { launchChromium } from './browser.ts';

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
