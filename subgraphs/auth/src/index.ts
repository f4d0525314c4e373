import { loadSchema, mergeResolvers, type SubgraphModule } from '@dukkan/shared';
import { User } from './users/user.entity.ts';
import { Session } from './sessions/session.entity.ts';
import { PasswordReset } from './password-resets/password-reset.entity.ts';
import { Invitation } from './invitations/invitation.entity.ts';
import { userResolvers } from './users/user.resolvers.ts';
import { registerResolvers } from './accounts/register.resolvers.ts';
import { loginResolvers } from './accounts/login.resolvers.ts';
import { passwordResetResolvers } from './password-resets/password-reset.resolvers.ts';
import { profileResolvers } from './profile/profile.resolvers.ts';
import { invitationResolvers } from './invitations/invitation.resolvers.ts';
import { migrations } from './migrations/index.ts';

export const authSubgraph: SubgraphModule = {
  name: 'auth',
  typeDefs: loadSchema(new URL('../schema.graphql', import.meta.url)),
  entities: [User, Session, PasswordReset, Invitation],
  migrations,
  resolvers: mergeResolvers(userResolvers, registerResolvers, loginResolvers, passwordResetResolvers, profileResolvers, invitationResolvers),
};
