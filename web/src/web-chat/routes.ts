import type { RouteObject } from 'react-router';

export const webChatRoutes: RouteObject[] = [
  { path: 'web-chat', lazy: () => import('./WebChatScreen.tsx').then((module) => ({ Component: module.WebChatScreen })) },
];
