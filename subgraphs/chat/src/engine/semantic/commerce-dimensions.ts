import type { ArabicCounted, Dimension, DimensionBinding } from '../types.ts';
import { channelWords, paymentMethodWords, reasonWords, shipModeWords, statusWords, cityWords, countryWords, regionWords } from './commerce-values.ts';

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
/** Customers are told apart by id (hundreds share a name in a big store); the e-mail is shown when a name repeats. */
const customer = (joins: string[]): DimensionBinding => ({ sql: customerName, joins, id: 'c.id', detail: 'c.email' });
const counted = (one: string, two: string, few: string, many: string): ArabicCounted => ({ one, two, few, many });
const place = (column: string): Record<string, DimensionBinding> => ({
  ...viaOrders(`o.${column}`),
  customers: { sql: `c.${column}` },
  abandoned_carts: { sql: `c.${column}`, joins: ['customers'] },
  subscriptions: { sql: `c.${column}`, joins: ['customers'] },
  subscription_churn: { sql: `c.${column}`, joins: ['customers'] },
  product_pairs: { sql: `pp.${column}` },
});

/** The commerce dimensions (the time dimension is handled by grains: day, week, month, quarter, year). */
export const commerceDimensions: Dimension[] = [
  {
    key: 'product', kind: 'category', label: { en: 'product', ar: 'المنتج' },
    synonyms: { en: ['product', 'products', 'item', 'items', 'product name', 'best sellers', 'best seller', 'bestseller', 'top seller', 'best selling', 'bestsellers', 'sellers', 'seller', 'selling products', 'selling product'], ar: ['المنتج', 'المنتجات', 'منتج', 'منتجات', 'الصنف', 'الاصناف', 'اصناف', 'السلع', 'سلعة', 'الاكثر مبيعا'] },
    on: { ...lineOrProduct('l.title', 'p.title'), product_pairs: { sql: 'pp.title' } },
    counted: counted('منتج', 'منتجين', 'منتجات', 'منتجاً'),
  },
  {
    // Two products bought in one order, named in the same order whichever was the line first (so A + B and B + A are
    // one pair).
    key: 'product_pair', kind: 'category', label: { en: 'pair of products', ar: 'زوج المنتجات' },
    // (Not "pairs": one letter away from "paris", a place a store may not sell to, which must be named as not found.)
    synonyms: { en: ['product pair', 'pair of products', 'product combinations', 'combinations', 'combos', 'product combos'], ar: ['ازواج المنتجات', 'الازواج', 'ازواج', 'تركيبات المنتجات', 'التركيبات', 'المنتجات المترابطه'] },
    on: { product_pairs: { sql: "least(pp.title, pp.other_title) || ' + ' || greatest(pp.title, pp.other_title)" } },
    counted: counted('زوج', 'زوجين', 'أزواج', 'زوجاً'),
  },
  {
    // Two categories bought in one order (the same one twice when two of its products were): "which categories are
    // bought together".
    key: 'category_pair', kind: 'category', label: { en: 'pair of categories', ar: 'زوج الفئات' },
    synonyms: { en: ['category pair', 'pair of categories', 'category combinations'], ar: ['ازواج الفئات', 'تركيبات الفئات'] },
    on: { product_pairs: { sql: "least(pp.category, pp.other_category) || ' + ' || greatest(pp.category, pp.other_category)" } },
    counted: counted('زوج', 'زوجين', 'أزواج', 'زوجاً'),
  },
  {
    // The other product of an order that holds one named: "what do customers buy with the Oud Perfume".
    key: 'bought_with', kind: 'category', label: { en: 'other product', ar: 'المنتج الآخر' },
    synonyms: { en: ['other product', 'other products'], ar: ['المنتج الاخر', 'المنتجات الاخري'] },
    on: { product_pairs: { sql: 'pp.other_title' } },
    counted: counted('منتج', 'منتجين', 'منتجات', 'منتجاً'),
  },
  {
    // Not the bare فئة: normalised it is فيه ("there is", "in it"), a word of many Gulf questions; with a word before or
    // after it ("كل فئة", "فئة المنتج") it is the category.
    key: 'category', kind: 'category', label: { en: 'category', ar: 'الفئة' },
    synonyms: { en: ['category', 'categories', 'product category', 'product type', 'collection', 'department'], ar: ['الفئة', 'الفئات', 'فئات', 'الفئه', 'كل فئة', 'لكل فئة', 'حسب فئة', 'بحسب فئة', 'فئة المنتج', 'فئة المنتجات', 'حسب فئة المنتج', 'حسب فئة المنتجات', 'التصنيف', 'التصنيفات', 'القسم', 'الاقسام', 'اقسام', 'النوع', 'الانواع', 'الفيه'] },
    on: { ...lineOrProduct('l.category', 'p.category'), product_pairs: { sql: 'pp.category' } },
    counted: counted('فئة', 'فئتين', 'فئات', 'فئة'),
  },
  {
    key: 'vendor', kind: 'category', label: { en: 'vendor', ar: 'المورد' },
    synonyms: { en: ['vendor', 'vendors', 'brand', 'brands', 'supplier', 'suppliers', 'manufacturer'], ar: ['المورد', 'الموردين', 'مورد', 'الماركة', 'الماركات', 'العلامة التجارية', 'البراند', 'البراندات', 'المصنع'] },
    on: lineOrProduct('l.vendor', 'p.vendor'),
    counted: counted('مورد', 'موردَين', 'موردين', 'مورداً'),
  },
  {
    key: 'sku', kind: 'category', label: { en: 'SKU', ar: 'رمز المنتج' },
    synonyms: { en: ['sku', 'skus', 'product code', 'variant'], ar: ['رمز المنتج', 'الرمز', 'كود المنتج', 'sku'] },
    on: lineOrProduct('l.sku', 'p.sku'),
    counted: counted('رمز منتج', 'رمزَي منتج', 'رموز منتجات', 'رمز منتج'),
  },
  {
    key: 'customer', kind: 'category', label: { en: 'customer', ar: 'العميل' },
    synonyms: { en: ['customer', 'customers', 'buyer', 'buyers', 'client', 'clients', 'shopper'], ar: ['العميل', 'العملاء', 'عميل', 'الزبون', 'الزبائن', 'زبون', 'الزباين', 'المشتري'] },
    on: {
      customers: customer([]), orders: customer(['customers']), order_lines: customer(['orders', 'customers']),
      refunds: customer(['orders', 'customers']), returns: customer(['orders', 'customers']),
      abandoned_carts: customer(['customers']), subscriptions: customer(['customers']),
      subscription_churn: customer(['customers']),
    },
    counted: counted('عميل', 'عميلين', 'عملاء', 'عميلاً'),
  },
  {
    // "biggest order this month", "top 5 orders": single orders ranked by a measure, named by their number.
    key: 'order', kind: 'category', label: { en: 'order', ar: 'الطلب' },
    synonyms: { en: ['order', 'orders', 'order number', 'single order'], ar: ['الطلب', 'الطلبات', 'طلب', 'رقم الطلب'] },
    on: { orders: { sql: 'o.order_number' }, order_lines: { sql: 'o.order_number', joins: ['orders'] } },
    counted: counted('طلب', 'طلبين', 'طلبات', 'طلباً'),
  },
  {
    // "Which discount code was used most", "كم طلب استخدم كود RAMADAN20": the code typed at checkout, kept with the
    // order (the demo store's and a seller file's "Discount Code" column).
    key: 'discount_code', kind: 'category', label: { en: 'discount code', ar: 'كود الخصم' },
    synonyms: { en: ['discount code', 'discount codes', 'coupon', 'coupons', 'coupon code', 'coupon codes', 'promo code', 'promo codes', 'voucher', 'vouchers', 'voucher code', 'code', 'codes'], ar: ['كود الخصم', 'اكواد الخصم', 'كوبون', 'الكوبون', 'كوبونات', 'الكوبونات', 'كود', 'الكود', 'رمز الخصم', 'كود خصم', 'كوبون الخصم', 'برومو كود'] },
    on: { orders: { sql: `o.extra->>'discount_code'` }, order_lines: { sql: `o.extra->>'discount_code'`, joins: ['orders'] } },
    counted: counted('كود', 'كودين', 'أكواد', 'كوداً'),
  },
  {
    // "The biggest abandoned cart this month": single carts ranked by their value, named by the shopper (a guest's cart
    // by its e-mail or its own number) and kept apart by the cart.
    key: 'cart', kind: 'category', label: { en: 'cart', ar: 'السلة' },
    synonyms: { en: ['cart', 'carts', 'single cart'], ar: ['سله', 'السله'] },
    on: { abandoned_carts: { sql: `coalesce(nullif(concat_ws(' ', c.first_name, c.last_name), ''), ac.email, ac.external_id, ac.id::text)`, joins: ['customers'], id: 'ac.id', detail: 'ac.email' } },
    counted: counted('سلة', 'سلتين', 'سلات', 'سلة'),
  },
  {
    key: 'country', kind: 'category', label: { en: 'country', ar: 'الدولة' },
    synonyms: { en: ['country', 'countries', 'market', 'markets', 'nation'], ar: ['الدولة', 'الدول', 'دولة', 'البلد', 'البلدان', 'الدوله', 'بلد', 'الاسواق'] },
    on: place('country'),
    counted: counted('دولة', 'دولتين', 'دول', 'دولة'),
    valueLabels: countryWords,
    valueAliases: { 'السعودية': 'SA', 'المملكة': 'SA', 'الامارات': 'AE', 'الكويت': 'KW', 'قطر': 'QA', 'البحرين': 'BH', 'عمان': 'OM', 'مصر': 'EG', 'الاردن': 'JO', 'saudi arabia': 'SA', 'saudi': 'SA', 'ksa': 'SA', 'uae': 'AE', 'emirates': 'AE', 'united arab emirates': 'AE', 'kuwait': 'KW', 'qatar': 'QA', 'bahrain': 'BH', 'oman': 'OM', 'egypt': 'EG', 'jordan': 'JO', 'usa': 'US', 'united states': 'US', 'america': 'US', 'uk': 'GB', 'united kingdom': 'GB' },
  },
  {
    key: 'region', kind: 'category', label: { en: 'region', ar: 'المنطقة' },
    synonyms: { en: ['region', 'regions', 'state', 'states', 'province', 'provinces', 'emirate', 'area'], ar: ['المنطقة', 'المناطق', 'منطقة', 'المنطقه', 'الولاية', 'الامارة', 'المحافظة', 'المحافظات'] },
    on: place('region'),
    // Saudi regions as owners name them (each counts only where the store has that region).
    valueAliases: { 'المنطقة الشرقية': 'Eastern Province', 'الشرقية': 'Eastern Province', 'منطقة الرياض': 'Riyadh Region', 'منطقة مكة': 'Makkah Region', 'منطقة مكة المكرمة': 'Makkah Region', 'منطقة المدينة': 'Madinah Region', 'منطقة المدينة المنورة': 'Madinah Region', 'عسير': 'Asir Region', 'منطقة عسير': 'Asir Region', 'القصيم': 'Qassim Region', 'منطقة القصيم': 'Qassim Region', 'منطقة تبوك': 'Tabuk Region', 'eastern province': 'Eastern Province', 'eastern region': 'Eastern Province', 'makkah region': 'Makkah Region', 'riyadh region': 'Riyadh Region' },
    counted: counted('منطقة', 'منطقتين', 'مناطق', 'منطقة'),
    valueLabels: regionWords,
  },
  {
    key: 'city', kind: 'category', label: { en: 'city', ar: 'المدينة' },
    synonyms: { en: ['city', 'cities', 'town', 'towns', 'from which cities', 'where from', 'from where'], ar: ['المدينة', 'المدن', 'مدينة', 'المدينه', 'مدن', 'من وين', 'ومن وين', 'من اين', 'ومن اين', 'وين ساكنين', 'وين يسكنون', 'من أي مدينة', 'من اي مدن'] },
    on: place('city'),
    counted: counted('مدينة', 'مدينتين', 'مدن', 'مدينة'),
    valueLabels: cityWords,
    valueAliases: { 'الرياض': 'Riyadh', 'جدة': 'Jeddah', 'جده': 'Jeddah', 'مكة': 'Mecca', 'مكه': 'Mecca', 'المدينة المنورة': 'Medina', 'الدمام': 'Dammam', 'الخبر': 'Khobar', 'دبي': 'Dubai', 'ابوظبي': 'Abu Dhabi', 'ابو ظبي': 'Abu Dhabi', 'الشارقة': 'Sharjah', 'مدينة الكويت': 'Kuwait City', 'الدوحة': 'Doha', 'المنامة': 'Manama', 'مسقط': 'Muscat', 'القاهرة': 'Cairo', 'عمان': 'Amman', 'الطائف': 'Taif', 'تبوك': 'Tabuk', 'ابها': 'Abha' },
  },
  {
    key: 'channel', kind: 'category', label: { en: 'channel', ar: 'القناة' },
    synonyms: { en: ['channel', 'channels', 'sales channel', 'source', 'platform'], ar: ['القناة', 'القنوات', 'قناة', 'قناة البيع', 'قنوات البيع', 'المصدر', 'المنصة'] },
    on: viaOrders('o.channel'),
    counted: counted('قناة', 'قناتين', 'قنوات', 'قناة'),
    valueLabels: channelWords,
    // How Gulf owners write the channels they sell on.
    valueAliases: { 'الكاشير': 'pos', 'كاشير': 'pos', 'الكاشيير': 'pos', 'الماركت بليس': 'marketplace', 'ماركت بليس': 'marketplace', 'السوق الالكتروني': 'marketplace', 'الاسواق الالكترونيه': 'marketplace', 'انستقرام': 'instagram', 'انستجرام': 'instagram', 'انستا': 'instagram', 'insta': 'instagram', 'ig': 'instagram', 'wa': 'whatsapp', 'snap': 'snapchat', 'tt': 'tiktok', 'واتس': 'whatsapp', 'وتساب': 'whatsapp', 'واتس اب': 'whatsapp', 'تيك توك': 'tiktok', 'تيكتوك': 'tiktok', 'سناب': 'snapchat', 'سناب شات': 'snapchat', 'الموقع': 'online_store' },
  },
  {
    key: 'payment_method', kind: 'category', label: { en: 'payment method', ar: 'طريقة الدفع' },
    synonyms: { en: ['payment method', 'payment methods', 'payment type', 'payment', 'paid with', 'payment gateway', 'gateway', 'method', 'methods', 'how do people pay', 'how people pay', 'how do customers pay', 'how customers pay', 'how do my customers pay', 'how do they pay'], ar: ['الطريقه', 'بالطريقه', 'طريقة الدفع', 'طرق الدفع', 'وسيلة الدفع', 'وسائل الدفع', 'الدفع', 'بوابة الدفع', 'كيف يدفع العملاء', 'كيف يدفعون', 'كيف يدفع الزبائن', 'وش يدفعون فيه', 'كيف الناس تدفع'] },
    on: { ...viaOrders('o.payment_method'), payments: { sql: 'pm.method' } },
    counted: counted('طريقة دفع', 'طريقتَي دفع', 'طرق دفع', 'طريقة دفع'),
    valueLabels: paymentMethodWords,
    valueAliases: { 'visa': 'card', 'mastercard': 'card', 'credit cards': 'card', 'فيزا': 'card', 'الفيزا': 'card', 'ماستر كارد': 'card', 'الماستر كارد': 'card', 'البطاقه الائتمانيه': 'card', 'بطاقه ائتمان': 'card', 'الدفع عند الاستلام': 'cash_on_delivery', 'دفع عند الاستلام': 'cash_on_delivery', 'عند الاستلام': 'cash_on_delivery', 'كاش': 'cash_on_delivery', 'الكاش': 'cash_on_delivery', 'بالكاش': 'cash_on_delivery', 'نقدا': 'cash_on_delivery', 'نقدي': 'cash_on_delivery', 'cash': 'cash_on_delivery', 'cod': 'cash_on_delivery', 'مدى': 'mada', 'كي نت': 'knet', 'باي بال': 'paypal', 'ابل باي': 'apple_pay', 'apple pay': 'apple_pay', 'بطاقة': 'card', 'credit card': 'card', 'تابي': 'tabby', 'تمارا': 'tamara' },
  },
  {
    key: 'status', kind: 'category', label: { en: 'status', ar: 'الحالة' },
    synonyms: { en: ['status', 'statuses', 'state of order', 'order status', 'shipment status', 'shipping status', 'delivery status', 'stage'], ar: ['الحالة', 'الحالات', 'حالة', 'الحاله', 'حالة الطلب', 'حالة الشحنة', 'حالة الشحن', 'حالة التوصيل'] },
    on: {
      orders: { sql: 'o.status' }, order_lines: { sql: 'o.status', joins: ['orders'] }, shipments: { sql: 's.status' },
      returns: { sql: 'rt.status' }, subscriptions: { sql: 'sb.status' }, payments: { sql: 'pm.status' },
    },
    counted: counted('حالة', 'حالتين', 'حالات', 'حالة'),
    valueLabels: statusWords,
    valueAliases: { 'اكسبشن': 'exception', 'متعثره': 'exception', 'المتعثره': 'exception', 'exceptions': 'exception', 'with exceptions': 'exception', 'delivery exceptions': 'exception', 'delivery exception': 'exception', 'unpaid': 'pending', 'not paid': 'pending', 'not paid yet': 'pending', 'awaiting payment': 'pending', 'غير مدفوع': 'pending', 'غير مدفوعة': 'pending', 'ما اندفع': 'pending', 'ما اندفعت': 'pending', 'ما تدفعت': 'pending', 'ما تدفع': 'pending', 'لم تدفع': 'pending', 'غير المدفوعة': 'pending', 'ما انسددت': 'pending', 'ملغي': 'cancelled', 'ملغاة': 'cancelled', 'ملغية': 'cancelled', 'مدفوع': 'paid', 'مدفوعة': 'paid', 'معلق': 'pending', 'معلقة': 'pending', 'قيد الانتظار': 'pending', 'تم التوصيل': 'delivered', 'واصلة': 'delivered', 'مسلمة': 'delivered', 'في الطريق': 'in_transit', 'قيد الشحن': 'in_transit', 'in transit': 'in_transit', 'canceled': 'cancelled', 'مستردة': 'refunded', 'مسترد': 'refunded', 'نشط': 'active', 'نشطة': 'active', 'مسترد بالكامل': 'refunded', 'مستردة بالكامل': 'refunded', 'مسترد الكامل': 'refunded', 'مفقودة': 'lost', 'مفقود': 'lost', 'ضايعة': 'lost', 'ضايعه': 'lost', 'ضاعت': 'lost', 'ضاع': 'lost', 'lose': 'lost', 'lost': 'lost', 'تم توصيلها': 'delivered', 'وصلت': 'delivered', 'وصل': 'delivered', 'وصلوا': 'delivered', 'تم توصيله': 'delivered', 'يتم توصيله': 'delivered', 'يتم توصيلها': 'delivered', 'تم توصيلهم': 'delivered', 'توصلت': 'delivered', 'خرجت للتوصيل': 'out_for_delivery', 'مع المندوب': 'out_for_delivery', 'فيها مشكلة': 'exception', 'فيها مشكله': 'exception', 'ارتجعت': 'returned', 'رجعت': 'returned', 'مرتجعة': 'returned', 'مرتجعه': 'returned', 'المرتجعة': 'returned', 'failed delivery': 'failed_attempt', 'failed delivery attempts': 'failed_attempt', 'failed deliveries': 'failed_attempt', 'failed delivery attempt': 'failed_attempt', 'delivery failures': 'failed_attempt', 'failed attempts': 'failed_attempt', 'pending payment': 'pending', 'payment pending': 'pending', 'delivery problems': 'exception', 'انلغت': 'cancelled', 'متاخر في الدفع': 'past_due', 'متاخرة في الدفع': 'past_due', 'متاخر بالدفع': 'past_due', 'متاخرين في الدفع': 'past_due', 'متاخر السداد': 'past_due', 'متاخرة السداد': 'past_due', 'المتاخرة السداد': 'past_due', 'past due': 'past_due', 'overdue payment': 'past_due', 'فشلت': 'failed', 'فاشلة': 'failed', 'فشل': 'failed',
      // "Fully refunded" is the order's state, apart from the orders with any refund.
      'fully refunded': 'refunded', 'refunded in full': 'refunded', 'refunded fully': 'refunded', 'انسترد بالكامل': 'refunded', 'استرد بالكامل': 'refunded', 'انستردت بالكامل': 'refunded',
      // Awaiting payment said with the payment's own word ("معلق الدفع" was a split by payment method).
      'معلق الدفع': 'pending', 'معلقه الدفع': 'pending', 'الدفع معلق': 'pending', 'معلقين الدفع': 'pending', 'بانتظار الدفع': 'pending', 'في انتظار الدفع': 'pending',
      // A parcel sent back (the word "returned" alone is the returns of products).
      'returned to sender': 'returned', 'sent back to sender': 'returned', 'رجعت للمرسل': 'returned', 'مرتجعه للمرسل': 'returned',
      // A return not yet decided on.
      'pending approval': 'requested', 'awaiting approval': 'requested', 'awaiting review': 'requested', 'pending review': 'requested', 'waiting for approval': 'requested', 'not yet approved': 'requested', 'بانتظار الموافقه': 'requested', 'تنتظر الموافقه': 'requested',
      'partially refunded': 'partially_refunded', 'partly refunded': 'partially_refunded', 'مسترد جزئيا': 'partially_refunded', 'مستردة جزئيا': 'partially_refunded', 'انسترد جزئيا': 'partially_refunded', 'انسترد جزء منه': 'partially_refunded' },
  },
  {
    // "Orders over 500", "الطلبات فوق ٥٠٠ ريال": each order's total, compared with in a threshold, never split by; of
    // an abandoned cart, the order it would have been ("carts over 500 SAR").
    key: 'order_value', kind: 'amount', format: 'money', label: { en: 'order value', ar: 'قيمة الطلب' },
    synonyms: { en: [], ar: [] },
    on: { ...viaOrders('o.total'), abandoned_carts: { sql: 'ac.value' } },
  },
  {
    // "New vs returning": whether the order's customer had ordered before it (a guest checkout has no customer).
    // Computed for each order from the customer's first order; only split by, never matched as a value.
    key: 'customer_type', kind: 'category', label: { en: 'customer type', ar: 'نوع العميل' },
    synonyms: {
      en: ['customer type', 'type of customer', 'new vs returning', 'new versus returning', 'new and returning', 'new or returning', 'returning vs new', 'new vs repeat', 'repeat vs new', 'new and repeat'],
      ar: ['نوع العميل', 'نوع العملاء', 'الجدد والعائدين', 'الجدد مقابل العائدين', 'جدد وعائدين', 'الجديد والعائد', 'العملاء الجدد والعائدين', 'الجدد والمتكررين',
        // "القدامى" (the old ones) are the returning customers beside the new.
        'الجدد مقابل القدامى', 'الجدد والقدامى', 'جدد وقدامى', 'العملاء الجدد والقدامى', 'الجدد مقابل القدام', 'الجدد والقدام', 'الجديد والقديم', 'الجدد مقابل القديمين'],
    },
    on: Object.fromEntries(['orders', 'order_lines'].map((table) => [table, {
      sql: `CASE WHEN o.customer_id IS NULL THEN 'guest' WHEN fo.first_order_at < o.created_at THEN 'returning' ELSE 'new' END`,
      joins: table === 'orders' ? ['first_orders'] : ['orders', 'first_orders'],
    }])),
    counted: counted('نوع', 'نوعين', 'أنواع', 'نوعاً'),
    valueLabels: { new: { en: 'new', ar: 'جديد' }, returning: { en: 'returning', ar: 'عائد' }, guest: { en: 'guest', ar: 'زائر' } },
  },
  {
    // "Refunds over 500", "كم استرداد فوق ٥٠٠": each refund's own amount, compared with, never split by (it was "can't":
    // the threshold was read as on an order's value, which refunds are not counted by).
    key: 'refund_amount', kind: 'amount', format: 'money', label: { en: 'refund amount', ar: 'مبلغ الاسترداد' },
    synonyms: { en: [], ar: [] },
    on: { refunds: { sql: 'r.amount' } },
  },
  {
    // "Orders with more than 3 items", "الطلبات اللي فيها أكثر من ٥ قطع": the units of each order, compared with.
    key: 'order_items', kind: 'amount', format: 'count', label: { en: 'items', ar: 'عدد القطع في الطلب' },
    synonyms: { en: [], ar: [] },
    // (An abandoned cart keeps its own count: "abandoned carts with more than 3 items".)
    on: { ...viaOrders('(SELECT coalesce(sum(oi.quantity), 0) FROM warehouse.order_lines oi WHERE oi.store_id = o.store_id AND oi.order_id = o.id)'), abandoned_carts: { sql: 'ac.items_count' } },
  },
  {
    // "Shipments in transit for more than 7 days": how long a parcel still on its way has been out, compared with,
    // never split by. A delivered, returned or lost parcel has none (parse/stuck-on-the-way.ts).
    key: 'days_on_the_way', kind: 'amount', format: 'days', label: { en: 'days on the way', ar: 'أيام الشحنة في الطريق' },
    synonyms: { en: [], ar: [] },
    on: { shipments: { sql: `CASE WHEN s.delivered_at IS NULL AND s.status NOT IN ('delivered', 'returned', 'lost') THEN extract(epoch FROM now() - s.shipped_at) / 86400 END` } },
  },
  {
    // "Unfulfilled orders older than 3 days", "orders waiting more than 2 days to ship": how long ago the order was
    // placed, in days (hours as fractions), compared with, never split by (parse/order-age.ts). Its now is the plan's.
    key: 'order_age', kind: 'amount', format: 'days', label: { en: 'days since ordered', ar: 'أيام منذ الطلب' },
    synonyms: { en: [], ar: [] },
    on: viaOrders('extract(epoch FROM now() - o.created_at) / 86400'),
  },
  {
    // "Products priced over 500", "المنتجات اللي سعرها فوق ٢٠٠": a product's catalog price, compared with, never split by.
    key: 'product_price', kind: 'amount', format: 'money', label: { en: 'price', ar: 'السعر' },
    synonyms: { en: [], ar: [] },
    on: { products: { sql: 'p.price' }, order_lines: { sql: 'p.price', joins: ['products'] }, returns: { sql: 'p.price', joins: ['products'] } },
  },
  {
    // Whether an order was packed and sent (Shopify's fulfillment status), apart from its payment status.
    key: 'fulfillment', kind: 'category', label: { en: 'fulfillment status', ar: 'حالة التجهيز' },
    synonyms: { en: ['fulfillment status', 'fulfillment', 'fulfilment status', 'fulfilment'], ar: ['حالة التجهيز', 'التجهيز', 'حالة التنفيذ'] },
    // A cancelled order is not waiting to ship, though stores leave it "unfulfilled": its own state is cancelled.
    on: viaOrders(`CASE WHEN o.cancelled_at IS NOT NULL THEN 'cancelled' ELSE o.fulfillment_status END`),
    counted: counted('حالة تجهيز', 'حالتَي تجهيز', 'حالات تجهيز', 'حالة تجهيز'),
    valueLabels: statusWords,
    valueAliases: { 'not fulfilled': 'unfulfilled', 'haven t shipped yet': 'unfulfilled', 'haven t shipped': 'unfulfilled', 'havent shipped': 'unfulfilled', 'hasn t shipped': 'unfulfilled', 'have not been shipped': 'unfulfilled', 'not been shipped': 'unfulfilled', 'didn t ship': 'unfulfilled', 'not shipped yet': 'unfulfilled', 'not yet shipped': 'unfulfilled', 'not shipped': 'unfulfilled', 'unshipped': 'unfulfilled', 'waiting to ship': 'unfulfilled', 'waiting to be shipped': 'unfulfilled', 'awaiting shipment': 'unfulfilled', 'awaiting shipping': 'unfulfilled', 'pending shipment': 'unfulfilled', 'to be shipped': 'unfulfilled', 'still to ship': 'unfulfilled', 'need to ship': 'unfulfilled', 'need to be shipped': 'unfulfilled', 'بانتظار الشحن': 'unfulfilled', 'في انتظار الشحن': 'unfulfilled', 'تنتظر الشحن': 'unfulfilled', 'ينتظر الشحن': 'unfulfilled', 'لسه ما انشحنت': 'unfulfilled', 'غير منفذ': 'unfulfilled', 'غير منفذة': 'unfulfilled', 'ما انشحنت': 'unfulfilled', 'ما انشحن': 'unfulfilled', 'ما تشحن': 'unfulfilled', 'ما تم شحنه': 'unfulfilled', 'ما تم شحنها': 'unfulfilled', 'لم تشحن': 'unfulfilled', 'لم يشحن': 'unfulfilled', 'لم يتم شحنها': 'unfulfilled', 'غير مشحونة': 'unfulfilled', 'غير المشحونة': 'unfulfilled', 'الغير مشحونة': 'unfulfilled', 'غير مشحون': 'unfulfilled', 'غير المشحون': 'unfulfilled', 'الغير مشحون': 'unfulfilled', 'لم تشحن بعد': 'unfulfilled', 'منفذة': 'fulfilled', 'partially fulfilled': 'partial', 'منفذة جزئيا': 'partial',
      // "Orders stuck in processing", "الطلبات قيد التجهيز": paid and not yet sent, as the platforms call it.
      'processing': 'unfulfilled', 'in processing': 'unfulfilled', 'still processing': 'unfulfilled', 'being processed': 'unfulfilled', 'قيد التجهيز': 'unfulfilled', 'قيد المعالجة': 'unfulfilled', 'تحت التجهيز': 'unfulfilled', 'جاري التجهيز': 'unfulfilled' },
  },
  {
    key: 'carrier', kind: 'category', label: { en: 'carrier', ar: 'شركة الشحن' },
    synonyms: { en: ['carrier', 'carriers', 'shipping company', 'courier', 'couriers', 'shipping carrier', 'delivery company'], ar: ['شركة الشحن', 'شركات الشحن', 'الناقل', 'شركة التوصيل', 'شركات التوصيل', 'المندوب', 'شركة شحن', 'شركة توصيل'] },
    on: { shipments: { sql: 's.carrier' } },
    counted: counted('شركة شحن', 'شركتَي شحن', 'شركات شحن', 'شركة شحن'),
    valueAliases: { 'ارامكس': 'Aramex', 'سمسا': 'SMSA', 'البريد السعودي': 'SPL', 'سبل': 'SPL', 'بريد سبل': 'SPL', 'دي اتش ال': 'DHL', 'فيدكس': 'FedEx' },
  },
  {
    key: 'ship_mode', kind: 'category', label: { en: 'ship mode', ar: 'طريقة الشحن' },
    synonyms: { en: ['ship mode', 'shipping method', 'shipping mode', 'delivery method', 'shipping option', 'shipping type'], ar: ['طريقة الشحن', 'طرق الشحن', 'نوع الشحن', 'طريقة التوصيل', 'خيار الشحن'] },
    on: viaOrders('o.ship_mode'),
    counted: counted('طريقة شحن', 'طريقتَي شحن', 'طرق شحن', 'طريقة شحن'),
    valueLabels: shipModeWords,
    // "كم طلب استلام من الفرع": collected at the shop (the branch, "الفرع", was the payment method Fawry).
    valueAliases: { 'الاستلام من المحل': 'pickup', 'الاستلام من المتجر': 'pickup', 'استلام من الفرع': 'pickup', 'استلام من المحل': 'pickup', 'استلام من المتجر': 'pickup', 'استلام بالفرع': 'pickup', 'الاستلام من الفرع': 'pickup', 'in store pickup': 'pickup', 'store pickup': 'pickup', 'click and collect': 'pickup',
      // "كم طلب توصيل نفس اليوم": delivered the same day (it was today's orders and parcels).
      'نفس اليوم': 'same_day', 'توصيل نفس اليوم': 'same_day', 'التوصيل في نفس اليوم': 'same_day', 'توصيل في نفس اليوم': 'same_day', 'شحن نفس اليوم': 'same_day', 'الشحن في نفس اليوم': 'same_day',
      // "كم طلب اكسبرس هالشهر": express, as owners say it (it was dropped unsaid: every order).
      'اكسبرس': 'express', 'الاكسبرس': 'express', 'اكسبريس': 'express', 'شحن اكسبرس': 'express', 'توصيل اكسبرس': 'express', 'شحن سريع': 'express', 'الشحن السريع': 'express', 'توصيل سريع': 'express', 'التوصيل السريع': 'express' },
  },
  {
    key: 'currency', kind: 'category', label: { en: 'currency', ar: 'العملة' },
    synonyms: { en: ['currency', 'currencies'], ar: ['العملة', 'العملات', 'عملة'] },
    on: { ...viaOrders('o.currency'), abandoned_carts: { sql: 'ac.currency' }, subscriptions: { sql: 'sb.currency' }, subscription_churn: { sql: 'sc.currency' }, payments: { sql: 'pm.currency' } },
    counted: counted('عملة', 'عملتين', 'عملات', 'عملة'),
  },
  {
    key: 'plan', kind: 'category', label: { en: 'plan', ar: 'الباقة' },
    synonyms: { en: ['plan', 'plans', 'subscription plan', 'tier'], ar: ['الباقة', 'الباقات', 'الخطة', 'الخطط', 'باقة'] },
    on: { subscriptions: { sql: 'sb.plan' }, subscription_churn: { sql: 'sc.plan' } },
    counted: counted('باقة', 'باقتين', 'باقات', 'باقة'),
  },
  {
    // How often a subscription bills: "yearly subscriptions MRR" (the plan's interval was dropped: all of them). Its
    // values are said with the subscriptions they bill ("monthly" alone is a split by month).
    key: 'billing_interval', kind: 'category', label: { en: 'billing interval', ar: 'دورة الفوترة' },
    synonyms: { en: ['billing interval', 'billing period', 'billing cycle', 'interval'], ar: ['دوره الفوتره', 'فتره الفوتره', 'دوره الدفع'] },
    on: { subscriptions: { sql: 'sb.billing_interval' }, subscription_churn: { sql: 'sc.billing_interval' } },
    // Known by their words only: the codes "month" and "year" are a question's own words for periods.
    valueLabels: { month: { en: 'monthly', ar: 'شهري' }, year: { en: 'yearly', ar: 'سنوي' } },
    // Said beside the subscriptions they bill ("yearly subscriptions", "اشتراك سنوي"), where no split by year is read.
    valueAliases: { annual: 'year', 'سنويه': 'year', 'شهريه': 'month' },
  },
  {
    key: 'reason', kind: 'category', label: { en: 'reason', ar: 'السبب' },
    synonyms: { en: ['reason', 'reasons', 'return reason', 'refund reason', 'refund reasons', 'why'], ar: ['السبب', 'الاسباب', 'سبب', 'اسباب الاسترداد', 'اسبابها', 'اسبابهم', 'سببها', 'سببه'] },
    on: { returns: { sql: 'rt.reason' }, refunds: { sql: 'r.reason' } },
    counted: counted('سبب', 'سببين', 'أسباب', 'سبباً'),
    valueLabels: reasonWords,
    // "بسبب التلف", "كانت تالفة": the reason as owners say it.
    valueAliases: { 'التلف': 'damaged', 'تلف': 'damaged', 'تالفة': 'damaged', 'تالفه': 'damaged', 'خربانة': 'damaged', 'خربان': 'damaged', 'مكسور': 'damaged', 'مكسورة': 'damaged' },
  },
];
