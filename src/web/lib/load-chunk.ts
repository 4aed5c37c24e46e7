/** When this page last reloaded itself for a missing chunk (session storage, epoch ms). */
const RELOADED_AT_KEY = 'chunk-reloaded-at';
/** A reload less than this long ago did not help: show the error instead of reloading again. */
const RELOAD_AGAIN_AFTER_MS = 60_000;

/**
 * Loads a lazy chunk. After a deploy, an open page may ask for chunk files that are gone: it
 * then reloads once, which brings the new index.html and its chunks, instead of showing the
 * error screen. Should the reload not help, the error goes on to the route's error screen.
 */
export async function loadChunk<T>(load: () => Promise<T>): Promise<T> {
  try {
    return await load();
  } catch (error) {
    if (typeof window === 'undefined' || !reloadOnce()) throw error;
    return new Promise<never>(() => {}); // the page is going away
  }
}

function reloadOnce(): boolean {
  try {
    const last = Number(window.sessionStorage.getItem(RELOADED_AT_KEY) ?? 0);
    if (Date.now() - last < RELOAD_AGAIN_AFTER_MS) return false;
    window.sessionStorage.setItem(RELOADED_AT_KEY, String(Date.now()));
  } catch {
    return false; // no session storage: a reload could loop
  }
  window.location.reload();
  return true;
}
