import type { ProductInput } from '../../shared/product.ts';
import type { PurityGrade } from '../../shared/metal-rates.ts';
import { demoWords } from './demo-words.ts';

type DemoProduct = ProductInput & { gem: string };

const p = (
  ProductName: string,
  Category: ProductInput['Category'],
  ProductPrice: number,
  MetalType: ProductInput['MetalType'],
  Purity: PurityGrade,
  metalWeight: number,
  Colour: ProductInput['Colour'],
  Style: ProductInput['Style'],
  gem: string,
  Stock: number,
): DemoProduct => ({
  ProductName,
  Category,
  ProductPrice,
  MetalType,
  Purity,
  metalWeight,
  Colour,
  Style,
  Stock,
  ...demoWords({ ProductName, MetalType, Colour }),
  gem,
});

/**
 * The demo catalogue: every category, price band, metal, colour and style of the menus. Stock
 * as a small shop keeps it: everyday silver by the dozen, gold and platinum a piece or two, and
 * a few sold out (none among the newest, which the browser tests put in the cart). Each has a
 * description, and a name and description in Hindi and Odia (demo-words.ts).
 */
const CATALOGUE: readonly DemoProduct[] = [
  p('Lotus Bloom Silver Ring', 'Ring', 1299, 'Silver', '925', 3.2, 'Silver', 'Everyday', '#e8f4ff', 40),
  p('Royal Emerald Cocktail Ring', 'Ring', 4499, 'Silver', '925', 6.8, 'Gold Plated', 'Party', '#1f8a5b', 25),
  p('Twisted Rope Band', 'Ring', 899, 'Silver', '925', 2.4, 'Oxidised', 'Everyday', '#cfcfcf', 36),
  p('Rose Halo Solitaire Ring', 'Ring', 2799, 'Silver', '925', 3.9, 'Rose Gold', 'Office', '#ffd1dc', 12),
  p('Heritage Temple Ring', 'Ring', 18999, 'Gold', '22K', 4.1, 'Gold', 'Party', '#c0392b', 3),
  p('Minimal Stacking Ring', 'Ring', 649, 'Silver', '925', 1.6, 'Silver', 'Office', '#ffffff', 48),
  p('Platinum Eternity Band', 'Ring', 42999, 'Platinum', '950', 5.2, 'Silver', 'Office', '#dff3ff', 3),
  p('Peacock Feather Pendant', 'Pendant', 1899, 'Silver', '925', 4.6, 'Oxidised', 'Everyday', '#1b6ca8', 18),
  p('Evil Eye Charm Necklace', 'Necklace', 1499, 'Silver', '925', 5.1, 'Silver', 'Everyday', '#2f6fd6', 30),
  p('Kundan Bridal Choker', 'Necklace', 6999, 'Silver', '925', 38.5, 'Gold Plated', 'Party', '#b3203a', 4),
  p('Rose Gold Heart Pendant', 'Pendant', 2299, 'Silver', '925', 3.4, 'Rose Gold', 'Office', '#ff8fab', 14),
  p('Oxidised Coin Necklace', 'Necklace', 3499, 'Silver', '925', 24.0, 'Oxidised', 'Party', '#9e9e9e', 9),
  p('Gold Mangalsutra Chain', 'Necklace', 24999, 'Gold', '22K', 6.5, 'Gold', 'Everyday', '#111111', 5),
  p('Pearl Drop Pendant', 'Pendant', 1199, 'Silver', '925', 2.2, 'Silver', 'Office', '#f7f1e3', 22),
  p('Moonstone Layered Necklace', 'Necklace', 4299, 'Silver', '925', 11.3, 'Silver', 'Party', '#cfe8ff', 7),
  p('Infinity Link Bracelet', 'Bracelet', 1699, 'Silver', '925', 7.2, 'Silver', 'Everyday', '#ffffff', 20),
  p('Rose Gold Tennis Bracelet', 'Bracelet', 5499, 'Silver', '925', 12.6, 'Rose Gold', 'Party', '#ffe4ec', 6),
  p('Oxidised Tribal Cuff', 'Bracelet', 2499, 'Silver', '925', 21.4, 'Oxidised', 'Everyday', '#7d7d7d', 11),
  p('Classic Kada Bangle', 'Bangle', 3899, 'Silver', '925', 28.0, 'Silver', 'Office', '#e0e0e0', 15),
  p('Filigree Gold Bangle', 'Bangle', 32999, 'Gold', '22K', 9.8, 'Gold', 'Party', '#d4a017', 3),
  p('Charm Chain Bracelet', 'Bracelet', 1399, 'Silver', '925', 5.5, 'Gold Plated', 'Office', '#f4c542', 16),
  p('Meenakari Jhumka Earrings', 'Earring', 1799, 'Silver', '925', 8.2, 'Gold Plated', 'Party', '#1e88a8', 2),
  p('Oxidised Peacock Jhumkas', 'Earring', 1249, 'Silver', '925', 9.1, 'Oxidised', 'Party', '#127a6b', 24),
  p('Everyday Silver Studs', 'Earring', 599, 'Silver', '925', 1.1, 'Silver', 'Everyday', '#ffffff', 60),
  p('Rose Gold Hoop Earrings', 'Earring', 1599, 'Silver', '925', 3.6, 'Rose Gold', 'Office', '#ffc2d1', 0),
  p('Chandbali Pearl Earrings', 'Earring', 3299, 'Silver', '925', 10.4, 'Gold Plated', 'Party', '#f5efe0', 1),
  p('Sapphire Drop Earrings', 'Earring', 5999, 'Silver', '925', 4.8, 'Silver', 'Party', '#1d3fa6', 8),
  p('Gold Leaf Studs', 'Earring', 14999, 'Gold', '18K', 2.0, 'Gold', 'Office', '#5a8f29', 0),
  p('Ruby Stack Ring', 'Ring', 1749, 'Silver', '925', 2.9, 'Rose Gold', 'Party', '#b0103a', 1),
  p('Oxidised Ghungroo Anklet Bracelet', 'Bracelet', 999, 'Silver', '925', 6.1, 'Oxidised', 'Everyday', '#8d8d8d', 13),
  p('Trinity Silver Chain', 'Necklace', 2199, 'Silver', '925', 9.0, 'Silver', 'Office', '#eeeeee', 19),
  p('Om Pendant', 'Pendant', 799, 'Silver', '925', 2.6, 'Oxidised', 'Everyday', '#a0a0a0', 35),
  p('Rose Gold Bangle Set', 'Bangle', 4799, 'Silver', '925', 30.2, 'Rose Gold', 'Everyday', '#ffb3c6', 2),
  p('Solitaire Gold Pendant', 'Pendant', 8999, 'Gold', '18K', 2.4, 'Gold', 'Office', '#e8f7ff', 0),
];

/** The demo's metal rates, rupees per gram (about November 2026's), set on the day the demo is loaded. */
export const DEMO_RATES: readonly { metal: ProductInput['MetalType']; purity: PurityGrade; ratePerGram: number }[] = [
  { metal: 'Silver', purity: '925', ratePerGram: 152.6 },
  { metal: 'Silver', purity: '999', ratePerGram: 165 },
  { metal: 'Gold', purity: '22K', ratePerGram: 11_650 },
  { metal: 'Gold', purity: '18K', ratePerGram: 9_530 },
  { metal: 'Platinum', purity: '950', ratePerGram: 4_150 },
];

/**
 * The demo pieces priced by weight at the day's rate (decision 035), with their making charge
 * and stones; the others keep a fixed price. At the demo rates each stays in its price band.
 */
const BY_WEIGHT: Record<string, Pick<ProductInput, 'MakingChargeBy' | 'MakingCharge' | 'Extras'>> = {
  'Classic Kada Bangle': { MakingChargeBy: 'percent', MakingCharge: 12, Extras: 0 },
  'Oxidised Coin Necklace': { MakingChargeBy: 'gram', MakingCharge: 25, Extras: 0 },
  'Trinity Silver Chain': { MakingChargeBy: 'gram', MakingCharge: 40, Extras: 0 },
  'Infinity Link Bracelet': { MakingChargeBy: 'gram', MakingCharge: 60, Extras: 0 },
  'Moonstone Layered Necklace': { MakingChargeBy: 'percent', MakingCharge: 15, Extras: 1200 },
  'Gold Mangalsutra Chain': { MakingChargeBy: 'percent', MakingCharge: 14, Extras: 0 },
  'Platinum Eternity Band': { MakingChargeBy: 'gram', MakingCharge: 900, Extras: 0 },
};

export const DEMO_PRODUCTS: readonly DemoProduct[] = CATALOGUE.map((product) =>
  BY_WEIGHT[product.ProductName] ? { ...product, PricedBy: 'weight' as const, ...BY_WEIGHT[product.ProductName] } : product,
);
