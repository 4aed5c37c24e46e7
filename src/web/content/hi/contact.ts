import { CARE_EMAIL_LINK, PHONE_LINK, SALES_EMAIL_LINK, SHOP } from '../shop.ts';
import type { ContentPage } from '../types.ts';
import { ADDRESS_LINES, CITY, INDIA_TIME, SERVICE_HOURS } from './shop.ts';

// The Contact menu's pages in Hindi.

export const CUSTOMER_CARE: ContentPage = {
  eyebrow: 'संपर्क',
  title: 'ग्राहक सेवा',
  lead: `हम ${SERVICE_HOURS} (${INDIA_TIME}) आपकी सेवा में हैं।`,
  sections: [
    {
      title: 'लिखें या फ़ोन करें',
      blocks: [
        {
          list: [
            ['ऑर्डर और वापसी: ', CARE_EMAIL_LINK],
            ['बिक्री और थोक ऑर्डर: ', SALES_EMAIL_LINK],
            ['फ़ोन: ', PHONE_LINK],
          ],
        },
      ],
    },
    {
      title: 'लिखने से पहले',
      blocks: [
        [
          'कई सवालों के जवाब हमारे ',
          { text: 'अक्सर पूछे जाने वाले सवालों', to: '/FAQ' },
          ' में हैं। किसी ऑर्डर के बारे में लिखें तो कृपया उसका नंबर ज़रूर बताएँ।',
        ],
      ],
    },
  ],
};

export const VISIT_US: ContentPage = {
  eyebrow: 'संपर्क',
  title: 'हमारी दुकान पर आइए',
  lead: `${CITY} में हमारे गहने ख़ुद आकर देखें और पहनकर आज़माएँ।`,
  sections: [
    { title: 'पता', blocks: [{ address: [SHOP.name, ...ADDRESS_LINES] }] },
    { title: 'खुलने का समय', blocks: [`${SERVICE_HOURS}। राष्ट्रीय छुट्टियों के दिन बंद।`] },
  ],
};
