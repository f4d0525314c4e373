import type { Page } from 'playwright-core';

export class DashboardPage {
  constructor(private readonly page: Page) {}

  /** Waits for the index screen with its Relay-loaded store card. */
  async waitForStore() {
    await this.page.getByTestId('store-summary').waitFor();
  }

  storeName() {
    return this.page.getByTestId('store-name').textContent();
  }

  welcome() {
    return this.page.getByTestId('welcome-heading').textContent();
  }

  drawerVisible() {
    return this.page.getByTestId('nav-home').isVisible();
  }

  async logOut() {
    await this.page.getByTestId('user-menu').click();
    await this.page.getByTestId('logout').click();
  }
}
