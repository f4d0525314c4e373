import type { FastifyRequest } from 'fastify';
import type { Caller, Settings } from '@dukkan/shared';

/** JSON Schema of a body or query field, as it appears in the OpenAPI document. */
export type FieldSchema = { type: 'string' | 'integer' | 'number' | 'boolean' | 'object' | 'array'; format?: string; description?: string };

/**
 * One REST call of the legacy API, defined as a thin mapping onto a GraphQL operation run through the gateway, so
 * REST and GraphQL can never disagree.
 */
export interface RestRoute {
  method: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';
  /** Path under /api, Fastify style: `/stores/data-sources/:id/tables`. */
  path: string;
  summary: string;
  tag: string;
  /** Requires a bearer token; a missing or bad one answers 401 before anything runs. */
  auth: boolean;
  /** Documented body fields (all optional at the HTTP level: validation happens in the subgraph, in the caller's language). */
  body?: Record<string, FieldSchema>;
  query?: Record<string, FieldSchema>;
  /** The GraphQL document; omit for routes handled directly (uploads), then give `handle`. */
  operation?: string;
  /**
   * Builds the operation's variables; upload routes stream the file here first (see uploads.ts). Throwing a
   * UserFacingError (e.g. `invalid(...)`) answers with it before any operation runs.
   */
  variables?: (req: FastifyRequest, caller: Caller, settings: Settings) => Record<string, unknown> | Promise<Record<string, unknown>>;
  /** Shapes the operation's data into the REST body; the envelope (`data`) is the route's own choice. */
  respond?: (data: any, req: FastifyRequest) => unknown;
  /** Success status (200 unless given). */
  status?: number;
  /** Answers 202 Accepted instead when this holds for the operation's data: the work is queued, not yet done. */
  accepted?: (data: any) => boolean;
  /** REST names of GraphQL input fields that payload errors name (`{kind: 'type'}`), so `errors` uses the caller's names. */
  fieldNames?: Record<string, string>;
  /** Refusals the call documents besides 401 and 422 (403 for members, 404 for what the store does not have...), by status. */
  refusals?: Record<number, string>;
  /** Multipart routes: the field holding the file. */
  multipartFile?: string;
}

export function defineRoutes(routes: RestRoute[]): RestRoute[] {
  return routes;
}

/** Reads a string body field; anything else (numbers, objects) is passed as given for the subgraph to reject. */
export function bodyOf(req: FastifyRequest): Record<string, unknown> {
  return req.body && typeof req.body === 'object' && !Array.isArray(req.body) ? (req.body as Record<string, unknown>) : {};
}
