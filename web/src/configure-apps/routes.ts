import type { RouteObject } from 'react-router';

const screen = () => import('./ConfigureAppsScreen.tsx').then((module) => ({ Component: module.ConfigureAppsScreen }));

/** The chat app connections and their WhatsApp and Slack sub-pages. */
export const configureAppsRoutes: RouteObject[] = [
  { path: 'configure-apps', lazy: screen },
  { path: 'configure-apps/whatsapp', lazy: screen },
  { path: 'configure-apps/slack', lazy: screen },
];
