import type { RestRoute } from './route.ts';
import { storeRoutes } from './store.routes.ts';
import { chatRoutes } from './chat.routes.ts';
import { authRoutes } from './auth.routes.ts';
import { sellerCsvRoutes } from './seller-csv.routes.ts';
import { dataSourceRoutes } from './data-source.routes.ts';
import { importRoutes } from './import.routes.ts';
import { teamRoutes } from './team.routes.ts';

/** Every REST call, one file per domain. */
export const restRoutes: RestRoute[] = [...authRoutes, ...storeRoutes, ...teamRoutes, ...chatRoutes, ...sellerCsvRoutes, ...importRoutes, ...dataSourceRoutes];
