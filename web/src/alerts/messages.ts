import { defineMessages } from 'react-intl';

/** The product's fixed toast and alert texts (SPEC 8). */
export const alertMessages = defineMessages({
  codeCopied: { id: 'toast.codeCopied', defaultMessage: 'Code Copied', description: 'Toast after copying a code to the clipboard' },
  apiKeyCopied: { id: 'toast.apiKeyCopied', defaultMessage: 'API Key Copied', description: 'Toast after copying the Magento API key' },
  whatsappNumberCopied: { id: 'toast.whatsappNumberCopied', defaultMessage: 'Whatsapp number copied', description: 'Toast after copying the product WhatsApp number' },
  formCleared: { id: 'alert.formCleared', defaultMessage: 'Form Cleared', description: 'Dark alert after clearing a setup form' },
  errorOccured: { id: 'alert.errorOccured', defaultMessage: 'Error Occured', description: 'Default failure message of the demo store chat' },
  failed: { id: 'alert.failed', defaultMessage: 'Failed', description: 'Default failure message of Magento and Shopify setup calls' },
  startingDemo: { id: 'alert.startingDemo', defaultMessage: 'Starting your demo store...', description: 'Success message when the demo store chat starts' },
  storeAdded: { id: 'alert.storeAdded', defaultMessage: 'Store added. Copy API key to continue', description: 'Success message after generating a Magento API key' },
  integrationCompleted: { id: 'alert.integrationCompleted', defaultMessage: 'Integration completed', description: 'Success message after a store install is verified' },
  integrationInitiated: { id: 'alert.integrationInitiated', defaultMessage: 'Integration initiated. Redirecting...', description: 'Success message before redirecting to a store install page' },
  somethingWentWrong: { id: 'alert.somethingWentWrong', defaultMessage: 'Something went wrong. Please try again.', description: 'Default failure message when the server cannot be reached' },
  close: { id: 'alert.close', defaultMessage: 'Close', description: 'Label of the button closing an alert or toast' },
});
