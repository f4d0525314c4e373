import { dataSourceApi, type DataSource, type SourceKind } from './data-source-api.ts';
import { useRemote } from './use-remote.ts';

/** The store's source of a kind (its default one: a store starts with one of each kind). */
export function useSource(kind: SourceKind) {
  const sources = useRemote(dataSourceApi.list, 'sources');
  const list = sources.data ?? [];
  const source: DataSource | undefined = list.find((item) => item.kind === kind && item.is_default) ?? list.find((item) => item.kind === kind);
  return { ...sources, source };
}
