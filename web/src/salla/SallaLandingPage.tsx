import { Button } from '@mui/material';
import { FormattedMessage, defineMessages } from 'react-intl';
import { Link as RouterLink } from 'react-router';
import { MarketingPage } from '../pages/MarketingPage.tsx';

const messages = defineMessages({
  title: { id: 'salla.landing.title', defaultMessage: 'Your Salla store, answered in chat', description: 'Salla landing headline' },
  lead: { id: 'salla.landing.lead', defaultMessage: 'Sales, orders, products and customers, in Arabic or English, right in WhatsApp.', description: 'Salla landing text' },
  start: { id: 'salla.landing.start', defaultMessage: 'Connect Salla', description: 'Salla landing button to the setup page' },
});

export function SallaLandingPage() {
  return (
    <MarketingPage testId="salla-landing" title={messages.title} lead={messages.lead}>
      <Button component={RouterLink} to="/salla/setup" variant="contained" size="large" sx={{ alignSelf: 'flex-start' }}>
        <FormattedMessage {...messages.start} />
      </Button>
    </MarketingPage>
  );
}
