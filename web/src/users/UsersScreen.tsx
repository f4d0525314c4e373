import { Alert, Button, Stack, Typography } from '@mui/material';
import { FormattedMessage } from 'react-intl';
import { graphql, useLazyLoadQuery } from 'react-relay';
import type { UsersScreenQuery } from '../__generated__/UsersScreenQuery.graphql.ts';
import { ErrorBoundary } from '../components/ErrorBoundary.tsx';
import { commonMessages } from '../components/messages.ts';
import { TeamTable } from './TeamTable.tsx';
import { messages } from './messages.ts';

/** /dashboard/users (and the v2 app's users): the store's team; owners and admins invite, change roles and remove. */
export function UsersScreen() {
  return (
    <Stack spacing={3} data-testid="users-screen" sx={{ maxWidth: 1040 }}>
      <Typography variant="h4" component="h1" sx={{ fontWeight: 700 }}>
        <FormattedMessage {...messages.title} />
      </Typography>
      <ErrorBoundary
        fallback={(retry) => (
          <Alert severity="error" action={<Button onClick={retry}><FormattedMessage {...commonMessages.retry} /></Button>}>
            <FormattedMessage {...messages.loadFailed} />
          </Alert>
        )}
      >
        <UsersContent />
      </ErrorBoundary>
    </Stack>
  );
}

function UsersContent() {
  const data = useLazyLoadQuery<UsersScreenQuery>(
    graphql`
      query UsersScreenQuery {
        defaultStore {
          name
          ...TeamTable_store
        }
      }
    `,
    {},
    { fetchPolicy: 'store-and-network' },
  );
  if (!data.defaultStore) return null;
  return (
    <Stack spacing={3}>
      <Typography color="text.secondary">
        <FormattedMessage {...messages.intro} values={{ store: data.defaultStore.name }} />
      </Typography>
      <TeamTable store={data.defaultStore} />
    </Stack>
  );
}
