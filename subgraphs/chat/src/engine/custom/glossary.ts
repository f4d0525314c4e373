import type { ArabicCounted } from '../types.ts';
import { normalise, withoutArticle } from '../parse/normalise.ts';

/**
 * Arabic words for common English column names, so an owner can ask in Arabic about a file with English headers
 * ("مجموع المبيعات حسب المنطقة" on Sales and Region). Keys are single lower-case words of the column name. The first
 * word is the column's Arabic label, so it is spelled as written ("الأمطار"; "مجموع الامطار" showed the spelling
 * questions are matched in); the others are what questions may say.
 */
export const ARABIC_GLOSSARY: Record<string, string[]> = {
  sales: ['المبيعات', 'مبيعات'], sale: ['المبيعات'], revenue: ['الإيرادات', 'الايرادات', 'المبيعات'], amount: ['المبلغ', 'القيمة'],
  total: ['الإجمالي', 'الاجمالي'], profit: ['الربح', 'الارباح', 'الأرباح'], cost: ['التكلفة', 'التكاليف'], price: ['السعر', 'الاسعار'],
  quantity: ['الكمية', 'الكميات', 'القطع', 'قطعة', 'قطع'], qty: ['الكمية'], units: ['الوحدات'], discount: ['الخصم', 'الخصومات'], tax: ['الضريبة'],
  region: ['المنطقة', 'المناطق'], city: ['المدينة', 'المدن'], country: ['الدولة', 'الدول', 'البلد'], state: ['الولاية', 'الولايات'],
  category: ['الفئة', 'الفئات', 'التصنيف'], product: ['المنتج', 'المنتجات'], customer: ['العميل', 'العملاء'], customers: ['العملاء', 'عملاء', 'الزبائن'], products: ['المنتجات'], employees: ['الموظفين'], suppliers: ['الموردين'], segment: ['الشريحة', 'القطاع'],
  channel: ['القناة', 'القنوات'], branch: ['الفرع', 'الفروع'], store: ['المتجر', 'الفرع'], employee: ['الموظف', 'الموظفين'],
  orders: ['الطلبات'], order: ['الطلب'], status: ['الحالة'], brand: ['الماركة', 'العلامة التجارية'], supplier: ['المورد', 'الموردين'],
  weight: ['الوزن'], rating: ['التقييم'], score: ['الدرجة', 'النتيجة'], temperature: ['الحرارة', 'درجة الحرارة'], temp: ['درجة الحرارة', 'الحرارة'], max: ['العظمى', 'القصوى'], min: ['الصغرى', 'الدنيا'], wind: ['الرياح'],
  precipitation: ['الأمطار', 'الامطار', 'هطول الأمطار', 'هطول الامطار', 'كمية الامطار', 'كمية الأمطار', 'كمية المطر', 'الهطول', 'مطرا', 'امطارا', 'أمطارا'], weather: ['الطقس', 'حالة الطقس', 'حالات الطقس', 'حالة الجو', 'الجو'], symbol: ['الرمز', 'الرموز'], ticker: ['الرمز', 'الرموز'], year: ['السنة'], month: ['الشهر'],
  visits: ['الزيارات'], sessions: ['الجلسات'], clicks: ['النقرات'], impressions: ['مرات الظهور'], spend: ['الإنفاق', 'الانفاق', 'المصروف', 'الصرف'],
  campaign: ['الحملة', 'الحملات', 'حملة', 'حملات'], campaigns: ['الحملات', 'حملات'], conversions: ['التحويلات', 'تحويلات'], conversion: ['التحويل'],
  ad: ['الإعلان', 'الاعلان', 'الإعلانات', 'الاعلانات'], ads: ['الإعلانات', 'الاعلانات'], visitors: ['الزوار', 'زوار'], leads: ['العملاء المحتملين'],
  invoice: ['الفاتورة', 'الفواتير', 'فاتورة', 'فواتير'], invoices: ['الفواتير', 'فواتير'], airport: ['المطار', 'المطارات', 'مطار'],
  airports: ['المطارات', 'مطارات'], name: ['الاسم'], track: ['المقطع', 'المقاطع', 'المقطوعه', 'المقطوعات', 'مقطوعات', 'الاغنيه', 'الاغاني', 'التراك', 'تراك', 'التراكات', 'تراكات'], tracks: ['المقاطع', 'المقطوعات', 'الاغاني', 'التراكات', 'تراكات'], album: ['الالبوم', 'الألبومات'],
  artist: ['الفنان', 'الفنانين'], genre: ['النوع', 'الانواع', 'نوع موسيقى', 'نوع الموسيقى', 'النوع الموسيقي'], transaction: ['العملية', 'العمليات'], transactions: ['العمليات'],
  budget: ['الميزانية'], salary: ['الراتب', 'الرواتب'], stock: ['المخزون'], stocks: ['الاسهم', 'اسهم', 'سهم', 'السهم'], inventory: ['المخزون'], population: ['السكان', 'عدد السكان', 'سكان', 'عدد سكان', 'تعداد السكان', 'تعداد'], latitude: ['خط العرض', 'دائرة العرض'], longitude: ['خط الطول'],
  artists: ['الفنانين', 'فنانين'], albums: ['الألبومات', 'ألبومات'], genres: ['الأنواع', 'انواع', 'أنواع الموسيقى'], composers: ['الملحنين'],
  playlist: ['قائمة التشغيل', 'قوائم التشغيل', 'قائمة تشغيل'], playlists: ['قوائم التشغيل', 'قوائم تشغيل'],
  address: ['العنوان'], milliseconds: ['المدة', 'الطول'], bytes: ['الحجم'], lines: ['البنود'], line: ['البند'],
  company: ['الشركة', 'شركة', 'الشركات'], phone: ['الهاتف', 'الجوال', 'رقم الجوال', 'جوال'], email: ['الايميل', 'البريد', 'ايميل'], fax: ['الفاكس'], composer: ['الملحن', 'الملحنين', 'ملحن'],
  // Public files of round q8 (countries' income and health, deaths by disaster, electricity by source, people).
  income: ['الدخل', 'دخل'], health: ['الصحة', 'متوسط العمر المتوقع', 'العمر المتوقع', 'امد الحياه', 'متوسط الاعمار'], deaths: ['الوفيات', 'وفيات'], age: ['العمر', 'الأعمار', 'الاعمار'], gender: ['الجنس'],
  type: ['النوع', 'الأنواع', 'الانواع'], kind: ['النوع', 'الأنواع', 'الانواع'],
  race: ['العرق', 'الأعراق', 'الاعراق'], neighborhood: ['الحي', 'الأحياء', 'الاحياء'], source: ['المصدر', 'المصادر'], generation: ['التوليد', 'الإنتاج', 'الانتاج'],
};

/**
 * Arabic for names of several words that are not their words one by one: "invoice lines" are بنود الفواتير, not
 * الفاتورة البنود; a "support rep" is مندوب الدعم (an Arabic answer said "support rep" in English).
 */
const ARABIC_PHRASES: Record<string, string[]> = {
  'invoice line': ['بند الفاتورة', 'بنود الفواتير'], 'invoice lines': ['بنود الفواتير', 'بنود الفاتورة'],
  'playlist track': ['مقطع في قائمة تشغيل'], 'playlist tracks': ['مقاطع قوائم التشغيل'],
  'media type': ['نوع الوسائط', 'صيغة الملف', 'الصيغة'], 'media types': ['أنواع الوسائط', 'الصيغ'],
  'support rep': ['مندوب الدعم', 'مندوب'], 'support reps': ['مندوبي الدعم', 'المندوبين'],
  'billing address': ['عنوان الفوترة'], 'billing postal code': ['الرمز البريدي للفوترة'], 'postal code': ['الرمز البريدي'],
  'first name': ['الاسم الأول'], 'last name': ['اسم العائلة'], 'unit price': ['سعر الوحدة', 'السعر'],
  'hire date': ['تاريخ التعيين'], 'birth date': ['تاريخ الميلاد'], 'reports to': ['المدير المباشر'], 'album title': ['عنوان الألبوم'],
};

/**
 * Other English names of a role a key is named for, by the role's last word: the "support rep" of Chinook's customers is
 * the owner's "sales rep" or "rep" ("Who is the best sales rep?" was the biggest invoice, "sales" read as the measure).
 */
export const ROLE_NAMES: Record<string, string[]> = {
  rep: ['rep', 'representative', 'sales rep', 'sales representative', 'account manager'],
  agent: ['agent', 'sales agent'],
};

/** Other English words for common column names ("rainfall" for precipitation), owners' words for what the data calls it. */
export const ENGLISH_GLOSSARY: Record<string, string[]> = {
  precipitation: ['rainfall', 'rain fall', 'amount of rain', 'mm of rain', 'millimeters of rain'],
  temp: ['temperature'], qty: ['quantity', 'units', 'units sold', 'items sold'], amt: ['amount'],
  quantity: ['units', 'units sold', 'items sold', 'pieces sold'], milliseconds: ['duration', 'length', 'track length', 'play time'],
  bytes: ['size', 'file size'],
  track: ['song', 'songs'], tracks: ['songs'],
  // "Which disaster killed the most people", "in which year did epidemics kill the most": the deaths, said as a verb
  // (it was the number of rows).
  // "How many people live in south asia", "how many inhabitants": a population column (it was refused for "people").
  population: ['people live', 'people lived', 'people living', 'live there', 'lives there', 'inhabitants', 'residents', 'populations', 'how many people live', 'number of people', 'population size'],
  // "Which region has the highest average life expectancy": a column named health holds it in the gapminder files.
  health: ['life expectancy', 'life span', 'lifespan', 'expectancy'],
  deaths: ['killed', 'kill', 'kills', 'killing', 'killed people', 'people killed', 'killed the most people', 'died', 'people died', 'people who died', 'how many people died', 'how many died', 'how many people were killed', 'how many were killed', 'how many killed', 'dead', 'fatalities', 'death toll', 'lives lost'],
};
export const englishFor = (words: string): string[] => ENGLISH_GLOSSARY[words.toLowerCase()] ?? [];

let englishOfArabic: Map<string, string[]> | undefined;
/**
 * English words for a column an owner headed in Arabic ("الفرع": branch, store), read back from the Arabic glossary, so
 * "sales by branch" finds it as "المبيعات حسب الفرع" does. The English word whose label the header is comes first.
 */
export function englishForArabic(header: string): string[] {
  if (!englishOfArabic) {
    englishOfArabic = new Map();
    const byPlace = Object.entries(ARABIC_GLOSSARY).flatMap(([english, arabic]) => arabic.map((word, place) => ({ english, word, place })));
    for (const { english, word } of byPlace.sort((a, b) => a.place - b.place)) {
      for (const key of new Set([normalise(word), withoutArticle(normalise(word))])) englishOfArabic.set(key, [...new Set([...(englishOfArabic.get(key) ?? []), english])]);
    }
  }
  const said = normalise(header);
  return englishOfArabic.get(said) ?? englishOfArabic.get(withoutArticle(said)) ?? [];
}

/**
 * The Arabic of a table's name as a whole ("invoice lines", "playlist tracks"): never its last word alone, since a
 * playlist's track is not a track ("كم مقطع في كل نوع" counted Chinook's playlist entries, 3,290 of its 3,503 tracks twice).
 */
export function arabicWhole(words: string): string[] {
  const parts = words.toLowerCase().split(/\s+/).filter(Boolean);
  if (parts.length === 1 || ARABIC_PHRASES[parts.join(' ')]) return arabicFor(words);
  return parts.every((w) => ARABIC_GLOSSARY[w]) ? arabicFor(words).filter((w) => w.includes(' ')) : [];
}

/** Arabic synonyms of a column's words: each known word, and the whole name when every word is known. */
export function arabicFor(words: string): string[] {
  const phrase = ARABIC_PHRASES[words.toLowerCase().trim()];
  if (phrase) return phrase;
  const parts = words.toLowerCase().split(/\s+/).filter(Boolean);
  const known = parts.map((w) => ARABIC_GLOSSARY[w]);
  const out = new Set<string>();
  if (parts.length === 1 && known[0]) known[0].forEach((w) => out.add(w));
  if (parts.length > 1 && known.every(Boolean)) out.add(known.map((k) => k![0]).join(' '));
  // "temp_min" is also "الحرارة الصغرى": each word of the first's, with the second's first word.
  if (parts.length === 2 && known.every(Boolean)) known[0]!.forEach((first) => out.add(`${first} ${known[1]![0]}`));
  // "temp_max" / "unit price": the last known word names what is measured.
  const last = [...known].reverse().find(Boolean);
  if (parts.length > 1 && last && parts.length <= 2) last.forEach((w) => out.add(w));
  return [...out];
}

const forms = (one: string, two: string, few: string, many: string): ArabicCounted => ({ one, two, few, many });
/** How Arabic counts the things a column of a common English name holds ("أعلى ٥ مدن", "١٢ دولة"). */
const ARABIC_COUNTED: Record<string, ArabicCounted> = {
  city: forms('مدينة', 'مدينتين', 'مدن', 'مدينة'), country: forms('دولة', 'دولتين', 'دول', 'دولة'),
  region: forms('منطقة', 'منطقتين', 'مناطق', 'منطقة'), state: forms('ولاية', 'ولايتين', 'ولايات', 'ولاية'),
  product: forms('منتج', 'منتجين', 'منتجات', 'منتجاً'), customer: forms('عميل', 'عميلين', 'عملاء', 'عميلاً'),
  category: forms('فئة', 'فئتين', 'فئات', 'فئة'), branch: forms('فرع', 'فرعين', 'فروع', 'فرعاً'),
  store: forms('متجر', 'متجرين', 'متاجر', 'متجراً'), employee: forms('موظف', 'موظفين', 'موظفين', 'موظفاً'),
  supplier: forms('مورد', 'موردَين', 'موردين', 'مورداً'), invoice: forms('فاتورة', 'فاتورتين', 'فواتير', 'فاتورة'),
  airport: forms('مطار', 'مطارين', 'مطارات', 'مطاراً'), track: forms('مقطع', 'مقطعين', 'مقاطع', 'مقطعاً'),
  album: forms('ألبوم', 'ألبومين', 'ألبومات', 'ألبوماً'), artist: forms('فنان', 'فنانَين', 'فنانين', 'فناناً'),
  genre: forms('نوع', 'نوعين', 'أنواع', 'نوعاً'), symbol: forms('رمز', 'رمزين', 'رموز', 'رمزاً'),
  channel: forms('قناة', 'قناتين', 'قنوات', 'قناة'), campaign: forms('حملة', 'حملتين', 'حملات', 'حملة'), brand: forms('ماركة', 'ماركتين', 'ماركات', 'ماركة'),
  segment: forms('شريحة', 'شريحتين', 'شرائح', 'شريحة'), weather: forms('حالة طقس', 'حالتَي طقس', 'حالات طقس', 'حالة طقس'),
};

/** Arabic counted forms for a column's English label, by its last word ("billing country": دولة), if known. */
export function arabicCountedFor(label: string): ArabicCounted | undefined {
  const last = label.toLowerCase().split(/\s+/).filter(Boolean).at(-1) ?? '';
  return ARABIC_COUNTED[last] ?? ARABIC_COUNTED[last.replace(/ies$/, 'y').replace(/s$/, '')];
}
