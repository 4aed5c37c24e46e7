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

/** Both implementations share the planning; only the lookups differ. */
function planned(
  vocabulary: Vocabulary,
  run: (plan: QueryPlan, limit: number) => Promise<{ id: string }[]>,
): SearchRepository {
  return {
    async search(query, { limit }) {
      const plan = await planQuery(query, vocabulary);
      if (plan.groups.length === 0) return { ids: [], correctedQuery: null };
      const rows = await run(plan, limit);
      return { ids: rows.map((row) => row.id), correctedQuery: plan.correctedQuery };
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
  return planned(vocabulary, async (plan, limit) => {
    const match = plan.groups.map((group) => `(${group.map((term) => `"${term}"*`).join(' OR ')})`).join(' AND ');
    const exact = plan.normalisedQuery;
    const corrected = plan.correctedQuery ?? exact;
    const { rows } = await sql<{ id: string }>`
      with hits as (
        select product_id, bm25(products_fts, 0.0, 10.0, 4.0, 1.0) as score
        from products_fts where products_fts match ${match}
      )
      select p.id from hits join products p on p.id = hits.product_id
      order by (${nameKey(sql.ref('p.name'))} in (${exact}, ${corrected})) desc, hits.score, p.name, p.id
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
  return planned(vocabulary, async (plan, limit) => {
    const tsquery = plan.groups.map((group) => `(${group.map((term) => `'${term}':*`).join(' | ')})`).join(' & ');
    const exact = plan.normalisedQuery;
    const corrected = plan.correctedQuery ?? exact;
    const { rows } = await sql<{ id: string }>`
      select p.id
      from product_search s
        join products p on p.id = s.product_id,
        to_tsquery('simple', ${tsquery}) q
      where s.document @@ q
      order by (${nameKey(sql.ref('p.name'))} in (${exact}, ${corrected})) desc, ts_rank(s.document, q) desc, p.name, p.id
      limit ${limit}`.execute(db);
    return rows;
  });
}

/**
 * A name as the planner's normalised query spells it: lower case, runs of anything but
 * letters and digits as one space. Good enough in SQL for the exact-name check (ASCII
 * punctuation and spaces), on both databases.
 */
function nameKey(column: ReturnType<typeof sql.ref>) {
  let expression = sql`lower(${column})`;
  for (const symbol of ['&', '.', ',', '/', '-', "'", '"', '(', ')']) {
    expression = sql`replace(${expression}, ${symbol}, ' ')`;
  }
  // Collapse the runs of spaces the replacements may leave.
  for (let pass = 0; pass < 3; pass += 1) expression = sql`replace(${expression}, '  ', ' ')`;
  return sql`trim(${expression})`;
}
