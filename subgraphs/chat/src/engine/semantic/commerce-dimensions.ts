import type { Dimension, DimensionBinding } from '../types.ts';

/** Binds one expression of the orders table (alias o) on every table that reaches orders. */
function viaOrders(sql: string): Record<string, DimensionBinding> {
  return {
    orders: { sql },
    order_lines: { sql, joins: ['orders'] },
    refunds: { sql, joins: ['orders'] },
    returns: { sql, joins: ['orders'] },
    shipments: { sql, joins: ['orders'] },
  };
}
function lineOrProduct(line: string, product: string): Record<string, DimensionBinding> {
  return { order_lines: { sql: line }, returns: { sql: product, joins: ['products'] }, products: { sql: product } };
}
const customerName = `coalesce(nullif(concat_ws(' ', c.first_name, c.last_name), ''), c.email)`;
const place = (column: string): Record<string, DimensionBinding> => ({
  ...viaOrders(`o.${column}`),
  customers: { sql: `c.${column}` },
  abandoned_carts: { sql: `c.${column}`, joins: ['customers'] },
  subscriptions: { sql: `c.${column}`, joins: ['customers'] },
  subscription_churn: { sql: `c.${column}`, joins: ['customers'] },
});

/** The commerce dimensions (the time dimension is handled by grains: day, week, month, quarter, year). */
export const commerceDimensions: Dimension[] = [
  {
    key: 'product', kind: 'category', label: { en: 'product', ar: 'المنتج' },
    synonyms: { en: ['product', 'products', 'item', 'items', 'product name', 'best sellers', 'best selling', 'bestsellers', 'sellers', 'selling products', 'selling product'], ar: ['المنتج', 'المنتجات', 'منتج', 'منتجات', 'الصنف', 'الاصناف', 'اصناف', 'السلع', 'سلعة', 'الاكثر مبيعا'] },
    on: lineOrProduct('l.title', 'p.title'),
  },
  {
    key: 'category', kind: 'category', label: { en: 'category', ar: 'الفئة' },
    synonyms: { en: ['category', 'categories', 'product category', 'product type', 'collection', 'department'], ar: ['الفئة', 'الفئات', 'فئة', 'الفئه', 'التصنيف', 'التصنيفات', 'القسم', 'الاقسام', 'اقسام', 'النوع', 'الانواع', 'الفيه'] },
    on: lineOrProduct('l.category', 'p.category'),
  },
  {
    key: 'vendor', kind: 'category', label: { en: 'vendor', ar: 'المورد' },
    synonyms: { en: ['vendor', 'vendors', 'brand', 'brands', 'supplier', 'suppliers', 'manufacturer'], ar: ['المورد', 'الموردين', 'مورد', 'الماركة', 'الماركات', 'العلامة التجارية', 'البراند', 'البراندات', 'المصنع'] },
    on: lineOrProduct('l.vendor', 'p.vendor'),
  },
  {
    key: 'sku', kind: 'category', label: { en: 'SKU', ar: 'رمز المنتج' },
    synonyms: { en: ['sku', 'skus', 'product code', 'variant'], ar: ['رمز المنتج', 'الرمز', 'كود المنتج', 'الكود', 'sku'] },
    on: lineOrProduct('l.sku', 'p.sku'),
  },
  {
    key: 'customer', kind: 'category', label: { en: 'customer', ar: 'العميل' },
    synonyms: { en: ['customer', 'customers', 'buyer', 'buyers', 'client', 'clients', 'shopper'], ar: ['العميل', 'العملاء', 'عميل', 'الزبون', 'الزبائن', 'زبون', 'الزباين', 'المشتري'] },
    on: {
      orders: { sql: customerName, joins: ['customers'] }, order_lines: { sql: customerName, joins: ['orders', 'customers'] },
      refunds: { sql: customerName, joins: ['orders', 'customers'] }, returns: { sql: customerName, joins: ['orders', 'customers'] },
      abandoned_carts: { sql: customerName, joins: ['customers'] }, subscriptions: { sql: customerName, joins: ['customers'] },
      subscription_churn: { sql: customerName, joins: ['customers'] },
    },
  },
  {
    key: 'country', kind: 'category', label: { en: 'country', ar: 'الدولة' },
    synonyms: { en: ['country', 'countries', 'market', 'markets', 'nation'], ar: ['الدولة', 'الدول', 'دولة', 'البلد', 'البلدان', 'الدوله', 'بلد', 'الاسواق'] },
    on: place('country'),
    valueAliases: { 'السعودية': 'SA', 'المملكة': 'SA', 'الامارات': 'AE', 'الكويت': 'KW', 'قطر': 'QA', 'البحرين': 'BH', 'عمان': 'OM', 'مصر': 'EG', 'الاردن': 'JO', 'saudi arabia': 'SA', 'saudi': 'SA', 'ksa': 'SA', 'uae': 'AE', 'emirates': 'AE', 'united arab emirates': 'AE', 'kuwait': 'KW', 'qatar': 'QA', 'bahrain': 'BH', 'oman': 'OM', 'egypt': 'EG', 'jordan': 'JO', 'usa': 'US', 'united states': 'US', 'america': 'US', 'uk': 'GB', 'united kingdom': 'GB' },
  },
  {
    key: 'region', kind: 'category', label: { en: 'region', ar: 'المنطقة' },
    synonyms: { en: ['region', 'regions', 'state', 'states', 'province', 'provinces', 'emirate', 'area'], ar: ['المنطقة', 'المناطق', 'منطقة', 'المنطقه', 'الولاية', 'الامارة', 'المحافظة', 'المحافظات'] },
    on: place('region'),
  },
  {
    key: 'city', kind: 'category', label: { en: 'city', ar: 'المدينة' },
    synonyms: { en: ['city', 'cities', 'town', 'towns'], ar: ['المدينة', 'المدن', 'مدينة', 'المدينه', 'مدن'] },
    on: place('city'),
    valueAliases: { 'الرياض': 'Riyadh', 'جدة': 'Jeddah', 'جده': 'Jeddah', 'مكة': 'Makkah', 'مكه': 'Makkah', 'المدينة المنورة': 'Madinah', 'الدمام': 'Dammam', 'الخبر': 'Khobar', 'دبي': 'Dubai', 'ابوظبي': 'Abu Dhabi', 'ابو ظبي': 'Abu Dhabi', 'الشارقة': 'Sharjah', 'الكويت': 'Kuwait City', 'الدوحة': 'Doha', 'المنامة': 'Manama', 'مسقط': 'Muscat', 'القاهرة': 'Cairo', 'عمان': 'Amman', 'الطائف': 'Taif', 'تبوك': 'Tabuk', 'ابها': 'Abha' },
  },
  {
    key: 'channel', kind: 'category', label: { en: 'channel', ar: 'القناة' },
    synonyms: { en: ['channel', 'channels', 'sales channel', 'source', 'platform'], ar: ['القناة', 'القنوات', 'قناة', 'قناة البيع', 'قنوات البيع', 'المصدر', 'المنصة'] },
    on: viaOrders('o.channel'),
  },
  {
    key: 'payment_method', kind: 'category', label: { en: 'payment method', ar: 'طريقة الدفع' },
    synonyms: { en: ['payment method', 'payment methods', 'payment type', 'payment', 'paid with', 'payment gateway', 'gateway'], ar: ['طريقة الدفع', 'طرق الدفع', 'وسيلة الدفع', 'وسائل الدفع', 'الدفع', 'بوابة الدفع'] },
    on: { ...viaOrders('o.payment_method'), payments: { sql: 'pm.method' } },
    valueAliases: { 'الدفع عند الاستلام': 'cash_on_delivery', 'كاش': 'cash_on_delivery', 'cod': 'cash_on_delivery', 'مدى': 'mada', 'كي نت': 'knet', 'باي بال': 'paypal', 'ابل باي': 'apple_pay', 'apple pay': 'apple_pay', 'بطاقة': 'card', 'credit card': 'card', 'تابي': 'tabby', 'تمارا': 'tamara' },
  },
  {
    key: 'status', kind: 'category', label: { en: 'status', ar: 'الحالة' },
    synonyms: { en: ['status', 'statuses', 'state of order', 'order status', 'shipment status', 'stage'], ar: ['الحالة', 'الحالات', 'حالة', 'الحاله', 'حالة الطلب', 'حالة الشحنة', 'حالة الشحن'] },
    on: {
      orders: { sql: 'o.status' }, order_lines: { sql: 'o.status', joins: ['orders'] }, shipments: { sql: 's.status' },
      returns: { sql: 'rt.status' }, subscriptions: { sql: 'sb.status' }, payments: { sql: 'pm.status' },
    },
    valueAliases: { 'ملغي': 'cancelled', 'ملغاة': 'cancelled', 'ملغية': 'cancelled', 'مدفوع': 'paid', 'مدفوعة': 'paid', 'معلق': 'pending', 'معلقة': 'pending', 'قيد الانتظار': 'pending', 'تم التوصيل': 'delivered', 'واصلة': 'delivered', 'مسلمة': 'delivered', 'في الطريق': 'in_transit', 'قيد الشحن': 'in_transit', 'in transit': 'in_transit', 'canceled': 'cancelled', 'مستردة': 'refunded', 'مسترد': 'refunded', 'نشط': 'active', 'نشطة': 'active' },
  },
  {
    key: 'carrier', kind: 'category', label: { en: 'carrier', ar: 'شركة الشحن' },
    synonyms: { en: ['carrier', 'carriers', 'shipping company', 'courier', 'couriers', 'shipping carrier', 'delivery company'], ar: ['شركة الشحن', 'شركات الشحن', 'الناقل', 'شركة التوصيل', 'شركات التوصيل', 'المندوب'] },
    on: { shipments: { sql: 's.carrier' } },
    valueAliases: { 'ارامكس': 'Aramex', 'سمسا': 'SMSA', 'البريد السعودي': 'SPL', 'دي اتش ال': 'DHL', 'فيدكس': 'FedEx' },
  },
  {
    key: 'ship_mode', kind: 'category', label: { en: 'ship mode', ar: 'طريقة الشحن' },
    synonyms: { en: ['ship mode', 'shipping method', 'shipping mode', 'delivery method', 'shipping option', 'shipping type'], ar: ['طريقة الشحن', 'طرق الشحن', 'نوع الشحن', 'طريقة التوصيل', 'خيار الشحن'] },
    on: viaOrders('o.ship_mode'),
  },
  {
    key: 'currency', kind: 'category', label: { en: 'currency', ar: 'العملة' },
    synonyms: { en: ['currency', 'currencies'], ar: ['العملة', 'العملات', 'عملة'] },
    on: { ...viaOrders('o.currency'), abandoned_carts: { sql: 'ac.currency' }, subscriptions: { sql: 'sb.currency' }, subscription_churn: { sql: 'sc.currency' }, payments: { sql: 'pm.currency' } },
  },
  {
    key: 'plan', kind: 'category', label: { en: 'plan', ar: 'الباقة' },
    synonyms: { en: ['plan', 'plans', 'subscription plan', 'tier'], ar: ['الباقة', 'الباقات', 'الخطة', 'الخطط', 'باقة'] },
    on: { subscriptions: { sql: 'sb.plan' }, subscription_churn: { sql: 'sc.plan' } },
  },
  {
    key: 'reason', kind: 'category', label: { en: 'reason', ar: 'السبب' },
    synonyms: { en: ['reason', 'reasons', 'return reason', 'refund reason', 'why'], ar: ['السبب', 'الاسباب', 'سبب', 'اسباب الارجاع', 'سبب الارجاع'] },
    on: { returns: { sql: 'rt.reason' }, refunds: { sql: 'r.reason' } },
  },
];
