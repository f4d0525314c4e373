import type { Page } from 'playwright-core';

/** The data-source screens (SPEC 2.3/2.4) as a user drives them. */
export class DataSourcesPage {
  constructor(private readonly page: Page) {}

  async openIndex(base = '/dashboard/data-sources') {
    await this.page.goto(base);
    await this.page.getByTestId('data-sources-screen').waitFor();
    await this.page.getByTestId('data-source-csv').waitFor();
  }

  /** The connect state a source's card shows (`connected`, `not_connected` or `error`) and its chip text. */
  async cardStatus(kind: string) {
    const chip = this.page.getByTestId(`data-source-${kind}`).getByTestId('data-source-status');
    return { status: await chip.getAttribute('data-status'), text: (await chip.textContent())?.trim() };
  }

  async openCsv(base = '/dashboard/data-sources') {
    await this.page.goto(`${base}/csv`);
    await this.page.getByTestId('csv-upload-screen').waitFor();
    await this.page.getByTestId('csv-file-input').waitFor({ state: 'attached' });
  }

  async upload(name: string, content: string | Buffer, mimeType = 'text/csv') {
    // A big file (tens of MB) is handed to the browser through the protocol: that takes longer than a click on a
    // loaded machine, so its action gets a minute (CI saw 15 s run out with the machine busy).
    await this.page.getByTestId('csv-file-input').setInputFiles({ name, mimeType, buffer: Buffer.from(content) }, { timeout: 60_000 });
  }

  async uploadResult() {
    const result = this.page.getByTestId('csv-upload-result');
    await result.waitFor();
    return (await result.textContent())?.trim();
  }

  async uploadError() {
    const error = this.page.getByTestId('csv-upload-error');
    await error.waitFor();
    return (await error.textContent())?.trim();
  }

  async tableNames() {
    await this.page.getByTestId('csv-tables-screen').waitFor();
    await this.page.getByTestId('csv-table').first().waitFor();
    return this.page.getByTestId('csv-table').evaluateAll((items) => items.map((item) => item.getAttribute('data-table')));
  }

  /** The visible rows as arrays of cell texts (without the actions cell). */
  async rows() {
    await this.page.getByTestId('data-row').first().waitFor();
    return this.page.getByTestId('data-row').evaluateAll((rows) => rows.map((row) => [...row.querySelectorAll('td[data-column]')].map((cell) => cell.textContent ?? '')));
  }

  async addRow(values: Record<string, string>) {
    await this.page.getByTestId('add-row').click();
    for (const [column, value] of Object.entries(values)) await this.page.getByTestId(`row-field-${column}`).fill(value);
    await this.page.getByTestId('row-save').click();
    await this.page.getByTestId('row-dialog').waitFor({ state: 'hidden' });
  }

  /** Edits the row at `index` of the page: the given columns get new values. */
  async editRow(index: number, values: Record<string, string>) {
    await this.page.getByTestId('edit-row').nth(index).click();
    for (const [column, value] of Object.entries(values)) await this.page.getByTestId(`row-field-${column}`).fill(value);
    await this.page.getByTestId('row-save').click();
    await this.page.getByTestId('row-dialog').waitFor({ state: 'hidden' });
  }

  async setColumnComment(column: string, comment: string) {
    await this.page.getByTestId(`column-comment-${column}-input`).fill(comment);
    await this.page.getByTestId(`column-comment-${column}-save`).click();
    await this.page.locator(`[data-testid="column-comment-${column}"]:is([data-state=saved], [data-state=failed])`).waitFor();
    return (await this.page.getByTestId(`column-comment-${column}-help`).textContent())?.trim();
  }

  columnComment(column: string) {
    return this.page.getByTestId(`column-comment-${column}-input`).inputValue();
  }

  /** The screen's title once it has one (a named source's title appears when the source has loaded). */
  async title() {
    const title = this.page.getByTestId('data-sources-title');
    await title.filter({ hasText: /\S/ }).waitFor();
    return title.textContent();
  }

  /** Adds a source of `kind` named `name` from the index; returns to where the app took the owner (its screen). */
  async addSource(kind: 'database' | 'csv', name: string, beforeSave?: () => Promise<unknown>) {
    await this.page.getByTestId('add-source').click();
    await this.page.getByTestId('add-source-dialog').waitFor();
    await this.page.getByTestId(`add-source-kind-${kind}`).check();
    await this.page.getByTestId('add-source-name').fill(name);
    await beforeSave?.();
    await this.page.getByTestId('add-source-save').click();
    await this.page.getByTestId('add-source-dialog').waitFor({ state: 'hidden' });
  }

  /** The sources added next to a kind's default one, as its card lists them: name and status text. */
  async addedSources(kind: string) {
    const items = this.page.getByTestId(`data-source-${kind}`).getByTestId('added-source');
    await items.first().waitFor();
    return items.evaluateAll((nodes) => nodes.map((node) => ({
      name: node.querySelector('[data-testid="added-source-name"]')?.textContent ?? '',
      status: node.querySelector('[data-testid="added-source-status"]')?.textContent ?? '',
    })));
  }

  /** Opens the delete dialog of a CSV table on the tables screen and returns what it says (title and body). */
  async askToDeleteTable(table: string) {
    await this.page.locator(`[data-testid="csv-table"][data-table="${table}"]`).getByTestId('delete-table').click();
    return this.dialog('delete-table-dialog');
  }

  /** Opens the delete dialog of the row at `index` of the page and returns what it says. */
  async askToDeleteRow(index: number) {
    await this.page.getByTestId('delete-row').nth(index).click();
    return this.dialog('delete-row-dialog');
  }

  /** Opens the remove dialog of an added source, by its name on its kind's card. */
  async askToRemoveSource(kind: string, name: string) {
    await this.page.getByTestId(`data-source-${kind}`).getByTestId('added-source').filter({ hasText: name }).getByTestId('remove-added-source').click();
    return this.dialog('remove-source-dialog');
  }

  /** Confirms the open dialog and waits for it to close. */
  async confirm(dialog: string) {
    await this.page.getByTestId(`${dialog}-confirm`).click();
    await this.page.getByTestId(dialog).waitFor({ state: 'hidden' });
  }

  private async dialog(testId: string) {
    await this.page.getByTestId(testId).waitFor();
    return { title: (await this.page.getByTestId(`${testId}-title`).textContent())?.trim(), body: (await this.page.getByTestId(`${testId}-body`).textContent())?.trim() };
  }

  /**
   * Waits until the running import shows the given stage, and returns what it says. Reading a big file through takes
   * as long as the machine needs (two test files share two cores): the wait is generous, nothing is timed.
   */
  async importStage(stage: 'queued' | 'checking' | 'loading' | 'saving') {
    const progress = this.page.locator(`[data-testid="csv-import-progress"][data-stage="${stage}"]`);
    await progress.waitFor({ timeout: 120_000 });
    return (await progress.getByTestId('csv-import-stage').textContent())?.trim();
  }

  async cancelUpload() {
    await this.page.getByTestId('csv-cancel').click();
    const cancelled = this.page.getByTestId('csv-upload-cancelled');
    await cancelled.waitFor();
    return (await cancelled.textContent())?.trim();
  }

  /** The problems a failed import listed, each with its line. */
  async uploadProblems() {
    const list = this.page.getByTestId('csv-upload-problems');
    await list.waitFor();
    return list.locator('li').evaluateAll((items) => items.map((item) => ({ line: item.getAttribute('data-line'), text: item.textContent ?? '' })));
  }
}
