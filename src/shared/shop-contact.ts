// How shoppers reach the shop: the content pages, the footer and the checkout's refusals name
// these (the server's too, so they live here rather than in web/content).

export const SHOP_CONTACT = {
  phone: '+91 671 230 4455',
  phoneHref: 'tel:+916712304455',
  salesEmail: 'sales@rajatsilver.in',
  careEmail: 'care@rajatsilver.in',
} as const;
