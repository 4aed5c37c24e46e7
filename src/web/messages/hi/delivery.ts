import type words from '../en/delivery.ts';

export default {
  by: (day: string, pin: string) => `पिन ${pin} पर ${day} तक डिलीवरी`,
  ask: 'डिलीवरी की तारीख़ देखने के लिए अपना पिन कोड लिखें',
  pin: 'पिन कोड',
  check: 'देखें',
  noCod: 'इस पिन कोड पर कैश ऑन डिलीवरी की सुविधा नहीं है।',
  codWhy: (pin: string) => `पिन कोड ${pin} पर कैश ऑन डिलीवरी नहीं दी जाती, क्योंकि वहाँ से बहुत से पार्सल लौट आते हैं। कृपया UPI या ऑनलाइन भुगतान करें।`,
} satisfies typeof words;
