/**
 * Names stored in Latin letters asked in Arabic ones: "لومار" for the vendor Lomar, "مسك الطهارة" for Musk Tahara,
 * "نورة الحربي" for the customer Noura Al-Harbi. Both spellings are reduced to the consonants they share, in one
 * alphabet (vowels, alif, waw and ya dropped, the article left out, doubled letters once, q and k alike), so
 * the transliterations owners and stores use meet. A name translated rather than spelled ("Oud Oil", "زيت العود")
 * does not meet, and is left to the other ways values are found.
 */

const ARABIC: Record<string, string> = {
  'ب': 'b', 'ت': 't', 'ث': 'θ', 'ج': 'j', 'ح': 'h', 'خ': 'χ', 'د': 'd', 'ذ': 'ð', 'ر': 'r', 'ز': 's', 'س': 's', 'ش': 'š',
  'ص': 's', 'ض': 'd', 'ط': 't', 'ظ': 's', 'غ': 'j', 'ف': 'f', 'ق': 'k', 'ك': 'k', 'ل': 'l', 'م': 'm', 'ن': 'n', 'ه': 'h',
  // Letters that are vowels as often as consonants, and the glottal stops, leave no trace.
  'ا': '', 'و': '', 'ي': '', 'ى': '', 'ع': '', 'ء': '', 'ئ': '', 'ؤ': '', 'أ': '', 'إ': '', 'آ': '', 'ة': '',
};
/** Latin pairs for one Arabic letter, read before single letters. */
// A Latin g is said as ج or as غ ("Margaret": مارجريت, مارغريت), so غ and gh are one with g; the h of "John" is silent.
const LATIN_PAIRS: [RegExp, string][] = [[/sh|ch/g, 'š'], [/kh/g, 'χ'], [/th/g, 'θ'], [/dh/g, 'ð'], [/gh/g, 'j'], [/ph/g, 'f'], [/ohn/g, 'on']];
// z and s alike: "Blues" is written بلوز.
const LATIN: Record<string, string> = { q: 'k', c: 'k', g: 'j', v: 'f', p: 'b', x: 'ks', z: 's' };

const collapse = (letters: string) => letters.replace(/(.)\1+/g, '$1');
/** A final h is a ta marbuta (ة, normalised to ه) as often as a letter: "Tahara" and "طهارة" keep it out alike. */
const trimmed = (word: string) => collapse(word).replace(/h$/, '');

/** A word that opens on a vowel (Ajmal, Oud) opens on alif or ain in Arabic (أجمل, عود): kept as a mark, so "ركاب" is no "Arecibo". */
const OPEN = 'ʔ';

/** The consonants of a Latin name's words, the article ("Al", "al-", "el-") left out. */
export function latinSkeleton(text: string): string[] {
  return text.toLowerCase().normalize('NFD').replace(/[\u0300-\u036f]/g, '').split(/[^a-z]+/)
    .map((word) => word.replace(/^(?:al|el)-?(?=.{3,})/, ''))
    .filter((word) => word && !/^(?:al|el|the|of|and)$/.test(word))
    .map((word) => {
      let letters = word;
      for (const [pair, letter] of LATIN_PAIRS) letters = letters.replace(pair, letter);
      const consonants = trimmed(letters.replace(/[aeiouyw]/g, '').replace(/[a-z]/g, (c) => LATIN[c] ?? c));
      return consonants && /^[aeiou]/.test(word) ? `${OPEN}${consonants}` : consonants;
    })
    .filter(Boolean);
}

/** The consonants of Arabic words (normalised text), each word's article left out. */
export function arabicSkeleton(words: string[]): string[] {
  return words
    .map((word) => (word.startsWith('ال') && word.length > 3 ? word.slice(2) : word))
    .map((word) => {
      const consonants = trimmed([...word].map((c) => ARABIC[c] ?? '').join(''));
      return consonants && /^[اأإآعء]/.test(word) ? `${OPEN}${consonants}` : consonants;
    })
    .filter(Boolean);
}

/**
 * Whether Arabic words end as the Latin name they spell would: a word ending on a long a ("إجمالا", in total; "بيعا",
 * "تقريبا") spells a name whose word there ends on a vowel ("سارا": Sara), never one ending on a consonant. The
 * everyday adverb was read as the vendor Ajmal, its consonants being the same, and "بيعا الرياض" (selling in Riyadh)
 * as the city Buraydah (b-r-d).
 */
export function endingsAgree(arabic: string[], latin: string): boolean {
  const latinWords = latin.toLowerCase().split(/[^a-z]+/).filter((word) => word && !/^(?:al|el|the|of|and)$/.test(word));
  return arabic.every((word, i) => !/[^ا]ا$/.test(word) || (latinWords.length === arabic.length && /[aeiouy]h?$/.test(latinWords[i])));
}

/** Arabic words that carry no measure, split or value of their own ("اللي", "عندنا", "إجمالي"). */
export const AR_FUNCTION_WORDS = new Set(['مره', 'مرات', 'المرات', 'الذي', 'التي', 'الذين', 'اللي', 'الان', 'الحين', 'اليوم', 'الكل', 'الجميع', 'المجموع', 'الاجمالي', 'العدد', 'عندنا', 'عندي', 'لدينا', 'لدي', 'يوجد', 'هناك', 'كانت', 'كان', 'اعطني', 'عطني', 'ابغي', 'ابي', 'اريد', 'ممكن', 'تقريبا', 'بالضبط', 'فيها', 'فيه', 'منها', 'منه', 'وش', 'ايش', 'شنو', 'كيف', 'متي', 'وين', 'اين', 'هذا', 'هذه', 'هذي', 'ذلك', 'تلك', 'جميع', 'كافه', 'بعض', 'اكثر', 'اقل', 'افضل', 'اعلي', 'ادني', 'مجموع', 'اجمالي', 'متوسط', 'معدل',
  // Words the engine reads by their phrase, not as a thing of the store: Egyptian and Levantine "of" ("المبيعات بتاع
  // السنة"), "except", "in all", "outside", "the owner of": never named as a thing left out.
  'بتاع', 'بتاعه', 'بتاعت', 'بتاعنا', 'بتوع', 'تبع', 'تبعت', 'حقت', 'باستثناء', 'استثناء', 'استبعد', 'ماعدا', 'عدا', 'اجمالا', 'خارج', 'صاحب', 'صاحبه',
  // "أكثر ٣ منتجات بيعاً", "الأكثر مبيعاً": "by selling", the ranking's own word.
  'بيعا', 'مبيعا', 'شراء', 'طلبا']);

/** Everyday Gulf words that spell like a name ("عندنا" like "Indian", "إجمالي" like "Ajmal"): never read as one. */
export const NOT_NAMES = new Set([...AR_FUNCTION_WORDS,'عندنا', 'عندي', 'لدينا', 'لدي', 'اللي', 'الذي', 'التي', 'هذا', 'هذه', 'هذي', 'كانت', 'كان', 'صارت', 'صار', 'جانا', 'وصلنا', 'بعنا', 'بعت',
  'سوينا', 'نبي', 'ابي', 'ابغي', 'نبغي', 'كيف', 'ليش', 'متي', 'وين', 'فيها', 'فيه', 'منها', 'منه', 'حقنا', 'حقي', 'تبعنا', 'عشان', 'لين', 'للحين', 'الحين', 'حاليا',
  'مقارنه', 'بالمقارنه', 'مقابل', 'اكثر', 'اقل', 'افضل', 'اسوا', 'اعلي', 'ادني', 'جميع', 'بعض', 'غير', 'بدون', 'فقط', 'بس', 'ايضا', 'كمان', 'خلال', 'حسب', 'لكل',
  'سنه', 'شهر', 'يوم', 'اسبوع', 'الشهور', 'شهور', 'الاشهر', 'اشهر', 'السنين', 'سنين', 'الايام', 'الاسابيع', 'امس', 'اليوم', 'السنه', 'الشهر', 'الاسبوع', 'ماضي', 'الماضي', 'الماضيه', 'الجاي', 'القادم', 'فات', 'اللي فات', 'الفايت',
  // Nouns of everyday questions that spell like a place or a title ("الملف" like Melfa, "موسيقى" like Muso Ko); the
  // adjective too: "المقاطع الموسيقية" are the tracks, not those of the playlist Music.
  'الملف', 'ملف', 'الملفات', 'الجدول', 'البيانات', 'بيانات', 'موسيقي', 'الموسيقي', 'موسيقيه', 'الموسيقيه', 'اغنيه', 'اغاني', 'الاغاني', 'فلم', 'فيلم', 'افلام', 'كتاب', 'كتب',
  'سعر', 'اسعار', 'قيمه', 'مبلغ', 'فلوس', 'ريال', 'دولار', 'درهم', 'شركه', 'شركات', 'محل', 'فرع', 'منطقه', 'بلد', 'دوله', 'مدينه', 'عنوان', 'رقم',
  // Adjectives that spell like a place ("الجدد", the new ones, like Jeddah).
  'الجدد', 'جدد', 'جديد', 'الجديد', 'جديده', 'الجديده', 'جداد', 'الجداد',
  // Everyday words that spell like a name: "كنت" (I was: "كنت ابي اعرف…") like KNET, "سريع" (quick) like Sara.
  'كنت', 'كنا', 'سريع', 'سريعه',
  // "كم طلب من التطبيق": the app (a channel the store may not have) is no city Tabuk.
  'التطبيق', 'تطبيق', 'التطبيقات', 'الابلكيشن', 'ابلكيشن', 'الموبايل', 'موبايل', 'الجوال', 'جوال',
  // The words for gross and net ("المبيعات الإجمالية والصافية"): "الاجمالية" spells like the vendor Ajmal.
  'اجمالي', 'الاجمالي', 'اجماليه', 'الاجماليه', 'والاجماليه', 'والاجمالي', 'صافي', 'الصافي', 'صافيه', 'الصافيه', 'والصافيه', 'والصافي',
  'مرات', 'مره', 'كميه', 'قطعه', 'حبه', 'علبه', 'كرتون', 'طلبيه', 'فاتوره', 'سله', 'زبون', 'زباين', 'ناس', 'واحد', 'اثنين', 'ثلاث', 'اربع', 'خمس']);

/** Keys a name is found by: its consonants run together, and its words' consonants in any order. */
export function skeletonKeys(words: string[]): string[] {
  if (!words.length) return [];
  return [`=${words.join('')}`, `~${[...words].sort().join(' ')}`];
}
