import { useEffect } from 'react';
import { Box, Button, Typography } from '@mui/material';
import { FormattedMessage } from 'react-intl';
import { isRouteErrorResponse, useRouteError } from 'react-router';
import { failProgress } from '../progress/progress.ts';
import { commonMessages } from '../components/messages.ts';
import { NotFoundPage } from '../not-found/NotFoundPage.tsx';

/** A navigation that failed (a guard threw, a screen's code could not load): the bar turns red, the page says so. */
export function RouteFailure() {
  const error = useRouteError();
  useEffect(() => {
    failProgress();
    console.error(error);
  }, [error]);
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundPage />;
  return (
    <Box sx={{ minHeight: '60vh', display: 'grid', placeItems: 'center', textAlign: 'center', p: 3 }} data-testid="route-failure">
      <Box>
        <Typography variant="h5" gutterBottom>
          <FormattedMessage {...commonMessages.failedToLoad} />
        </Typography>
        <Button variant="contained" onClick={() => window.location.reload()}>
          <FormattedMessage {...commonMessages.retry} />
        </Button>
      </Box>
    </Box>
  );
}
