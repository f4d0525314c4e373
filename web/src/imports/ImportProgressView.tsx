import type { ReactNode } from 'react';
import { Button, LinearProgress, Stack, Typography } from '@mui/material';
import { FormattedMessage, useIntl, type IntlShape } from 'react-intl';
import type { ImportState } from './import-api.ts';
import { importMessages } from './messages.ts';

/** A file size in the reader's language and digits: kilobytes under a megabyte, megabytes above. */
function formatBytes(intl: IntlShape, bytes: number): string {
  const megabytes = bytes >= 1024 * 1024;
  return intl.formatNumber(megabytes ? bytes / (1024 * 1024) : Math.max(bytes / 1024, bytes ? 0.1 : 0), {
    style: 'unit',
    unit: megabytes ? 'megabyte' : 'kilobyte',
    maximumFractionDigits: 1,
  });
}

/**
 * A running import: what it is doing (checking the file, loading rows, saving), how far, and a cancel. `saving` says
 * what is saved when it is not a table (a seller's orders).
 */
export function ImportProgressView({ state, cancelling, onCancel, saving }: { state: ImportState; cancelling: boolean; onCancel: () => void; saving?: ReactNode }) {
  const intl = useIntl();
  const stage = state.status === 'queued' ? 'queued' : (state.stage ?? 'checking');
  const read = formatBytes(intl, state.bytesRead);
  const total = formatBytes(intl, state.bytesTotal);
  const text =
    stage === 'queued' ? <FormattedMessage {...importMessages.importQueued} />
    : stage === 'checking' ? <FormattedMessage {...importMessages.importChecking} values={{ rows: state.rowsTotal, read, total }} />
    // A file read once has no row count until its end: how much of it is read says how far.
    : stage === 'loading' && !state.rowsTotal ? <FormattedMessage {...importMessages.importLoadingRead} values={{ rows: state.rowsImported, read, total }} />
    : stage === 'loading' ? <FormattedMessage {...importMessages.importLoading} values={{ rows: state.rowsImported, total: state.rowsTotal }} />
    : (saving ?? <FormattedMessage {...importMessages.importSaving} />);
  return (
    <Stack spacing={1} sx={{ width: '100%' }} data-testid="csv-import-progress" data-status={state.status} data-stage={stage}>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', justifyContent: 'space-between' }}>
        <Typography variant="body2" data-testid="csv-import-stage">
          {text}
        </Typography>
        <Button size="small" color="inherit" onClick={onCancel} disabled={cancelling} data-testid="csv-cancel">
          <FormattedMessage {...importMessages.cancelUpload} />
        </Button>
      </Stack>
      <LinearProgress variant={stage === 'queued' ? 'indeterminate' : 'determinate'} value={Math.round(state.progress * 100)} aria-label={intl.formatMessage(importMessages.importProgress)} />
    </Stack>
  );
}
