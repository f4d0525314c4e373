import type { RouteObject } from 'react-router';

const screen = () => import('./DataSourcesScreen.tsx').then((module) => ({ Component: module.DataSourcesScreen }));

const CSV_AND_DATABASE = [
  'database',
  'database/table/:tableName/comments',
  'csv',
  'csv/tables',
  'csv/tables/:tableName',
  'csv/tables/:tableName/comments',
];

/** /dashboard/data-sources and its sub-pages (SPEC 2.3). */
export const legacyDataSourceRoutes: RouteObject[] = [
  { path: 'data-sources', lazy: screen },
  ...['meta-ads', 'google-analytics', 'google-ads', ...CSV_AND_DATABASE].map((sub) => ({ path: `data-sources/${sub}`, lazy: screen })),
];

/** /v2/dashboard/apps/{appId}/data-sources and its sub-pages (SPEC 2.4). */
export const v2DataSourceRoutes: RouteObject[] = [
  { path: 'data-sources', lazy: screen },
  ...CSV_AND_DATABASE.map((sub) => ({ path: `data-sources/${sub}`, lazy: screen })),
];
