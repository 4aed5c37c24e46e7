import { startTransition, useCallback, useState } from 'react';
import type { ImageSrcsets } from '../../shared/product.ts';
import { ResponsivePicture } from './responsive-picture.tsx';
import styles from './progressive-image.module.css';

/**
 * Shows the low-quality image until the matching high-quality one has loaded, then swaps
 * to it. The box keeps its aspect ratio, so nothing shifts when either arrives. `priority`:
 * the page's largest paint (the first card of a grid): the high-quality image straight away,
 * fetched before anything else (ResponsivePicture preloads it).
 */
export function ProgressiveImage({
  low,
  high,
  srcsets,
  sizes,
  alt,
  priority = false,
}: {
  low: string | undefined;
  high: string;
  srcsets: ImageSrcsets | undefined;
  sizes: string;
  alt: string;
  priority?: boolean;
}) {
  const [loadedHigh, setLoadedHigh] = useState<string | null>(null);
  const highLoaded = loadedHigh === high || priority;
  // A server-rendered image may have loaded before the page hydrated: its load event is gone.
  // The swap is a transition: hydrating a grid of cards must not re-render them all in one task.
  const frameRef = useCallback(
    (frame: HTMLSpanElement | null) => {
      const image = frame?.querySelector<HTMLImageElement>(`img.${styles.high}`);
      if (image?.complete && image.naturalWidth > 0) startTransition(() => setLoadedHigh(high));
    },
    [high],
  );
  return (
    <span ref={frameRef} className={styles.frame} data-quality={highLoaded || !low ? 'high' : 'low'}>
      {low && !highLoaded ? (
        <img className={styles.low} src={low} alt={alt} loading="lazy" decoding="async" />
      ) : null}
      <ResponsivePicture
        className={styles.high}
        src={high}
        srcsets={srcsets}
        sizes={sizes}
        alt={highLoaded || !low ? alt : ''}
        loading={priority ? 'eager' : 'lazy'}
        fetchPriority={priority ? 'high' : undefined}
        onLoad={() => setLoadedHigh(high)}
      />
    </span>
  );
}
