import { useEffect, useState, type Dispatch, type SetStateAction } from 'react';
import { messageOf, SOMETHING_WENT_WRONG } from './api.ts';

export type Refreshable<T> = {
  /** null until the first answer arrives. */
  data: T | null;
  /** For a screen that changes what it loaded (a next page, an edited row). */
  setData: Dispatch<SetStateAction<T | null>>;
  /** The last load's failure, as a person reads it; cleared by the next answer. */
  loadError: string | null;
  /** A refresh asked for is on its way (the first load is not a refresh). */
  refreshing: boolean;
  refresh: () => void;
};

/**
 * Loads once on mount and again on each `refresh()`, aborting a load that the next one or an
 * unmount overtakes. `load` must keep its identity (a module function, or one made with
 * useCallback): a new one loads again.
 */
export function useRefreshable<T>(load: (signal: AbortSignal) => Promise<T>, fallbackMessage: string = SOMETHING_WENT_WRONG): Refreshable<T> {
  const [data, setData] = useState<T | null>(null);
  const [loadError, setLoadError] = useState<string | null>(null);
  const [reloads, setReloads] = useState(0);
  const [refreshing, setRefreshing] = useState(false);

  useEffect(() => {
    const controller = new AbortController();
    load(controller.signal)
      .then((answer) => {
        setData(answer);
        setLoadError(null);
      })
      .catch((caught: unknown) => {
        if (!controller.signal.aborted) setLoadError(messageOf(caught, fallbackMessage));
      })
      .finally(() => {
        if (!controller.signal.aborted) setRefreshing(false);
      });
    return () => controller.abort();
  }, [load, fallbackMessage, reloads]);

  function refresh() {
    setRefreshing(true);
    setReloads((count) => count + 1);
  }

  return { data, setData, loadError, refreshing, refresh };
}
