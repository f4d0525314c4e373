import { toGlobalId } from './ids.ts';

/** Relay connection arguments; lists accept `first`/`after`, capped so no query can ask for everything. */
export interface ConnectionArgs {
  first?: number | null;
  after?: string | null;
}

export const MAX_PAGE = 100;

/** Offset cursors: opaque to the client, stable for lists ordered by a fixed key. */
export function offsetOf(args: ConnectionArgs, defaultFirst = 10): { limit: number; offset: number } {
  const limit = Math.min(Math.max(args.first ?? defaultFirst, 0), MAX_PAGE);
  let offset = 0;
  if (args.after) {
    const decoded = Buffer.from(args.after, 'base64url').toString('utf8');
    const match = /^offset:(\d+)$/.exec(decoded);
    if (match) offset = Number(match[1]) + 1;
  }
  return { limit, offset };
}

/** Builds a connection from one page fetched with limit+1 rows (the extra row tells whether more exist). */
export function connectionOf<T>(rows: T[], page: { limit: number; offset: number }, totalCount?: number) {
  const hasNextPage = rows.length > page.limit;
  const nodes = rows.slice(0, page.limit);
  const edges = nodes.map((node, index) => ({
    node,
    cursor: Buffer.from(`offset:${page.offset + index}`, 'utf8').toString('base64url'),
  }));
  return {
    edges,
    nodes,
    totalCount: totalCount ?? page.offset + nodes.length + (hasNextPage ? 1 : 0),
    pageInfo: {
      hasNextPage,
      hasPreviousPage: page.offset > 0,
      startCursor: edges[0]?.cursor ?? null,
      endCursor: edges.at(-1)?.cursor ?? null,
    },
  };
}

export { toGlobalId };
