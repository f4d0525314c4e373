/** The product's public contact details and social pages, shown in the footer and the setup dialogs. */
export const CONTACT = {
  phone: '+966 11 000 0000',
  email: 'support@dukkan.app',
  whatsappNumber: '+966500000000',
  linkedin: 'https://www.linkedin.com/company/dukkan',
  x: 'https://x.com/dukkan',
  copyrightYear: 2024,
} as const;
