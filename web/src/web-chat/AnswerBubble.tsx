import { useEffect, useRef, useState } from 'react';
import { Alert, Box, Button, Chip, CircularProgress, Paper, Stack, Typography, useTheme } from '@mui/material';
import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import CodeIcon from '@mui/icons-material/Code';
import { FormattedMessage } from 'react-intl';
import { copyText } from '../alerts/copy-text.ts';
import { alertMessages } from '../alerts/messages.ts';
import type { ChatTurn } from './chat-types.ts';
import { AnswerChart } from './AnswerChart.tsx';
import { AnswerTable } from './AnswerTable.tsx';
import { messages } from './messages.ts';

/** Dukkan's side of a turn: progress, the streamed sentence, table, chart, suggestions, SQL on demand and copy. */
export function AnswerBubble({ turn, onSuggestion, onRetry }: { turn: ChatTurn; onSuggestion: (question: string) => void; onRetry?: () => void }) {
  const [sqlShown, setSqlShown] = useState(false);
  // "Show the SQL": the SQL asked for is shown, not left behind its button.
  useEffect(() => {
    if (turn.kind === 'showSql') setSqlShown(true);
  }, [turn.kind]);
  const sqlBox = useRef<HTMLDivElement>(null);
  // The interface's direction: the action buttons speak the interface's language, whatever the answer's.
  const interfaceDir = useTheme().direction;
  useEffect(() => {
    // Shown below the fold of a long answer, the SQL would appear unseen: bring it into view.
    if (sqlShown) sqlBox.current?.scrollIntoView({ block: 'nearest', behavior: 'smooth' });
  }, [sqlShown]);
  const { answer, status } = turn;
  const language = answer.language || (/[\u0600-\u06FF]/.test(turn.question) ? 'ar' : 'en');
  const dir = language === 'ar' ? 'rtl' : 'ltr';
  const busy = status === 'understanding' || status === 'running';
  const done = status === 'done';
  return (
    <Paper variant="outlined" data-testid="answer" data-status={status} data-streamed={turn.streamed} data-stream-done={turn.streamDone} dir={dir} lang={language} sx={{ p: 2, borderRadius: 3, maxWidth: '100%', alignSelf: 'stretch' }}>
      {turn.kind === 'clarify' ? (
        <Typography variant="overline" color="secondary" data-testid="clarifying">
          <FormattedMessage {...messages.clarifying} />
        </Typography>
      ) : null}
      {busy && !answer.text ? (
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', color: 'text.secondary' }} data-testid="answer-progress">
          <CircularProgress size={16} />
          <Typography variant="body2">
            <FormattedMessage {...(status === 'running' ? messages.running : messages.understanding)} />
          </Typography>
        </Stack>
      ) : null}
      {answer.text ? (
        <Typography data-testid="answer-text" sx={{ whiteSpace: 'pre-wrap', lineHeight: 1.7 }}>
          {answer.text}
        </Typography>
      ) : null}
      {status === 'error' && !answer.text ? (
        // The server's own reasons come in the asker's language; a dropped connection or a server fault is said in the
        // interface's words, with a way to ask again (it showed "Failed to fetch" in English).
        <Alert
          severity="error"
          data-testid="answer-error"
          action={onRetry ? (
            <Button color="inherit" size="small" onClick={onRetry} data-testid="retry">
              <FormattedMessage {...messages.retry} />
            </Button>
          ) : undefined}
        >
          {turn.error || <FormattedMessage {...messages.failed} />}
        </Alert>
      ) : null}
      {answer.periodLabel && done ? (
        <Typography variant="caption" color="text.secondary" data-testid="answer-period" component="p" sx={{ mt: 0.5 }}>
          <FormattedMessage {...messages.period} values={{ label: answer.periodLabel }} />
        </Typography>
      ) : null}
      {answer.chart && answer.table ? (
        <Box sx={{ mt: 2 }}>
          <AnswerChart spec={answer.chart} table={answer.table} language={language} />
        </Box>
      ) : null}
      {answer.table && answer.table.rows.length ? (
        <Box sx={{ mt: 2 }}>
          <AnswerTable table={answer.table} language={language} />
        </Box>
      ) : null}
      {done && answer.suggestions.length ? (
        <Stack direction="row" spacing={1} useFlexGap sx={{ mt: 2, flexWrap: 'wrap', alignItems: 'center' }} data-testid="suggestions">
          <Typography variant="caption" color="text.secondary">
            <FormattedMessage {...messages.suggestions} />
          </Typography>
          {answer.suggestions.map((suggestion) => (
            <Chip key={suggestion} label={suggestion} variant="outlined" color="primary" clickable onClick={() => onSuggestion(suggestion)} data-testid="suggestion" />
          ))}
        </Stack>
      ) : null}
      {done ? (
        <Stack direction="row" spacing={1} sx={{ mt: 1.5 }} dir={interfaceDir}>
          <Button size="small" startIcon={<ContentCopyIcon />} onClick={() => void copyText(answer.text, messages.answerCopied)} data-testid="copy-answer">
            <FormattedMessage {...messages.copy} />
          </Button>
          {answer.sql ? (
            <Button size="small" startIcon={<CodeIcon />} onClick={() => setSqlShown((shown) => !shown)} data-testid="toggle-sql">
              <FormattedMessage {...(sqlShown ? messages.hideSql : messages.showSql)} />
            </Button>
          ) : null}
        </Stack>
      ) : null}
      {sqlShown && answer.sql ? (
        // The copy button has its own row above the SQL rather than floating over it: the SQL is left to right in
        // either interface, and an overlay covered its first word in Arabic and the end of long lines in English.
        <Box ref={sqlBox} data-testid="answer-sql-box" dir={interfaceDir} sx={{ mt: 1, bgcolor: 'grey.100', borderRadius: 2, scrollMarginBlock: 16 }}>
          <Stack direction="row" sx={{ justifyContent: 'flex-end', px: 0.5, pt: 0.5 }}>
            <Button size="small" startIcon={<ContentCopyIcon fontSize="small" />} onClick={() => void copyText(answer.sql ?? '', alertMessages.codeCopied)} data-testid="copy-sql">
              <FormattedMessage {...messages.copySql} />
            </Button>
          </Stack>
          <Box component="pre" dir="ltr" data-testid="answer-sql" sx={{ m: 0, px: 1.5, pb: 1.5, pt: 0.5, fontSize: 12, overflowX: 'auto', whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
            {answer.sql}
          </Box>
        </Box>
      ) : null}
    </Paper>
  );
}
