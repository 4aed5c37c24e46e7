import { useEffect } from 'react';
import { isRouteErrorResponse, Link, useRouteError } from 'react-router';
import { isChunkLoadError, mayReload, reloadOnce } from '../lib/load-chunk.ts';
import { useMessages } from '../lib/language.tsx';
import styles from './error-screen.module.css';

/**
 * The spec's generic fallback for unknown routes and failed screens. A screen whose chunk is
 * gone after a deploy reloads the address once instead (the navigation has reached it).
 */
export function ErrorScreen() {
  const error = useRouteError();
  const reloading = isChunkLoadError(error) && mayReload();
  const words = useMessages().common.error;
  useEffect(() => {
    if (reloading) reloadOnce();
  }, [reloading]);
  if (reloading) return <main className={styles.screen} aria-busy="true" />;

  const detail = isRouteErrorResponse(error)
    ? words.status(error.status, error.statusText)
    : error instanceof Error
      ? error.message
      : undefined;
  return (
    <main className={styles.screen}>
      <h1>{words.title}</h1>
      {detail ? <p className={styles.detail}>{detail}</p> : null}
      <Link className={styles.home} to="/">
        {words.back}
      </Link>
    </main>
  );
}
