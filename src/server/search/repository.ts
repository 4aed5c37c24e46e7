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
 * order (SQLite: newest rows first; PostgreSQL: as the index finds them). Ranking reads every
 * product it ranks, so without a cap a word that most products hold ('silver', '925') ranks
 * the whole catalogue: over 100 ms at 100,000 products. With it such a word costs what a
 * rare one costs. A few hundred is several times the most a page shows (60), and an exact
 * name match is looked up apart, so it is never lost to the cap.
 */
export const MAX_CANDIDATES = 500;

/** `catalogueVersion`: the app's (app.catalogueVersion), for what is kept per catalogue version. */
export function searchRepository(database: ShopDatabase, catalogueVersion: () => Promise<string>): SearchRepository {
  return database.kind === 'postgres' ? postgresSearch(database.db) : sqliteSearch(database.db, catalogueVersion);
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

/** The vocabulary held in memory: terms in order, and how many products there are. */
type HeldVocabulary = { terms: IndexedTerm[]; products: number };

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

/**
 * SQLite: FTS5 (`products_fts`), ranked by BM25 in rank.ts; the name weighs most.
 *
 * The vocabulary table (fts5vocab) counts a term's products by reading its whole list of
 * products on every lookup, which costs milliseconds for a common word. So the terms that
 * start with a letter (every word but numbers, and a catalogue's few thousand) are read once
 * per catalogue version and kept in memory; terms that start with a digit are few to match
 * but many to hold (design codes), so they are still looked up in the table.
 */
export function sqliteSearch(db: Kysely<Database>, catalogueVersion: () => Promise<string>): SearchRepository {
  let held: { version: string; vocabulary: Promise<HeldVocabulary> } | undefined;

  async function load(): Promise<HeldVocabulary> {
    const [{ rows }, { count }] = await Promise.all([
      sql<IndexedTerm>`select term, doc as docs from products_fts_terms where term >= 'a'`.execute(db),
      db.selectFrom('products').select((eb) => eb.fn.countAll<number>().as('count')).executeTakeFirstOrThrow(),
    ]);
    const terms = rows.map(({ term, docs }) => ({ term, docs: Number(docs) }));
    terms.sort((a, b) => (a.term < b.term ? -1 : a.term > b.term ? 1 : 0));
    return { terms, products: Number(count) };
  }

  async function heldVocabulary(): Promise<HeldVocabulary> {
    const version = await catalogueVersion();
    if (held?.version === version) return held.vocabulary;
    const vocabulary = load();
    held = { version, vocabulary };
    vocabulary.catch(() => {
      if (held?.vocabulary === vocabulary) held = undefined;
    });
    return vocabulary;
  }

  const inMemory = (prefix: string) => prefix >= 'a';

  return planned(db, async () => {
    const { terms, products } = await heldVocabulary();
    const vocabulary: Vocabulary = {
      async termsWithPrefix(prefix, max) {
        if (inMemory(prefix)) {
          const found: IndexedTerm[] = [];
          for (let index = lowerBound(terms, prefix); index < terms.length && found.length < max; index += 1) {
            if (!terms[index]!.term.startsWith(prefix)) break;
            found.push(terms[index]!);
          }
          return found;
        }
        const { rows } = await sql<IndexedTerm>`
          select term, doc as docs from products_fts_terms where term >= ${prefix} and term < ${prefixEnd(prefix)} limit ${max}`.execute(db);
        return rows;
      },
      async termsStartingWith(letter) {
        if (inMemory(letter)) {
          const start = lowerBound(terms, letter);
          return terms.slice(start, lowerBound(terms, nextLetter(letter)));
        }
        const { rows } = await sql<IndexedTerm>`
          select term, doc as docs from products_fts_terms where term >= ${letter} and term < ${nextLetter(letter)}`.execute(db);
        return rows;
      },
    };
    return {
      vocabulary,
      async ranked(plan, limit) {
        const match = plan.groups.map((group) => `(${group.map(ftsPhrase).join(' OR ')})`).join(' AND ');
        // Newest rows first: FTS5 walks its lists backwards and stops at the cap.
        const { rows } = await sql<Candidate>`
          select product_id as id, name, category, attrs from products_fts where products_fts match ${match}
          order by rowid desc limit ${MAX_CANDIDATES}`.execute(db);
        return rankCandidates(rows, plan, products).slice(0, limit);
      },
    };
  });
}

/** PostgreSQL: full-text search over `product_search` (GIN), ranked by ts_rank. */
export function postgresSearch(db: Kysely<Database>): SearchRepository {
  const vocabulary: Vocabulary = {
    async termsWithPrefix(prefix, max) {
      const { rows } = await sql<IndexedTerm>`
        select term, docs from search_terms where term >= ${prefix} and term < ${prefixEnd(prefix)} order by term limit ${max}`.execute(db);
      return rows;
    },
    async termsStartingWith(letter) {
      const { rows } = await sql<IndexedTerm>`
        select term, docs from search_terms where term >= ${letter} and term < ${nextLetter(letter)}`.execute(db);
      return rows;
    },
  };
  const searcher: Searcher = {
    vocabulary,
    async ranked(plan, limit) {
      const tsquery = plan.groups.map((group) => `(${group.map(tsLexeme).join(' | ')})`).join(' & ');
      // The cap applies before ts_rank, which reads each candidate's document.
      const { rows } = await sql<{ id: string }>`
        select c.id from (
          select s.product_id as id, s.document
          from product_search s
          where s.document @@ to_tsquery('simple', ${tsquery})
          limit ${MAX_CANDIDATES}
        ) c
        order by ts_rank(c.document, to_tsquery('simple', ${tsquery})) desc, c.id
        limit ${limit}`.execute(db);
      return rows.map((row) => row.id);
    },
  };
  return planned(db, async () => searcher);
}
