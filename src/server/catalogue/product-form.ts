import type { FastifyRequest } from 'fastify';
import type { FastifyMultipartOptions } from '@fastify/multipart';
import { z } from 'zod';
import { productChangesSchema, productInputSchema, type ProductInput } from '../../shared/product.ts';
import { imagePlanSchema, MAX_IMAGE_BYTES, MAX_IMAGES, type ImagePlan } from '../../shared/product-images.ts';
import { HttpError, invalidField, parseOr400 } from '../http/errors.ts';
import { nulCharacterPath, nulRefused } from '../http/nul-characters.ts';

// The operator's product form as a request carries it. POST and PATCH take multipart/form-data:
// a `product` field (JSON of the product fields), an optional `images` field (JSON, the image
// plan of src/shared/product-images.ts) and the image files, each under the name `files`.
// PATCH also takes JSON: { product?, images? } with `keep` entries only. Every limit broken
// and every bad field is a clear 4xx.

/** The multipart plugin's limits for the product routes. */
export const PRODUCT_FORM_LIMITS: FastifyMultipartOptions = {
  throwFileSizeLimit: true,
  limits: {
    fileSize: MAX_IMAGE_BYTES,
    files: MAX_IMAGES,
    fields: 10,
    fieldSize: 64 * 1024,
    parts: MAX_IMAGES + 10,
    fieldNameSize: 100,
    headerPairs: 100,
  },
};

/** A file of the request, with the name the browser gave it (without any path). */
export type Upload = { fileName: string; data: Buffer };

/** A new product: its fields, its image plan (every file in order when none is sent), its files. */
export type NewProductForm = { input: ProductInput; plan: ImagePlan; uploads: Upload[] };

/** An edit: the fields it changes, its image plan (undefined: keep the images, add the files), its files. */
export type ProductChangesForm = { changes: Partial<ProductInput>; plan: ImagePlan | undefined; uploads: Upload[] };

type RawForm = { product: unknown; images: unknown; uploads: Upload[] };

const jsonPatchSchema = z.strictObject({
  product: z.unknown().optional(),
  images: z.unknown().optional(),
});

export async function readNewProduct(request: FastifyRequest): Promise<NewProductForm> {
  const form = await readMultipart(request);
  const input = parseOr400(productInputSchema, parseJsonField(form.product, 'product'));
  const plan = form.images === undefined ? form.uploads.map((_, upload) => ({ upload })) : parseImagePlan(form.images);
  if (plan.some((item) => 'keep' in item)) throw invalidField('images', 'A new product has no images to keep.');
  return { input, plan, uploads: form.uploads };
}

export async function readProductChanges(request: FastifyRequest): Promise<ProductChangesForm> {
  const form = request.isMultipart() ? await readMultipart(request) : readJsonPatch(request.body);
  const changes = form.product === undefined ? {} : parseOr400(productChangesSchema, parseJsonField(form.product, 'product'));
  const plan = form.images === undefined ? undefined : parseImagePlan(form.images);
  return { changes, plan, uploads: form.uploads };
}

async function readMultipart(request: FastifyRequest): Promise<RawForm> {
  if (!request.isMultipart()) {
    throw new HttpError(415, 'multipart_required', 'Send the product as multipart/form-data with its image files.');
  }
  const form: RawForm = { product: undefined, images: undefined, uploads: [] };
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        if (part.fieldname !== 'files') throw invalidField(part.fieldname, `Send image files under the name 'files'.`);
        const data = await part.toBuffer();
        form.uploads.push({ fileName: cleanFileName(part.filename), data });
      } else if (part.fieldname === 'product' || part.fieldname === 'images') {
        if (part.valueTruncated) throw invalidField(part.fieldname, 'This field is too long.');
        form[part.fieldname] = part.value;
      } else {
        throw invalidField(part.fieldname, `Unknown field: ${part.fieldname}`);
      }
    }
  } catch (error) {
    throw multipartRefusal(error);
  }
  return form;
}

function readJsonPatch(body: unknown): RawForm {
  const { product, images } = parseOr400(jsonPatchSchema, body ?? {});
  return { product, images, uploads: [] };
}

/** Multipart fields carry JSON as text; JSON bodies carry it as is. */
function parseJsonField(value: unknown, field: string): unknown {
  if (typeof value !== 'string') return value;
  let parsed: unknown;
  try {
    parsed = JSON.parse(value) as unknown;
  } catch {
    throw invalidField(field, 'This field must be JSON.');
  }
  const nulAt = nulCharacterPath(parsed);
  if (nulAt !== undefined) throw nulRefused(nulAt ? `${field}.${nulAt}` : field);
  return parsed;
}

function parseImagePlan(value: unknown): ImagePlan {
  const result = imagePlanSchema.safeParse(parseJsonField(value, 'images'));
  if (!result.success) throw invalidField('images', result.error.issues[0]?.message ?? 'The image list is not valid.');
  return result.data;
}

function multipartRefusal(error: unknown): unknown {
  if (error instanceof HttpError) return error;
  const code = typeof error === 'object' && error !== null && 'code' in error ? String(error.code) : '';
  switch (code) {
    case 'FST_REQ_FILE_TOO_LARGE':
      return new HttpError(413, 'file_too_large', `Each image must be at most ${MAX_IMAGE_BYTES / 1024 / 1024} MB.`);
    case 'FST_FILES_LIMIT':
      return new HttpError(413, 'too_many_files', `A product can have at most ${MAX_IMAGES} images.`);
    case 'FST_PARTS_LIMIT':
    case 'FST_FIELDS_LIMIT':
      return new HttpError(413, 'too_many_fields', 'The form has too many fields.');
    default:
      // Anything else reading the parts throws is the body's fault: no boundary, a boundary
      // that never comes, a stream cut short (busboy's errors carry no code).
      return new HttpError(400, 'invalid_request', 'The upload was incomplete or malformed. Please try again.');
  }
}

/** The name as the browser sent it, without any path, for messages and media keys. */
function cleanFileName(name: string | undefined): string {
  const base = (name ?? '').split(/[\\/]/).pop() ?? '';
  return base.slice(0, 200) || 'image';
}
