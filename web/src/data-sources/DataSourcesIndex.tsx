import type { ReactElement } from 'react';
import { Button, Card, CardActions, CardContent, Grid, Stack, Typography } from '@mui/material';
import StorageIcon from '@mui/icons-material/StorageOutlined';
import TableChartIcon from '@mui/icons-material/TableChartOutlined';
import CampaignIcon from '@mui/icons-material/CampaignOutlined';
import InsightsIcon from '@mui/icons-material/InsightsOutlined';
import AdsClickIcon from '@mui/icons-material/AdsClickOutlined';
import { FormattedMessage } from 'react-intl';
import { Link as RouterLink, useParams } from 'react-router';
import { dataSourceApi, type SourceKind } from './data-source-api.ts';
import { kindMessages, messages } from './messages.ts';
import { useDataSourcesPath } from './paths.ts';
import { useRemote } from './use-remote.ts';
import { RemoteState } from './RemoteState.tsx';
import { ScreenHeader } from './ScreenHeader.tsx';
import { StatusChip } from './StatusChip.tsx';

const KINDS: Array<{ kind: SourceKind; icon: ReactElement }> = [
  { kind: 'database', icon: <StorageIcon color="primary" /> },
  { kind: 'csv', icon: <TableChartIcon color="primary" /> },
  { kind: 'meta-ads', icon: <CampaignIcon color="primary" /> },
  { kind: 'google-analytics', icon: <InsightsIcon color="primary" /> },
  { kind: 'google-ads', icon: <AdsClickIcon color="primary" /> },
];

/** /data-sources: one card per kind of source with its connect state. */
export function DataSourcesIndex() {
  const base = useDataSourcesPath();
  // The v2 dashboard has no Meta/Google sub-pages (SPEC 2.4): those cards only show their state there.
  const isV2 = Boolean(useParams().appId);
  const sources = useRemote(dataSourceApi.list, 'sources');
  return (
    <Stack spacing={3} data-testid="data-sources-screen">
      <ScreenHeader testId="data-sources-title" title={<FormattedMessage {...messages.title} />} />
      <Typography color="text.secondary">
        <FormattedMessage {...messages.intro} />
      </Typography>
      <RemoteState remote={sources}>
        {(list) => (
          <Grid container spacing={2}>
            {KINDS.map(({ kind, icon }) => {
              const source = list.find((item) => item.kind === kind && item.is_default) ?? list.find((item) => item.kind === kind);
              const hasScreen = !isV2 || kind === 'database' || kind === 'csv';
              return (
                <Grid key={kind} size={{ xs: 12, sm: 6, lg: 4 }}>
                  <Card variant="outlined" data-testid={`data-source-${kind}`} sx={{ height: '100%', display: 'flex', flexDirection: 'column' }}>
                    <CardContent sx={{ flexGrow: 1 }}>
                      <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', mb: 1 }}>
                        {icon}
                        <Typography variant="h6" component="h2" sx={{ fontWeight: 600, flexGrow: 1 }}>
                          <FormattedMessage {...kindMessages[kind].name} />
                        </Typography>
                        <StatusChip source={source} />
                      </Stack>
                      <Typography variant="body2" color="text.secondary">
                        <FormattedMessage {...kindMessages[kind].about} />
                      </Typography>
                    </CardContent>
                    {hasScreen ? (
                      <CardActions sx={{ px: 2, pb: 2 }}>
                        <Button component={RouterLink} to={`${base}/${kind}`} variant="outlined" size="small" data-testid={`open-${kind}`}>
                          <FormattedMessage {...messages.open} />
                        </Button>
                      </CardActions>
                    ) : null}
                  </Card>
                </Grid>
              );
            })}
          </Grid>
        )}
      </RemoteState>
    </Stack>
  );
}
