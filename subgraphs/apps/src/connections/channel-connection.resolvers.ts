import { connectionOf, offsetOf, localIdOf, toGlobalId, type ConnectionArgs, type SubgraphContext } from '@dukkan/shared';
import { ChannelConnection } from './channel-connection.entity.ts';

export const channelConnectionResolvers = {
  Store: {
    channelConnections: async (store: { id: string }, args: ConnectionArgs & { channel?: string | null }, ctx: SubgraphContext) => {
      const page = offsetOf(args);
      const storeId = localIdOf(store.id, 'Store');
      if (!storeId || storeId !== ctx.caller.storeId) return connectionOf([], page, 0);
      const where = { storeId, ...(args.channel ? { channel: args.channel } : {}) };
      const [rows, total] = await ctx.em.findAndCount(ChannelConnection, where, { orderBy: { id: 'asc' }, limit: page.limit + 1, offset: page.offset });
      return connectionOf(rows, page, total);
    },
  },
  ChannelConnection: {
    __resolveReference: async (reference: { id: string }, ctx: SubgraphContext) => {
      const id = localIdOf(reference.id, 'ChannelConnection');
      return id && ctx.caller.storeId ? ctx.em.findOne(ChannelConnection, { id, storeId: ctx.caller.storeId }) : null;
    },
    id: (row: ChannelConnection) => toGlobalId('ChannelConnection', row.id),
    createdAt: (row: ChannelConnection) => row.createdAt.toISOString(),
  },
};
