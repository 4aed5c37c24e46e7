// The size guide's words (decision 036): its page (/size-guide) and the product page's dialog.
// Plain texts only: the page's loader sends them with the router's data. A chunk a language,
// loaded by the page's loader or when the dialog opens: no screen's first script carries them.
const sizeGuide = {
  title: 'Size guide',
  lead: 'Our bangles and rings come in Indian sizes, measured across the inside: size 2.6 is 2 and 6/16 inches. Most hands take a 2.6.',
  caption: 'Sizes in millimetres',
  size: 'Size',
  diameter: 'Inner diameter',
  circumference: 'Circumference',
  mm: 'mm',
  measureTitle: 'Measure at home',
  bangleTitle: 'With a bangle that fits you',
  bangle:
    'Lay it flat on a ruler and measure straight across the inside, through the middle. Choose the size whose inner diameter is nearest; between two, the larger.',
  threadTitle: 'With a thread or a strip of paper',
  thread:
    'Fold your thumb in across your palm, as when you slip a bangle on. Wrap the thread round the widest part of your hand, over the knuckles, and mark where it meets. Lay it along a ruler: choose the size whose circumference is that length or just above.',
  close: 'Close',
  home: 'Home',
  breadcrumb: 'Breadcrumb',
};

export default sizeGuide;
