import {
  CANCELLATION_DAYS,
  DAMAGE_REPORT_DAYS,
  NO_QUESTIONS_RETURN_DAYS,
  REFUND_DAYS,
  RETURN_EXCHANGE_DAYS,
  SHIP_WITHIN_DAYS,
  WARRANTY_MONTHS,
} from '../policy.ts';
import { CARE_EMAIL_LINK, PHONE_LINK, SHOP } from '../shop.ts';
import type { ContentPage, ContentSection, RichText } from '../types.ts';
import type { PaymentMethod } from '../../../shared/payment-methods.ts';
import { ADDRESS_LINES, CITY, INDIA_TIME, LICENCE, SERVICE_HOURS, UPDATED } from './shop.ts';

// The terms, privacy, refund and shipping policies in Hindi: the English pages' meaning
// (../policies.ts), with their numbers, addresses, e-mail and phone as they are.

const CONTACT_LINE: RichText = [CARE_EMAIL_LINK, ' पर लिखें या ', PHONE_LINK, ` पर फ़ोन करें, ${SERVICE_HOURS} (${INDIA_TIME})।`];

const contactSection = (title: string): ContentSection => ({ title, blocks: [CONTACT_LINE] });

/** The one sentence that reconciles the two return windows, used on every policy that mentions returns. */
const RETURN_WINDOWS_SENTENCE = `ख़रीद के ${RETURN_EXCHANGE_DAYS} दिन के भीतर आप किसी भी कारण से गहना बदल या लौटा सकते हैं, और बिना पहने गहने अपनी असली पैकिंग में हों तो डिलीवरी के ${NO_QUESTIONS_RETURN_DAYS} दिन बाद तक भी बिना कोई सवाल पूछे लौटाए जा सकते हैं।`;

const NEED_HELP: ContentSection = {
  title: 'मदद चाहिए?',
  blocks: [
    `ग्राहक सेवा ${SERVICE_HOURS} (${INDIA_TIME}) खुली रहती है।`,
    { list: [[CARE_EMAIL_LINK], [PHONE_LINK], [{ text: 'अक्सर पूछे जाने वाले सवाल पढ़ें', to: '/FAQ' }]] },
  ],
};

/** What each way of paying means for the shopper's details and refunds (as ../policies.ts). */
const PAYMENT_WORDS: Record<PaymentMethod, { privacy: string; refund: string }> = {
  upi: {
    privacy: 'UPI से भुगतान करने पर आप अपने UPI ऐप से सीधे हमारी UPI ID पर पैसे भेजते हैं: आपके बैंक की जानकारी हम कभी नहीं देखते।',
    refund: `UPI से भुगतान करने पर रिफ़ंड ${REFUND_DAYS} दिन के भीतर उसी खाते में प्रोसेस किया जाता है जिससे भुगतान आया था।`,
  },
  razorpay: {
    privacy: 'ऑनलाइन भुगतान करने पर आप Razorpay के सुरक्षित पेज पर भुगतान करते हैं: आपके कार्ड, UPI और बैंक की जानकारी Razorpay के पास जाती है, हमारे पास कभी नहीं।',
    refund: `Razorpay से ऑनलाइन भुगतान करने पर रिफ़ंड ${REFUND_DAYS} दिन के भीतर उसी कार्ड, UPI खाते या बैंक खाते में प्रोसेस किया जाता है जिससे भुगतान आया था।`,
  },
  cod: {
    privacy: 'कैश ऑन डिलीवरी से भुगतान करने पर हम कभी कार्ड या बैंक की जानकारी नहीं माँगते।',
    refund: `कैश ऑन डिलीवरी से भुगतान करने पर रिफ़ंड ${REFUND_DAYS} दिन के भीतर बैंक ट्रांसफ़र या UPI से आपके बताए खाते में प्रोसेस किया जाता है।`,
  },
};
const paymentWords = (kind: 'privacy' | 'refund') => Object.values(PAYMENT_WORDS).map((words) => words[kind]);

const policy = (title: string, lead: string, sections: readonly ContentSection[]): ContentPage => ({
  eyebrow: 'ग्राहक सेवा',
  title,
  lead,
  updated: UPDATED,
  aside: NEED_HELP,
  sections,
});

export const TERMS = policy('नियम और शर्तें', `वे शर्तें जिन पर ${SHOP.name} इस वेबसाइट के ज़रिए अपने गहने बेचता है।`, [
  {
    title: '1. हमारे बारे में',
    blocks: [
      `यह वेबसाइट ${SHOP.name}, ${ADDRESS_LINES.slice(0, 2).join(', ')} (${LICENCE}) चलाता है। ऑर्डर देकर आप इन शर्तों को स्वीकार करते हैं।`,
    ],
  },
  {
    title: '2. गहने और क़ीमतें',
    blocks: [
      {
        list: [
          'सभी क़ीमतें भारतीय रुपये में हैं और इनमें GST शामिल है। कटी हुई MRP तुलना के लिए दिखाई जाती है।',
          'हाथ से बने गहनों के वज़न और फ़िनिश में थोड़ा फ़र्क़ होता है; दिखाया गया धातु का वज़न उस डिज़ाइन का औसत है और कुछ प्रतिशत कम-ज़्यादा हो सकता है।',
          'हम तस्वीरों को असल जैसा रखने की पूरी कोशिश करते हैं; फिर भी अलग-अलग स्क्रीन पर रंग अलग दिखते हैं।',
          'अगर कोई क़ीमत ग़लत दिखाई गई हो, तो हम भेजने से पहले आपको बताएँगे और आप पूरे रिफ़ंड के साथ ऑर्डर रद्द कर सकते हैं।',
        ],
      },
    ],
  },
  {
    title: '3. ऑर्डर और उसे रद्द करना',
    blocks: [
      [
        `ऑर्डर तब स्वीकार माना जाता है जब हम ई-मेल से उसकी पुष्टि करते हैं। ऑर्डर देने के ${CANCELLATION_DAYS} दिन के भीतर, जब तक वह भेजा न गया हो, आप उसे रद्द कर सकते हैं। हमारी `,
        { text: 'रिफ़ंड और कैंसलेशन नीति', to: '/refund' },
        ' देखें।',
      ],
    ],
  },
  {
    title: '4. वापसी, वारंटी और एक्सचेंज',
    blocks: [
      `${RETURN_WINDOWS_SENTENCE} हर गहने पर बनावट की ख़ामियों के लिए ${WARRANTY_MONTHS} महीने की वारंटी है, और चाँदी के गहने जीवन भर उनकी चाँदी के 100% मूल्य पर बदले जा सकते हैं।`,
    ],
  },
  {
    title: '5. लागू क़ानून',
    blocks: ['ये शर्तें भारत के क़ानूनों के अधीन हैं; इनसे जुड़े मामले कटक, ओडिशा की अदालतों के अधिकार क्षेत्र में आते हैं।'],
  },
  contactSection('6. संपर्क'),
]);

export const PRIVACY = policy('गोपनीयता नीति', 'आप हमसे ख़रीदारी करते हैं तो हम कौन-सी जानकारी लेते हैं, क्यों लेते हैं, और आपके पास क्या विकल्प हैं।', [
  {
    title: 'हम क्या जानकारी लेते हैं',
    blocks: [
      {
        list: [
          'ऑर्डर देते समय आपका नाम, ई-मेल, फ़ोन और डिलीवरी का पता, ताकि हम ऑर्डर आप तक पहुँचा सकें।',
          'अगर आप हमारा न्यूज़लेटर सब्सक्राइब करते हैं, तो आपका ई-मेल पता।',
          'आपका कार्ट और पसंदीदा गहने आपके ब्राउज़र में ही रहते हैं, और कार्ट के गहने उसके पेज के लिए एक कुकी में।',
        ],
      },
    ],
  },
  {
    title: 'हम इसका क्या करते हैं',
    blocks: [
      `सिर्फ़ आपके ऑर्डर प्रोसेस करने और पहुँचाने, आपके सवालों का जवाब देने और, अगर आपने सब्सक्राइब किया है, तो न्यूज़लेटर भेजने के लिए। हम आपकी जानकारी किसी को न बेचते हैं, न किराये पर देते हैं। ${paymentWords('privacy').join(' ')}`,
    ],
  },
  {
    title: 'आपके विकल्प',
    blocks: [
      'हर न्यूज़लेटर में अनसब्सक्राइब करने का लिंक होता है। हमारे पास आपकी जो निजी जानकारी है, उसे आप कभी भी हमसे देखने, सुधारने या मिटाने के लिए कह सकते हैं।',
    ],
  },
  contactSection('संपर्क'),
]);

export const REFUND = policy('रिफ़ंड और कैंसलेशन', 'मन बदल गया, या कुछ ठीक नहीं है? हम ऐसे इसे ठीक करते हैं।', [
  {
    title: 'ऑर्डर रद्द करना',
    blocks: [
      `आप ऑर्डर देने के ${CANCELLATION_DAYS} दिन के भीतर उसे रद्द कर सकते हैं, बशर्ते वह अभी भेजा न गया हो। अपने ऑर्डर नंबर के साथ हमें लिखें, हम ऑर्डर रद्द होने की पुष्टि कर देंगे।`,
    ],
  },
  {
    title: 'वापसी और एक्सचेंज',
    blocks: [
      RETURN_WINDOWS_SENTENCE,
      'गहने बिना पहने हुए हों, और उनके टैग, सर्टिफ़िकेट और डिब्बा साथ हों। ख़ास साइज़ में बनवाए गए या नाम खुदवाए गए गहने वापस नहीं होते।',
    ],
  },
  {
    title: 'टूटा या ख़राब गहना',
    blocks: [
      `टूटा या ख़राब गहना मिलने के ${DAMAGE_REPORT_DAYS} दिन के भीतर, गहने और उसकी पैकिंग की तस्वीर के साथ हमें बताएँ। आप जैसा चाहें, हम उसे मुफ़्त बदल देंगे या पूरा पैसा लौटा देंगे।`,
    ],
  },
  {
    title: 'रिफ़ंड',
    blocks: paymentWords('refund'),
  },
  {
    title: 'वारंटी',
    blocks: [`हर गहने पर बनावट की ख़ामियों, जैसे टूटे हुक, ढीले नग या उतरती प्लेटिंग, के लिए ${WARRANTY_MONTHS} महीने की वारंटी है।`],
  },
  contactSection('संपर्क'),
]);

export const SHIPPING = policy('शिपिंग नीति', 'भारत के हर पिन कोड तक मुफ़्त और बीमा वाली डिलीवरी।', [
  {
    title: 'भेजना',
    blocks: [
      `ऑर्डर की पुष्टि के ${SHIP_WITHIN_DAYS} दिन के भीतर हम उसे ${CITY} की अपनी कार्यशाला से भेज देते हैं। पार्सल निकलते ही आपको ई-मेल पर ट्रैकिंग लिंक मिल जाता है।`,
    ],
  },
  {
    title: 'डिलीवरी',
    blocks: [
      {
        list: [
          'हर ऑर्डर पर शिपिंग मुफ़्त है, और मेट्रो शहरों के लिए एक्सप्रेस कूरियर।',
          'हर पार्सल का बीमा होता है और वह छेड़छाड़ से बची पैकिंग में सील होता है; अगर सील टूटी हो तो कृपया पार्सल न लें।',
          'फ़िलहाल हम सिर्फ़ भारत में डिलीवरी करते हैं।',
        ],
      },
    ],
  },
  {
    title: 'डाक से वापसी',
    blocks: [[`${RETURN_WINDOWS_SENTENCE} पिक-अप का इंतज़ाम हम मुफ़्त करते हैं। पूरी जानकारी के लिए `, { text: 'रिफ़ंड नीति', to: '/refund' }, ' देखें।']],
  },
  contactSection('संपर्क'),
]);
