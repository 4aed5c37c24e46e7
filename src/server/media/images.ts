import { randomBytes } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type Sharp from 'sharp';
import type { MediaStorage } from './storage.ts';

let loading: Promise<typeof Sharp> | undefined;
/**
 * sharp, loaded with the first image the shop makes: with libvips it takes ~20 MB of memory that
 * a shop at rest has no use for. libvips' cache of recent operations (up to 50 MB, 100
 * operations) is turned off: an upload's pixels are seen once, so it would only hold memory
 * (decision 031).
 */
export function loadSharp(): Promise<typeof Sharp> {
  loading ??= import('sharp').then(({ default: sharp }) => {
    sharp.cache(false);
    return sharp;
  });
  return loading;
}

/** An upload that is not an acceptable image; the message is for the operator. */
export class ImageRejectedError extends Error {}

/** Images larger than this many pixels are refused before they are decoded. */
export const MAX_INPUT_PIXELS = 40_000_000;
/** The stored high-quality original is bounded to this many pixels on its longer side. */
const HIGH_MAX_SIDE = 2400;
/** The spec's low-quality copy: 0.8 of width and height at quality 0.8. */
const LOW_SCALE = 0.8;
const LOW_QUALITY = 80;
export const RESPONSIVE_WIDTHS = [300, 800, 1600] as const;
const FORMATS = ['avif', 'webp', 'jpeg'] as const;
export type VariantFormat = (typeof FORMATS)[number];

export type StoredVariant = { format: VariantFormat; width: number; key: string };
export type StoredImage = {
  highKey: string;
  lowKey: string;
  width: number;
  height: number;
  variants: StoredVariant[];
};

type Encoded = { key: string; data: Buffer; contentType: string };

/**
 * Decodes an upload, keeps it only if its content is JPEG or PNG (the name and declared type
 * decide nothing), and writes the high, low and responsive variants. Auto-rotated; metadata
 * (EXIF, GPS) is never copied. On any failure nothing it wrote remains.
 */
export async function storeProductImage(storage: MediaStorage, input: Buffer, fileName: string): Promise<StoredImage> {
  const files = await encodeProductImage(input, fileName);
  const written: string[] = [];
  try {
    for (const file of files.encoded) {
      await storage.put(file.key, file.data, file.contentType);
      written.push(file.key);
    }
  } catch (error) {
    await Promise.allSettled(written.map((key) => storage.delete(key)));
    throw error;
  }
  return files.image;
}

/** Every key an image's files are stored under. */
export function keysOfImage(image: StoredImage): string[] {
  return [image.highKey, image.lowKey, ...image.variants.map((variant) => variant.key)];
}

/**
 * Removes an image's files. A file that cannot be removed is logged with its key and left for
 * the orphan sweep (sweep.ts), which removes files no product names.
 */
export async function deleteStoredImage(storage: MediaStorage, image: StoredImage, log: Pick<FastifyBaseLogger, 'warn'>): Promise<void> {
  const keys = keysOfImage(image);
  const outcomes = await Promise.allSettled(keys.map((key) => storage.delete(key)));
  outcomes.forEach((outcome, index) => {
    if (outcome.status === 'rejected') {
      log.warn({ key: keys[index], err: outcome.reason as unknown }, 'media: could not delete a file; the orphan sweep will remove it');
    }
  });
}

async function encodeProductImage(input: Buffer, fileName: string): Promise<{ image: StoredImage; encoded: Encoded[] }> {
  const sharp = await loadSharp();
  let format: string | undefined;
  let width: number;
  let height: number;
  try {
    const decoder = sharp(input, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' });
    const metadata = await decoder.metadata();
    format = metadata.format;
    if (format !== 'jpeg' && format !== 'png') {
      throw new ImageRejectedError(`${fileName} is not a JPEG or PNG image.`);
    }
    // Decode fully once: truncated or corrupt files fail here, before anything is stored. The
    // pixels are not kept: each copy below decodes the upload again, which holds far less memory
    // at once than sharing them (a 1600x1200 photo: ~6 MB of pixels, which each pipeline of a
    // raw input would hold a copy of).
    const { info } = await bounded(sharp(input, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' })).raw().toBuffer({ resolveWithObject: true });
    width = info.width;
    height = info.height;
  } catch (error) {
    if (error instanceof ImageRejectedError) throw error;
    const reason = error instanceof Error && /pixel limit/i.test(error.message) ? 'it has too many pixels' : 'it could not be read as an image';
    throw new ImageRejectedError(`${fileName} was refused: ${reason}.`);
  }

  const stem = safeStem(fileName);
  const id = randomBytes(6).toString('hex');
  // Each copy is one pipeline from the upload: rotated, then one resize (the bound, or a copy's own size).
  const base = bounded(sharp(input, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' }));
  const highIsPng = format === 'png';
  const encoded: Encoded[] = [];

  const highKey = `images/high-quality/${stem}${id}.${highIsPng ? 'png' : 'jpg'}`;
  encoded.push({
    key: highKey,
    data: highIsPng
      ? await base.clone().png({ compressionLevel: 9 }).toBuffer()
      : await base.clone().jpeg({ quality: 90, progressive: true }).toBuffer(),
    contentType: highIsPng ? 'image/png' : 'image/jpeg',
  });

  const lowKey = `images/low-quality/${stem}${id}.jpg`;
  encoded.push({
    key: lowKey,
    data: await base
      .clone()
      .resize(Math.max(1, Math.round(width * LOW_SCALE)), Math.max(1, Math.round(height * LOW_SCALE)))
      .flatten({ background: '#ffffff' })
      .jpeg({ quality: LOW_QUALITY })
      .toBuffer(),
    contentType: 'image/jpeg',
  });

  const variants: StoredVariant[] = [];
  for (const targetWidth of RESPONSIVE_WIDTHS) {
    // No upscaling: a small original gets one variant at its own width.
    const variantWidth = Math.min(targetWidth, width);
    if (variants.some((variant) => variant.width === variantWidth)) continue;
    const resized = base.clone().resize({ width: variantWidth }).flatten({ background: '#ffffff' });
    for (const variantFormat of FORMATS) {
      const key = `images/responsive/${stem}${id}-${variantWidth}w.${variantFormat === 'jpeg' ? 'jpg' : variantFormat}`;
      const data =
        variantFormat === 'avif'
          ? await resized.clone().avif({ quality: 55, effort: 1 }).toBuffer()
          : variantFormat === 'webp'
            ? await resized.clone().webp({ quality: 78 }).toBuffer()
            : await resized.clone().jpeg({ quality: 80, progressive: true }).toBuffer();
      encoded.push({ key, data, contentType: `image/${variantFormat}` });
      variants.push({ format: variantFormat, width: variantWidth, key });
    }
  }

  return { image: { highKey, lowKey, width, height, variants }, encoded };
}

/** The file name's stem as a URL-safe slug: 'Silver Ring (1).JPG' -> 'silver-ring-1-' */
function safeStem(fileName: string): string {
  const withoutExtension = fileName.replace(/\.[^.]*$/, '');
  const slug = withoutExtension
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60);
  return `${slug || 'image'}-`;
}

/** Upright as the camera held it, and no larger than HIGH_MAX_SIDE on its longer side. */
function bounded(image: ReturnType<typeof Sharp>): ReturnType<typeof Sharp> {
  return image.rotate().resize({ width: HIGH_MAX_SIDE, height: HIGH_MAX_SIDE, fit: 'inside', withoutEnlargement: true });
}
