/**
 * Arabic words for common English column names, so an owner can ask in Arabic about a file with English headers
 * ("مجموع المبيعات حسب المنطقة" on Sales and Region). Keys are single lower-case words of the column name.
 */
export const ARABIC_GLOSSARY: Record<string, string[]> = {
  sales: ['المبيعات', 'مبيعات'], sale: ['المبيعات'], revenue: ['الايرادات', 'الإيرادات', 'المبيعات'], amount: ['المبلغ', 'القيمة'],
  total: ['الاجمالي', 'الإجمالي'], profit: ['الربح', 'الارباح', 'الأرباح'], cost: ['التكلفة', 'التكاليف'], price: ['السعر', 'الاسعار'],
  quantity: ['الكمية', 'الكميات'], qty: ['الكمية'], units: ['الوحدات'], discount: ['الخصم', 'الخصومات'], tax: ['الضريبة'],
  region: ['المنطقة', 'المناطق'], city: ['المدينة', 'المدن'], country: ['الدولة', 'الدول', 'البلد'], state: ['الولاية', 'الولايات'],
  category: ['الفئة', 'الفئات', 'التصنيف'], product: ['المنتج', 'المنتجات'], customer: ['العميل', 'العملاء'], segment: ['الشريحة', 'القطاع'],
  channel: ['القناة', 'القنوات'], branch: ['الفرع', 'الفروع'], store: ['المتجر', 'الفرع'], employee: ['الموظف', 'الموظفين'],
  orders: ['الطلبات'], order: ['الطلب'], status: ['الحالة'], brand: ['الماركة', 'العلامة التجارية'], supplier: ['المورد', 'الموردين'],
  weight: ['الوزن'], rating: ['التقييم'], score: ['الدرجة', 'النتيجة'], temperature: ['الحرارة', 'درجة الحرارة'], temp: ['درجة الحرارة', 'الحرارة'], max: ['العظمى', 'القصوى'], min: ['الصغرى', 'الدنيا'], wind: ['الرياح'],
  precipitation: ['الامطار', 'الأمطار', 'هطول الامطار'], weather: ['الطقس'], symbol: ['الرمز', 'الرموز'], ticker: ['الرمز', 'الرموز'], year: ['السنة'], month: ['الشهر'],
  visits: ['الزيارات'], sessions: ['الجلسات'], clicks: ['النقرات'], impressions: ['مرات الظهور'], spend: ['الانفاق', 'المصروف'],
  invoice: ['الفاتورة', 'الفواتير', 'فاتورة', 'فواتير'], invoices: ['الفواتير', 'فواتير'], airport: ['المطار', 'المطارات', 'مطار'],
  airports: ['المطارات', 'مطارات'], name: ['الاسم'], track: ['المقطع', 'المقاطع'], tracks: ['المقاطع'], album: ['الالبوم', 'الألبومات'],
  artist: ['الفنان', 'الفنانين'], genre: ['النوع', 'الانواع'], transaction: ['العملية', 'العمليات'], transactions: ['العمليات'],
  budget: ['الميزانية'], salary: ['الراتب', 'الرواتب'], stock: ['المخزون'], inventory: ['المخزون'], population: ['السكان'],
};

/** Arabic synonyms of a column's words: each known word, and the whole name when every word is known. */
export function arabicFor(words: string): string[] {
  const parts = words.toLowerCase().split(/\s+/).filter(Boolean);
  const known = parts.map((w) => ARABIC_GLOSSARY[w]);
  const out = new Set<string>();
  if (parts.length === 1 && known[0]) known[0].forEach((w) => out.add(w));
  if (parts.length > 1 && known.every(Boolean)) out.add(known.map((k) => k![0]).join(' '));
  // "temp_max" / "unit price": the last known word names what is measured.
  const last = [...known].reverse().find(Boolean);
  if (parts.length > 1 && last && parts.length <= 2) last.forEach((w) => out.add(w));
  return [...out];
}
