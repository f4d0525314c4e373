import { test } from 'node:test';
import assert from 'node:assert/strict';
import { upload } from '../data/data-sources-support.ts';
import { newVisitor } from './browser.ts';
import { shot } from './screenshots.ts';
import { arabicMessage, webTestApp } from './web-test-app.ts';
import { DataSourcesPage } from './pages/data-sources-page.ts';

/** An owner removes a table, a row and a source they added, after a dialog naming each; a member sees the data read-only. */
const product = webTestApp();
const INVITE = 'mutation Invite($input: InviteMemberInput!) { inviteMember(input: $input) { inviteCode } }';
const PERFUMES = 'product,city,quantity\nOud oil,Riyadh,3\nAmber,Jeddah,5\nMusk,Dammam,2\n';

/** A registered owner with one CSV table, `perfumes`, uploaded through the API. */
async function ownerWithTable(email: string) {
  const registered = await product.app.api('POST', '/auth/register', { body: { store_name: 'Oud & Amber', email, password: 'correct-horse-9', timezone: 'Asia/Riyadh' } });
  assert.equal(registered.status, 200, JSON.stringify(registered.body));
  const session = registered.body.data;
  const uploaded = await upload(product.app, session.token, '/stores/custom/upload-csv', { name: 'perfumes.csv', content: PERFUMES }, { fields: { table_name: 'perfumes' } });
  assert.equal(uploaded.status, 200, JSON.stringify(uploaded.body));
  return session as { token: string; user: unknown };
}

/** A browser holding a session the way the app keeps it, in the given language. */
async function signedIn(session: { token: string; user: unknown }, language: 'en' | 'ar' = 'en') {
  const context = await newVisitor(product.browser, product.app.url);
  const page = await context.newPage();
  await page.goto('/about-us');
  const state = { settings: { selectedLanguage: language, countryCode: 'SA', currencyCode: 'SAR' }, auth: session };
  await page.evaluate(`localStorage.setItem('dukkan', ${JSON.stringify(JSON.stringify(state))})`);
  return { context, page, sources: new DataSourcesPage(page) };
}

test('an owner deletes a table after a dialog that names it, and deletes a row after one that shows it', async () => {
  const owner = await ownerWithTable('remover@example.com');
  await upload(product.app, owner.token, '/stores/custom/upload-csv', { name: 'old prices.csv', content: 'item,price\nOud,120\n' }, { fields: { table_name: 'old prices' } });
  const { context, page, sources } = await signedIn(owner);

  await page.goto('/dashboard/data-sources/csv/tables');
  assert.deepEqual(await sources.tableNames(), ['old_prices', 'perfumes']);
  await shot(page, 'tables-delete-actions-en');
  // Cancelling keeps the table.
  assert.deepEqual(await sources.askToDeleteTable('old_prices'), {
    title: 'Delete the table “old prices”?',
    body: 'Its 1 row is deleted with its comments, and questions stop using it. This cannot be undone.',
  });
  await page.getByTestId('delete-table-dialog-cancel').click();
  await page.getByTestId('delete-table-dialog').waitFor({ state: 'hidden' });
  assert.deepEqual(await sources.tableNames(), ['old_prices', 'perfumes']);

  await sources.askToDeleteTable('old_prices');
  await shot(page, 'delete-table-dialog-en');
  await sources.confirm('delete-table-dialog');
  assert.equal((await page.getByTestId('table-deleted').textContent())?.trim(), 'The table “old prices” was deleted.');
  await page.locator('[data-testid="csv-table"][data-table="old_prices"]').waitFor({ state: 'detached' });
  assert.deepEqual(await sources.tableNames(), ['perfumes']);
  const listed = await product.app.api('GET', '/stores/custom/tables', { token: owner.token });
  assert.deepEqual(listed.body.data.data.map((table: any) => table.name), ['perfumes'], 'the server deleted it');
  await shot(page, 'table-deleted-en');

  await page.locator('[data-testid="csv-table"][data-table="perfumes"]').getByTestId('open-rows').click();
  assert.deepEqual((await sources.rows()).map((row) => row[0]), ['Oud oil', 'Amber', 'Musk']);
  assert.deepEqual(await sources.askToDeleteRow(1), { title: 'Delete this row?', body: 'This row of “perfumes” is deleted, which cannot be undone:Amber · Jeddah · 5' });
  await shot(page, 'delete-row-dialog-en');
  await sources.confirm('delete-row-dialog');
  await page.getByText('Amber').waitFor({ state: 'detached' });
  assert.deepEqual((await sources.rows()).map((row) => row[0]), ['Oud oil', 'Musk']);
  const rows = await product.app.api('GET', '/stores/custom/tables/perfumes/rows', { token: owner.token });
  assert.deepEqual(rows.body.data.data.map((row: any) => row.product), ['Oud oil', 'Musk']);
  await shot(page, 'row-deleted-en');
  await context.close();
});

test('an owner removes a source they added; the starting sources offer no remove', async () => {
  const owner = await ownerWithTable('source-remover@example.com');
  const added = await product.app.api('POST', '/stores/data-sources', { token: owner.token, body: { type: 'csv', name: 'Supplier price lists' } });
  assert.equal(added.status, 201);
  const { context, page, sources } = await signedIn(owner);
  await sources.openIndex();
  await page.getByTestId('add-source').waitFor();
  assert.deepEqual((await sources.addedSources('csv')).map((source) => source.name), ['Supplier price lists']);
  assert.equal(await page.getByTestId('remove-added-source').count(), 1, 'only the added source can be removed');
  assert.deepEqual(await sources.askToRemoveSource('csv', 'Supplier price lists'), {
    title: 'Remove the data source “Supplier price lists”?',
    body: 'Its tables are deleted with their rows and comments, and questions stop using them. This cannot be undone.',
  });
  await shot(page, 'remove-source-dialog-en');
  await sources.confirm('remove-source-dialog');
  assert.equal((await page.getByTestId('source-removed').textContent())?.trim(), 'The data source “Supplier price lists” was removed.');
  await page.getByTestId('added-source').waitFor({ state: 'detached' });
  const listed = await product.app.api('GET', '/stores/data-sources', { token: owner.token });
  assert.equal(listed.body.data.data.length, 5);
  await context.close();
});

test('in Arabic the delete dialogs read right to left', async () => {
  const owner = await ownerWithTable('remover-ar@example.com');
  await product.app.api('POST', '/stores/data-sources', { token: owner.token, body: { type: 'database', name: 'قاعدة المورّدين' } });
  const { context, page, sources } = await signedIn(owner, 'ar');
  await page.goto('/v2/dashboard/apps/default/data-sources/csv/tables');
  await sources.tableNames();
  assert.equal(await page.evaluate('document.documentElement.dir'), 'rtl');
  const dialog = await sources.askToDeleteTable('perfumes');
  assert.equal(dialog.title, 'حذف الجدول «perfumes»؟');
  assert.match(dialog.body ?? '', /سيُحذف الجدول مع صفوفه الـ٣ وتعليقاته/);
  assert.equal((await page.getByTestId('delete-table-dialog-confirm').textContent())?.trim(), arabicMessage('dataSources.csvTables.deleteConfirm'));
  await shot(page, 'delete-table-dialog-ar');
  await page.keyboard.press('Escape');
  await page.getByTestId('delete-table-dialog').waitFor({ state: 'hidden' });

  await page.getByTestId('open-rows').click();
  await sources.rows();
  const row = await sources.askToDeleteRow(0);
  assert.equal(row.title, arabicMessage('dataSources.rows.deleteTitle'));
  assert.equal(row.body, 'سيُحذف هذا الصف من «perfumes»، ولا يمكن التراجع عن ذلك:Oud oil · Riyadh · 3');
  await shot(page, 'delete-row-dialog-ar');
  await page.keyboard.press('Escape');

  await sources.openIndex('/v2/dashboard/apps/default/data-sources');
  const source = await sources.askToRemoveSource('database', 'قاعدة المورّدين');
  assert.equal(source.title, 'إزالة مصدر البيانات «قاعدة المورّدين»؟');
  assert.equal(source.body, arabicMessage('dataSources.remove.databaseBody'));
  await shot(page, 'remove-source-dialog-ar');
  await context.close();
});

test('a member sees the data read-only: no upload, add, edit, delete, remove or comment controls, in English and Arabic', async () => {
  const owner = await ownerWithTable('team-owner@example.com');
  await product.app.api('POST', '/stores/data-sources', { token: owner.token, body: { type: 'csv', name: 'Team files' } });
  const sources = (await product.app.api('GET', '/stores/data-sources', { token: owner.token })).body.data.data;
  const csv = sources.find((source: any) => source.kind === 'csv' && source.is_default);
  await product.app.api('POST', `/stores/data-sources/${csv.id}/column-comment`, { token: owner.token, body: { table_name: 'perfumes', column_name: 'city', comment: 'Where the order was delivered' } });
  const invited = await product.app.graphql(INVITE, { input: { email: 'team-member@example.com', role: 'member' } }, owner.token);
  const accepted = await product.app.api('POST', '/invitation', { body: { invite_code: invited.body.data.inviteMember.inviteCode, name: 'Sami', email: 'team-member@example.com' } });
  assert.equal(accepted.status, 200, JSON.stringify(accepted.body));

  for (const language of ['en', 'ar'] as const) {
    const { context, page, sources: screens } = await signedIn(accepted.body.data, language);
    const note = language === 'en' ? "You can read this data. Only the store's owner or an admin can change it." : arabicMessage('dataSources.readOnlyMember');
    const noControls = async (where: string, testIds: string[]) => {
      await page.getByTestId('data-read-only').first().waitFor();
      assert.equal((await page.getByTestId('data-read-only').first().textContent())?.trim(), note, where);
      for (const testId of testIds) assert.equal(await page.getByTestId(testId).count(), 0, `${where}: no ${testId}`);
    };

    await screens.openIndex();
    await screens.addedSources('csv');
    await noControls('index', ['add-source', 'remove-added-source']);
    await shot(page, `member-index-${language}`);

    await page.goto('/dashboard/data-sources/csv');
    await noControls('upload', ['csv-file-input', 'csv-table-name']);

    await page.goto('/dashboard/data-sources/csv/tables');
    assert.deepEqual(await screens.tableNames(), ['perfumes']);
    await noControls('tables', ['delete-table', 'upload-another']);
    await shot(page, `member-tables-${language}`);

    await page.getByTestId('open-rows').click();
    assert.deepEqual((await screens.rows()).map((row) => row[0]), ['Oud oil', 'Amber', 'Musk'], 'the member reads the rows');
    await noControls('rows', ['add-row', 'edit-row', 'delete-row']);
    await shot(page, `member-rows-${language}`);

    await page.getByTestId('rows-open-comments').click();
    await page.getByTestId('column-comment-city-text').waitFor();
    assert.equal(await page.getByTestId('column-comment-city-text').textContent(), 'Where the order was delivered');
    await noControls('comments', ['column-comment-city-input', 'column-comment-city-save', 'table-comment-input']);
    await shot(page, `member-comments-${language}`);

    await page.goto('/dashboard/data-sources/database');
    await noControls('database', ['database-form', 'db-connect']);
    await context.close();
  }
});
