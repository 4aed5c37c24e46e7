import type { Language } from '../languages.ts';
import { ownValue } from '../own-keys.ts';
import en from './en.ts';
import hi from './hi.ts';
import or from './or.ts';

// India's states and union territories in the shop's three languages (issue 42, point 5), each
// under the name the server stores (indian-states.ts). A web page imports its own language's
// file only (messages/{en,hi,or}/states.ts); the server writes an order's state in the order's
// language from here.

export const STATE_NAMES: Record<Language, Readonly<Record<string, string>>> = { en, hi, or };

/** The state as a reader of `language` writes it; a name the table does not have, as stored. */
export function stateName(state: string, language: Language): string {
  return ownValue(STATE_NAMES[language], state) ?? state;
}
