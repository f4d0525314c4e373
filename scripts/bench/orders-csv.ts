import { createWriteStream } from 'node:fs';
import { once } from 'node:events';
import { Random } from '@dukkan/data-source/demo/prng.ts';

const PRODUCTS = ['Black Abaya', 'Oud Oil 12ml', 'Ajwa Dates 1kg', 'Saudi Coffee 250g', 'Silk Scarf', 'Face Serum', 'Power Bank', 'Prayer Rug', 'Eid Hamper', 'Kaftan'];
const CATEGORIES = ['Abayas', 'Perfumes & Oud', 'Dates & Sweets', 'Coffee & Tea', 'Modest Fashion', 'Beauty & Skincare', 'Electronics Accessories', 'Home & Kitchen', 'Gifts', 'Modest Fashion'];
const PLACES = [['Saudi Arabia', 'Riyadh'], ['Saudi Arabia', 'Jeddah'], ['Saudi Arabia', 'Dammam'], ['United Arab Emirates', 'Dubai'], ['United Arab Emirates', 'Abu Dhabi'], ['Egypt', 'Cairo'], ['United States', 'New York'], ['United Kingdom', 'London']];

/**
 * Writes a generic order-lines CSV (one row per line, about 2.5 lines per order) of `rows` data rows, the shape a
 * seller exports from a spreadsheet: quoted names with commas, decimals, dates.
 */
export async function writeOrdersCsv(file: string, rows: number, seed = 42): Promise<number> {
  const random = new Random(seed);
  const out = createWriteStream(file);
  out.write('Order ID,Order Date,Customer Name,Email,Country,City,Product Name,SKU,Category,Quantity,Unit Price,Sales,Discount,Profit,Ship Mode\n');
  let order = 100000;
  let left = 0;
  let date = Date.UTC(2023, 0, 1);
  let chunk = '';
  let customer = 0;
  let place = PLACES[0];
  for (let i = 0; i < rows; i++) {
    if (left === 0) {
      order++;
      left = random.int(1, 4);
      date += random.int(0, 90_000);
      customer = random.int(1, 200_000);
      place = random.pick(PLACES);
    }
    left--;
    const p = random.int(0, PRODUCTS.length - 1);
    const quantity = random.int(1, 3);
    const price = 20 + p * 37.5;
    const sales = quantity * price;
    const day = new Date(date).toISOString().slice(0, 19).replace('T', ' ');
    chunk += `SO-${order},${day},"Customer ${customer}, Jr",c${customer}@example.com,${place[0]},${place[1]},${PRODUCTS[p]},SKU-${p},${CATEGORIES[p]},${quantity},${price.toFixed(2)},${sales.toFixed(2)},0,${(sales * 0.3).toFixed(2)},Standard\n`;
    if (chunk.length > 1 << 20) {
      if (!out.write(chunk)) await once(out, 'drain');
      chunk = '';
    }
  }
  out.end(chunk);
  await once(out, 'finish');
  return order - 100000;
}
