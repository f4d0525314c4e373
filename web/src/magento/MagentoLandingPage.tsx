import { Button, Stack } from '@mui/material';
import { FormattedMessage, defineMessages } from 'react-intl';
import { Link as RouterLink } from 'react-router';
import { MarketingPage } from '../pages/MarketingPage.tsx';

const messages = defineMessages({
  title: { id: 'magento.landing.title', defaultMessage: 'Insights from your Magento 2 store, via chat', description: 'Magento landing headline' },
  lead: { id: 'magento.landing.lead', defaultMessage: 'Ask about sales, orders and customers in WhatsApp, in more than 90 languages, by text or voice.', description: 'Magento landing text' },
  tryFree: { id: 'magento.landing.tryFree', defaultMessage: 'Try for Free', description: 'Magento landing button to the setup page' },
  requestDemo: { id: 'magento.landing.requestDemo', defaultMessage: 'Request A Demo', description: 'Magento landing (second variant) demo request button' },
  chatDemo: { id: 'magento.landing.chatDemo', defaultMessage: 'Chat with a Demo Store', description: 'Magento landing button opening the demo chat' },
});

/** /magento and /magento2 (the second variant offers a demo request instead of the demo chat). */
export function MagentoLandingPage({ variant }: { variant: 1 | 2 }) {
  return (
    <MarketingPage testId="magento-landing" title={messages.title} lead={messages.lead}>
      <Stack direction="row" spacing={2}>
        <Button component={RouterLink} to="/magento/setup" variant="contained" size="large">
          <FormattedMessage {...messages.tryFree} />
        </Button>
        <Button variant="outlined" size="large">
          <FormattedMessage {...(variant === 2 ? messages.requestDemo : messages.chatDemo)} />
        </Button>
      </Stack>
    </MarketingPage>
  );
}
