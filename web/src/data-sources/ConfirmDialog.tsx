import { useEffect, useState, type ReactNode } from 'react';
import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle, Stack } from '@mui/material';
import { FormattedMessage, useIntl } from 'react-intl';
import { FormError } from '../components/FormError.tsx';
import { errorMessageOf } from '../api/error-message.ts';
import { messages } from './messages.ts';

/**
 * Asks before something is removed for good: the title names what goes, the body says what goes with it. The
 * confirm button runs `onConfirm`; the server's refusal (an upload still running, say) is shown in the dialog.
 */
export function ConfirmDialog({ open, title, body, confirm, onConfirm, onClose, testId }: {
  open: boolean;
  title: ReactNode;
  body: ReactNode;
  confirm: ReactNode;
  onConfirm: () => Promise<unknown>;
  onClose: () => void;
  testId: string;
}) {
  const intl = useIntl();
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    if (open) setError('');
  }, [open]);

  async function run() {
    setBusy(true);
    setError('');
    try {
      await onConfirm();
      onClose();
    } catch (failure) {
      setError(errorMessageOf(failure, intl.formatMessage(messages.failed)));
    } finally {
      setBusy(false);
    }
  }

  return (
    <Dialog open={open} onClose={busy ? undefined : onClose} fullWidth maxWidth="xs" data-testid={testId} aria-labelledby={`${testId}-title`}>
      <DialogTitle id={`${testId}-title`} data-testid={`${testId}-title`} sx={{ overflowWrap: 'anywhere' }}>
        {title}
      </DialogTitle>
      <DialogContent>
        <Stack spacing={2}>
          <DialogContentText data-testid={`${testId}-body`}>{body}</DialogContentText>
          <FormError message={error} testId={`${testId}-error`} />
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={busy} data-testid={`${testId}-cancel`}>
          <FormattedMessage {...messages.cancel} />
        </Button>
        <Button onClick={run} variant="contained" color="error" disabled={busy} data-testid={`${testId}-confirm`}>
          {confirm}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
