import { isRouteErrorResponse, Link, useRouteError } from 'react-router';
import styles from './error-screen.module.css';

/** The spec's generic fallback for unknown routes and failed screens. */
export function ErrorScreen() {
  const error = useRouteError();
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
