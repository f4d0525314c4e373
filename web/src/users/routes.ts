import type { RouteObject } from 'react-router';

const screen = () => import('./UsersScreen.tsx').then((module) => ({ Component: module.UsersScreen }));

export const usersRoutes: RouteObject[] = [
  { path: 'users', lazy: screen },
  { path: 'users/:userId', lazy: screen },
];
