import { useEffect } from 'react';

export const SCROLL_LOCK_CLASS = 'scroll-locked';

/** While `locked`, the page behind (body) does not scroll. */
export function useScrollLock(locked: boolean): void {
  useEffect(() => {
    if (!locked) return;
    document.body.classList.add(SCROLL_LOCK_CLASS);
    return () => document.body.classList.remove(SCROLL_LOCK_CLASS);
  }, [locked]);
}
