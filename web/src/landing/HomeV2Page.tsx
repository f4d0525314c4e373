import { useEffect } from 'react';
import { Box, Button, Container, Typography } from '@mui/material';
import { FormattedMessage } from 'react-intl';
import { Link as RouterLink, useParams } from 'react-router';
import { applyHomeCountry } from '../country/home-country.ts';
import { commonMessages } from '../components/messages.ts';
import { LandingAppBar } from './LandingAppBar.tsx';
import { LandingFooter } from './LandingFooter.tsx';
import { HeroSection } from './HeroSection.tsx';
import { EasySetupSection, WhySection } from './FeatureSections.tsx';
import { PricingSection } from './PricingSection.tsx';
import { TestimonialsSection } from './TestimonialsSection.tsx';
import { landingMessages } from './messages.ts';
import { routeNames } from '../app/route-names.ts';

/** `/` and `/{countryCode}`: the v2 landing. The country code picks language, country and currency (SPEC 2.7). */
export function HomeV2Page() {
  const { countryCode } = useParams();
  useEffect(() => applyHomeCountry(countryCode), [countryCode]);
  return (
    <Box sx={{ bgcolor: 'background.paper' }} data-testid="home-page">
      <LandingAppBar />
      <HeroSection />
      <WhySection />
      <EasySetupSection />
      <PricingSection />
      <TestimonialsSection />
      <Container maxWidth="md" component="section" sx={{ py: 8, textAlign: 'center' }}>
        <Typography variant="h4" component="h2" gutterBottom sx={{ fontWeight: 800 }}>
          <FormattedMessage {...landingMessages.ctaTitle} />
        </Typography>
        <Button component={RouterLink} to={routeNames.AuthLoginV2} variant="contained" size="large" sx={{ mt: 2 }}>
          <FormattedMessage {...commonMessages.getStarted} />
        </Button>
      </Container>
      <LandingFooter />
    </Box>
  );
}
