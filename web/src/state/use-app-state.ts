import { useSyncExternalStore } from 'react';
import { getAppState, subscribeAppState, type AppState } from './app-state.ts';

/** Reads one slice of the persisted state and re-renders when it changes. Select a stable value, not a new object. */
export function useAppState<T>(select: (state: AppState) => T): T {
  return useSyncExternalStore(subscribeAppState, () => select(getAppState()));
}
