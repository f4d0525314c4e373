import { createElement } from 'react';
import type { RouteObject } from 'react-router';
import type { SourceKind } from './data-source-api.ts';

// Each screen loads on its own (code-split); the Meta and Google screens share one with its kind bound.
const index = () => import('./DataSourcesIndex.tsx').then((module) => ({ Component: module.DataSourcesIndex }));
const database = () => import('./DatabaseScreen.tsx').then((module) => ({ Component: module.DatabaseScreen }));
const csv = () => import('./CsvUploadScreen.tsx').then((module) => ({ Component: module.CsvUploadScreen }));
const csvTables = () => import('./CsvTablesScreen.tsx').then((module) => ({ Component: module.CsvTablesScreen }));
const rows = (kind: 'database' | 'csv') => () =>
  import('./TableRowsScreen.tsx').then((module) => ({ Component: () => createElement(module.TableRowsScreen, { kind }) }));
const comments = (kind: 'database' | 'csv') => () =>
  import('./TableCommentsScreen.tsx').then((module) => ({ Component: () => createElement(module.TableCommentsScreen, { kind }) }));
const integration = (kind: SourceKind) => () =>
  import('./IntegrationSourceScreen.tsx').then((module) => ({ Component: () => createElement(module.IntegrationSourceScreen, { kind }) }));

const CSV_AND_DATABASE: RouteObject[] = [
  { path: 'data-sources/database', lazy: database },
  // Not in SPEC's list: the rows of a connected database's table, read live, paged like a CSV table's.
  { path: 'data-sources/database/table/:tableName', lazy: rows('database') },
  { path: 'data-sources/database/table/:tableName/comments', lazy: comments('database') },
  { path: 'data-sources/csv', lazy: csv },
  { path: 'data-sources/csv/tables', lazy: csvTables },
  { path: 'data-sources/csv/tables/:tableName', lazy: rows('csv') },
  { path: 'data-sources/csv/tables/:tableName/comments', lazy: comments('csv') },
];

/** /dashboard/data-sources and its sub-pages (SPEC 2.3). */
export const legacyDataSourceRoutes: RouteObject[] = [
  { path: 'data-sources', lazy: index },
  ...(['meta-ads', 'google-analytics', 'google-ads'] as const).map((kind) => ({ path: `data-sources/${kind}`, lazy: integration(kind) })),
  ...CSV_AND_DATABASE,
];

/** /v2/dashboard/apps/{appId}/data-sources and its sub-pages (SPEC 2.4). */
export const v2DataSourceRoutes: RouteObject[] = [{ path: 'data-sources', lazy: index }, ...CSV_AND_DATABASE];
