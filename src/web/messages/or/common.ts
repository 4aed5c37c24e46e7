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
  logo: { label: 'Rajat Silver, କଟକର ରୁପା: ମୁଖ୍ୟ ପୃଷ୍ଠା', sub: 'କଟକର ଖାଣ୍ଟି ରୁପା' },
  menu: {
    categories: 'ବର୍ଗ',
    menu: 'ମେନୁ',
    close: 'ମେନୁ ବନ୍ଦ କରନ୍ତୁ',
    entryMenu: (entry) => `${entry} ମେନୁ`,
    viewAll: (entry) => `ସବୁ ${entry} ଦେଖନ୍ତୁ`,
    all: (entry) => `ସବୁ ${entry}`,
    cart: 'କାର୍ଟ',
    entries: {
      rings: 'ମୁଦି',
      necklaces: 'ହାର ଓ ପେଣ୍ଡାଣ୍ଟ',
      bracelets: 'ବ୍ରେସଲେଟ',
      earrings: 'କାନଫୁଲ',
      about: 'ଆମ ବିଷୟରେ',
      services: 'ସେବା',
      contact: 'ଯୋଗାଯୋଗ',
    },
    sections: { price: 'ଦାମ ଅନୁସାରେ', metal: 'ଧାତୁ ଅନୁସାରେ', colour: 'ରଙ୍ଗ ଅନୁସାରେ', style: 'ଷ୍ଟାଇଲ ଅନୁସାରେ' },
    submenu: (n) => `ଉପ-ମେନୁ ${n}`,
  },
  tabs: { label: 'ଶୀଘ୍ର ଟ୍ୟାବ', recents: 'ସମ୍ପ୍ରତି ଦେଖା', favorites: 'ପସନ୍ଦ', nearby: 'ପାଖାପାଖି' },
  footer: {
    about: 'ଦୋକାନ ବିଷୟରେ',
    blurb:
      'କଟକ, ଓଡ଼ିଶାରେ ହାତରେ ତିଆରି ରୁପା ଗହଣା, ଶହ ଶହ ବର୍ଷର ତାରକସି କଳାର ଘର। ପ୍ରତ୍ୟେକ ଗହଣା ହଲମାର୍କ ଥିବା ଓ ସଚ୍ଚୋଟ ଗ୍ରାମ ହିସାବ ଦାମରେ ବିକ୍ରି ହୁଏ।',
    licence: 'BIS ହଲମାର୍କ ଲାଇସେନ୍ସ ',
    help: 'ସହାୟତା',
    links: {
      terms: 'ନିୟମ ଓ ସର୍ତ୍ତ',
      privacy: 'ଗୋପନୀୟତା ନୀତି',
      refund: 'ଫେରସ୍ତ ଓ ବାତିଲ',
      shipping: 'ଡେଲିଭରି ନୀତି',
      faq: 'ସାଧାରଣ ପ୍ରଶ୍ନ',
    },
    follow: 'ଆମ ସହ ଯୋଡ଼ି ହୁଅନ୍ତୁ',
    newTab: ' (ନୂଆ ଟ୍ୟାବରେ ଖୋଲିବ)',
    contact: 'ଯୋଗାଯୋଗ',
    city: 'କଟକ, ଓଡ଼ିଶା',
    newsletter: 'ନ୍ୟୁଜଲେଟର',
    subscribeUs: 'ଆମ ସହ ରୁହନ୍ତୁ',
    subscribeNote: 'ନୂଆ କଲେକ୍ସନ ଓ ପର୍ବପର୍ବାଣି ଅଫର, ମାସରେ ପ୍ରାୟ ଥରେ। କୌଣସି ସ୍ପାମ ନାହିଁ।',
    rights: (year, shop) => `© ${year} ${shop}. ସର୍ବସ୍ୱତ୍ୱ ସଂରକ୍ଷିତ।`,
    prices: 'ସବୁ ଦାମ ଭାରତୀୟ ଟଙ୍କାରେ, ସବୁ ଟିକସ ସହିତ।',
  },
  subscribe: { email: 'ଆପଣଙ୍କ ଇ-ମେଲ ଠିକଣା', button: 'ସବସ୍କ୍ରାଇବ କରନ୍ତୁ', thanks: 'ସବସ୍କ୍ରାଇବ କରିଥିବାରୁ ଧନ୍ୟବାଦ!' },
  error: {
    title: 'କ୍ଷମା କରିବେ, କିଛି ଭୁଲ ହୋଇଗଲା!',
    status: (status, text) => (status === 404 ? '404: ଏହି ପୃଷ୍ଠା ମିଳିଲା ନାହିଁ' : `${status} ${text}`),
    back: 'ଦୋକାନକୁ ଫେରନ୍ତୁ',
  },
  loading: 'ଲୋଡ ହେଉଛି…',
  carousel: {
    previous: 'ପୂର୍ବ ସ୍ଲାଇଡ',
    next: 'ପର ସ୍ଲାଇଡ',
    slide: (n, count) => `${count}ରୁ ${n}`,
    show: (n) => `ସ୍ଲାଇଡ ${n} ଦେଖାନ୍ତୁ`,
  },
};
export default common;
