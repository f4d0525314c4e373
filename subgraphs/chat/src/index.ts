import { GraphQLJSON, loadSchema, mergeResolvers, type SubgraphModule } from '@dukkan/shared';
import { Conversation } from './conversations/conversation.entity.ts';
import { conversationResolvers } from './conversations/conversation.resolvers.ts';
import { Message } from './messages/message.entity.ts';
import { messageResolvers } from './messages/message.resolvers.ts';
import { askResolvers } from './asking/ask.resolvers.ts';
import { migrations } from './migrations/index.ts';
import { importProgressResolvers } from './imports/import-progress.resolvers.ts';

export const chatSubgraph: SubgraphModule = {
  name: 'chat',
  typeDefs: loadSchema(new URL('../schema.graphql', import.meta.url)),
  entities: [Conversation, Message],
  migrations,
  websocket: true,
  resolvers: mergeResolvers({ JSON: GraphQLJSON }, conversationResolvers, messageResolvers, askResolvers, importProgressResolvers),
};
