import type { Messages } from '../types.ts';
import { formatInr } from '../../../shared/money.ts';
import { MAX_LINE_QUANTITY, MAX_ORDER_LINES } from '../../../shared/order-limits.ts';
import { SHOP_CONTACT } from '../../../shared/shop-contact.ts';
import { wholeInr } from '../../../shared/money.ts';

const CALL = `कृपया हमें ${SHOP_CONTACT.phone} पर फ़ोन करें या ${SHOP_CONTACT.salesEmail} पर लिखें।`;
const NO_LINKS = 'वेब पता, लिंक या < > नहीं';
const piece = (name: string, sizes: string[]) => (sizes.some(Boolean) ? `“${name}” (साइज़ ${sizes.filter(Boolean).join(', ')})` : `“${name}”`);
const COD_NOTHING_TO_PAY = 'यह ऑर्डर कैश ऑन डिलीवरी का है: अभी कुछ भुगतान नहीं करना है।';
const CLOSED = 'यह ऑर्डर बंद हो चुका है, अब इसका भुगतान नहीं होगा।';
const inAnOrder = (cash: boolean) => (cash ? 'कैश ऑन डिलीवरी ऑर्डर में' : 'एक ऑर्डर में');

const errors: Messages['errors'] = {
  name_missing: () => 'अपना पूरा नाम लिखें।',
  name_long: () => 'नाम 100 अक्षरों से छोटा रखें।',
  name_links: () => `केवल अपना नाम लिखें: ${NO_LINKS}।`,
  email_missing: () => 'अपना ईमेल पता लिखें।',
  email_long: () => 'यह ईमेल पता बहुत लंबा है।',
  email_invalid: () => 'सही ईमेल पता लिखें, जैसे name@example.com।',
  phone_missing: () => 'अपना 10 अंकों का मोबाइल नंबर लिखें।',
  phone_invalid: () => '10 अंकों का भारतीय मोबाइल नंबर लिखें, जैसे 98765 43210।',
  address_missing: () => 'अपना पता लिखें: मकान नंबर, गली और मोहल्ला।',
  address_long: () => 'पता 300 अक्षरों से छोटा रखें।',
  address_links: () => `केवल अपना डाक पता लिखें: ${NO_LINKS}।`,
  city_missing: () => 'अपना शहर लिखें।',
  city_long: () => 'शहर का नाम 80 अक्षरों से छोटा रखें।',
  city_links: () => `केवल शहर लिखें: ${NO_LINKS}।`,
  state_missing: () => 'अपना राज्य या केंद्र शासित प्रदेश चुनें।',
  zip_missing: () => 'अपना 6 अंकों का पिन कोड लिखें।',
  zip_invalid: () => 'सही 6 अंकों का पिन कोड लिखें, जैसे 753001।',
  pin_unknown: ({ pin }) => `पिन कोड ${pin} इंडिया पोस्ट की सूची में नहीं है। पिन कोड जाँच लें।`,
  pin_state: ({ pin, states, chosen }) => `पिन कोड ${pin} ${states.join(' या ')} में है, ${chosen} में नहीं। पिन कोड या राज्य जाँच लें।`,
  pan_missing: () => 'अपना PAN लिखें।',
  pan_invalid: () => 'PAN कार्ड पर जैसा है वैसा लिखें: 5 अक्षर, 4 अंक और एक अक्षर, जैसे ABCDE1234F।',
  product_missing: () => 'गहना नहीं बताया गया।',
  product_unknown: () => 'यह गहना हमारे पास नहीं है।',
  size_invalid: () => 'यह पीस इस साइज़ में नहीं आता: कार्ट में इसका कोई साइज़ चुनें।',
  size_choose: () => 'कार्ट में इस अंगूठी का साइज़ चुनें।',
  quantity_missing: () => 'संख्या लिखें।',
  quantity_whole: () => 'संख्या पूरे अंक में लिखें।',
  quantity_min: () => 'संख्या कम से कम 1 होनी चाहिए।',
  quantity_max: () => `एक ऑर्डर में एक गहना ज़्यादा से ज़्यादा ${MAX_LINE_QUANTITY} ही ले सकते हैं।`,
  payment_method_invalid: () => 'भुगतान का तरीका चुनें: Razorpay से UPI, कार्ड, नेटबैंकिंग या वॉलेट, या कैश ऑन डिलीवरी।',
  lines_missing: () => 'ऑर्डर में कोई गहना नहीं है।',
  cart_empty: () => 'आपका कार्ट खाली है।',
  lines_max: () => `एक ऑर्डर में अधिकतम ${MAX_ORDER_LINES} अलग-अलग गहने हो सकते हैं।`,
  lines_duplicate: () => 'एक गहना एक साइज़ में एक ही बार जोड़ा जा सकता है।',
  cod_limit: ({ limit }) => `कैश ऑन डिलीवरी एक ऑर्डर में ${wholeInr(limit)} तक ही हो सकती है। इस ऑर्डर के लिए ${CALL}`,
  cod_pin_blocked: ({ pin }) => `पिन कोड ${pin} पर कैश ऑन डिलीवरी नहीं है। इस ऑर्डर के लिए ${CALL}`,
  pan_required: () => '₹2,00,000 या उससे अधिक के ऑर्डर के लिए ख़रीदार का PAN ज़रूरी है (आयकर नियम 114B)। अपना PAN लिखें।',
  cod_pieces: ({ perProduct, totalCap, over, pieces, cash }) =>
    [
      ...over.map((each) => `${inAnOrder(cash)} “${each.name}” अधिकतम ${perProduct} हो सकते हैं; आपके कार्ट में ${each.pieces} हैं।`),
      ...(pieces > totalCap ? [`${inAnOrder(cash)} अधिकतम ${totalCap} गहने हो सकते हैं; आपके कार्ट में ${pieces} हैं।`] : []),
      `इससे अधिक के लिए ${CALL}`,
    ].join(' '),
  cod_product_pieces: ({ perProduct, name, pieces, cash }) => `${inAnOrder(cash)} “${name}” अधिकतम ${perProduct} हो सकते हैं; आपके कार्ट में ${pieces} हैं।`,
  stock: ({ shortages }) => shortages.map((each) => errors.stock_line(each)).join(' '),
  stock_line: ({ name, sizes, left, wanted }) =>
    left === 0
      ? `${piece(name, sizes)} स्टॉक में नहीं है: ऑर्डर के लिए इसे कार्ट से हटा दें।`
      : `${piece(name, sizes)} केवल ${left} ${left === 1 ? 'बचा है' : 'बचे हैं'} और आपके कार्ट में ${wanted} हैं: संख्या घटाएँ या इसे हटा दें।`,
  products_gone: () => 'आपके कार्ट के कुछ गहने अब उपलब्ध नहीं हैं। उन्हें कार्ट से हटाकर फिर से कोशिश करें।',
  product_gone: () => 'यह गहना अब उपलब्ध नहीं है।',
  order_too_large: ({ max, total }) =>
    `एक ऑर्डर अधिकतम ${formatInr(max)} का हो सकता है; यह ${formatInr(total)} का है। कृपया कम गहने ऑर्डर करें, या बड़े ऑर्डर के लिए हमसे संपर्क करें।`,
  order_limit: ({ by, count, hours }) =>
    `${by === 'phone' ? 'इस मोबाइल नंबर से' : by === 'email' ? 'इस ईमेल पते से' : 'आपके नेटवर्क से'} ${hours === 1 ? 'पिछले एक घंटे' : `पिछले ${hours} घंटों`} में ${count} ऑर्डर आ चुके हैं, जो ऑनलाइन हमारी सीमा है। और ऑर्डर के लिए ${CALL}`,
  payment_method_off: ({ method }) => (method === 'upi' ? 'यह दुकान अभी UPI भुगतान नहीं लेती।' : 'यह दुकान अभी Razorpay से भुगतान नहीं लेती।'),
  order_not_found: () => 'इस नंबर का कोई ऑर्डर नहीं है।',
  pieces_sold: () => 'इस ऑर्डर के गहने इस बीच बिक गए। कृपया नया ऑर्डर दें।',
  gateway_unavailable: () => 'अभी Razorpay से संपर्क नहीं हो पा रहा। कृपया एक मिनट बाद फिर से कोशिश करें।',
  upi_reference_invalid: () => 'UPI रेफ़रेंस (UTR) वह 12 अंकों का नंबर है जो भुगतान के बाद आपका UPI ऐप दिखाता है।',
  upi_reference_refused: ({ reason }) =>
    ({
      not_upi: 'इस ऑर्डर का भुगतान UPI से नहीं होना है, इसलिए UPI रेफ़रेंस की ज़रूरत नहीं।',
      paid: 'इस ऑर्डर का भुगतान हो चुका है, अब UPI रेफ़रेंस की ज़रूरत नहीं।',
      cancelled: 'यह ऑर्डर रद्द हो चुका है, इसका भुगतान नहीं लिया जाएगा।',
      expired: `भुगतान न होने से इस ऑर्डर का समय निकल गया और इसके गहने अब आपके लिए रखे नहीं हैं। अगर आपने भुगतान कर दिया है, तो UPI रेफ़रेंस के साथ ${CALL}`,
      payment_failed: `हमें इस ऑर्डर का भुगतान नहीं मिला। अगर आपने भुगतान कर दिया है, तो UPI रेफ़रेंस के साथ ${CALL}`,
      taken: `यह UPI रेफ़रेंस किसी दूसरे ऑर्डर के लिए दिया जा चुका है। अपने UPI ऐप में इस भुगतान के 12 अंक जाँच लें, या ${CALL}`,
      given: `इस ऑर्डर का UPI रेफ़रेंस पहले ही मिल चुका है और हम उस भुगतान को देख रहे हैं। अगर वह ग़लत था, तो ${CALL}`,
    })[reason],
  razorpay_refused: ({ reason }) =>
    ({
      not_razorpay: 'इस ऑर्डर का भुगतान Razorpay से नहीं होना है।',
      cod: COD_NOTHING_TO_PAY,
      paid: 'इस ऑर्डर का भुगतान हो चुका है।',
      closed: CLOSED,
      cancelled: 'यह ऑर्डर रद्द हो चुका है, इसका भुगतान नहीं लिया जाएगा।',
      expired: 'भुगतान न होने से इस ऑर्डर का समय निकल गया और इसके गहने अब आपके लिए रखे नहीं हैं। ऑर्डर के पेज से दोबारा भुगतान करें।',
      payment_failed: 'हमें इस ऑर्डर का भुगतान नहीं मिला। ऑर्डर के पेज से दोबारा भुगतान करें।',
      other: 'अभी इस ऑर्डर का भुगतान नहीं हो सकता।',
    })[reason],
  payment_signature: () => 'भुगतान की पुष्टि नहीं हो सकी, ऑर्डर में कुछ नहीं बदला।',
  retry_refused: ({ reason }) =>
    ({
      cod: COD_NOTHING_TO_PAY,
      awaiting: 'इस ऑर्डर का भुगतान अभी बाक़ी है: इसी पेज से भुगतान करें।',
      paid: 'इस ऑर्डर का भुगतान हो चुका है।',
      closed: CLOSED,
      cancelled: 'यह ऑर्डर रद्द हो चुका है, इसका भुगतान नहीं लिया जाएगा। कृपया नया ऑर्डर दें।',
      too_old: 'यह ऑर्डर बहुत पहले दिया गया था, अब इसका भुगतान नहीं हो सकता। कृपया नया ऑर्डर दें।',
      price_changed: 'इस ऑर्डर के किसी गहने का दाम ऑर्डर के बाद बदल गया है। कृपया आज के दाम पर नया ऑर्डर दें।',
    })[reason],
  payment_link_unsigned: () => 'भुगतान के लिए यह ऑर्डर अपने ऑर्डर ईमेल के लिंक से, या चेकआउट से खोलें।',
  subscribe_email_invalid: () => 'कृपया सही ईमेल पता लिखें, जैसे name@example.com।',
  subscribe_email_long: () => 'यह ईमेल पता बहुत लंबा है।',
  too_many: ({ seconds }) =>
    `बहुत बार कोशिश हो चुकी है। कृपया ${seconds < 60 ? `${seconds} सेकंड` : `${Math.ceil(seconds / 60)} मिनट`} बाद फिर से कोशिश करें।`,
  unavailable: () => 'दुकान का सिस्टम अभी जवाब नहीं दे रहा। कृपया थोड़ी देर बाद फिर से कोशिश करें।',
  internal: () => 'हमारी ओर से कुछ गड़बड़ हो गई। कृपया फिर से कोशिश करें।',
  network: () => 'दुकान की वेबसाइट से संपर्क नहीं हो सका। अपना इंटरनेट कनेक्शन जाँचकर फिर से कोशिश करें।',
};
export default errors;
