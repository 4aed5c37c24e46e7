import type { Messages } from '../types.ts';

const common: Messages['common'] = {
  skipToContent: 'ମୁଖ୍ୟ ବିଷୟକୁ ଯାଆନ୍ତୁ',
  strip: {
    freeShipping: 'ସାରା ଭାରତରେ ମାଗଣା ଡେଲିଭରି',
    hallmarked: 'BIS ହଲମାର୍କ ଥିବା 925 ରୁପା',
    returns: (days) => `${days} ଦିନରେ ସହଜ ଫେରସ୍ତ`,
  },
  header: {
    openMenu: 'ମେନୁ ଖୋଲନ୍ତୁ',
    yourShop: 'ଆପଣଙ୍କ କିଣାକିଣି',
    account: 'ଖାତା',
    wishlist: 'ପସନ୍ଦ ତାଲିକା',
    cart: (lines) => `କାର୍ଟ, ${lines}ଟି ଜିନିଷ`,
  },
  language: {
    label: 'ଭାଷା',
  },
};
export default common;
