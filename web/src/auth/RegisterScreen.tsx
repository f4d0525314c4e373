import { useEffect, useState } from 'react';
import { Button, Link, TextField } from '@mui/material';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router';
import { authMessages } from './messages.ts';
import { register, rememberPreAuth } from './session.ts';
import { useSubmission } from './useSubmission.ts';
import { AuthCard } from './AuthCard.tsx';
import { FormError } from '../components/FormError.tsx';
import { routeNames } from '../app/route-names.ts';

/** /v2/register (the legacy /register redirects here): a new account with its store, then profile completion. */
export function RegisterScreen() {
  const intl = useIntl();
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const [fields, setFields] = useState({ store_name: '', email: '', password: '' });
  const { busy, error, fieldErrors, run } = useSubmission(authMessages.registerFailed);

  useEffect(() => rememberPreAuth(search), [search]);

  const field = (name: keyof typeof fields, label: string, type: string, autoComplete: string) => (
    <TextField
      label={label}
      type={type}
      autoComplete={autoComplete}
      required
      value={fields[name]}
      onChange={(event) => setFields({ ...fields, [name]: event.target.value })}
      error={Boolean(fieldErrors[name])}
      helperText={fieldErrors[name]}
      slotProps={{ htmlInput: { 'data-testid': `register-${name.replace('_', '-')}` } }}
    />
  );

  const submit = () =>
    run(async () => {
      await register(fields);
      navigate(routeNames.AuthCompleteV2);
    });

  return (
    <AuthCard testId="register-form" title={<FormattedMessage {...authMessages.registerTitle} />} subtitle={<FormattedMessage {...authMessages.registerSubtitle} />} onSubmit={submit}>
      <FormError message={error} />
      {field('store_name', intl.formatMessage(authMessages.storeName), 'text', 'organization')}
      {field('email', intl.formatMessage(authMessages.email), 'email', 'email')}
      {field('password', intl.formatMessage(authMessages.password), 'password', 'new-password')}
      <Button type="submit" variant="contained" size="large" disabled={busy} data-testid="register-submit">
        <FormattedMessage {...authMessages.registerSubmit} />
      </Button>
      <Link component={RouterLink} to={routeNames.AuthLoginV2}>
        <FormattedMessage {...authMessages.haveAccount} />
      </Link>
    </AuthCard>
  );
}
