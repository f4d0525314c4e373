import { defineMessages } from 'react-intl';
import { MarketingPage } from './MarketingPage.tsx';

const messages = defineMessages({
  title: { id: 'about.title', defaultMessage: 'About Us', description: 'About page title' },
  lead: { id: 'about.lead', defaultMessage: 'Dukkan is an AI assistant that answers questions about your store data in chat.', description: 'About page lead' },
  whoTitle: { id: 'about.who.title', defaultMessage: 'Who we are', description: 'About section title' },
  whoText: { id: 'about.who.text', defaultMessage: 'A team of engineers and merchants who believe every store owner deserves a data analyst in their pocket.', description: 'About section text' },
  whatTitle: { id: 'about.what.title', defaultMessage: 'What we do', description: 'About section title' },
  whatText: { id: 'about.what.text', defaultMessage: 'We connect your store, your files or your database and let you ask about sales, orders, products, shipping, returns and more, by text or voice, in WhatsApp, Slack or the web.', description: 'About section text' },
  whyTitle: { id: 'about.why.title', defaultMessage: 'Why choose Dukkan', description: 'About section title' },
  whyText: { id: 'about.why.text', defaultMessage: 'Setup takes 3 minutes, answers come as text, tables and charts, and more than 90 languages are understood, Arabic and English first.', description: 'About section text' },
  serveTitle: { id: 'about.serve.title', defaultMessage: 'Who we serve', description: 'About section title' },
  serveText: { id: 'about.serve.text', defaultMessage: 'Store owners and managers, marketing and sales, support, operations, product, finance and developers.', description: 'About section text' },
  dreamTitle: { id: 'about.dream.title', defaultMessage: 'The dream', description: 'About section title' },
  dreamText: { id: 'about.dream.text', defaultMessage: 'Business decisions made in minutes, by anyone on the team, just by asking.', description: 'About section text' },
});

export function AboutUsPage() {
  const m = messages;
  return (
    <MarketingPage
      testId="about-page"
      title={m.title}
      lead={m.lead}
      sections={[
        { title: m.whoTitle, text: m.whoText },
        { title: m.whatTitle, text: m.whatText },
        { title: m.whyTitle, text: m.whyText },
        { title: m.serveTitle, text: m.serveText },
        { title: m.dreamTitle, text: m.dreamText },
      ]}
    />
  );
}
