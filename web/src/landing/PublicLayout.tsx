import type { ReactNode } from 'react';
import { Box } from '@mui/material';
import { LandingAppBar } from './LandingAppBar.tsx';
import { LandingFooter } from './LandingFooter.tsx';

/** Public pages other than home: the app bar (anchors lead back home) and the footer around the page. */
export function PublicLayout({ children }: { children: ReactNode }) {
  return (
    <Box sx={{ minHeight: '100vh', display: 'flex', flexDirection: 'column', bgcolor: 'background.paper' }}>
      <LandingAppBar anchorBase="/" />
      <Box component="main" sx={{ flexGrow: 1 }}>
        {children}
      </Box>
      <LandingFooter />
    </Box>
  );
}
