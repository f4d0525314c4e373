import { useState } from 'react';
import { Alert, Button, Link, TextField } from '@mui/material';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link as RouterLink, useLocation, useSearchParams } from 'react-router';
import { authMessages } from './messages.ts';
import { requestPasswordReset } from './session.ts';
import { useSubmission } from './useSubmission.ts';
import { AuthCard } from './AuthCard.tsx';
import { FormError } from '../components/FormError.tsx';
import { SetNewPasswordForm } from './SetNewPasswordForm.tsx';
import { isV2Path, routeNames } from '../app/route-names.ts';

/** /reset-password: asks for a reset link; opened from that link (?token=) it sets the new password. */
export function ResetPasswordScreen() {
  const [search] = useSearchParams();
  const loginPath = isV2Path(useLocation().pathname) ? routeNames.AuthLoginV2 : routeNames.AuthLogin;
  const token = search.get('token');
  if (token) return <SetNewPasswordForm token={token} email={search.get('email') ?? undefined} loginPath={loginPath} />;
  return <RequestResetLinkForm loginPath={loginPath} />;
}

function RequestResetLinkForm({ loginPath }: { loginPath: string }) {
  const intl = useIntl();
  const [email, setEmail] = useState('');
  const [sent, setSent] = useState('');
  const { busy, error, fieldErrors, run } = useSubmission(authMessages.resetFailed);

  const submit = () =>
    run(async () => {
      const message = await requestPasswordReset(email);
      setSent(message || intl.formatMessage(authMessages.resetSent));
    });

  return (
    <AuthCard testId="reset-password-form" title={<FormattedMessage {...authMessages.resetTitle} />} subtitle={<FormattedMessage {...authMessages.resetSubtitle} />} onSubmit={submit}>
      <FormError message={error} />
      {sent ? (
        <Alert severity="success" data-testid="reset-link-sent">
          {sent}
        </Alert>
      ) : null}
      <TextField
        label={intl.formatMessage(authMessages.email)}
        type="email"
        autoComplete="email"
        required
        value={email}
        onChange={(event) => setEmail(event.target.value)}
        error={Boolean(fieldErrors.email)}
        helperText={fieldErrors.email}
        slotProps={{ htmlInput: { 'data-testid': 'reset-email' } }}
      />
      <Button type="submit" variant="contained" size="large" disabled={busy} data-testid="reset-submit">
        <FormattedMessage {...authMessages.resetSubmit} />
      </Button>
      <Link component={RouterLink} to={loginPath}>
        <FormattedMessage {...authMessages.backToLogin} />
      </Link>
    </AuthCard>
  );
}
