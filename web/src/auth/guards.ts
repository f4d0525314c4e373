import { redirect, type LoaderFunctionArgs, type RouteObject } from 'react-router';
import { isSignedIn } from '../state/app-state.ts';
import { isV2Path, routeNames } from '../app/route-names.ts';

/** Route meta for the pre-navigation guard (SPEC 6): guest-only pages, login-required pages, or open to all. */
export type AuthMeta = 'guest' | 'required' | 'any';

function guard(meta: AuthMeta) {
  return ({ request }: LoaderFunctionArgs) => {
    const url = new URL(request.url);
    const v2 = isV2Path(url.pathname);
    if (meta === 'guest' && isSignedIn()) return redirect(v2 ? routeNames.DashboardV2 : routeNames.Dashboard);
    if (meta === 'required' && !isSignedIn()) {
      const back = encodeURIComponent(url.pathname + url.search);
      return redirect(`${v2 ? routeNames.AuthLoginV2 : routeNames.AuthLogin}?redirect=${back}`);
    }
    return null;
  };
}

/** Gives a route its auth meta: stored in `handle.auth` and enforced by a loader before the route renders. */
export function withAuth(meta: AuthMeta, route: RouteObject): RouteObject {
  return { ...route, loader: guard(meta), handle: { ...route.handle, auth: meta } } as RouteObject;
}

/** Where to go after signing in: back where the guard sent the visitor from, if that is a path of this app. */
export function redirectTarget(search: URLSearchParams, fallback: string): string {
  const target = search.get('redirect');
  return target && target.startsWith('/') && !target.startsWith('//') ? target : fallback;
}
