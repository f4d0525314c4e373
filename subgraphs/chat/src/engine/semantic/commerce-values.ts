import type { Words } from '../types.ts';

/**
 * How the warehouse's stored codes read in answers, in English and Arabic. Filters, SQL and follow-ups keep the
 * stored value; only sentences and table cells show these words. A code not listed here is shown with its
 * underscores as spaces.
 */
const words = (entries: Record<string, [string, string]>): Record<string, Words> =>
  Object.fromEntries(Object.entries(entries).map(([code, [en, ar]]) => [code, { en, ar }]));

/** Orders, shipments, returns, subscriptions and payments share the status dimension. */
export const statusWords = words({
  pending: ['pending', 'قيد الانتظار'],
  paid: ['paid', 'مدفوع'],
  authorized: ['authorized', 'مفوَّض'],
  cancelled: ['cancelled', 'ملغي'],
  voided: ['voided', 'ملغي'],
  refunded: ['refunded', 'مسترد'],
  partially_refunded: ['partially refunded', 'مسترد جزئياً'],
  fulfilled: ['fulfilled', 'منفَّذ'],
  unfulfilled: ['unfulfilled', 'غير منفَّذ'],
  label_created: ['label created', 'أُنشئت بوليصة الشحن'],
  shipped: ['shipped', 'تم الشحن'],
  in_transit: ['in transit', 'في الطريق'],
  out_for_delivery: ['out for delivery', 'خرج للتوصيل'],
  delivered: ['delivered', 'تم التوصيل'],
  failed_attempt: ['delivery attempt failed', 'تعذّر التوصيل'],
  returned: ['returned', 'مرتجع'],
  exception: ['delivery problem', 'مشكلة في الشحن'],
  lost: ['lost', 'مفقود'],
  requested: ['requested', 'بانتظار المراجعة'],
  approved: ['approved', 'مقبول'],
  received: ['received', 'مستلَم'],
  rejected: ['rejected', 'مرفوض'],
  active: ['active', 'نشط'],
  past_due: ['past due', 'متأخر السداد'],
  failed: ['failed', 'فشل'],
});

export const channelWords = words({
  online_store: ['online store', 'المتجر الإلكتروني'],
  web: ['web', 'الموقع'],
  mobile: ['mobile app', 'تطبيق الجوال'],
  whatsapp: ['WhatsApp', 'واتساب'],
  instagram: ['Instagram', 'إنستغرام'],
  tiktok: ['TikTok', 'تيك توك'],
  snapchat: ['Snapchat', 'سناب شات'],
  pos: ['point of sale', 'نقاط البيع'],
  marketplace: ['marketplace', 'الأسواق الإلكترونية'],
});

export const paymentMethodWords = words({
  card: ['card', 'بطاقة'],
  mada: ['mada', 'مدى'],
  apple_pay: ['Apple Pay', 'Apple Pay'],
  stc_pay: ['STC Pay', 'STC Pay'],
  cash_on_delivery: ['cash on delivery', 'الدفع عند الاستلام'],
  knet: ['KNET', 'كي نت'],
  benefit: ['BenefitPay', 'بنفت'],
  fawry: ['Fawry', 'فوري'],
  paypal: ['PayPal', 'PayPal'],
  tabby: ['Tabby', 'تابي'],
  tamara: ['Tamara', 'تمارا'],
  bank_transfer: ['bank transfer', 'تحويل بنكي'],
});

export const shipModeWords = words({
  standard: ['standard', 'عادي'],
  express: ['express', 'سريع'],
  same_day: ['same day', 'في نفس اليوم'],
  pickup: ['store pickup', 'استلام من المتجر'],
});

export const reasonWords = words({
  size: ['size', 'المقاس'],
  changed_mind: ['changed mind', 'غيّر رأيه'],
  damaged: ['damaged', 'تالف'],
  not_as_described: ['not as described', 'غير مطابق للوصف'],
  wrong_item: ['wrong item', 'منتج خاطئ'],
  return: ['return', 'إرجاع'],
});
