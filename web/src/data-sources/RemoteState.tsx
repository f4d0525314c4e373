import type { ReactNode } from 'react';
import { Alert, Button, CircularProgress, Stack } from '@mui/material';
import { FormattedMessage, useIntl } from 'react-intl';
import { errorMessageOf } from '../api/error-message.ts';
import type { Remote } from './use-remote.ts';
import { messages } from './messages.ts';

/** While a screen's data loads: a spinner; when it failed: the translated error and a retry; then the screen. */
export function RemoteState<T>({ remote, children }: { remote: Remote<T>; children: (data: T) => ReactNode }) {
  const intl = useIntl();
  if (remote.error) {
    return (
      <Alert severity="error" data-testid="data-sources-load-error" action={<Button onClick={remote.reload}><FormattedMessage {...messages.retry} /></Button>}>
        {errorMessageOf(remote.error, intl.formatMessage(messages.loadFailed))}
      </Alert>
    );
  }
  if (remote.data === undefined) {
    return (
      <Stack sx={{ alignItems: 'center', py: 6 }}>
        <CircularProgress aria-busy="true" />
      </Stack>
    );
  }
  return <>{children(remote.data)}</>;
}
