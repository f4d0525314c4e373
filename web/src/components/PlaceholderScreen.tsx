import type { ReactNode } from 'react';
import { Paper, Stack, Typography } from '@mui/material';
import ConstructionIcon from '@mui/icons-material/ConstructionOutlined';
import { FormattedMessage } from 'react-intl';
import { commonMessages } from './messages.ts';

/** A dashboard screen whose feature is not built yet: its title and a translated note. Features replace it. */
export function PlaceholderScreen({ title, testId, children }: { title: ReactNode; testId: string; children?: ReactNode }) {
  return (
    <Stack spacing={3} data-testid={testId}>
      <Typography variant="h4" component="h1" sx={{ fontWeight: 700 }}>
        {title}
      </Typography>
      <Paper variant="outlined" sx={{ p: 4, display: 'flex', alignItems: 'center', gap: 2 }}>
        <ConstructionIcon color="secondary" fontSize="large" />
        <Typography color="text.secondary">
          <FormattedMessage {...commonMessages.comingSoon} />
        </Typography>
      </Paper>
      {children}
    </Stack>
  );
}
