import { GraphQLJSON, loadSchema, mergeResolvers, type SubgraphModule } from '@dukkan/shared';
import { Conversation } from './conversations/conversation.entity.ts';
import { conversationResolvers } from './conversations/conversation.resolvers.ts';
import { Message } from './messages/message.entity.ts';
import { messageResolvers } from './messages/message.resolvers.ts';
import { askResolvers } from './asking/ask.resolvers.ts';
import { migrations } from './migrations/index.ts';
import { importProgressResolvers } from './imports/import-progress.resolvers.ts';
import { warmUpEngine } from './engine/warm-up.ts';

export const chatSubgraph: SubgraphModule = {
  name: 'chat',
  typeDefs: loadSchema(new URL('../schema.graphql', import.meta.url)),
  entities: [Conversation, Message],
  migrations,
  websocket: true,
  resolvers: mergeResolvers({ JSON: GraphQLJSON }, conversationResolvers, messageResolvers, askResolvers, importProgressResolvers),
  // The question engine builds its word lists and patterns on first use: a store owner's first question took a second.
  warmUp: warmUpEngine,
};
