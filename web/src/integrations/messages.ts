import { defineMessages } from 'react-intl';

export const messages = defineMessages({
  title: { id: 'integrations.title', defaultMessage: 'Integrations', description: 'Title of the v2 app home listing its integrations' },
});
