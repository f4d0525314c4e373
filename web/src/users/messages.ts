import { defineMessages } from 'react-intl';

export const messages = defineMessages({
  title: { id: 'users.title', defaultMessage: 'Users', description: 'Title of the store users screen' },
});
