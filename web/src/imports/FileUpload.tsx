import type { ChangeEvent, ReactNode } from 'react';
import { Button, LinearProgress, Stack, Typography } from '@mui/material';
import UploadFileIcon from '@mui/icons-material/UploadFileOutlined';
import { FormattedMessage } from 'react-intl';
import { importMessages } from './messages.ts';

/** A file being sent: its name and how much of it is sent (0 to 1). */
export interface Sending {
  name: string;
  progress: number;
}

/**
 * The button that picks a CSV file (csv, tsv or txt) and, while one is sent, how far it is; the bar turns
 * indeterminate once every byte is sent and the server is still answering.
 */
export function FileUpload({ choose, sending, disabled, onFile, testId }: {
  choose: ReactNode;
  sending: Sending | null;
  disabled: boolean;
  onFile: (event: ChangeEvent<HTMLInputElement>) => void;
  /** `<testId>-file-input` and `<testId>-upload-progress`. */
  testId: string;
}) {
  return (
    <>
      <Button component="label" variant="contained" startIcon={<UploadFileIcon />} disabled={disabled}>
        {choose}
        <input hidden type="file" accept=".csv,.tsv,.txt,text/csv" onChange={onFile} data-testid={`${testId}-file-input`} />
      </Button>
      {sending ? (
        <Stack spacing={1} sx={{ width: '100%' }} data-testid={`${testId}-upload-progress`}>
          <Typography variant="body2">
            <FormattedMessage {...importMessages.uploading} values={{ name: sending.name }} />
          </Typography>
          <LinearProgress variant={sending.progress < 1 ? 'determinate' : 'indeterminate'} value={sending.progress * 100} />
        </Stack>
      ) : null}
    </>
  );
}
