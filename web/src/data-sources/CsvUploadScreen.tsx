import { useState, type ChangeEvent } from 'react';
import { Alert, Button, LinearProgress, Paper, Stack, TextField, Typography } from '@mui/material';
import UploadFileIcon from '@mui/icons-material/UploadFileOutlined';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link as RouterLink } from 'react-router';
import { errorMessageOf } from '../api/error-message.ts';
import { uploadCsv, type DataTable } from './data-source-api.ts';
import { messages } from './messages.ts';
import { tablePath, useDataSourcesPath } from './paths.ts';
import { useSource } from './use-source.ts';
import { RemoteState } from './RemoteState.tsx';
import { ScreenHeader } from './ScreenHeader.tsx';

type Upload = { state: 'idle' } | { state: 'uploading'; name: string; progress: number } | { state: 'done'; name: string; table: DataTable } | { state: 'failed'; message: string };

/** csv: upload a file as a table, with its progress, then the table it became or the server's translated error. */
export function CsvUploadScreen() {
  const intl = useIntl();
  const base = useDataSourcesPath();
  const remote = useSource('csv');
  const [upload, setUpload] = useState<Upload>({ state: 'idle' });
  const [tableName, setTableName] = useState('');

  async function onFile(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    event.target.value = ''; // the same file may be chosen again after fixing it
    if (!file || !remote.source) return;
    setUpload({ state: 'uploading', name: file.name, progress: 0 });
    try {
      const table = await uploadCsv(remote.source.id, file, tableName.trim(), (progress) => setUpload({ state: 'uploading', name: file.name, progress }));
      setUpload({ state: 'done', name: file.name, table });
      setTableName(''); // the next file gets its own name
    } catch (error) {
      setUpload({ state: 'failed', message: errorMessageOf(error, intl.formatMessage(messages.failed)) });
    }
  }

  return (
    <Stack spacing={3} data-testid="csv-upload-screen">
      <ScreenHeader
        testId="data-sources-title"
        back={base}
        title={<FormattedMessage {...messages.csvTitle} />}
        actions={
          <Button component={RouterLink} to={`${base}/csv/tables`} data-testid="csv-view-tables">
            <FormattedMessage {...messages.viewTables} />
          </Button>
        }
      />
      <RemoteState remote={remote}>
        {() => (
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
                sx={{ minWidth: 320 }}
                slotProps={{ htmlInput: { 'data-testid': 'csv-table-name' } }}
              />
              <Button component="label" variant="contained" startIcon={<UploadFileIcon />} disabled={upload.state === 'uploading'}>
                <FormattedMessage {...messages.chooseFile} />
                <input hidden type="file" accept=".csv,.tsv,.txt,text/csv" onChange={onFile} data-testid="csv-file-input" />
              </Button>
              {upload.state === 'uploading' ? (
                <Stack spacing={1} sx={{ width: '100%' }} data-testid="csv-upload-progress">
                  <Typography variant="body2">
                    <FormattedMessage {...messages.uploading} values={{ name: upload.name }} />
                  </Typography>
                  <LinearProgress variant={upload.progress < 1 ? 'determinate' : 'indeterminate'} value={upload.progress * 100} />
                </Stack>
              ) : null}
              {upload.state === 'done' ? (
                <Alert
                  severity="success"
                  sx={{ width: '100%' }}
                  data-testid="csv-upload-result"
                  action={
                    <Button component={RouterLink} to={tablePath(base, upload.table.name)} color="inherit" size="small">
                      <FormattedMessage {...messages.viewRows} />
                    </Button>
                  }
                >
                  <FormattedMessage {...messages.uploaded} values={{ name: upload.name, count: upload.table.row_count ?? 0 }} />
                </Alert>
              ) : null}
              {upload.state === 'failed' ? (
                <Alert severity="error" sx={{ width: '100%' }} data-testid="csv-upload-error">
                  {upload.message}
                </Alert>
              ) : null}
            </Stack>
          </Paper>
        )}
      </RemoteState>
    </Stack>
  );
}
