import { defineMessages } from 'react-intl';

export const messages = defineMessages({
  title: { id: 'configureStore.title', defaultMessage: 'Configure your store', description: 'Title of the store type picker screen' },
});
