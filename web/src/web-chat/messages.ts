import { defineMessages } from 'react-intl';

export const messages = defineMessages({
  title: { id: 'webChat.title', defaultMessage: 'Web chat', description: 'Title of the web chat screen' },
});
