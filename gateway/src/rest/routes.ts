import type { RestRoute } from './route.ts';
import { storeRoutes } from './store.routes.ts';

/** Every REST call, one file per domain. */
export const restRoutes: RestRoute[] = [...storeRoutes];
