import { useState } from 'react';
import { Box, Button, IconButton, Paper, Stack, Table, TableBody, TableCell, TableContainer, TableHead, TablePagination, TableRow, Tooltip, Typography } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import EditIcon from '@mui/icons-material/EditOutlined';
import DeleteIcon from '@mui/icons-material/DeleteOutlined';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link as RouterLink, useParams } from 'react-router';
import { dataSourceApi, findTableOf, type DataRow } from './data-source-api.ts';
import { messages } from './messages.ts';
import { databaseTablePath, tablePath, useDataSourcesPath } from './paths.ts';
import { useSource } from './use-source.ts';
import { useRemote } from './use-remote.ts';
import { RemoteState } from './RemoteState.tsx';
import { ScreenHeader } from './ScreenHeader.tsx';
import { RowDialog } from './RowDialog.tsx';
import { ConfirmDialog } from './ConfirmDialog.tsx';
import { ReadOnlyNote } from './ReadOnlyNote.tsx';
import { useCanManageData } from './use-can-manage-data.ts';

const asCell = (value: unknown) => (value === null || value === undefined ? '' : typeof value === 'object' ? JSON.stringify(value) : String(value));

/**
 * csv/tables/:tableName and database/table/:tableName: a page of rows (10 from offset 0 by default). A CSV table's
 * rows can be added, edited and deleted by owners and admins; a member only reads them, and a connected database's
 * rows are read live and only shown.
 */
export function TableRowsScreen({ kind }: { kind: 'csv' | 'database' }) {
  const intl = useIntl();
  const base = useDataSourcesPath();
  const tableName = useParams().tableName ?? '';
  const { source, error, reload: reloadSource, search } = useSource(kind);
  const canManage = useCanManageData();
  const editable = kind === 'csv' && canManage;
  const tableLink = kind === 'csv' ? tablePath(base, tableName) : databaseTablePath(base, tableName);
  const back = kind === 'csv' ? `${base}/csv/tables${search}` : `${base}/database${search}`;
  const [page, setPage] = useState({ limit: 10, offset: 0 });
  const [editing, setEditing] = useState<DataRow | null | undefined>(undefined);
  const [deleting, setDeleting] = useState<DataRow | null>(null);
  const rows = useRemote(
    () => (source ? dataSourceApi.rows(source.id, tableName, page.limit, page.offset) : new Promise<never>(() => {})),
    `${source?.id}/${tableName}/${page.limit}/${page.offset}`,
  );
  const remote = error ? { data: undefined, error, loading: false, reload: reloadSource } : rows;
  // The title names the table as the user knows it (its label: the file name or header text), not its SQL name.
  const table = useRemote(() => (source ? findTableOf(source.id, tableName, source) : new Promise<never>(() => {})), `${source?.id}/${tableName}`);
  const label = table.data?.label || tableName;

  async function save(values: Record<string, unknown>) {
    if (!source) return;
    if (editing) await dataSourceApi.updateRow(source.id, tableName, { _row_id: editing._row_id, ...values });
    else await dataSourceApi.addRow(source.id, tableName, values);
    rows.reload();
  }

  async function deleteRow(row: DataRow) {
    if (!source || !row._row_id) return;
    await dataSourceApi.deleteRows(source.id, tableName, [row._row_id]);
    // The last row of a later page: show the page before, which still has rows.
    if (rows.data && rows.data.data.length === 1 && page.offset > 0) setPage((current) => ({ ...current, offset: Math.max(0, current.offset - current.limit) }));
    else rows.reload();
  }

  return (
    <Stack spacing={3} data-testid="table-rows-screen">
      <ScreenHeader
        testId="data-sources-title"
        back={back}
        title={<FormattedMessage {...messages.rowsOf} values={{ table: label }} />}
        actions={
          <>
            <Button component={RouterLink} to={`${tableLink}/comments${search}`} data-testid="rows-open-comments">
              <FormattedMessage {...messages.editComments} />
            </Button>
            {editable ? (
              <Button variant="contained" startIcon={<AddIcon />} onClick={() => setEditing(null)} disabled={!rows.data} data-testid="add-row">
                <FormattedMessage {...messages.addRow} />
              </Button>
            ) : null}
          </>
        }
      />
      {kind === 'database' ? (
        <Typography color="text.secondary" data-testid="rows-read-only">
          <FormattedMessage {...messages.readOnlyRows} />
        </Typography>
      ) : canManage ? null : (
        <ReadOnlyNote />
      )}
      <RemoteState remote={remote}>
        {(data) => (
          <Paper variant="outlined">
            <TableContainer sx={{ maxHeight: '65vh' }}>
              <Table size="small" stickyHeader data-testid="rows-table">
                <TableHead>
                  <TableRow>
                    {data.columns.map((column) => (
                      <TableCell key={column.name} sx={{ fontWeight: 600, whiteSpace: 'nowrap' }}>
                        {column.label || column.name}
                      </TableCell>
                    ))}
                    {editable ? (
                      <TableCell align="right" sx={{ width: 96 }}>
                        <FormattedMessage {...messages.actions} />
                      </TableCell>
                    ) : null}
                  </TableRow>
                </TableHead>
                <TableBody>
                  {data.data.map((row, index) => (
                    <TableRow key={row._row_id ?? index} hover data-testid="data-row">
                      {data.columns.map((column) => (
                        <TableCell key={column.name} data-column={column.name} dir="auto">
                          {asCell(row[column.name])}
                        </TableCell>
                      ))}
                      {editable ? (
                      <TableCell align="right">
                        {row._row_id ? (
                          <Stack direction="row" spacing={0.5} sx={{ justifyContent: 'flex-end' }}>
                            <Tooltip title={intl.formatMessage(messages.editRow)}>
                              <IconButton size="small" onClick={() => setEditing(row)} data-testid="edit-row" aria-label={intl.formatMessage(messages.editRow)}>
                                <EditIcon fontSize="small" />
                              </IconButton>
                            </Tooltip>
                            <Tooltip title={intl.formatMessage(messages.deleteRow)}>
                              <IconButton size="small" color="error" onClick={() => setDeleting(row)} data-testid="delete-row" aria-label={intl.formatMessage(messages.deleteRow)}>
                                <DeleteIcon fontSize="small" />
                              </IconButton>
                            </Tooltip>
                          </Stack>
                        ) : null}
                      </TableCell>
                      ) : null}
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
            </TableContainer>
            {data.data.length === 0 ? (
              <Typography sx={{ p: 3 }} color="text.secondary" data-testid="no-rows">
                <FormattedMessage {...messages.noRows} />
              </Typography>
            ) : null}
            <TablePagination
              component="div"
              count={data.total}
              page={Math.floor(page.offset / page.limit)}
              rowsPerPage={page.limit}
              rowsPerPageOptions={[10, 25, 50, 100].map((value) => ({ value, label: intl.formatNumber(value) }))}
              onPageChange={(_event, next) => setPage((current) => ({ ...current, offset: next * current.limit }))}
              onRowsPerPageChange={(event) => setPage({ limit: Number(event.target.value), offset: 0 })}
              labelRowsPerPage={intl.formatMessage(messages.rowsPerPage)}
              labelDisplayedRows={({ from, to, count }) => intl.formatMessage(messages.pageRange, { from, to, count })}
              getItemAriaLabel={(type) => intl.formatMessage(type === 'previous' ? messages.previousPage : messages.nextPage)}
              slotProps={{ actions: { nextButton: { 'data-testid': 'next-page' } as object, previousButton: { 'data-testid': 'previous-page' } as object } }}
              data-testid="rows-pagination"
            />
          </Paper>
        )}
      </RemoteState>
      <RowDialog columns={rows.data?.columns ?? []} row={editing} onClose={() => setEditing(undefined)} onSave={save} />
      <ConfirmDialog
        open={deleting !== null}
        testId="delete-row-dialog"
        title={<FormattedMessage {...messages.deleteRowTitle} />}
        body={
          <>
            <FormattedMessage {...messages.deleteRowBody} values={{ table: label }} />
            {/* The row's values keep their own direction (Latin values in an Arabic sentence). */}
            <Box component="bdi" sx={{ display: 'block', mt: 1, fontWeight: 500, color: 'text.primary' }} data-testid="delete-row-values">
              {(rows.data?.columns ?? []).map((column) => asCell(deleting?.[column.name])).filter(Boolean).slice(0, 6).join(' · ')}
            </Box>
          </>
        }
        confirm={<FormattedMessage {...messages.deleteRow} />}
        onClose={() => setDeleting(null)}
        onConfirm={() => (deleting ? deleteRow(deleting) : Promise.resolve())}
      />
    </Stack>
  );
}
