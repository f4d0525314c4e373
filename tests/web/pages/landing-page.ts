import type { Page } from 'playwright-core';

export class LandingPage {
  constructor(private readonly page: Page) {}

  async open(path = '/') {
    await this.page.goto(path);
    await this.page.getByTestId('home-page').waitFor();
  }

  heroTitle() {
    return this.page.getByTestId('hero-title').textContent();
  }

  async chooseLanguage(language: 'en' | 'ar') {
    await this.page.getByTestId('language-menu').first().click();
    await this.page.getByTestId(`language-option-${language}`).click();
  }

  direction() {
    return this.page.locator('html').getAttribute('dir');
  }

  /** The footer's currency dropdown as shown. */
  currencyShown() {
    return this.page.getByTestId('currency-select').textContent();
  }

  async chooseCurrency(currency: 'USD' | 'SAR') {
    await this.page.getByTestId('currency-select').click();
    await this.page.getByTestId(`currency-option-${currency}`).click();
  }

  planPrice(index: number) {
    return this.page.getByTestId(`plan-${index}-price`).textContent();
  }
}
