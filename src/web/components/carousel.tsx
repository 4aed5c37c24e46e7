import { Children, useCallback, useEffect, useState, type ReactNode } from 'react';
import useEmblaCarousel from 'embla-carousel-react';
import Autoplay from 'embla-carousel-autoplay';
import ChevronLeft from 'lucide-react/icons/chevron-left';
import ChevronRight from 'lucide-react/icons/chevron-right';
import styles from './carousel.module.css';

/** The spec's sliders: autoplay every 2000 ms, pause while hovered, loop. */
export const AUTOPLAY_DELAY_MS = 2000;

/**
 * An Embla slider. `controls` adds previous/next buttons and clickable dots (the banner);
 * without them the dots only show where the slider is (product cards, which are links).
 */
export function Carousel({
  children,
  label,
  controls = false,
  className,
}: {
  children: ReactNode;
  label: string;
  controls?: boolean;
  className?: string;
}) {
  const slides = Children.toArray(children);
  const [viewportRef, api] = useEmblaCarousel({ loop: true, duration: 28 }, [
    Autoplay({ delay: AUTOPLAY_DELAY_MS, stopOnMouseEnter: true, stopOnInteraction: false }),
  ]);
  const [selected, setSelected] = useState(0);

  useEffect(() => {
    if (!api) return;
    const onSelect = () => setSelected(api.selectedScrollSnap());
    api.on('select', onSelect).on('reInit', onSelect);
    return () => {
      api.off('select', onSelect).off('reInit', onSelect);
    };
  }, [api]);

  const go = useCallback((index: number) => api?.scrollTo(index), [api]);

  return (
    <div
      className={`${styles.carousel} ${className ?? ''}`}
      role="region"
      aria-roledescription="carousel"
      aria-label={label}
      data-selected={selected}
    >
      <div className={styles.viewport} ref={viewportRef}>
        <div className={styles.container}>
          {slides.map((slide, index) => (
            <div
              className={styles.slide}
              key={index}
              role="group"
              aria-roledescription="slide"
              aria-label={`${index + 1} of ${slides.length}`}
            >
              {slide}
            </div>
          ))}
        </div>
      </div>
      {controls ? (
        <>
          <button type="button" className={`${styles.arrow} ${styles.prev}`} aria-label="Previous slide" onClick={() => api?.scrollPrev()}>
            <ChevronLeft size={22} aria-hidden />
          </button>
          <button type="button" className={`${styles.arrow} ${styles.next}`} aria-label="Next slide" onClick={() => api?.scrollNext()}>
            <ChevronRight size={22} aria-hidden />
          </button>
        </>
      ) : null}
      {slides.length > 1 ? (
        <div className={styles.dots} data-controls={controls}>
          {slides.map((_, index) =>
            controls ? (
              <button
                key={index}
                type="button"
                className={styles.dot}
                aria-label={`Show slide ${index + 1}`}
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
