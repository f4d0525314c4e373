import { defineMessages } from 'react-intl';

export const messages = defineMessages({
  title: { id: 'configureApps.title', defaultMessage: 'Chat apps', description: 'Title of the WhatsApp and Slack connections screen' },
});
