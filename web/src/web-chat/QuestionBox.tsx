import { useState, type FormEvent } from 'react';
import { IconButton, Paper, TextField, Tooltip } from '@mui/material';
import SendIcon from '@mui/icons-material/Send';
import { useIntl } from 'react-intl';
import { messages } from './messages.ts';

/** The question input: Enter asks, Shift+Enter adds a line. */
export function QuestionBox({ disabled, onAsk }: { disabled: boolean; onAsk: (question: string) => void }) {
  const intl = useIntl();
  const [question, setQuestion] = useState('');
  const submit = (event?: FormEvent) => {
    event?.preventDefault();
    const text = question.trim();
    if (!text || disabled) return;
    setQuestion('');
    onAsk(text);
  };
  return (
    <Paper component="form" variant="outlined" onSubmit={submit} sx={{ display: 'flex', alignItems: 'flex-end', gap: 1, p: 1, borderRadius: 3 }}>
      <TextField
        fullWidth
        multiline
        maxRows={5}
        variant="standard"
        value={question}
        onChange={(event) => setQuestion(event.target.value)}
        onKeyDown={(event) => {
          if (event.key === 'Enter' && !event.shiftKey) submit(event);
        }}
        placeholder={intl.formatMessage(messages.placeholder)}
        slotProps={{ input: { disableUnderline: true, sx: { px: 1, py: 0.5 } }, htmlInput: { 'data-testid': 'question-input', dir: 'auto', maxLength: 2000 } }}
      />
      <Tooltip title={intl.formatMessage(messages.send)}>
        <span>
          <IconButton type="submit" color="primary" disabled={disabled || !question.trim()} data-testid="ask" aria-label={intl.formatMessage(messages.send)}>
            <SendIcon sx={(theme) => ({ transform: theme.direction === 'rtl' ? 'scaleX(-1)' : undefined })} />
          </IconButton>
        </span>
      </Tooltip>
    </Paper>
  );
}
