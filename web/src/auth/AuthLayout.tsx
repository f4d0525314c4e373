import { Box, Stack } from '@mui/material';
import { Outlet } from 'react-router';
import { Logo } from '../components/Logo.tsx';
import { LanguageMenu } from '../settings/LanguageMenu.tsx';
import { PageAlert } from '../alerts/PageAlert.tsx';

/** The shared layout of the auth routes: logo and language at the top, the screen's card in the middle. */
export function AuthLayout() {
  return (
    <Box sx={{ minHeight: '100vh', display: 'flex', flexDirection: 'column', background: 'linear-gradient(180deg, #eef2f8 0%, #f6f7fb 100%)' }} data-testid="auth-layout">
      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', px: { xs: 2, md: 4 }, py: 2 }}>
        <Logo />
        <LanguageMenu color="primary" />
      </Stack>
      <Box sx={{ px: 2, maxWidth: 460, width: '100%', mx: 'auto' }}>
        <PageAlert />
      </Box>
      <Box sx={{ flexGrow: 1, display: 'flex', alignItems: { xs: 'flex-start', sm: 'center' }, justifyContent: 'center', p: 2, pb: 8 }}>
        <Outlet />
      </Box>
    </Box>
  );
}
