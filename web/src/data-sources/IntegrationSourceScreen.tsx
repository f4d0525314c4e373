import { Paper, Stack, Typography } from '@mui/material';
import LinkOffIcon from '@mui/icons-material/LinkOff';
import { FormattedMessage, useIntl } from 'react-intl';
import type { SourceKind } from './data-source-api.ts';
import { kindMessages, messages } from './messages.ts';
import { useDataSourcesPath } from './paths.ts';
import { useSource } from './use-source.ts';
import { RemoteState } from './RemoteState.tsx';
import { ScreenHeader } from './ScreenHeader.tsx';
import { StatusChip } from './StatusChip.tsx';

/** meta-ads, google-analytics, google-ads: their connect state until the integrations issue connects them. */
export function IntegrationSourceScreen({ kind }: { kind: SourceKind }) {
  const intl = useIntl();
  const base = useDataSourcesPath();
  const remote = useSource(kind);
  const name = intl.formatMessage(kindMessages[kind].name);
  return (
    <Stack spacing={3} data-testid={`data-source-screen-${kind}`}>
      <ScreenHeader testId="data-sources-title" back={base} title={name} />
      <RemoteState remote={remote}>
        {() => (
          <Paper variant="outlined" sx={{ p: 4, display: 'flex', alignItems: 'center', gap: 2 }}>
            <LinkOffIcon color="disabled" fontSize="large" />
            <Stack spacing={1} sx={{ alignItems: 'flex-start' }}>
              <StatusChip source={remote.source} />
              <Typography color="text.secondary" data-testid="integration-pending">
                <FormattedMessage {...messages.integrationPending} values={{ name }} />
              </Typography>
            </Stack>
          </Paper>
        )}
      </RemoteState>
    </Stack>
  );
}
