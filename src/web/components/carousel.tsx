// The shop's one slider (decision 008). Over 300 lines on purpose: its slide reducer, the
// page-wide watchers it shares between sliders (visibility, tab, reduced motion, the page
// having settled) and the component that wires them to the compositor loop
// (carousel-loop.ts), hover, touch and keyboard are read together whenever one of them changes.
import { Children, startTransition, useCallback, useEffect, useMemo, useReducer, useRef, useState, useSyncExternalStore, type ReactNode, type RefObject } from 'react';
import { ChevronLeft, ChevronRight } from 'lucide';
import { Icon } from './icon.tsx';
import { useMessages } from '../lib/language.tsx';
import styles from './carousel.module.css';

/** The spec's sliders: autoplay every 2000 ms, pause while hovered, loop. */
export const AUTOPLAY_DELAY_MS = 2000;
/** A touch moved this far sideways (and more sideways than down) is a swipe. */
const SWIPE_PX = 40;

type State = {
  selected: number;
  /** The slide that slid out with the last change (its animation keeps it off to the side). */
  leaving: number | null;
  direction: 'next' | 'prev' | null;
  /** Slides whose content is rendered: a slide stays mounted once mounted. */
  mounted: readonly number[];
  /** Has been on screen. */
  seen: boolean;
  /** Hovered or touched: the previous slide may be asked for too. */
  engaged: boolean;
  /** Changes by hand (buttons, dots, swipes) so far. */
  byHand: number;
};
type Action =
  | { type: 'step'; delta: 1 | -1; count: number }
  | { type: 'go'; index: number; count: number }
  /** The autoplay loop has moved the slides itself (compositor animations): only the state follows. */
  | { type: 'shown'; index: number; count: number }
  | { type: 'seen' | 'engaged'; count: number };

const INITIAL: State = { selected: 0, leaving: null, direction: null, mounted: [0], seen: false, engaged: false, byHand: 0 };

function reduce(state: State, action: Action): State {
  let next = state;
  if (action.type === 'shown') {
    if (action.index === state.selected && state.leaving === null) return state;
    next = { ...state, selected: action.index, leaving: null, direction: null };
  } else if (action.type === 'step' || action.type === 'go') {
    const index = action.type === 'go' ? action.index : (state.selected + action.delta + action.count) % action.count;
    if (index === state.selected) return state;
    const forward = action.type === 'go' ? index > state.selected : action.delta > 0;
    next = { ...state, selected: index, leaving: state.selected, direction: forward ? 'next' : 'prev', byHand: state.byHand + 1 };
  } else if (!state[action.type]) {
    next = { ...state, [action.type]: true };
  }
  // The shown slide; once on screen the next one, so that its image has loaded when it slides
  // in; once hovered or touched the previous one too.
  const { selected, seen, engaged } = next;
  const wanted = [selected];
  if (seen || engaged) wanted.push((selected + 1) % action.count);
  if (engaged) wanted.push((selected + action.count - 1) % action.count);
  const missing = wanted.filter((index) => !next.mounted.includes(index));
  return missing.length === 0 ? next : { ...next, mounted: [...next.mounted, ...missing] };
}

/**
 * One IntersectionObserver for every slider: `seen` once any of it is on screen (mount the
 * next slide), `half` while at least half of it is (autoplay).
 */
const watched = new Map<Element, (entry: IntersectionObserverEntry) => void>();
let observer: IntersectionObserver | null = null;
function watch(element: Element, onChange: (entry: IntersectionObserverEntry) => void) {
  observer ??= new IntersectionObserver((entries) => entries.forEach((entry) => watched.get(entry.target)?.(entry)), {
    threshold: [0, 0.5],
  });
  watched.set(element, onChange);
  observer.observe(element);
  return () => {
    watched.delete(element);
    observer?.unobserve(element);
  };
}

function subscribeToTab(onChange: () => void) {
  document.addEventListener('visibilitychange', onChange);
  return () => document.removeEventListener('visibilitychange', onChange);
}
const REDUCED_MOTION = '(prefers-reduced-motion: reduce)';
function subscribeToMotion(onChange: () => void) {
  const query = window.matchMedia(REDUCED_MOTION);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}
const never = () => false;
/**
 * The page has settled: loaded, and then nothing has arrived over the network for SETTLE_MS. A
 * phone on a slow connection spends its first seconds on the page's photos and code, the lazy
 * ones after the load event too; a slide that moved meanwhile would compete with them (and its
 * photo may not be there yet), and a page that is still changing is not yet a page to read.
 * Ten seconds: long enough that the page has settled by every measure, Lighthouse's mobile run
 * included (5.25 s of network quiet, then 5.25 s of CPU quiet, before it calls a page loaded).
 */
const SETTLE_MS = 10_000;
let settled = false;
const onSettled = new Set<() => void>();
let settling = false;
function watchSettling() {
  settling = true;
  let lastArrival = performance.now();
  const arrivals = new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) lastArrival = Math.max(lastArrival, (entry as PerformanceResourceTiming).responseEnd);
  });
  arrivals.observe({ type: 'resource', buffered: true });
  const check = () => {
    const quiet = performance.now() - lastArrival;
    if (quiet < SETTLE_MS) return void window.setTimeout(check, SETTLE_MS - quiet);
    arrivals.disconnect();
    settled = true;
    onSettled.forEach((listener) => listener());
  };
  if (document.readyState === 'complete') check();
  else window.addEventListener('load', check, { once: true });
}
function subscribeToSettled(onChange: () => void) {
  if (!settling) watchSettling();
  onSettled.add(onChange);
  return () => void onSettled.delete(onChange);
}
const pageSettled = () => settled;
/** A change's duration (ms) and easing, as carousel.module.css sets them for the slider (--slide-duration, --slide-ease). */
function slideTiming(element: Element): { ms: number; easing: string } {
  const style = getComputedStyle(element);
  return { ms: parseFloat(style.getPropertyValue('--slide-duration')), easing: style.getPropertyValue('--slide-ease').trim() };
}
function focusVisible(element: Element) {
  try {
    return element.matches(':focus-visible');
  } catch {
    return false;
  }
}

/**
 * The shop's slider. Slides are stacked in one box and move by `transform` only, so nothing is
 * laid out again and no script runs per frame: a change by hand slides the incoming and the
 * outgoing slide by a CSS animation; autoplay is one endless compositor animation per slide
 * (carousel-loop.ts) on the shop's one beat. It autoplays once the page has settled, only while
 * at least half on screen, in a visible tab, not hovered and without reduced motion; with no
 * slider playing, no timer exists. Only the first slide's
 * content is rendered at first (the same on the server and in the browser); the next one
 * mounts once the slider is on screen, and a mounted slide stays.
 *
 * `controls` adds previous/next buttons and clickable dots (the banner); without them the dots
 * only show where the slider is (product cards). `gestureArea`: the element whose hover pauses
 * the slider and where a sideways swipe over the slides changes them, when something lies on
 * top of the slides (the card's stretched link); the slider itself by default.
 */
export function Carousel({
  children,
  label,
  controls = false,
  className,
  gestureArea,
}: {
  children: ReactNode;
  label: string;
  controls?: boolean;
  className?: string;
  gestureArea?: RefObject<HTMLElement | null>;
}) {
  // The same elements from one slide change to the next, so React leaves the slides' content
  // alone and a change re-renders only the slider itself.
  const slides = useMemo(() => Children.toArray(children), [children]);
  const words = useMessages().common.carousel;
  const count = slides.length;
  const regionRef = useRef<HTMLDivElement>(null);
  const viewportRef = useRef<HTMLDivElement>(null);
  const [state, dispatch] = useReducer(reduce, INITIAL);
  const [half, setHalf] = useState(false);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const tabVisible = useSyncExternalStore(subscribeToTab, () => document.visibilityState === 'visible', never);
  const reducedMotion = useSyncExternalStore(subscribeToMotion, () => window.matchMedia(REDUCED_MOTION).matches, never);
  const settledPage = useSyncExternalStore(subscribeToSettled, pageSettled, never);
  const { selected } = state;
  // Counted as they happen (before the render), so that the loop's stop knows a change by hand ended it.
  const changesByHand = useRef(0);
  const step = useCallback(
    (delta: 1 | -1) => {
      changesByHand.current += 1;
      dispatch({ type: 'step', delta, count });
    },
    [count],
  );
  const go = (index: number) => {
    if (index === selected) return;
    changesByHand.current += 1;
    dispatch({ type: 'go', index, count });
  };

  useEffect(() => {
    const region = regionRef.current;
    if (!region || count < 2) return;
    // A transition: on a grid's first paint every card on screen mounts its next photo at once,
    // and that work must yield to the page.
    return watch(region, (entry) =>
      startTransition(() => {
        if (entry.isIntersecting) dispatch({ type: 'seen', count });
        setHalf(entry.isIntersecting && entry.intersectionRatio >= 0.5);
      }),
    );
  }, [count]);

  const playing = count > 1 && settledPage && half && tabVisible && !reducedMotion && !hovered && !focused;
  const [looping, setLooping] = useState(false);
  // The slide on show, for the next loop to start from: the loop's beats set it at once, a
  // change by hand once rendered.
  const shown = useRef(selected);
  useEffect(() => {
    shown.current = selected;
  }, [selected]);
  // The end of the last loop: a loop starts only once the one before has ended.
  const lastLoopEnded = useRef<Promise<void>>(Promise.resolve());
  // Autoplay: the compositor moves the slides (playLoop). A change by hand ends the loop at once
  // and plays its own animation; the loop starts again after it.
  useEffect(() => {
    const viewport = viewportRef.current;
    if (!playing || !viewport) return;
    const handAtStart = changesByHand.current;
    const timing = slideTiming(viewport);
    let stop: ((finish: boolean) => Promise<void>) | undefined;
    let timer: number | undefined;
    let cancelled = false;
    const onShown = (index: number) => {
      shown.current = index;
      dispatch({ type: 'shown', index, count });
    };
    void lastLoopEnded.current.then(() => {
      if (cancelled) return;
      timer = window.setTimeout(() => {
        void import('./carousel-loop.ts').then(({ playLoop }) => {
          if (!cancelled) stop = playLoop([...viewport.children] as HTMLElement[], shown.current, timing, onShown, setLooping);
        });
      }, state.byHand > 0 ? timing.ms : 0);
    });
    return () => {
      cancelled = true;
      window.clearTimeout(timer);
      if (stop) lastLoopEnded.current = stop(changesByHand.current === handAtStart);
    };
  }, [playing, count, state.byHand]);

  // Hover (a mouse only: a tap must not pause it for good) and swipes (touch and pen).
  useEffect(() => {
    const area = gestureArea?.current ?? regionRef.current;
    const region = regionRef.current;
    if (!area || !region || count < 2) return;
    let start: { x: number; y: number; id: number } | null = null;
    let swiped = false;
    const onEnter = (event: PointerEvent) => {
      if (event.pointerType !== 'mouse') return;
      setHovered(true);
      dispatch({ type: 'engaged', count });
    };
    const onLeave = (event: PointerEvent) => {
      if (event.pointerType === 'mouse') setHovered(false);
    };
    const onDown = (event: PointerEvent) => {
      swiped = false;
      start = null;
      if (event.pointerType === 'mouse' || !event.isPrimary) return;
      // Only a swipe that starts over the slides counts, not one over the card's text.
      const box = region.getBoundingClientRect();
      if (event.clientX < box.left || event.clientX > box.right || event.clientY < box.top || event.clientY > box.bottom) return;
      start = { x: event.clientX, y: event.clientY, id: event.pointerId };
      dispatch({ type: 'engaged', count });
    };
    const onUp = (event: PointerEvent) => {
      if (!start || event.pointerId !== start.id) return;
      const dx = event.clientX - start.x;
      const dy = event.clientY - start.y;
      start = null;
      if (Math.abs(dx) < SWIPE_PX || Math.abs(dx) <= Math.abs(dy)) return;
      swiped = true;
      step(dx < 0 ? 1 : -1);
    };
    const onCancel = () => {
      start = null;
    };
    // The end of a swipe is not a click on the link beneath it.
    const onClick = (event: MouseEvent) => {
      if (!swiped) return;
      swiped = false;
      event.preventDefault();
      event.stopPropagation();
    };
    // One signal removes every listener below.
    const listening = new AbortController();
    const { signal } = listening;
    area.addEventListener('pointerenter', onEnter, { signal });
    area.addEventListener('pointerleave', onLeave, { signal });
    area.addEventListener('pointerdown', onDown, { signal });
    area.addEventListener('pointerup', onUp, { signal });
    area.addEventListener('pointercancel', onCancel, { signal });
    area.addEventListener('click', onClick, { capture: true, signal });
    return () => listening.abort();
  }, [gestureArea, count, step]);

  return (
    <div
      ref={regionRef}
      className={`${styles.carousel} ${className ?? ''}`}
      role="region"
      aria-roledescription="carousel"
      aria-label={label}
      data-selected={selected}
      // Keyboard focus inside pauses it, so that what has focus stays on screen.
      onFocus={(event) => setFocused(focusVisible(event.target))}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget)) setFocused(false);
      }}
    >
      <div
        ref={viewportRef}
        className={styles.viewport}
        // No direction under reduced motion: no slide animation can match, whatever the stylesheet's media query sees.
        data-direction={reducedMotion ? undefined : (state.direction ?? undefined)}
        data-looping={looping || undefined}
        aria-live={controls ? (playing ? 'off' : 'polite') : undefined}
      >
        {slides.map((slide, index) => {
          const current = index === selected;
          return (
            <div
              className={styles.slide}
              key={index}
              role="group"
              aria-roledescription="slide"
              aria-label={words.slide(index + 1, count)}
              // Hidden slides of the banner hold links: out of reach of focus and screen readers.
              // A card's photos hold none and are hidden as a whole by the card; marking each
              // slide again would only make every change restyle the card's photos.
              aria-hidden={controls && !current ? true : undefined}
              inert={controls && !current}
              data-state={current ? 'current' : index === state.leaving ? 'leaving' : 'idle'}
            >
              {state.mounted.includes(index) ? slide : null}
            </div>
          );
        })}
      </div>
      {controls && count > 1 ? (
        <>
          <button type="button" className={`${styles.arrow} ${styles.prev}`} aria-label={words.previous} onClick={() => step(-1)}>
            <Icon icon={ChevronLeft} size={22} />
          </button>
          <button type="button" className={`${styles.arrow} ${styles.next}`} aria-label={words.next} onClick={() => step(1)}>
            <Icon icon={ChevronRight} size={22} />
          </button>
        </>
      ) : null}
      {count > 1 ? (
        <div className={styles.dots} data-controls={controls}>
          {slides.map((_, index) =>
            controls ? (
              <button
                key={index}
                type="button"
                className={styles.dot}
                aria-label={words.show(index + 1)}
                aria-current={index === selected}
                onClick={() => go(index)}
              />
            ) : (
              <span key={index} className={styles.dot} aria-hidden data-current={index === selected} />
            ),
          )}
        </div>
      ) : null}
    </div>
  );
}
