import type pg from 'pg';
import { anonymousCaller, type Caller } from '@dukkan/shared';
import { requestLocale } from './request-errors.ts';
import { lookupSession } from './session-lookup.ts';

export interface RequestLike {
  headers: Record<string, string | string[] | undefined>;
  ip: string;
}

/** Proxy headers that carry the visitor's country (Cloudflare, CloudFront, generic). Trusted only behind a proxy. */
const COUNTRY_HEADERS = ['cf-ipcountry', 'cloudfront-viewer-country', 'x-country-code'];

export function bearerOf(header: string | string[] | undefined): string | null {
  const value = Array.isArray(header) ? header[0] : header;
  const match = value ? /^Bearer\s+(\S+)$/i.exec(value.trim()) : null;
  return match ? match[1] : null;
}

/** Builds the caller of a request: anonymous unless a valid bearer token names a live session. */
export async function callerOf(pool: pg.Pool, req: RequestLike, token: string | null = bearerOf(req.headers.authorization)): Promise<Caller> {
  const locale = requestLocale(req.headers);
  const countryHeader = COUNTRY_HEADERS.map((name) => req.headers[name]).find((value) => typeof value === 'string') as string | undefined;
  const country = countryHeader && /^[A-Za-z]{2}$/.test(countryHeader) ? countryHeader.toUpperCase() : null;
  const caller = anonymousCaller(locale, req.ip, country);
  if (!token) return caller;
  const identity = await lookupSession(pool, token, req.headers['x-store-id'] as string | undefined);
  return identity ? { ...caller, ...identity } : caller;
}

/** True when the request carried a token that named no live session: REST answers 401 for it. */
export function hadInvalidToken(req: RequestLike, caller: Caller): boolean {
  return bearerOf(req.headers.authorization) !== null && caller.userId === null;
}
