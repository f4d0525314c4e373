import { redirect, type RouteObject } from 'react-router';
import { withAuth } from './guards.ts';
import { AuthLayout } from './AuthLayout.tsx';
import { LoginScreen } from './LoginScreen.tsx';
import { RegisterScreen } from './RegisterScreen.tsx';
import { LogoutScreen } from './LogoutScreen.tsx';
import { ResetPasswordScreen } from './ResetPasswordScreen.tsx';
import { ChangePasswordScreen } from './ChangePasswordScreen.tsx';
import { CompleteProfileScreen } from './CompleteProfileScreen.tsx';
import { InviteScreen } from './InviteScreen.tsx';

/** Every auth route of SPEC 2.2 for / and /v2, with its guard meta (SPEC 6). */
export const authRoutes: RouteObject = {
  Component: AuthLayout,
  children: [
    withAuth('any', { path: 'invite/:inviteCode', Component: InviteScreen }),
    withAuth('guest', { path: 'login', Component: LoginScreen, id: 'AuthLogin' }),
    withAuth('any', { path: 'logout', Component: LogoutScreen }),
    // /register keeps the query (uuid, shop) on its way to /v2/register.
    { path: 'register', loader: ({ request }) => redirect(`/v2/register${new URL(request.url).search}`), handle: { auth: 'guest' } },
    withAuth('guest', { path: 'reset-password', Component: ResetPasswordScreen }),
    withAuth('required', { path: 'complete', Component: CompleteProfileScreen }),
    withAuth('guest', { path: 'v2/login', Component: LoginScreen }),
    withAuth('guest', { path: 'v2/register', Component: RegisterScreen }),
    withAuth('any', { path: 'v2/logout', Component: LogoutScreen }),
    withAuth('guest', { path: 'v2/reset-password', Component: ResetPasswordScreen }),
    withAuth('guest', { path: 'v2/change-password', Component: ChangePasswordScreen }),
    withAuth('required', { path: 'v2/complete', Component: CompleteProfileScreen }),
  ],
};
