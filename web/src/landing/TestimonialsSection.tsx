import { useEffect, useState } from 'react';
import { Box, Container, IconButton, Paper, Stack, Typography } from '@mui/material';
import CircleIcon from '@mui/icons-material/Circle';
import { FormattedMessage, useIntl } from 'react-intl';
import { landingMessages } from './messages.ts';

/** Testimonials rotate every 3000 ms and pause while the pointer is over them (SPEC 4.8). */
export const TESTIMONIAL_ROTATION_MS = 3000;
// Sample content, repeated three times (SPEC 3).
const TESTIMONIALS = [0, 1, 2];

export function TestimonialsSection() {
  const intl = useIntl();
  const [active, setActive] = useState(0);
  const [paused, setPaused] = useState(false);
  useEffect(() => {
    if (paused) return;
    const timer = setInterval(() => setActive((index) => (index + 1) % TESTIMONIALS.length), TESTIMONIAL_ROTATION_MS);
    return () => clearInterval(timer);
  }, [paused]);
  return (
    <Box component="section" id="testimonial" sx={{ py: 8, bgcolor: 'background.default' }} onMouseEnter={() => setPaused(true)} onMouseLeave={() => setPaused(false)}>
      <Container maxWidth="md">
        <Typography variant="h3" component="h2" gutterBottom sx={{ fontWeight: 800, textAlign: 'center' }}>
          <FormattedMessage {...landingMessages.testimonialsTitle} />
        </Typography>
        <Paper variant="outlined" sx={{ p: 4, mt: 3 }} key={active}>
          <Typography variant="h6" component="blockquote" sx={{ m: 0 }}>
            “<FormattedMessage {...landingMessages.testimonialText} />”
          </Typography>
          <Typography sx={{ fontWeight: 700, mt: 2 }}>
            <FormattedMessage {...landingMessages.testimonialAuthor} />
          </Typography>
          <Typography color="text.secondary">
            <FormattedMessage {...landingMessages.testimonialPosition} />
          </Typography>
        </Paper>
        <Stack direction="row" sx={{ justifyContent: 'center', mt: 1 }}>
          {TESTIMONIALS.map((index) => (
            <IconButton key={index} size="small" onClick={() => setActive(index)} aria-label={intl.formatMessage(landingMessages.testimonialDot, { number: index + 1 })}>
              <CircleIcon sx={{ fontSize: 12 }} color={index === active ? 'primary' : 'disabled'} />
            </IconButton>
          ))}
        </Stack>
      </Container>
    </Box>
  );
}
