import type { Language } from '../../../shared/languages.ts';
import { en } from './en.ts';
import { hi } from './hi.ts';
import { or } from './or.ts';
import type { MailWords } from './types.ts';

export type { MailWords };

/** The order e-mails' words in each language the shop speaks (decision 034). */
export const MAIL_WORDS: Record<Language, MailWords> = { en, hi, or };
