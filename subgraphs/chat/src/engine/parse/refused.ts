/**
 * "How many COD orders were refused/returned this year?", "كم طلب دفع عند الاستلام انرفض هالسنة؟": orders refused at
 * the door, which come back as returned shipments (the refused orders measure). "Refused or returned" says it twice,
 * and "كم طلب … انرفض" counted the orders beside them; both were every COD order (388).
 */
const TWICE_EN = /(?:^|\s)(?:refused ?(?:\/|or|and) ?returned|returned ?(?:\/|or|and) ?refused|refused ?(?:\/|or) ?rejected)(?=\s|$)/g;
const REFUSED_AR = /^(?:و)?كم (?:طلب|طلبات|اوردر) (.+?) (?:انرفض|انرفضت|رفضوا استلامه|رفضوا استلامها|رفض استلامه|رفضت استلامه|رفضه العميل|رفضها العميل|انرفض او رجع|انرفضت او رجعت)(?: (.+))?$/;

/** The question with a refusal said once, in the words of the refused orders. */
export function refusedAsked(text: string): string {
  const ar = REFUSED_AR.exec(text);
  if (ar) return `الطلبات المرفوضه ${ar[1]}${ar[2] ? ` ${ar[2]}` : ''}`;
  return text.replace(TWICE_EN, (said) => `${said.startsWith(' ') ? ' ' : ''}refused`);
}
