import { useCallback, useEffect, useState, type Dispatch, type SetStateAction } from 'react';
import { useFetcher } from 'react-router';
import { SOMETHING_WENT_WRONG } from './api.ts';

/** What a data route answers (app/data-routes.ts): its data, or the failure in words (null: none meant for people). */
export type Loaded<T> = { ok: true; data: T } | { ok: false; message: string | null };

/**
 * What the operator's panels load through the router's fetchers (app/data-routes.ts). Their addresses are
 * built here, not in lib/paths.ts: that module is in the shopper screens' first scripts.
 */
export type DataName = 'session' | 'products' | 'orders' | 'outbox' | 'vitals' | 'sales' | 'subscribers' | 'audit' | 'rates';

/** A data route: /data/{name}, with its query (e.g. the next page's cursor) when there is one. */
export function dataPath(name: DataName, query?: Record<string, string>): string {
  const search = query && new URLSearchParams(query).toString();
  return `/data/${name}${search ? `?${search}` : ''}`;
}

export type Refreshable<T> = {
  /** null until the first answer arrives. */
  data: T | null;
  /** For a screen that changes what it loaded (a next page, an edited row); the next answer replaces it. */
  setData: Dispatch<SetStateAction<T | null>>;
  /** The last load's failure, as a person reads it; cleared by the next answer. */
  loadError: string | null;
  /** A load after the first answer is on its way. */
  refreshing: boolean;
  refresh: () => void;
};

/**
 * What a panel shows, from its data route through one of the router's fetchers: loaded on
 * mount, again on each `refresh()`, and whenever `query` changes. The router aborts a load that the next one or an
 * unmount overtakes.
 */
export function useRefreshable<T>(name: DataName, fallbackMessage: string = SOMETHING_WENT_WRONG, query?: Record<string, string>): Refreshable<T> {
  const { load, data: answer, state } = useFetcher<Loaded<T>>();
  const [data, setData] = useState<T | null>(null);
  const [answered, setAnswered] = useState<Loaded<T> | undefined>(undefined);
  // A new answer replaces the data (and what the screen changed in it); a failure keeps it. Not
  // while a newer load is on its way: the router renders its answers in a transition, so an
  // answer may reach the screen after a change the screen made since (then refreshed).
  if (answer !== answered && state === 'idle') {
    setAnswered(answer);
    if (answer?.ok) setData(answer.data);
  }

  // A panel that filters what it loads (the orders) passes its query: a new one loads again.
  const path = dataPath(name, query);
  const refresh = useCallback(() => void load(path), [load, path]);
  useEffect(refresh, [refresh]);

  return {
    data,
    setData,
    loadError: answer && !answer.ok ? (answer.message ?? fallbackMessage) : null,
    refreshing: state === 'loading' && answer !== undefined,
    refresh,
  };
}
