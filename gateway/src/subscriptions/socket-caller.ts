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

/** The address of the upgrade request; the first X-Forwarded-For hop when behind the proxy, as Fastify does. */
function addressOf(request: IncomingMessage): string {
  const forwarded = request.headers['x-forwarded-for'];
  const first = (Array.isArray(forwarded) ? forwarded[0] : forwarded)?.split(',')[0]?.trim();
  return first || request.socket.remoteAddress || '';
}

/** Builds the caller of a WebSocket connection exactly as for an HTTP request, token from connection_init. */
export async function socketCallerOf(pool: pg.Pool, request: IncomingMessage, params: ConnectionParams | undefined): Promise<{ caller: Caller; token: string | null }> {
  const headers: IncomingMessage['headers'] = { ...request.headers };
  if (typeof params?.storeId === 'string') headers['x-store-id'] = params.storeId;
  if (typeof params?.locale === 'string') headers['x-locale'] = params.locale;
  const token = tokenOf(params);
  return { caller: await callerOf(pool, { headers, ip: addressOf(request) }, token), token };
}
