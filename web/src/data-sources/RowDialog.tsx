import { useEffect, useState } from 'react';
import { Button, Dialog, DialogActions, DialogContent, DialogTitle, Stack, TextField } from '@mui/material';
import { FormError } from '../components/FormError.tsx';
import { FormattedMessage, useIntl } from 'react-intl';
import { errorMessageOf } from '../api/error-message.ts';
import type { DataColumn, DataRow } from './data-source-api.ts';
import { columnTypeMessage, messages } from './messages.ts';

const asText = (value: unknown) => (value === null || value === undefined ? '' : String(value));

/** Adds a row (no `row`) or edits one: a text field per column; empty fields are saved as empty (null). */
export function RowDialog({ columns, row, onClose, onSave }: { columns: DataColumn[]; row: DataRow | null | undefined; onClose: () => void; onSave: (values: Record<string, unknown>) => Promise<unknown> }) {
  const intl = useIntl();
  const open = row !== undefined;
  const [values, setValues] = useState<Record<string, string>>({});
  const [error, setError] = useState('');
  const [saving, setSaving] = useState(false);
  const typeName = (type: string) => {
    const known = columnTypeMessage(type);
    return known ? intl.formatMessage(known) : type;
  };
  useEffect(() => {
    if (!open) return;
    setValues(Object.fromEntries(columns.map((column) => [column.name, asText(row?.[column.name])])));
    setError('');
  }, [open, row, columns]);

  async function save() {
    setSaving(true);
    setError('');
    try {
      // Edits send only what changed; a new row sends every filled field.
      const changed = columns.filter((column) => (row ? values[column.name] !== asText(row[column.name]) : values[column.name] !== ''));
      await onSave(Object.fromEntries(changed.map((column) => [column.name, values[column.name] === '' ? null : values[column.name]])));
      onClose();
    } catch (failure) {
      setError(errorMessageOf(failure, intl.formatMessage(messages.failed)));
    } finally {
      setSaving(false);
    }
  }

  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="sm" data-testid="row-dialog">
      <DialogTitle>
        <FormattedMessage {...(row ? messages.editRow : messages.addRow)} />
      </DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          {columns.map((column) => (
            <TextField
              key={column.name}
              label={column.label || column.name}
              helperText={typeName(column.type)}
              value={values[column.name] ?? ''}
              onChange={(event) => setValues((previous) => ({ ...previous, [column.name]: event.target.value }))}
              slotProps={{ htmlInput: { 'data-testid': `row-field-${column.name}` }, formHelperText: { 'data-testid': `row-type-${column.name}` } as object }}
            />
          ))}
          <FormError message={error} testId="row-error" />
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>
          <FormattedMessage {...messages.cancel} />
        </Button>
        <Button onClick={save} variant="contained" disabled={saving} data-testid="row-save">
          <FormattedMessage {...messages.save} />
        </Button>
      </DialogActions>
    </Dialog>
  );
}
