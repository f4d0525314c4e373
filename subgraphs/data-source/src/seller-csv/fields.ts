/**
 * The warehouse fields a seller's orders file can fill. Each has the header names sellers' exports use for it, in
 * English and Arabic; platform layouts (platforms.ts) name their exact columns first.
 */
export type FieldType = 'text' | 'number' | 'integer' | 'timestamp';

export interface SellerField {
  key: string;
  /** order: one value per order (taken from the order's first row that has it); line: one per row. */
  level: 'order' | 'line';
  type: FieldType;
  synonyms: string[];
}

const f = (key: string, level: SellerField['level'], type: FieldType, synonyms: string[]): SellerField => ({ key, level, type, synonyms });

export const SELLER_FIELDS: SellerField[] = [
  f('order_id', 'order', 'text', ['order id', 'order', 'order no', 'order number', 'order #', 'invoice', 'invoice no', 'invoiceno', 'رقم الطلب', 'الطلب', 'رقم الفاتورة']),
  f('created_at', 'order', 'timestamp', ['order date', 'created at', 'date', 'purchase date', 'invoice date', 'orderdate', 'تاريخ الطلب', 'التاريخ', 'تاريخ الإنشاء']),
  f('email', 'order', 'text', ['email', 'customer email', 'billing email', 'e mail', 'البريد الإلكتروني', 'البريد الالكتروني', 'الايميل']),
  f('customer_id', 'order', 'text', ['customer id', 'customerid', 'customer no', 'رقم العميل']),
  f('customer_name', 'order', 'text', ['customer name', 'customer', 'billing name', 'name', 'bill to name', 'اسم العميل', 'العميل']),
  f('status', 'order', 'text', ['status', 'order status', 'حالة الطلب', 'الحالة']),
  f('financial_status', 'order', 'text', ['financial status', 'payment status', 'حالة الدفع']),
  f('fulfillment_status', 'order', 'text', ['fulfillment status', 'shipping status', 'حالة الشحن']),
  f('currency', 'order', 'text', ['currency', 'order currency', 'العملة']),
  f('subtotal', 'order', 'number', ['subtotal', 'sub total', 'المجموع الفرعي']),
  f('discount_total', 'order', 'number', ['discount amount', 'discount total', 'order discount', 'cart discount', 'إجمالي الخصم', 'قيمة الخصم']),
  f('shipping_total', 'order', 'number', ['shipping', 'shipping total', 'shipping cost', 'shipping and handling', 'تكلفة الشحن', 'الشحن']),
  f('tax_total', 'order', 'number', ['taxes', 'tax', 'tax total', 'vat', 'الضريبة', 'ضريبة القيمة المضافة']),
  f('total', 'order', 'number', ['total', 'order total', 'grand total', 'grand total purchased', 'amount', 'إجمالي الطلب', 'الإجمالي', 'المجموع']),
  // The code the customer typed at checkout, kept on the order (as `discount_code` in its extra values) to be asked by.
  f('discount_code', 'order', 'text', ['discount code', 'discount codes', 'coupon', 'coupon code', 'coupon codes', 'promo code', 'voucher code', 'voucher', 'كود الخصم', 'كوبون الخصم', 'رمز الخصم', 'الكوبون', 'كود الكوبون']),
  f('refunded_total', 'order', 'number', ['refunded amount', 'total refunded', 'refund', 'المبلغ المسترد']),
  f('payment_method', 'order', 'text', ['payment method', 'payment', 'payment gateway', 'طريقة الدفع']),
  f('channel', 'order', 'text', ['source', 'channel', 'sales channel', 'purchase point', 'المصدر', 'قناة البيع']),
  f('ship_mode', 'order', 'text', ['ship mode', 'shipping method', 'shipping information', 'delivery method', 'طريقة الشحن']),
  f('carrier', 'order', 'text', ['carrier', 'shipping company', 'courier', 'شركة الشحن']),
  f('tracking_number', 'order', 'text', ['tracking number', 'tracking', 'awb', 'رقم التتبع', 'رقم الشحنة']),
  f('shipped_at', 'order', 'timestamp', ['ship date', 'shipped at', 'fulfilled at', 'shipping date', 'تاريخ الشحن']),
  f('delivered_at', 'order', 'timestamp', ['delivered at', 'delivery date', 'تاريخ التسليم', 'تاريخ التوصيل']),
  f('cancelled_at', 'order', 'timestamp', ['cancelled at', 'canceled at', 'تاريخ الإلغاء']),
  f('paid_at', 'order', 'timestamp', ['paid at', 'payment date', 'تاريخ الدفع']),
  f('address', 'order', 'text', ['shipping address', 'billing address', 'address', 'العنوان']),
  f('country', 'order', 'text', ['country', 'shipping country', 'billing country', 'الدولة', 'البلد']),
  f('region', 'order', 'text', ['state', 'region', 'province', 'shipping province', 'billing province', 'المنطقة']),
  f('city', 'order', 'text', ['city', 'shipping city', 'billing city', 'المدينة']),
  f('product_name', 'line', 'text', ['product name', 'product', 'item name', 'lineitem name', 'item', 'description', 'product title', 'اسم المنتج', 'المنتج']),
  f('sku', 'line', 'text', ['sku', 'lineitem sku', 'item sku', 'product sku', 'رمز المنتج', 'رمز المنتج sku', 'sku المنتج']),
  f('product_id', 'line', 'text', ['product id', 'item product id', 'stockcode', 'stock code', 'رقم المنتج']),
  f('category', 'line', 'text', ['category', 'product category', 'product type', 'التصنيف', 'الفئة']),
  f('vendor', 'line', 'text', ['vendor', 'brand', 'manufacturer', 'supplier', 'العلامة التجارية', 'المورد']),
  f('quantity', 'line', 'integer', ['quantity', 'qty', 'lineitem quantity', 'item quantity', 'items', 'الكمية']),
  f('unit_price', 'line', 'number', ['price', 'unit price', 'lineitem price', 'item price', 'unitprice', 'سعر المنتج', 'السعر', 'سعر الوحدة']),
  f('line_total', 'line', 'number', ['sales', 'line total', 'item total', 'revenue', 'net sales', 'المبيعات', 'إجمالي المنتج']),
  f('line_discount', 'line', 'number', ['lineitem discount', 'item discount', 'discount', 'الخصم']),
  f('discount_rate', 'line', 'number', ['discount rate', 'discount %', 'discount percent', 'نسبة الخصم']),
  f('profit', 'line', 'number', ['profit', 'margin', 'الربح']),
  f('cost', 'line', 'number', ['cost', 'unit cost', 'cost of goods', 'التكلفة']),
];

export const FIELD_BY_KEY = new Map(SELLER_FIELDS.map((field) => [field.key, field]));

/** Header text reduced to letters and digits, so "Lineitem  SKU" and "lineitem_sku" compare equal. */
export function normalizeHeader(header: string): string {
  return header
    .replace(/^\uFEFF/, '')
    .normalize('NFKC')
    .toLowerCase()
    .replace(/[\u064B-\u0652\u0640]/g, '')
    .replace(/[أإآ]/g, 'ا')
    .replace(/[^\p{L}\p{N}#]+/gu, ' ')
    .trim();
}
