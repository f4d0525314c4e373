import { useState, type ReactElement } from 'react';
import { Alert, Button, Card, CardActions, CardContent, Divider, Grid, IconButton, Stack, Tooltip, Typography } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/DeleteOutlined';
import StorageIcon from '@mui/icons-material/StorageOutlined';
import TableChartIcon from '@mui/icons-material/TableChartOutlined';
import CampaignIcon from '@mui/icons-material/CampaignOutlined';
import InsightsIcon from '@mui/icons-material/InsightsOutlined';
import AdsClickIcon from '@mui/icons-material/AdsClickOutlined';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link as RouterLink, useNavigate, useParams } from 'react-router';
import { dataSourceApi, type DataSource, type SourceKind } from './data-source-api.ts';
import { kindMessages, messages } from './messages.ts';
import { useDataSourcesPath } from './paths.ts';
import { useRemote } from './use-remote.ts';
import { RemoteState } from './RemoteState.tsx';
import { ScreenHeader } from './ScreenHeader.tsx';
import { StatusChip } from './StatusChip.tsx';
import { AddSourceDialog } from './AddSourceDialog.tsx';
import { ConfirmDialog } from './ConfirmDialog.tsx';
import { ReadOnlyNote } from './ReadOnlyNote.tsx';
import { useCanManageData } from './use-can-manage-data.ts';

const KINDS: Array<{ kind: SourceKind; icon: ReactElement }> = [
  { kind: 'database', icon: <StorageIcon color="primary" /> },
  { kind: 'csv', icon: <TableChartIcon color="primary" /> },
  { kind: 'meta-ads', icon: <CampaignIcon color="primary" /> },
  { kind: 'google-analytics', icon: <InsightsIcon color="primary" /> },
  { kind: 'google-ads', icon: <AdsClickIcon color="primary" /> },
];

/** What removing a source takes with it, by kind. */
const REMOVE_BODY = { csv: messages.removeCsvSource, database: messages.removeDatabaseSource } as const;

/**
 * /data-sources: one card per kind of source with its connect state; sources added next to the default one are listed
 * on their kind's card, each opening the same screens with `?source=<id>`. Owners and admins add sources and remove
 * the ones they added (the five starting sources stay); members see the cards only.
 */
export function DataSourcesIndex() {
  const base = useDataSourcesPath();
  const navigate = useNavigate();
  // The v2 dashboard has no Meta/Google sub-pages (SPEC 2.4): those cards only show their state there.
  const isV2 = Boolean(useParams().appId);
  const sources = useRemote(dataSourceApi.list, 'sources');
  const [adding, setAdding] = useState(false);
  const intl = useIntl();
  const canManage = useCanManageData();
  const [removing, setRemoving] = useState<DataSource | null>(null);
  const [removed, setRemoved] = useState('');
  return (
    <Stack spacing={3} data-testid="data-sources-screen">
      <ScreenHeader
        testId="data-sources-title"
        title={<FormattedMessage {...messages.title} />}
        actions={
          canManage ? (
            <Button variant="contained" startIcon={<AddIcon />} onClick={() => setAdding(true)} data-testid="add-source">
              <FormattedMessage {...messages.addSource} />
            </Button>
          ) : null
        }
      />
      {canManage ? null : <ReadOnlyNote />}
      {removed ? (
        <Alert severity="success" onClose={() => setRemoved('')} data-testid="source-removed">
          <FormattedMessage {...messages.sourceRemoved} values={{ name: removed }} />
        </Alert>
      ) : null}
      <ConfirmDialog
        open={removing !== null}
        testId="remove-source-dialog"
        title={<FormattedMessage {...messages.removeSourceTitle} values={{ name: removing?.name ?? '' }} />}
        body={<FormattedMessage {...(removing && (removing.kind === 'csv' || removing.kind === 'database') ? REMOVE_BODY[removing.kind] : messages.removeOtherSource)} />}
        confirm={<FormattedMessage {...messages.removeSourceConfirm} />}
        onClose={() => setRemoving(null)}
        onConfirm={async () => {
          if (!removing) return;
          await dataSourceApi.remove(removing.id);
          setRemoved(removing.name);
          sources.reload();
        }}
      />
      <AddSourceDialog
        open={adding}
        onClose={() => setAdding(false)}
        onAdded={(added) => {
          setAdding(false);
          navigate(`${base}/${added.kind}?source=${encodeURIComponent(added.id)}`);
        }}
      />
      <Typography color="text.secondary">
        <FormattedMessage {...messages.intro} />
      </Typography>
      <RemoteState remote={sources}>
        {(list) => (
          <Grid container spacing={2}>
            {KINDS.map(({ kind, icon }) => {
              const source = list.find((item) => item.kind === kind && item.is_default) ?? list.find((item) => item.kind === kind);
              const added = list.filter((item) => item.kind === kind && item !== source);
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
                      {added.length ? (
                        <>
                          <Divider sx={{ mt: 2, mb: 1 }} />
                          <Typography variant="overline" color="text.secondary">
                            <FormattedMessage {...messages.moreSources} />
                          </Typography>
                          <Stack spacing={1} sx={{ mt: 0.5 }}>
                            {added.map((item) => (
                              <Stack key={item.id} direction="row" spacing={1} sx={{ alignItems: 'center' }} data-testid="added-source" data-source-id={item.id}>
                                {/* Names wrap rather than being cut: the owner chose them to tell sources apart. */}
                                <Typography variant="body2" sx={{ flexGrow: 1, minWidth: 0, overflowWrap: 'anywhere' }} data-testid="added-source-name">
                                  {item.name}
                                </Typography>
                                <StatusChip source={item} testId="added-source-status" />
                                {hasScreen ? (
                                  <Button component={RouterLink} to={`${base}/${kind}?source=${encodeURIComponent(item.id)}`} size="small" data-testid="open-added-source">
                                    <FormattedMessage {...messages.open} />
                                  </Button>
                                ) : null}
                                {canManage && !item.is_default ? (
                                  <Tooltip title={intl.formatMessage(messages.removeSource, { name: item.name })}>
                                    <IconButton size="small" color="error" onClick={() => setRemoving(item)} data-testid="remove-added-source" aria-label={intl.formatMessage(messages.removeSource, { name: item.name })}>
                                      <DeleteIcon fontSize="small" />
                                    </IconButton>
                                  </Tooltip>
                                ) : null}
                              </Stack>
                            ))}
                          </Stack>
                        </>
                      ) : null}
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
