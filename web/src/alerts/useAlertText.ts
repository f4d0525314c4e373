import { useIntl } from 'react-intl';
import type { AlertText } from './page-alert.ts';

/** Renders an alert text: catalogue messages are translated, server messages are shown as sent. */
export function useAlertText(): (text: AlertText) => string {
  const intl = useIntl();
  return (text) => (typeof text === 'string' ? text : intl.formatMessage(text));
}
