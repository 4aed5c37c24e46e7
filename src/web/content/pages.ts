// The shop's pages of reading text in English, as data (the shape: types.ts), shown by
// app/routes/content.tsx; hi/pages.ts and or/pages.ts give the same pages in Hindi and Odia.
// Each language's pages are a chunk of their own, loaded by the content route's loader for its
// page's language only. A new page: write it in this folder and in hi/ and or/, export it from
// each language's modules and name it in assemble.ts, and add its key to CONTENT_PATHS in
// src/shared/route-manifest.ts (the route table then serves it at that path, in every language).

import * as about from './about.ts';
import * as contact from './contact.ts';
import * as faq from './faq.ts';
import * as policies from './policies.ts';
import * as services from './services.ts';
import * as social from './social.ts';
import { assemblePages, contentLanguage } from './assemble.ts';

const TEXTS = { ...about, ...contact, ...faq, ...policies, ...services, ...social };

/** Every content page by its key (its path in the route table). */
export const CONTENT_PAGES = assemblePages(TEXTS);

/** The English pages and the words around them. */
export const CONTENT = contentLanguage(TEXTS, { home: 'Home', breadcrumb: 'Breadcrumb', updated: 'Last updated:' });
