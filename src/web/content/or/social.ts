import { CARE_EMAIL_LINK, SHOP } from '../shop.ts';
import type { ContentPage } from '../types.ts';
import { CITY, SERVICE_HOURS } from './shop.ts';

// The pages the footer's social links open, in Odia.

/** The page of one of the shop's social networks. */
export function socialPage(network: string, handle: string): ContentPage {
  return {
    eyebrow: 'ଆମ ସହ ଯୋଡ଼ି ହୁଅନ୍ତୁ',
    title: `${network}ରେ ${SHOP.name}`,
    lead: `ନୂଆ କଲେକ୍ସନ, ଷ୍ଟାଇଲିଂ ଆଇଡିଆ ଏବଂ ${CITY}ର ଆମ କର୍ମଶାଳାର କାହାଣୀ ପାଇଁ ${handle}କୁ ଫଲୋ କରନ୍ତୁ।`,
    sections: [
      {
        title: 'ଆମେ କ’ଣ ସେୟାର କରୁ',
        blocks: [
          {
            list: [
              'ନୂଆ କଲେକ୍ସନର ପ୍ରଥମ ଝଲକ, ଦୋକାନରେ ପହଞ୍ଚିବା ଆଗରୁ।',
              'କଟକର ତାରକସି କାରିଗରଙ୍କ କାମର ଭିତର କଥା।',
              'ଅଫିସ, ପ୍ରତିଦିନ ଓ ପର୍ବପର୍ବାଣି ପାଇଁ ଷ୍ଟାଇଲିଂ ଆଇଡିଆ।',
              'ଆମ ଫଲୋଅରଙ୍କ ପାଇଁ ପର୍ବ ଅଫର ଓ ଉପହାର।',
            ],
          },
        ],
      },
      {
        title: 'ଆମ ସହ କଥା ହୁଅନ୍ତୁ',
        blocks: [
          [
            `${network}ରେ ଆସିଥିବା ମେସେଜର ଉତ୍ତର ଆମେ ${SERVICE_HOURS} ଦେଉ। ଅର୍ଡର ବିଷୟରେ ଯେକୌଣସି କଥା ପାଇଁ ଆପଣଙ୍କ ଅର୍ଡର ନମ୍ବର ସହ `,
            CARE_EMAIL_LINK,
            ' ଠିକଣାକୁ ଇ-ମେଲ କରନ୍ତୁ, ଯାହାଦ୍ୱାରା ଆମେ ତୁରନ୍ତ ସାହାଯ୍ୟ କରିପାରିବୁ।',
          ],
        ],
      },
    ],
  };
}
