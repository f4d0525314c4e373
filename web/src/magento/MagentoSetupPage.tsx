import { defineMessages } from 'react-intl';
import { MarketingPage } from '../pages/MarketingPage.tsx';

const messages = defineMessages({
  title: { id: 'magento.setup.title', defaultMessage: 'Connect your Magento 2 store', description: 'Magento setup page title' },
  lead: { id: 'magento.setup.lead', defaultMessage: 'Enter your store domain, email and WhatsApp number to generate your API key, then install the extension.', description: 'Magento setup page text' },
});

/** /magento/setup and /magento/setup/{uuid}. */
export function MagentoSetupPage() {
  return <MarketingPage testId="magento-setup" title={messages.title} lead={messages.lead} />;
}
