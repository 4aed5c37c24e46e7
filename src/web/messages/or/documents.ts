import type english from '../en/documents.ts';

// ଅର୍ଡର ପେଜ୍‌ର ଦଲିଲ ଅଂଶର ଶବ୍ଦ (decision 036): GST ଇନଭଏସ୍, କ୍ରେଡିଟ୍ ନୋଟ୍ ଓ HUID।
const documents: typeof english = {
  documents: {
    invoice: 'GST ଟ୍ୟାକ୍ସ ଇନଭଏସ୍',
    creditNote: 'GST କ୍ରେଡିଟ୍ ନୋଟ୍',
    downloadInvoice: 'ଇନଭଏସ୍ ଡାଉନଲୋଡ୍ କରନ୍ତୁ',
    downloadCreditNote: 'କ୍ରେଡିଟ୍ ନୋଟ୍ ଡାଉନଲୋଡ୍ କରନ୍ତୁ',
    inEmails: 'ଏହାର ଲିଙ୍କ ଆପଣଙ୍କ ଅର୍ଡର ଇମେଲ୍‌ରେ ଅଛି।',
  },
  hallmark: {
    title: 'ହଲମାର୍କ (HUID)',
    lead: 'ପ୍ରତ୍ୟେକ ହଲମାର୍କ ଥିବା ଗହଣାରେ BIS ଚିହ୍ନ ଓ ତାହାର ନିଜସ୍ୱ ଛଅ ଅକ୍ଷରର HUID ଥାଏ।',
    piece: (name: string, count: number) => (count > 1 ? `${name} (${count}ଟି)` : name),
    verify: 'ଗହଣା ଯାଞ୍ଚ କରିବାକୁ: BIS Care ଆପ୍ (Android କିମ୍ବା iOS) ଖୋଲନ୍ତୁ, “Verify HUID” ବାଛନ୍ତୁ ଏବଂ ତାହାର HUID ଲେଖନ୍ତୁ।',
  },
};

export default documents;
