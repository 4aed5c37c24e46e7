import type { ImageSrcsets } from '../../shared/product.ts';
import { usePreloadImage } from './page-preloads.tsx';

/**
 * A product photograph in AVIF or JPEG at 300w, 800w and 1000w (or larger), the browser choosing
 * by `sizes`. Without variants (records from the original shop) it is a plain image.
 */
export function ResponsivePicture({
  src,
  srcsets,
  sizes,
  alt,
  className,
  loading = 'lazy',
  fetchPriority,
  onLoad,
}: {
  src: string;
  srcsets: ImageSrcsets | undefined;
  sizes: string;
  alt: string;
  className?: string;
  loading?: 'lazy' | 'eager';
  fetchPriority?: 'high' | 'low' | 'auto';
  onLoad?: () => void;
}) {
  // The page's largest paint: fetched first, in the best format the browser takes (AVIF).
  usePreloadImage(
    fetchPriority !== 'high' ? null : srcsets?.avif ? { href: src, srcSet: srcsets.avif, sizes, type: 'image/avif' } : { href: src, srcSet: srcsets?.jpeg, sizes },
  );
  const img = (
    <img
      src={src}
      srcSet={srcsets?.jpeg || undefined}
      sizes={srcsets?.jpeg ? sizes : undefined}
      alt={alt}
      className={className}
      loading={loading}
      decoding="async"
      width={srcsets?.width}
      height={srcsets?.height}
      fetchPriority={fetchPriority}
      onLoad={onLoad}
    />
  );
  if (!srcsets) return img;
  return (
    <picture>
      {/* AVIF where the browser takes it (all current ones), else JPEG: a WebP source too would
          add its URLs to every card of every page for the few browsers that take WebP only. */}
      {srcsets.avif ? <source type="image/avif" srcSet={srcsets.avif} sizes={sizes} /> : null}
      {img}
    </picture>
  );
}
