import { Box, CircularProgress } from '@mui/material';
import { useIntl } from 'react-intl';
import { commonMessages } from './messages.ts';

export function ScreenLoading() {
  const intl = useIntl();
  return (
    <Box sx={{ display: 'grid', placeItems: 'center', minHeight: 240 }}>
      <CircularProgress aria-label={intl.formatMessage(commonMessages.loading)} />
    </Box>
  );
}
