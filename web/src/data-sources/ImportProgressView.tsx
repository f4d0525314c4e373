import { Button, LinearProgress, Stack, Typography } from '@mui/material';
import { FormattedMessage, useIntl, type IntlShape } from 'react-intl';
import type { ImportState } from './data-source-api.ts';
import { messages } from './messages.ts';

/** A file size in the reader's language and digits: kilobytes under a megabyte, megabytes above. */
function formatBytes(intl: IntlShape, bytes: number): string {
  const megabytes = bytes >= 1024 * 1024;
  return intl.formatNumber(megabytes ? bytes / (1024 * 1024) : Math.max(bytes / 1024, bytes ? 0.1 : 0), {
    style: 'unit',
    unit: megabytes ? 'megabyte' : 'kilobyte',
    maximumFractionDigits: 1,
  });
}

/** A running import: what it is doing (checking the file, loading rows, saving the table), how far, and a cancel. */
export function ImportProgressView({ state, cancelling, onCancel }: { state: ImportState; cancelling: boolean; onCancel: () => void }) {
  const intl = useIntl();
  const stage = state.status === 'queued' ? 'queued' : (state.stage ?? 'checking');
  const read = formatBytes(intl, state.bytesRead);
  const total = formatBytes(intl, state.bytesTotal);
  const text =
    stage === 'queued' ? <FormattedMessage {...messages.importQueued} />
    : stage === 'checking' ? <FormattedMessage {...messages.importChecking} values={{ rows: state.rowsTotal, read, total }} />
    // A file read once has no row count until its end: how much of it is read says how far.
    : stage === 'loading' && !state.rowsTotal ? <FormattedMessage {...messages.importLoadingRead} values={{ rows: state.rowsImported, read, total }} />
    : stage === 'loading' ? <FormattedMessage {...messages.importLoading} values={{ rows: state.rowsImported, total: state.rowsTotal }} />
    : <FormattedMessage {...messages.importSaving} />;
  return (
    <Stack spacing={1} sx={{ width: '100%' }} data-testid="csv-import-progress" data-status={state.status} data-stage={stage}>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', justifyContent: 'space-between' }}>
        <Typography variant="body2" data-testid="csv-import-stage">
          {text}
        </Typography>
        <Button size="small" color="inherit" onClick={onCancel} disabled={cancelling} data-testid="csv-cancel">
          <FormattedMessage {...messages.cancelUpload} />
        </Button>
      </Stack>
      <LinearProgress variant={stage === 'queued' ? 'indeterminate' : 'determinate'} value={Math.round(state.progress * 100)} aria-label={intl.formatMessage(messages.importProgress)} />
    </Stack>
  );
}
