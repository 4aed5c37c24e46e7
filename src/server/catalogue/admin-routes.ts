import type { FastifyInstance, FastifyRequest } from 'fastify';
import multipart from '@fastify/multipart';
import { z } from 'zod';
import { productChangesSchema, productInputSchema, type ProductInput } from '../../shared/product.ts';
import { HttpError, notFound, parseOr400 } from '../http/errors.ts';
import { isUniqueViolation } from '../db/errors.ts';
import { nulCharacterPath, nulRefused } from '../http/nul-characters.ts';
import { deleteStoredImage, ImageRejectedError, storeProductImage, type StoredImage } from '../media/images.ts';
import { DuplicateNameError, type ProductRecord } from './repository.ts';
import { toWireProduct } from './wire.ts';

/** Each uploaded image may be at most this many bytes. */
export const MAX_IMAGE_BYTES = 10 * 1024 * 1024;
/** A product has at most this many images (and a request carries at most this many files). */
export const MAX_IMAGES = 8;

/**
 * Where each of the product's images comes from, in display order: a file of this request
 * (`upload`: its index among the request's files) or an image the product already has
 * (`keep`: the URL of its high-quality image, as in ProductImgs.high).
 */
const imagePlanSchema = z
  .array(z.union([z.strictObject({ upload: z.number().int().min(0) }), z.strictObject({ keep: z.string().min(1).max(500) })]))
  .max(MAX_IMAGES, `A product can have at most ${MAX_IMAGES} images.`);
type ImagePlan = z.infer<typeof imagePlanSchema>;

const jsonPatchSchema = z.strictObject({
  product: z.unknown().optional(),
  images: z.unknown().optional(),
});

type Upload = { fileName: string; data: Buffer };
type ProductForm = { product: unknown; images: unknown; uploads: Upload[] };

/**
 * Operator routes for products: create, edit, delete (operators only: no `public` flag, so the
 * guard in src/server/auth/plugin.ts answers 401/403 before a byte of the body is read).
 *
 * POST and PATCH take multipart/form-data: a `product` field (JSON of the product fields), an
 * optional `images` field (JSON, the image plan above) and the image files, each under the
 * name `files`. PATCH also takes JSON: { product?, images? } with `keep` entries only.
 * A product and its images are saved together: on any failure nothing new remains stored.
 */
export default async function catalogueAdminRoutes(app: FastifyInstance): Promise<void> {
  await app.register(multipart, {
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
  });
  const urlOf = (key: string) => app.storage.url(key);

  app.post('/products', async (request, reply) => {
    const form = await readProductForm(request);
    const input = parseOr400(productInputSchema, parseJsonField(form.product, 'product'));
    const plan = form.images === undefined ? form.uploads.map((_, upload) => ({ upload })) : parsePlan(form.images);
    if (plan.some((item) => 'keep' in item)) throw invalid('images', 'A new product has no images to keep.');
    requireImages(plan);
    await ensureNameFree(input.ProductName);

    const stored = await storeUploads(form.uploads, plan);
    try {
      const record = await app.catalogue.createProduct(input, plan.map((item) => stored.get((item as { upload: number }).upload)!));
      return reply.status(201).send(toWireProduct(record, urlOf));
    } catch (error) {
      await discard(stored.values());
      throw mapSaveError(error, input.ProductName);
    }
  });

  app.patch<{ Params: { id: string } }>('/products/:id', async (request) => {
    // A first look, to refuse a bad request before any image is decoded; the transaction
    // below decides again on the product as it is then, locked.
    const [current] = await app.catalogue.findByIds([request.params.id]);
    if (!current) throw notFound('There is no such product.');

    const form = request.isMultipart() ? await readProductForm(request) : jsonPatch(request.body);
    const changes: Partial<ProductInput> =
      form.product === undefined ? {} : parseOr400(productChangesSchema, parseJsonField(form.product, 'product'));
    const plan: ImagePlan | undefined = form.images === undefined ? undefined : parsePlan(form.images);
    const uploadIndexes = form.uploads.map((_, upload) => ({ upload }));
    const choose = (images: StoredImage[], uploaded: Map<number, StoredImage>) =>
      imagesOfPlan(plan ?? [...images.map((image) => ({ keep: urlOf(image.highKey) })), ...uploadIndexes], images, uploaded);
    choose(current.images, new Map());
    if (changes.ProductName !== undefined) await ensureNameFree(changes.ProductName, current.id);

    const stored = await storeUploads(form.uploads, plan ?? uploadIndexes);
    let result: Awaited<ReturnType<typeof app.catalogue.updateProduct>>;
    try {
      result = await app.catalogue.updateProduct(current.id, changes, (images) => choose(images, stored));
    } catch (error) {
      await discard(stored.values());
      throw mapSaveError(error, changes.ProductName ?? current.name);
    }
    if (!result) {
      await discard(stored.values());
      throw notFound('There is no such product.');
    }
    await discard(result.removedImages);
    return toWireProduct(result.record, urlOf);
  });

  /**
   * The images a plan makes of the product's `current` images and this request's `uploaded`
   * ones, in order; a 400 when the plan keeps an image the product does not have.
   */
  function imagesOfPlan(plan: ImagePlan, current: StoredImage[], uploaded: Map<number, StoredImage>): StoredImage[] {
    requireImages(plan);
    const existing = new Map(current.map((image) => [urlOf(image.highKey), image]));
    const keeps = plan.flatMap((item) => ('keep' in item ? [item.keep] : []));
    if (keeps.some((url) => !existing.has(url))) throw invalid('images', 'An image to keep does not belong to this product.');
    if (new Set(keeps).size !== keeps.length) throw invalid('images', 'An image is listed twice.');
    return plan.map((item) => ('keep' in item ? existing.get(item.keep)! : uploaded.get(item.upload)!));
  }

  app.delete<{ Params: { id: string } }>('/products/:id', async (request, reply) => {
    const deleted: ProductRecord | undefined = await app.catalogue.deleteProduct(request.params.id);
    if (!deleted) throw notFound('There is no such product.');
    await discard(deleted.images);
    return reply.status(204).send();
  });

  /** 409 before any image is decoded; the transaction checks again. */
  async function ensureNameFree(name: string, exceptId?: string): Promise<void> {
    const holder = await app.catalogue.findByName(name);
    if (holder && holder.id !== exceptId) throw duplicateName(name);
  }

  /**
   * Decodes and stores every upload the plan uses (files it does not use are refused). On the
   * first refused image, everything stored so far is removed and the refusal is answered.
   */
  async function storeUploads(uploads: Upload[], plan: ImagePlan): Promise<Map<number, StoredImage>> {
    const used = plan.flatMap((item) => ('upload' in item ? [item.upload] : []));
    if (new Set(used).size !== used.length) throw invalid('images', 'An image is listed twice.');
    if (used.some((index) => index >= uploads.length)) throw invalid('images', 'An image to add was not sent.');
    if (used.length !== uploads.length) throw invalid('images', 'Every file sent must be one of the images.');
    const stored = new Map<number, StoredImage>();
    try {
      for (const [index, upload] of uploads.entries()) {
        stored.set(index, await storeProductImage(app.storage, upload.data, upload.fileName));
      }
    } catch (error) {
      await discard(stored.values());
      if (error instanceof ImageRejectedError) throw new HttpError(415, 'image_rejected', error.message);
      throw error;
    }
    return stored;
  }

  async function discard(images: Iterable<StoredImage>): Promise<void> {
    for (const image of images) await deleteStoredImage(app.storage, image, app.log);
  }
}

/** Reads a multipart product form; every limit broken is a clear 4xx. */
async function readProductForm(request: FastifyRequest): Promise<ProductForm> {
  if (!request.isMultipart()) {
    throw new HttpError(415, 'multipart_required', 'Send the product as multipart/form-data with its image files.');
  }
  const form: ProductForm = { product: undefined, images: undefined, uploads: [] };
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        if (part.fieldname !== 'files') throw invalid(part.fieldname, `Send image files under the name 'files'.`);
        const data = await part.toBuffer();
        form.uploads.push({ fileName: cleanFileName(part.filename), data });
      } else if (part.fieldname === 'product' || part.fieldname === 'images') {
        if (part.valueTruncated) throw invalid(part.fieldname, 'This field is too long.');
        form[part.fieldname] = part.value;
      } else {
        throw invalid(part.fieldname, `Unknown field: ${part.fieldname}`);
      }
    }
  } catch (error) {
    throw mapMultipartError(error);
  }
  return form;
}

function jsonPatch(body: unknown): ProductForm {
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
    throw invalid(field, 'This field must be JSON.');
  }
  const nulAt = nulCharacterPath(parsed);
  if (nulAt !== undefined) throw nulRefused(nulAt ? `${field}.${nulAt}` : field);
  return parsed;
}

function parsePlan(value: unknown): ImagePlan {
  const result = imagePlanSchema.safeParse(parseJsonField(value, 'images'));
  if (!result.success) throw invalid('images', result.error.issues[0]?.message ?? 'The image list is not valid.');
  return result.data;
}

function requireImages(plan: ImagePlan): void {
  if (plan.length === 0) throw invalid('images', 'Add at least one image (jpg or png).');
  if (plan.length > MAX_IMAGES) throw invalid('images', `A product can have at most ${MAX_IMAGES} images.`);
}

function invalid(field: string, message: string): HttpError {
  return new HttpError(400, 'invalid_request', message, { [field]: message });
}

function duplicateName(name: string): HttpError {
  return new HttpError(409, 'duplicate_name', `A product named '${name}' already exists. Choose another name.`, {
    ProductName: 'Another product already has this name.',
  });
}

function mapSaveError(error: unknown, name: string): unknown {
  if (error instanceof DuplicateNameError || isUniqueViolation(error)) return duplicateName(name);
  return error;
}

function mapMultipartError(error: unknown): unknown {
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
