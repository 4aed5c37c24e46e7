import type english from '../en/product-info.ts';

const productInfo: typeof english = {
  freeShipping: 'मुफ़्त एक्सप्रेस डिलीवरी',
  returns: (days) => `${days} दिन में वापसी`,
  hallmarked: (grade, metal) => `BIS हॉलमार्क: ${grade} ${metal}`,
  description: 'विवरण',
  shipping: 'डिलीवरी',
  byWeight: (metal) => `वज़न के हिसाब से दाम: इस गहने की ${metal} का दाम प्रति ग्राम, आज के धातु भाव से 29% कम पर लगता है।`,
  skin: 'त्वचा के लिए सुरक्षित: निकल-फ़्री और एलर्जी से बचाव, दिन भर पहनने में आरामदायक।',
  exchange: 'चाँदी की पूरी 100% क़ीमत पर आजीवन एक्सचेंज: कभी भी वापस लाएँ और धातु का पूरा मोल पाएँ।',
  goldPlated: 'चाँदी के ऊपर सोने की परत।',
  rosePlated: 'चाँदी के ऊपर रोज़ गोल्ड की परत।',
  oxidised: 'हाथ से ऑक्सीडाइज़ किया गया, पुराने ज़माने वाले गहरे रूप के लिए।',
  rhodium: 'एंटी-टार्निश रोडियम कोटिंग, जिससे चमक लंबे समय तक बनी रहती है।',
  sizes: (from, to) => `कई साइज़ में उपलब्ध, ${from} से ${to} तक।`,
  shipWithin: (days) => `मुफ़्त एक्सप्रेस डिलीवरी: हर ऑर्डर ${days} दिन के अंदर हमारे यहाँ से निकल जाता है।`,
  returnTerms: (days, exchangeDays) => `बिना पहने गहनों पर ${days} दिन में बिना सवाल वापसी; ख़रीद के ${exchangeDays} दिन के अंदर एक्सचेंज।`,
  warranty: (months) => `कारीगरी और फ़िनिश पर ${months} महीने की वारंटी।`,
  pinCodes: 'हम भारत के हर पिन कोड पर डिलीवरी करते हैं।',
  shippedBy: (shop, address) => `भेजने वाले: ${shop}, ${address}, भारत।`,
};

export default productInfo;
