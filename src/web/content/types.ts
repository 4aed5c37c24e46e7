// The shape of a page of reading text: plain data, rendered by components/content-page.tsx.

import type { ContentKey } from './keys.ts';

/** A link inside the shop (`to`, followed by the router) or elsewhere (`href`: mail, phone). */
export type ContentLink = { text: string; to: string } | { text: string; href: string };

/** Text with links in it: one string, or runs of text and links in reading order. */
export type RichText = string | readonly (string | ContentLink)[];

export type ContentBlock =
  /** A paragraph: its text alone. */
  | RichText
  | { list: readonly RichText[] }
  /** A numbered list. */
  | { steps: readonly RichText[] }
  /** A postal address, one line each. */
  | { address: readonly string[] };

/** A titled block of a page (an h2 and what follows it). */
export type ContentSection = { title: string; blocks: readonly ContentBlock[] };

/** A question of the FAQ, shown as an accordion that opens on its answer. */
export type ContentQuestion = { question: string; answer: RichText };

type ContentPageHead = {
  eyebrow: string;
  /** The h1, also the breadcrumb's last step. */
  title: string;
  lead: string;
  /** When the text last changed, shown under the lead (the policies). */
  updated?: string;
  /** A box beside the text (the policies' 'Need help?'). */
  aside?: ContentSection;
};

/** A page of sections, or of questions. */
export type ContentPage = ContentPageHead &
  ({ sections: readonly ContentSection[] } | { questions: readonly ContentQuestion[] });

/** The few words around every content page, in its language. */
export type ContentWords = {
  /** The breadcrumb's first step. */
  home: string;
  /** The breadcrumb's name for screen readers. */
  breadcrumb: string;
  /** Before the date a policy last changed. */
  updated: string;
};

/** One language's content pages and words: a chunk of its own (app/routes/content.tsx). */
export type ContentLanguage = { pages: Readonly<Record<ContentKey, ContentPage>>; words: ContentWords };
