/**
 * The export layouts Dukkan recognises by their headers. `signature` headers must all be present; `columns` names
 * the exact export column(s) for a field, first match wins, later ones fill gaps (Shopify's shipping city, else its
 * billing city).
 */
export interface PlatformLayout {
  platform: 'shopify' | 'woocommerce' | 'salla' | 'magento' | 'generic';
  signature: string[];
  /** Whether rows are order lines (several rows per order) or whole orders. */
  rows: 'lines' | 'orders';
  columns: Record<string, string[]>;
}

export const PLATFORM_LAYOUTS: PlatformLayout[] = [
  {
    platform: 'shopify',
    signature: ['Name', 'Financial Status', 'Lineitem name', 'Lineitem quantity'],
    rows: 'lines',
    columns: {
      order_id: ['Name'], created_at: ['Created at'], email: ['Email'], customer_name: ['Billing Name', 'Shipping Name'],
      financial_status: ['Financial Status'], fulfillment_status: ['Fulfillment Status'], currency: ['Currency'],
      subtotal: ['Subtotal'], shipping_total: ['Shipping'], tax_total: ['Taxes'], total: ['Total'],
      discount_total: ['Discount Amount'], discount_code: ['Discount Code'], refunded_total: ['Refunded Amount'], payment_method: ['Payment Method'],
      channel: ['Source'], ship_mode: ['Shipping Method'], shipped_at: ['Fulfilled at'], paid_at: ['Paid at'],
      cancelled_at: ['Cancelled at'], country: ['Shipping Country', 'Billing Country'],
      region: ['Shipping Province Name', 'Shipping Province', 'Billing Province Name', 'Billing Province'],
      city: ['Shipping City', 'Billing City'], product_name: ['Lineitem name'], sku: ['Lineitem sku'],
      vendor: ['Vendor'], quantity: ['Lineitem quantity'], unit_price: ['Lineitem price'], line_discount: ['Lineitem discount'],
    },
  },
  {
    platform: 'woocommerce',
    signature: ['Order Number', 'Order Date', 'Order Status', 'Item Name', 'Item Quantity'],
    rows: 'lines',
    columns: {
      order_id: ['Order Number', 'Order ID'], created_at: ['Order Date'], status: ['Order Status'], email: ['Billing Email'],
      customer_id: ['Customer ID'], customer_name: ['Billing Full Name', 'Shipping Full Name'], currency: ['Order Currency'],
      shipping_total: ['Shipping Total'], tax_total: ['Tax Total'], discount_total: ['Discount Total', 'Cart Discount'],
      discount_code: ['Coupon Code', 'Coupon Codes', 'Coupons'], total: ['Order Total'], refunded_total: ['Order Refunded', 'Refunded Total'], payment_method: ['Payment Method'],
      ship_mode: ['Shipping Method'], country: ['Shipping Country', 'Billing Country'], region: ['Shipping State', 'Billing State'],
      city: ['Shipping City', 'Billing City'], product_name: ['Item Name'], sku: ['Item SKU'], product_id: ['Item Product ID'],
      quantity: ['Item Quantity'], line_total: ['Item Total'],
    },
  },
  {
    // WooCommerce through "Advanced Order Export For WooCommerce", the export plugin most stores use, with its
    // default labels: amounts are "Order … Amount", billing and shipping fields say so in brackets.
    platform: 'woocommerce',
    signature: ['Order Number', 'Order Date', 'Order Status', 'Item Name', 'Order Total Amount'],
    rows: 'lines',
    columns: {
      order_id: ['Order Number', 'Order ID'], created_at: ['Order Date'], status: ['Order Status'],
      email: ['Email (Billing)', 'Customer Email'], customer_id: ['Customer User ID', 'Customer ID'],
      customer_name: ['Full Name (Billing)', 'Full Name (Shipping)', 'First Name (Billing)'], currency: ['Currency', 'Order Currency'],
      subtotal: ['Order Subtotal Amount'], shipping_total: ['Order Shipping Amount'], tax_total: ['Order Total Tax Amount'],
      discount_total: ['Cart Discount Amount'], discount_code: ['Coupon Code', 'Coupons Used'], total: ['Order Total Amount'],
      refunded_total: ['Order Refund Amount'], payment_method: ['Payment Method Title', 'Payment Method'],
      ship_mode: ['Shipping Method Title'], country: ['Country Code (Shipping)', 'Country Code (Billing)'],
      region: ['State Code (Shipping)', 'State Code (Billing)'], city: ['City (Shipping)', 'City (Billing)'],
      product_name: ['Item Name'], sku: ['SKU'], product_id: ['Product Id', 'Product ID'],
      quantity: ['Quantity (- Refund)', 'Quantity'], unit_price: ['Item Cost'], category: ['Category'],
    },
  },
  {
    platform: 'salla',
    signature: ['رقم الطلب', 'تاريخ الطلب', 'حالة الطلب'],
    rows: 'lines',
    columns: {
      order_id: ['رقم الطلب'], created_at: ['تاريخ الطلب'], status: ['حالة الطلب'], customer_name: ['اسم العميل'],
      email: ['البريد الإلكتروني'], country: ['الدولة'], city: ['المدينة'], payment_method: ['طريقة الدفع'],
      ship_mode: ['طريقة الشحن'], carrier: ['شركة الشحن'], tracking_number: ['رقم التتبع'], product_name: ['اسم المنتج'],
      sku: ['رمز المنتج (SKU)', 'رمز المنتج'], category: ['التصنيف'], quantity: ['الكمية'], unit_price: ['سعر المنتج'],
      line_discount: ['الخصم'], shipping_total: ['تكلفة الشحن'], tax_total: ['الضريبة'], total: ['إجمالي الطلب'],
      currency: ['العملة'], channel: ['المصدر'],
    },
  },
  {
    platform: 'magento',
    signature: ['ID', 'Purchase Point', 'Purchase Date', 'Grand Total (Purchased)'],
    rows: 'orders',
    columns: {
      order_id: ['ID'], channel: ['Purchase Point'], created_at: ['Purchase Date'], customer_name: ['Bill-to Name', 'Customer Name', 'Ship-to Name'],
      total: ['Grand Total (Purchased)', 'Grand Total (Base)'], status: ['Status'], email: ['Customer Email'],
      subtotal: ['Subtotal'], shipping_total: ['Shipping and Handling'], refunded_total: ['Total Refunded'],
      payment_method: ['Payment Method'], ship_mode: ['Shipping Information'], address: ['Shipping Address', 'Billing Address'],
    },
  },
];
