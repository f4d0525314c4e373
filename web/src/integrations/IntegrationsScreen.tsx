import { FormattedMessage } from 'react-intl';
import { PlaceholderScreen } from '../components/PlaceholderScreen.tsx';
import { messages } from './messages.ts';

/** Placeholder until the feature lands; its routes (routes.ts beside this file) already lead here. */
export function IntegrationsScreen() {
  return <PlaceholderScreen testId="integrations-screen" title={<FormattedMessage {...messages.title} />} />;
}
