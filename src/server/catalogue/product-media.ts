import type { FastifyBaseLogger } from 'fastify';
import { MAX_IMAGES, type ImagePlan } from '../../shared/product-images.ts';
import { HttpError, invalidField } from '../http/errors.ts';
import { deleteStoredImage, ImageRejectedError, storeProductImage, type StoredImage } from '../media/images.ts';
import type { MediaStorage } from '../media/storage.ts';
import type { Upload } from './product-form.ts';

// A product's images live in two stores, rows in the database and files in the media storage,
// with no transaction spanning both (decision 012): an upload's files are stored before the
// transaction that saves the product and removed when it fails; the files of images a change
// drops are removed after its transaction.

/** A plan lists at least one image and at most MAX_IMAGES. */
export function requireImages(plan: ImagePlan): void {
  if (plan.length === 0) throw invalidField('images', 'Add at least one image (jpg or png).');
  if (plan.length > MAX_IMAGES) throw invalidField('images', `A product can have at most ${MAX_IMAGES} images.`);
}

export function productMedia(storage: MediaStorage, log: Pick<FastifyBaseLogger, 'warn'>) {
  const urlOf = (key: string) => storage.url(key);

  async function discard(images: Iterable<StoredImage>): Promise<void> {
    for (const image of images) await deleteStoredImage(storage, image, log);
  }

  /**
   * Decodes and stores every upload the plan uses (files it does not use are refused). On the
   * first refused image, everything stored so far is removed and the refusal is answered.
   */
  async function store(uploads: Upload[], plan: ImagePlan): Promise<Map<number, StoredImage>> {
    const used = plan.flatMap((item) => ('upload' in item ? [item.upload] : []));
    if (new Set(used).size !== used.length) throw invalidField('images', 'An image is listed twice.');
    if (used.some((index) => index >= uploads.length)) throw invalidField('images', 'An image to add was not sent.');
    if (used.length !== uploads.length) throw invalidField('images', 'Every file sent must be one of the images.');
    const stored = new Map<number, StoredImage>();
    try {
      for (const [index, upload] of uploads.entries()) {
        stored.set(index, await storeProductImage(storage, upload.data, upload.fileName));
      }
    } catch (error) {
      await discard(stored.values());
      if (error instanceof ImageRejectedError) throw new HttpError(415, 'image_rejected', error.message);
      throw error;
    }
    return stored;
  }

  return {
    discard,

    /**
     * Stores the uploads the plan uses, then saves with them: when `save` throws, their files
     * are removed again and the error goes on.
     */
    async storeThenSave<T>(uploads: Upload[], plan: ImagePlan, save: (stored: Map<number, StoredImage>) => Promise<T>): Promise<T> {
      const stored = await store(uploads, plan);
      try {
        return await save(stored);
      } catch (error) {
        await discard(stored.values());
        throw error;
      }
    },

    /** The plan that keeps a product's images and adds every upload after them. */
    keepAndAdd(current: StoredImage[], uploads: Upload[]): ImagePlan {
      return [...current.map((image) => ({ keep: urlOf(image.highKey) })), ...uploads.map((_, upload) => ({ upload }))];
    },

    /**
     * The images a plan makes of the product's `current` images and this request's `uploaded`
     * ones, in order; a 400 when the plan keeps an image the product does not have.
     */
    imagesOfPlan(plan: ImagePlan, current: StoredImage[], uploaded: Map<number, StoredImage>): StoredImage[] {
      requireImages(plan);
      const existing = new Map(current.map((image) => [urlOf(image.highKey), image]));
      const keeps = plan.flatMap((item) => ('keep' in item ? [item.keep] : []));
      if (keeps.some((url) => !existing.has(url))) throw invalidField('images', 'An image to keep does not belong to this product.');
      if (new Set(keeps).size !== keeps.length) throw invalidField('images', 'An image is listed twice.');
      return plan.map((item) => ('keep' in item ? existing.get(item.keep)! : uploaded.get(item.upload)!));
    },
  };
}
