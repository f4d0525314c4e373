import type { RouteObject } from 'react-router';

export const billingsRoutes: RouteObject[] = [
  { path: 'billings', lazy: () => import('./BillingsScreen.tsx').then((module) => ({ Component: module.BillingsScreen })) },
];
