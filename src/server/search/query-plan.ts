// Turning what a shopper typed into the terms to look up: the same on both databases.
// Each query word becomes a group of alternative prefix terms (any may match); every group
// must match (AND). A word that no indexed term starts with is corrected to the nearest
// indexed terms by edit distance, so 'neklace' finds necklaces and 'braclet' bracelets.

/** What the planner needs to know about the indexed vocabulary. */
export type Vocabulary = {
  /** True when some indexed term starts with `prefix`. */
  hasTermStartingWith(prefix: string): Promise<boolean>;
  /** Indexed terms that start with `letter`, with how many products hold each. */
  termsStartingWith(letter: string): Promise<{ term: string; docs: number }[]>;
};

export type QueryPlan = {
  /** One group per kept query word; each term is matched as a prefix. */
  groups: string[][];
  /** The words searched for, when they differ from what was typed (corrected or dropped). */
  correctedQuery: string | null;
  /** What was typed, tokenised and joined by single spaces (for exact-name ranking). */
  normalisedQuery: string;
};

const MAX_WORDS = 8;

/** Words that mean another indexed word (spelling variants and everyday names). */
const SYNONYMS: Record<string, string[]> = {
  oxidized: ['oxidised'],
  oxidised: ['oxidized'],
  color: ['colour'],
  sterling: ['925'],
  jhumki: ['jhumka'],
  jhumkis: ['jhumka'],
  rosegold: ['rosegold'],
  goldplated: ['goldplated'],
  platinium: ['platinum'],
};

/** Lower case, accents removed, split on anything that is not a letter or a digit. */
export function tokenise(text: string): string[] {
  return text
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);
}

/** Damerau-Levenshtein distance (optimal string alignment): a swap of neighbours costs 1. */
export function editDistance(a: string, b: string): number {
  const rows = a.length + 1;
  const cols = b.length + 1;
  const d: number[][] = Array.from({ length: rows }, (_, i) => Array.from({ length: cols }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)));
  for (let i = 1; i < rows; i += 1) {
    for (let j = 1; j < cols; j += 1) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      const row = d[i]!;
      const above = d[i - 1]!;
      row[j] = Math.min(above[j]! + 1, row[j - 1]! + 1, above[j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) {
        row[j] = Math.min(row[j]!, d[i - 2]![j - 2]! + 1);
      }
    }
  }
  return d[rows - 1]![cols - 1]!;
}

/** How many edits a word of this length may need to be corrected. */
function allowedEdits(length: number): number {
  if (length <= 3) return 0;
  if (length <= 5) return 1;
  return 2;
}

/** The word and its singular forms ('bangles' -> 'bangle', 'watches' -> 'watch'). */
function forms(word: string): string[] {
  const result = [word];
  if (word.length >= 4 && word.endsWith('s') && !word.endsWith('ss')) {
    result.push(word.slice(0, -1));
    if (word.endsWith('es')) result.push(word.slice(0, -2));
  }
  return result;
}

async function existingForms(words: string[], vocabulary: Vocabulary): Promise<string[]> {
  const found: string[] = [];
  for (const word of new Set(words.flatMap(forms))) {
    if (await vocabulary.hasTermStartingWith(word)) found.push(word);
  }
  return found;
}

/**
 * The nearest indexed terms to a word no term starts with. Typists rarely miss the first
 * letter, so only terms with the same first letter are candidates: one index range. A term's
 * beginning counts too, so that a misspelt half-typed word ('brecel') still suggests.
 */
async function corrections(word: string, vocabulary: Vocabulary): Promise<string[]> {
  const limit = allowedEdits(word.length);
  if (limit === 0) return [];
  let best = limit + 1;
  let found: { term: string; docs: number; whole: boolean }[] = [];
  for (const { term, docs } of await vocabulary.termsStartingWith(word[0]!)) {
    if (/^\p{N}+$/u.test(term) || term.length < word.length - limit) continue;
    const whole = editDistance(word, term);
    const head = term.length > word.length ? editDistance(word, term.slice(0, word.length)) : whole;
    const distance = Math.min(whole, head);
    if (distance > limit || distance > best) continue;
    const candidate = { term: whole <= head ? term : term.slice(0, word.length), docs, whole: whole <= head };
    if (distance < best) {
      best = distance;
      found = [candidate];
    } else {
      found.push(candidate);
    }
  }
  // Whole-word matches before beginnings, then the commoner terms; a few at most.
  found.sort((a, b) => Number(b.whole) - Number(a.whole) || b.docs - a.docs || a.term.localeCompare(b.term));
  return [...new Set(found.map((candidate) => candidate.term))].slice(0, 3);
}

export async function planQuery(query: string, vocabulary: Vocabulary): Promise<QueryPlan> {
  const words = tokenise(query).slice(0, MAX_WORDS);
  const groups: string[][] = [];
  const searched: string[] = [];
  let changed = false;
  for (const word of words) {
    const direct = await existingForms([word, ...(SYNONYMS[word] ?? [])], vocabulary);
    if (direct.length > 0) {
      groups.push(direct);
      searched.push(word);
      continue;
    }
    const corrected = await corrections(word, vocabulary);
    const group = await existingForms(corrected, vocabulary);
    changed = true;
    if (group.length > 0) {
      groups.push(group);
      searched.push(corrected[0]!);
    }
  }
  return {
    groups,
    correctedQuery: changed && searched.length > 0 ? searched.join(' ') : null,
    normalisedQuery: words.join(' '),
  };
}
