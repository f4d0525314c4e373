import { Button, Typography } from '@mui/material';
import { FormattedMessage } from 'react-intl';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { authMessages } from './messages.ts';
import { AuthCard } from './AuthCard.tsx';
import { SetNewPasswordForm } from './SetNewPasswordForm.tsx';
import { routeNames } from '../app/route-names.ts';

/**
 * /v2/change-password is guest-only (SPEC 2.2, 6): it is where a forgotten password is changed, from the e-mailed
 * link. A signed-in user changes theirs from the dashboard's user menu instead.
 */
export function ChangePasswordScreen() {
  const [search] = useSearchParams();
  const token = search.get('token');
  if (token) return <SetNewPasswordForm token={token} email={search.get('email') ?? undefined} loginPath={routeNames.AuthLoginV2} />;
  return (
    <AuthCard testId="change-password-screen" title={<FormattedMessage {...authMessages.changeTitle} />}>
      <Typography color="text.secondary">
        <FormattedMessage {...authMessages.changeNeedsLink} />
      </Typography>
      <Button component={RouterLink} to={routeNames.AuthResetPasswordV2} variant="contained">
        <FormattedMessage {...authMessages.requestLink} />
      </Button>
    </AuthCard>
  );
}
