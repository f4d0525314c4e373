import { useSyncExternalStore } from 'react';

/** Navigation progress constants (SPEC 9.4). */
export const PROGRESS = {
  durationMs: 3000,
  tickMs: 100,
  ceiling: 99,
  hideAfterMs: 300,
  thicknessPx: 5,
  colour: '#f5c518',
  failedColour: '#d32f2f',
} as const;

export interface ProgressState {
  percent: number;
  show: boolean;
  failed: boolean;
}

let state: ProgressState = { percent: 0, show: false, failed: false };
const listeners = new Set<() => void>();
let ticker: ReturnType<typeof setInterval> | undefined;
let hider: ReturnType<typeof setTimeout> | undefined;

function set(next: Partial<ProgressState>) {
  state = { ...state, ...next };
  for (const listener of listeners) listener();
}

/**
 * Starts at 0 and climbs by a random step every 100 ms, sized so the bar would fill in `durationMs`, but never past
 * 99: it waits there until the navigation finishes.
 */
export function startProgress(durationMs: number = PROGRESS.durationMs): void {
  clearInterval(ticker);
  clearTimeout(hider);
  set({ percent: 0, show: true, failed: false });
  const step = (100 * PROGRESS.tickMs) / durationMs;
  ticker = setInterval(() => {
    set({ percent: Math.min(PROGRESS.ceiling, state.percent + Math.floor(step * Math.random() * 2)) });
  }, PROGRESS.tickMs);
}

/** Goes to 100, then hides after 300 ms. */
export function finishProgress(): void {
  if (!state.show) return;
  clearInterval(ticker);
  set({ percent: 100 });
  clearTimeout(hider);
  hider = setTimeout(() => set({ show: false, percent: 0 }), PROGRESS.hideAfterMs);
}

/** Turns the bar the failure colour and finishes it. */
export function failProgress(): void {
  if (!state.show) startProgress();
  set({ failed: true });
  finishProgress();
}

export function isProgressRunning(): boolean {
  return state.show && state.percent < 100;
}

export function useProgress(): ProgressState {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => state,
  );
}
