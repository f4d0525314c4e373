import { useEffect, useState } from 'react';
import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle, FormControl, FormControlLabel, FormLabel, Radio, RadioGroup, Stack, TextField } from '@mui/material';
import { FormError } from '../components/FormError.tsx';
import { FormattedMessage, useIntl } from 'react-intl';
import { errorMessageOf } from '../api/error-message.ts';
import { dataSourceApi, type DataSource, type SourceKind } from './data-source-api.ts';
import { kindMessages, messages } from './messages.ts';

/** The kinds a second source is useful for today: the Meta and Google ones cannot connect yet. */
const ADDABLE: SourceKind[] = ['database', 'csv'];

/** Adds another source of a kind (POST /stores/data-sources), named by the owner; answers with the new source. */
export function AddSourceDialog({ open, onClose, onAdded }: { open: boolean; onClose: () => void; onAdded: (source: DataSource) => void }) {
  const intl = useIntl();
  const [kind, setKind] = useState<SourceKind>('database');
  const [name, setName] = useState('');
  const [error, setError] = useState('');
  const [saving, setSaving] = useState(false);
  useEffect(() => {
    if (!open) return;
    setKind('database');
    setName('');
    setError('');
  }, [open]);

  async function add() {
    setSaving(true);
    setError('');
    try {
      onAdded(await dataSourceApi.add(kind, name.trim()));
    } catch (failure) {
      setError(errorMessageOf(failure, intl.formatMessage(messages.failed)));
    } finally {
      setSaving(false);
    }
  }

  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="xs" data-testid="add-source-dialog">
      <DialogTitle>
        <FormattedMessage {...messages.addSource} />
      </DialogTitle>
      <DialogContent>
        <Stack spacing={2}>
          <DialogContentText>
            <FormattedMessage {...messages.addSourceHelp} />
          </DialogContentText>
          <FormControl>
            <FormLabel id="add-source-kind">
              <FormattedMessage {...messages.addSourceKind} />
            </FormLabel>
            <RadioGroup row aria-labelledby="add-source-kind" value={kind} onChange={(event) => setKind(event.target.value as SourceKind)}>
              {ADDABLE.map((item) => (
                <FormControlLabel key={item} value={item} control={<Radio slotProps={{ input: { 'data-testid': `add-source-kind-${item}` } as object }} />} label={intl.formatMessage(kindMessages[item].name)} />
              ))}
            </RadioGroup>
          </FormControl>
          <TextField
            label={intl.formatMessage(messages.addSourceName)}
            helperText={intl.formatMessage(messages.addSourceNameHelp)}
            value={name}
            onChange={(event) => setName(event.target.value)}
            slotProps={{ htmlInput: { 'data-testid': 'add-source-name', maxLength: 100 } }}
          />
          <FormError message={error} testId="add-source-error" />
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>
          <FormattedMessage {...messages.cancel} />
        </Button>
        <Button onClick={add} variant="contained" disabled={saving} data-testid="add-source-save">
          <FormattedMessage {...messages.add} />
        </Button>
      </DialogActions>
    </Dialog>
  );
}
