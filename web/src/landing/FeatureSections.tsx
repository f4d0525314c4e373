import { Avatar, Box, Card, CardContent, Container, Grid, Stack, Typography } from '@mui/material';
import ChatIcon from '@mui/icons-material/ChatOutlined';
import BoltIcon from '@mui/icons-material/BoltOutlined';
import BarChartIcon from '@mui/icons-material/BarChartOutlined';
import StorageIcon from '@mui/icons-material/StorageOutlined';
import { FormattedMessage, FormattedNumber, type MessageDescriptor } from 'react-intl';
import type { ReactNode } from 'react';
import { landingMessages as m } from './messages.ts';

const WHY_CARDS: { icon: ReactNode; title: MessageDescriptor; text: MessageDescriptor }[] = [
  { icon: <ChatIcon />, title: m.whyChatTitle, text: m.whyChatText },
  { icon: <BoltIcon />, title: m.whyRealtimeTitle, text: m.whyRealtimeText },
  { icon: <BarChartIcon />, title: m.whyChartsTitle, text: m.whyChartsText },
  { icon: <StorageIcon />, title: m.whyScaleTitle, text: m.whyScaleText },
];

export function WhySection() {
  return (
    <Container maxWidth="lg" component="section" id="why" sx={{ py: 8 }}>
      <Typography variant="h3" component="h2" sx={{ fontWeight: 800, textAlign: 'center', mb: 5 }}>
        <FormattedMessage {...m.whyTitle} />
      </Typography>
      <Grid container spacing={3}>
        {WHY_CARDS.map((card) => (
          <Grid key={card.title.id} size={{ xs: 12, sm: 6, lg: 3 }}>
            <Card variant="outlined" sx={{ height: '100%' }}>
              <CardContent>
                <Avatar sx={{ bgcolor: 'secondary.main', color: 'primary.main', mb: 2 }}>{card.icon}</Avatar>
                <Typography variant="h6" gutterBottom sx={{ fontWeight: 700 }}>
                  <FormattedMessage {...card.title} />
                </Typography>
                <Typography color="text.secondary">
                  <FormattedMessage {...card.text} />
                </Typography>
              </CardContent>
            </Card>
          </Grid>
        ))}
      </Grid>
    </Container>
  );
}

export function EasySetupSection() {
  const steps = [m.setupStep1, m.setupStep2, m.setupStep3];
  return (
    <Box component="section" id="easy-setup" sx={{ py: 8, bgcolor: 'background.default' }}>
      <Container maxWidth="md">
        <Typography variant="h3" component="h2" sx={{ fontWeight: 800, textAlign: 'center', mb: 5 }}>
          <FormattedMessage {...m.setupTitle} />
        </Typography>
        <Stack spacing={2}>
          {steps.map((step, index) => (
            <Stack key={step.id} direction="row" spacing={2} sx={{ alignItems: 'center' }}>
              <Avatar sx={{ bgcolor: 'primary.main', fontWeight: 700 }}>
                <FormattedNumber value={index + 1} />
              </Avatar>
              <Typography variant="h6" component="p">
                <FormattedMessage {...step} />
              </Typography>
            </Stack>
          ))}
        </Stack>
      </Container>
    </Box>
  );
}
