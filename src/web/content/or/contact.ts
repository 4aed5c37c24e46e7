import { CARE_EMAIL_LINK, PHONE_LINK, SALES_EMAIL_LINK, SHOP } from '../shop.ts';
import type { ContentPage } from '../types.ts';
import { ADDRESS_LINES, CITY, INDIA_TIME, SERVICE_HOURS } from './shop.ts';

// The Contact menu's pages in Odia.

export const CUSTOMER_CARE: ContentPage = {
  eyebrow: 'ଯୋଗାଯୋଗ',
  title: 'ଗ୍ରାହକ ସେବା',
  lead: `ଆମେ ${SERVICE_HOURS} (${INDIA_TIME}) ଆପଣଙ୍କ ସେବାରେ ଅଛୁ।`,
  sections: [
    {
      title: 'ଲେଖନ୍ତୁ କିମ୍ବା ଫୋନ କରନ୍ତୁ',
      blocks: [
        {
          list: [
            ['ଅର୍ଡର ଓ ଫେରସ୍ତ: ', CARE_EMAIL_LINK],
            ['ବିକ୍ରି ଓ ଥୋକ ଅର୍ଡର: ', SALES_EMAIL_LINK],
            ['ଫୋନ: ', PHONE_LINK],
          ],
        },
      ],
    },
    {
      title: 'ଲେଖିବା ଆଗରୁ',
      blocks: [
        [
          'ଅନେକ ପ୍ରଶ୍ନର ଉତ୍ତର ଆମର ',
          { text: 'ବାରମ୍ବାର ପଚରାଯାଉଥିବା ପ୍ରଶ୍ନ', to: '/FAQ' },
          ' ପୃଷ୍ଠାରେ ଅଛି। କୌଣସି ଅର୍ଡର ବିଷୟରେ ଲେଖିଲେ ଦୟାକରି ତା’ର ନମ୍ବର ଦିଅନ୍ତୁ।',
        ],
      ],
    },
  ],
};

export const VISIT_US: ContentPage = {
  eyebrow: 'ଯୋଗାଯୋଗ',
  title: 'ଆମ ଦୋକାନକୁ ଆସନ୍ତୁ',
  lead: `${CITY}ରେ ଆମ ଗହଣା ନିଜେ ଆସି ଦେଖନ୍ତୁ ଓ ପିନ୍ଧି ପରଖନ୍ତୁ।`,
  sections: [
    { title: 'ଠିକଣା', blocks: [{ address: [SHOP.name, ...ADDRESS_LINES] }] },
    { title: 'ଖୋଲା ରହିବା ସମୟ', blocks: [`${SERVICE_HOURS}। ଜାତୀୟ ଛୁଟି ଦିନ ବନ୍ଦ।`] },
  ],
};
