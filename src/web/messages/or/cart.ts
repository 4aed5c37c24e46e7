import type { Messages, ScreenWords } from '../types.ts';

const cart: Messages['cart'] = {
  title: 'ଆପଣଙ୍କ କାର୍ଟ',
  opening: 'ଆପଣଙ୍କ କାର୍ଟ ଖୋଲୁଛି…',
  items: 'କାର୍ଟର ଗହଣା',
  goneBlocks: 'ଆପଣଙ୍କ କାର୍ଟର କିଛି ଗହଣା ଆଉ ମିଳୁନାହିଁ। ଚେକଆଉଟ୍ ପାଇଁ ସେଗୁଡ଼ିକୁ ହଟାନ୍ତୁ।',
  shortBlocks: 'କିଛି ଗହଣା ଆପଣଙ୍କ କାର୍ଟରେ ଯେତେ ଅଛି, ଦୋକାନରେ ସେତେ ନାହିଁ। ଚେକଆଉଟ୍ ପାଇଁ ସଂଖ୍ୟା କମାନ୍ତୁ କିମ୍ବା ସେଗୁଡ଼ିକୁ ହଟାନ୍ତୁ।',
  checkoutSecurely: 'ସୁରକ୍ଷିତ ଚେକଆଉଟ୍',
  atMostASize: (max) => `ଗୋଟିଏ ସାଇଜ୍‌ରେ ବେଶିରେ ବେଶି ${max}ଟି।`,
  onlyLeft: (left) => `କେବଳ ${left}ଟି ବାକି।`,
  metal: (metal, purity) => `ଧାତୁ: ${metal} | ଶୁଦ୍ଧତା: ${purity}`,
  gone: 'ଏହି ଗହଣା ଆଉ ମିଳୁନାହିଁ।',
  soldOut: 'ବିକ୍ରି ସରିଗଲା: ଚେକଆଉଟ୍ ପାଇଁ ଏହାକୁ ହଟାନ୍ତୁ।',
  notEnough: 'ଷ୍ଟକ୍ କମ୍ ଅଛି: ସଂଖ୍ୟା କମାନ୍ତୁ କିମ୍ବା ଏହାକୁ ହଟାନ୍ତୁ।',
  remove: (name) => `${name}କୁ କାର୍ଟରୁ ହଟାନ୍ତୁ`,
  quantityOf: (name) => `${name}ର ସଂଖ୍ୟା`,
  decrease: 'ସଂଖ୍ୟା କମାନ୍ତୁ',
  increase: 'ସଂଖ୍ୟା ବଢ଼ାନ୍ତୁ',
  quantity: 'ସଂଖ୍ୟା',
  moveToWishlist: 'ପସନ୍ଦ ତାଲିକାରେ ରଖନ୍ତୁ',
  size: 'ସାଇଜ୍',
  chooseSize: 'ସାଇଜ୍ ବାଛନ୍ତୁ',
  sizeBlocks: 'ଚେକଆଉଟ୍ ପାଇଁ ପ୍ରତ୍ୟେକ ମୁଦିର ସାଇଜ୍ ବାଛନ୍ତୁ।',
};

const words: ScreenWords['cart'] = { cart };
export default words;
