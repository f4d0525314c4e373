import { fromGlobalId, type SubgraphContext } from '@dukkan/shared';
import { storeResolvers } from './stores/store.resolvers.ts';

/**
 * node(id:) decodes the type from the global id and hands back a reference; the gateway asks the owning subgraph
 * for the fields. Unknown types give null rather than an error, as Relay expects.
 */
export const NODE_TYPES = new Set(['User', 'Store', 'Conversation', 'Message', 'Import', 'WarehouseOrder', 'DataSource', 'DataTable']);

export const nodeResolvers = {
  Query: {
    node: async (_: unknown, { id }: { id: string }, ctx: SubgraphContext) => {
      const parsed = fromGlobalId(id);
      if (!parsed || !NODE_TYPES.has(parsed.type)) return null;
      // Types owned here are loaded here; the others are references the gateway completes.
      if (parsed.type === 'Store') {
        const store = await storeResolvers.Store.__resolveReference({ id }, ctx);
        return store ? Object.assign(store, { __typename: 'Store' }) : null;
      }
      return { __typename: parsed.type, id };
    },
  },
  Node: {
    __resolveType: (node: { __typename?: string; id: string }) => node.__typename ?? fromGlobalId(node.id)?.type ?? null,
  },
};
