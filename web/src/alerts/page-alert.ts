import { useSyncExternalStore } from 'react';
import type { MessageDescriptor } from 'react-intl';

/** A text to show: a catalogue message, or a message the server already translated. */
export type AlertText = string | MessageDescriptor;

export type AlertType = 'success' | 'danger' | 'dark';

export interface PageAlertState {
  isActive: boolean;
  type: AlertType;
  title: AlertText;
  message: AlertText;
}

/** Alerts appear after this reset delay, so the same alert twice in a row is seen twice (SPEC 8). */
export const ALERT_RESET_DELAY_MS = 100;

let alert: PageAlertState = { isActive: false, type: 'danger', title: '', message: '' };
const listeners = new Set<() => void>();
let pending: ReturnType<typeof setTimeout> | undefined;

function set(next: PageAlertState) {
  alert = next;
  for (const listener of listeners) listener();
}

/** Shows the page alert; the default type `error` is shown as `danger` (SPEC 3). */
export function showPageAlert(options: { type?: AlertType | 'error'; title?: AlertText; message: AlertText }): void {
  const type: AlertType = !options.type || options.type === 'error' ? 'danger' : options.type;
  set({ ...alert, isActive: false });
  clearTimeout(pending);
  pending = setTimeout(() => set({ isActive: true, type, title: options.title ?? '', message: options.message }), ALERT_RESET_DELAY_MS);
}

export function dismissPageAlert(): void {
  clearTimeout(pending);
  set({ ...alert, isActive: false });
}

export function usePageAlert(): PageAlertState {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => alert,
  );
}
