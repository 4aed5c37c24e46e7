import type { Messages, ScreenWords } from '../types.ts';
import states from './states.ts';

const ordering: Messages['ordering'] = {
  totals: {
    itemTotal: 'गहनों का दाम',
    subtotal: 'कुल दाम',
    savings: (percent) => `सदस्यता पर बचत (${percent}% छूट)`,
    shipping: 'डिलीवरी',
    free: 'मुफ़्त',
    orderTotal: 'कुल राशि',
  },
  payBy: (when) => `${when} तक भुगतान करें`,
  payByAfter: ': तब तक भुगतान न होने पर ऑर्डर रद्द हो जाएगा और गहने फिर से बिक्री पर चले जाएँगे।',
  emptyCart: 'आपका कार्ट खाली है।',
  continueShopping: 'ख़रीदारी जारी रखें',
  backToShop: 'दुकान पर लौटें',
  orderSummary: 'ऑर्डर का सारांश',
  lastPaymentFailed: (error) => `आपका पिछला भुगतान पूरा नहीं हुआ: ${error}`,
  pricesChanged: 'कार्ट में रखने के बाद इन गहनों के दाम बदल गए हैं:',
  priceChange: (name, now, was) => `${name}: अब ${now} (पहले ${was})`,
  /** The State select's names, by the name the server knows (states.ts). */
  states,
};

const words: ScreenWords['ordering'] = { ordering };
export default words;
