/**
 * Keeps a phone number, an address or an e-mail in its own (left-to-right) order inside a sentence of either
 * direction: Unicode first-strong isolates around it.
 */
export const isolate = (text: string) => `\u2068${text}\u2069`;
