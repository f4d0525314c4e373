import { defineMessages } from 'react-intl';

export const messages = defineMessages({
  title: { id: 'dataSources.title', defaultMessage: 'Data sources', description: 'Title of the data sources screen' },
});
