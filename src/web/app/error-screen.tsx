import { useEffect } from 'react';
import { isRouteErrorResponse, Link, useRouteError } from 'react-router';
import { isChunkLoadError, mayReload, reloadOnce } from '../lib/load-chunk.ts';
import styles from './error-screen.module.css';

/**
 * The spec's generic fallback for unknown routes and failed screens. A screen whose chunk is
 * gone after a deploy reloads the address once instead (the navigation has reached it).
 */
export function ErrorScreen() {
  const error = useRouteError();
  const reloading = isChunkLoadError(error) && mayReload();
  useEffect(() => {
    if (reloading) reloadOnce();
  }, [reloading]);
  if (reloading) return <main className={styles.screen} aria-busy="true" />;

  const detail = isRouteErrorResponse(error)
    ? `${error.status} ${error.statusText}`
    : error instanceof Error
      ? error.message
      : undefined;
  return (
    <main className={styles.screen}>
      <h1>Unexpected Application Error!</h1>
      {detail ? <p className={styles.detail}>{detail}</p> : null}
      <Link className={styles.home} to="/">
        Back to the shop
      </Link>
    </main>
  );
}
