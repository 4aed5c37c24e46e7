import type { ReactNode } from 'react';
import { PageLanguageProvider } from '../../src/web/lib/language.tsx';
import english from '../../src/web/messages/en/index.ts';
import hindi from '../../src/web/messages/hi/index.ts';
import odia from '../../src/web/messages/or/index.ts';
import englishShop from '../../src/web/messages/en/shop.ts';
import hindiShop from '../../src/web/messages/hi/shop.ts';
import odiaShop from '../../src/web/messages/or/shop.ts';
import englishOrdering from '../../src/web/messages/en/ordering.ts';
import hindiOrdering from '../../src/web/messages/hi/ordering.ts';
import odiaOrdering from '../../src/web/messages/or/ordering.ts';
import englishCart from '../../src/web/messages/en/cart.ts';
import hindiCart from '../../src/web/messages/hi/cart.ts';
import odiaCart from '../../src/web/messages/or/cart.ts';
import englishCheckout from '../../src/web/messages/en/checkout.ts';
import hindiCheckout from '../../src/web/messages/hi/checkout.ts';
import odiaCheckout from '../../src/web/messages/or/checkout.ts';
import englishOrder from '../../src/web/messages/en/order.ts';
import hindiOrder from '../../src/web/messages/hi/order.ts';
import odiaOrder from '../../src/web/messages/or/order.ts';
import type { Messages } from '../../src/web/messages/types.ts';
import type { Language } from '../../src/shared/languages.ts';

/** Each language's words, as the server renders with them. */
export const MESSAGES: Record<Language, Messages> = {
  en: { ...english, ...englishShop, ...englishOrdering, ...englishCart, ...englishCheckout, ...englishOrder },
  hi: { ...hindi, ...hindiShop, ...hindiOrdering, ...hindiCart, ...hindiCheckout, ...hindiOrder },
  or: { ...odia, ...odiaShop, ...odiaOrdering, ...odiaCart, ...odiaCheckout, ...odiaOrder },
};

/** A component under test in a page's language (English unless named), as main.tsx and the server give it. */
export function InLanguage({ language = 'en', children }: { language?: Language; children: ReactNode }) {
  return <PageLanguageProvider value={{ language, messages: MESSAGES[language] }}>{children}</PageLanguageProvider>;
}
