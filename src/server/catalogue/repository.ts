import { randomBytes } from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import type { ProductInput } from '../../shared/product.ts';
import { rupeesToPaise } from '../../shared/money.ts';
import type { Database, ProductImagesTable, ProductsTable } from '../db/schema.ts';
import type { StoredImage } from '../media/images.ts';

export type ProductRecord = ProductsTable & { images: StoredImage[] };

export type ProductPage = { products: ProductRecord[]; nextCursor: string | null };

/** A name that another product already has (names are unique whatever their case). */
export class DuplicateNameError extends Error {}

export function newProductId(): string {
  return randomBytes(10).toString('base64url');
}

export function catalogueRepository(db: Kysely<Database>) {
  async function withImages(rows: ProductsTable[]): Promise<ProductRecord[]> {
    if (rows.length === 0) return [];
    const imageRows = await db
      .selectFrom('product_images')
      .selectAll()
      .where(
        'product_id',
        'in',
        rows.map((row) => row.id),
      )
      .orderBy('product_id')
      .orderBy('position')
      .execute();
    const byProduct = new Map<string, StoredImage[]>();
    for (const image of imageRows) {
      const list = byProduct.get(image.product_id) ?? [];
      list.push(toStoredImage(image));
      byProduct.set(image.product_id, list);
    }
    return rows.map((row) => ({ ...row, images: byProduct.get(row.id) ?? [] }));
  }

  return {
    /** Newest first, `limit` at a time; `cursor` is the previous page's nextCursor. */
    async listProducts(options: { limit: number; cursor?: string | undefined }): Promise<ProductPage> {
      const after = options.cursor ? decodeCursor(options.cursor) : undefined;
      let query = db
        .selectFrom('products')
        .selectAll()
        .orderBy('created_at', 'desc')
        .orderBy('id', 'desc')
        .limit(options.limit + 1);
      if (after) {
        query = query.where((eb) =>
          eb.or([
            eb('created_at', '<', after.createdAt),
            eb.and([eb('created_at', '=', after.createdAt), eb('id', '<', after.id)]),
          ]),
        );
      }
      const rows = await query.execute();
      const page = rows.slice(0, options.limit);
      const last = page.at(-1);
      const nextCursor = rows.length > options.limit && last ? encodeCursor(last) : null;
      return { products: await withImages(page), nextCursor };
    },

    async findByName(name: string): Promise<ProductRecord | undefined> {
      const row = await db
        .selectFrom('products')
        .selectAll()
        .where(sql`lower(name)`, '=', name.toLowerCase())
        .executeTakeFirst();
      return row ? (await withImages([row]))[0] : undefined;
    },

    async findByIds(ids: readonly string[]): Promise<ProductRecord[]> {
      if (ids.length === 0) return [];
      const rows = await db.selectFrom('products').selectAll().where('id', 'in', [...ids]).execute();
      return withImages(rows);
    },

    async countProducts(): Promise<number> {
      const { count } = await db
        .selectFrom('products')
        .select((eb) => eb.fn.countAll<number | string>().as('count'))
        .executeTakeFirstOrThrow();
      return Number(count);
    },

    /** Deletes a product and its image rows; answers what was deleted, so the caller can remove its media. */
    async deleteProduct(id: string): Promise<ProductRecord | undefined> {
      return db.transaction().execute(async (trx) => {
        const [record] = await catalogueRepository(trx).findByIds([id]);
        if (!record) return undefined;
        await trx.deleteFrom('product_images').where('product_id', '=', id).execute();
        await trx.deleteFrom('products').where('id', '=', id).execute();
        return record;
      });
    },

    /** Saves a product and its images in one transaction. */
    async createProduct(input: ProductInput, images: StoredImage[], createdAt = new Date()): Promise<ProductRecord> {
      const now = createdAt.toISOString();
      const row: ProductsTable = {
        id: newProductId(),
        name: input.ProductName,
        price_paise: rupeesToPaise(input.ProductPrice),
        category: input.Category,
        metal_type: input.MetalType,
        purity: input.Purity,
        metal_weight_mg: Math.round(input.metalWeight * 1000),
        colour: input.Colour,
        style: input.Style,
        created_at: now,
        updated_at: now,
      };
      await db.transaction().execute(async (trx) => {
        const taken = await trx
          .selectFrom('products')
          .select('id')
          .where(sql`lower(name)`, '=', row.name.toLowerCase())
          .executeTakeFirst();
        if (taken) throw new DuplicateNameError(`A product named '${row.name}' already exists.`);
        await trx.insertInto('products').values(row).execute();
        if (images.length > 0) {
          await trx
            .insertInto('product_images')
            .values(images.map((image, position) => toImageRow(row.id, position, image)))
            .execute();
        }
      });
      return { ...row, images };
    },
  };
}

export type CatalogueRepository = ReturnType<typeof catalogueRepository>;

export function toImageRow(productId: string, position: number, image: StoredImage): ProductImagesTable {
  return {
    product_id: productId,
    position,
    high_key: image.highKey,
    low_key: image.lowKey,
    width: image.width,
    height: image.height,
    variants: JSON.stringify(image.variants),
  };
}

function toStoredImage(row: ProductImagesTable): StoredImage {
  return {
    highKey: row.high_key,
    lowKey: row.low_key,
    width: row.width,
    height: row.height,
    variants: JSON.parse(row.variants) as StoredImage['variants'],
  };
}

function encodeCursor(row: ProductsTable): string {
  return Buffer.from(JSON.stringify([row.created_at, row.id])).toString('base64url');
}

function decodeCursor(cursor: string): { createdAt: string; id: string } | undefined {
  try {
    const value: unknown = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
    if (Array.isArray(value) && typeof value[0] === 'string' && typeof value[1] === 'string') {
      return { createdAt: value[0], id: value[1] };
    }
  } catch {
    // fall through: an unreadable cursor
  }
  return undefined;
}
