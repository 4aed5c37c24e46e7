// The size guide's words (decisions 036 and 040): its page (/size-guide) and the product page's
// dialog, a part for bangles and bracelets and a part for rings. Plain texts only: the page's
// loader sends them with the router's data. A module a language, loaded by the page's loader or
// when the dialog opens.
const sizeGuide = {
  title: 'Size guide',
  size: 'Size',
  diameter: 'Inner diameter',
  circumference: 'Circumference',
  mm: 'mm',
  measureTitle: 'Measure at home',
  bangle: {
    heading: 'Bangles and bracelets',
    lead: 'Our bangles and bracelets come in Indian sizes, measured across the inside: size 2.6 is 2 and 6/16 inches. Most hands take a 2.6.',
    caption: 'Bangle sizes in millimetres',
    fitTitle: 'With a bangle that fits you',
    fit: 'Lay it flat on a ruler and measure straight across the inside, through the middle. Choose the size whose inner diameter is nearest; between two, the larger.',
    threadTitle: 'With a thread or a strip of paper',
    thread:
      'Fold your thumb in across your palm, as when you slip a bangle on. Wrap the thread round the widest part of your hand, over the knuckles, and mark where it meets. Lay it along a ruler: choose the size whose circumference is that length or just above.',
  },
  ring: {
    heading: 'Rings',
    lead: 'Our rings come in Indian ring sizes, 5 to 25: a ring of size 12 measures 52 mm round the inside, and each size up adds a millimetre.',
    caption: 'Ring sizes in millimetres',
    fitTitle: 'With a ring that fits you',
    fit: 'Lay it flat on a ruler and measure straight across the inside, through the middle. Choose the size whose inner diameter is nearest; between two, the larger.',
    threadTitle: 'With a thread or a strip of paper',
    thread:
      'Wrap the thread round the base of the finger the ring is for, snug but not tight, and mark where it meets. Lay it along a ruler: choose the size whose circumference is that length or just above. A wide band wants a size up.',
  },
  close: 'Close',
  home: 'Home',
  breadcrumb: 'Breadcrumb',
};

export default sizeGuide;
