import type { RouteObject } from 'react-router';

const screen = () => import('./IntegrationsScreen.tsx').then((module) => ({ Component: module.IntegrationsScreen }));

/** apps/create, under /v2/dashboard. */
export const appCreateRoute: RouteObject = { path: 'apps/create', lazy: screen };

/** The app home (apps/{appId} itself): its integrations. */
export const appHomeRoute: RouteObject = { index: true, lazy: screen };
