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
  partial: ['partially fulfilled', 'منفَّذ جزئياً'],
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

/**
 * Cities as Arabic answers name them: the demo store's cities (subgraphs/data-source/src/demo/geography.ts) and the
 * other spellings stores use for the holy cities. English answers show the city as stored. The Arabic names are
 * understood as filters too ("مبيعات مكة" → Mecca), for the spellings the store's data has.
 */
const sameInEnglish = (entries: Record<string, string>): Record<string, Words> =>
  Object.fromEntries(Object.entries(entries).map(([city, ar]) => [city, { en: city, ar }]));
export const cityWords = sameInEnglish({
  Riyadh: 'الرياض', Jeddah: 'جدة', Dammam: 'الدمام', Mecca: 'مكة', Medina: 'المدينة المنورة', Khobar: 'الخبر',
  Taif: 'الطائف', Abha: 'أبها', Tabuk: 'تبوك', Buraydah: 'بريدة',
  Dubai: 'دبي', 'Abu Dhabi': 'أبوظبي', Sharjah: 'الشارقة', 'Al Ain': 'العين', Ajman: 'عجمان',
  'Kuwait City': 'مدينة الكويت', Hawalli: 'حولي', Doha: 'الدوحة', 'Al Rayyan': 'الريان', Manama: 'المنامة', Muscat: 'مسقط',
  Cairo: 'القاهرة', Alexandria: 'الإسكندرية', Giza: 'الجيزة', Amman: 'عمّان', Irbid: 'إربد',
  'New York': 'نيويورك', Houston: 'هيوستن', 'Los Angeles': 'لوس أنجلوس', Chicago: 'شيكاغو', Dearborn: 'ديربورن',
  London: 'لندن', Manchester: 'مانشستر', Birmingham: 'برمنغهام',
  Makkah: 'مكة', Madinah: 'المدينة المنورة', 'Al Khobar': 'الخبر',
});

/**
 * Countries by their ISO code, in the short names merchants use ("السعودية", not ICU's "المملكة العربية السعودية").
 * Codes not listed are named by Intl.DisplayNames (answer/values.ts); these are also understood as filters.
 */
export const countryWords = words({
  SA: ['Saudi Arabia', 'السعودية'], AE: ['United Arab Emirates', 'الإمارات'], KW: ['Kuwait', 'الكويت'], QA: ['Qatar', 'قطر'],
  BH: ['Bahrain', 'البحرين'], OM: ['Oman', 'عُمان'], EG: ['Egypt', 'مصر'], JO: ['Jordan', 'الأردن'], LB: ['Lebanon', 'لبنان'],
  IQ: ['Iraq', 'العراق'], SY: ['Syria', 'سوريا'], PS: ['Palestine', 'فلسطين'], YE: ['Yemen', 'اليمن'], MA: ['Morocco', 'المغرب'],
  DZ: ['Algeria', 'الجزائر'], TN: ['Tunisia', 'تونس'], LY: ['Libya', 'ليبيا'], SD: ['Sudan', 'السودان'],
  US: ['United States', 'الولايات المتحدة'], GB: ['United Kingdom', 'المملكة المتحدة'],
});

/**
 * Regions, provinces and emirates as an Arabic answer names them ("في المنطقة الشرقية", not "Eastern Province"); their
 * Arabic names are understood as filters too. US states keep their codes, read in any language.
 */
export const regionWords = sameInEnglish({
  'Riyadh Region': 'منطقة الرياض', 'Makkah Region': 'منطقة مكة المكرمة', 'Eastern Province': 'المنطقة الشرقية',
  'Madinah Region': 'منطقة المدينة المنورة', 'Asir Region': 'منطقة عسير', 'Tabuk Region': 'منطقة تبوك', 'Qassim Region': 'منطقة القصيم',
  Dubai: 'دبي', 'Abu Dhabi': 'أبوظبي', Sharjah: 'الشارقة', Ajman: 'عجمان',
  'Al Asimah': 'العاصمة', Capital: 'العاصمة', Hawalli: 'حولي', Doha: 'الدوحة', 'Al Rayyan': 'الريان', Muscat: 'مسقط',
  Cairo: 'القاهرة', Giza: 'الجيزة', Alexandria: 'الإسكندرية', Amman: 'عمّان', Irbid: 'إربد', England: 'إنجلترا',
});
