import { Button, List, ListItem, ListItemText, Paper, Stack, Typography } from '@mui/material';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link as RouterLink } from 'react-router';
import { dataSourceApi } from './data-source-api.ts';
import { messages } from './messages.ts';
import { tablePath, useDataSourcesPath } from './paths.ts';
import { useSource } from './use-source.ts';
import { useRemote } from './use-remote.ts';
import { RemoteState } from './RemoteState.tsx';
import { ScreenHeader } from './ScreenHeader.tsx';

/** csv/tables: the tables uploaded files became, each leading to its rows and its comments. */
export function CsvTablesScreen() {
  const intl = useIntl();
  const base = useDataSourcesPath();
  const { source, error, reload: reloadSource, search, title } = useSource('csv');
  const tables = useRemote(async () => (source ? (await dataSourceApi.allTables(source.id)).tables : new Promise<never>(() => {})), source?.id ?? '');
  const remote = error ? { data: undefined, error, loading: false, reload: reloadSource } : tables;
  return (
    <Stack spacing={3} data-testid="csv-tables-screen">
      <ScreenHeader
        testId="data-sources-title"
        back={`${base}/csv${search}`}
        title={title(<FormattedMessage {...messages.csvTablesTitle} />)}
        actions={
          <Button component={RouterLink} to={`${base}/csv${search}`} variant="contained">
            <FormattedMessage {...messages.uploadAnother} />
          </Button>
        }
      />
      <RemoteState remote={remote}>
        {(list) =>
          list.length === 0 ? (
            <Typography color="text.secondary" data-testid="no-tables">
              <FormattedMessage {...messages.noTables} />
            </Typography>
          ) : (
            <Paper variant="outlined">
              <List disablePadding>
                {list.map((table, index) => (
                  <ListItem
                    key={table.id}
                    divider={index < list.length - 1}
                    data-testid="csv-table"
                    data-table={table.name}
                    secondaryAction={
                      <Stack direction="row" spacing={1}>
                        <Button component={RouterLink} to={`${tablePath(base, table.name)}${search}`} size="small" variant="outlined" data-testid="open-rows">
                          <FormattedMessage {...messages.viewRows} />
                        </Button>
                        <Button component={RouterLink} to={`${tablePath(base, table.name)}/comments${search}`} size="small" data-testid="open-comments">
                          <FormattedMessage {...messages.editComments} />
                        </Button>
                      </Stack>
                    }
                    sx={{ pr: 26 }}
                  >
                    <ListItemText
                      primary={table.label || table.name}
                      secondary={[
                        intl.formatMessage(messages.rowsCount, { count: table.row_count ?? 0 }),
                        intl.formatMessage(messages.columnsCount, { count: table.columns.length }),
                        table.filename && table.filename !== table.label ? intl.formatMessage(messages.fromFile, { file: table.filename }) : null,
                      ]
                        .filter(Boolean)
                        .join(' · ')}
                    />
                  </ListItem>
                ))}
              </List>
            </Paper>
          )
        }
      </RemoteState>
    </Stack>
  );
}
