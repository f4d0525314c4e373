import type { ReactNode } from 'react';
import { Box, Container, Stack, Typography } from '@mui/material';
import { FormattedMessage, type MessageDescriptor } from 'react-intl';
import { PublicLayout } from '../landing/PublicLayout.tsx';

/** A public page of titled sections of text, inside the landing app bar and footer. */
export function MarketingPage(props: { testId: string; title: MessageDescriptor; lead?: MessageDescriptor; sections?: { title: MessageDescriptor; text: MessageDescriptor }[]; children?: ReactNode }) {
  return (
    <PublicLayout>
      <Box sx={{ bgcolor: 'primary.main', color: 'common.white', py: { xs: 6, md: 9 } }}>
        <Container maxWidth="md">
          <Typography variant="h3" component="h1" data-testid={`${props.testId}-title`} sx={{ fontWeight: 800 }}>
            <FormattedMessage {...props.title} />
          </Typography>
          {props.lead ? (
            <Typography sx={{ mt: 2, fontSize: 18, opacity: 0.9 }}>
              <FormattedMessage {...props.lead} />
            </Typography>
          ) : null}
        </Container>
      </Box>
      <Container maxWidth="md" sx={{ py: 6 }} data-testid={props.testId}>
        <Stack spacing={4}>
          {props.sections?.map((section) => (
            <Box key={section.title.id}>
              <Typography variant="h5" component="h2" gutterBottom sx={{ fontWeight: 700 }}>
                <FormattedMessage {...section.title} />
              </Typography>
              <Typography color="text.secondary" sx={{ fontSize: 17 }}>
                <FormattedMessage {...section.text} />
              </Typography>
            </Box>
          ))}
          {props.children}
        </Stack>
      </Container>
    </PublicLayout>
  );
}
