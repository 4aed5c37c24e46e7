import type { FastifyInstance } from 'fastify';
import multipart from '@fastify/multipart';
import { HttpError, notFound } from '../http/errors.ts';
import type { StoredImage } from '../media/images.ts';
import { DuplicateNameError } from './repository.ts';
import { toProductColumnChanges, toProductColumns, toWireProduct } from './wire.ts';
import { PRODUCT_FORM_LIMITS, readNewProduct, readProductChanges } from './product-form.ts';
import { productMedia, requireImages } from './product-media.ts';
import { auditedBy, recordAudit } from '../audit/audit-log.ts';
import { productFieldProblems } from '../../shared/product.ts';
import { NoRateError, PriceOutOfRangeError } from '../rates/pricing.ts';
import type { ProductRecord } from './repository.ts';

/**
 * Operator routes for products: create, edit, delete (operators only: no `public` flag, so the
 * guard in src/server/auth/plugin.ts answers 401/403 before a byte of the body is read). The
 * form is read by product-form.ts; images are stored and removed by product-media.ts. A product
 * and its images are saved together: on any failure nothing new remains stored.
 */
export default async function catalogueAdminRoutes(app: FastifyInstance): Promise<void> {
  await app.register(multipart, PRODUCT_FORM_LIMITS);
  const urlOf = (key: string) => app.storage.url(key);
  const media = productMedia(app.storage, app.log);
  const noSuchProduct = () => notFound('There is no such product.');

  /** 409 before any image is decoded; saving checks again. */
  async function ensureNameFree(name: string, exceptId?: string): Promise<void> {
    if (await app.catalogue.isNameTaken(name, exceptId)) throw duplicateName(name);
  }

  app.post('/products', async (request, reply) => {
    const { input, plan, uploads } = await readNewProduct(request);
    requireImages(plan);
    await ensureNameFree(input.ProductName);
    try {
      const record = await media.storeThenSave(uploads, plan, (stored) =>
        app.catalogue.createProduct(toProductColumns(input), media.imagesOfPlan(plan, [], stored)),
      );
      await recordAudit(app.database.db, { ...auditedBy(request), event: 'product-created', subject: record.id, details: record.name });
      return reply.status(201).send(toWireProduct(record, urlOf));
    } catch (error) {
      throw pricingRefusalOr(duplicateNameOr(error, input.ProductName));
    }
  });

  app.patch<{ Params: { id: string } }>('/products/:id', async (request) => {
    // A first look, to refuse a bad request before any image is decoded; the transaction
    // decides again on the product as it is then, locked.
    const [current] = await app.catalogue.findByIds([request.params.id]);
    if (!current) throw noSuchProduct();
    const { changes, plan, uploads } = await readProductChanges(request);
    refuseProblems(productFieldProblems({ ...pricingFieldsOf(current), ...changes }));
    const choose = (images: StoredImage[], uploaded: Map<number, StoredImage>) =>
      media.imagesOfPlan(plan ?? media.keepAndAdd(images, uploads), images, uploaded);
    choose(current.images, new Map());
    if (changes.ProductName !== undefined) await ensureNameFree(changes.ProductName, current.id);

    try {
      const result = await media.storeThenSave(uploads, plan ?? media.keepAndAdd(current.images, uploads), async (stored) => {
        const saved = await app.catalogue.updateProduct(current.id, toProductColumnChanges(changes), (images) => choose(images, stored));
        if (!saved) throw noSuchProduct();
        return saved;
      });
      await media.discard(result.removedImages);
      const changed = Object.keys(changes).concat(plan || uploads.length > 0 ? ['images'] : []).join(', ');
      await recordAudit(app.database.db, { ...auditedBy(request), event: 'product-updated', subject: current.id, details: `${result.record.name}: ${changed}` });
      return toWireProduct(result.record, urlOf);
    } catch (error) {
      throw pricingRefusalOr(duplicateNameOr(error, changes.ProductName ?? current.name));
    }
  });

  app.delete<{ Params: { id: string } }>('/products/:id', async (request, reply) => {
    const deleted = await app.catalogue.deleteProduct(request.params.id);
    if (!deleted) throw noSuchProduct();
    await recordAudit(app.database.db, { ...auditedBy(request), event: 'product-deleted', subject: request.params.id, details: deleted.name });
    await media.discard(deleted.images);
    return reply.status(204).send();
  });
}

function duplicateName(name: string): HttpError {
  return new HttpError(409, 'duplicate_name', `A product named '${name}' already exists. Choose another name.`, {
    ProductName: 'Another product already has this name.',
  });
}

function duplicateNameOr(error: unknown, name: string): unknown {
  return error instanceof DuplicateNameError ? duplicateName(name) : error;
}

/** The fields of a stored product that the rules across fields read (shared/product.ts), as an edit would give them. */
function pricingFieldsOf(record: ProductRecord) {
  return {
    MetalType: record.metal_type as 'Silver',
    Purity: record.purity as '925',
    PricedBy: record.priced_by,
    ProductPrice: record.price_paise / 100,
    ...(record.making_by ? { MakingChargeBy: record.making_by, MakingCharge: Number(record.making_value ?? 0) / 100 } : {}),
  };
}

/** An edit that would leave the product breaking a rule across fields: 400, a message per field. */
function refuseProblems(problems: Record<string, string>): void {
  const [first] = Object.values(problems);
  if (first !== undefined) throw new HttpError(400, 'invalid_request', first, problems);
}

/** A product priced by weight that cannot be priced (decision 035): 422, said beside the pricing choice. */
function pricingRefusalOr(error: unknown): unknown {
  if (error instanceof NoRateError) {
    const message = `${error.message} Set it under Metal rates first, or give the product a fixed price.`;
    return new HttpError(422, 'no_rate', message, { PricedBy: message });
  }
  if (error instanceof PriceOutOfRangeError) return new HttpError(422, 'price_out_of_range', error.message, { PricedBy: error.message });
  return error;
}
