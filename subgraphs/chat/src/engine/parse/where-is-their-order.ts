/**
 * "Where is Ahmed Haddad's order?", "where's the order of Sara Khoury?", "وين طلب أحمد حداد؟", "وش صار على طلب نورة
 * حسن؟": an owner asked by a customer on the phone wants that customer's latest order and where its parcel is. It was
 * the count of the customer's orders ("Orders over all time, for customer Ahmed Haddad: 10"). The question is said
 * again as "last order of …", which looks the order up with its shipment; an order number or an e-mail is left to
 * the lookups that read them ("وين طلب 6990").
 */
const NOT_A_NAME = String.raw`(?!#?\d|رقم |number |no |\S+@)`;
const WHERE_EN = new RegExp(String.raw`^(?:so |and )?(?:where (?:is|s)|track|what s the status of|what is the status of|status of|what happened to) (?:the )?(?:(?:latest |last )?(?:order|package|parcel|shipment|delivery) (?:of|for|from) ${NOT_A_NAME}(.+?)|${NOT_A_NAME}(?!my |our |the |this |that |it )(.+?) s (?:latest |last )?(?:order|package|parcel|shipment|delivery))$`);
const WHERE_AR = new RegExp(String.raw`^و?(?:وين|فين|وين وصل|وين وصلت|(?:وش|ايش|شو) صار (?:على|علي|في|ب)|تتبع|حاله|ما حاله|وش حاله|ايش حاله) (?:ال)?(?:طلب|طلبيه|اوردر|شحنه) (?:حق |ل|تبع )?${NOT_A_NAME}(?!ه$|ها$|هم$|ي$|نا$)(\S.*)$`);

/** The question as "last order of <customer>" when it asks where a named customer's order is; else as it was. */
export function whereIsTheirOrder(text: string): string {
  const en = WHERE_EN.exec(text);
  if (en) return `last order of ${(en[1] ?? en[2]).trim()}`;
  const ar = WHERE_AR.exec(text);
  if (ar) return `اخر طلب من ${ar[1].trim()}`;
  return text;
}
