import { createHmac, timingSafeEqual } from 'node:crypto';
import type { Locale } from './i18n.ts';

/**
 * Who is calling, as the gateway established it from the bearer token. Subgraphs never see the token itself:
 * they receive this object signed with the internal secret, so only the gateway can vouch for a caller.
 */
export interface Caller {
  userId: string | null;
  sessionId: string | null;
  /** The store the caller acts on: their default store, or the one chosen by the X-Store-Id header. */
  storeId: string | null;
  /** The caller's role in that store (owner, admin, member). */
  role: string | null;
  locale: Locale;
  /** Client address, for rate limits and country lookup. */
  ip: string;
  /** Country from a trusted proxy header, when present. */
  country: string | null;
}

export const CALLER_HEADER = 'x-dukkan-caller';

export const anonymousCaller = (locale: Locale = 'en', ip = '127.0.0.1', country: string | null = null): Caller => ({
  userId: null,
  sessionId: null,
  storeId: null,
  role: null,
  locale,
  ip,
  country,
});

function sign(body: string, secret: string): string {
  return createHmac('sha256', secret).update(body).digest('base64url');
}

export function encodeCaller(caller: Caller, secret: string): string {
  const body = Buffer.from(JSON.stringify(caller), 'utf8').toString('base64url');
  return `${body}.${sign(body, secret)}`;
}

/** The caller from a signed header, or null when the header is missing or forged. */
export function decodeCaller(header: string | undefined, secret: string): Caller | null {
  if (!header) return null;
  const dot = header.indexOf('.');
  if (dot < 0) return null;
  const body = header.slice(0, dot);
  const given = Buffer.from(header.slice(dot + 1));
  const expected = Buffer.from(sign(body, secret));
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  try {
    return JSON.parse(Buffer.from(body, 'base64url').toString('utf8')) as Caller;
  } catch {
    return null;
  }
}
