import { useEffect, type ReactNode } from 'react';
import { IntlProvider } from 'react-intl';
import { useAppState } from '../state/use-app-state.ts';
import { directionOf, intlLocaleOf, messagesFor } from './catalogues.ts';

/** Provides the selected language's messages and sets lang and dir on <html>, so the whole page flips for Arabic. */
export function IntlRoot({ children }: { children: ReactNode }) {
  const language = useAppState((state) => state.settings.selectedLanguage);
  useEffect(() => {
    document.documentElement.lang = language;
    document.documentElement.dir = directionOf(language);
  }, [language]);
  return (
    <IntlProvider locale={intlLocaleOf(language)} defaultLocale="en-US" messages={messagesFor(language)}>
      {children}
    </IntlProvider>
  );
}
