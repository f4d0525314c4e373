import { useEffect } from 'react';
import { CircularProgress, Stack, Typography } from '@mui/material';
import { FormattedMessage } from 'react-intl';
import { useLocation, useNavigate } from 'react-router';
import { authMessages } from './messages.ts';
import { logout } from './session.ts';
import { isV2Path, routeNames } from '../app/route-names.ts';

/** /logout and /v2/logout: open to everyone; signs out and goes to the login screen. */
export function LogoutScreen() {
  const navigate = useNavigate();
  const v2 = isV2Path(useLocation().pathname);
  useEffect(() => {
    void logout().then(() => navigate(v2 ? routeNames.AuthLoginV2 : routeNames.AuthLogin, { replace: true }));
  }, [navigate, v2]);
  return (
    <Stack spacing={2} data-testid="logout-screen" sx={{ alignItems: 'center' }}>
      <CircularProgress />
      <Typography>
        <FormattedMessage {...authMessages.logoutTitle} />
      </Typography>
    </Stack>
  );
}
