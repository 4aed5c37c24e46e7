import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import type { ShopDatabase } from '../db/database.ts';
import { planQuery, type IndexedTerm, type PlannedTerm, type QueryPlan, type Vocabulary } from './query-plan.ts';
import { rankCandidates, type Candidate } from './rank.ts';

export type SearchHits = {
  /** Product ids, best first: an exact name match, then by relevance, then by id. */
  ids: string[];
  /** The words searched for when they differ from the query (corrected spellings). */
  correctedQuery: string | null;
};

/** Product search; one implementation per database, chosen by `searchRepository`. */
export interface SearchRepository {
  search(query: string, options: { limit: number }): Promise<SearchHits>;
}

/**
 * At most this many matching products are ranked per query, taken in the search index's own
 * order (SQLite: the most recently saved first; PostgreSQL: as the index finds them). Ranking
 * reads every product it ranks, so without a cap a word that most products hold ('silver',
 * '925') ranks the whole catalogue: over 100 ms at 100,000 products. With it such a word
 * costs what a rare one costs. A few hundred is five times the most a page shows (60), and
 * an exact name match is looked up apart, so it is never lost to the cap.
 */
export const MAX_CANDIDATES = 300;

/** `catalogueVersion`: the app's (app.catalogueVersion), for what is kept per catalogue version. */
export function searchRepository(database: ShopDatabase, catalogueVersion: () => Promise<string>): SearchRepository {
  return database.kind === 'postgres' ? postgresSearch(database.db, catalogueVersion) : sqliteSearch(database.db, catalogueVersion);
}

/** The first string after every string that starts with `prefix` (for index ranges). */
function prefixEnd(prefix: string): string {
  return prefix + '\u{10FFFF}';
}

function nextLetter(letter: string): string {
  return String.fromCodePoint(letter.codePointAt(0)! + 1);
}

type Searcher = { vocabulary: Vocabulary; ranked(plan: QueryPlan, limit: number): Promise<string[]> };

/**
 * Both implementations share the planning and the exact-name rule; only the lookups and the
 * relevance ranking differ. A product whose name is exactly what was typed (or its corrected
 * spelling), whatever the case, comes first; then the best `limit` by relevance.
 */
function planned(db: Kysely<Database>, searcher: () => Promise<Searcher>): SearchRepository {
  return {
    async search(query, { limit }) {
      const { vocabulary, ranked } = await searcher();
      const plan = await planQuery(query, vocabulary);
      if (plan.groups.length === 0) return { ids: [], correctedQuery: null };
      const names = [...new Set([query.trim().replace(/\s+/g, ' ').toLowerCase(), plan.normalisedQuery, plan.correctedQuery ?? ''])];
      const [exact, rankedIds] = await Promise.all([
        db.selectFrom('products').select('id').where(sql<string>`lower(name)`, 'in', names).orderBy('id').execute(),
        ranked(plan, limit),
      ]);
      const ids = [...new Set([...exact.map((row) => row.id), ...rankedIds])].slice(0, limit);
      return { ids, correctedQuery: plan.correctedQuery };
    },
  };
}

/** One alternative as an FTS5 phrase or a tsquery lexeme. */
const ftsPhrase = (item: PlannedTerm) => (item.prefix ? `"${item.text}"*` : `"${item.text}"`);
const tsLexeme = (item: PlannedTerm) => (item.prefix ? `'${item.text}':*` : `'${item.text}'`);

/** Index of the first term not before `prefix` (terms are sorted). */
function lowerBound(terms: IndexedTerm[], prefix: string): number {
  let low = 0;
  let high = terms.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if (terms[middle]!.term < prefix) low = middle + 1;
    else high = middle;
  }
  return low;
}

const byTerm = (a: IndexedTerm, b: IndexedTerm) => (a.term < b.term ? -1 : a.term > b.term ? 1 : 0);

/** What `load` answers, read again only when the catalogue version changes; callers share a load. */
function perCatalogueVersion<T>(catalogueVersion: () => Promise<string>, load: () => Promise<T>): () => Promise<T> {
  let held: { version: string; value: Promise<T> } | undefined;
  return async () => {
    const version = await catalogueVersion();
    if (held?.version === version) return held.value;
    const value = load();
    held = { version, value };
    value.catch(() => {
      if (held?.value === value) held = undefined;
    });
    return value;
  };
}

/**
 * The vocabulary, from memory for words that start with a letter (`letterTerms`: every indexed
 * term from 'a' on, sorted) and from the database (`range`: the terms in [from, to), at most
 * `max`) for words that start with a digit.
 *
 * Why in memory: both databases know how many products hold each term (SQLite's fts5vocab
 * counts them on every lookup, reading the term's whole list of products: milliseconds for a
 * common word), and planning a query takes a lookup per word form. A catalogue has a few
 * thousand words, read once per catalogue version. Terms that start with a digit are few to
 * match but may be many to hold (design codes, one per product), so they stay in the database.
 */
function heldVocabulary(
  letterTerms: IndexedTerm[],
  range: (from: string, to: string, max?: number) => Promise<IndexedTerm[]>,
): Vocabulary {
  const inMemory = (prefix: string) => prefix >= 'a';
  return {
    async termsWithPrefix(prefix, max) {
      if (!inMemory(prefix)) return range(prefix, prefixEnd(prefix), max);
      const found: IndexedTerm[] = [];
      for (let index = lowerBound(letterTerms, prefix); index < letterTerms.length && found.length < max; index += 1) {
        if (!letterTerms[index]!.term.startsWith(prefix)) break;
        found.push(letterTerms[index]!);
      }
      return found;
    },
    async termsStartingWith(letter) {
      if (!inMemory(letter)) return range(letter, nextLetter(letter));
      return letterTerms.slice(lowerBound(letterTerms, letter), lowerBound(letterTerms, nextLetter(letter)));
    },
  };
}

/** SQLite: FTS5 (`products_fts`) and its vocabulary (`products_fts_terms`); ranked by BM25 in rank.ts. */
export function sqliteSearch(db: Kysely<Database>, catalogueVersion: () => Promise<string>): SearchRepository {
  const range = async (from: string, to: string, max = -1) => {
    const { rows } = await sql<IndexedTerm>`
      select term, doc as docs from products_fts_terms where term >= ${from} and term < ${to} limit ${max}`.execute(db);
    return rows;
  };
  const held = perCatalogueVersion(catalogueVersion, async () => {
    const [letterTerms, { count }] = await Promise.all([
      range('a', '\u{10FFFF}'),
      db.selectFrom('products').select((eb) => eb.fn.countAll<number>().as('count')).executeTakeFirstOrThrow(),
    ]);
    return { vocabulary: heldVocabulary(letterTerms.sort(byTerm), range), products: Number(count) };
  });

  return planned(db, async () => {
    const { vocabulary, products } = await held();
    return {
      vocabulary,
      async ranked(plan, limit) {
        const match = plan.groups.map((group) => `(${group.map(ftsPhrase).join(' OR ')})`).join(' AND ');
        // The most recently saved rows first: FTS5 walks its lists backwards and stops at the cap.
        const { rows } = await sql<Candidate>`
          select product_id as id, name, category, attrs from products_fts where products_fts match ${match}
          order by rowid desc limit ${MAX_CANDIDATES}`.execute(db);
        return rankCandidates(rows, plan, products).slice(0, limit);
      },
    };
  });
}

/** PostgreSQL: full-text search over `product_search` (GIN) and its vocabulary `search_terms`; ranked by ts_rank. */
export function postgresSearch(db: Kysely<Database>, catalogueVersion: () => Promise<string>): SearchRepository {
  const range = async (from: string, to: string, max?: number) => {
    const { rows } = await sql<IndexedTerm>`
      select term, docs from search_terms where term >= ${from} and term < ${to}
      order by term ${max === undefined ? sql`` : sql`limit ${max}`}`.execute(db);
    return rows;
  };
  const held = perCatalogueVersion(catalogueVersion, async () => heldVocabulary((await range('a', '\u{10FFFF}')).sort(byTerm), range));

  return planned(db, async () => ({
    vocabulary: await held(),
    async ranked(plan, limit) {
      const tsquery = plan.groups.map((group) => `(${group.map(tsLexeme).join(' | ')})`).join(' & ');
      // The cap applies before ts_rank, which reads each candidate's document. `offset 0` keeps
      // the planner from planning the matching for the cap: it picks the plan for finding every
      // match (the GIN index unless most products match) and the cap stops it early. Planned
      // for the cap, it would scan the table whenever it expects matches to come soon, which a
      // misjudged pair of words turns into a scan of the whole catalogue.
      const { rows } = await sql<{ id: string }>`
        select c.id from (
          select m.id, m.document from (
            select s.product_id as id, s.document
            from product_search s
            where s.document @@ to_tsquery('simple', ${tsquery})
            offset 0
          ) m
          limit ${MAX_CANDIDATES}
        ) c
        order by ts_rank(c.document, to_tsquery('simple', ${tsquery})) desc, c.id
        limit ${limit}`.execute(db);
      return rows.map((row) => row.id);
    },
  }));
}
