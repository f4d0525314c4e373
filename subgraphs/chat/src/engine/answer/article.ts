/**
 * "a" or "an" before a word as it is said: "with an airport", "with a city". Spelling decides, but for the words
 * whose first sound is not their first letter ("an hour", "a user", "a one-off").
 */
const SAID_WITH_A_VOWEL = /^(?:hour|honou?r|heir)/i;
const SAID_WITH_A_CONSONANT = /^(?:u[nrst][aeiou]|uni|use|usu|one|once|eu)/i;

export function withArticle(word: string): string {
  const an = SAID_WITH_A_VOWEL.test(word) || (/^[aeiou]/i.test(word) && !SAID_WITH_A_CONSONANT.test(word));
  return `${an ? 'an' : 'a'} ${word}`;
}

/**
 * Arabic "of" before a label: "للسعر" (ال takes the ل in), "لمنتج", and "لـprice" before a column's Latin name,
 * which ل cannot join.
 */
export function ofInArabic(label: string): string {
  if (label.startsWith('ال')) return `لل${label.slice(2)}`;
  return /^[\u0600-\u06FF]/.test(label) ? `ل${label}` : `لـ${label}`;
}
