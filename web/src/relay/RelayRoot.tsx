import { useMemo, type ReactNode } from 'react';
import { RelayEnvironmentProvider } from 'react-relay';
import { useAppState } from '../state/use-app-state.ts';
import { closeSubscriptions, createRelayEnvironment } from './environment.ts';

/** Provides Relay to the signed-in screens; a new token gets a new environment (and a new socket). */
export function RelayRoot({ children }: { children: ReactNode }) {
  const token = useAppState((state) => state.auth.token);
  const environment = useMemo(() => {
    closeSubscriptions();
    return createRelayEnvironment();
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [token]);
  return <RelayEnvironmentProvider environment={environment}>{children}</RelayEnvironmentProvider>;
}
