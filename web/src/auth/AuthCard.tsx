import type { FormEvent, ReactNode } from 'react';
import { Box, Paper, Stack, Typography } from '@mui/material';

/** The card every auth screen sits in: a heading, a line of help, then the form. */
export function AuthCard(props: { title: ReactNode; subtitle?: ReactNode; onSubmit?: () => void; testId: string; children: ReactNode }) {
  const submit = (event: FormEvent) => {
    event.preventDefault();
    props.onSubmit?.();
  };
  return (
    <Paper elevation={0} sx={{ p: { xs: 3, sm: 5 }, width: '100%', maxWidth: 460, border: 1, borderColor: 'divider' }}>
      <Box component="form" noValidate onSubmit={submit} data-testid={props.testId}>
        <Stack spacing={2.5}>
          <Box>
            <Typography variant="h5" component="h1" gutterBottom sx={{ fontWeight: 700 }}>
              {props.title}
            </Typography>
            {props.subtitle ? <Typography color="text.secondary">{props.subtitle}</Typography> : null}
          </Box>
          {props.children}
        </Stack>
      </Box>
    </Paper>
  );
}
