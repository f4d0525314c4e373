import { before, after } from 'node:test';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Browser } from 'playwright-core';
import { initTestApp, type TestApp } from '../helpers/test-app.ts';
import { ensureWebBuilt } from './web-build.ts';
import { launchChromium } from './browser.ts';

/**
 * The whole product serving the web build, and Chromium, for one browser test file: started before its tests and
 * closed after them. Read `app` and `browser` inside the tests.
 */
export function webTestApp(): { app: TestApp; browser: Browser } {
  const running = {} as { app: TestApp; browser: Browser };
  before(async () => {
    const webDist = ensureWebBuilt();
    [running.app, running.browser] = await Promise.all([initTestApp({ webDist }), launchChromium()]);
  });
  after(async () => {
    await running.browser?.close();
    await running.app?.close();
  });
  return running;
}

const catalogue = path.resolve(new URL('../../web/locale/ar.json', import.meta.url).pathname);

/** A message as the Arabic catalogue has it (what an Arabic screen shows for a message without values). */
export function arabicMessage(id: string): string {
  const messages = JSON.parse(readFileSync(catalogue, 'utf8')) as Record<string, { defaultMessage: string }>;
  const message = messages[id];
  if (!message) throw new Error(`No Arabic message ${id}`);
  return message.defaultMessage;
}
