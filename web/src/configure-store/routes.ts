import type { RouteObject } from 'react-router';
import { STORE_TYPES } from './store-types.ts';

const picker = () => import('./StoreTypePicker.tsx').then((module) => ({ Component: module.StoreTypePicker }));
const seller = () => import('./SellerImportScreen.tsx').then((module) => ({ Component: module.SellerImportScreen }));
// The platform pages belong to the integrations work; until then they are placeholders.
const placeholder = () => import('./ConfigureStoreScreen.tsx').then((module) => ({ Component: module.ConfigureStoreScreen }));

/** The store type picker and its sub-pages (SPEC 2.3). */
export const configureStoreRoutes: RouteObject[] = [
  { path: 'configure-store', lazy: picker },
  ...STORE_TYPES.map((type) => ({ path: `configure-store/${type}`, lazy: type === 'seller' ? seller : placeholder })),
];
