import { useParams } from 'react-router';

/** Where the data-source screens live: /dashboard/data-sources, or per app in the v2 dashboard. */
export function useDataSourcesPath(): string {
  const { appId } = useParams();
  return appId ? `/v2/dashboard/apps/${encodeURIComponent(appId)}/data-sources` : '/dashboard/data-sources';
}

export const tablePath = (base: string, tableName: string) => `${base}/csv/tables/${encodeURIComponent(tableName)}`;

/** A connected database's table: its rows here, its comments under `/comments`. */
export const databaseTablePath = (base: string, tableName: string) => `${base}/database/table/${encodeURIComponent(tableName)}`;
