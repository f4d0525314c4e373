import { test } from 'node:test';
import assert from 'node:assert/strict';
import { query } from '../chat/support/chat-owner.ts';
import { shot } from './screenshots.ts';
import { registeredVisitor } from './owner-session.ts';
import { arabicMessage, webTestApp } from './web-test-app.ts';
import { ConfigureStorePage } from './pages/configure-store-page.ts';

/** The store type picker and the seller's orders file: uploaded, its column mapping shown, corrected and imported again. */
const product = webTestApp();

/** An order-lines sheet of 3 orders on 5 lines; Branch is a column no field knows. */
const ORDERS = [
  'Order ID,Order Date,Customer Name,City,Branch,Product Name,Category,Quantity,Sales',
  'A-1001,2024-03-01,Noura Saleh,Riyadh,Olaya,Oud Royal,Perfume,1,450.00',
  'A-1001,2024-03-01,Noura Saleh,Riyadh,Olaya,Amber Musk,Perfume,2,180.00',
  'A-1002,2024-03-02,Faisal Omar,Jeddah,Tahlia,Rose Water,Care,3,75.50',
  'A-1003,2024-03-03,Huda Ali,Dammam,Corniche,Oud Royal,Perfume,1,450.00',
  'A-1003,2024-03-03,Huda Ali,Dammam,Corniche,Saffron Soap,Care,4,60.00',
].join('\n');

async function storeOf(email: string): Promise<string> {
  const [row] = await query(product.app, 'SELECT m.store_id FROM auth_user u JOIN store_member m ON m.user_id = u.id WHERE u.email = $1', [email]);
  return String(row.store_id);
}

async function signedIn(email: string, language: 'en' | 'ar' = 'en') {
  const { context, page } = await registeredVisitor(product.app, product.browser, { storeName: 'Amber House', email, language });
  return { context, page, store: new ConfigureStorePage(page) };
}

test('a seller picks the orders file type, uploads an order-lines sheet, sees how its columns were read, corrects one, and maps an unrecognised file by hand', async () => {
  const email = 'seller-mapping@example.com';
  const { context, page, store } = await signedIn(email);
  await store.openPicker();
  const types = await store.storeTypes();
  assert.deepEqual(types.map((type) => type.type), ['magento', 'shopify', 'salla', 'woocommerce', 'seller', 'webflow', 'custom', 'others']);
  assert.equal(types.find((type) => type.type === 'seller')?.name, 'Orders file');
  await shot(page, 'configure-store-picker-en');
  await store.openSellerFromPicker();
  assert.match(page.url(), /\/dashboard\/configure-store\/seller$/);

  await store.upload('orders.csv', ORDERS);
  const result = await store.result();
  assert.equal(result.imported, 'orders.csv imported: 3 orders from 5 rows.');
  assert.match(result.recognised ?? '', /^Recognised as an order-lines sheet; read as .+, separated by “,”\.$/);
  const mapping = await store.mapping();
  const columnOf = (field: string) => mapping.find((row) => row.field === field);
  assert.deepEqual(columnOf('line_total'), { field: 'line_total', label: 'Line total (sales)', column: 'Sales' });
  assert.equal(columnOf('order_id')?.column, 'Order ID');
  assert.equal(columnOf('city')?.column, 'City');
  assert.equal(columnOf('email')?.column, 'Not used', 'a field the file lacks shows as not used');
  assert.equal(mapping.length, 41, 'every warehouse field is listed');
  assert.deepEqual(columnOf('discount_code'), { field: 'discount_code', label: 'Discount code', column: 'Not used' });
  assert.deepEqual(await store.extraColumns(), ['Branch']);
  await shot(page, 'seller-imported-en');

  // The city is read from Branch instead: City becomes a kept column, and the store's orders carry the branches.
  const first = await page.getByTestId('seller-result').getAttribute('data-import-id');
  await store.chooseColumn('city', 'Branch');
  assert.deepEqual(await store.extraColumns(), ['City']);
  await store.importAgain();
  await page.locator(`[data-testid="seller-result"]:not([data-import-id="${first}"])`).waitFor();
  assert.equal((await store.result()).imported, 'orders.csv imported: 3 orders from 5 rows.');
  assert.equal((await store.mapping()).find((row) => row.field === 'city')?.column, 'Branch');
  await shot(page, 'seller-reimported-en');
  const storeId = await storeOf(email);
  const cities = await query(product.app, 'SELECT city, count(*)::int AS orders FROM warehouse.orders WHERE store_id = $1 GROUP BY city ORDER BY city', [storeId]);
  assert.deepEqual(cities, [{ city: 'Corniche', orders: 1 }, { city: 'Olaya', orders: 1 }, { city: 'Tahlia', orders: 1 }]);

  // Coming back, the latest import is shown with its corrected mapping; the picker marks the store as an orders file.
  await store.openSeller();
  await page.getByTestId('seller-latest').waitFor();
  assert.equal((await store.mapping()).find((row) => row.field === 'city')?.column, 'Branch');
  await store.openPicker();
  await page.getByTestId('store-type-current').waitFor();
  assert.deepEqual((await store.storeTypes()).filter((type) => type.current).map((type) => type.type), ['seller']);

  // A file whose columns are not recognised is refused with the server's message; its columns are mapped by hand
  // and it imports.
  await store.openSeller();
  await store.upload('ledger.csv', 'Ref,Day,Paid\nL-1,2024-04-01,120.00\nL-2,2024-04-02,80.50\n');
  assert.match((await store.error()) ?? '', /No order date column/);
  assert.equal((await store.mapping()).find((row) => row.field === 'created_at')?.column, 'Not used');
  await shot(page, 'seller-no-date-en');
  await store.chooseColumn('order_id', 'Ref');
  await store.chooseColumn('created_at', 'Day');
  await store.chooseColumn('total', 'Paid');
  await store.importAgain();
  assert.equal((await store.result()).imported, 'ledger.csv imported: 2 orders from 2 rows.');
  const totals = await query(product.app, 'SELECT order_number, total::text FROM warehouse.orders WHERE store_id = $1 ORDER BY order_number', [storeId]);
  assert.deepEqual(totals, [{ order_number: 'L-1', total: '120.00' }, { order_number: 'L-2', total: '80.50' }]);
  await context.close();
});

test('in Arabic the seller page reads right to left, labels the fields in Arabic and tells a bad file in Arabic', async () => {
  const { context, page, store } = await signedIn('seller-ar@example.com', 'ar');
  await store.openPicker();
  assert.equal(await page.evaluate('document.documentElement.dir'), 'rtl');
  assert.equal((await store.storeTypes()).find((type) => type.type === 'seller')?.name, arabicMessage('configureStore.type.seller'));
  await shot(page, 'configure-store-picker-ar');
  await store.openSellerFromPicker();
  assert.equal((await page.getByTestId('seller-title').textContent())?.trim(), arabicMessage('configureStore.seller.title'));

  await store.upload('طلبات.csv', ORDERS);
  // Counts in Arabic-Indic digits, as the other screens write them.
  assert.equal((await store.result()).imported, 'استُورد طلبات.csv: ٣ طلبات من ٥ صفوف.');
  const lineTotal = (await store.mapping()).find((row) => row.field === 'line_total');
  assert.deepEqual(lineTotal, { field: 'line_total', label: arabicMessage('configureStore.field.line_total'), column: 'Sales' });
  // Right to left: each field's label stands to the right of the column chosen for it.
  const row = page.locator('[data-testid="mapping-row"][data-field="line_total"]');
  const labelBox = await row.getByTestId('mapping-field-label').boundingBox();
  const selectBox = await row.getByTestId('mapping-select-line_total').boundingBox();
  assert.ok(labelBox && selectBox && labelBox.x > selectBox.x + selectBox.width, JSON.stringify({ labelBox, selectBox }));
  await shot(page, 'seller-imported-ar');

  await store.upload('فارغ.csv', 'Order ID,Order Date,Sales\n');
  assert.equal(await store.error(), 'يحتوي الملف على صف العناوين فقط دون أي طلبات.');
  await shot(page, 'seller-header-only-ar');
  await context.close();
});
