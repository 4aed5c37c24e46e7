// The shop's pages of reading text in Hindi: the English pages (../pages.ts) in natural Hindi,
// a chunk of their own (app/routes/content.tsx), put together as every language's (../assemble.ts).

import * as about from './about.ts';
import * as contact from './contact.ts';
import * as faq from './faq.ts';
import * as policies from './policies.ts';
import * as services from './services.ts';
import * as social from './social.ts';
import { contentLanguage } from '../assemble.ts';

export const CONTENT = contentLanguage({ ...about, ...contact, ...faq, ...policies, ...services, ...social }, { home: 'होम', breadcrumb: 'आप यहाँ हैं', updated: 'अंतिम अपडेट:' });
