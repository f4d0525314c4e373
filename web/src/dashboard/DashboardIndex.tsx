import { Alert, Button, Stack } from '@mui/material';
import { FormattedMessage } from 'react-intl';
import { graphql, useLazyLoadQuery } from 'react-relay';
import { useLocation } from 'react-router';
import type { DashboardIndexQuery } from '../__generated__/DashboardIndexQuery.graphql.ts';
import { ErrorBoundary } from '../components/ErrorBoundary.tsx';
import { commonMessages } from '../components/messages.ts';
import { isV2Path } from '../app/route-names.ts';
import { WelcomeHeading } from './WelcomeHeading.tsx';
import { StoreSummary } from './StoreSummary.tsx';
import { dashboardMessages } from './messages.ts';

/** The dashboard index (also agents, team and billing of v2 until they have screens): greeting and store card. */
export function DashboardIndex() {
  return (
    <ErrorBoundary
      fallback={(retry) => (
        <Alert severity="error" action={<Button onClick={retry}><FormattedMessage {...commonMessages.retry} /></Button>}>
          <FormattedMessage {...dashboardMessages.loadFailed} />
        </Alert>
      )}
    >
      <DashboardIndexContent />
    </ErrorBoundary>
  );
}

function DashboardIndexContent() {
  const dashboardPath = isV2Path(useLocation().pathname) ? '/v2/dashboard' : '/dashboard';
  const data = useLazyLoadQuery<DashboardIndexQuery>(
    graphql`
      query DashboardIndexQuery {
        viewer {
          ...WelcomeHeading_viewer
          defaultStore {
            ...StoreSummary_store
          }
        }
      }
    `,
    {},
    { fetchPolicy: 'store-and-network' },
  );
  if (!data.viewer) return null;
  return (
    <Stack spacing={3} data-testid="dashboard-index" sx={{ maxWidth: 720 }}>
      <WelcomeHeading viewer={data.viewer} />
      {data.viewer.defaultStore ? <StoreSummary store={data.viewer.defaultStore} dashboardPath={dashboardPath} /> : null}
    </Stack>
  );
}
