import { useState } from 'react';
import { useIntl, type MessageDescriptor } from 'react-intl';
import { errorMessageOf, fieldErrorsOf } from '../api/error-message.ts';

/** Runs a form's call: busy while it runs, then the generic error text (SPEC 8) and the per-field 422 messages. */
export function useSubmission(defaultFailure: MessageDescriptor) {
  const intl = useIntl();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});

  async function run(call: () => Promise<void>): Promise<void> {
    setBusy(true);
    setError('');
    setFieldErrors({});
    try {
      await call();
    } catch (failure) {
      setError(errorMessageOf(failure, intl.formatMessage(defaultFailure)));
      setFieldErrors(fieldErrorsOf(failure));
    } finally {
      setBusy(false);
    }
  }

  return { busy, error, fieldErrors, run, setError };
}
