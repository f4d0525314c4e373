import { useState } from 'react';
import { Accordion, AccordionDetails, AccordionSummary, Typography } from '@mui/material';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import { FormattedMessage, defineMessages } from 'react-intl';
import { MarketingPage } from './MarketingPage.tsx';

const messages = defineMessages({
  title: { id: 'faqs.title', defaultMessage: 'Frequently asked questions', description: 'FAQ page title' },
  q1: { id: 'faqs.q1', defaultMessage: 'Which stores can I connect?', description: 'FAQ question' },
  a1: { id: 'faqs.a1', defaultMessage: 'Shopify, Salla, Magento 2, WooCommerce and Webflow, a CSV export, or your own database.', description: 'FAQ answer' },
  q2: { id: 'faqs.q2', defaultMessage: 'Where can I chat with Dukkan?', description: 'FAQ question' },
  a2: { id: 'faqs.a2', defaultMessage: 'On the web, WhatsApp, Slack, Teams, Telegram and Messenger, by text or voice.', description: 'FAQ answer' },
  q3: { id: 'faqs.q3', defaultMessage: 'Do I need a credit card to start?', description: 'FAQ question' },
  a3: { id: 'faqs.a3', defaultMessage: 'No. The Starter plan is free and needs no credit card.', description: 'FAQ answer' },
  q4: { id: 'faqs.q4', defaultMessage: 'Is my data safe?', description: 'FAQ question' },
  a4: { id: 'faqs.a4', defaultMessage: 'Each store’s data is kept apart, and questions only ever read your own store’s data.', description: 'FAQ answer' },
});

const QUESTIONS = [
  [messages.q1, messages.a1],
  [messages.q2, messages.a2],
  [messages.q3, messages.a3],
  [messages.q4, messages.a4],
] as const;

/** At most one answer open at a time; the first starts open (SPEC 4.8). */
export function FaqsPage() {
  const [open, setOpen] = useState(0);
  return (
    <MarketingPage testId="faqs-page" title={messages.title}>
      {QUESTIONS.map(([question, answer], index) => (
        <Accordion key={question.id} expanded={open === index} onChange={(_event, expanded) => setOpen(expanded ? index : -1)} disableGutters>
          <AccordionSummary expandIcon={<ExpandMoreIcon />}>
            <Typography sx={{ fontWeight: 600 }}>
              <FormattedMessage {...question} />
            </Typography>
          </AccordionSummary>
          <AccordionDetails>
            <Typography color="text.secondary">
              <FormattedMessage {...answer} />
            </Typography>
          </AccordionDetails>
        </Accordion>
      ))}
    </MarketingPage>
  );
}
