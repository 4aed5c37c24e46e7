import type { Messages, ScreenWords } from '../types.ts';

const cart: Messages['cart'] = {
  title: 'आपका कार्ट',
  opening: 'आपका कार्ट खुल रहा है…',
  items: 'कार्ट के गहने',
  goneBlocks: 'आपके कार्ट के कुछ गहने अब उपलब्ध नहीं हैं। चेकआउट के लिए उन्हें हटा दें।',
  shortBlocks: 'कुछ गहने दुकान में उतने नहीं हैं जितने आपके कार्ट में हैं। चेकआउट के लिए उनकी संख्या घटाएँ या उन्हें हटा दें।',
  checkoutSecurely: 'सुरक्षित चेकआउट',
  atMostASize: (max) => `एक साइज़ में ज़्यादा से ज़्यादा ${max}।`,
  onlyLeft: (left) => (left === 1 ? 'केवल 1 बचा है।' : `केवल ${left} बचे हैं।`),
  metal: (metal, purity) => `धातु: ${metal} | शुद्धता: ${purity}`,
  gone: 'यह गहना अब उपलब्ध नहीं है।',
  soldOut: 'बिक चुका है: चेकआउट के लिए इसे हटा दें।',
  notEnough: 'स्टॉक कम है: संख्या घटाएँ या इसे हटा दें।',
  remove: (name) => `${name} को कार्ट से हटाएँ`,
  quantityOf: (name) => `${name} की संख्या`,
  decrease: 'संख्या घटाएँ',
  increase: 'संख्या बढ़ाएँ',
  quantity: 'संख्या',
  moveToWishlist: 'पसंदीदा में रखें',
  size: 'साइज़',
  chooseSize: 'साइज़ चुनें',
  sizeBlocks: 'चेकआउट के लिए हर अंगूठी का साइज़ चुनें।',
};

const words: ScreenWords['cart'] = { cart };
export default words;
