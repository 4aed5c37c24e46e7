/** When this page last reloaded itself for a missing chunk (session storage, epoch ms). */
const RELOADED_AT_KEY = 'chunk-reloaded-at';
/** A reload less than this long ago did not help: show the error instead of reloading again. */
const RELOAD_AGAIN_AFTER_MS = 60_000;
/** How Chromium, Firefox, Safari and Vite's CSS loader say that a chunk could not be loaded. */
const CHUNK_LOAD_FAILURE = /dynamically imported module|Importing a module script failed|Unable to preload CSS/i;

/** Whether an error is a script chunk (or its CSS) that could not be fetched. */
export function isChunkLoadError(error: unknown): boolean {
  return error instanceof Error && CHUNK_LOAD_FAILURE.test(error.message);
}

/** Whether a reload may help: none in the last minute (else it did not help: show the error). */
export function mayReload(): boolean {
  try {
    return Date.now() - Number(window.sessionStorage.getItem(RELOADED_AT_KEY) ?? 0) >= RELOAD_AGAIN_AFTER_MS;
  } catch {
    return false; // no session storage: a reload could loop
  }
}

/**
 * After a deploy, an open page may ask for chunk files that are gone: reloading brings the new
 * index.html and its chunks. Reloads the current address once (true), not again within a
 * minute (false).
 */
export function reloadOnce(): boolean {
  if (!mayReload()) return false;
  try {
    window.sessionStorage.setItem(RELOADED_AT_KEY, String(Date.now()));
  } catch {
    return false;
  }
  window.location.reload();
  return true;
}

/**
 * Loads a deferred part's chunk, reloading the page once when it is gone (see reloadOnce). A
 * screen's chunk failing during a navigation reaches the error screen, which reloads the new
 * address (app/error-screen.tsx).
 */
export async function loadChunk<T>(load: () => Promise<T>): Promise<T> {
  try {
    return await load();
  } catch (error) {
    if (typeof window === 'undefined' || !isChunkLoadError(error) || !reloadOnce()) throw error;
    return new Promise<never>(() => {}); // the page is going away
  }
}
