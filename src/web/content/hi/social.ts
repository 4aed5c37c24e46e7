import { CARE_EMAIL_LINK, SHOP } from '../shop.ts';
import type { ContentPage } from '../types.ts';
import { CITY, SERVICE_HOURS } from './shop.ts';

// The pages the footer's social links open, in Hindi.

/** The page of one of the shop's social networks. */
export function socialPage(network: string, handle: string): ContentPage {
  return {
    eyebrow: 'हमसे जुड़ें',
    title: `${network} पर ${SHOP.name}`,
    lead: `नए कलेक्शन, स्टाइलिंग के आइडिया और ${CITY} की हमारी कार्यशाला की कहानियों के लिए ${handle} को फ़ॉलो करें।`,
    sections: [
      {
        title: 'हम क्या दिखाते हैं',
        blocks: [
          {
            list: [
              'नए कलेक्शन की पहली झलक, दुकान में आने से पहले।',
              'कटक के तारकशी कारीगरों के काम की अंदर की झलक।',
              'दफ़्तर, रोज़मर्रा और त्योहारों के लिए स्टाइलिंग के आइडिया।',
              'हमारे फ़ॉलोअर्स के लिए त्योहारी ऑफ़र और उपहार।',
            ],
          },
        ],
      },
      {
        title: 'हमसे बात करें',
        blocks: [
          [
            `${network} पर आए संदेशों का जवाब हम ${SERVICE_HOURS} देते हैं। किसी ऑर्डर से जुड़ी कोई भी बात हो, तो अपने ऑर्डर नंबर के साथ `,
            CARE_EMAIL_LINK,
            ' पर ई-मेल करें, ताकि हम तुरंत मदद कर सकें।',
          ],
        ],
      },
    ],
  };
}
