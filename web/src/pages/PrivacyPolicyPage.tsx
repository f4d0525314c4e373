import { defineMessages } from 'react-intl';
import { MarketingPage } from './MarketingPage.tsx';

const messages = defineMessages({
  title: { id: 'privacy.title', defaultMessage: 'Privacy Policy', description: 'Privacy page title' },
  collectTitle: { id: 'privacy.collect.title', defaultMessage: 'What we collect', description: 'Privacy section title' },
  collectText: { id: 'privacy.collect.text', defaultMessage: 'Your account details, the store data you connect, and the questions you ask, so that we can answer them.', description: 'Privacy section text' },
  useTitle: { id: 'privacy.use.title', defaultMessage: 'How we use it', description: 'Privacy section title' },
  useText: { id: 'privacy.use.text', defaultMessage: 'Only to run the service for your store. We do not sell your data.', description: 'Privacy section text' },
  rightsTitle: { id: 'privacy.rights.title', defaultMessage: 'Your rights', description: 'Privacy section title' },
  rightsText: { id: 'privacy.rights.text', defaultMessage: 'You can ask us to export or delete your data at any time by writing to support.', description: 'Privacy section text' },
});

export function PrivacyPolicyPage() {
  const m = messages;
  return (
    <MarketingPage
      testId="privacy-page"
      title={m.title}
      sections={[
        { title: m.collectTitle, text: m.collectText },
        { title: m.useTitle, text: m.useText },
        { title: m.rightsTitle, text: m.rightsText },
      ]}
    />
  );
}
