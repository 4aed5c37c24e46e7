import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';

/** A product as the sitemap lists it. */
export type SitemapProduct = { name: string; updatedAt: string | null };

export function seoRepository(db: Kysely<Database>) {
  return {
    /** Up to `limit` products by name, with when each last changed. */
    async sitemapProducts(limit: number): Promise<SitemapProduct[]> {
      const rows = await db.selectFrom('products').select(['name', 'updated_at']).orderBy('name').limit(limit).execute();
      return rows.map((row) => ({ name: row.name, updatedAt: row.updated_at || null }));
    },
  };
}

export type SeoRepository = ReturnType<typeof seoRepository>;
