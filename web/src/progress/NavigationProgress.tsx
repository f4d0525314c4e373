import { useEffect, useRef } from 'react';
import { Box } from '@mui/material';
import { matchRoutes, useLocation, useNavigation, type Location, type RouteObject } from 'react-router';
import { finishProgress, isProgressRunning, PROGRESS, startProgress, useProgress } from './progress.ts';

/** Route meta: `handle: { progress: false }` turns the bar off for a route; `{ progress: { durationMs } }` tunes it. */
export interface ProgressMeta {
  progress?: false | { durationMs?: number };
}

function progressMetaOf(routes: RouteObject[], location: Pick<Location, 'pathname'>): ProgressMeta['progress'] {
  const matches = matchRoutes(routes, location.pathname) ?? [];
  let meta: ProgressMeta['progress'] = {};
  for (const match of matches) {
    const handle = match.route.handle as ProgressMeta | undefined;
    if (handle?.progress !== undefined) meta = handle.progress;
  }
  return meta;
}

/**
 * Runs the bar around every navigation: it starts when the router begins one (guards and code-split screens
 * loading) and finishes once the new location renders; a navigation with nothing to load still shows a short run.
 */
export function NavigationProgress({ routes }: { routes: RouteObject[] }) {
  const navigation = useNavigation();
  const location = useLocation();
  const shownKey = useRef(location.key);

  useEffect(() => {
    if (navigation.state === 'idle' || !navigation.location) return;
    const meta = progressMetaOf(routes, navigation.location);
    if (meta !== false && !isProgressRunning()) startProgress(meta?.durationMs);
  }, [navigation.state, navigation.location, routes]);

  useEffect(() => {
    if (navigation.state !== 'idle') return;
    const arrived = shownKey.current !== location.key;
    shownKey.current = location.key;
    const meta = progressMetaOf(routes, location);
    if (arrived && meta !== false && !isProgressRunning()) startProgress(meta?.durationMs);
    finishProgress();
  }, [location, navigation.state, routes]);

  return <ProgressBar />;
}

/**
 * The root route's HydrateFallback: while the first page's code-split screens and guards load, the bar runs (the
 * shell's NavigationProgress finishes it once the page renders). Without one, react-router warns on every load.
 */
export function InitialLoadProgress() {
  useEffect(() => {
    if (!isProgressRunning()) startProgress();
  }, []);
  return <ProgressBar />;
}

export function ProgressBar() {
  const { percent, show, failed } = useProgress();
  return (
    <Box
      data-testid="navigation-progress"
      data-percent={percent}
      data-failed={failed}
      role="progressbar"
      aria-valuenow={percent}
      aria-hidden={!show}
      sx={{
        position: 'fixed',
        top: 0,
        insetInlineStart: 0,
        zIndex: 2000,
        height: `${PROGRESS.thicknessPx}px`,
        width: `${percent}%`,
        opacity: show ? 1 : 0,
        bgcolor: failed ? PROGRESS.failedColour : PROGRESS.colour,
        transition: 'width 0.2s linear, opacity 0.3s',
        pointerEvents: 'none',
      }}
    />
  );
}
