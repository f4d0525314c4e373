import { useState } from 'react';
import { Button, Stack, TextField, Typography } from '@mui/material';
import { FormattedMessage, useIntl } from 'react-intl';
import { errorMessageOf } from '../api/error-message.ts';
import { messages } from './messages.ts';

/**
 * One comment (a column's or the table's) with its own save button, enabled once the text changed; `readOnly` (a
 * member) shows the comment as text.
 */
export function CommentField({ initial, label, testId, onSave, readOnly = false }: { initial: string; label?: string; testId: string; onSave: (comment: string) => Promise<unknown>; readOnly?: boolean }) {
  const intl = useIntl();
  const [saved, setSaved] = useState(initial);
  const [value, setValue] = useState(initial);
  const [error, setError] = useState('');
  const [state, setState] = useState<'idle' | 'saving' | 'saved'>('idle');

  async function save() {
    setState('saving');
    setError('');
    try {
      await onSave(value);
      setSaved(value);
      setState('saved');
    } catch (failure) {
      setError(errorMessageOf(failure, intl.formatMessage(messages.failed)));
      setState('idle');
    }
  }

  if (readOnly) {
    return (
      <Stack spacing={0.5} data-testid={testId} data-state="read-only">
        {label ? <Typography variant="caption" color="text.secondary">{label}</Typography> : null}
        <Typography dir="auto" color={initial ? 'text.primary' : 'text.secondary'} data-testid={`${testId}-text`}>
          {initial || '—'}
        </Typography>
      </Stack>
    );
  }
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start' }} data-testid={testId} data-state={error ? 'failed' : state}>
      <TextField
        fullWidth
        size="small"
        multiline
        maxRows={4}
        label={label}
        value={value}
        error={Boolean(error)}
        helperText={error || (state === 'saved' && value === saved ? intl.formatMessage(messages.commentSaved) : ' ')}
        onChange={(event) => {
          setValue(event.target.value);
          setState('idle');
        }}
        slotProps={{ htmlInput: { 'data-testid': `${testId}-input`, 'aria-label': label ?? intl.formatMessage(messages.comment) }, formHelperText: { 'data-testid': `${testId}-help` } as object }}
      />
      <Button variant="outlined" onClick={save} disabled={value === saved || state === 'saving'} data-testid={`${testId}-save`} sx={{ mt: 0.25 }}>
        <FormattedMessage {...messages.save} />
      </Button>
    </Stack>
  );
}
