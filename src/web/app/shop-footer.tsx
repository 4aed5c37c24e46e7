import { SiteFooter } from '../features/navigation/components/site-footer.tsx';
import { SubscribeForm } from '../features/newsletter/components/subscribe-form.tsx';

/** The footer with its 'Subscribe us' field (a chunk of its own: see root-layout.tsx). */
export function ShopFooter() {
  return <SiteFooter subscribe={<SubscribeForm />} />;
}
