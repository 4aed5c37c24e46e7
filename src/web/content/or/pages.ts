// The shop's pages of reading text in Odia: the English pages (../pages.ts) in natural Odia,
// a chunk of their own (app/routes/content.tsx), put together as every language's (../assemble.ts).

import * as about from './about.ts';
import * as contact from './contact.ts';
import * as faq from './faq.ts';
import * as policies from './policies.ts';
import * as services from './services.ts';
import * as social from './social.ts';
import { contentLanguage } from '../assemble.ts';

export const CONTENT = contentLanguage({ ...about, ...contact, ...faq, ...policies, ...services, ...social }, { home: 'ହୋମ', breadcrumb: 'ଆପଣ ଏଠାରେ ଅଛନ୍ତି', updated: 'ଶେଷ ଅପଡେଟ:' });
