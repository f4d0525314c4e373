import { useCallback, useEffect, useRef, useState } from 'react';
import { graphql, requestSubscription, useRelayEnvironment } from 'react-relay';
import type { ImportProgressSubscription, ImportProgressSubscription$data } from '../__generated__/ImportProgressSubscription.graphql.ts';
import { importApi, type ImportState } from './import-api.ts';

const importProgressSubscription = graphql`
  subscription ImportProgressSubscription($importId: ID!) {
    importProgress(importId: $importId) {
      importId
      status
      stage
      progress
      rowsTotal
      rowsImported
      bytesRead
      bytesTotal
      tableName
      errors {
        line
        code
        message
        fatal
      }
    }
  }
`;

/** The statuses an import ends in: nothing follows them. */
export const FINISHED = new Set(['succeeded', 'failed', 'cancelled']);

function stateOf(event: ImportProgressSubscription$data['importProgress']): ImportState {
  return {
    id: event.importId,
    status: event.status as ImportState['status'],
    stage: (event.stage ?? null) as ImportState['stage'],
    progress: event.progress,
    rowsTotal: event.rowsTotal,
    rowsImported: event.rowsImported,
    bytesRead: event.bytesRead,
    bytesTotal: event.bytesTotal,
    tableName: event.tableName ?? null,
    errors: event.errors.map((error) => ({ ...error, line: error.line ?? null })),
  };
}

/**
 * Follows one import live on Subscription.importProgress (its current state first, then each change). If the socket
 * fails (a proxy that refuses WebSockets), the import is read from REST every second instead, so the screen still
 * reaches the end.
 */
export function useImportProgress() {
  const environment = useRelayEnvironment();
  const [state, setState] = useState<ImportState | null>(null);
  const live = useRef<{ id: string; stop: () => void } | null>(null);

  const stop = useCallback(() => {
    live.current?.stop();
    live.current = null;
  }, []);
  useEffect(() => stop, [stop]);

  const follow = useCallback(
    (initial: ImportState) => {
      stop();
      setState(initial);
      if (FINISHED.has(initial.status)) return;
      const id = initial.id;
      let timer: ReturnType<typeof setTimeout> | undefined;
      const following = () => live.current?.id === id;
      const apply = (next: ImportState) => {
        if (!following()) return;
        // Progress never goes back on screen, whichever way an update arrived.
        setState((previous) => (previous && previous.id === id && !FINISHED.has(next.status) ? { ...next, progress: Math.max(previous.progress, next.progress) } : next));
        if (FINISHED.has(next.status)) stop();
      };
      const poll = () => {
        clearTimeout(timer);
        timer = setTimeout(async () => {
          if (!following()) return;
          try {
            apply(await importApi.state(id));
          } catch {
            // A failed read is retried on the next round.
          }
          if (following()) poll();
        }, 1000);
      };
      const subscription = requestSubscription<ImportProgressSubscription>(environment, {
        subscription: importProgressSubscription,
        variables: { importId: id },
        onNext: (response) => {
          if (response) apply(stateOf(response.importProgress));
        },
        onError: poll,
        // Completed without a final state (the server went away): read it from REST.
        onCompleted: poll,
      });
      live.current = {
        id,
        stop: () => {
          subscription.dispose();
          clearTimeout(timer);
        },
      };
    },
    [environment, stop],
  );

  const reset = useCallback(() => {
    stop();
    setState(null);
  }, [stop]);

  /**
   * An outcome of the import on screen that came some other way (a cancel's answer; one still running is left to the
   * live updates). It is taken only while that import is still the one shown and unfinished: an answer that arrives
   * after the seller moved on to the next file (the subscription told the cancel first) must not put the old import
   * back on screen.
   */
  const settle = useCallback(
    (next: ImportState) => {
      if (!FINISHED.has(next.status)) return;
      setState((previous) => (previous && previous.id === next.id && !FINISHED.has(previous.status) ? next : previous));
      if (live.current?.id === next.id) stop();
    },
    [stop],
  );

  const [cancelling, setCancelling] = useState(false);
  /** Cancels the import on screen; its outcome comes live or with the cancel's answer, whichever is first. */
  const cancel = useCallback(async () => {
    if (!state || FINISHED.has(state.status)) return;
    setCancelling(true);
    try {
      settle(await importApi.cancel(state.id));
    } catch {
      // Already finished: the live progress shows how.
    } finally {
      setCancelling(false);
    }
  }, [state, settle]);

  return { state, follow, reset, cancel, cancelling };
}
