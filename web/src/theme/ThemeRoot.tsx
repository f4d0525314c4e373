import { useMemo, type ReactNode } from 'react';
import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import { CssBaseline, ThemeProvider } from '@mui/material';
import rtlPlugin from 'stylis-plugin-rtl';
import { useAppState } from '../state/use-app-state.ts';
import { directionOf } from '../i18n/catalogues.ts';
import { dukkanTheme } from './theme.ts';

// Two emotion caches: the right-to-left one mirrors every style rule (margins, paddings, positions) for Arabic.
const ltrCache = createCache({ key: 'mui' });
const rtlCache = createCache({ key: 'muirtl', stylisPlugins: [rtlPlugin] });

export function ThemeRoot({ children }: { children: ReactNode }) {
  const direction = directionOf(useAppState((state) => state.settings.selectedLanguage));
  const theme = useMemo(() => dukkanTheme(direction), [direction]);
  return (
    <CacheProvider value={direction === 'rtl' ? rtlCache : ltrCache}>
      <ThemeProvider theme={theme}>
        <CssBaseline />
        {children}
      </ThemeProvider>
    </CacheProvider>
  );
}
