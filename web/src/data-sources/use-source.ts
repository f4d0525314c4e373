import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { useSearchParams } from 'react-router';
import { ApiError } from '../api/http.ts';
import { dataSourceApi, type DataSource, type SourceKind } from './data-source-api.ts';
import { messages } from './messages.ts';
import { useRemote } from './use-remote.ts';

/**
 * The source a screen works on: the one named by `?source=<id>` (an added source), else the store's default source of
 * the kind (a store starts with one of each). `search` carries the choice on to the screen's links; it is empty for
 * the default source, so SPEC's paths stay as they are.
 */
export function useSource(kind: SourceKind) {
  const intl = useIntl();
  const sources = useRemote(dataSourceApi.list, 'sources');
  const wanted = useSearchParams()[0].get('source');
  const list = (sources.data ?? []).filter((item) => item.kind === kind);
  const source: DataSource | undefined = wanted ? list.find((item) => item.id === wanted) : (list.find((item) => item.is_default) ?? list[0]);
  // A link to a source the store does not have (another store's, or removed) is said so, never swapped for the default.
  const missing = Boolean(wanted && sources.data && !source);
  const error = sources.error ?? (missing ? new ApiError(404, { message: intl.formatMessage(messages.sourceMissing) }) : undefined);
  const search = source && !source.is_default ? `?source=${encodeURIComponent(source.id)}` : '';
  // The screen's title: an added source's own name, else the kind's. While a named source is still loading, none:
  // the kind's title would flash before the source's name replaced it.
  const title = (kindTitle: ReactNode): ReactNode => (source ? (source.is_default ? kindTitle : source.name) : wanted ? '' : kindTitle);
  return { ...sources, error, source, search, title };
}
