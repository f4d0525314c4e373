import { defineMessages } from 'react-intl';
import { MarketingPage } from '../pages/MarketingPage.tsx';

const messages = defineMessages({
  title: { id: 'shopify.setup.title', defaultMessage: 'Chat with your Shopify store', description: 'Shopify setup page headline' },
  lead: { id: 'shopify.setup.lead', defaultMessage: 'Enter your shop domain, email and phone, install the app, and start asking.', description: 'Shopify setup page text' },
});

/** /shopify/setup and /shopify/setup/{uuid}?shop=... */
export function ShopifySetupPage() {
  return <MarketingPage testId="shopify-setup" title={messages.title} lead={messages.lead} />;
}
