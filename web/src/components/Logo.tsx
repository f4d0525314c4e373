import { Box, Typography } from '@mui/material';
import { FormattedMessage } from 'react-intl';
import { Link as RouterLink } from 'react-router';
import { commonMessages } from './messages.ts';

/** The bag mark and the brand name, linking home. */
export function Logo({ to = '/', light = false }: { to?: string; light?: boolean }) {
  return (
    <Box component={RouterLink} to={to} sx={{ display: 'inline-flex', alignItems: 'center', gap: 1, color: light ? 'common.white' : 'primary.main', textDecoration: 'none' }} data-testid="logo">
      <Box component="img" src="/favicon.svg" alt="" sx={{ width: 36, height: 36 }} />
      <Typography variant="h6" component="span" sx={{ fontWeight: 800 }}>
        <FormattedMessage {...commonMessages.brand} />
      </Typography>
    </Box>
  );
}
