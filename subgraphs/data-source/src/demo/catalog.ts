import { Random } from './prng.ts';

/** The demo store's catalogue: a Gulf online shop selling fashion, fragrance, food gifts, beauty and home goods. */
export interface DemoProduct {
  id: number;
  title: string;
  category: string;
  vendor: string;
  sku: string;
  /** Price in SAR; scaled to the store's currency when written. */
  price: number;
  cost: number;
  /** How often it sells relative to others. */
  popularity: number;
  /** Sells more in Ramadan and Eid (dates, oud, abayas, gifts). */
  ramadan: boolean;
}

const CATEGORIES: Array<{ category: string; prefix: string; vendors: string[]; items: string[]; variants: string[]; price: [number, number]; margin: number; ramadan: boolean }> = [
  { category: 'Abayas', prefix: 'ABY', vendors: ['Lomar', 'Hindamme', 'Rafia Modest'], items: ['Classic Abaya', 'Open Abaya', 'Embroidered Abaya', 'Linen Abaya', 'Kimono Abaya'], variants: ['Black', 'Navy', 'Beige', 'Olive'], price: [180, 650], margin: 0.55, ramadan: true },
  { category: 'Perfumes & Oud', prefix: 'OUD', vendors: ['Arabian Oud', 'Ajmal', 'Abdul Samad Al Qurashi'], items: ['Oud Oil', 'Eau de Parfum', 'Bakhoor', 'Musk Tahara', 'Dehn Al Oud'], variants: ['12ml', '50ml', '100ml'], price: [60, 900], margin: 0.6, ramadan: true },
  { category: 'Dates & Sweets', prefix: 'DTS', vendors: ['Bateel', 'Tamr Al Madinah', 'Saad Sweets'], items: ['Ajwa Dates', 'Sukkari Dates', 'Stuffed Dates', 'Maamoul Box', 'Kunafa Mix'], variants: ['500g', '1kg', 'Gift Tin'], price: [35, 320], margin: 0.4, ramadan: true },
  { category: 'Coffee & Tea', prefix: 'COF', vendors: ['Dose Cafe', 'Camel Step', 'Half Million'], items: ['Saudi Coffee', 'Specialty Beans', 'Cardamom Blend', 'Karak Tea', 'Dallah Set'], variants: ['250g', '1kg', 'Set'], price: [30, 420], margin: 0.45, ramadan: true },
  { category: 'Modest Fashion', prefix: 'MFS', vendors: ['Hindamme', 'Lomar', 'Modanisa'], items: ['Silk Scarf', 'Chiffon Shayla', 'Maxi Dress', 'Kaftan', 'Thobe'], variants: ['S', 'M', 'L', 'XL'], price: [70, 480], margin: 0.5, ramadan: true },
  { category: 'Beauty & Skincare', prefix: 'BTY', vendors: ['Huda Beauty', 'Mikyajy', 'Glow Lab'], items: ['Lip Kit', 'Face Serum', 'Kohl Liner', 'Hair Oil', 'Rose Water Toner'], variants: ['Mini', 'Regular'], price: [45, 320], margin: 0.55, ramadan: false },
  { category: 'Electronics Accessories', prefix: 'ELC', vendors: ['Anker', 'Belkin', 'Powerology'], items: ['Fast Charger', 'Power Bank', 'Wireless Earbuds', 'Phone Case', 'Smart Watch Strap'], variants: ['Black', 'White'], price: [40, 600], margin: 0.3, ramadan: false },
  { category: 'Home & Kitchen', prefix: 'HOM', vendors: ['Home Centre', 'Zahra Home', 'Pan Emirates'], items: ['Incense Burner', 'Prayer Rug', 'Serving Tray', 'Lantern', 'Dinner Set'], variants: ['Gold', 'Silver', 'Wood'], price: [50, 750], margin: 0.45, ramadan: true },
  { category: 'Kids', prefix: 'KID', vendors: ['Mothercare', 'Little Souq'], items: ['Eid Outfit', 'Learning Tablet', 'Plush Camel', 'Arabic Story Book'], variants: ['2-4y', '5-7y', '8-10y'], price: [40, 300], margin: 0.45, ramadan: true },
  { category: 'Gifts', prefix: 'GFT', vendors: ['Dukkan Gifts'], items: ['Gift Card', 'Eid Hamper', 'Ramadan Box', 'Wedding Favors'], variants: ['Small', 'Large'], price: [100, 1200], margin: 0.35, ramadan: true },
];

export function demoCatalog(random: Random): DemoProduct[] {
  const products: DemoProduct[] = [];
  for (const spec of CATEGORIES) {
    for (const item of spec.items) {
      for (const variant of spec.variants) {
        const id = products.length + 1;
        const [low, high] = spec.price;
        const price = Math.round((low + random.next() ** 2 * (high - low)) / 5) * 5 - 0.01;
        products.push({
          id,
          title: `${item} - ${variant}`,
          category: spec.category,
          vendor: random.pick(spec.vendors),
          sku: `${spec.prefix}-${String(id).padStart(4, '0')}`,
          price,
          cost: Math.round(price * (1 - spec.margin * (0.8 + random.next() * 0.4)) * 100) / 100,
          // A long tail: a few best sellers, many slow movers.
          popularity: 1 / (1 + random.next() * 12) ** 1.3,
          ramadan: spec.ramadan,
        });
      }
    }
  }
  return products;
}
