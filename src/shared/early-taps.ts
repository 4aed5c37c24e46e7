// Taps made before the page's code has arrived (decision 045). The server writes the page's one
// inline script, EARLY_TAPS_SCRIPT, first in its head, and allows exactly it by its hash in the
// Content-Security-Policy; the browser's code takes the taps it kept (web/lib/early-taps.ts).

/** The attribute that marks a region of the page whose buttons and choices keep an early tap. */
export const EARLY_TAPS_ATTRIBUTE = 'data-early-taps';

/** What the early script leaves on the window for the page's code. */
export type EarlyTaps = {
  /**
   * Marks `region` as ready (from now on its taps reach its code as they come) and answers the
   * controls tapped in it until then, first tapped first.
   */
  take(region: Element): Element[];
};

/**
 * Runs in the page before anything is drawn. A tap on a button inside a marked region whose
 * code is not ready is held (nothing else sees it) and kept; a tap on a choice (a radio) is left
 * to the browser, which checks it, and kept too, so that the page's code can take it as made.
 */
function keepEarlyTaps(): void {
  const kept: { region: Element; control: Element }[] = [];
  const ready = new WeakSet<Element>();
  addEventListener(
    'click',
    (event) => {
      const target = event.target;
      const control = target instanceof Element ? target.closest('button, input') : null;
      const region = control ? control.closest('[data-early-taps]') : null;
      if (!control || !region || ready.has(region)) return;
      kept.push({ region, control });
      if (control.localName === 'button') {
        event.preventDefault();
        event.stopImmediatePropagation();
      }
    },
    true,
  );
  const taps: EarlyTaps = {
    take(region) {
      ready.add(region);
      const taken = kept.filter((tap) => tap.region === region);
      for (const tap of taken) kept.splice(kept.indexOf(tap), 1);
      return taken.map((tap) => tap.control);
    },
  };
  Object.defineProperty(window, 'earlyTaps', { value: taps });
}

/** The page's one inline script: the function above, called at once. */
export const EARLY_TAPS_SCRIPT = `(${keepEarlyTaps.toString()})();`;
