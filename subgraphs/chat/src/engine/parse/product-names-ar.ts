/**
 * Arabic names of products stored in English ("Oud Oil" asked as "زيت العود", "Sukkari Dates" as "تمر سكري",
 * "Embroidered Abaya" as "العباية المطرزة"): the everyday words of Gulf shops, each with its Arabic forms. A name of
 * one or two known words gets its Arabic phrases: the head noun first, its modifier after, with or without the
 * article. Left unnamed, an Arabic product name matched only its category's word (Oud Oil read as "Perfumes & Oud").
 */
const WORDS: Record<string, string[]> = {
  oud: ['عود'], oil: ['زيت'], dehn: ['دهن'], abaya: ['عباية', 'عبايه'], dates: ['تمر', 'تمور'], date: ['تمر'],
  sukkari: ['سكري'], ajwa: ['عجوة', 'عجوه'], stuffed: ['محشي', 'محشية'], karak: ['كرك'], tea: ['شاي'], coffee: ['قهوة'],
  saudi: ['سعودية', 'سعودي'], cardamom: ['هيل'], blend: ['خلطة'], bakhoor: ['بخور'], musk: ['مسك'], incense: ['بخور'],
  burner: ['مبخرة', 'مبخره'], lantern: ['فانوس'], thobe: ['ثوب'], kaftan: ['قفطان'], dress: ['فستان'], maxi: ['ماكسي'],
  scarf: ['شال', 'وشاح'], silk: ['حرير', 'حريري'], shayla: ['شيلة', 'شيله'], chiffon: ['شيفون'], gift: ['هدية', 'هدايا'],
  card: ['بطاقة', 'كرت'], prayer: ['صلاة', 'الصلاة'], rug: ['سجادة', 'سجاده'], kunafa: ['كنافة', 'كنافه'], mix: ['خلطة'],
  maamoul: ['معمول'], box: ['علبة', 'بوكس', 'صندوق'], dallah: ['دلة', 'دله'], set: ['طقم'], dinner: ['عشاء'], tray: ['صينية'],
  serving: ['تقديم'], perfume: ['عطر'], parfum: ['عطر'], embroidered: ['مطرزة', 'مطرز'], classic: ['كلاسيكية', 'كلاسيكي'],
  linen: ['كتان'], kimono: ['كيمونو'], open: ['مفتوحة', 'مفتوح'], camel: ['جمل'], plush: ['محشو'], lip: ['شفاه'],
  kohl: ['كحل'], liner: ['قلم'], hair: ['شعر'], face: ['وجه'], serum: ['سيروم'], phone: ['جوال'], case: ['كفر', 'غطاء'],
  charger: ['شاحن'], fast: ['سريع'], power: ['باور'], bank: ['بنك'], earbuds: ['سماعات'], wireless: ['لاسلكية', 'لاسلكي'],
  watch: ['ساعة'], strap: ['سير'], tablet: ['تابلت'], book: ['كتاب'], story: ['قصص', 'قصة'], outfit: ['ملابس'],
  hamper: ['سلة'], wedding: ['زواج', 'عرس'], favors: ['توزيعات'], beans: ['حبوب'], specialty: ['مختصة'], toner: ['تونر'],
  // Subscription plans' words: "صندوق التمور" (Dates Box), "نادي القهوة" (Coffee Club), "عود الشهر" (Oud of the Month).
  club: ['نادي'], month: ['شهر'], beauty: ['جمال', 'بيوتي'], crate: ['صندوق'], bundle: ['باقة'], tahara: ['طهارة'],
};

/** The Arabic phrases a product family's English name may be asked by; none when a word is not in the glossary. */
export function arabicProductNames(family: string): string[] {
  const words = family.toLowerCase().split(/\s+/).filter((w) => !/^(?:de|al|the|of)$/.test(w));
  const forms = words.map((w) => WORDS[w] ?? WORDS[w.replace(/s$/, '')]);
  if (!forms.length || forms.length > 2 || forms.some((f) => !f)) return [];
  if (forms.length === 1) return forms[0].flatMap((w) => [w, `ال${w}`]);
  // "Dehn Al Oud" is already said the Arabic way, its head first: "دهن العود" (it was Oud Oil's, whose oil is زيت); "Oud
  // of the Month" too: "عود الشهر".
  if (/\b(?:al|of the)\b/i.test(family)) return forms[0]!.flatMap((head) => forms[1]!.flatMap((modifier) => [`${head} ال${modifier}`, `${head} ${modifier}`]));
  // "Oud Oil": the head (oil) first, then its modifier (oud), with or without the article: "زيت العود", "زيت عود",
  // "الزيت العود" is not said, but "العباية المطرزة" is (an adjective agrees with its noun's article).
  const [modifiers, heads] = forms;
  // A name's own word, which no other thing is called ("الكنافة" for Kunafa Mix, "المبخرة" for Incense Burner),
  // names it alone too.
  const alone = words.flatMap((word, i) => (OWN_WORDS.has(word) ? forms[i]! : [])).flatMap((w) => [w, `ال${w}`]);
  return [...heads.flatMap((head) => modifiers.flatMap((modifier) => [`${head} ${modifier}`, `${head} ال${modifier}`, `ال${head} ال${modifier}`])), ...alone];
}
const OWN_WORDS = new Set(['kunafa', 'karak', 'sukkari', 'ajwa', 'maamoul', 'dallah', 'kimono', 'chiffon', 'cardamom', 'burner', 'earbuds', 'lantern', 'rug', 'charger', 'musk']);
/** The words of a product family's English name that name it alone, in English too ("musk" for Musk Tahara). */
export function ownWordsOf(family: string): string[] {
  const words = family.toLowerCase().split(/\s+/);
  return words.length > 1 ? words.filter((w) => OWN_WORDS.has(w)) : [];
}

/** Arabic words for the variants products are sold in, by the English word the stored name says them with. */
export const VARIANTS_AR: Record<string, string> = {
  سوداء: 'black', سودا: 'black', اسود: 'black', السوداء: 'black', السودا: 'black', الاسود: 'black',
  بيضاء: 'white', بيضا: 'white', ابيض: 'white', البيضاء: 'white', الابيض: 'white', بيج: 'beige', البيج: 'beige',
  كحلي: 'navy', الكحلي: 'navy', كحليه: 'navy', زيتي: 'olive', الزيتي: 'olive', زيتيه: 'olive', ذهبي: 'gold', الذهبي: 'gold',
  ذهبيه: 'gold', فضي: 'silver', الفضي: 'silver', فضيه: 'silver', كبير: 'large', الكبير: 'large', كبيره: 'large',
  صغير: 'small', الصغير: 'small', صغيره: 'small', خشب: 'wood', الخشب: 'wood', خشبي: 'wood',
  سيت: 'set', السيت: 'set', طقم: 'set', الطقم: 'set',
};

/** Words every plan's name may hold, which name none of them alone ("box", "club"). */
const PLAN_WORDS = new Set(['box', 'club', 'month', 'plan', 'of', 'the', 'crate', 'bundle']);
/**
 * The Arabic names of a subscription plan stored in English: as a product's ("صندوق التمور" for Dates Box, "نادي
 * القهوة" for Coffee Club, "عود الشهر" for Oud of the Month), and "باقة" with a word of its own ("باقة التمر", "باقة
 * القهوة"). Unnamed, "صندوق التمور" was the category Dates & Sweets, which subscriptions cannot be split by: "can't".
 */
export function arabicPlanNames(plan: string): string[] {
  const own = plan.toLowerCase().split(/\s+/).filter((w) => !PLAN_WORDS.has(w)).flatMap((w) => WORDS[w] ?? WORDS[w.replace(/s$/, '')] ?? []);
  return [...arabicProductNames(plan), ...own.flatMap((w) => [`باقة ${w}`, `باقة ال${w}`, `اشتراك ${w}`, `اشتراك ال${w}`])];
}
