import type { Messages, ScreenWords } from '../types.ts';
import states from './states.ts';

const ordering: Messages['ordering'] = {
  totals: {
    itemTotal: 'ଗହଣାର ଦାମ୍',
    subtotal: 'ମୋଟ ଦାମ୍',
    savings: (percent) => `ସଦସ୍ୟତାରେ ସଞ୍ଚୟ (${percent}% ରିହାତି)`,
    shipping: 'ଡେଲିଭରି',
    free: 'ମାଗଣା',
    orderTotal: 'ମୋଟ ରାଶି',
  },
  payBy: (when) => `${when} ସୁଦ୍ଧା ପେମେଣ୍ଟ କରନ୍ତୁ`,
  payByAfter: ': ସେତେବେଳକୁ ପେମେଣ୍ଟ ନହେଲେ ଅର୍ଡର ବାତିଲ ହେବ ଓ ଗହଣା ପୁଣି ବିକ୍ରି ପାଇଁ ଯିବ।',
  emptyCart: 'ଆପଣଙ୍କ କାର୍ଟ ଖାଲି ଅଛି।',
  continueShopping: 'କିଣାକିଣି ଜାରି ରଖନ୍ତୁ',
  backToShop: 'ଦୋକାନକୁ ଫେରନ୍ତୁ',
  orderSummary: 'ଅର୍ଡରର ସାରାଂଶ',
  lastPaymentFailed: (error) => `ଆପଣଙ୍କ ଗତ ପେମେଣ୍ଟ ହୋଇପାରିଲା ନାହିଁ: ${error}`,
  pricesChanged: 'ଆପଣ କାର୍ଟରେ ରଖିବା ପରେ ଏହି ଗହଣାର ଦାମ୍ ବଦଳିଛି:',
  priceChange: (name, now, was) => `${name}: ଏବେ ${now} (ପୂର୍ବରୁ ${was})`,
  /** The State select's names, by the name the server knows (states.ts). */
  states,
};

const words: ScreenWords['ordering'] = { ordering };
export default words;
