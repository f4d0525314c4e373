import { Chip } from '@mui/material';
import { FormattedMessage } from 'react-intl';
import type { DataSource } from './data-source-api.ts';
import { messages } from './messages.ts';

const look = {
  connected: { color: 'success', message: messages.statusConnected },
  not_connected: { color: 'default', message: messages.statusNotConnected },
  error: { color: 'error', message: messages.statusError },
} as const;

/** A source's connect state; sources not built yet (Meta, Google) always read "not connected". */
export function StatusChip({ source, testId = 'data-source-status' }: { source: Pick<DataSource, 'status'> | undefined; testId?: string }) {
  const state = look[source?.status ?? 'not_connected'] ?? look.not_connected;
  return <Chip size="small" color={state.color} label={<FormattedMessage {...state.message} />} data-testid={testId} data-status={source?.status ?? 'not_connected'} />;
}
