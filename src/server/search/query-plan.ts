// Turning what a shopper typed into the terms to look up: the same on both databases.
// Each query word becomes a group of alternative terms (any may match); every group must
// match (AND). A word stands for the indexed terms it starts with: listed one by one when
// they are few (an exact term is cheaper to look up than a prefix, and the databases know
// how common it is), else matched as a prefix. A word that no indexed term starts with is
// corrected to the nearest indexed terms by edit distance, so 'neklace' finds necklaces and
// 'braclet' bracelets. A jewellery word in Hindi, Odia or Latin letters ('अंगूठी', 'jhumka')
// also stands for the English words it means (src/shared/search-words.ts), and words such as
// की, का, ର are left out.

import { ownValue } from '../../shared/own-keys.ts';
import { isStopWord, LATIN_TABLE_WORDS, meaningsOf, searchTokens } from '../../shared/search-words.ts';

/** An indexed term and how many products hold it. */
export type IndexedTerm = { term: string; docs: number };

/** What the planner needs to know about the indexed vocabulary. */
export type Vocabulary = {
  /** The first `max` indexed terms (in term order) that start with `prefix`; none when no term does. */
  termsWithPrefix(prefix: string, max: number): Promise<IndexedTerm[]>;
  /** Indexed terms that start with `letter`, with how many products hold each. */
  termsStartingWith(letter: string): Promise<IndexedTerm[]>;
};

/** One alternative of a group: an indexed term, or a prefix that starts more terms than are listed. */
export type PlannedTerm = { text: string; prefix: boolean; docs: number };

export type QueryPlan = {
  /** One group per kept query word: its alternatives. */
  groups: PlannedTerm[][];
  /** The words searched for, when they differ from what was typed (corrected or dropped). */
  correctedQuery: string | null;
  /** What was typed, tokenised and joined by single spaces (for exact-name ranking). */
  normalisedQuery: string;
};

/** A word that starts more indexed terms than this is matched as a prefix instead of term by term. */
export const MAX_EXPANSION = 24;

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

/**
 * Lower case, accents removed, Devanagari and Odia folded as the index is (migration 0020),
 * split on anything that is not a letter, a digit or a combining mark.
 */
export function tokenise(text: string): string[] {
  return searchTokens(text);
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

/**
 * How many edits a word may need to be corrected. Devanagari and Odia write a syllable in
 * several code points (a vowel sign, a virama): one edit there (अंगुठी for अंगूठी), never two,
 * which would turn one word into another (बिछिया into बालिया).
 */
function allowedEdits(word: string): number {
  const length = word.length;
  if (length <= 3) return 0;
  if (length <= 5 || /[^ -~]/.test(word)) return 1;
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

/** The alternatives the words stand for (none when no indexed term starts with any of them). */
async function existingForms(words: string[], vocabulary: Vocabulary): Promise<PlannedTerm[]> {
  const found = new Map<string, PlannedTerm>();
  const unique = [...new Set(words.flatMap(forms))];
  const lookups = await Promise.all(unique.map((word) => vocabulary.termsWithPrefix(word, MAX_EXPANSION + 1)));
  for (const [index, word] of unique.entries()) {
    const terms = lookups[index]!;
    if (terms.length > MAX_EXPANSION) {
      const docs = terms.reduce((sum, term) => sum + term.docs, 0);
      found.set(`${word}*`, { text: word, prefix: true, docs });
    } else {
      for (const { term, docs } of terms) found.set(term, { text: term, prefix: false, docs });
    }
  }
  // A listed term that a kept prefix covers already is left out.
  const prefixes = [...found.values()].filter((item) => item.prefix).map((item) => item.text);
  return [...found.values()].filter((item) => item.prefix || !prefixes.some((prefix) => item.text.startsWith(prefix)));
}

/**
 * The nearest indexed terms to a word no term starts with. Typists rarely miss the first
 * letter, so only terms with the same first letter are candidates: one index range. A term's
 * beginning counts too, so that a misspelt half-typed word ('brecel') still suggests.
 */
async function corrections(word: string, vocabulary: Vocabulary): Promise<string[]> {
  const limit = allowedEdits(word);
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
  const typed = tokenise(query);
  const words = typed.filter((word) => !isStopWord(word)).slice(0, MAX_WORDS);
  const groups: PlannedTerm[][] = [];
  const searched: string[] = [];
  let changed = false;
  const alternatives = (word: string) => [word, ...(ownValue(SYNONYMS, word) ?? []), ...meaningsOf(word)];
  const directs = await Promise.all(words.map((word) => existingForms(alternatives(word), vocabulary)));
  for (const [index, word] of words.entries()) {
    const direct = directs[index]!;
    if (direct.length > 0) {
      groups.push(direct);
      searched.push(word);
      continue;
    }
    // The nearest indexed terms, else a misspelt jewellery word in Latin letters ('angoothy').
    const corrected = await corrections(word, vocabulary);
    let group = await existingForms(corrected, vocabulary);
    const tableWord = group.length === 0 ? nearestTableWord(word) : undefined;
    if (tableWord !== undefined) {
      group = await existingForms(alternatives(tableWord), vocabulary);
      corrected.unshift(tableWord);
    }
    changed = true;
    if (group.length > 0) {
      groups.push(group);
      searched.push(corrected[0]!);
    }
  }
  return {
    groups,
    correctedQuery: changed && searched.length > 0 ? searched.join(' ') : null,
    normalisedQuery: typed.join(' '),
  };
}

/** The table's word in Latin letters nearest a word that is not one (same first letter, few edits). */
function nearestTableWord(word: string): string | undefined {
  const limit = allowedEdits(word);
  if (limit === 0 || !/^[a-z]+$/.test(word)) return undefined;
  let best: { word: string; distance: number } | undefined;
  for (const candidate of LATIN_TABLE_WORDS) {
    if (candidate[0] !== word[0] || Math.abs(candidate.length - word.length) > limit) continue;
    const distance = editDistance(word, candidate);
    if (distance <= limit && (best === undefined || distance < best.distance)) best = { word: candidate, distance };
  }
  return best?.word;
}
