import type { Page } from 'playwright-core';

/** The configure-store screens (SPEC 2.3): the store type picker and the seller's orders file page. */
export class ConfigureStorePage {
  constructor(private readonly page: Page) {}

  async openPicker() {
    await this.page.goto('/dashboard/configure-store');
    await this.page.getByTestId('configure-store-screen').waitFor();
    await this.page.getByTestId('store-type-seller').waitFor();
  }

  /** Each card's type, name and line, and which one is marked as the store's own. */
  async storeTypes() {
    return this.page.locator('[data-testid^="store-type-"][data-current]').evaluateAll((cards) =>
      cards.map((card) => ({
        type: card.getAttribute('data-testid')!.replace('store-type-', ''),
        name: card.querySelector('h2')?.textContent ?? '',
        current: card.getAttribute('data-current') === 'true',
      })),
    );
  }

  async openSellerFromPicker() {
    await this.page.getByTestId('store-type-seller-open').click();
    await this.waitForSeller();
  }

  async openSeller() {
    await this.page.goto('/dashboard/configure-store/seller');
    await this.waitForSeller();
  }

  private async waitForSeller() {
    await this.page.getByTestId('seller-import-screen').waitFor();
    await this.page.getByTestId('seller-file-input').waitFor({ state: 'attached' });
  }

  async upload(name: string, content: string) {
    await this.page.getByTestId('seller-file-input').setInputFiles({ name, mimeType: 'text/csv', buffer: Buffer.from(content) });
  }

  /** The success text: what was imported, then what was recognised. */
  async result() {
    return { imported: await this.text('seller-imported'), recognised: await this.text('seller-recognised') };
  }

  /** The refusal or failure shown, once it is. */
  error() {
    return this.text('seller-error');
  }

  private async text(testId: string) {
    const element = this.page.getByTestId(testId);
    await element.waitFor();
    return (await element.textContent())?.trim();
  }

  /** The mapping table as shown: each field's label and the column its select shows (empty when not used). */
  async mapping() {
    await this.page.getByTestId('seller-mapping').waitFor();
    return this.page.getByTestId('mapping-row').evaluateAll((rows) =>
      rows.map((row) => ({
        field: row.getAttribute('data-field') ?? '',
        label: row.querySelector('[data-testid="mapping-field-label"]')?.textContent ?? '',
        column: row.querySelector('[role="combobox"]')?.textContent?.replace(/\u200b/g, '') ?? '',
      })),
    );
  }

  async extraColumns() {
    return this.page.getByTestId('extra-column').allTextContents();
  }

  /** Reads `field` from another of the file's columns. */
  async chooseColumn(field: string, column: string) {
    await this.page.getByTestId(`mapping-select-${field}`).locator('[role="combobox"]').click();
    await this.page.getByRole('option', { name: column, exact: true }).click();
    await this.page.getByRole('listbox').waitFor({ state: 'hidden' });
  }

  async importAgain() {
    await this.page.getByTestId('seller-reimport').click();
  }
}
