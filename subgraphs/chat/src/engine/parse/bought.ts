/**
 * "ماذا اشترى هذا العميل أيضا؟", "وش اشترى؟", "ايش شرت؟" of a customer just named or looked up: what they bought,
 * product by product (as "what else did she buy?" is read). They were "can't", or the customer's total.
 * Read after an order's own follow-ups: "وش اشترى؟" right after an order lookup is that order's items.
 */
const WHAT_BOUGHT = /(^|\s)(?:ماذا|وش|ايش|شو|ويش|ايه) (?:اشتري|اشترت|اشتروا|شري|شرت|شروا|اشتري ايضا|طلب|طلبت|طلبوا)((?: \S+)*?)(?: (?:ايضا|كمان|بعد|غير كذا|غير هذا|غيره|غيرها))?$/;

export function boughtAsked(text: string): string {
  return text.replace(WHAT_BOUGHT, (_m, before: string, rest: string) => `${before}حسب المنتج${rest}`);
}

/** Whether the question asks what was bought ("وش اشترى؟", "ايش شرت؟") and nothing more. */
export function asksWhatWasBought(text: string): boolean {
  const asked = WHAT_BOUGHT.exec(text);
  return Boolean(asked && !asked[2] && !/\S/.test(text.slice(0, asked.index).replace(/^(?:و|طيب|وطيب)$/, '')));
}

/** Whether "وش اشترى", "ايش شرت" is said anywhere in the question (with a customer or a period after it). */
export function saysBought(text: string): boolean {
  return WHAT_BOUGHT.test(text);
}
