import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import type { ShopDatabase } from '../db/database.ts';
import { planQuery, type QueryPlan, type Vocabulary } from './query-plan.ts';

export type SearchHits = {
  /** Product ids, best first: an exact name match, then by relevance, then by name. */
  ids: string[];
  /** The words searched for when they differ from the query (corrected spellings). */
  correctedQuery: string | null;
};

/** Product search; one implementation per database, chosen by `searchRepository`. */
export interface SearchRepository {
  search(query: string, options: { limit: number }): Promise<SearchHits>;
}

export function searchRepository(database: ShopDatabase): SearchRepository {
  return database.kind === 'postgres' ? postgresSearch(database.db) : sqliteSearch(database.db);
}

/** The first string after every string that starts with `prefix` (for index ranges). */
function prefixEnd(prefix: string): string {
  return prefix + '\u{10FFFF}';
}

function nextLetter(letter: string): string {
  return String.fromCodePoint(letter.codePointAt(0)! + 1);
}

/**
 * Both implementations share the planning and the exact-name rule; only the lookups and the
 * relevance ranking differ. A product whose name is exactly what was typed (or its corrected
 * spelling), whatever the case, comes first; then the best `limit` by relevance.
 */
function planned(
  db: Kysely<Database>,
  vocabulary: Vocabulary,
  ranked: (plan: QueryPlan, limit: number) => Promise<{ id: string }[]>,
): SearchRepository {
  return {
    async search(query, { limit }) {
      const plan = await planQuery(query, vocabulary);
      if (plan.groups.length === 0) return { ids: [], correctedQuery: null };
      const names = [...new Set([query.trim().replace(/\s+/g, ' ').toLowerCase(), plan.normalisedQuery, plan.correctedQuery ?? ''])];
      const [exact, rows] = await Promise.all([
        db.selectFrom('products').select('id').where(sql<string>`lower(name)`, 'in', names).orderBy('id').execute(),
        ranked(plan, limit),
      ]);
      const ids = [...new Set([...exact, ...rows].map((row) => row.id))].slice(0, limit);
      return { ids, correctedQuery: plan.correctedQuery };
    },
  };
}

/** SQLite: FTS5 (`products_fts`) with bm25 ranking; the name weighs most. */
export function sqliteSearch(db: Kysely<Database>): SearchRepository {
  const vocabulary: Vocabulary = {
    async hasTermStartingWith(prefix) {
      const { rows } = await sql<{ term: string }>`
        select term from products_fts_terms where term >= ${prefix} and term < ${prefixEnd(prefix)} limit 1`.execute(db);
      return rows.length > 0;
    },
    async termsStartingWith(letter) {
      const { rows } = await sql<{ term: string; docs: number }>`
        select term, doc as docs from products_fts_terms where term >= ${letter} and term < ${nextLetter(letter)}`.execute(db);
      return rows;
    },
  };
  return planned(db, vocabulary, async (plan, limit) => {
    const match = plan.groups.map((group) => `(${group.map((term) => `"${term}"*`).join(' OR ')})`).join(' AND ');
    const { rows } = await sql<{ id: string }>`
      select product_id as id from products_fts where products_fts match ${match}
      order by bm25(products_fts, 0.0, 10.0, 4.0, 1.0), product_id
      limit ${limit}`.execute(db);
    return rows;
  });
}

/** PostgreSQL: full-text search over `product_search` (GIN), ranked by ts_rank. */
export function postgresSearch(db: Kysely<Database>): SearchRepository {
  const vocabulary: Vocabulary = {
    async hasTermStartingWith(prefix) {
      const { rows } = await sql<{ term: string }>`
        select term from search_terms where term >= ${prefix} and term < ${prefixEnd(prefix)} limit 1`.execute(db);
      return rows.length > 0;
    },
    async termsStartingWith(letter) {
      const { rows } = await sql<{ term: string; docs: number }>`
        select term, docs from search_terms where term >= ${letter} and term < ${nextLetter(letter)}`.execute(db);
      return rows;
    },
  };
  return planned(db, vocabulary, async (plan, limit) => {
    const tsquery = plan.groups.map((group) => `(${group.map((term) => `'${term}':*`).join(' | ')})`).join(' & ');
    const { rows } = await sql<{ id: string }>`
      select s.product_id as id
      from product_search s, to_tsquery('simple', ${tsquery}) q
      where s.document @@ q
      order by ts_rank(s.document, q) desc, s.product_id
      limit ${limit}`.execute(db);
    return rows;
  });
}
