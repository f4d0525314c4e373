/** The store types of SPEC 2.3, in the picker's order; woocommerce and webflow reuse the Magento form. */
export const STORE_TYPES = ['magento', 'shopify', 'salla', 'woocommerce', 'seller', 'webflow', 'custom', 'others'] as const;

export type StoreType = (typeof STORE_TYPES)[number];
