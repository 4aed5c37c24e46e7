import type { ImageSrcsets } from '../../shared/product.ts';

/**
 * A product photograph in AVIF, WebP or JPEG at 300w, 800w and 1600w, the browser choosing
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
      {srcsets.avif ? <source type="image/avif" srcSet={srcsets.avif} sizes={sizes} /> : null}
      {srcsets.webp ? <source type="image/webp" srcSet={srcsets.webp} sizes={sizes} /> : null}
      {img}
    </picture>
  );
}
