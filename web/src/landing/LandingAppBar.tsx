import { useState } from 'react';
import { AppBar, Box, Button, Collapse, IconButton, Stack, Toolbar, useMediaQuery, useTheme } from '@mui/material';
import MenuIcon from '@mui/icons-material/Menu';
import { FormattedMessage, useIntl, type MessageDescriptor } from 'react-intl';
import { Link as RouterLink } from 'react-router';
import { Logo } from '../components/Logo.tsx';
import { commonMessages } from '../components/messages.ts';
import { LanguageMenu } from '../settings/LanguageMenu.tsx';
import { landingMessages } from './messages.ts';
import { routeNames } from '../app/route-names.ts';

const SECTIONS: { anchor: string; label: MessageDescriptor }[] = [
  { anchor: 'why', label: landingMessages.navWhy },
  { anchor: 'easy-setup', label: landingMessages.navEasySetup },
  { anchor: 'pricing', label: landingMessages.navPricing },
  { anchor: 'testimonial', label: landingMessages.navTestimonials },
];

/**
 * The home v2 app bar: section anchors, the language dropdown and Get Started (to /v2/login). On other public
 * pages `anchorBase` is "/" so the anchors lead back to the home sections.
 */
export function LandingAppBar({ anchorBase = '' }: { anchorBase?: string }) {
  const intl = useIntl();
  const theme = useTheme();
  const desktop = useMediaQuery(theme.breakpoints.up('md'));
  const [open, setOpen] = useState(false);
  const links = SECTIONS.map((section) => (
    <Button key={section.anchor} color="inherit" href={`${anchorBase}#${section.anchor}`} onClick={() => setOpen(false)}>
      <FormattedMessage {...section.label} />
    </Button>
  ));
  return (
    <AppBar position="sticky" color="inherit" elevation={0} sx={{ borderBottom: 1, borderColor: 'divider' }} data-testid="landing-app-bar">
      <Toolbar sx={{ gap: 2, minHeight: 72, maxWidth: 1240, width: '100%', mx: 'auto' }}>
        <Logo />
        <Box sx={{ flexGrow: 1 }} />
        {desktop ? <Stack direction="row">{links}</Stack> : null}
        <LanguageMenu />
        <Button component={RouterLink} to={routeNames.AuthLoginV2} variant="contained" data-testid="get-started">
          <FormattedMessage {...commonMessages.getStarted} />
        </Button>
        {desktop ? null : (
          <IconButton aria-label={intl.formatMessage(landingMessages.menu)} aria-expanded={open} onClick={() => setOpen(!open)}>
            <MenuIcon />
          </IconButton>
        )}
      </Toolbar>
      {desktop ? null : (
        <Collapse in={open}>
          <Stack sx={{ px: 2, pb: 2 }}>{links}</Stack>
        </Collapse>
      )}
    </AppBar>
  );
}
