import { Box, Container, Grid, IconButton, Link, Stack, Typography } from '@mui/material';
import LinkedInIcon from '@mui/icons-material/LinkedIn';
import XIcon from '@mui/icons-material/X';
import { FormattedMessage } from 'react-intl';
import { Link as RouterLink } from 'react-router';
import { Logo } from '../components/Logo.tsx';
import { CurrencySelect } from '../settings/CurrencySelect.tsx';
import { landingMessages } from './messages.ts';
import { CONTACT } from './contact.ts';
import { isolate } from '../i18n/isolate.ts';

/** The v2 footer: contact details, page links, social links, the currency dropdown and the copyright. */
export function LandingFooter() {
  return (
    <Box component="footer" sx={{ bgcolor: 'primary.main', color: 'common.white', py: 6, mt: 8 }} data-testid="landing-footer">
      <Container maxWidth="lg">
        <Grid container spacing={4}>
          <Grid size={{ xs: 12, md: 5 }}>
            <Logo light />
            <Stack spacing={0.5} sx={{ mt: 2, opacity: 0.85 }}>
              <Typography>
                <FormattedMessage {...landingMessages.footerAddress} />
              </Typography>
              <Typography>
                <FormattedMessage {...landingMessages.footerPhone} values={{ phone: isolate(CONTACT.phone) }} />
              </Typography>
              <Typography>
                <FormattedMessage {...landingMessages.footerEmail} values={{ email: isolate(CONTACT.email) }} />
              </Typography>
            </Stack>
          </Grid>
          <Grid size={{ xs: 6, md: 3 }}>
            <Typography gutterBottom sx={{ fontWeight: 700 }}>
              <FormattedMessage {...landingMessages.footerLinks} />
            </Typography>
            <Stack spacing={1}>
              <Link component={RouterLink} to="/about-us" color="inherit">
                <FormattedMessage {...landingMessages.footerAbout} />
              </Link>
              <Link component={RouterLink} to="/faqs" color="inherit">
                <FormattedMessage {...landingMessages.footerFaqs} />
              </Link>
              <Link component={RouterLink} to="/privacy-policy" color="inherit">
                <FormattedMessage {...landingMessages.footerPrivacy} />
              </Link>
            </Stack>
          </Grid>
          <Grid size={{ xs: 6, md: 4 }}>
            <Typography gutterBottom sx={{ fontWeight: 700 }}>
              <FormattedMessage {...landingMessages.footerSocials} />
            </Typography>
            <Stack direction="row" spacing={1} sx={{ mb: 3 }}>
              <IconButton color="inherit" href={CONTACT.linkedin} target="_blank" rel="noopener" aria-label="LinkedIn">
                <LinkedInIcon />
              </IconButton>
              <IconButton color="inherit" href={CONTACT.x} target="_blank" rel="noopener" aria-label="X">
                <XIcon />
              </IconButton>
            </Stack>
            <CurrencySelect />
          </Grid>
        </Grid>
        <Typography sx={{ mt: 5, opacity: 0.7 }} variant="body2">
          <FormattedMessage {...landingMessages.copyright} values={{ year: CONTACT.copyrightYear }} />
        </Typography>
      </Container>
    </Box>
  );
}
