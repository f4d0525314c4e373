import { defineMessages } from 'react-intl';

export const settingsMessages = defineMessages({
  language: { id: 'settings.language', defaultMessage: 'Language', description: 'Label of the language dropdown' },
  en: { id: 'settings.language.en', defaultMessage: 'English', description: 'Language name: English' },
  ar: { id: 'settings.language.ar', defaultMessage: 'العربية', description: 'Language name: Arabic, always written in Arabic' },
  currency: { id: 'settings.currency', defaultMessage: 'Currency', description: 'Label of the currency dropdown in the footer' },
  USD: { id: 'settings.currency.USD', defaultMessage: 'USD', description: 'Currency option: US dollars' },
  SAR: { id: 'settings.currency.SAR', defaultMessage: 'SAR', description: 'Currency option: Saudi riyals' },
});
