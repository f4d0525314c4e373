import type { RouteObject } from 'react-router';

const screen = () => import('./ConfigureStoreScreen.tsx').then((module) => ({ Component: module.ConfigureStoreScreen }));

/** The store type picker and its sub-pages; woocommerce and webflow reuse the Magento form (SPEC 2.3). */
export const STORE_TYPES = ['magento', 'shopify', 'salla', 'woocommerce', 'seller', 'webflow', 'custom', 'others'];

export const configureStoreRoutes: RouteObject[] = [
  { path: 'configure-store', lazy: screen },
  ...STORE_TYPES.map((type) => ({ path: `configure-store/${type}`, lazy: screen })),
];
