import { tokenise, type PlannedTerm, type QueryPlan } from './query-plan.ts';

/** A candidate product with its indexed text, as the SQLite search index holds it. */
export type Candidate = { id: string; name: string; category: string; attrs: string };

/** The name weighs most, then the category, then the attributes (as the index's columns). */
const WEIGHTS = [10, 4, 1];
const K1 = 1.2;
const B = 0.75;

/**
 * Orders SQLite's candidates by BM25 (FTS5's formula and column weights), best first, then by
 * id. FTS5's own bm25() first counts, per query term, every product holding it: a pass over
 * the whole index that a common word makes as slow as ranking everything. Here how common a
 * term is comes from the vocabulary already read, and only the capped candidates are scored;
 * document lengths are compared with the candidates' average.
 */
export function rankCandidates(candidates: Candidate[], plan: QueryPlan, products: number): string[] {
  const phrases = plan.groups.flat();
  const idf = phrases.map((phrase) => {
    const value = Math.log(0.5 + (products - phrase.docs + 0.5) / (phrase.docs + 0.5));
    return value > 0 ? value : 1e-6;
  });
  const documents = candidates.map((candidate) => [tokenise(candidate.name), tokenise(candidate.category), tokenise(candidate.attrs)]);
  const lengths = documents.map((columns) => columns.reduce((sum, tokens) => sum + tokens.length, 0));
  const averageLength = Math.max(1, lengths.reduce((sum, length) => sum + length, 0) / Math.max(1, lengths.length));

  const scored = candidates.map((candidate, index) => {
    const columns = documents[index]!;
    const norm = K1 * (1 - B + (B * lengths[index]!) / averageLength);
    let score = 0;
    for (let p = 0; p < phrases.length; p += 1) {
      const phrase = phrases[p]!;
      let weighted = 0;
      for (let column = 0; column < columns.length; column += 1) {
        for (const token of columns[column]!) if (holds(token, phrase)) weighted += WEIGHTS[column]!;
      }
      score += (idf[p]! * weighted * (K1 + 1)) / (weighted + norm);
    }
    return { id: candidate.id, score };
  });
  scored.sort((a, b) => b.score - a.score || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
  return scored.map((item) => item.id);
}

function holds(token: string, phrase: PlannedTerm): boolean {
  return phrase.prefix ? token.startsWith(phrase.text) : token === phrase.text;
}
