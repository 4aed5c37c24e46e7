import type english from '../en/product-info.ts';

const productInfo: typeof english = {
  freeShipping: 'ମାଗଣା ଏକ୍ସପ୍ରେସ ଡେଲିଭରି',
  returns: (days) => `${days} ଦିନରେ ଫେରସ୍ତ`,
  hallmarked: (grade, metal) => `BIS ହଲମାର୍କ ଥିବା ${grade} ${metal}`,
  description: 'ବିବରଣୀ',
  shipping: 'ଡେଲିଭରି',
  byWeight: (metal) => `ଓଜନ ହିସାବରେ ଦାମ: ଏହି ଗହଣାର ${metal}ର ଦାମ ଗ୍ରାମ ପିଛା, ଆଜିର ଧାତୁ ଦରରୁ 29% କମରେ ଲାଗେ।`,
  skin: 'ଚର୍ମ ପାଇଁ ନିରାପଦ: ନିକେଲ-ମୁକ୍ତ ଓ ଆଲର୍ଜି ନାହିଁ, ଦିନସାରା ପିନ୍ଧିବାକୁ ଆରାମଦାୟକ।',
  exchange: 'ରୁପାର ପୂରା 100% ମୂଲ୍ୟରେ ଆଜୀବନ ବଦଳ: ଯେକୌଣସି ସମୟରେ ଫେରାନ୍ତୁ ଓ ଧାତୁର ପୂରା ମୂଲ୍ୟ ପାଆନ୍ତୁ।',
  goldPlated: 'ରୁପା ଉପରେ ସୁନା ପାଣି।',
  rosePlated: 'ରୁପା ଉପରେ ରୋଜ୍ ଗୋଲ୍ଡ ପାଣି।',
  oxidised: 'ହାତରେ ଅକ୍ସିଡାଇଜ୍ କରାଯାଇଛି, ପୁରୁଣା ଦିନିଆ କଳା ରୂପ ପାଇଁ।',
  rhodium: 'ଆଣ୍ଟି-ଟାର୍ନିଶ ରୋଡିୟମ କୋଟିଂ, ଯାହା ଚମକକୁ ଅଧିକ ଦିନ ରଖେ।',
  sizes: (from, to) => `ଅନେକ ସାଇଜରେ ମିଳେ, ${from} ରୁ ${to} ପର୍ଯ୍ୟନ୍ତ।`,
  shipWithin: (days) => `ମାଗଣା ଏକ୍ସପ୍ରେସ ଡେଲିଭରି: ପ୍ରତ୍ୟେକ ଅର୍ଡର ${days} ଦିନ ଭିତରେ ଆମ ପାଖରୁ ବାହାରେ।`,
  returnTerms: (days, exchangeDays) => `ପିନ୍ଧା ହୋଇନଥିବା ଗହଣା ${days} ଦିନରେ ବିନା ପ୍ରଶ୍ନରେ ଫେରସ୍ତ; କିଣିବାର ${exchangeDays} ଦିନ ଭିତରେ ବଦଳ।`,
  warranty: (months) => `କାରିଗରି ଓ ଫିନିଶ ଉପରେ ${months} ମାସର ୱାରେଣ୍ଟି।`,
  pinCodes: 'ଆମେ ଭାରତର ପ୍ରତ୍ୟେକ ପିନ କୋଡକୁ ଡେଲିଭରି କରୁ।',
  shippedBy: (shop, address) => `ପଠାଉଛନ୍ତି: ${shop}, ${address}, ଭାରତ।`,
};

export default productInfo;
