import type { Messages } from '../types.ts';

const common: Messages['common'] = {
  skipToContent: 'मुख्य सामग्री पर जाएँ',
  strip: {
    freeShipping: 'पूरे भारत में मुफ़्त डिलीवरी',
    hallmarked: 'BIS हॉलमार्क वाली 925 चाँदी',
    returns: (days) => `${days} दिन में आसान वापसी`,
  },
  header: {
    openMenu: 'मेन्यू खोलें',
    yourShop: 'आपकी ख़रीदारी',
    account: 'खाता',
    wishlist: 'पसंदीदा',
    cart: (lines) => `कार्ट, ${lines} ${lines === 1 ? 'चीज़' : 'चीज़ें'}`,
  },
  language: {
    label: 'भाषा',
  },
};
export default common;
