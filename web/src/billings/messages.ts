import { defineMessages } from 'react-intl';

export const messages = defineMessages({
  title: { id: 'billings.title', defaultMessage: 'Billing', description: 'Title of the billing screen' },
});
