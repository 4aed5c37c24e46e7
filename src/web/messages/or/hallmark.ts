import type english from '../en/hallmark.ts';

// ହଲମାର୍କ ଅଂଶ (decision 036): ପ୍ରତି ଗହଣାର HUID ଏବଂ BIS ରେ ତାହାର ଯାଞ୍ଚ।
const hallmark: typeof english = {
  title: 'ହଲମାର୍କ (HUID)',
  lead: 'ପ୍ରତ୍ୟେକ ହଲମାର୍କ ଥିବା ଗହଣାରେ BIS ଚିହ୍ନ ଓ ତାହାର ନିଜସ୍ୱ ଛଅ ଅକ୍ଷରର HUID ଥାଏ।',
  piece: (name: string, count: number) => (count > 1 ? `${name} (${count}ଟି)` : name),
  verify: 'ଗହଣା ଯାଞ୍ଚ କରିବାକୁ: BIS Care ଆପ୍ (Android କିମ୍ବା iOS) ଖୋଲନ୍ତୁ, “Verify HUID” ବାଛନ୍ତୁ ଏବଂ ତାହାର HUID ଲେଖନ୍ତୁ।',
};

export default hallmark;
