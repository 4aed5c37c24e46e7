// The words of the product page's promises and its Description and Shipping sections (the
// deferred part product-information.tsx): a chunk of its own a language, loaded with that part,
// so that the product page's first script carries none of it (lib/lazy-words.ts).
const productInfo = {
  freeShipping: 'Free express shipping',
  returns: (days: number) => `${days}-day returns`,
  hallmarked: (grade: string, metal: string) => `BIS hallmarked ${grade} ${metal.toLowerCase()}`,
  description: 'Description',
  shipping: 'Shipping',
  byWeight: (metal: string) => `Priced by weight: the ${metal.toLowerCase()} in this piece is charged per gram at 29% off today's metal price.`,
  skin: 'Skin-friendly: nickel-free and hypoallergenic, comfortable for all-day wear.',
  exchange: 'Lifetime exchange at 100% of the silver value: bring it back any time for its full metal worth.',
  goldPlated: 'Plated in gold over the silver.',
  rosePlated: 'Plated in rose gold over the silver.',
  oxidised: 'Oxidised by hand for its darkened, antique look.',
  rhodium: 'Finished with an anti-tarnish rhodium coating that keeps its shine for longer.',
  sizes: (from: string, to: string) => `Available in multiple sizes, from ${from} to ${to}.`,
  shipWithin: (days: number) => `Free express shipping: every order leaves us within ${days} days.`,
  returnTerms: (days: number, exchangeDays: number) =>
    `${days}-day no-questions-asked return on unworn pieces; exchanges within ${exchangeDays} days of purchase.`,
  warranty: (months: number) => `${months}-month warranty on craftsmanship and finish.`,
  pinCodes: 'We ship to every pin code in India.',
  shippedBy: (shop: string, address: string) => `Shipped by ${shop}, ${address}, India.`,
};

export default productInfo;
