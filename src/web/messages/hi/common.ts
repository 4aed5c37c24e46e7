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
  logo: { label: 'Rajat Silver, कटक की चाँदी: होम पेज', sub: 'कटक की असली चाँदी' },
  menu: {
    categories: 'श्रेणियाँ',
    menu: 'मेन्यू',
    close: 'मेन्यू बंद करें',
    entryMenu: (entry) => `${entry} मेन्यू`,
    viewAll: (entry) => `सभी ${entry} देखें`,
    all: (entry) => `सभी ${entry}`,
    cart: 'कार्ट',
    entries: {
      rings: 'अंगूठियाँ',
      necklaces: 'नेकलेस और पेंडेंट',
      bracelets: 'ब्रेसलेट',
      earrings: 'ईयररिंग्स',
      about: 'हमारे बारे में',
      services: 'सेवाएँ',
      contact: 'संपर्क',
    },
    sections: { price: 'क़ीमत के हिसाब से', metal: 'धातु के हिसाब से', colour: 'रंग के हिसाब से', style: 'स्टाइल के हिसाब से' },
    submenu: (n) => `उप-मेन्यू ${n}`,
  },
  tabs: { label: 'झटपट टैब', recents: 'हाल में देखे', favorites: 'पसंदीदा', nearby: 'आस-पास' },
  footer: {
    about: 'दुकान के बारे में',
    blurb:
      'कटक, ओडिशा में हाथ से बने चाँदी के गहने, जहाँ सदियों पुरानी तारकशी (फ़िलिग्री) कला आज भी ज़िंदा है। हर गहना हॉलमार्क वाला है और ईमानदार प्रति-ग्राम दाम पर बिकता है।',
    licence: 'BIS हॉलमार्क लाइसेंस ',
    help: 'मदद',
    links: {
      terms: 'नियम और शर्तें',
      privacy: 'गोपनीयता नीति',
      refund: 'रिफ़ंड और रद्द करना',
      shipping: 'डिलीवरी नीति',
      faq: 'अक्सर पूछे जाने वाले सवाल',
    },
    follow: 'हमसे जुड़ें',
    newTab: ' (नए टैब में खुलेगा)',
    contact: 'संपर्क',
    city: 'कटक, ओडिशा',
    newsletter: 'न्यूज़लेटर',
    subscribeUs: 'हमसे जुड़े रहें',
    subscribeNote: 'नए कलेक्शन और त्योहारों के ऑफ़र, महीने में लगभग एक बार। कोई स्पैम नहीं।',
    rights: (year, shop) => `© ${year} ${shop}. सर्वाधिकार सुरक्षित।`,
    prices: 'सभी दाम भारतीय रुपये में, सभी टैक्स सहित।',
  },
  subscribe: { email: 'आपका ई-मेल पता', button: 'सब्सक्राइब करें', thanks: 'सब्सक्राइब करने के लिए धन्यवाद!' },
  error: {
    title: 'माफ़ कीजिए, कुछ गड़बड़ हो गई!',
    status: (status, text) => (status === 404 ? '404: यह पेज नहीं मिला' : `${status} ${text}`),
    back: 'दुकान पर वापस जाएँ',
  },
  loading: 'लोड हो रहा है…',
  carousel: {
    previous: 'पिछली स्लाइड',
    next: 'अगली स्लाइड',
    slide: (n, count) => `${count} में से ${n}`,
    show: (n) => `स्लाइड ${n} दिखाएँ`,
  },
};
export default common;
