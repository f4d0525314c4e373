import { Paper, Stack, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { FormattedMessage, useIntl } from 'react-intl';
import { useParams } from 'react-router';
import { dataSourceApi, findTableOf } from './data-source-api.ts';
import { columnTypeMessage, messages } from './messages.ts';
import { tablePath, useDataSourcesPath } from './paths.ts';
import { useSource } from './use-source.ts';
import { useRemote } from './use-remote.ts';
import { RemoteState } from './RemoteState.tsx';
import { ScreenHeader } from './ScreenHeader.tsx';
import { CommentField } from './CommentField.tsx';
import { ReadOnlyNote } from './ReadOnlyNote.tsx';
import { useCanManageData } from './use-can-manage-data.ts';

/** database/table/:tableName/comments and csv/tables/:tableName/comments: the table's and each column's comment. */
export function TableCommentsScreen({ kind }: { kind: 'database' | 'csv' }) {
  const intl = useIntl();
  const base = useDataSourcesPath();
  const tableName = useParams().tableName ?? '';
  const canManage = useCanManageData();
  const { source, error, reload: reloadSource, search } = useSource(kind);
  // The table itself, whichever page of the list it is on; a missing one is the server's "does not exist".
  const tables = useRemote(async () => {
    if (!source) return new Promise<never>(() => {});
    const columns = await dataSourceApi.columns(source.id, tableName);
    const found = await findTableOf(source.id, tableName, source);
    return found ? { ...found, columns } : null;
  }, `${source?.id}/${tableName}`);
  const remote = error ? { data: undefined, error, loading: false, reload: reloadSource } : tables;
  const label = tables.data?.label || tableName;
  const back = `${kind === 'csv' ? tablePath(base, tableName) : `${base}/database`}${search}`;
  return (
    <Stack spacing={3} data-testid="table-comments-screen">
      <ScreenHeader testId="data-sources-title" back={back} title={<FormattedMessage {...messages.commentsOf} values={{ table: label }} />} />
      <Typography color="text.secondary">
        <FormattedMessage {...messages.commentsHelp} />
      </Typography>
      {canManage ? null : <ReadOnlyNote />}
      <RemoteState remote={remote}>
        {(table) => {
          if (!table || !source) {
            return (
              <Typography color="text.secondary" data-testid="no-tables">
                <FormattedMessage {...messages.noTables} />
              </Typography>
            );
          }
          return (
            <Stack spacing={3}>
              <Paper variant="outlined" sx={{ p: 2, pt: 3 }}>
                <CommentField
                  testId="table-comment"
                  label={intl.formatMessage(messages.tableComment)}
                  initial={table.comment ?? ''}
                  readOnly={!canManage}
                  onSave={(comment) => dataSourceApi.tableComment(source.id, tableName, comment)}
                />
              </Paper>
              <Paper variant="outlined">
                <Table size="small" data-testid="columns-table">
                  <TableHead>
                    <TableRow>
                      <TableCell sx={{ fontWeight: 600, width: '25%' }}><FormattedMessage {...messages.column} /></TableCell>
                      <TableCell sx={{ fontWeight: 600, width: '15%' }}><FormattedMessage {...messages.type} /></TableCell>
                      <TableCell sx={{ fontWeight: 600 }}><FormattedMessage {...messages.comment} /></TableCell>
                    </TableRow>
                  </TableHead>
                  <TableBody>
                    {table.columns.map((column) => (
                      <TableRow key={column.name} data-testid="column-row" data-column={column.name}>
                        <TableCell>
                          <Typography sx={{ fontWeight: 500 }}>{column.label || column.name}</Typography>
                          {column.label && column.label !== column.name ? (
                            <Typography variant="caption" color="text.secondary" dir="ltr">{column.name}</Typography>
                          ) : null}
                        </TableCell>
                        <TableCell data-testid="column-type">
                          <ColumnType type={column.type} />
                        </TableCell>
                        <TableCell sx={canManage ? { pt: 2 } : undefined}>
                          <CommentField
                            testId={`column-comment-${column.name}`}
                            initial={column.comment ?? ''}
                            readOnly={!canManage}
                            onSave={(comment) => dataSourceApi.columnComment(source.id, tableName, column.name, comment)}
                          />
                        </TableCell>
                      </TableRow>
                    ))}
                  </TableBody>
                </Table>
              </Paper>
            </Stack>
          );
        }}
      </RemoteState>
    </Stack>
  );
}

/** A known type in the reader's words; a database's own type (`varchar(40)`) as the database writes it. */
function ColumnType({ type }: { type: string }) {
  const known = columnTypeMessage(type);
  return known ? <FormattedMessage {...known} /> : <code dir="ltr">{type}</code>;
}
