import { useState } from 'react';
import { Alert, Button, Link } from '@mui/material';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link as RouterLink } from 'react-router';
import { authMessages } from './messages.ts';
import { resetPassword } from './session.ts';
import { useSubmission } from './useSubmission.ts';
import { AuthCard } from './AuthCard.tsx';
import { FormError } from '../components/FormError.tsx';
import { PasswordField } from './PasswordField.tsx';

/** The form the e-mailed reset link opens (?token=...&email=...): a new password, twice. */
export function SetNewPasswordForm({ token, email, loginPath }: { token: string; email?: string; loginPath: string }) {
  const intl = useIntl();
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const [saved, setSaved] = useState('');
  const { busy, error, fieldErrors, run, setError } = useSubmission(authMessages.newPasswordFailed);

  const submit = () => {
    if (password !== confirmation) return setError(intl.formatMessage(authMessages.passwordsDiffer));
    void run(async () => {
      const message = await resetPassword({ token, email, password, password_confirmation: confirmation });
      setSaved(message || intl.formatMessage(authMessages.newPasswordSaved));
    });
  };

  return (
    <AuthCard testId="new-password-form" title={<FormattedMessage {...authMessages.newPasswordTitle} />} onSubmit={submit}>
      <FormError message={error} />
      {saved ? (
        <Alert severity="success" data-testid="new-password-saved">
          {saved}
        </Alert>
      ) : (
        <>
          <PasswordField label={intl.formatMessage(authMessages.newPassword)} value={password} onChange={setPassword} error={fieldErrors.password} testId="new-password" />
          <PasswordField label={intl.formatMessage(authMessages.confirmPassword)} value={confirmation} onChange={setConfirmation} error={fieldErrors.password_confirmation} testId="new-password-confirmation" />
          <Button type="submit" variant="contained" size="large" disabled={busy} data-testid="new-password-submit">
            <FormattedMessage {...authMessages.newPasswordSubmit} />
          </Button>
        </>
      )}
      <Link component={RouterLink} to={loginPath}>
        <FormattedMessage {...authMessages.backToLogin} />
      </Link>
    </AuthCard>
  );
}
