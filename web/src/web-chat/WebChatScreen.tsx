import { Fragment, useCallback, useEffect, useRef, useState } from 'react';
import { Alert, Box, Button, Chip, CircularProgress, Divider, Drawer, IconButton, Paper, Stack, Typography } from '@mui/material';
import HistoryIcon from '@mui/icons-material/History';
import RestartAltIcon from '@mui/icons-material/RestartAlt';
import { FormattedMessage, useIntl } from 'react-intl';
import { commitMutation, fetchQuery, useRelayEnvironment } from 'react-relay';
import { showToast } from '../alerts/toast.ts';
import type { WebChatGraphClearContextMutation } from '../__generated__/WebChatGraphClearContextMutation.graphql.ts';
import type { WebChatGraphStarterQuestionsQuery } from '../__generated__/WebChatGraphStarterQuestionsQuery.graphql.ts';
import { AnswerBubble } from './AnswerBubble.tsx';
import { ConversationList, type ConversationItem } from './ConversationList.tsx';
import { QuestionBox } from './QuestionBox.tsx';
import { clearContextMutation, starterQuestionsQuery } from './WebChatGraph.ts';
import { HISTORY_PAGE, loadConversations } from './conversation-history.ts';
import { messages } from './messages.ts';
import { useChatThread } from './useChatThread.ts';
import { StoreCurrency } from './store-currency.ts';

/** The browser tab's open conversation, kept across a reload. */
const OPEN_CONVERSATION = 'dukkan.webChat.conversation';

/** The web chat: history on one side; the thread, streamed answers and the question box on the other. */
export function WebChatScreen() {
  const environment = useRelayEnvironment();
  const [conversations, setConversations] = useState<readonly ConversationItem[]>([]);
  const [loadFailed, setLoadFailed] = useState(false);
  const [currency, setCurrency] = useState<string | null>(null);
  const [historyOpen, setHistoryOpen] = useState(false);
  // Where the context was cleared in the thread on screen: the questions after it start afresh, and a line says so
  // (the earlier turns stayed as they were, so the next answer read as if it went on from them).
  const [clearedAt, setClearedAt] = useState<{ conversationId: string | null; turns: number } | null>(null);
  const intl = useIntl();
  // How many conversations the history lists: a page more each time the owner asks for older ones. The whole
  // count is read again on each refresh, so a conversation that moves to the top never slips between two pages.
  const [listed, setListed] = useState(HISTORY_PAGE);
  const [hasOlder, setHasOlder] = useState(false);
  const refresh = useCallback(() => {
    loadConversations(environment, listed).then(
      (page) => {
        setLoadFailed(false);
        setConversations(page.items);
        setHasOlder(page.hasOlder);
        setCurrency(page.currency);
      },
      () => setLoadFailed(true),
    );
  }, [environment, listed]);
  useEffect(refresh, [refresh]);
  // Questions to start with, in the language on screen; without them the empty chat only says what can be asked.
  const [starters, setStarters] = useState<readonly string[]>([]);
  useEffect(() => {
    const subscription = fetchQuery<WebChatGraphStarterQuestionsQuery>(environment, starterQuestionsQuery, {}, { fetchPolicy: 'network-only' }).subscribe({
      next: (data) => setStarters(data.starterQuestions),
      error: () => setStarters([]),
    });
    return () => subscription.unsubscribe();
  }, [environment, intl.locale]);
  const { conversationId, turns, loading, open, ask } = useChatThread(refresh);
  const busy = turns.some((turn) => turn.status !== 'done' && turn.status !== 'error');
  // A reload keeps the conversation that was open (its context with it), remembered in this browser tab; coming to
  // the chat from elsewhere starts a new one, as before. Read once on arriving (before the effect below writes).
  useEffect(() => {
    const saved = sessionStorage.getItem(OPEN_CONVERSATION);
    const reloaded = (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming | undefined)?.type === 'reload';
    if (saved && reloaded) void open(saved);
  }, [open]);
  useEffect(() => {
    if (conversationId) sessionStorage.setItem(OPEN_CONVERSATION, conversationId);
    else sessionStorage.removeItem(OPEN_CONVERSATION);
  }, [conversationId]);

  // A new question scrolls to its top, so the sentence is read first while the table and chart stream in below. The
  // latest turn is at least as tall as the thread, or there is nothing below it to scroll by yet (its answer has not
  // come): the question stayed at the bottom and its answer arrived out of sight.
  const latest = useRef<HTMLDivElement>(null);
  useEffect(() => {
    latest.current?.scrollIntoView({ block: 'start', behavior: 'smooth' });
  }, [turns.length]);

  const older = hasOlder ? () => setListed((count) => count + HISTORY_PAGE) : undefined;

  const clearContext = () => {
    commitMutation<WebChatGraphClearContextMutation>(environment, {
      mutation: clearContextMutation,
      variables: { input: { conversationId } },
      onCompleted: (response) => {
        showToast(response.clearContext.message || messages.contextCleared);
        setClearedAt({ conversationId, turns: turns.length });
        refresh();
      },
      onError: () => showToast(messages.clearFailed),
    });
  };

  /** The line that marks where the context was cleared, before the turn at `index` of this conversation. */
  const clearedMark = (index: number) =>
    clearedAt && clearedAt.conversationId === conversationId && clearedAt.turns === index && index > 0 ? (
      <Divider key="context-cleared" data-testid="context-cleared">
        <Typography variant="caption" color="text.secondary">
          <FormattedMessage {...messages.contextCleared} />
        </Typography>
      </Divider>
    ) : null;

  return (
    <StoreCurrency.Provider value={currency}>
    {/* The window less the app bar and the layout's padding above and below (DashboardLayout): the thread scrolls, never the page. */}
    <Box data-testid="web-chat-screen" sx={{ display: 'flex', gap: 2, height: { xs: 'calc(100vh - 88px)', sm: 'calc(100vh - 96px)', md: 'calc(100vh - 128px)' }, minHeight: 480 }}>
      <Box sx={{ width: 260, flexShrink: 0, display: { xs: 'none', md: 'block' } }}>
        <ConversationList items={conversations} selected={conversationId} onSelect={(id) => void open(id)} onNew={() => void open(null)} onOlder={older} />
      </Box>
      {/* Small screens: the same history in a drawer. */}
      {/* Above the app bar (which stands above the dashboard's side drawer, so above any drawer): it covered "New conversation". */}
      <Drawer open={historyOpen} onClose={() => setHistoryOpen(false)} sx={{ zIndex: (theme) => theme.zIndex.modal }} slotProps={{ paper: { sx: { width: 280, p: 1 } } }}>
        <ConversationList
          items={conversations}
          selected={conversationId}
          onSelect={(id) => {
            setHistoryOpen(false);
            void open(id);
          }}
          onNew={() => {
            setHistoryOpen(false);
            void open(null);
          }}
          onOlder={older}
        />
      </Drawer>
      <Stack spacing={1.5} sx={{ flex: 1, minWidth: 0 }}>
        <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between' }}>
          <IconButton sx={{ display: { md: 'none' } }} onClick={() => setHistoryOpen(true)} aria-label={intl.formatMessage(messages.showHistory)} data-testid="show-history">
            <HistoryIcon />
          </IconButton>
          <Typography variant="h5" component="h1" sx={{ fontWeight: 700, flex: 1 }}>
            <FormattedMessage {...messages.title} />
          </Typography>
          <Button variant="outlined" size="small" startIcon={<RestartAltIcon />} onClick={clearContext} disabled={busy} data-testid="clear-context">
            <FormattedMessage {...messages.clearContext} />
          </Button>
        </Stack>
        {loadFailed ? (
          <Alert severity="warning">
            <FormattedMessage {...messages.loadFailed} />
          </Alert>
        ) : null}
        <Stack spacing={2} sx={{ flex: 1, overflowY: 'auto', pe: 1 }} data-testid="thread">
          {loading ? (
            <CircularProgress sx={{ m: 'auto' }} data-testid="thread-loading" />
          ) : turns.length === 0 ? (
            <Paper variant="outlined" sx={{ p: 4, borderRadius: 3, textAlign: 'center', borderStyle: 'dashed', my: 'auto' }}>
              <Typography variant="h6">
                <FormattedMessage {...messages.emptyTitle} />
              </Typography>
              <Typography color="text.secondary">
                <FormattedMessage {...messages.emptyBody} />
              </Typography>
              {starters.length ? (
                <Stack direction="row" spacing={1} useFlexGap sx={{ mt: 2, flexWrap: 'wrap', alignItems: 'center', justifyContent: 'center' }} data-testid="starter-questions">
                  <Typography variant="body2" color="text.secondary">
                    <FormattedMessage {...messages.startWith} />
                  </Typography>
                  {starters.map((question) => (
                    <Chip key={question} label={question} dir="auto" variant="outlined" color="primary" clickable onClick={() => void ask(question)} data-testid="starter-question" />
                  ))}
                </Stack>
              ) : null}
            </Paper>
          ) : (
            turns.map((turn, index) => (
              <Fragment key={turn.key}>
              {clearedMark(index)}
              <Stack spacing={1} ref={index === turns.length - 1 ? latest : undefined} sx={{ flexShrink: 0, minHeight: index === turns.length - 1 && index > 0 ? '100%' : undefined }} data-testid="turn">
                <Box
                  data-testid="question"
                  dir="auto"
                  sx={{ alignSelf: 'flex-end', maxWidth: '80%', bgcolor: 'primary.main', color: 'primary.contrastText', px: 2, py: 1, borderRadius: 3, whiteSpace: 'pre-wrap' }}
                >
                  {turn.question}
                </Box>
                <AnswerBubble turn={turn} onSuggestion={(question) => void ask(question)} onRetry={busy ? undefined : () => void ask(turn.question)} />
              </Stack>
              </Fragment>
            )).concat(clearedMark(turns.length) ?? [])
          )}
        </Stack>
        <QuestionBox disabled={busy} onAsk={(question) => void ask(question)} />
      </Stack>
    </Box>
    </StoreCurrency.Provider>
  );
}
