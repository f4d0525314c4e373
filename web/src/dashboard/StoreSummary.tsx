import { Button, Card, CardActions, CardContent, Chip, Stack, Typography } from '@mui/material';
import { FormattedMessage } from 'react-intl';
import { graphql, useFragment } from 'react-relay';
import { Link as RouterLink } from 'react-router';
import type { StoreSummary_store$key } from '../__generated__/StoreSummary_store.graphql.ts';
import { dashboardMessages } from './messages.ts';

/** The store card of the dashboard index: name, platform, setup state and what the warehouse holds. */
export function StoreSummary({ store, dashboardPath }: { store: StoreSummary_store$key; dashboardPath: string }) {
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
  const baseType = data.storeType?.split('_')[0];
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
            color={data.isSetupCompleted ? 'success' : 'default'}
            label={<FormattedMessage {...(data.isSetupCompleted ? dashboardMessages.setupComplete : dashboardMessages.setupPending)} />}
          />
          <Chip size="small" variant="outlined" label={baseType ? <FormattedMessage {...dashboardMessages.storeType} values={{ type: baseType }} /> : <FormattedMessage {...dashboardMessages.notConnected} />} />
        </Stack>
        <Typography sx={{ mt: 2 }} color="text.secondary">
          <FormattedMessage {...dashboardMessages.ordersTotal} values={{ count: data.dataWarehouse.ordersTotal }} />
        </Typography>
      </CardContent>
      <CardActions sx={{ px: 2, pb: 2 }}>
        {data.isSetupCompleted ? null : (
          <Button component={RouterLink} to={`${dashboardPath}/configure-store`} variant="contained">
            <FormattedMessage {...dashboardMessages.connectStore} />
          </Button>
        )}
        <Button component={RouterLink} to={dashboardPath === '/dashboard' ? '/dashboard/web-chat' : `/v2/dashboard/apps/${encodeURIComponent(data.id)}/web-chat`}>
          <FormattedMessage {...dashboardMessages.askQuestion} />
        </Button>
      </CardActions>
    </Card>
  );
}
