import path from 'node:path';
import type { Page } from 'playwright-core';

/**
 * DS_SCREENSHOTS=/some/dir saves what each step of a browser test looks like, to review the screens by eye.
 * A dialog fades in: the picture waits for the transition (the wait is for the picture only, never for an assertion).
 */
export async function shot(page: Page, name: string): Promise<void> {
  const dir = process.env.DS_SCREENSHOTS;
  if (!dir) return;
  await page.waitForTimeout(400);
  await page.screenshot({ path: path.join(dir, `${name}.png`), fullPage: true });
}
