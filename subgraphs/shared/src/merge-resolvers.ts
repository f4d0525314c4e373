import type { Resolvers } from './http/subgraph-server.ts';

/** Merges per-type resolver files into one map (Query and Mutation fields come from several files). */
export function mergeResolvers(...maps: Resolvers[]): Resolvers {
  const merged: Resolvers = {};
  for (const map of maps) {
    for (const [type, fields] of Object.entries(map)) {
      merged[type] = typeof fields === 'object' && fields !== null && !('serialize' in fields) ? { ...(merged[type] ?? {}), ...fields } : fields;
    }
  }
  return merged;
}
