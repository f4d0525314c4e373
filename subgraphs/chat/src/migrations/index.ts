import type { NamedMigration } from '@dukkan/shared';
import { M001Conversations } from './m001-conversations.ts';
import { M002MessagesAndUsage } from './m002-messages-and-usage.ts';

export const migrations: NamedMigration[] = [
  { name: 'm001-conversations', class: M001Conversations },
  { name: 'm002-messages-and-usage', class: M002MessagesAndUsage },
];
