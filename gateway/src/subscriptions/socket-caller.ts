import type { IncomingMessage } from 'node:http';
import type pg from 'pg';
import type { Caller } from '@dukkan/shared';
import { bearerOf, callerOf } from '../caller-context.ts';

/**
 * What a client may send in connection_init: `{ authorization: 'Bearer <token>' }` (as the HTTP header) or
 * `{ token }`; `storeId` picks another of the user's stores like the X-Store-Id header.
 */
export type ConnectionParams = Record<string, unknown> & {
  authorization?: unknown;
  token?: unknown;
  storeId?: unknown;
  locale?: unknown;
};

export function tokenOf(params: ConnectionParams | undefined): string | null {
  if (typeof params?.authorization === 'string') return bearerOf(params.authorization);
  return typeof params?.token === 'string' && params.token ? params.token : null;
}

/**
 * The address of the upgrade request as Fastify computes it for HTTP: with N trusted proxies, the address N hops
 * back along X-Forwarded-For; with none, the socket's own address whatever the header says.
 */
export function addressOf(request: IncomingMessage, trustProxyHops: number): string {
  const forwarded = request.headers['x-forwarded-for'];
  const listed = (Array.isArray(forwarded) ? forwarded.join(',') : forwarded ?? '').split(',').map((part) => part.trim()).filter(Boolean);
  const chain = [...listed, request.socket.remoteAddress ?? ''];
  return chain[Math.max(0, chain.length - 1 - trustProxyHops)] ?? '';
}

/** Builds the caller of a WebSocket connection exactly as for an HTTP request, token from connection_init. */
export async function socketCallerOf(pool: pg.Pool, request: IncomingMessage, params: ConnectionParams | undefined, trustProxyHops: number): Promise<{ caller: Caller; token: string | null }> {
  const headers: IncomingMessage['headers'] = { ...request.headers };
  if (typeof params?.storeId === 'string') headers['x-store-id'] = params.storeId;
  if (typeof params?.locale === 'string') headers['x-locale'] = params.locale;
  const token = tokenOf(params);
  return { caller: await callerOf(pool, { headers, ip: addressOf(request, trustProxyHops) }, token), token };
}
