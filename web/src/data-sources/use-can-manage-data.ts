import { useEffect } from 'react';
import { loadStoreConfig } from '../auth/session.ts';
import { useAppState } from '../state/use-app-state.ts';

let refreshed: Promise<unknown> | null = null;

/**
 * Whether the signed-in user may change the store's data: owners and admins (ADR 49); members read it (ADR 51). The
 * screens hide what a member would be refused. It comes with the store config (`can_manage_data`), read again once
 * per page load, since a role can change while the app is closed; false until it is known.
 */
export function useCanManageData(): boolean {
  const allowed = useAppState((state) => state.store.config.can_manage_data);
  useEffect(() => {
    refreshed ??= loadStoreConfig().catch(() => {
      refreshed = null;
    });
  }, []);
  return allowed === true;
}
