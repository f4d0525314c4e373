import { normalise } from './normalise.ts';

/**
 * Other names of stored values, so a filter is found the way owners say it: "Texas" for a state stored as TX,
 * "ألمانيا" for Germany, "abaya" or "العبايات" for the category Abayas. Each alias points at a value that exists in
 * the data; nothing here becomes SQL.
 */

/** Countries as files and databases store them, with the names owners type in English and Arabic. */
const COUNTRIES: string[][] = [
  // (Stored by code too, as the store's orders keep them: "مبيعات أمريكا" was every sale, the word dropped.)
  ['USA', 'United States', 'United States of America', 'America', 'the US', 'U.S.', 'U.S.A.', 'the States', 'الولايات المتحدة', 'أمريكا', 'امريكا', 'أميركا', 'اميركا', 'US'],
  ['United Kingdom', 'UK', 'Britain', 'Great Britain', 'England', 'بريطانيا', 'المملكة المتحدة', 'انجلترا', 'GB'],
  ['Saudi Arabia', 'KSA', 'السعودية', 'المملكة العربية السعودية'], ['United Arab Emirates', 'UAE', 'الإمارات', 'الامارات'],
  ['Germany', 'ألمانيا', 'المانيا'], ['Canada', 'كندا'], ['Brazil', 'البرازيل'], ['France', 'فرنسا'], ['India', 'الهند'],
  ['Egypt', 'مصر'], ['Kuwait', 'الكويت'], ['Qatar', 'قطر'], ['Bahrain', 'البحرين'], ['Oman', 'عمان', 'سلطنة عمان'],
  ['Jordan', 'الأردن'], ['Spain', 'إسبانيا', 'اسبانيا'], ['Italy', 'إيطاليا', 'ايطاليا'], ['Portugal', 'البرتغال'],
  ['Netherlands', 'Holland', 'هولندا'], ['Sweden', 'السويد'], ['Norway', 'النرويج'], ['Denmark', 'الدنمارك'],
  ['Finland', 'فنلندا'], ['Poland', 'بولندا'], ['Australia', 'أستراليا', 'استراليا'], ['Chile', 'تشيلي'],
  ['Argentina', 'الأرجنتين', 'الارجنتين'], ['Czech Republic', 'Czechia', 'التشيك'], ['Hungary', 'المجر'],
  ['Ireland', 'أيرلندا', 'ايرلندا'], ['Belgium', 'بلجيكا'], ['Austria', 'النمسا'], ['Turkey', 'Türkiye', 'تركيا'],
  ['China', 'الصين'], ['Japan', 'اليابان'], ['Mexico', 'المكسيك'], ['Pakistan', 'باكستان'], ['Morocco', 'المغرب'],
];

/** Cities owners name in Arabic, as files and databases store them in English ("باريس" for Paris). */
const CITIES: string[][] = [
  ['Seattle', 'سياتل'], ['Chicago', 'شيكاغو'], ['New York', 'نيويورك'], ['Los Angeles', 'لوس انجلوس', 'لوس أنجلوس'], ['San Francisco', 'سان فرانسيسكو'],
  ['Boston', 'بوسطن'], ['Houston', 'هيوستن'], ['Dallas', 'دالاس'], ['Miami', 'ميامي'], ['Atlanta', 'أتلانتا', 'اتلانتا'], ['Denver', 'دنفر'],
  ['Phoenix', 'فينيكس'], ['Las Vegas', 'لاس فيغاس', 'لاس فيجاس'], ['Orlando', 'أورلاندو', 'اورلاندو'], ['Washington', 'واشنطن'],
  ['Philadelphia', 'فيلادلفيا'], ['Detroit', 'ديترويت'], ['San Diego', 'سان دييغو'], ['Portland', 'بورتلاند'], ['Anchorage', 'أنكوريج'],
  ['Honolulu', 'هونولولو'], ['Toronto', 'تورنتو'], ['Montréal', 'Montreal', 'مونتريال'], ['Vancouver', 'فانكوفر'], ['Ottawa', 'أوتاوا', 'اوتاوا'],
  ['London', 'لندن'], ['Manchester', 'مانشستر'], ['Edinburgh', 'إدنبرة', 'ادنبره'], ['Paris', 'باريس'], ['Lyon', 'ليون'], ['Bordeaux', 'بوردو'],
  ['Berlin', 'برلين'], ['Frankfurt', 'فرانكفورت'], ['Munich', 'München', 'ميونخ'], ['Hamburg', 'هامبورغ'], ['Stuttgart', 'شتوتغارت'],
  ['Madrid', 'مدريد'], ['Barcelona', 'برشلونة'], ['Rome', 'روما'], ['Milan', 'ميلانو'], ['Lisbon', 'Lisboa', 'لشبونة'], ['Amsterdam', 'أمستردام', 'امستردام'],
  ['Brussels', 'بروكسل'], ['Vienne', 'Vienna', 'فيينا'], ['Prague', 'براغ'], ['Budapest', 'بودابست'], ['Warsaw', 'وارسو'], ['Stockholm', 'ستوكهولم'],
  ['Oslo', 'أوسلو', 'اوسلو'], ['Copenhagen', 'كوبنهاغن'], ['Helsinki', 'هلسنكي'], ['Dublin', 'دبلن'], ['Istanbul', 'إسطنبول', 'اسطنبول'],
  ['Sydney', 'سيدني'], ['Melbourne', 'ملبورن'], ['Tokyo', 'طوكيو'], ['Beijing', 'بكين'], ['Delhi', 'New Delhi', 'دلهي', 'نيودلهي'], ['Mumbai', 'مومباي'],
  ['Bangalore', 'بنغالور'], ['Santiago', 'سانتياغو'], ['Buenos Aires', 'بوينس آيرس'], ['São Paulo', 'Sao Paulo', 'ساو باولو'], ['Mexico City', 'مكسيكو سيتي'],
  ['Cairo', 'القاهرة'], ['Dubai', 'دبي'], ['Abu Dhabi', 'أبوظبي', 'ابوظبي'], ['Riyadh', 'الرياض'], ['Jeddah', 'جدة'], ['Dammam', 'الدمام'],
  ['Doha', 'الدوحة'], ['Manama', 'المنامة'], ['Muscat', 'مسقط'],
  // Saudi cities in their other Latin spellings as well as Arabic.
  ['Mecca', 'Makkah', 'Makka', 'Mekka', 'Makkah Al Mukarramah', 'مكة', 'مكة المكرمة'], ['Medina', 'Madinah', 'Madina', 'Al Madinah', 'المدينة', 'المدينة المنورة'],
  ['Khobar', 'Al Khobar', 'Al-Khobar', 'Alkhobar', 'الخبر'], ['Taif', 'Al Taif', 'At Taif', 'الطائف'], ['Buraydah', 'Buraidah', 'Buraida', 'بريدة'],
  ['Abha', 'أبها', 'ابها'], ['Tabuk', 'تبوك'], ['Jeddah', 'Jiddah', 'Jedda', 'Jidda'], ['Riyadh', 'Riyad', 'Ar Riyadh'], ['Dammam', 'Ad Dammam'],
];

/** Companies owners name by name, as stock files store them by ticker ("Apple" and "آبل" for AAPL). */
const TICKERS: Record<string, string[]> = {
  AAPL: ['Apple', 'آبل', 'ابل'], MSFT: ['Microsoft', 'مايكروسوفت', 'ميكروسوفت'], AMZN: ['Amazon', 'أمازون', 'امازون'],
  GOOG: ['Google', 'Alphabet', 'جوجل', 'قوقل', 'غوغل'], GOOGL: ['Google', 'Alphabet', 'جوجل', 'قوقل'], IBM: ['آي بي إم', 'اي بي ام'],
  META: ['Meta', 'Facebook', 'ميتا', 'فيسبوك'], FB: ['Facebook', 'فيسبوك'], TSLA: ['Tesla', 'تسلا'], NVDA: ['Nvidia', 'إنفيديا', 'انفيديا'],
  NFLX: ['Netflix', 'نتفليكس'], INTC: ['Intel', 'إنتل', 'انتل'], ORCL: ['Oracle', 'أوراكل', 'اوراكل'], KO: ['Coca-Cola', 'Coca Cola', 'كوكاكولا'],
  DIS: ['Disney', 'ديزني'], NKE: ['Nike', 'نايكي'], MCD: ['McDonalds', "McDonald's", 'ماكدونالدز'], WMT: ['Walmart', 'وول مارت'],
  '2222': ['Aramco', 'Saudi Aramco', 'أرامكو', 'ارامكو'], '1120': ['Al Rajhi', 'Al Rajhi Bank', 'الراجحي', 'مصرف الراجحي'], '2010': ['SABIC', 'سابك'],
  '7010': ['STC', 'stc', 'الاتصالات السعودية'],
};

/** Countries (by code and by name) of more than one part of the world below. */
const GULF = ['sa', 'ae', 'kw', 'qa', 'bh', 'om', 'saudi arabia', 'united arab emirates', 'kuwait', 'qatar', 'bahrain', 'oman'];
const SOUTH_AMERICA = ['br', 'ar', 'cl', 'co', 'pe', 'uy', 've', 'ec', 'brazil', 'argentina', 'chile', 'colombia', 'peru', 'uruguay', 'venezuela', 'ecuador'];
/**
 * Parts of the world by the countries in them, as stored by code or by name: "دول الخليج", "Europe", "أمريكا الشمالية"
 * name each of their countries, so a filter on one of them holds every country of it the data has ("sales in Europe"
 * was every sale, Europe unmatched, and "مبيعات أوروبا" the same with nothing said).
 */
const WORLD_PARTS: { names: string[]; countries: Set<string> }[] = [
  { names: ['gcc', 'the gcc', 'gcc countries', 'gulf', 'the gulf', 'gulf countries', 'gulf states', 'دول الخليج', 'الخليج', 'دول مجلس التعاون', 'الخليج العربي'], countries: new Set(GULF) },
  {
    names: ['europe', 'european', 'european countries', 'أوروبا', 'اوروبا', 'أوربا', 'دول أوروبا', 'الدول الأوروبية'],
    countries: new Set(['gb', 'uk', 'de', 'fr', 'es', 'it', 'pt', 'nl', 'be', 'at', 'ch', 'se', 'no', 'dk', 'fi', 'pl', 'cz', 'hu', 'ie', 'gr', 'ro', 'lu',
      'united kingdom', 'germany', 'france', 'spain', 'italy', 'portugal', 'netherlands', 'belgium', 'austria', 'switzerland', 'sweden', 'norway',
      'denmark', 'finland', 'poland', 'czech republic', 'czechia', 'hungary', 'ireland', 'greece', 'romania', 'luxembourg']),
  },
  {
    names: ['north america', 'أمريكا الشمالية', 'امريكا الشمالية', 'أميركا الشمالية'],
    countries: new Set(['us', 'usa', 'ca', 'mx', 'united states', 'united states of america', 'canada', 'mexico']),
  },
  { names: ['south america', 'أمريكا الجنوبية', 'امريكا الجنوبية', 'أميركا الجنوبية'], countries: new Set(SOUTH_AMERICA) },
  { names: ['latin america', 'أمريكا اللاتينية', 'امريكا اللاتينية', 'أميركا اللاتينية'], countries: new Set(['mx', 'mexico', ...SOUTH_AMERICA]) },
  {
    names: ['asia', 'آسيا', 'اسيا'],
    countries: new Set([...GULF, 'in', 'cn', 'jp', 'pk', 'kr', 'sg', 'my', 'id', 'jo', 'tr', 'india', 'china', 'japan', 'pakistan', 'south korea', 'singapore',
      'malaysia', 'indonesia', 'jordan', 'turkey']),
  },
  {
    names: ['middle east', 'the middle east', 'الشرق الأوسط', 'الشرق الاوسط'],
    countries: new Set([...GULF, 'jo', 'eg', 'lb', 'iq', 'jordan', 'egypt', 'lebanon', 'iraq']),
  },
  {
    names: ['africa', 'أفريقيا', 'افريقيا', 'إفريقيا'],
    countries: new Set(['eg', 'ma', 'za', 'ng', 'ke', 'tn', 'dz', 'egypt', 'morocco', 'south africa', 'nigeria', 'kenya', 'tunisia', 'algeria']),
  },
  { names: ['oceania', 'أوقيانوسيا'], countries: new Set(['au', 'nz', 'australia', 'new zealand']) },
  // "قديش بعنا بالشام", "مبيعات بلاد الشام": the Levant (the word was dropped, and every sale given unsaid).
  {
    names: ['the levant', 'levant', 'levant countries', 'الشام', 'بلاد الشام', 'دول الشام', 'بلاد الشام والاردن'],
    countries: new Set(['jo', 'sy', 'lb', 'ps', 'jordan', 'syria', 'lebanon', 'palestine']),
  },
];
/** Every part's names as questions are read (normalised), the longest first, so "south america" is found before "america". */
const PART_NAMES = [...new Set(WORLD_PARTS.flatMap((part) => part.names.map(normalise)))].sort((a, b) => b.split(' ').length - a.split(' ').length);
/**
 * Parts of the world said in the question, each with where its words are. Those no value of the data is in ("sales in
 * the gulf", "مبيعات أفريقيا" of data with no country there) are kept from naming anything else ("america" of "South
 * America" is no USA) and named in the answer as left out, never a total of everywhere given unsaid.
 */
export function worldPartsUnread(words: string[], used: boolean[]): { name: string; start: number; end: number }[] {
  const found: { name: string; start: number; end: number }[] = [];
  for (const name of PART_NAMES) {
    const length = name.split(' ').length;
    for (let i = 0; i + length <= words.length; i++) {
      if (words.slice(i, i + length).join(' ') !== name || found.some((f) => i < f.end && i + length > f.start) || used.slice(i, i + length).some(Boolean)) continue;
      found.push({ name, start: i, end: i + length });
    }
  }
  return found;
}

/**
 * Mecca and Medina, named together: "مكة والمدينة" (where المدينة alone is "the city", a dimension) and الحرمين. Each
 * spelling a store may hold is one of the values these names filter on.
 */
const HOLY_CITIES = new Set(['mecca', 'makkah', 'medina', 'madinah', 'al madinah', 'مكه', 'مكه المكرمه', 'المدينه المنوره']);
/**
 * Instalment ("buy now, pay later") payment methods as stores keep them: "مبيعات الدفع بالتقسيط" is each of them the
 * data holds (it was every sale split by payment method).
 */
const INSTALMENT_METHODS = new Set(['tabby', 'tamara', 'postpay', 'afterpay', 'klarna', 'affirm', 'spotii', 'cashew', 'sezzle', 'zip']);
const INSTALMENT_NAMES = ['التقسيط', 'بالتقسيط', 'تقسيط', 'الدفع بالتقسيط', 'دفع بالتقسيط', 'الاقساط', 'بالاقساط', 'اقساط', 'installments', 'instalments',
  'installment', 'instalment', 'buy now pay later', 'bnpl', 'pay later'];
const HOLY_CITY_NAMES = ['مكه والمدينه', 'مكه المدينه', 'المدينه ومكه', 'المدينه مكه', 'الحرمين', 'الحرمين الشريفين', 'mecca and medina', 'makkah and madinah'];

/** US states and Canadian provinces by the two letters files store them as. */
const REGIONS: Record<string, string[]> = {
  AL: ['Alabama'], AK: ['Alaska', 'ألاسكا'], AZ: ['Arizona', 'أريزونا'], AR: ['Arkansas'], CA: ['California', 'كاليفورنيا'],
  CO: ['Colorado'], CT: ['Connecticut'], DE: ['Delaware'], FL: ['Florida', 'فلوريدا'], GA: ['Georgia', 'جورجيا'],
  HI: ['Hawaii', 'هاواي'], ID: ['Idaho'], IL: ['Illinois', 'إلينوي'], IN: ['Indiana'], IA: ['Iowa'], KS: ['Kansas'],
  KY: ['Kentucky'], LA: ['Louisiana', 'لويزيانا'], ME: ['Maine'], MD: ['Maryland'], MA: ['Massachusetts'],
  MI: ['Michigan', 'ميشيغان'], MN: ['Minnesota'], MS: ['Mississippi'], MO: ['Missouri'], MT: ['Montana'], NE: ['Nebraska'],
  NV: ['Nevada', 'نيفادا'], NH: ['New Hampshire'], NJ: ['New Jersey'], NM: ['New Mexico'], NY: ['New York State', 'نيويورك'],
  NC: ['North Carolina'], ND: ['North Dakota'], OH: ['Ohio', 'أوهايو'], OK: ['Oklahoma', 'أوكلاهوما'], OR: ['Oregon'],
  PA: ['Pennsylvania'], RI: ['Rhode Island'], SC: ['South Carolina'], SD: ['South Dakota'], TN: ['Tennessee'],
  TX: ['Texas', 'تكساس'], UT: ['Utah'], VT: ['Vermont'], VA: ['Virginia'], WA: ['Washington State'], WV: ['West Virginia'],
  WI: ['Wisconsin'], WY: ['Wyoming'], DC: ['District of Columbia'],
  PR: ['Puerto Rico', 'بورتوريكو', 'بورتو ريكو'], GU: ['Guam', 'غوام'], VI: ['Virgin Islands', 'US Virgin Islands'], AS: ['American Samoa'], MP: ['Northern Mariana Islands'],
  AB: ['Alberta'], BC: ['British Columbia'], MB: ['Manitoba'], NB: ['New Brunswick'], NL: ['Newfoundland'],
  NS: ['Nova Scotia'], ON: ['Ontario', 'أونتاريو'], PE: ['Prince Edward Island'], QC: ['Quebec', 'كيبك'], SK: ['Saskatchewan'],
  NT: ['Northwest Territories'], NU: ['Nunavut'], YT: ['Yukon'],
};

/** Arabic words for the words of common category and condition names ("Perfumes & Oud" is asked as العطور). */
const WORDS_AR: Record<string, string[]> = {
  abaya: ['عباية', 'عبايات', 'العبايات', 'العباية', 'العبايه'], perfume: ['عطر', 'عطور', 'العطور', 'العطر', 'الطيب', 'الطيوب'], oud: ['عود', 'العود'],
  date: ['تمر', 'تمور', 'التمور', 'التمر'], sweet: ['حلويات', 'الحلويات', 'حلا'], coffee: ['قهوة', 'القهوة'], tea: ['شاي', 'الشاي'],
  fashion: ['أزياء', 'الأزياء', 'موضة'], beauty: ['تجميل', 'التجميل', 'مستحضرات التجميل'], skincare: ['العناية بالبشرة'],
  electronic: ['إلكترونيات', 'الإلكترونيات', 'الكترونيات'], accessory: ['إكسسوارات', 'الإكسسوارات', 'اكسسوارات'],
  gift: ['هدية', 'هدايا', 'الهدايا'], home: ['المنزل'], kitchen: ['المطبخ', 'مطبخ'], toy: ['ألعاب', 'الألعاب'],
  book: ['كتب', 'الكتب'], kid: ['أطفال', 'الأطفال'], shoe: ['أحذية', 'الأحذية'], bag: ['شنط', 'الشنط', 'حقائب'],
  jewelry: ['مجوهرات', 'المجوهرات'], incense: ['بخور', 'البخور'], bakhoor: ['بخور', 'البخور'], scarf: ['شال', 'طرحة', 'الطرح'],
  rock: ['روك', 'الروك'], jazz: ['جاز', 'الجاز'], metal: ['ميتال', 'الميتال'], blue: ['بلوز', 'البلوز'], pop: ['بوب', 'البوب'],
  latin: ['لاتيني', 'اللاتيني', 'لاتينية'], classical: ['كلاسيكي', 'الكلاسيكي', 'كلاسيكية', 'الكلاسيكية'], reggae: ['ريغي', 'الريغي', 'ريقي'],
  rain: ['مطر', 'ممطر', 'ممطرة', 'الممطرة', 'ماطر', 'ماطرة', 'الماطرة', 'الأمطار', 'أمطار', 'المطر', 'ممطرا', 'أمطرت', 'امطرت', 'مطرت', 'rained', 'raining'],
  // Sources of electricity ("كم توليد الطاقة المتجددة في ٢٠١٦" dropped "Renewables": all sources were added up).
  renewable: ['الطاقة المتجددة', 'المتجددة', 'متجددة', 'الطاقات المتجددة', 'المصادر المتجددة'], nuclear: ['النووية', 'الطاقة النووية', 'نووية', 'النووي'],
  fossil: ['الوقود الأحفوري', 'الأحفوري', 'الاحفوري', 'أحفوري'], solar: ['الطاقة الشمسية', 'الشمسية'], coal: ['الفحم', 'فحم'],
  sun: ['مشمس', 'شمس', 'مشمسة', 'المشمسة', 'المشمس', 'مشمسا', 'sunshine'], fog: ['ضباب', 'ضبابي', 'ضبابية', 'الضبابية'], snow: ['ثلج', 'ثلوج', 'ثلجي', 'ثلجية', 'الثلجية', 'snowed', 'snowing'], drizzle: ['رذاذ'],
};

const singular = (word: string) => (/ies$/.test(word) ? `${word.slice(0, -3)}y` : /(?:ss|us|is)$/.test(word) ? word
  : /(?:ch|sh|x)es$/.test(word) ? word.slice(0, -2) : word.replace(/s$/, ''));
/** Words too common to stand for a value on their own. */
const PLAIN = new Set(['and', 'the', 'for', 'with', 'new', 'other', 'misc', 'general', 'all', 'best', 'set', 'pack', 'small', 'large', 'medium']);

/**
 * Whether a dimension's values are named by their words ("Rock", "rain", "Abayas"): a short list of kinds, whose words
 * are asked in singular, plural and Arabic.
 */
export const categoryLike = (dimension: string, valueCount: number): boolean =>
  /categor|type|department|collection|weather|segment|genre|class|source|sector|industry|kind/.test(dimension) && valueCount <= 100;

const ARABIC = /[\u0600-\u06FF]/;
/**
 * The lists of names (COUNTRIES or CITIES) with a name that normalises to `plain`, in their order. Each list's names
 * are normalised once: every value of every dimension is looked up, and normalising every name for each value made a
 * store's first question take half a second.
 */
function listsNaming(lists: string[][], plain: string): string[][] {
  let index = nameIndexes.get(lists);
  if (!index) {
    index = new Map();
    for (const names of lists) {
      for (const name of new Set(names.map(normalise))) index.set(name, [...(index.get(name) ?? []), names]);
    }
    nameIndexes.set(lists, index);
  }
  return index.get(plain) ?? [];
}
/**
 * A gender column's values by the people they name: "how many women died", "عدد الضحايا من الذكور" (they were "I don't
 * find women in your data").
 */
const WOMEN = ['women', 'woman', 'females', 'ladies', 'girls', 'النساء', 'نساء', 'الإناث', 'الاناث', 'إناث', 'اناث', 'أنثى', 'انثى'];
const MEN = ['men', 'man', 'males', 'boys', 'الرجال', 'رجال', 'الذكور', 'ذكور', 'ذكر'];
const GENDERS: Record<string, string[]> = { female: WOMEN, f: WOMEN, male: MEN, m: MEN };

const nameIndexes = new Map<string[][], Map<string, string[][]>>();
/**
 * The Arabic name of a stored value, from the names the value matcher knows it by: a country of a country column
 * ("ألمانيا" for Germany), a city of a city column ("باريس"), a one-word kind ("مطر" for rain, "روك" for Rock). Arabic
 * answers show it where they showed the stored English; undefined when no Arabic name is known.
 */
export function arabicNameOf(value: string, dimension: string, kindOf: boolean): string | undefined {
  const plain = normalise(value);
  const named = (lists: string[][]) => lists[0]?.find((name) => ARABIC.test(name));
  if (ARABIC.test(value)) return undefined;
  if (/country/i.test(dimension)) return named(listsNaming(COUNTRIES, plain));
  // A city's first list with an Arabic name: Jeddah's other Latin spellings are listed again without one.
  if (/city/i.test(dimension)) return named(listsNaming(CITIES, plain).filter((names) => names.some((name) => ARABIC.test(name))));
  if (!kindOf || !/^[a-z]{3,}$/.test(plain) || PLAIN.has(plain)) return undefined;
  return WORDS_AR[singular(plain)]?.[0];
}

/**
 * Other names of one stored value of a dimension: countries by any name, a state's name for its two-letter code, and
 * for category-like dimensions each word of the value in singular, plural and Arabic ("abaya" for Abayas).
 */
export function aliasesOf(value: string, dimension: string, categoryLike: boolean): string[] {
  const out: string[] = [];
  const plain = normalise(value);
  for (const names of listsNaming(COUNTRIES, plain)) out.push(...names);
  if (/state|province|region/i.test(dimension) && REGIONS[value.trim()]) out.push(...REGIONS[value.trim()]);
  if (/country/i.test(dimension)) for (const part of WORLD_PARTS) if (part.countries.has(plain)) out.push(...part.names);
  if (/city/i.test(dimension) && HOLY_CITIES.has(plain)) out.push(...HOLY_CITY_NAMES);
  if (/gender|sex/i.test(dimension) && GENDERS[plain]) out.push(...GENDERS[plain]);
  if (/payment|gateway/i.test(dimension) && INSTALMENT_METHODS.has(plain)) out.push(...INSTALMENT_NAMES);
  if (/symbol|ticker|stock|company/i.test(dimension) && TICKERS[value.trim().toUpperCase()]) out.push(...TICKERS[value.trim().toUpperCase()]);
  if (/city/i.test(dimension)) for (const names of listsNaming(CITIES, plain)) out.push(...names);
  if (categoryLike) {
    for (const word of plain.split(/[\s&,/+-]+/).filter((w) => /^[a-z]{3,}$/.test(w) && !PLAIN.has(w))) {
      const one = singular(word);
      // Weather words are asked as adjectives: "sunny", "rainy", "foggy", "snowy" days; "drizzly" without its "e" (the
      // drizzle was dropped from "total precipitation on drizzly days").
      const adjectives = one.length <= 7 ? [`${one}y`, `${one}${one.slice(-1)}y`, ...(/[^aeiou]e$/.test(one) ? [`${one.slice(0, -1)}y`] : [])] : [];
      out.push(one, `${one}s`, ...adjectives, ...(WORDS_AR[one] ?? []));
    }
  }
  return out.filter((alias) => normalise(alias) !== plain);
}
