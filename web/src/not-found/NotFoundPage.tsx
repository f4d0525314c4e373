import { Box, Button, Typography } from '@mui/material';
import { FormattedMessage, defineMessages } from 'react-intl';
import { Link as RouterLink } from 'react-router';
import { Logo } from '../components/Logo.tsx';
import { commonMessages } from '../components/messages.ts';

const messages = defineMessages({
  title: { id: 'notFound.title', defaultMessage: 'Page not found', description: 'Not-found page heading' },
  text: { id: 'notFound.text', defaultMessage: "The page you are looking for doesn't exist or has moved.", description: 'Not-found page text' },
});

/** Any path no route knows. */
export function NotFoundPage() {
  return (
    <Box sx={{ minHeight: '100vh', display: 'grid', placeItems: 'center', textAlign: 'center', p: 3 }} data-testid="not-found-page">
      <Box>
        <Logo />
        <Typography variant="h1" color="secondary.main" sx={{ fontWeight: 800, mt: 4, fontSize: 96 }}>
          404
        </Typography>
        <Typography variant="h4" component="h1" gutterBottom sx={{ fontWeight: 700 }}>
          <FormattedMessage {...messages.title} />
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 4 }}>
          <FormattedMessage {...messages.text} />
        </Typography>
        <Button component={RouterLink} to="/" variant="contained">
          <FormattedMessage {...commonMessages.backHome} />
        </Button>
      </Box>
    </Box>
  );
}
