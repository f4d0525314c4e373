import { Alert, AlertTitle, Collapse } from '@mui/material';
import { useIntl } from 'react-intl';
import { dismissPageAlert, usePageAlert, type AlertType } from './page-alert.ts';
import { useAlertText } from './useAlertText.ts';
import { alertMessages } from './messages.ts';

const severityOf: Record<AlertType, 'success' | 'error' | 'info'> = { success: 'success', danger: 'error', dark: 'info' };

/** The page alert at the top of the content (success, danger or dark). */
export function PageAlert() {
  const alert = usePageAlert();
  const text = useAlertText();
  const intl = useIntl();
  return (
    <Collapse in={alert.isActive} unmountOnExit>
      <Alert
        data-testid="page-alert"
        data-type={alert.type}
        severity={severityOf[alert.type]}
        variant={alert.type === 'dark' ? 'filled' : 'standard'}
        sx={alert.type === 'dark' ? { bgcolor: 'grey.900', color: 'common.white' } : undefined}
        onClose={dismissPageAlert}
        slotProps={{ closeButton: { title: intl.formatMessage(alertMessages.close) } }}
      >
        {alert.title ? <AlertTitle>{text(alert.title)}</AlertTitle> : null}
        {text(alert.message)}
      </Alert>
    </Collapse>
  );
}
