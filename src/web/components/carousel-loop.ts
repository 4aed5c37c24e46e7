import { AUTOPLAY_DELAY_MS } from './carousel.tsx';

// The sliders' autoplay (components/carousel.tsx), loaded when the first slider starts to play:
// a page needs it only once it has settled (decision 008).

/** How a slide change runs: its duration in milliseconds and its CSS easing. */
type SlideTiming = { ms: number; easing: string };

/**
 * One beat for every slider: changes happen at whole multiples of AUTOPLAY_DELAY_MS since the
 * page's time origin, so that all the sliders on screen change together and the page does its
 * little work for them once per beat, however many there are. The clock runs only while a
 * slider plays.
 */
const onBeat = new Set<() => void>();
let beat: number | undefined;
/** Milliseconds since the last beat. */
const sinceBeat = () => performance.now() % AUTOPLAY_DELAY_MS;
function playBeat() {
  onBeat.forEach((listener) => listener());
  beat = onBeat.size === 0 ? undefined : window.setTimeout(playBeat, AUTOPLAY_DELAY_MS - sinceBeat());
}
function joinClock(listener: () => void): () => void {
  onBeat.add(listener);
  beat ??= window.setTimeout(playBeat, AUTOPLAY_DELAY_MS - sinceBeat());
  return () => void onBeat.delete(listener);
}

/**
 * The autoplay loop of `count` slides as one compositor animation per slide, so that a page
 * whose sliders play does no work per frame, and per beat only the slider's state changes.
 * In the loop's time `t` (0 .. count x D), slide `i` is shown from `i x D` to `(i + 1) x D - T`,
 * then slides out to the left in T; the next one slides in from the right in the same T; a
 * slide waits off to the right (clipped) until its turn.
 */
function loopKeyframes(count: number, change: SlideTiming): Keyframe[] {
  const cycle = count * AUTOPLAY_DELAY_MS;
  const at = (ms: number) => ms / cycle;
  return [
    { offset: 0, transform: 'translateX(0)' },
    { offset: at(AUTOPLAY_DELAY_MS - change.ms), transform: 'translateX(0)', easing: change.easing },
    { offset: at(AUTOPLAY_DELAY_MS), transform: 'translateX(-100%)' },
    { offset: at(AUTOPLAY_DELAY_MS), transform: 'translateX(100%)' },
    { offset: at(cycle - change.ms), transform: 'translateX(100%)', easing: change.easing },
    { offset: 1, transform: 'translateX(0)' },
  ];
}
/**
 * Plays the loop on `slides` from the shown slide `selected`, from the shop's next beat.
 * A change takes `change` (the slider's CSS timing). `onShown` hears each beat's slide,
 * `onLooping` when the loop starts and ends. Answers a stop:
 * `finish` lets a change under way end first (a pause), otherwise the loop ends at once (a change
 * by hand takes over); its promise settles when the loop has ended.
 */
export function playLoop(
  slides: HTMLElement[],
  selected: number,
  change: SlideTiming,
  onShown: (index: number) => void,
  onLooping: (looping: boolean) => void,
): (finish: boolean) => Promise<void> {
  const count = slides.length;
  const cycle = count * AUTOPLAY_DELAY_MS;
  let animations: Animation[] = [];
  let leaveBeat: (() => void) | undefined;
  const loopTime = () => Number(animations[0]?.currentTime ?? 0) % cycle;
  const start = () => {
    const keyframes = loopKeyframes(count, change);
    // On the beat; a timer a moment early reads almost a whole beat: that is the beat too.
    const phase = sinceBeat();
    const time = selected * AUTOPLAY_DELAY_MS + (phase < AUTOPLAY_DELAY_MS / 2 ? phase : 0);
    onLooping(true);
    animations = slides.map((slide, index) => {
      // Slide i runs i beats behind slide 0.
      const animation = slide.animate(keyframes, { duration: cycle, iterations: Infinity, delay: -((count - index) % count) * AUTOPLAY_DELAY_MS });
      animation.currentTime = time;
      return animation;
    });
    leaveBeat = joinClock(() => onShown(Math.floor((loopTime() + change.ms) / AUTOPLAY_DELAY_MS) % count));
  };
  // From the next beat: the shown slide stays at least a whole beat before the first change.
  let timer = window.setTimeout(start, AUTOPLAY_DELAY_MS - sinceBeat());
  return (finish) => {
    window.clearTimeout(timer);
    leaveBeat?.();
    if (animations.length === 0) return Promise.resolve();
    const time = loopTime();
    const inChange = time % AUTOPLAY_DELAY_MS > AUTOPLAY_DELAY_MS - change.ms;
    const end = () => {
      animations.forEach((animation) => animation.cancel());
      if (finish) onShown(Math.floor(time / AUTOPLAY_DELAY_MS + (inChange ? 1 : 0)) % count);
      onLooping(false);
    };
    if (!finish || !inChange) return Promise.resolve(end());
    return new Promise((resolve) => {
      timer = window.setTimeout(() => resolve(end()), AUTOPLAY_DELAY_MS - (time % AUTOPLAY_DELAY_MS));
    });
  };
}
