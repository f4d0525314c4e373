import { Button, Card, CardActions, CardContent, Chip, Stack, Typography } from '@mui/material';
import { FormattedMessage, useIntl } from 'react-intl';
import { graphql, useFragment } from 'react-relay';
import { Link as RouterLink } from 'react-router';
import type { StoreSummary_store$key } from '../__generated__/StoreSummary_store.graphql.ts';
import { dashboardMessages, platformMessages } from './messages.ts';

/** The store card of the dashboard index: name, platform, setup state and what the warehouse holds. */
export function StoreSummary({ store, dashboardPath }: { store: StoreSummary_store$key; dashboardPath: string }) {
  const intl = useIntl();
  const data = useFragment(
    graphql`
      fragment StoreSummary_store on Store {
        id
        name
        storeType
        isSetupCompleted
        dataWarehouse {
          ordersTotal
        }
      }
    `,
    store,
  );
  // store_type is underscore-separated parts, the first the base type (SPEC 3); the demo store is `seller_demo`.
  const [baseType, ...typeParts] = data.storeType?.split('_') ?? [];
  const platform = baseType && Object.hasOwn(platformMessages, baseType) ? intl.formatMessage(platformMessages[baseType as keyof typeof platformMessages]) : baseType;
  const storeTypeLabel = typeParts.includes('demo') ? (
    <FormattedMessage {...dashboardMessages.demoStore} />
  ) : platform ? (
    <FormattedMessage {...dashboardMessages.storeType} values={{ type: platform }} />
  ) : (
    <FormattedMessage {...dashboardMessages.notConnected} />
  );
  // The v2 dashboard works per app (SPEC 2.4) and has no configure-store route: a store is connected from the app's
  // integrations home. The legacy dashboard has the store type picker (SPEC 2.3).
  const legacy = dashboardPath === '/dashboard';
  const appPath = legacy ? '/dashboard' : `/v2/dashboard/apps/${encodeURIComponent(data.id)}`;
  const connectPath = legacy ? '/dashboard/configure-store' : appPath;
  return (
    <Card variant="outlined" data-testid="store-summary">
      <CardContent>
        <Typography variant="overline" color="text.secondary">
          <FormattedMessage {...dashboardMessages.storeHeading} />
        </Typography>
        <Typography variant="h5" data-testid="store-name" sx={{ fontWeight: 700 }}>
          {data.name}
        </Typography>
        <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', mt: 1.5 }} useFlexGap>
          <Chip
            size="small"
            data-testid="setup-state"
            color={data.isSetupCompleted ? 'success' : 'default'}
            label={<FormattedMessage {...(data.isSetupCompleted ? dashboardMessages.setupComplete : dashboardMessages.setupPending)} />}
          />
          <Chip size="small" variant="outlined" data-testid="store-type" label={storeTypeLabel} />
        </Stack>
        <Typography sx={{ mt: 2 }} color="text.secondary" data-testid="orders-total">
          <FormattedMessage {...dashboardMessages.ordersTotal} values={{ count: data.dataWarehouse.ordersTotal }} />
        </Typography>
      </CardContent>
      <CardActions sx={{ px: 2, pb: 2 }}>
        {data.isSetupCompleted ? null : (
          <Button component={RouterLink} to={connectPath} variant="contained" data-testid="connect-store">
            <FormattedMessage {...dashboardMessages.connectStore} />
          </Button>
        )}
        <Button component={RouterLink} to={`${appPath}/web-chat`} data-testid="ask-question">
          <FormattedMessage {...dashboardMessages.askQuestion} />
        </Button>
      </CardActions>
    </Card>
  );
}
