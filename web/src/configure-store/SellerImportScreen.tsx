import { useEffect, useRef, useState, type ChangeEvent } from 'react';
import { Alert, Button, Paper, Stack, Typography } from '@mui/material';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link as RouterLink } from 'react-router';
import { errorMessageOf } from '../api/error-message.ts';
import { ScreenHeader } from '../data-sources/ScreenHeader.tsx';
import { ImportProgressView } from '../imports/ImportProgressView.tsx';
import { ImportProblemsAlert } from '../imports/ImportProblemsAlert.tsx';
import { FileUpload } from '../imports/FileUpload.tsx';
import { FINISHED, useImportProgress } from '../imports/use-import-progress.ts';
import { MappingEditor } from './MappingEditor.tsx';
import { messages, platformMessages } from './messages.ts';
import { sellerApi, sellerFields, type FieldMapping, type SellerField, type SellerImport } from './seller-api.ts';

type Upload = { state: 'idle' } | { state: 'uploading'; name: string; progress: number } | { state: 'refused'; message: string };

/** Problems that mean the columns were not recognised: the mapping, not the file's bytes, is what to fix. */
const MAPPING_CODES = new Set(['noDate', 'noAmount', 'unknownColumn', 'unknownField']);

/**
 * configure-store/seller: a seller uploads an orders export and gets a store. The file is sent (with its upload
 * progress), its import is followed live and can be cancelled, and the outcome shows how the file's columns were
 * read, which the seller can correct and import again. Coming back, the store's latest import is shown the same way.
 */
export function SellerImportScreen() {
  const intl = useIntl();
  const [upload, setUpload] = useState<Upload>({ state: 'idle' });
  const [shown, setShown] = useState<SellerImport | null>(null);
  const [isLatest, setIsLatest] = useState(false);
  const [fields, setFields] = useState<SellerField[]>([]);
  const [loadError, setLoadError] = useState(false);
  const [remapping, setRemapping] = useState(false);
  const [mappingError, setMappingError] = useState<string | null>(null);
  // The newest import this screen knows of: a refused upload that left a newer one behind kept its mapping to fix.
  const newest = useRef<string | null>(null);
  const progress = useImportProgress();
  const running = progress.state && !FINISHED.has(progress.state.status) ? progress.state : null;
  const busy = upload.state === 'uploading' || running !== null || remapping;

  useEffect(() => {
    let live = true;
    Promise.all([sellerFields(), sellerApi.latest()])
      .then(([list, latest]) => {
        if (!live) return;
        setFields(list);
        newest.current = latest?.id ?? null;
        if (latest && FINISHED.has(latest.status)) {
          setShown(latest);
          setIsLatest(true);
        } else if (latest) progress.follow(latest);
      })
      .catch(() => live && setLoadError(true));
    return () => {
      live = false;
    };
  }, []); // once, when the page opens

  // A followed import that finished: its whole record (platform, mapping, extra columns) is read once.
  const finishedId = progress.state && FINISHED.has(progress.state.status) ? progress.state.id : null;
  useEffect(() => {
    if (!finishedId || shown?.id === finishedId) return;
    let live = true;
    sellerApi
      .get(finishedId)
      .then((full) => {
        if (!live) return;
        setShown(full);
        setIsLatest(false);
      })
      .catch(() => live && setLoadError(true));
    return () => {
      live = false;
    };
  }, [finishedId, shown?.id]);

  /** An import just started (or already finished, when the server waited for it): on screen, followed if running. */
  function track(started: SellerImport) {
    newest.current = started.id;
    setMappingError(null);
    setIsLatest(false);
    if (FINISHED.has(started.status)) {
      progress.reset();
      setShown(started);
    } else {
      setShown(null);
      progress.follow(started);
    }
  }

  async function onFile(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    event.target.value = ''; // the same file may be chosen again after fixing it
    if (!file) return;
    progress.reset();
    setShown(null);
    setIsLatest(false);
    setUpload({ state: 'uploading', name: file.name, progress: 0 });
    try {
      track(await sellerApi.upload(file, (fraction) => setUpload({ state: 'uploading', name: file.name, progress: fraction })));
      setUpload({ state: 'idle' });
    } catch (error) {
      const message = errorMessageOf(error, intl.formatMessage(messages.failed));
      // A file whose columns could not make orders is kept as a failed import with its headers, to map by hand.
      const kept = await sellerApi.latest().catch(() => null);
      if (kept && kept.id !== newest.current && kept.status === 'failed' && kept.headers.length) {
        newest.current = kept.id;
        setUpload({ state: 'idle' });
        setShown(kept);
      } else {
        setUpload({ state: 'refused', message });
        // The store's orders are as they were: their import stays on screen, to correct or to keep.
        if (kept && FINISHED.has(kept.status)) {
          setShown(kept);
          setIsLatest(true);
        }
      }
    }
  }

  async function reimport(mapping: FieldMapping[]) {
    if (!shown) return;
    setRemapping(true);
    setMappingError(null);
    try {
      track(await sellerApi.remap(shown.id, mapping));
    } catch (error) {
      setMappingError(errorMessageOf(error, intl.formatMessage(messages.mappingFailed)));
    } finally {
      setRemapping(false);
    }
  }

  const needsFix = shown?.status === 'failed' && shown.errors.some((problem) => MAPPING_CODES.has(problem.code));

  return (
    <Stack spacing={3} data-testid="seller-import-screen">
      <Stack spacing={1}>
        <ScreenHeader testId="seller-title" back="/dashboard/configure-store" title={<FormattedMessage {...messages.sellerTitle} />} />
        <Typography color="text.secondary">
          <FormattedMessage {...messages.sellerHelp} />
        </Typography>
      </Stack>
      <Paper variant="outlined" sx={{ p: 3 }}>
        <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
          <FileUpload choose={<FormattedMessage {...messages.chooseFile} />} sending={upload.state === 'uploading' ? upload : null} disabled={busy} onFile={onFile} testId="seller" />
          {running ? <ImportProgressView state={running} cancelling={progress.cancelling} onCancel={progress.cancel} saving={<FormattedMessage {...messages.saving} />} /> : null}
          {upload.state === 'refused' ? (
            <Alert severity="error" sx={{ width: '100%' }} data-testid="seller-error">
              {upload.message}
            </Alert>
          ) : null}
          {loadError ? (
            <Alert severity="warning" sx={{ width: '100%' }} data-testid="seller-load-error">
              <FormattedMessage {...messages.loadFailed} />
            </Alert>
          ) : null}
          {shown && !running ? <Outcome imported={shown} isLatest={isLatest} /> : null}
        </Stack>
      </Paper>
      {shown && !running && shown.headers.length && fields.length ? (
        <MappingEditor key={shown.id} imported={shown} fields={fields} busy={busy} error={mappingError} needsFix={needsFix} onReimport={reimport} />
      ) : null}
    </Stack>
  );
}

/** How an import ended: what was imported and recognised, or the problems by line, or that it was cancelled. */
function Outcome({ imported, isLatest }: { imported: SellerImport; isLatest: boolean }) {
  const intl = useIntl();
  const name = imported.filename ?? '';
  const heading = isLatest ? (
    <Typography variant="subtitle2" data-testid="seller-latest">
      <FormattedMessage {...messages.latestHeading} />
    </Typography>
  ) : null;
  if (imported.status === 'succeeded') {
    const platform = imported.platform && Object.hasOwn(platformMessages, imported.platform) ? intl.formatMessage(platformMessages[imported.platform as keyof typeof platformMessages]) : intl.formatMessage(messages.genericPlatform);
    const delimiter = imported.delimiter === '\t' ? intl.formatMessage(messages.tab) : (imported.delimiter ?? ',');
    return (
      <Stack spacing={1} sx={{ width: '100%' }}>
        {heading}
        <Alert
          severity="success"
          data-testid="seller-result"
          data-import-id={imported.id}
          action={
            <Button component={RouterLink} to="/dashboard/web-chat" color="inherit" size="small" data-testid="seller-ask">
              <FormattedMessage {...messages.askInChat} />
            </Button>
          }
        >
          <Typography variant="body2" data-testid="seller-imported">
            <FormattedMessage {...messages.imported} values={{ name, orders: imported.ordersImported, rows: imported.rowsImported }} />
          </Typography>
          <Typography variant="body2" data-testid="seller-recognised" data-platform={imported.platform ?? ''}>
            <FormattedMessage {...messages.recognised} values={{ platform, encoding: imported.encoding ?? 'UTF-8', delimiter }} />
          </Typography>
        </Alert>
      </Stack>
    );
  }
  if (imported.status === 'cancelled')
    return (
      <Stack spacing={1} sx={{ width: '100%' }}>
        {heading}
        <Alert severity="info" data-testid="seller-cancelled">
          <FormattedMessage {...messages.cancelled} />
        </Alert>
      </Stack>
    );
  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      {heading}
      <ImportProblemsAlert problems={imported.errors} heading={<FormattedMessage {...messages.problems} />} fallback={intl.formatMessage(messages.failed)} testId="seller" />
    </Stack>
  );
}
