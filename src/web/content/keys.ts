import { CONTENT_PATHS } from '../../shared/route-manifest.ts';

// Every content page's key, which is also its path: the content pages of the route manifest
// (src/shared/route-manifest.ts). Kept apart from the pages' text so that the route table does
// not carry the text into every screen.

export const CONTENT_KEYS = CONTENT_PATHS;

export type ContentKey = (typeof CONTENT_KEYS)[number];
