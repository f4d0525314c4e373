import { Box, Button, Container, Paper, Stack, Typography } from '@mui/material';
import ArrowForwardIcon from '@mui/icons-material/ArrowForward';
import { FormattedMessage } from 'react-intl';
import { Link as RouterLink } from 'react-router';
import { commonMessages } from '../components/messages.ts';
import { landingMessages } from './messages.ts';
import { routeNames } from '../app/route-names.ts';

export function HeroSection() {
  return (
    <Box component="section" sx={{ background: 'linear-gradient(160deg, #1b3a5c 0%, #24507c 100%)', color: 'common.white', py: { xs: 8, md: 12 } }}>
      <Container maxWidth="lg">
        <Stack direction={{ xs: 'column', md: 'row' }} spacing={6} sx={{ alignItems: 'center' }}>
          <Box sx={{ flex: 1 }}>
            <Typography variant="h2" component="h1" data-testid="hero-title" sx={{ fontWeight: 800, fontSize: { xs: 38, md: 56 } }}>
              <FormattedMessage {...landingMessages.heroTitle} />
            </Typography>
            <Typography sx={{ mt: 3, fontSize: 19, opacity: 0.9 }}>
              <FormattedMessage {...landingMessages.heroText} />
            </Typography>
            <Button component={RouterLink} to={routeNames.AuthLoginV2} variant="contained" color="secondary" size="large" endIcon={<ArrowForwardIcon sx={(theme) => ({ transform: theme.direction === 'rtl' ? 'scaleX(-1)' : 'none' })} />} sx={{ mt: 4, px: 4 }}>
              <FormattedMessage {...commonMessages.getStarted} />
            </Button>
            <Typography variant="body2" sx={{ mt: 1.5, opacity: 0.75 }}>
              <FormattedMessage {...landingMessages.heroNoCard} />
            </Typography>
          </Box>
          <ChatPreview />
        </Stack>
      </Container>
    </Box>
  );
}

/** A still of a chat: a question and a bar-chart answer, drawn rather than loaded, so the hero needs no image. */
function ChatPreview() {
  const bars = [40, 65, 52, 80, 72, 95];
  return (
    <Paper elevation={8} sx={{ flex: 1, maxWidth: 420, width: '100%', p: 3, borderRadius: 4 }} aria-hidden>
      <Box sx={{ bgcolor: 'grey.100', borderRadius: 3, p: 1.5, mb: 2, width: '75%', marginInlineStart: 'auto' }}>
        <Box sx={{ height: 10, bgcolor: 'grey.400', borderRadius: 1, mb: 1 }} />
        <Box sx={{ height: 10, bgcolor: 'grey.300', borderRadius: 1, width: '60%' }} />
      </Box>
      <Box sx={{ display: 'flex', alignItems: 'flex-end', gap: 1.5, height: 160, p: 2, bgcolor: 'grey.50', borderRadius: 3 }}>
        {bars.map((height, index) => (
          <Box key={index} sx={{ flex: 1, height: `${height}%`, bgcolor: index === bars.length - 1 ? 'secondary.main' : 'primary.light', borderRadius: 1 }} />
        ))}
      </Box>
    </Paper>
  );
}
