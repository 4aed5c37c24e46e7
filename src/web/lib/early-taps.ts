import { useEffect, type RefObject } from 'react';
import type { EarlyTaps } from '../../shared/early-taps.ts';

declare global {
  interface Window {
    /** Left by the page's early script (shared/early-taps.ts), which the server writes first in every rendered page. */
    earlyTaps?: EarlyTaps;
  }
}

/**
 * Gives a tapped control the tap again, now that its code is here: a button is clicked; a choice
 * the browser already made (a checked radio) is made again, so that the page's code sees it.
 * A choice tapped and then left for another is not: the later one stands.
 */
function replay(control: Element): void {
  if (control instanceof HTMLInputElement) {
    if (!control.checked) return;
    control.checked = false;
    control.click();
  } else if (control instanceof HTMLElement) {
    control.click();
  }
}

/**
 * Keeps the taps made in `region` before its code arrived (decision 045): the region carries
 * `data-early-taps` in its markup, and once it has hydrated, its buttons tapped until then are
 * clicked again and its choices made again, in the order they were tapped. From then on the
 * early script lets its taps through.
 */
export function useEarlyTaps(region: RefObject<HTMLElement | null>): void {
  useEffect(() => {
    const element = region.current;
    if (!element || !window.earlyTaps) return;
    for (const control of window.earlyTaps.take(element)) replay(control);
  }, [region]);
}
