import { Snackbar } from '@mui/material';
import { dismissToast, useToast } from './toast.ts';
import { useAlertText } from './useAlertText.ts';

export const TOAST_DURATION_MS = 3000;

/** The one toast on screen, bottom centre. */
export function Toasts() {
  const toast = useToast();
  const text = useAlertText();
  return (
    <Snackbar
      key={toast?.key}
      open={toast !== null}
      autoHideDuration={TOAST_DURATION_MS}
      onClose={dismissToast}
      message={toast ? text(toast.text) : ''}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}
      slotProps={{ content: { 'data-testid': 'toast' } as object }}
    />
  );
}
