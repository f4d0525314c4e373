import { Button, List, ListItemButton, ListItemText, Paper, Typography } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import { FormattedMessage, useIntl } from 'react-intl';
import { messages } from './messages.ts';

export interface ConversationItem {
  id: string;
  title?: string | null;
  updatedAt: string;
}

/** The history: the owner's web conversations, latest first, a button for a new one and one for older ones. */
export function ConversationList({ items, selected, onSelect, onNew, onOlder }: {
  items: readonly ConversationItem[];
  selected: string | null;
  onSelect: (id: string) => void;
  onNew: () => void;
  /** Loads the next older conversations; absent when every one is listed. */
  onOlder?: () => void;
}) {
  const intl = useIntl();
  return (
    <Paper variant="outlined" sx={{ p: 1.5, borderRadius: 3, height: '100%', overflowY: 'auto' }} data-testid="conversation-list">
      <Button fullWidth variant="contained" startIcon={<AddIcon />} onClick={onNew} data-testid="new-conversation" sx={{ mb: 1 }}>
        <FormattedMessage {...messages.newConversation} />
      </Button>
      <Typography variant="overline" color="text.secondary" sx={{ px: 1 }}>
        <FormattedMessage {...messages.history} />
      </Typography>
      {items.length === 0 ? (
        <Typography variant="body2" color="text.secondary" sx={{ px: 1 }}>
          <FormattedMessage {...messages.noConversations} />
        </Typography>
      ) : (
        <List dense disablePadding>
          {items.map((item) => (
            <ListItemButton key={item.id} selected={item.id === selected} onClick={() => onSelect(item.id)} data-testid="conversation-item" sx={{ borderRadius: 2 }}>
              <ListItemText
                primary={item.title || intl.formatMessage(messages.untitled)}
                secondary={intl.formatDate(item.updatedAt, { dateStyle: 'medium', timeStyle: 'short' })}
                // A title is the owner's own words, in either language: its letters and punctuation follow its
                // text (dir=auto), while every title keeps to the list's start edge ('left' is mirrored in Arabic).
                slotProps={{ primary: { noWrap: true, dir: 'auto', sx: { textAlign: 'left' }, 'data-testid': 'conversation-title' } as object }}
              />
            </ListItemButton>
          ))}
        </List>
      )}
      {onOlder ? (
        <Button fullWidth size="small" onClick={onOlder} data-testid="older-conversations" sx={{ mt: 1 }}>
          <FormattedMessage {...messages.olderConversations} />
        </Button>
      ) : null}
    </Paper>
  );
}
