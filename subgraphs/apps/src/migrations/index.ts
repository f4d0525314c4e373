import type { NamedMigration } from '@dukkan/shared';
import { M001ChannelConnections } from './m001-channel-connections.ts';

export const migrations: NamedMigration[] = [{ name: 'm001-channel-connections', class: M001ChannelConnections }];
