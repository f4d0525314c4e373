import { defineMessages } from 'react-intl';

export const commonMessages = defineMessages({
  brand: { id: 'common.brand', defaultMessage: 'Dukkan', description: 'The product name' },
  tagline: { id: 'common.tagline', defaultMessage: 'Ask your store. Get answers.', description: 'Short product tagline next to the logo' },
  loading: { id: 'common.loading', defaultMessage: 'Loading…', description: 'Shown while a screen loads' },
  comingSoon: { id: 'common.comingSoon', defaultMessage: 'This screen is being built. Check back soon.', description: 'Body of a dashboard screen that is not ready yet' },
  backHome: { id: 'common.backHome', defaultMessage: 'Back to home', description: 'Link back to the home page' },
  getStarted: { id: 'common.getStarted', defaultMessage: 'Get Started', description: 'Call to action button leading to login' },
  login: { id: 'common.login', defaultMessage: 'Login', description: 'Login button in the landing top bar' },
  failedToLoad: { id: 'common.failedToLoad', defaultMessage: 'Something went wrong while opening this page.', description: 'Shown when a screen fails to load' },
  retry: { id: 'common.retry', defaultMessage: 'Try again', description: 'Retry button' },
});
