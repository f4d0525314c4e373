import type { RouteObject } from 'react-router';
import { withAuth } from '../auth/guards.ts';
import { configureStoreRoutes } from '../configure-store/routes.ts';
import { legacyDataSourceRoutes, v2DataSourceRoutes } from '../data-sources/routes.ts';
import { webChatRoutes } from '../web-chat/routes.ts';
import { configureAppsRoutes } from '../configure-apps/routes.ts';
import { usersRoutes } from '../users/routes.ts';
import { billingsRoutes } from '../billings/routes.ts';
import { appCreateRoute, appHomeRoute } from '../integrations/routes.ts';

// Code-split: the dashboards (and Relay with them) load only when a signed-in user opens one.
const layout = () => import('./DashboardLayout.tsx').then((module) => ({ Component: module.DashboardLayout }));
const index = () => import('./DashboardIndex.tsx').then((module) => ({ Component: module.DashboardIndex }));

/** /dashboard (SPEC 2.3): requires login. Each feature owns its routes file. */
export const legacyDashboardRoute: RouteObject = withAuth('required', {
  path: 'dashboard',
  lazy: layout,
  children: [
    { index: true, lazy: index },
    ...configureStoreRoutes,
    ...legacyDataSourceRoutes,
    ...webChatRoutes,
    ...configureAppsRoutes,
    ...usersRoutes,
    ...billingsRoutes,
  ],
});

/** /v2/dashboard (SPEC 2.4): requires login; agents, team and billing show the index screen. */
export const v2DashboardRoute: RouteObject = withAuth('required', {
  path: 'v2/dashboard',
  lazy: layout,
  children: [
    { index: true, lazy: index },
    { path: 'agents', lazy: index },
    { path: 'team', lazy: index },
    { path: 'billing', lazy: index },
    ...billingsRoutes,
    appCreateRoute,
    { path: 'apps/:appId', children: [appHomeRoute, ...usersRoutes, ...configureAppsRoutes, ...webChatRoutes, ...v2DataSourceRoutes] },
  ],
});
