import { useState } from 'react';
import { Alert, Button, List, ListItem, ListItemText, Paper, Stack, Typography } from '@mui/material';
import DeleteIcon from '@mui/icons-material/DeleteOutlined';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link as RouterLink } from 'react-router';
import { dataSourceApi, type DataTable } from './data-source-api.ts';
import { messages } from './messages.ts';
import { tablePath, useDataSourcesPath } from './paths.ts';
import { useSource } from './use-source.ts';
import { useRemote } from './use-remote.ts';
import { useCanManageData } from './use-can-manage-data.ts';
import { RemoteState } from './RemoteState.tsx';
import { ScreenHeader } from './ScreenHeader.tsx';
import { ConfirmDialog } from './ConfirmDialog.tsx';
import { ReadOnlyNote } from './ReadOnlyNote.tsx';

/**
 * csv/tables: the tables uploaded files became, each leading to its rows and its comments. Owners and admins delete a
 * table here, after a dialog that names it; members only read.
 */
export function CsvTablesScreen() {
  const intl = useIntl();
  const base = useDataSourcesPath();
  const canManage = useCanManageData();
  const { source, error, reload: reloadSource, search, title } = useSource('csv');
  const tables = useRemote(async () => (source ? (await dataSourceApi.allTables(source.id)).tables : new Promise<never>(() => {})), source?.id ?? '');
  const remote = error ? { data: undefined, error, loading: false, reload: reloadSource } : tables;
  const [deleting, setDeleting] = useState<DataTable | null>(null);
  const [deleted, setDeleted] = useState('');
  const shownName = (table: DataTable) => table.label || table.name;
  return (
    <Stack spacing={3} data-testid="csv-tables-screen">
      <ScreenHeader
        testId="data-sources-title"
        back={`${base}/csv${search}`}
        title={title(<FormattedMessage {...messages.csvTablesTitle} />)}
        actions={
          canManage ? (
            <Button component={RouterLink} to={`${base}/csv${search}`} variant="contained" data-testid="upload-another">
              <FormattedMessage {...messages.uploadAnother} />
            </Button>
          ) : null
        }
      />
      {canManage ? null : <ReadOnlyNote />}
      {deleted ? (
        <Alert severity="success" onClose={() => setDeleted('')} data-testid="table-deleted">
          <FormattedMessage {...messages.tableDeleted} values={{ table: deleted }} />
        </Alert>
      ) : null}
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
                        {canManage ? (
                          <Button size="small" color="error" startIcon={<DeleteIcon />} onClick={() => setDeleting(table)} data-testid="delete-table">
                            <FormattedMessage {...messages.deleteTable} />
                          </Button>
                        ) : null}
                      </Stack>
                    }
                    sx={{ pr: canManage ? 38 : 26 }}
                  >
                    <ListItemText
                      primary={shownName(table)}
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
      <ConfirmDialog
        open={deleting !== null}
        testId="delete-table-dialog"
        title={<FormattedMessage {...messages.deleteTableTitle} values={{ table: deleting ? shownName(deleting) : '' }} />}
        body={<FormattedMessage {...messages.deleteTableBody} values={{ count: deleting?.row_count ?? 0 }} />}
        confirm={<FormattedMessage {...messages.deleteTableConfirm} />}
        onClose={() => setDeleting(null)}
        onConfirm={async () => {
          if (!source || !deleting) return;
          await dataSourceApi.deleteTable(source.id, deleting.name);
          setDeleted(shownName(deleting));
          tables.reload();
        }}
      />
    </Stack>
  );
}
