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

// The terms, privacy, refund and shipping policies in Odia: the English pages' meaning
// (../policies.ts), with their numbers, addresses, e-mail and phone as they are.

const CONTACT_LINE: RichText = [CARE_EMAIL_LINK, ' ଠିକଣାକୁ ଲେଖନ୍ତୁ କିମ୍ବା ', PHONE_LINK, ` ନମ୍ବରରେ ଫୋନ କରନ୍ତୁ, ${SERVICE_HOURS} (${INDIA_TIME})।`];

const contactSection = (title: string): ContentSection => ({ title, blocks: [CONTACT_LINE] });

/** The one sentence that reconciles the two return windows, used on every policy that mentions returns. */
const RETURN_WINDOWS_SENTENCE = `କିଣିବାର ${RETURN_EXCHANGE_DAYS} ଦିନ ଭିତରେ ଯେକୌଣସି କାରଣରୁ ଆପଣ ଗହଣା ବଦଳାଇ ବା ଫେରାଇ ପାରିବେ, ଏବଂ ପିନ୍ଧା ହୋଇନଥିବା ଗହଣା ମୂଳ ପ୍ୟାକିଂରେ ଥିଲେ ଡେଲିଭରିର ${NO_QUESTIONS_RETURN_DAYS} ଦିନ ପର୍ଯ୍ୟନ୍ତ ବିନା ପ୍ରଶ୍ନରେ ଫେରାଇ ହେବ।`;

const NEED_HELP: ContentSection = {
  title: 'ସାହାଯ୍ୟ ଦରକାର କି?',
  blocks: [
    `ଗ୍ରାହକ ସେବା ${SERVICE_HOURS} (${INDIA_TIME}) ଖୋଲା ରହେ।`,
    { list: [[CARE_EMAIL_LINK], [PHONE_LINK], [{ text: 'ବାରମ୍ବାର ପଚରାଯାଉଥିବା ପ୍ରଶ୍ନ ପଢ଼ନ୍ତୁ', to: '/FAQ' }]] },
  ],
};

/** What each way of paying means for the shopper's details and refunds (as ../policies.ts). */
const PAYMENT_WORDS: Record<PaymentMethod, { privacy: string; refund: string }> = {
  upi: {
    privacy: 'UPIରେ ଦେୟ ଦେଲେ ଆପଣ ନିଜ UPI ଆପରୁ ସିଧା ଆମ UPI IDକୁ ଟଙ୍କା ପଠାନ୍ତି: ଆପଣଙ୍କ ବ୍ୟାଙ୍କ ବିବରଣୀ ଆମେ କେବେ ଦେଖୁନାହୁଁ।',
    refund: `UPIରେ ଦେୟ ଦେଲେ ରିଫଣ୍ଡ ${REFUND_DAYS} ଦିନ ଭିତରେ ସେହି ଖାତାକୁ ପ୍ରକ୍ରିୟା କରାଯାଏ, ଯେଉଁଠୁ ଦେୟ ଆସିଥିଲା।`,
  },
  razorpay: {
    privacy: 'ଅନଲାଇନ ଦେୟ ଦେଲେ ଆପଣ Razorpayର ସୁରକ୍ଷିତ ପୃଷ୍ଠାରେ ଦେୟ ଦିଅନ୍ତି: ଆପଣଙ୍କ କାର୍ଡ, UPI ଓ ବ୍ୟାଙ୍କ ବିବରଣୀ Razorpay ପାଖକୁ ଯାଏ, ଆମ ପାଖକୁ କେବେ ନୁହେଁ।',
    refund: `Razorpay ଦ୍ୱାରା ଅନଲାଇନ ଦେୟ ଦେଲେ ରିଫଣ୍ଡ ${REFUND_DAYS} ଦିନ ଭିତରେ ସେହି କାର୍ଡ, UPI ଖାତା ବା ବ୍ୟାଙ୍କ ଖାତାକୁ ପ୍ରକ୍ରିୟା କରାଯାଏ, ଯେଉଁଠୁ ଦେୟ ଆସିଥିଲା।`,
  },
  cod: {
    privacy: 'କ୍ୟାଶ ଅନ ଡେଲିଭରିରେ ଦେୟ ଦେଲେ ଆମେ କେବେ କାର୍ଡ ବା ବ୍ୟାଙ୍କ ବିବରଣୀ ମାଗୁନାହୁଁ।',
    refund: `କ୍ୟାଶ ଅନ ଡେଲିଭରିରେ ଦେୟ ଦେଲେ ରିଫଣ୍ଡ ${REFUND_DAYS} ଦିନ ଭିତରେ ବ୍ୟାଙ୍କ ଟ୍ରାନ୍ସଫର ବା UPI ମାଧ୍ୟମରେ ଆପଣ କହିଥିବା ଖାତାକୁ ପ୍ରକ୍ରିୟା କରାଯାଏ।`,
  },
};
const paymentWords = (kind: 'privacy' | 'refund') => Object.values(PAYMENT_WORDS).map((words) => words[kind]);

const policy = (title: string, lead: string, sections: readonly ContentSection[]): ContentPage => ({
  eyebrow: 'ଗ୍ରାହକ ସେବା',
  title,
  lead,
  updated: UPDATED,
  aside: NEED_HELP,
  sections,
});

export const TERMS = policy('ନିୟମ ଓ ସର୍ତ୍ତାବଳୀ', `ଯେଉଁ ସର୍ତ୍ତରେ ${SHOP.name} ଏହି ୱେବସାଇଟ ମାଧ୍ୟମରେ ନିଜ ଗହଣା ବିକ୍ରି କରେ।`, [
  {
    title: '1. ଆମ ବିଷୟରେ',
    blocks: [
      `ଏହି ୱେବସାଇଟ ${SHOP.name}, ${ADDRESS_LINES.slice(0, 2).join(', ')} (${LICENCE}) ଦ୍ୱାରା ପରିଚାଳିତ। ଅର୍ଡର ଦେଇ ଆପଣ ଏହି ସର୍ତ୍ତାବଳୀରେ ରାଜି ହୁଅନ୍ତି।`,
    ],
  },
  {
    title: '2. ଗହଣା ଓ ଦାମ',
    blocks: [
      {
        list: [
          'ସବୁ ଦାମ ଭାରତୀୟ ଟଙ୍କାରେ ଏବଂ GST ସହିତ। କାଟି ଦିଆଯାଇଥିବା MRP ତୁଳନା ପାଇଁ ଦେଖାଯାଏ।',
          'ହାତତିଆରି ଗହଣାର ଓଜନ ଓ ଫିନିସରେ ସାମାନ୍ୟ ଫରକ ଥାଏ; ଦେଖାଯାଇଥିବା ଧାତୁ ଓଜନ ସେହି ଡିଜାଇନର ହାରାହାରି, ଏବଂ କିଛି ପ୍ରତିଶତ କମବେଶି ହୋଇପାରେ।',
          'ଆମେ ଫଟୋକୁ ଯଥାସମ୍ଭବ ଅସଲ ଭଳି ରଖୁ; ତଥାପି ଭିନ୍ନ ଭିନ୍ନ ସ୍କ୍ରିନରେ ରଙ୍ଗ ଭିନ୍ନ ଦେଖାଯାଏ।',
          'କୌଣସି ଦାମ ଭୁଲ ଦେଖାଯାଇଥିଲେ, ପଠାଇବା ଆଗରୁ ଆମେ ଆପଣଙ୍କୁ ଜଣାଇବୁ ଏବଂ ଆପଣ ପୂରା ରିଫଣ୍ଡ ସହ ଅର୍ଡର ବାତିଲ କରିପାରିବେ।',
        ],
      },
    ],
  },
  {
    title: '3. ଅର୍ଡର ଓ ବାତିଲ',
    blocks: [
      [
        `ଆମେ ଇ-ମେଲରେ ନିଶ୍ଚିତ କଲା ପରେ ଅର୍ଡର ଗ୍ରହଣ ହୋଇଥିବା ଧରାଯାଏ। ଅର୍ଡର ଦେବାର ${CANCELLATION_DAYS} ଦିନ ଭିତରେ, ଯଦି ତାହା ପଠାଯାଇନାହିଁ, ଆପଣ ତାକୁ ବାତିଲ କରିପାରିବେ। ଆମର `,
        { text: 'ରିଫଣ୍ଡ ଓ ବାତିଲ ନୀତି', to: '/refund' },
        ' ଦେଖନ୍ତୁ।',
      ],
    ],
  },
  {
    title: '4. ଫେରସ୍ତ, ୱାରେଣ୍ଟି ଓ ବଦଳ',
    blocks: [
      `${RETURN_WINDOWS_SENTENCE} ପ୍ରତିଟି ଗହଣାରେ ତିଆରି ତ୍ରୁଟି ପାଇଁ ${WARRANTY_MONTHS} ମାସର ୱାରେଣ୍ଟି ଅଛି, ଏବଂ ରୁପା ଗହଣା ଜୀବନସାରା ତା’ର ରୁପାର 100% ମୂଲ୍ୟରେ ବଦଳାଯାଇପାରିବ।`,
    ],
  },
  {
    title: '5. ପ୍ରଯୁଜ୍ୟ ଆଇନ',
    blocks: ['ଏହି ସର୍ତ୍ତାବଳୀ ଭାରତର ଆଇନ ଅଧୀନରେ; ଏହାର ବିଚାର ଅଧିକାର କଟକ, ଓଡ଼ିଶାର ଅଦାଲତମାନଙ୍କର।'],
  },
  contactSection('6. ଯୋଗାଯୋଗ'),
]);

export const PRIVACY = policy('ଗୋପନୀୟତା ନୀତି', 'ଆପଣ ଆମଠାରୁ କିଣାକିଣି କଲେ ଆମେ କେଉଁ ତଥ୍ୟ ନେଉ, କାହିଁକି ନେଉ, ଏବଂ ଆପଣଙ୍କ ପାଖରେ କେଉଁ ବିକଳ୍ପ ଅଛି।', [
  {
    title: 'ଆମେ କେଉଁ ତଥ୍ୟ ନେଉ',
    blocks: [
      {
        list: [
          'ଅର୍ଡର ଦେବା ବେଳେ ଆପଣଙ୍କ ନାଁ, ଇ-ମେଲ, ଫୋନ ଓ ଡେଲିଭରି ଠିକଣା, ଯାହାଦ୍ୱାରା ଆମେ ଅର୍ଡର ପହଞ୍ଚାଇପାରିବୁ।',
          'ଆପଣ ଆମ ନ୍ୟୁଜଲେଟର ସବସ୍କ୍ରାଇବ କଲେ ଆପଣଙ୍କ ଇ-ମେଲ ଠିକଣା।',
          'ଆପଣଙ୍କ କାର୍ଟ ଓ ପସନ୍ଦ ତାଲିକା ଆପଣଙ୍କ ବ୍ରାଉଜରରେ ହିଁ ରହେ, ଏବଂ କାର୍ଟର ଗହଣା ତା’ର ପୃଷ୍ଠା ପାଇଁ ଏକ କୁକିରେ।',
        ],
      },
    ],
  },
  {
    title: 'ଆମେ ଏହାକୁ କିପରି ବ୍ୟବହାର କରୁ',
    blocks: [
      `କେବଳ ଆପଣଙ୍କ ଅର୍ଡର ପ୍ରକ୍ରିୟା କରି ପହଞ୍ଚାଇବା, ଆପଣଙ୍କ ପ୍ରଶ୍ନର ଉତ୍ତର ଦେବା ଏବଂ, ଆପଣ ସବସ୍କ୍ରାଇବ କରିଥିଲେ, ନ୍ୟୁଜଲେଟର ପଠାଇବା ପାଇଁ। ଆମେ ଆପଣଙ୍କ ତଥ୍ୟ କାହାକୁ ବିକ୍ରି କରୁନାହୁଁ କି ଭଡ଼ାରେ ଦେଉନାହୁଁ। ${paymentWords('privacy').join(' ')}`,
    ],
  },
  {
    title: 'ଆପଣଙ୍କ ବିକଳ୍ପ',
    blocks: [
      'ପ୍ରତିଟି ନ୍ୟୁଜଲେଟରରେ ଅନସବସ୍କ୍ରାଇବ କରିବାର ଲିଙ୍କ ଥାଏ। ଆମ ପାଖରେ ଥିବା ଆପଣଙ୍କ ବ୍ୟକ୍ତିଗତ ତଥ୍ୟ ଦେଖାଇବାକୁ, ସୁଧାରିବାକୁ ବା ଲିଭାଇବାକୁ ଆପଣ ଯେକୌଣସି ସମୟରେ ଆମକୁ କହିପାରିବେ।',
    ],
  },
  contactSection('ଯୋଗାଯୋଗ'),
]);

export const REFUND = policy('ରିଫଣ୍ଡ ଓ ବାତିଲ', 'ମନ ବଦଳିଗଲା, ନା କିଛି ଠିକ ନାହିଁ? ଆମେ ଏହାକୁ ଏମିତି ଠିକ କରୁ।', [
  {
    title: 'ଅର୍ଡର ବାତିଲ',
    blocks: [
      `ଅର୍ଡର ଦେବାର ${CANCELLATION_DAYS} ଦିନ ଭିତରେ ଆପଣ ତାକୁ ବାତିଲ କରିପାରିବେ, ଯଦି ତାହା ଏଯାଏଁ ପଠାଯାଇନାହିଁ। ଆପଣଙ୍କ ଅର୍ଡର ନମ୍ବର ସହ ଆମକୁ ଲେଖନ୍ତୁ, ଆମେ ବାତିଲ ନିଶ୍ଚିତ କରିବୁ।`,
    ],
  },
  {
    title: 'ଫେରସ୍ତ ଓ ବଦଳ',
    blocks: [
      RETURN_WINDOWS_SENTENCE,
      'ଗହଣା ପିନ୍ଧା ହୋଇନଥିବା ଦରକାର, ତା’ର ଟ୍ୟାଗ, ସାର୍ଟିଫିକେଟ ଓ ବାକ୍ସ ସହିତ। ନିର୍ଦ୍ଦିଷ୍ଟ ସାଇଜରେ ତିଆରି କରାଯାଇଥିବା ବା ନାଁ ଖୋଦେଇ ହୋଇଥିବା ଗହଣା ଫେରସ୍ତ ହୁଏ ନାହିଁ।',
    ],
  },
  {
    title: 'କ୍ଷତିଗ୍ରସ୍ତ ବା ତ୍ରୁଟିଯୁକ୍ତ ଗହଣା',
    blocks: [
      `କ୍ଷତିଗ୍ରସ୍ତ ବା ତ୍ରୁଟିଯୁକ୍ତ ଗହଣା ପାଇବାର ${DAMAGE_REPORT_DAYS} ଦିନ ଭିତରେ ଗହଣା ଓ ତା’ର ପ୍ୟାକିଂର ଫଟୋ ସହ ଆମକୁ ଜଣାନ୍ତୁ। ଆପଣ ଯେପରି ଚାହିଁବେ, ଆମେ ତାକୁ ମାଗଣାରେ ବଦଳାଇଦେବୁ ବା ପୂରା ଟଙ୍କା ଫେରାଇଦେବୁ।`,
    ],
  },
  {
    title: 'ରିଫଣ୍ଡ',
    blocks: paymentWords('refund'),
  },
  {
    title: 'ୱାରେଣ୍ଟି',
    blocks: [`ପ୍ରତିଟି ଗହଣାରେ ତିଆରି ତ୍ରୁଟି, ଯେପରି ଭଙ୍ଗା ହୁକ, ଢିଲା ପଥର ବା ଉଠିଯାଉଥିବା ପ୍ଲେଟିଂ, ପାଇଁ ${WARRANTY_MONTHS} ମାସର ୱାରେଣ୍ଟି ଅଛି।`],
  },
  contactSection('ଯୋଗାଯୋଗ'),
]);

export const SHIPPING = policy('ଶିପିଂ ନୀତି', 'ଭାରତର ପ୍ରତିଟି ପିନ କୋଡକୁ ମାଗଣା ଓ ବୀମାଭୁକ୍ତ ଡେଲିଭରି।', [
  {
    title: 'ପଠାଇବା',
    blocks: [
      `ଅର୍ଡର ନିଶ୍ଚିତ ହେବାର ${SHIP_WITHIN_DAYS} ଦିନ ଭିତରେ ଆମେ ତାକୁ ${CITY}ରେ ଥିବା ଆମ କର୍ମଶାଳାରୁ ପଠାଇଦେଉ। ପାର୍ସଲ ବାହାରିବା ମାତ୍ରେ ଆପଣ ଇ-ମେଲରେ ଟ୍ରାକିଂ ଲିଙ୍କ ପାଇବେ।`,
    ],
  },
  {
    title: 'ଡେଲିଭରି',
    blocks: [
      {
        list: [
          'ପ୍ରତିଟି ଅର୍ଡରରେ ଶିପିଂ ମାଗଣା, ଏବଂ ମେଟ୍ରୋ ସହର ପାଇଁ ଏକ୍ସପ୍ରେସ କୁରିଅର।',
          'ପ୍ରତିଟି ପାର୍ସଲ ବୀମାଭୁକ୍ତ ଏବଂ ଟାମ୍ପର-ପ୍ରୁଫ ପ୍ୟାକିଂରେ ସିଲ ହୋଇଥାଏ; ସିଲ ଭଙ୍ଗା ଥିଲେ ଦୟାକରି ପାର୍ସଲ ନିଅନ୍ତୁ ନାହିଁ।',
          'ବର୍ତ୍ତମାନ ଆମେ କେବଳ ଭାରତ ଭିତରେ ଡେଲିଭରି କରୁ।',
        ],
      },
    ],
  },
  {
    title: 'ଡାକ ଯୋଗେ ଫେରସ୍ତ',
    blocks: [[`${RETURN_WINDOWS_SENTENCE} ପିକ-ଅପର ବ୍ୟବସ୍ଥା ଆମେ ମାଗଣାରେ କରୁ। ସବିଶେଷ ପାଇଁ `, { text: 'ରିଫଣ୍ଡ ନୀତି', to: '/refund' }, ' ଦେଖନ୍ତୁ।']],
  },
  contactSection('ଯୋଗାଯୋଗ'),
]);
