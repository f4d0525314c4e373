import { useEffect } from 'react';
import { Outlet, useNavigate, type RouteObject } from 'react-router';
import { NavigationProgress } from '../progress/NavigationProgress.tsx';
import { Toasts } from '../alerts/Toasts.tsx';
import { showPageAlert } from '../alerts/page-alert.ts';
import { handleUnauthenticated } from '../api/http.ts';
import { clearSession } from '../auth/session.ts';
import { authMessages } from '../auth/messages.ts';
import { detectCountry } from '../country/country-detection.ts';
import { routeNames } from './route-names.ts';

let countryLookedUp = false;

/** Around every route: the navigation progress bar, toasts, the start-up country lookup and the 401 rule. */
export function AppShell({ routes }: { routes: RouteObject[] }) {
  const navigate = useNavigate();

  useEffect(() => {
    // A 401 from any call but logout ends the session here and goes to AuthLogin (SPEC 4.1, 8).
    handleUnauthenticated(() => {
      clearSession();
      navigate(routeNames.AuthLogin);
      showPageAlert({ type: 'danger', message: authMessages.sessionExpired });
    });
  }, [navigate]);

  useEffect(() => {
    if (countryLookedUp) return;
    countryLookedUp = true;
    void detectCountry(() => window.location.pathname, (path) => navigate(path, { replace: true }));
  }, [navigate]);

  return (
    <>
      <NavigationProgress routes={routes} />
      <Outlet />
      <Toasts />
    </>
  );
}
