import { useEffect, useRef } from 'react';
import { Alert } from '@mui/material';

/**
 * A form's error. It takes the focus when it appears: a submit button is disabled while its form is sent, which
 * leaves the focus on the page's body, where a dialog no longer hears Escape and a screen reader says nothing. On
 * the alert, the error is read out and the keyboard stays in the form.
 */
export function FormError({ message, testId = 'form-error' }: { message: string; testId?: string }) {
  const alert = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (message) alert.current?.focus();
  }, [message]);
  return message ? (
    <Alert ref={alert} severity="error" tabIndex={-1} data-testid={testId}>
      {message}
    </Alert>
  ) : null;
}
