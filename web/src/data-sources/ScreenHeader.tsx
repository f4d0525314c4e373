import type { ReactNode } from 'react';
import { Button, Stack, Typography } from '@mui/material';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { FormattedMessage } from 'react-intl';
import { Link as RouterLink } from 'react-router';
import { messages } from './messages.ts';

/** A data-source screen's title, with a link back up and optional actions on the other side. */
export function ScreenHeader({ title, back, actions, testId }: { title: ReactNode; back?: string; actions?: ReactNode; testId: string }) {
  return (
    <Stack spacing={1}>
      {back ? (
        <div>
          {/* The arrow flips with the direction, so "back" points to where the reader came from. */}
          <Button component={RouterLink} to={back} size="small" startIcon={<ArrowBackIcon sx={{ transform: (theme) => (theme.direction === 'rtl' ? 'scaleX(-1)' : 'none') }} />} data-testid="data-sources-back">
            <FormattedMessage {...messages.back} />
          </Button>
        </div>
      ) : null}
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap' }} useFlexGap>
        <Typography variant="h4" component="h1" sx={{ fontWeight: 700 }} data-testid={testId}>
          {title}
        </Typography>
        {actions ? <Stack direction="row" spacing={1}>{actions}</Stack> : null}
      </Stack>
    </Stack>
  );
}
