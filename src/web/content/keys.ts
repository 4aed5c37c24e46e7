// Every content page's key, which is also its path in the route table (app/routes.tsx). Kept
// apart from the pages' text so that the route table does not carry the text into every screen.

export const CONTENT_KEYS = [
  'terms',
  'privacy',
  'refund',
  'shipping',
  'FAQ',
  'facebook',
  'twitter',
  'about/submenu1',
  'about/submenu2',
  'services/submenu1',
  'services/submenu2',
  'contact/submenu1',
  'contact/submenu2',
] as const;

export type ContentKey = (typeof CONTENT_KEYS)[number];
