/** Named routes the code navigates to; AuthLogin is the login screen (SPEC 2.1). */
export const routeNames = {
  Home: '/',
  AuthLogin: '/login',
  AuthLoginV2: '/v2/login',
  AuthRegisterV2: '/v2/register',
  AuthComplete: '/complete',
  AuthCompleteV2: '/v2/complete',
  AuthResetPasswordV2: '/v2/reset-password',
  Dashboard: '/dashboard',
  DashboardV2: '/v2/dashboard',
} as const;

/** The screens of the v2 family link to each other; the legacy ones stay legacy. */
export function isV2Path(pathname: string): boolean {
  return pathname === '/v2' || pathname.startsWith('/v2/');
}
