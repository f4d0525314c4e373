import { defineMessages } from 'react-intl';
import { MarketingPage } from '../pages/MarketingPage.tsx';

const messages = defineMessages({
  title: { id: 'salla.setup.title', defaultMessage: 'Connect your Salla store', description: 'Salla setup page title' },
  lead: { id: 'salla.setup.lead', defaultMessage: 'Enter your store domain, email and phone, install the app, and start asking.', description: 'Salla setup page text' },
});

/** /salla/setup and /salla/setup/{uuid}. */
export function SallaSetupPage() {
  return <MarketingPage testId="salla-setup" title={messages.title} lead={messages.lead} />;
}
