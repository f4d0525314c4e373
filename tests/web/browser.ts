import { chromium, type Browser, type BrowserContext } from 'playwright-core';

/** Debian's Chromium (never a downloaded browser); CHROMIUM_PATH overrides. */
export async function launchChromium(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-background-networking'],
  });
}

/** A fresh visitor: own local storage, a desktop viewport, the product as base URL. */
export async function newVisitor(browser: Browser, baseURL: string): Promise<BrowserContext> {
  const context = await browser.newContext({ baseURL, viewport: { width: 1280, height: 900 }, locale: 'en-US' });
  context.setDefaultTimeout(15_000);
  return context;
}
