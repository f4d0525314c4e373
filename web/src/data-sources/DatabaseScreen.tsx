import { useState } from 'react';
import { Alert, Button, LinearProgress, List, ListItem, ListItemText, Paper, Stack, TextField, Typography } from '@mui/material';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link as RouterLink } from 'react-router';
import { errorMessageOf } from '../api/error-message.ts';
import { dataSourceApi, qualifiedName, type DatabaseSettings } from './data-source-api.ts';
import { messages } from './messages.ts';
import { databaseTablePath, useDataSourcesPath } from './paths.ts';
import { useSource } from './use-source.ts';
import { useRemote } from './use-remote.ts';
import { RemoteState } from './RemoteState.tsx';
import { ScreenHeader } from './ScreenHeader.tsx';
import { StatusChip } from './StatusChip.tsx';
import { DatabaseForm } from './DatabaseForm.tsx';
import { ReadOnlyNote } from './ReadOnlyNote.tsx';
import { useCanManageData } from './use-can-manage-data.ts';

type Outcome = { kind: 'none' } | { kind: 'connected'; count: number } | { kind: 'failed'; message: string };

/** database: the connection settings, test-and-connect (save, then initialize) and the tables it found. */
export function DatabaseScreen() {
  const intl = useIntl();
  const base = useDataSourcesPath();
  const remote = useSource('database');
  const canManage = useCanManageData();
  const { source, search } = remote;
  // Every table, however many pages the list call takes; a search narrows a long list.
  const tables = useRemote(() => (source ? dataSourceApi.allTables(source.id) : Promise.resolve({ tables: [], total: 0 })), `${source?.id}/${source?.introspected_at}`);
  const [query, setQuery] = useState('');
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<Outcome>({ kind: 'none' });

  async function connect(settings: DatabaseSettings) {
    if (!source) return;
    setBusy(true);
    setOutcome({ kind: 'none' });
    try {
      await dataSourceApi.update(source.id, settings);
      const connected = await dataSourceApi.initialize(source.id);
      if (connected.status === 'error') setOutcome({ kind: 'failed', message: connected.last_error || intl.formatMessage(messages.failed) });
      else setOutcome({ kind: 'connected', count: (await dataSourceApi.allTables(source.id)).total });
    } catch (error) {
      setOutcome({ kind: 'failed', message: errorMessageOf(error, intl.formatMessage(messages.failed)) });
    } finally {
      setBusy(false);
      remote.reload();
    }
  }

  return (
    <Stack spacing={3} data-testid="database-screen">
      <ScreenHeader
        testId="data-sources-title"
        back={base}
        title={remote.title(<FormattedMessage {...messages.databaseTitle} />)}
        actions={<StatusChip source={source} />}
      />
      <RemoteState remote={remote}>
        {() =>
          source ? (
            <Stack spacing={3}>
              {/* Connection settings are the owner's and admins' (ADR 49): a member sees the tables only. */}
              {canManage ? (
                <Paper variant="outlined" sx={{ p: 3 }}>
                  <DatabaseForm key={source.id} source={source} busy={busy} onConnect={connect} />
                  {busy ? <LinearProgress sx={{ mt: 2 }} /> : null}
                  {outcome.kind === 'connected' ? (
                    <Alert severity="success" sx={{ mt: 2 }} data-testid="db-connected">
                      <FormattedMessage {...messages.connected} values={{ count: outcome.count }} />
                    </Alert>
                  ) : null}
                  {outcome.kind === 'failed' ? (
                    <Alert severity="error" sx={{ mt: 2 }} data-testid="db-error">
                      {outcome.message}
                    </Alert>
                  ) : null}
                </Paper>
              ) : (
                <ReadOnlyNote />
              )}
              <Typography variant="h6" component="h2">
                <FormattedMessage {...messages.tables} />
              </Typography>
              <RemoteState remote={tables}>
                {({ tables: all, total }) => {
                  if (all.length === 0) {
                    return (
                      <Typography color="text.secondary" data-testid="no-tables">
                        <FormattedMessage {...messages.noTables} />
                      </Typography>
                    );
                  }
                  const named = all.map((table) => ({ table, shown: qualifiedName(table, source) }));
                  const wanted = query.trim().toLowerCase();
                  const list = wanted ? named.filter(({ shown, table }) => `${shown} ${table.comment ?? ''}`.toLowerCase().includes(wanted)) : named;
                  return (
                    <Stack spacing={2}>
                      <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
                        <TextField
                          size="small"
                          label={intl.formatMessage(messages.searchTables)}
                          value={query}
                          onChange={(event) => setQuery(event.target.value)}
                          slotProps={{ htmlInput: { 'data-testid': 'tables-search' } }}
                        />
                        <Typography color="text.secondary" data-testid="tables-count">
                          <FormattedMessage {...messages.tablesShown} values={{ shown: list.length, total }} />
                        </Typography>
                      </Stack>
                      <Paper variant="outlined">
                        <List disablePadding>
                          {list.map(({ table, shown }, index) => (
                            <ListItem
                              key={table.id}
                              divider={index < list.length - 1}
                              data-testid="database-table"
                              sx={{ pr: 26 }}
                              secondaryAction={
                                <Stack direction="row" spacing={1}>
                                  <Button component={RouterLink} to={`${databaseTablePath(base, shown)}${search}`} size="small" variant="outlined" data-testid="open-rows">
                                    <FormattedMessage {...messages.viewRows} />
                                  </Button>
                                  <Button component={RouterLink} to={`${databaseTablePath(base, shown)}/comments${search}`} size="small" data-testid="open-comments">
                                    <FormattedMessage {...messages.editComments} />
                                  </Button>
                                </Stack>
                              }
                            >
                              <ListItemText primary={shown} secondary={table.comment || intl.formatMessage(messages.columnsCount, { count: table.columns.length })} />
                            </ListItem>
                          ))}
                        </List>
                      </Paper>
                    </Stack>
                  );
                }}
              </RemoteState>
            </Stack>
          ) : null
        }
      </RemoteState>
    </Stack>
  );
}
