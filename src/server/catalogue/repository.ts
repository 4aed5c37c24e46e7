import { randomBytes } from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import type { ListingSort } from '../../shared/catalogue.ts';
import type { Database, ProductImagesTable, ProductsTable } from '../db/schema.ts';
import { isUniqueViolation } from '../db/errors.ts';
import { keysOfImage, type StoredImage } from '../media/images.ts';
import { pricedColumns } from '../rates/pricing.ts';

export type ProductRecord = ProductsTable & { images: StoredImage[] };

/** A product's own columns, as callers give them (catalogue/wire.ts maps the API's fields to them). */
export type ProductColumns = Omit<ProductsTable, 'id' | 'created_at' | 'updated_at'>;

/** `total`: how many products the listing holds in all, on its first page (no cursor) only. */
export type ProductPage = { products: ProductRecord[]; nextCursor: string | null; total?: number };

/** What a listing may be narrowed to; each given field must hold (prices: min inclusive, max exclusive). */
export type ProductFilter = {
  categories?: readonly string[];
  minPaise?: number;
  maxPaise?: number | null;
  metalType?: string;
  colour?: string;
  style?: string;
};

export type ListOptions = { limit: number; cursor?: string | undefined; sort?: ListingSort; filter?: ProductFilter };

/** A listing cursor that cannot be read, or that belongs to another sort. */
export class InvalidCursorError extends Error {}

/** A name that another product already has (names are unique whatever their case). */
export class DuplicateNameError extends Error {}

export function newProductId(): string {
  return randomBytes(10).toString('base64url');
}

export function catalogueRepository(db: Kysely<Database>) {
  async function imagesOf(productIds: string[]): Promise<ProductImagesTable[]> {
    return db
      .selectFrom('product_images')
      .selectAll()
      .where('product_id', 'in', productIds)
      .orderBy('product_id')
      .orderBy('position')
      .execute();
  }

  function attach(rows: ProductsTable[], imageRows: ProductImagesTable[]): ProductRecord[] {
    const byProduct = new Map<string, StoredImage[]>();
    for (const image of imageRows) {
      const list = byProduct.get(image.product_id) ?? [];
      list.push(toStoredImage(image));
      byProduct.set(image.product_id, list);
    }
    return rows.map((row) => ({ ...row, images: byProduct.get(row.id) ?? [] }));
  }

  async function withImages(rows: ProductsTable[]): Promise<ProductRecord[]> {
    if (rows.length === 0) return [];
    return attach(rows, await imagesOf(rows.map((row) => row.id)));
  }

  return {
    /**
     * One page of a listing: filtered, sorted, `limit` at a time. `cursor` is the previous
     * page's nextCursor; pages are keyset pages on (created_at, id) or (price_paise, id), so
     * they neither repeat nor skip. Throws InvalidCursorError for an unreadable cursor or one
     * of another sort.
     */
    async listProducts(options: ListOptions): Promise<ProductPage> {
      const sort = options.sort ?? 'newest';
      const filter = options.filter ?? {};
      const after = options.cursor ? decodeCursor(options.cursor, sort) : undefined;
      const column = sort === 'newest' ? 'created_at' : 'price_paise';
      const direction = sort === 'price-asc' ? 'asc' : 'desc';
      const beyond = direction === 'asc' ? '>' : '<';
      let filtered = db.selectFrom('products');
      if (filter.categories) filtered = filtered.where('category', 'in', filter.categories.length > 0 ? [...filter.categories] : ['']);
      if (filter.minPaise !== undefined) filtered = filtered.where('price_paise', '>=', filter.minPaise);
      if (filter.maxPaise !== undefined && filter.maxPaise !== null) filtered = filtered.where('price_paise', '<', filter.maxPaise);
      if (filter.metalType !== undefined) filtered = filtered.where('metal_type', '=', filter.metalType);
      if (filter.colour !== undefined) filtered = filtered.where('colour', '=', filter.colour);
      if (filter.style !== undefined) filtered = filtered.where('style', '=', filter.style);
      let query = filtered.selectAll().orderBy(column, direction).orderBy('id', direction).limit(options.limit + 1);
      if (after) {
        query = query.where((eb) =>
          eb.or([eb(column, beyond, after.key), eb.and([eb(column, '=', after.key), eb('id', beyond, after.id)])]),
        );
      }
      const rows = await query.execute();
      const page = rows.slice(0, options.limit);
      const last = page.at(-1);
      const nextCursor = rows.length > options.limit && last ? encodeCursor(last, sort) : null;
      // The first page says how many there are in all ('36 products'); a short one counts itself.
      let total: number | undefined;
      if (!after) {
        total = nextCursor
          ? Number((await filtered.select((eb) => eb.fn.countAll<number | string>().as('count')).executeTakeFirstOrThrow()).count)
          : page.length;
      }
      return { products: await withImages(page), nextCursor, ...(total === undefined ? {} : { total }) };
    },

    async findByName(name: string): Promise<ProductRecord | undefined> {
      const row = await db
        .selectFrom('products')
        .selectAll()
        .where(sql`lower(name)`, '=', name.toLowerCase())
        .executeTakeFirst();
      return row ? (await withImages([row]))[0] : undefined;
    },

    /** The ids of the products named exactly so (case and all). */
    async idsOfNames(names: readonly string[]): Promise<string[]> {
      if (names.length === 0) return [];
      const rows = await db.selectFrom('products').select('id').where('name', 'in', [...names]).execute();
      return rows.map((row) => row.id);
    },

    /** Whether a product other than `exceptId` has this name (a first look; saving checks again). */
    async isNameTaken(name: string, exceptId?: string): Promise<boolean> {
      return (await nameHolder(db, name, exceptId)) !== undefined;
    },

    /** Every product's exact pieces in stock, by id: for operators (public answers give less, decision 027). */
    async stockCounts(): Promise<Record<string, number>> {
      const rows = await db.selectFrom('products').select(['id', 'stock']).execute();
      return Object.fromEntries(rows.map((row) => [row.id, Number(row.stock)]));
    },

    async findByIds(ids: readonly string[]): Promise<ProductRecord[]> {
      if (ids.length === 0) return [];
      // The ids are known: products and their images are read at the same time.
      const [rows, imageRows] = await Promise.all([
        db.selectFrom('products').selectAll().where('id', 'in', [...ids]).execute(),
        imagesOf([...ids]),
      ]);
      return attach(rows, imageRows);
    },

    /** Every media key that a product's image names (the orphan sweep keeps these). */
    async mediaKeysInUse(): Promise<Set<string>> {
      const rows = await db.selectFrom('product_images').selectAll().execute();
      return new Set(rows.flatMap((row) => keysOfImage(toStoredImage(row))));
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
        if (!(await lockProduct(trx, id))) return undefined;
        const [record] = await catalogueRepository(trx).findByIds([id]);
        if (!record) return undefined;
        await trx.deleteFrom('product_images').where('product_id', '=', id).execute();
        await trx.deleteFrom('products').where('id', '=', id).execute();
        return record;
      });
    },

    /** Saves a product and its images in one transaction; DuplicateNameError when its name is taken. */
    async createProduct(columns: ProductColumns, images: StoredImage[], createdAt = new Date()): Promise<ProductRecord> {
      const now = createdAt.toISOString();
      let row: ProductsTable = { id: newProductId(), ...columns, created_at: now, updated_at: now };
      await saving(row.name, () =>
        db.transaction().execute(async (trx) => {
          await ensureNameFree(trx, row.name);
          // A price by weight from the rate as it is in this transaction (NoRateError without one).
          row = await pricedColumns(trx, row);
          await trx.insertInto('products').values(row).execute();
          if (images.length > 0) {
            await trx
              .insertInto('product_images')
              .values(images.map((image, position) => toImageRow(row.id, position, image)))
              .execute();
          }
        }),
      );
      return { ...row, images };
    },

    /**
     * Changes a product's fields and replaces its image list (in order) in one transaction.
     * `chooseImages` is given the images the product has inside that transaction, with the
     * product locked, and answers its new list (or throws, which saves nothing): so a list
     * built from an earlier read can never bring back an image another change has removed.
     * Answers the updated record and the images it no longer has, so that the caller can
     * remove their media once the change is saved; undefined when there is no such product.
     * DuplicateNameError when the new name is taken.
     */
    async updateProduct(
      id: string,
      changes: Partial<ProductColumns>,
      chooseImages: (current: StoredImage[]) => StoredImage[],
    ): Promise<{ record: ProductRecord; removedImages: StoredImage[] } | undefined> {
      return saving(changes.name, () =>
        db.transaction().execute(async (trx) => {
          if (!(await lockProduct(trx, id))) return undefined;
          const current = await trx.selectFrom('products').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
          if (changes.name !== undefined) await ensureNameFree(trx, changes.name, id);
          const row = await pricedColumns(trx, { ...current, ...changes, updated_at: new Date().toISOString() } as ProductsTable);
          const before = (await trx.selectFrom('product_images').selectAll().where('product_id', '=', id).orderBy('position').execute()).map(
            toStoredImage,
          );
          const images = chooseImages(before);
          const { id: _id, created_at: _createdAt, ...fields } = row;
          await trx.updateTable('products').set(fields).where('id', '=', id).execute();
          await trx.deleteFrom('product_images').where('product_id', '=', id).execute();
          if (images.length > 0) {
            await trx
              .insertInto('product_images')
              .values(images.map((image, position) => toImageRow(id, position, image)))
              .execute();
          }
          const kept = new Set(images.map((image) => image.highKey));
          const removedImages = before.filter((image) => !kept.has(image.highKey));
          return { record: { ...row, images }, removedImages };
        }),
      );
    },
  };
}

/** The product other than `exceptId` that has this name, whatever its case (names are unique). */
async function nameHolder(db: Kysely<Database>, name: string, exceptId?: string): Promise<{ id: string } | undefined> {
  let query = db.selectFrom('products').select('id').where(sql`lower(name)`, '=', name.toLowerCase());
  if (exceptId !== undefined) query = query.where('id', '<>', exceptId);
  return query.executeTakeFirst();
}

async function ensureNameFree(trx: Kysely<Database>, name: string, exceptId?: string): Promise<void> {
  if (await nameHolder(trx, name, exceptId)) throw new DuplicateNameError(`A product named '${name}' already exists.`);
}

/**
 * Runs a save that may give a product `name`; the database's own unique index catching two
 * saves of one name at the same moment is a DuplicateNameError too.
 */
async function saving<T>(name: string | undefined, save: () => Promise<T>): Promise<T> {
  try {
    return await save();
  } catch (error) {
    if (name !== undefined && isUniqueViolation(error)) throw new DuplicateNameError(`A product named '${name}' already exists.`);
    throw error;
  }
}

/**
 * Locks a product's row until the transaction ends, by writing it (answers false when there is
 * no such product). A write is the lock both databases understand: PostgreSQL holds the row
 * lock to the commit, and on SQLite every write transaction already runs alone (BEGIN IMMEDIATE).
 */
async function lockProduct(trx: Kysely<Database>, id: string): Promise<boolean> {
  const result = await trx.updateTable('products').set((eb) => ({ updated_at: eb.ref('updated_at') })).where('id', '=', id).executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
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

function encodeCursor(row: ProductsTable, sort: ListingSort): string {
  return Buffer.from(JSON.stringify([sort, sort === 'newest' ? row.created_at : row.price_paise, row.id])).toString('base64url');
}

function decodeCursor(cursor: string, sort: ListingSort): { key: string | number; id: string } {
  try {
    const value: unknown = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
    if (Array.isArray(value) && value.length === 3 && value[0] === sort && typeof value[2] === 'string') {
      const [, key, id] = value as [string, unknown, string];
      if (sort === 'newest' ? typeof key === 'string' : Number.isSafeInteger(key)) return { key: key as string | number, id };
    }
  } catch {
    // fall through: an unreadable cursor
  }
  throw new InvalidCursorError('This page link is not valid for this listing; start from the first page.');
}
