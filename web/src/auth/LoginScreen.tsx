import { useEffect, useState } from 'react';
import { Button, Link, Stack, TextField } from '@mui/material';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link as RouterLink, useLocation, useNavigate, useSearchParams } from 'react-router';
import { authMessages } from './messages.ts';
import { login, needsProfileCompletion, rememberPreAuth } from './session.ts';
import { redirectTarget } from './guards.ts';
import { useSubmission } from './useSubmission.ts';
import { AuthCard } from './AuthCard.tsx';
import { FormError } from '../components/FormError.tsx';
import { isV2Path, routeNames } from '../app/route-names.ts';

export function LoginScreen() {
  const intl = useIntl();
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const v2 = isV2Path(useLocation().pathname);
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const { busy, error, fieldErrors, run } = useSubmission(authMessages.loginFailed);

  useEffect(() => rememberPreAuth(search), [search]);

  const submit = () =>
    run(async () => {
      const user = await login({ email, password });
      if (needsProfileCompletion(user)) navigate(v2 ? routeNames.AuthCompleteV2 : routeNames.AuthComplete);
      else navigate(redirectTarget(search, v2 ? routeNames.DashboardV2 : routeNames.Dashboard));
    });

  return (
    <AuthCard testId="login-form" title={<FormattedMessage {...authMessages.loginTitle} />} subtitle={<FormattedMessage {...authMessages.loginSubtitle} />} onSubmit={submit}>
      <FormError message={error} />
      <TextField
        label={intl.formatMessage(authMessages.email)}
        type="email"
        autoComplete="email"
        required
        value={email}
        onChange={(event) => setEmail(event.target.value)}
        error={Boolean(fieldErrors.email)}
        helperText={fieldErrors.email}
        slotProps={{ htmlInput: { 'data-testid': 'login-email' } }}
      />
      <TextField
        label={intl.formatMessage(authMessages.password)}
        type="password"
        autoComplete="current-password"
        required
        value={password}
        onChange={(event) => setPassword(event.target.value)}
        error={Boolean(fieldErrors.password)}
        helperText={fieldErrors.password}
        slotProps={{ htmlInput: { 'data-testid': 'login-password' } }}
      />
      <Button type="submit" variant="contained" size="large" disabled={busy} data-testid="login-submit">
        <FormattedMessage {...authMessages.loginSubmit} />
      </Button>
      <Stack direction="row" sx={{ justifyContent: 'space-between', flexWrap: 'wrap', gap: 1 }}>
        <Link component={RouterLink} to={routeNames.AuthRegisterV2} data-testid="login-to-register">
          <FormattedMessage {...authMessages.noAccount} />
        </Link>
        <Link component={RouterLink} to={v2 ? routeNames.AuthResetPasswordV2 : '/reset-password'}>
          <FormattedMessage {...authMessages.forgotPassword} />
        </Link>
      </Stack>
    </AuthCard>
  );
}
