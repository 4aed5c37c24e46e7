import type { MailWords } from './types.ts';

// The order e-mails' words in Hindi: as a jewellery shop in Cuttack writes to its customers,
// politely (आप). Brand names, UPI, GST, AWB and the figures stay as shoppers know them.

const thanks = (name: string) => `आपके ऑर्डर के लिए धन्यवाद, ${name}।`;
const noDues = 'आपको कुछ भी भुगतान नहीं करना है।';
const notAsked = 'अगर आपने यह नहीं कहा था, तो कृपया इस ई-मेल का जवाब दें।';
const onItsWay = 'आपका ऑर्डर हमारी वर्कशॉप से निकल चुका है और आप तक पहुँचने के रास्ते में है।';
const cameBack = 'आपका पार्सल डिलीवर नहीं हो सका और हमारे पास वापस आ गया है, इसलिए यह ऑर्डर बंद कर दिया गया है।';
const sendAgain = 'अगर आप अब भी ये गहने लेना चाहें, तो इस ई-मेल का जवाब दें, हम ख़ुशी से इन्हें फिर से भेज देंगे।';
const cod = 'भुगतान डिलीवरी के समय नकद (कैश ऑन डिलीवरी) होगा।';

export const hi: MailWords = {
  subjects: {
    placed: (number) => `आपका ऑर्डर ${number} मिल गया है`,
    paid: (number) => `आपके ऑर्डर ${number} का भुगतान मिल गया है`,
    payment: {
      upi: (number, amount) => `अपने ऑर्डर ${number} के लिए UPI से ${amount} का भुगतान करें`,
      razorpay: (number, amount) => `अपने ऑर्डर ${number} के लिए ऑनलाइन ${amount} का भुगतान करें`,
    },
    status: {
      shipped: (number) => `आपका ऑर्डर ${number} रवाना हो गया है`,
      delivered: (number) => `आपका ऑर्डर ${number} डिलीवर हो गया है`,
      cancelled: (number) => `आपका ऑर्डर ${number} रद्द कर दिया गया है`,
      returned: (number) => `आपका ऑर्डर ${number} हमारे पास वापस आ गया है`,
    },
    otherStatus: (number) => `आपके ऑर्डर ${number} की नई जानकारी`,
  },
  statusNews: {
    shipped: `${onItsWay} कृपया नीचे लिखी राशि कूरियर को देने के लिए नकद तैयार रखें।`,
    delivered: 'आपका ऑर्डर आप तक पहुँच गया है। हमें उम्मीद है कि इसे पहनकर आपको ख़ुशी होगी।',
    cancelled: `आपका ऑर्डर रद्द कर दिया गया है। ${noDues} ${notAsked}`,
    returned: `${cameBack} ${noDues} ${sendAgain}`,
  },
  paidStatusNews: {
    shipped: (_refund, how) => `${onItsWay} इसका भुगतान ${how} हो चुका है: कूरियर को कुछ नहीं देना है।`,
    cancelled: (refund) => `आपका ऑर्डर रद्द कर दिया गया है। ${refund} ${notAsked}`,
    returned: (refund) => `${cameBack} ${refund} ${sendAgain}`,
  },
  statusNow: (status) => `आपके ऑर्डर की स्थिति अब: ${status}।`,
  paidHow: { upi: 'UPI से', razorpay: 'Razorpay के ज़रिए ऑनलाइन' },
  reference: {
    upi: (reference) => ` (UPI रेफ़रेंस ${reference})`,
    razorpay: (paymentId) => ` (Razorpay पेमेंट ${paymentId})`,
  },
  refund: {
    upi: (paid) => `आपका ${paid} का UPI भुगतान हम उसी खाते में लौटा देंगे जिससे वह आया था।`,
    razorpay: (paid) => `आपका ${paid} का भुगतान हम Razorpay के ज़रिए उसी कार्ड, UPI खाते या बैंक खाते में लौटा रहे हैं जिससे वह आया था।`,
  },
  confirmation: {
    upi: (name, paid, phone) => `${thanks(name)} हमें आपका ${paid} का UPI भुगतान मिल गया है। हम जल्द ही आपके ऑर्डर की पुष्टि करेंगे, और आपको ${phone} पर फ़ोन कर सकते हैं।`,
    razorpay: (name, paid, phone) =>
      `${thanks(name)} हमें Razorpay के ज़रिए ऑनलाइन किया गया आपका ${paid} का भुगतान मिल गया है। हम जल्द ही आपके ऑर्डर की पुष्टि करेंगे, और आपको ${phone} पर फ़ोन कर सकते हैं।`,
    codBy: (name, phone, confirmBy) =>
      `${thanks(name)} हम ${confirmBy} तक आपको ${phone} पर फ़ोन करके इसकी पुष्टि करेंगे; जिस ऑर्डर की पुष्टि तब तक नहीं हो पाती, वह रद्द हो जाता है और कुछ भी भुगतान नहीं करना होता। ${cod}`,
    cod: (name, phone) => `${thanks(name)} हम जल्द ही इसकी पुष्टि करेंगे, और आपको ${phone} पर फ़ोन कर सकते हैं। ${cod}`,
  },
  payment: {
    upi: (name, amount, payBy) =>
      `${thanks(name)} इसे पूरा करने के लिए UPI से ${amount} का भुगतान करें: अपने ऑर्डर का पेज खोलें, किसी भी UPI ऐप से उसका QR कोड स्कैन करें (या फ़ोन पर “UPI ऐप से भुगतान करें” दबाएँ), फिर वहीं भुगतान का 12 अंकों का UPI रेफ़रेंस (UTR) लिखें। इसके गहने ${payBy} तक आपके लिए रखे हैं; तब तक भुगतान न होने पर ऑर्डर रद्द हो जाएगा।`,
    razorpay: (name, amount, payBy) =>
      `${thanks(name)} इसे पूरा करने के लिए ऑनलाइन ${amount} का भुगतान करें: अपने ऑर्डर का पेज खोलें और “अभी भुगतान करें” दबाएँ (Razorpay के सुरक्षित पेज पर कार्ड, UPI, नेटबैंकिंग या वॉलेट)। इसके गहने ${payBy} तक आपके लिए रखे हैं; तब तक भुगतान न होने पर ऑर्डर रद्द हो जाएगा।`,
    button: { upi: 'UPI से भुगतान करें', razorpay: 'अभी भुगतान करें' },
  },
  unconfirmed: `हम समय रहते फ़ोन पर आपसे आपके ऑर्डर की पुष्टि नहीं कर सके, इसलिए इसे रद्द कर दिया गया है और इसके गहने फिर से बिक्री के लिए रख दिए गए हैं। ${noDues} दोबारा ऑर्डर करने के लिए नया ऑर्डर दें या इस ई-मेल का जवाब दें।`,
  parcel: {
    courier: (courier) => `कूरियर: ${courier}`,
    tracking: (number) => `ट्रैकिंग (AWB) नंबर: ${number}`,
    track: 'अपना पार्सल ट्रैक करें',
    enterNumber: 'उस पेज पर ट्रैकिंग नंबर डालें।',
  },
  line: (purity, metal, size, quantity, price) => `${purity} ${metal}${size ? ` · साइज़ ${size}` : ''} · ${quantity} × ${price}`,
  metals: { Silver: 'चांदी', Gold: 'सोना', Platinum: 'प्लैटिनम' },
  totals: {
    items: 'सामान की कुल क़ीमत',
    savings: (percent) => `सब्सक्रिप्शन की बचत (${percent}% छूट)`,
    shipping: 'शिपिंग',
    free: 'मुफ़्त',
    total: 'ऑर्डर की कुल राशि',
  },
  heading: (number) => `ऑर्डर ${number}`,
  statusHeading: (number, label) => `ऑर्डर ${number}: ${label}`,
  statusLabels: {
    awaiting_payment: 'भुगतान बाकी है',
    paid: 'भुगतान हो गया',
    payment_failed: 'भुगतान नहीं मिला',
    expired: 'भुगतान के बिना समय ख़त्म',
    placed: 'ऑर्डर मिल गया',
    confirmed: 'पुष्टि हो गई',
    shipped: 'रवाना हो गया',
    delivered: 'डिलीवर हो गया',
    cancelled: 'रद्द',
    returned: 'वापस आ गया',
  },
  shipTo: 'भेजने का पता:',
  shipToLine: (address) => `भेजने का पता: ${address}`,
  yourOrder: 'आपका ऑर्डर',
  seeYourOrder: 'अपना ऑर्डर देखें',
  invoice: 'आपका GST बिल',
  downloadInvoice: 'अपना GST बिल (PDF) डाउनलोड करें',
  creditNote: 'आपका GST क्रेडिट नोट',
  downloadCreditNote: 'अपना GST क्रेडिट नोट (PDF) डाउनलोड करें',
  deliveredBy: (day) => `${day} तक डिलीवरी।`,
  verifyHuid: 'गहने की जाँच के लिए: BIS Care ऐप (Android या iOS) खोलें, “Verify HUID” चुनें और उसका HUID डालें।',
};
