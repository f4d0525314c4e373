import type { RouteObject } from 'react-router';
import { useParams } from 'react-router';
import { AppShell } from './AppShell.tsx';
import { RouteFailure } from './RouteFailure.tsx';
import { InitialLoadProgress } from '../progress/NavigationProgress.tsx';
import { HomeV2Page } from '../landing/HomeV2Page.tsx';
import { isCountryPath } from '../country/home-country.ts';
import { DevHomePage } from '../pages/DevHomePage.tsx';
import { AboutUsPage } from '../pages/AboutUsPage.tsx';
import { FaqsPage } from '../pages/FaqsPage.tsx';
import { PrivacyPolicyPage } from '../pages/PrivacyPolicyPage.tsx';
import { MagentoLandingPage } from '../magento/MagentoLandingPage.tsx';
import { MagentoSetupPage } from '../magento/MagentoSetupPage.tsx';
import { ShopifySetupPage } from '../shopify/ShopifySetupPage.tsx';
import { SallaLandingPage } from '../salla/SallaLandingPage.tsx';
import { SallaSetupPage } from '../salla/SallaSetupPage.tsx';
import { NotFoundPage } from '../not-found/NotFoundPage.tsx';
import { authRoutes } from '../auth/routes.tsx';
import { legacyDashboardRoute, v2DashboardRoute } from '../dashboard/routes.ts';

/** `/{countryCode}`: two letters are a country's home; any other single segment is an unknown page. */
function CountryHome() {
  return isCountryPath(useParams().countryCode) ? <HomeV2Page /> : <NotFoundPage />;
}

/** Public routes of SPEC 2.1. */
const publicRoutes: RouteObject[] = [
  { index: true, Component: HomeV2Page },
  { path: ':countryCode', Component: CountryHome },
  { path: 'dev/home', Component: DevHomePage },
  { path: 'magento', element: <MagentoLandingPage variant={1} /> },
  { path: 'magento2', element: <MagentoLandingPage variant={2} /> },
  { path: 'magento/setup', Component: MagentoSetupPage },
  { path: 'magento/setup/:uuid', Component: MagentoSetupPage },
  { path: 'shopify/setup', Component: ShopifySetupPage },
  { path: 'shopify/setup/:uuid', Component: ShopifySetupPage },
  { path: 'salla', Component: SallaLandingPage },
  { path: 'salla/setup', Component: SallaSetupPage },
  { path: 'salla/setup/:uuid', Component: SallaSetupPage },
  { path: 'about-us', Component: AboutUsPage },
  { path: 'faqs', Component: FaqsPage },
  { path: 'privacy-policy', Component: PrivacyPolicyPage },
];

const children: RouteObject[] = [...publicRoutes, authRoutes, legacyDashboardRoute, v2DashboardRoute, { path: '*', Component: NotFoundPage }];

/** The whole route table; the shell sees it to read each route's progress meta. */
export const routes: RouteObject[] = [{ path: '/', errorElement: <RouteFailure />, HydrateFallback: InitialLoadProgress, children }];
routes[0].element = <AppShell routes={routes} />;
