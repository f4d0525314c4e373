import { fromGlobalId, type SubgraphContext } from '@dukkan/shared';
import { storeResolvers } from './stores/store.resolvers.ts';
import { teamResolvers } from './team/team.resolvers.ts';

/**
 * node(id:) decodes the type from the global id and hands back a reference; the gateway asks the owning subgraph
 * for the fields. Unknown types give null rather than an error, as Relay expects.
 */
export const NODE_TYPES = new Set(['User', 'Store', 'Conversation', 'Message', 'Import', 'WarehouseOrder', 'DataSource', 'DataTable', 'StoreMember']);

/**
 * Where each type's rows say which store they belong to. A node asked for its id alone is answered by the gateway
 * without its owning subgraph (which would have refused another store's), so node(id:) checks here: another store's
 * conversation, or an id that does not exist, is null as Relay expects (they were returned, so ids could be probed).
 */
const STORE_ROWS: Record<string, string> = {
  // A conversation, and each of its messages, is seen by the user who opened it only (ADR 49).
  Conversation: 'SELECT 1 FROM chat_conversation WHERE id = ? AND store_id = ? AND user_id = ?',
  Message: `SELECT 1 FROM chat_message m JOIN chat_conversation c ON c.id = m.conversation_id AND c.store_id = m.store_id
             WHERE m.id = ? AND m.store_id = ? AND c.user_id = ?`,
  Import: 'SELECT 1 FROM data_source_import WHERE id = ? AND store_id = ?',
  WarehouseOrder: 'SELECT 1 FROM warehouse.orders WHERE id = ? AND store_id = ?',
  DataSource: 'SELECT 1 FROM data_source WHERE id = ? AND store_id = ?',
  DataTable: 'SELECT 1 FROM data_source_table WHERE id = ? AND store_id = ?',
  // A user is seen by themselves and by the members of their store.
  User: 'SELECT 1 FROM store_member WHERE user_id = ? AND store_id = ?',
};

async function visibleToCaller(ctx: SubgraphContext, type: string, id: string): Promise<boolean> {
  if (type === 'User' && id === ctx.caller.userId) return true;
  const sql = STORE_ROWS[type];
  if (!sql || !/^\d{1,18}$/.test(id) || !ctx.caller.storeId) return false;
  const byUser = type === 'Conversation' || type === 'Message';
  if (byUser && !ctx.caller.userId) return false;
  return (await ctx.em.execute(sql, byUser ? [id, ctx.caller.storeId, ctx.caller.userId] : [id, ctx.caller.storeId])).length > 0;
}

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
      if (parsed.type === 'StoreMember') {
        const member = await teamResolvers.StoreMember.__resolveReference({ id }, ctx);
        return member ? Object.assign(member, { __typename: 'StoreMember' }) : null;
      }
      return (await visibleToCaller(ctx, parsed.type, parsed.id)) ? { __typename: parsed.type, id } : null;
    },
  },
  Node: {
    __resolveType: (node: { __typename?: string; id: string }) => node.__typename ?? fromGlobalId(node.id)?.type ?? null,
  },
};
