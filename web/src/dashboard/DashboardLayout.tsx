import { Suspense, useEffect, useState } from 'react';
import { AppBar, Box, IconButton, Toolbar, useMediaQuery, useTheme } from '@mui/material';
import MenuIcon from '@mui/icons-material/Menu';
import { useIntl } from 'react-intl';
import { Outlet, useLocation } from 'react-router';
import { Logo } from '../components/Logo.tsx';
import { ScreenLoading } from '../components/ScreenLoading.tsx';
import { LanguageMenu } from '../settings/LanguageMenu.tsx';
import { setDrawerOpen } from '../settings/settings-actions.ts';
import { getAppState } from '../state/app-state.ts';
import { PageAlert } from '../alerts/PageAlert.tsx';
import { RelayRoot } from '../relay/RelayRoot.tsx';
import { isV2Path } from '../app/route-names.ts';
import { loadUser } from '../auth/session.ts';
import { NavigationDrawer } from './NavigationDrawer.tsx';
import { UserMenu } from './UserMenu.tsx';
import { dashboardMessages } from './messages.ts';

/** /dashboard and /v2/dashboard: app bar, navigation drawer and the screen; Relay is provided from here down. */
export function DashboardLayout() {
  const intl = useIntl();
  const v2 = isV2Path(useLocation().pathname);
  const home = v2 ? '/v2/dashboard' : '/dashboard';
  const wide = useMediaQuery(useTheme().breakpoints.up('lg'));
  const [phoneDrawerOpen, setPhoneDrawerOpen] = useState(false);
  const toggleDrawer = () => (wide ? setDrawerOpen(!getAppState().view.drawerOpen) : setPhoneDrawerOpen(!phoneDrawerOpen));
  // Refreshes the saved user on entry; a token revoked elsewhere answers 401, which signs out here (SPEC 4.1).
  useEffect(() => {
    loadUser().catch(() => {});
  }, []);
  return (
    <RelayRoot>
      <Box sx={{ display: 'flex', minHeight: '100vh' }} data-testid="dashboard-layout">
        <AppBar position="fixed" color="inherit" elevation={0} sx={{ zIndex: (theme) => theme.zIndex.drawer + 1, borderBottom: 1, borderColor: 'divider' }}>
          <Toolbar sx={{ gap: 1 }}>
            <IconButton edge="start" onClick={toggleDrawer} aria-label={intl.formatMessage(dashboardMessages.toggleDrawer)} data-testid="toggle-drawer">
              <MenuIcon />
            </IconButton>
            <Logo to={home} />
            <Box sx={{ flexGrow: 1 }} />
            <LanguageMenu />
            <UserMenu logoutPath={v2 ? '/v2/logout' : '/logout'} />
          </Toolbar>
        </AppBar>
        <NavigationDrawer v2={v2} phoneOpen={phoneDrawerOpen} onPhoneClose={() => setPhoneDrawerOpen(false)} />
        <Box component="main" sx={{ flexGrow: 1, minWidth: 0, p: { xs: 2, md: 4 }, bgcolor: 'background.default' }}>
          <Toolbar />
          <PageAlert />
          <Suspense fallback={<ScreenLoading />}>
            <Outlet />
          </Suspense>
        </Box>
      </Box>
    </RelayRoot>
  );
}
