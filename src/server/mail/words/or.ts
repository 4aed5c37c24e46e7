import type { MailWords } from './types.ts';

// The order e-mails' words in Odia: as a jewellery shop in Cuttack writes to its customers,
// politely (ଆପଣ). Brand names, UPI, GST, AWB and the figures stay as shoppers know them.

const thanks = (name: string) => `ଆପଣଙ୍କ ଅର୍ଡର ପାଇଁ ଧନ୍ୟବାଦ, ${name}।`;
const noDues = 'ଆପଣଙ୍କୁ କିଛି ଦେବାକୁ ପଡ଼ିବ ନାହିଁ।';
const notAsked = 'ଯଦି ଆପଣ ଏହା କହିନଥିଲେ, ଦୟାକରି ଏହି ଇ-ମେଲର ଉତ୍ତର ଦିଅନ୍ତୁ।';
const onItsWay = 'ଆପଣଙ୍କ ଅର୍ଡର ଆମ ଦୋକାନରୁ ବାହାରି ଆପଣଙ୍କ ପାଖକୁ ଆସୁଛି।';
const cameBack = 'ଆପଣଙ୍କ ପାର୍ସଲ ଡେଲିଭରି ହୋଇପାରିଲା ନାହିଁ ଓ ଆମ ପାଖକୁ ଫେରି ଆସିଛି, ତେଣୁ ଏହି ଅର୍ଡର ବନ୍ଦ କରାଗଲା।';
const sendAgain = 'ଯଦି ଆପଣ ଏବେ ବି ଏହି ଗହଣା ଚାହାନ୍ତି, ଏହି ଇ-ମେଲର ଉତ୍ତର ଦିଅନ୍ତୁ, ଆମେ ଖୁସିରେ ପୁଣି ପଠାଇଦେବୁ।';
const cod = 'ଡେଲିଭରି ସମୟରେ ନଗଦ ଦେବେ (କ୍ୟାସ ଅନ ଡେଲିଭରି)।';
const confirmSoon = (phone: string) => `ଆମେ ଶୀଘ୍ର ଆପଣଙ୍କ ଅର୍ଡର ନିଶ୍ଚିତ କରିବୁ, ଏବଂ ଆପଣଙ୍କୁ ${phone} ରେ ଫୋନ କରିପାରୁ।`;

export const or: MailWords = {
  subjects: {
    placed: (number) => `ଆପଣଙ୍କ ଅର୍ଡର ${number} ମିଳିଗଲା`,
    paid: (number) => `ଆପଣଙ୍କ ଅର୍ଡର ${number} ର ପେମେଣ୍ଟ ମିଳିଗଲା`,
    payment: {
      upi: (number, amount) => `ଆପଣଙ୍କ ଅର୍ଡର ${number} ପାଇଁ UPIରେ ${amount} ପେମେଣ୍ଟ କରନ୍ତୁ`,
      razorpay: (number, amount) => `ଆପଣଙ୍କ ଅର୍ଡର ${number} ପାଇଁ ଅନଲାଇନ୍ ${amount} ପେମେଣ୍ଟ କରନ୍ତୁ`,
    },
    status: {
      shipped: (number) => `ଆପଣଙ୍କ ଅର୍ଡର ${number} ପଠାଯାଇଛି`,
      delivered: (number) => `ଆପଣଙ୍କ ଅର୍ଡର ${number} ଡେଲିଭରି ହୋଇଗଲା`,
      cancelled: (number) => `ଆପଣଙ୍କ ଅର୍ଡର ${number} ବାତିଲ କରାଗଲା`,
      returned: (number) => `ଆପଣଙ୍କ ଅର୍ଡର ${number} ଆମ ପାଖକୁ ଫେରି ଆସିଛି`,
    },
    otherStatus: (number) => `ଆପଣଙ୍କ ଅର୍ଡର ${number} ବିଷୟରେ ନୂଆ ଖବର`,
  },
  statusNews: {
    shipped: `${onItsWay} ଦୟାକରି ତଳେ ଲେଖାଥିବା ରାଶି କୁରିଅରଙ୍କୁ ଦେବା ପାଇଁ ନଗଦ ପ୍ରସ୍ତୁତ ରଖନ୍ତୁ।`,
    delivered: 'ଆପଣଙ୍କ ଅର୍ଡର ଡେଲିଭରି ହୋଇଗଲା। ଆଶା କରୁଛୁ ଏହାକୁ ପିନ୍ଧି ଆପଣ ଖୁସି ହେବେ।',
    cancelled: `ଆପଣଙ୍କ ଅର୍ଡର ବାତିଲ କରାଗଲା। ${noDues} ${notAsked}`,
    returned: `${cameBack} ${noDues} ${sendAgain}`,
  },
  paidStatusNews: {
    shipped: (_refund, how) => `${onItsWay} ଏହାର ପେମେଣ୍ଟ ${how} ହୋଇସାରିଛି: କୁରିଅରଙ୍କୁ କିଛି ଦେବାକୁ ପଡ଼ିବ ନାହିଁ।`,
    cancelled: (refund) => `ଆପଣଙ୍କ ଅର୍ଡର ବାତିଲ କରାଗଲା। ${refund} ${notAsked}`,
    returned: (refund) => `${cameBack} ${refund} ${sendAgain}`,
  },
  statusNow: (status) => `ଆପଣଙ୍କ ଅର୍ଡରର ସ୍ଥିତି ଏବେ: ${status}।`,
  paidHow: { upi: 'UPI ରେ', razorpay: 'Razorpay ମାଧ୍ୟମରେ ଅନଲାଇନ' },
  reference: {
    upi: (reference) => ` (UPI ରେଫରେନ୍ସ ${reference})`,
    razorpay: (paymentId) => ` (Razorpay ପେମେଣ୍ଟ ${paymentId})`,
  },
  refund: {
    upi: (paid) => `ଆପଣଙ୍କ ${paid} UPI ପେମେଣ୍ଟ ଯେଉଁ ଆକାଉଣ୍ଟରୁ ଆସିଥିଲା, ଆମେ ସେହି ଆକାଉଣ୍ଟକୁ ଫେରାଇଦେବୁ।`,
    razorpay: (paid) => `ଆପଣଙ୍କ ${paid} ପେମେଣ୍ଟ ଆମେ Razorpay ମାଧ୍ୟମରେ ସେହି କାର୍ଡ, UPI ଆକାଉଣ୍ଟ କିମ୍ବା ବ୍ୟାଙ୍କ ଆକାଉଣ୍ଟକୁ ଫେରାଉଛୁ ଯେଉଁଥିରୁ ଏହା ଆସିଥିଲା।`,
  },
  confirmation: {
    upi: (name, paid, phone) => `${thanks(name)} ଆମେ ଆପଣଙ୍କ ${paid} UPI ପେମେଣ୍ଟ ପାଇଛୁ। ${confirmSoon(phone)}`,
    razorpay: (name, paid, phone) => `${thanks(name)} ଆମେ Razorpay ମାଧ୍ୟମରେ ଅନଲାଇନ କରାଯାଇଥିବା ଆପଣଙ୍କ ${paid} ପେମେଣ୍ଟ ପାଇଛୁ। ${confirmSoon(phone)}`,
    codBy: (name, phone, confirmBy) =>
      `${thanks(name)} ଆମେ ${confirmBy} ସୁଦ୍ଧା ଆପଣଙ୍କୁ ${phone} ରେ ଫୋନ କରି ଏହାକୁ ନିଶ୍ଚିତ କରିବୁ; ସେତେବେଳ ସୁଦ୍ଧା ନିଶ୍ଚିତ ହୋଇନପାରିଲେ ଅର୍ଡର ବାତିଲ ହୋଇଯିବ, ଏବଂ କିଛି ଦେବାକୁ ପଡ଼ିବ ନାହିଁ। ${cod}`,
    cod: (name, phone) => `${thanks(name)} ${confirmSoon(phone)} ${cod}`,
  },
  payment: {
    upi: (name, amount, payBy) =>
      `${thanks(name)} ଏହାକୁ ପୂରା କରିବାକୁ UPIରେ ${amount} ପେମେଣ୍ଟ କରନ୍ତୁ: ଆପଣଙ୍କ ଅର୍ଡରର ପେଜ୍ ଖୋଲନ୍ତୁ, ଯେକୌଣସି UPI ଆପ୍‌ରେ ଏହାର QR କୋଡ୍ ସ୍କାନ୍ କରନ୍ତୁ (କିମ୍ବା ଫୋନରେ “UPI ଆପ୍‌ରେ ପେମେଣ୍ଟ କରନ୍ତୁ” ଦବାନ୍ତୁ), ତା’ପରେ ସେଠାରେ ପେମେଣ୍ଟର 12 ଅଙ୍କର UPI ରେଫରେନ୍ସ (UTR) ଲେଖନ୍ତୁ। ଏହାର ଗହଣା ${payBy} ପର୍ଯ୍ୟନ୍ତ ଆପଣଙ୍କ ପାଇଁ ରଖାଯାଇଛି; ସେତେବେଳକୁ ପେମେଣ୍ଟ ନହେଲେ ଅର୍ଡର ବାତିଲ ହେବ।`,
    razorpay: (name, amount, payBy) =>
      `${thanks(name)} ଏହାକୁ ପୂରା କରିବାକୁ ଅନଲାଇନ୍ ${amount} ପେମେଣ୍ଟ କରନ୍ତୁ: ଆପଣଙ୍କ ଅର୍ଡରର ପେଜ୍ ଖୋଲି “ଏବେ ପେମେଣ୍ଟ କରନ୍ତୁ” ଦବାନ୍ତୁ (Razorpayର ସୁରକ୍ଷିତ ପେଜରେ କାର୍ଡ, UPI, ନେଟବ୍ୟାଙ୍କିଂ କିମ୍ବା ୱାଲେଟ୍)। ଏହାର ଗହଣା ${payBy} ପର୍ଯ୍ୟନ୍ତ ଆପଣଙ୍କ ପାଇଁ ରଖାଯାଇଛି; ସେତେବେଳକୁ ପେମେଣ୍ଟ ନହେଲେ ଅର୍ଡର ବାତିଲ ହେବ।`,
    button: { upi: 'UPI ଆପ୍‌ରେ ପେମେଣ୍ଟ କରନ୍ତୁ', razorpay: 'ଏବେ ପେମେଣ୍ଟ କରନ୍ତୁ' },
  },
  unconfirmed: `ଆମେ ସମୟ ଭିତରେ ଫୋନରେ ଆପଣଙ୍କ ସହ ଅର୍ଡରଟି ନିଶ୍ଚିତ କରିପାରିଲୁ ନାହିଁ, ତେଣୁ ଏହା ବାତିଲ କରାଗଲା ଏବଂ ଏହାର ଗହଣା ପୁଣି ବିକ୍ରି ପାଇଁ ରଖାଗଲା। ${noDues} ପୁଣି ଅର୍ଡର କରିବାକୁ ନୂଆ ଅର୍ଡର ଦିଅନ୍ତୁ କିମ୍ବା ଏହି ଇ-ମେଲର ଉତ୍ତର ଦିଅନ୍ତୁ।`,
  parcel: {
    courier: (courier) => `କୁରିଅର: ${courier}`,
    tracking: (number) => `ଟ୍ରାକିଂ (AWB) ନମ୍ବର: ${number}`,
    track: 'ଆପଣଙ୍କ ପାର୍ସଲ ଟ୍ରାକ କରନ୍ତୁ',
    enterNumber: 'ସେହି ପୃଷ୍ଠାରେ ଟ୍ରାକିଂ ନମ୍ବର ଦିଅନ୍ତୁ।',
  },
  line: (purity, metal, size, quantity, price) => `${purity} ${metal}${size ? ` · ସାଇଜ ${size}` : ''} · ${quantity} × ${price}`,
  metals: { Silver: 'ରୁପା', Gold: 'ସୁନା', Platinum: 'ପ୍ଲାଟିନମ' },
  totals: {
    items: 'ଜିନିଷର ମୋଟ ଦାମ',
    savings: (percent) => `ସବସ୍କ୍ରିପସନ ସଞ୍ଚୟ (${percent}% ଛାଡ଼)`,
    shipping: 'ଡେଲିଭରି ଚାର୍ଜ',
    free: 'ମାଗଣା',
    total: 'ଅର୍ଡରର ମୋଟ ରାଶି',
  },
  heading: (number) => `ଅର୍ଡର ${number}`,
  statusHeading: (number, label) => `ଅର୍ଡର ${number}: ${label}`,
  statusLabels: {
    awaiting_payment: 'ପେମେଣ୍ଟ ବାକି ଅଛି',
    paid: 'ପେମେଣ୍ଟ ହୋଇଗଲା',
    payment_failed: 'ପେମେଣ୍ଟ ମିଳିଲା ନାହିଁ',
    expired: 'ପେମେଣ୍ଟ ବିନା ସମୟ ସରିଗଲା',
    placed: 'ଅର୍ଡର ମିଳିଗଲା',
    confirmed: 'ନିଶ୍ଚିତ ହୋଇଗଲା',
    shipped: 'ପଠାଯାଇଛି',
    delivered: 'ଡେଲିଭରି ହୋଇଗଲା',
    cancelled: 'ବାତିଲ',
    returned: 'ଫେରି ଆସିଛି',
  },
  shipTo: 'ପଠାଇବା ଠିକଣା:',
  shipToLine: (address) => `ପଠାଇବା ଠିକଣା: ${address}`,
  yourOrder: 'ଆପଣଙ୍କ ଅର୍ଡର',
  seeYourOrder: 'ଆପଣଙ୍କ ଅର୍ଡର ଦେଖନ୍ତୁ',
  invoice: 'ଆପଣଙ୍କ GST ବିଲ',
  downloadInvoice: 'ଆପଣଙ୍କ GST ବିଲ (PDF) ଡାଉନଲୋଡ କରନ୍ତୁ',
  creditNote: 'ଆପଣଙ୍କ GST କ୍ରେଡିଟ୍ ନୋଟ୍',
  downloadCreditNote: 'ଆପଣଙ୍କ GST କ୍ରେଡିଟ୍ ନୋଟ୍ (PDF) ଡାଉନଲୋଡ୍ କରନ୍ତୁ',
  deliveredBy: (day) => `${day} ସୁଦ୍ଧା ଡେଲିଭରି।`,
  verifyHuid: 'ଗହଣା ଯାଞ୍ଚ କରିବାକୁ: BIS Care ଆପ୍ (Android କିମ୍ବା iOS) ଖୋଲନ୍ତୁ, “Verify HUID” ବାଛନ୍ତୁ ଏବଂ ତାହାର HUID ଲେଖନ୍ତୁ।',
};
