import { z } from 'zod/mini';

// A product's images as the operator's form sends them and the server accepts them: the upload
// limits and the image plan. zod/mini, as every shared module the web app loads (the product
// form is a lazy operator chunk).

/** Each uploaded image may be at most this many bytes. */
export const MAX_IMAGE_BYTES = 10 * 1024 * 1024;
/** A product has at most this many images (and a request carries at most this many files). */
export const MAX_IMAGES = 8;

/**
 * Where each of the product's images comes from, in display order: a file of this request
 * (`upload`: its index among the request's files) or an image the product already has
 * (`keep`: the URL of its high-quality image, as in ProductImgs.high).
 */
export const imagePlanSchema = z
  .array(
    z.union([
      z.strictObject({ upload: z.number().check(z.int(), z.minimum(0)) }),
      z.strictObject({ keep: z.string().check(z.minLength(1), z.maxLength(500)) }),
    ]),
  )
  .check(z.maxLength(MAX_IMAGES, `A product can have at most ${MAX_IMAGES} images.`));
export type ImagePlan = z.infer<typeof imagePlanSchema>;
export type ImagePlanItem = ImagePlan[number];
