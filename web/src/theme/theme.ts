import { createTheme } from '@mui/material/styles';

/** Dukkan's colours: a deep navy with the yellow of the navigation progress bar (SPEC 9.4). */
export const BRAND_YELLOW = '#f5c518';

const fontFamily = ['"Noto Sans"', '"Noto Sans Arabic"', 'Roboto', '"Segoe UI"', 'Helvetica', 'Arial', 'sans-serif'].join(',');

export function dukkanTheme(direction: 'ltr' | 'rtl') {
  return createTheme({
    direction,
    palette: {
      primary: { main: '#1b3a5c' },
      secondary: { main: BRAND_YELLOW },
      background: { default: '#f6f7fb' },
    },
    shape: { borderRadius: 10 },
    typography: { fontFamily, button: { textTransform: 'none', fontWeight: 600 } },
    breakpoints: { values: { xs: 0, sm: 640, md: 768, lg: 1024, xl: 1280 } },
  });
}
