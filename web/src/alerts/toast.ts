import { useSyncExternalStore } from 'react';
import type { AlertText } from './page-alert.ts';

export interface Toast {
  key: number;
  text: AlertText;
}

let current: Toast | null = null;
let nextKey = 1;
const listeners = new Set<() => void>();

function set(next: Toast | null) {
  current = next;
  for (const listener of listeners) listener();
}

/** Shows a short toast ("Code Copied"...); a new toast replaces the one on screen. */
export function showToast(text: AlertText): void {
  set({ key: nextKey++, text });
}

export function dismissToast(): void {
  set(null);
}

export function useToast(): Toast | null {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => current,
  );
}
