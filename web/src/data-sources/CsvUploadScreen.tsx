import { useState, type ChangeEvent } from 'react';
import { Alert, Button, Paper, Stack, TextField, Typography } from '@mui/material';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link as RouterLink } from 'react-router';
import { errorMessageOf } from '../api/error-message.ts';
import { dataSourceApi, uploadCsv } from './data-source-api.ts';
import { messages } from './messages.ts';
import { tablePath, useDataSourcesPath } from './paths.ts';
import { useSource } from './use-source.ts';
import { useImportProgress } from '../imports/use-import-progress.ts';
import { RemoteState } from './RemoteState.tsx';
import { ScreenHeader } from './ScreenHeader.tsx';
import { ImportProgressView } from '../imports/ImportProgressView.tsx';
import { ImportProblemsAlert } from '../imports/ImportProblemsAlert.tsx';
import { FileUpload } from '../imports/FileUpload.tsx';
import { ReadOnlyNote } from './ReadOnlyNote.tsx';
import { useCanManageData } from './use-can-manage-data.ts';

/** `replacing`: the typed name is exactly one of the source's tables, which the server then replaces. */
type Upload =
  | { state: 'idle' }
  | { state: 'uploading'; name: string; progress: number }
  | { state: 'importing'; name: string; replacing: string | null }
  | { state: 'refused'; message: string };

/**
 * Whether the source has a table of exactly this SQL name, from its list of tables (asking for the columns of a new
 * name answered 404, which the browser logged as an error on every upload under a new name).
 */
async function hasTable(sourceId: string, name: string): Promise<boolean> {
  try {
    return (await dataSourceApi.allTables(sourceId)).tables.some((table) => table.name === name);
  } catch {
    return false;
  }
}

/**
 * csv: upload a file as a table. The file is sent first (with its upload progress), then its import runs as a job
 * whose progress arrives live: rows and bytes read, then rows loaded. It can be cancelled; the outcome is the table
 * it became or the problems found, by line.
 */
export function CsvUploadScreen() {
  const intl = useIntl();
  const base = useDataSourcesPath();
  const remote = useSource('csv');
  const canManage = useCanManageData();
  const { source, search } = remote;
  const [upload, setUpload] = useState<Upload>({ state: 'idle' });
  const [tableName, setTableName] = useState('');
  const progress = useImportProgress();
  const imported = upload.state === 'importing' ? progress.state : null;
  const busy = upload.state === 'uploading' || (imported !== null && ['queued', 'running'].includes(imported.status));

  async function onFile(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    event.target.value = ''; // the same file may be chosen again after fixing it
    if (!file || !source) return;
    progress.reset();
    setUpload({ state: 'uploading', name: file.name, progress: 0 });
    try {
      const typed = tableName.trim();
      // Said before the upload, so the outcome can tell a replaced table from a new one truthfully.
      const replacing = typed && (await hasTable(source.id, typed)) ? typed : null;
      const queued = await uploadCsv(source.id, file, typed, (fraction) => setUpload({ state: 'uploading', name: file.name, progress: fraction }));
      setUpload({ state: 'importing', name: file.name, replacing });
      progress.follow(queued);
      setTableName(''); // the next file gets its own name
    } catch (error) {
      setUpload({ state: 'refused', message: errorMessageOf(error, intl.formatMessage(messages.failed)) });
    }
  }

  return (
    <Stack spacing={3} data-testid="csv-upload-screen">
      <ScreenHeader
        testId="data-sources-title"
        back={base}
        title={remote.title(<FormattedMessage {...messages.csvTitle} />)}
        actions={
          <Button component={RouterLink} to={`${base}/csv/tables${search}`} data-testid="csv-view-tables">
            <FormattedMessage {...messages.viewTables} />
          </Button>
        }
      />
      <RemoteState remote={remote}>
        {() => (canManage ? (
          <Paper variant="outlined" sx={{ p: 3 }}>
            <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
              <Typography color="text.secondary">
                <FormattedMessage {...messages.csvHelp} />
              </Typography>
              <TextField
                size="small"
                label={intl.formatMessage(messages.tableName)}
                helperText={intl.formatMessage(messages.tableNameHelp)}
                value={tableName}
                onChange={(event) => setTableName(event.target.value)}
                // The name goes with the file when it is chosen: typed during an upload it would name nothing.
                disabled={busy}
                sx={{ minWidth: 320 }}
                slotProps={{ htmlInput: { 'data-testid': 'csv-table-name' } }}
              />
              <FileUpload choose={<FormattedMessage {...messages.chooseFile} />} sending={upload.state === 'uploading' ? upload : null} disabled={busy} onFile={onFile} testId="csv" />
              {imported && (imported.status === 'queued' || imported.status === 'running') ? (
                <ImportProgressView state={imported} cancelling={progress.cancelling} onCancel={progress.cancel} />
              ) : null}
              {imported?.status === 'succeeded' && upload.state === 'importing' ? (
                <Alert
                  severity="success"
                  sx={{ width: '100%' }}
                  data-testid="csv-upload-result"
                  action={
                    imported.tableName ? (
                      <Button component={RouterLink} to={`${tablePath(base, imported.tableName)}${search}`} color="inherit" size="small">
                        <FormattedMessage {...messages.viewRows} />
                      </Button>
                    ) : null
                  }
                >
                  <FormattedMessage
                    {...(upload.replacing !== null && upload.replacing === imported.tableName ? messages.uploadedReplaced : messages.uploaded)}
                    values={{ name: upload.name, table: imported.tableName ?? '', count: imported.rowsImported }}
                  />
                </Alert>
              ) : null}
              {imported?.status === 'cancelled' ? (
                <Alert severity="info" sx={{ width: '100%' }} data-testid="csv-upload-cancelled">
                  {imported.errors[0]?.message ?? intl.formatMessage(messages.uploadCancelled)}
                </Alert>
              ) : null}
              {imported?.status === 'failed' ? (
                <ImportProblemsAlert problems={imported.errors} heading={<FormattedMessage {...messages.uploadProblems} />} fallback={intl.formatMessage(messages.failed)} testId="csv-upload" />
              ) : null}
              {upload.state === 'refused' ? (
                <Alert severity="error" sx={{ width: '100%' }} data-testid="csv-upload-error">
                  {upload.message}
                </Alert>
              ) : null}
            </Stack>
          </Paper>
        ) : (
          <ReadOnlyNote />
        ))}
      </RemoteState>
    </Stack>
  );
}
