import { Button } from '@mui/material';
import { FormattedMessage, defineMessages } from 'react-intl';
import { Link as RouterLink } from 'react-router';
import { MarketingPage } from './MarketingPage.tsx';
import { commonMessages } from '../components/messages.ts';

const messages = defineMessages({
  title: { id: 'devHome.title', defaultMessage: 'Instant Business Data via Chat.', description: 'Alternate home (variant A) hero' },
  lead: { id: 'devHome.lead', defaultMessage: 'Start making smarter business decisions. Just ask.', description: 'Alternate home closing line' },
});

/** /dev/home: the alternate home. */
export function DevHomePage() {
  return (
    <MarketingPage testId="dev-home" title={messages.title} lead={messages.lead}>
      <Button component={RouterLink} to="/login" variant="contained" size="large" sx={{ alignSelf: 'flex-start' }}>
        <FormattedMessage {...commonMessages.getStarted} />
      </Button>
    </MarketingPage>
  );
}
