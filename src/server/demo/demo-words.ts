import type { ProductInput } from '../../shared/product.ts';
import { ownValue } from '../../shared/own-keys.ts';

// The demo catalogue's words (issue 27): each piece's description in English, its name and
// description in Hindi and Odia, as the shop in Cuttack would write them. A description is a
// line about the piece (design, metal and purity, occasion) and a line of care for its metal
// or finish. "925", the karats and the designs' names are kept as shoppers say them.

type Words = [en: string, hiName: string, hi: string, orName: string, or: string];
type Care = 'silver' | 'plated' | 'rose' | 'oxidised' | 'gold' | 'platinum';

const CARE: Record<Care, [en: string, hi: string, or: string]> = {
  silver: [
    'Keep it in its pouch and wipe it with a soft cloth; silver worn often keeps its shine.',
    'इसे थैली में रखें और मुलायम कपड़े से पोंछें; बार-बार पहनने से चांदी की चमक बनी रहती है।',
    'ଏହାକୁ ଥଳିରେ ରଖନ୍ତୁ ଓ ନରମ କପଡ଼ାରେ ପୋଛନ୍ତୁ; ବାରମ୍ବାର ପିନ୍ଧିଲେ ରୁପାର ଚମକ ରହେ।',
  ],
  plated: [
    'Keep it away from perfume and water to save the gold plating, and store it dry.',
    'गोल्ड प्लेटिंग बचाने के लिए इसे इत्र और पानी से दूर रखें, और सूखी जगह रखें।',
    'ସୁନାପାଣି ବଞ୍ଚାଇବାକୁ ଏହାକୁ ଅତର ଓ ପାଣିରୁ ଦୂରରେ ରଖନ୍ତୁ, ଶୁଖିଲା ଜାଗାରେ ସାଇତନ୍ତୁ।',
  ],
  rose: [
    'The rose gold plating lasts longest kept from perfume and water; store it dry.',
    'इत्र और पानी से दूर रखने पर रोज़ गोल्ड प्लेटिंग लंबे समय तक चलती है; सूखी जगह रखें।',
    'ଅତର ଓ ପାଣିରୁ ଦୂରରେ ରଖିଲେ ରୋଜ ଗୋଲ୍ଡ ପ୍ଲେଟିଂ ଅନେକ ଦିନ ରହେ; ଶୁଖିଲା ଜାଗାରେ ସାଇତନ୍ତୁ।',
  ],
  oxidised: [
    'The dark oxidised finish is meant to stay: do not polish it, just wipe it dry.',
    'ऑक्सीडाइज़्ड काला रंग ही इसकी ख़ूबी है: पॉलिश न करें, बस सूखे कपड़े से पोंछ लें।',
    'ଅକ୍ସିଡାଇଜ୍ଡ କଳା ରଙ୍ଗ ହିଁ ଏହାର ସୌନ୍ଦର୍ଯ୍ୟ: ପଲିସ କରନ୍ତୁ ନାହିଁ, କେବଳ ଶୁଖିଲା କପଡ଼ାରେ ପୋଛନ୍ତୁ।',
  ],
  gold: [
    'BIS hallmarked; clean it with mild soap and warm water, and keep it apart from other pieces.',
    'BIS हॉलमार्क के साथ; हल्के साबुन और गुनगुने पानी से साफ़ करें, और दूसरे गहनों से अलग रखें।',
    'BIS ହଲମାର୍କ ସହ; ହାଲୁକା ସାବୁନ ଓ ଉଷୁମ ପାଣିରେ ସଫା କରନ୍ତୁ, ଅନ୍ୟ ଗହଣାଠାରୁ ଅଲଗା ରଖନ୍ତୁ।',
  ],
  platinum: [
    'Platinum does not tarnish; a soft brush and mild soap bring back its sheen.',
    'प्लैटिनम काला नहीं पड़ता; मुलायम ब्रश और हल्के साबुन से इसकी चमक लौट आती है।',
    'ପ୍ଲାଟିନମ କଳା ପଡ଼େ ନାହିଁ; ନରମ ବ୍ରସ ଓ ହାଲୁକା ସାବୁନରେ ଏହାର ଚମକ ଫେରିଆସେ।',
  ],
};

/** By the English name: the piece's line in English, its Hindi name and line, its Odia name and line. */
const WORDS: Record<string, Words> = {
  'Lotus Bloom Silver Ring': [
    'A lotus in full bloom, cast in 925 sterling silver and polished bright, light enough to wear every day.',
    'लोटस ब्लूम चांदी की अंगूठी',
    '925 स्टर्लिंग चांदी में खिले कमल की अंगूठी, चमकदार पॉलिश वाली और रोज़ पहनने लायक हल्की।',
    'ଲୋଟସ ବ୍ଲୁମ ରୁପା ମୁଦି',
    '925 ଷ୍ଟର୍ଲିଂ ରୁପାରେ ଫୁଟିଲା ପଦ୍ମ ମୁଦି, ଚକଚକିଆ ପଲିସ ସହ, ପ୍ରତିଦିନ ପିନ୍ଧିବା ପାଇଁ ହାଲୁକା।',
  ],
  'Royal Emerald Cocktail Ring': [
    'A bold emerald-green stone set in gold-plated 925 silver, made for weddings and evenings out.',
    'रॉयल एमरल्ड कॉकटेल अंगूठी',
    'गोल्ड प्लेटेड 925 चांदी में जड़ा गहरे हरे पन्ने के रंग का नग, शादी और पार्टी के लिए।',
    'ରୟାଲ ଏମେରାଲ୍ଡ କକଟେଲ ମୁଦି',
    'ସୁନାପାଣି ଦିଆ 925 ରୁପାରେ ବସା ଗାଢ଼ ସବୁଜ ପନ୍ନା ରଙ୍ଗର ପଥର, ବାହାଘର ଓ ପାର୍ଟି ପାଇଁ।',
  ],
  'Twisted Rope Band': [
    'A rope of twisted 925 silver, its oxidised finish bringing out every turn: an easy everyday band.',
    'ट्विस्टेड रोप चांदी का छल्ला',
    'ऑक्सीडाइज़्ड फ़िनिश वाली 925 चांदी की रस्सी जैसी बटी हुई अंगूठी, रोज़ पहनने के लिए।',
    'ଟ୍ୱିଷ୍ଟେଡ ରୋପ ରୁପା ମୁଦି',
    'ଅକ୍ସିଡାଇଜ୍ଡ ଫିନିସ ସହ 925 ରୁପାର ଦଉଡ଼ି ପରି ମୋଡ଼ା ମୁଦି, ପ୍ରତିଦିନ ପିନ୍ଧିବା ପାଇଁ।',
  ],
  'Rose Halo Solitaire Ring': [
    'A single sparkling stone in a halo of small ones, in rose gold-plated 925 silver; quiet enough for the office.',
    'रोज़ हेलो सॉलिटेयर अंगूठी',
    'छोटे नगों के घेरे में एक चमकता नग, रोज़ गोल्ड प्लेटेड 925 चांदी में; दफ़्तर के लिए सादा और सुंदर।',
    'ରୋଜ ହେଲୋ ସଲିଟେୟାର ମୁଦି',
    'ଛୋଟ ପଥରର ଘେରା ଭିତରେ ଗୋଟିଏ ଚମକୁଥିବା ପଥର, ରୋଜ ଗୋଲ୍ଡ ପ୍ଲେଟେଡ 925 ରୁପାରେ; ଅଫିସ ପାଇଁ ସରଳ ଓ ସୁନ୍ଦର।',
  ],
  'Heritage Temple Ring': [
    'Temple motifs worked by hand in 22K gold: a ring for festivals and family weddings.',
    'हेरिटेज टेम्पल सोने की अंगूठी',
    '22 कैरेट सोने में हाथ से उकेरे मंदिर के रूपांकन, त्योहारों और शादियों के लिए।',
    'ହେରିଟେଜ ଟେମ୍ପଲ ସୁନା ମୁଦି',
    '22 କ୍ୟାରେଟ ସୁନାରେ ହାତତିଆରି ମନ୍ଦିର କାରୁକାର୍ଯ୍ୟ, ପର୍ବପର୍ବାଣି ଓ ବାହାଘର ପାଇଁ।',
  ],
  'Minimal Stacking Ring': [
    'A slim polished band of 925 silver, to wear alone or stacked with others.',
    'मिनिमल स्टैकिंग चांदी की अंगूठी',
    '925 चांदी का पतला चमकदार छल्ला, अकेले पहनें या दूसरी अंगूठियों के साथ।',
    'ମିନିମାଲ ଷ୍ଟାକିଂ ରୁପା ମୁଦି',
    '925 ରୁପାର ପତଳା ଚକଚକିଆ ମୁଦି, ଏକା ପିନ୍ଧନ୍ତୁ ବା ଅନ୍ୟ ମୁଦି ସହ।',
  ],
  'Platinum Eternity Band': [
    'A band of 950 platinum set all around with small stones, for an anniversary or an engagement.',
    'प्लैटिनम इटर्निटी बैंड अंगूठी',
    '950 प्लैटिनम का छल्ला, चारों ओर छोटे नगों से जड़ा, सालगिरह या सगाई के लिए।',
    'ପ୍ଲାଟିନମ ଇଟର୍ନିଟି ବ୍ୟାଣ୍ଡ ମୁଦି',
    '950 ପ୍ଲାଟିନମର ମୁଦି, ଚାରିପଟେ ଛୋଟ ପଥର ବସା, ବିବାହ ବାର୍ଷିକୀ ବା ନିର୍ବନ୍ଧ ପାଇଁ।',
  ],
  'Peacock Feather Pendant': [
    'A peacock feather in oxidised 925 silver with a blue stone at its eye: a pendant for every day.',
    'मोरपंख चांदी का लॉकेट',
    'ऑक्सीडाइज़्ड 925 चांदी में मोरपंख, बीच में नीले नग के साथ; रोज़ पहनने का लॉकेट।',
    'ମୟୂରପୁଚ୍ଛ ରୁପା ଲକେଟ',
    'ଅକ୍ସିଡାଇଜ୍ଡ 925 ରୁପାରେ ମୟୂରପୁଚ୍ଛ, ମଝିରେ ନୀଳ ପଥର ସହ; ପ୍ରତିଦିନର ଲକେଟ।',
  ],
  'Evil Eye Charm Necklace': [
    'A blue evil eye charm on a fine 925 silver chain, worn every day for luck.',
    'नज़र चार्म चांदी का हार',
    'बारीक 925 चांदी की चेन पर नीली नज़र का चार्म, रोज़ पहनने और शुभ के लिए।',
    'ନଜର ଚାର୍ମ ରୁପା ହାର',
    'ସରୁ 925 ରୁପା ଚେନରେ ନୀଳ ନଜର ଚାର୍ମ, ପ୍ରତିଦିନ ପିନ୍ଧିବା ଓ ଶୁଭ ପାଇଁ।',
  ],
  'Kundan Bridal Choker': [
    'A kundan choker in gold-plated 925 silver with ruby-red stones, made for the bride and her wedding days.',
    'कुंदन ब्राइडल चोकर हार',
    'गोल्ड प्लेटेड 925 चांदी में माणिक जैसे लाल नगों वाला कुंदन चोकर, दुल्हन और शादी के दिनों के लिए।',
    'କୁନ୍ଦନ ବ୍ରାଇଡାଲ ଚୋକର ହାର',
    'ସୁନାପାଣି ଦିଆ 925 ରୁପାରେ ମାଣିକ୍ୟ ପରି ଲାଲ ପଥର ସହ କୁନ୍ଦନ ଚୋକର, କନ୍ୟା ଓ ବାହାଘର ଦିନ ପାଇଁ।',
  ],
  'Rose Gold Heart Pendant': [
    'A small heart in rose gold-plated 925 silver on a fine chain, a gift for someone dear.',
    'रोज़ गोल्ड दिल वाला लॉकेट',
    'रोज़ गोल्ड प्लेटेड 925 चांदी का छोटा दिल, बारीक चेन पर; किसी अपने के लिए तोहफ़ा।',
    'ରୋଜ ଗୋଲ୍ଡ ହାର୍ଟ ଲକେଟ',
    'ରୋଜ ଗୋଲ୍ଡ ପ୍ଲେଟେଡ 925 ରୁପାର ଛୋଟ ହୃଦୟ, ସରୁ ଚେନରେ; ପ୍ରିୟଜନଙ୍କ ପାଇଁ ଉପହାର।',
  ],
  'Oxidised Coin Necklace': [
    'Rows of old-style coins in oxidised 925 silver: a statement necklace for festivals and mehendi.',
    'ऑक्सीडाइज़्ड सिक्कों वाला हार',
    'ऑक्सीडाइज़्ड 925 चांदी में पुराने ढंग के सिक्कों की लड़ियां, त्योहार और मेहंदी के लिए।',
    'ଅକ୍ସିଡାଇଜ୍ଡ ମୁଦ୍ରା ହାର',
    'ଅକ୍ସିଡାଇଜ୍ଡ 925 ରୁପାରେ ପୁରୁଣା ଢଙ୍ଗର ମୁଦ୍ରାର ଧାଡ଼ି, ପର୍ବ ଓ ମେହେନ୍ଦି ପାଇଁ।',
  ],
  'Gold Mangalsutra Chain': [
    'A 22K gold mangalsutra with black beads, light enough to wear every day.',
    'सोने का मंगलसूत्र',
    'काले मोतियों वाला 22 कैरेट सोने का मंगलसूत्र, रोज़ पहनने लायक हल्का।',
    'ସୁନା ମଙ୍ଗଳସୂତ୍ର',
    'କଳା ମାଳି ସହ 22 କ୍ୟାରେଟ ସୁନାର ମଙ୍ଗଳସୂତ୍ର, ପ୍ରତିଦିନ ପିନ୍ଧିବା ପାଇଁ ହାଲୁକା।',
  ],
  'Pearl Drop Pendant': [
    'A freshwater pearl hanging from a polished 925 silver cap, simple enough for work.',
    'मोती ड्रॉप लॉकेट',
    'चमकदार 925 चांदी से लटकता मीठे पानी का मोती, दफ़्तर के लिए सादा।',
    'ମୁକ୍ତା ଡ୍ରପ ଲକେଟ',
    'ଚକଚକିଆ 925 ରୁପାରୁ ଝୁଲୁଥିବା ମିଠା ପାଣିର ମୁକ୍ତା, ଅଫିସ ପାଇଁ ସରଳ।',
  ],
  'Moonstone Layered Necklace': [
    'Three layers of 925 silver chain with moonstones that catch the light, for evenings out.',
    'मूनस्टोन लेयर्ड हार',
    '925 चांदी की तीन लड़ियों में रोशनी में झिलमिलाते मूनस्टोन, शाम की पार्टी के लिए।',
    'ମୁନଷ୍ଟୋନ ଲେୟାର୍ଡ ହାର',
    '925 ରୁପାର ତିନି ଧାଡ଼ି ଚେନରେ ଆଲୁଅରେ ଝଲସୁଥିବା ମୁନଷ୍ଟୋନ, ସନ୍ଧ୍ୟା ପାର୍ଟି ପାଇଁ।',
  ],
  'Infinity Link Bracelet': [
    'Linked infinity loops in polished 925 silver: an everyday bracelet with a secure clasp.',
    'इन्फ़िनिटी लिंक चांदी का ब्रेसलेट',
    'चमकदार 925 चांदी में जुड़े इन्फ़िनिटी छल्ले, मज़बूत कुंडी वाला रोज़ का ब्रेसलेट।',
    'ଇନଫିନିଟି ଲିଙ୍କ ରୁପା ବ୍ରେସଲେଟ',
    'ଚକଚକିଆ 925 ରୁପାରେ ଯୋଡ଼ା ଇନଫିନିଟି ଫାଶ, ମଜବୁତ ହୁକ ସହ ପ୍ରତିଦିନର ବ୍ରେସଲେଟ।',
  ],
  'Rose Gold Tennis Bracelet': [
    'A line of sparkling stones in rose gold-plated 925 silver, for parties and celebrations.',
    'रोज़ गोल्ड टेनिस ब्रेसलेट',
    'रोज़ गोल्ड प्लेटेड 925 चांदी में चमकते नगों की कतार, पार्टी और जश्न के लिए।',
    'ରୋଜ ଗୋଲ୍ଡ ଟେନିସ ବ୍ରେସଲେଟ',
    'ରୋଜ ଗୋଲ୍ଡ ପ୍ଲେଟେଡ 925 ରୁପାରେ ଚମକୁଥିବା ପଥରର ଧାଡ଼ି, ପାର୍ଟି ଓ ଉତ୍ସବ ପାଇଁ।',
  ],
  'Oxidised Tribal Cuff': [
    'A wide open cuff of oxidised 925 silver with tribal patterns, to wear with cotton and handloom.',
    'ऑक्सीडाइज़्ड ट्राइबल कफ़ ब्रेसलेट',
    'आदिवासी नक्काशी वाला ऑक्सीडाइज़्ड 925 चांदी का चौड़ा कफ़, सूती और हैंडलूम कपड़ों के साथ।',
    'ଅକ୍ସିଡାଇଜ୍ଡ ଟ୍ରାଇବାଲ କଫ ବ୍ରେସଲେଟ',
    'ଆଦିବାସୀ କାରୁକାର୍ଯ୍ୟ ସହ ଅକ୍ସିଡାଇଜ୍ଡ 925 ରୁପାର ଚଉଡ଼ା କଫ, ସୂତା ଓ ହ୍ୟାଣ୍ଡଲୁମ ପୋଷାକ ସହ।',
  ],
  'Classic Kada Bangle': [
    'A solid round kada in polished 925 silver, plain and weighty, for every day and the office.',
    'क्लासिक चांदी का कड़ा',
    'चमकदार 925 चांदी का ठोस गोल कड़ा, सादा और भारी, रोज़ और दफ़्तर के लिए।',
    'କ୍ଲାସିକ ରୁପା ଖଡ଼ୁ',
    'ଚକଚକିଆ 925 ରୁପାର ମୋଟା ଗୋଲ ଖଡ଼ୁ, ସାଦା ଓ ଓଜନିଆ, ପ୍ରତିଦିନ ଓ ଅଫିସ ପାଇଁ।',
  ],
  'Filigree Gold Bangle': [
    'Fine filigree lace worked in 22K gold: a bangle for weddings and festivals.',
    'फ़िलिग्री सोने का कंगन',
    '22 कैरेट सोने में बारीक जाली का काम, शादी और त्योहारों के लिए कंगन।',
    'ତାରକସି ସୁନା କଙ୍କଣ',
    '22 କ୍ୟାରେଟ ସୁନାରେ ସରୁ ତାରକସି କାମ, ବାହାଘର ଓ ପର୍ବ ପାଇଁ କଙ୍କଣ।',
  ],
  'Charm Chain Bracelet': [
    'Small charms on a gold-plated 925 silver chain, a light bracelet for work days.',
    'चार्म चेन ब्रेसलेट',
    'गोल्ड प्लेटेड 925 चांदी की चेन पर छोटे चार्म, दफ़्तर के दिनों के लिए हल्का ब्रेसलेट।',
    'ଚାର୍ମ ଚେନ ବ୍ରେସଲେଟ',
    'ସୁନାପାଣି ଦିଆ 925 ରୁପା ଚେନରେ ଛୋଟ ଚାର୍ମ, ଅଫିସ ଦିନ ପାଇଁ ହାଲୁକା ବ୍ରେସଲେଟ।',
  ],
  'Meenakari Jhumka Earrings': [
    'Jhumkas in gold-plated 925 silver with hand-painted meenakari in blue and green, for festivals and weddings.',
    'मीनाकारी झुमके',
    'गोल्ड प्लेटेड 925 चांदी के झुमके, नीले-हरे हाथ के मीनाकारी काम के साथ, त्योहार और शादी के लिए।',
    'ମୀନାକାରୀ ଝୁମ୍କା',
    'ସୁନାପାଣି ଦିଆ 925 ରୁପାର ଝୁମ୍କା, ନୀଳ-ସବୁଜ ହାତ ମୀନାକାରୀ ସହ, ପର୍ବ ଓ ବାହାଘର ପାଇଁ।',
  ],
  'Oxidised Peacock Jhumkas': [
    'Peacock jhumkas in oxidised 925 silver with little bells, made to sway at every celebration.',
    'ऑक्सीडाइज़्ड मोर झुमके',
    'ऑक्सीडाइज़्ड 925 चांदी के मोर वाले झुमके, छोटे घुंघरुओं के साथ, हर जश्न के लिए।',
    'ଅକ୍ସିଡାଇଜ୍ଡ ମୟୂର ଝୁମ୍କା',
    'ଅକ୍ସିଡାଇଜ୍ଡ 925 ରୁପାର ମୟୂର ଝୁମ୍କା, ଛୋଟ ଘୁଙ୍ଗୁର ସହ, ପ୍ରତି ଉତ୍ସବ ପାଇଁ।',
  ],
  'Everyday Silver Studs': [
    'Small round studs of polished 925 silver with secure screw backs, for wearing all day.',
    'रोज़ के चांदी के टॉप्स',
    'मज़बूत पेंच वाले चमकदार 925 चांदी के छोटे गोल टॉप्स, दिन भर पहनने के लिए।',
    'ପ୍ରତିଦିନର ରୁପା କାନଫୁଲ',
    'ମଜବୁତ ପେଞ୍ଚ ସହ ଚକଚକିଆ 925 ରୁପାର ଛୋଟ ଗୋଲ କାନଫୁଲ, ଦିନସାରା ପିନ୍ଧିବା ପାଇଁ।',
  ],
  'Rose Gold Hoop Earrings': [
    'Light hoops in rose gold-plated 925 silver, easy to wear from the office to dinner.',
    'रोज़ गोल्ड हूप बालियां',
    'रोज़ गोल्ड प्लेटेड 925 चांदी की हल्की गोल बालियां, दफ़्तर से शाम तक।',
    'ରୋଜ ଗୋଲ୍ଡ ହୁପ କାନଫୁଲ',
    'ରୋଜ ଗୋଲ୍ଡ ପ୍ଲେଟେଡ 925 ରୁପାର ହାଲୁକା ଗୋଲ କାନଫୁଲ, ଅଫିସରୁ ସନ୍ଧ୍ୟା ପର୍ଯ୍ୟନ୍ତ।',
  ],
  'Chandbali Pearl Earrings': [
    'Crescent-moon chandbalis in gold-plated 925 silver, edged with pearls, for weddings and pujas.',
    'चांदबाली मोती बालियां',
    'गोल्ड प्लेटेड 925 चांदी की अर्धचंद्र चांदबाली, मोतियों की किनारी के साथ, शादी और पूजा के लिए।',
    'ଚାନ୍ଦବାଲି ମୁକ୍ତା କାନଫୁଲ',
    'ସୁନାପାଣି ଦିଆ 925 ରୁପାର ଅର୍ଦ୍ଧଚନ୍ଦ୍ର ଚାନ୍ଦବାଲି, ମୁକ୍ତା ଧାର ସହ, ବାହାଘର ଓ ପୂଜା ପାଇଁ।',
  ],
  'Sapphire Drop Earrings': [
    'Deep blue sapphire-coloured drops set in 925 silver, for evening parties.',
    'सैफ़ायर ड्रॉप बालियां',
    '925 चांदी में गहरे नीले नीलम के रंग के लटकन, शाम की पार्टी के लिए।',
    'ସାଫାୟାର ଡ୍ରପ କାନଫୁଲ',
    '925 ରୁପାରେ ଗାଢ଼ ନୀଳ ନୀଳମଣି ରଙ୍ଗର ଝୁଲା, ସନ୍ଧ୍ୟା ପାର୍ଟି ପାଇଁ।',
  ],
  'Gold Leaf Studs': [
    'Tiny leaves of 18K gold with a green stone, small enough for every working day.',
    'गोल्ड लीफ़ सोने के टॉप्स',
    'हरे नग वाली 18 कैरेट सोने की नन्ही पत्तियां, रोज़ दफ़्तर के लिए।',
    'ଗୋଲ୍ଡ ଲିଫ ସୁନା କାନଫୁଲ',
    'ସବୁଜ ପଥର ସହ 18 କ୍ୟାରେଟ ସୁନାର ଛୋଟ ପତ୍ର, ପ୍ରତିଦିନ ଅଫିସ ପାଇଁ।',
  ],
  'Ruby Stack Ring': [
    'A slim band of rose gold-plated 925 silver with a row of ruby-red stones, to stack for parties.',
    'रूबी स्टैक अंगूठी',
    'रोज़ गोल्ड प्लेटेड 925 चांदी का पतला छल्ला, माणिक जैसे लाल नगों की कतार के साथ, पार्टी के लिए।',
    'ରୁବି ଷ୍ଟାକ ମୁଦି',
    'ରୋଜ ଗୋଲ୍ଡ ପ୍ଲେଟେଡ 925 ରୁପାର ପତଳା ମୁଦି, ମାଣିକ୍ୟ ପରି ଲାଲ ପଥର ଧାଡ଼ି ସହ, ପାର୍ଟି ପାଇଁ।',
  ],
  'Oxidised Ghungroo Anklet Bracelet': [
    'Oxidised 925 silver with little ghungroo bells that chime as you walk; wear it as an anklet or a bracelet.',
    'ऑक्सीडाइज़्ड घुंघरू पायल',
    'ऑक्सीडाइज़्ड 925 चांदी, छोटे घुंघरुओं के साथ जो चलते हुए छनकते हैं; पायल या ब्रेसलेट, जैसे चाहें पहनें।',
    'ଅକ୍ସିଡାଇଜ୍ଡ ଘୁଙ୍ଗୁର ପାଉଁଜି',
    'ଅକ୍ସିଡାଇଜ୍ଡ 925 ରୁପା, ଛୋଟ ଘୁଙ୍ଗୁର ସହ ଯାହା ଚାଲିବା ବେଳେ ବାଜେ; ପାଉଁଜି ବା ବ୍ରେସଲେଟ ଭାବେ ପିନ୍ଧନ୍ତୁ।',
  ],
  'Trinity Silver Chain': [
    'Three strands of fine 925 silver twisted into one chain, for the office or with a pendant of your choice.',
    'ट्रिनिटी चांदी की चेन',
    'बारीक 925 चांदी की तीन लड़ियां एक चेन में गुंथी, दफ़्तर के लिए या अपनी पसंद के लॉकेट के साथ।',
    'ଟ୍ରିନିଟି ରୁପା ଚେନ',
    'ସରୁ 925 ରୁପାର ତିନି ଧାଡ଼ି ଗୁନ୍ଥା ଗୋଟିଏ ଚେନ, ଅଫିସ ପାଇଁ ବା ଆପଣଙ୍କ ପସନ୍ଦର ଲକେଟ ସହ।',
  ],
  'Om Pendant': [
    'The sacred Om in oxidised 925 silver, a small pendant to keep close every day.',
    'ओम चांदी का लॉकेट',
    'ऑक्सीडाइज़्ड 925 चांदी में पवित्र ओम, रोज़ पहनने का छोटा लॉकेट।',
    'ଓଁ ରୁପା ଲକେଟ',
    'ଅକ୍ସିଡାଇଜ୍ଡ 925 ରୁପାରେ ପବିତ୍ର ଓଁ, ପ୍ରତିଦିନ ପିନ୍ଧିବା ପାଇଁ ଛୋଟ ଲକେଟ।',
  ],
  'Rose Gold Bangle Set': [
    'A set of four slim bangles in rose gold-plated 925 silver, to wear together every day.',
    'रोज़ गोल्ड चूड़ियों का सेट',
    'रोज़ गोल्ड प्लेटेड 925 चांदी की चार पतली चूड़ियां, रोज़ साथ पहनने के लिए।',
    'ରୋଜ ଗୋଲ୍ଡ ଚୁଡ଼ି ସେଟ',
    'ରୋଜ ଗୋଲ୍ଡ ପ୍ଲେଟେଡ 925 ରୁପାର ଚାରିଟି ପତଳା ଚୁଡ଼ି, ପ୍ରତିଦିନ ଏକାଠି ପିନ୍ଧିବା ପାଇଁ।',
  ],
  'Solitaire Gold Pendant': [
    'A single sparkling stone held in 18K gold, a pendant for the office and special days.',
    'सॉलिटेयर सोने का लॉकेट',
    '18 कैरेट सोने में जड़ा एक चमकता नग, दफ़्तर और ख़ास दिनों के लिए।',
    'ସଲିଟେୟାର ସୁନା ଲକେଟ',
    '18 କ୍ୟାରେଟ ସୁନାରେ ବସା ଗୋଟିଏ ଚମକୁଥିବା ପଥର, ଅଫିସ ଓ ବିଶେଷ ଦିନ ପାଇଁ।',
  ],
};

function careOf(product: Pick<ProductInput, 'MetalType' | 'Colour'>): Care {
  if (product.MetalType === 'Gold') return 'gold';
  if (product.MetalType === 'Platinum') return 'platinum';
  return ({ Silver: 'silver', 'Gold Plated': 'plated', 'Rose Gold': 'rose', Oxidised: 'oxidised', Gold: 'plated' } as const)[product.Colour];
}

/** A demo product's description and its Hindi and Odia words; none for a name the table lacks. */
export function demoWords(product: Pick<ProductInput, 'ProductName' | 'MetalType' | 'Colour'>): Pick<ProductInput, 'Description' | 'Translations'> {
  const words = ownValue(WORDS, product.ProductName);
  if (!words) return {};
  const [en, hiName, hi, orName, or] = words;
  const [careEn, careHi, careOr] = CARE[careOf(product)];
  return {
    Description: `${en} ${careEn}`,
    Translations: { hi: { name: hiName, description: `${hi} ${careHi}` }, or: { name: orName, description: `${or} ${careOr}` } },
  };
}
