import { Link, useLocation } from 'react-router';
import type { ReactNode } from 'react';
import { ContentPage, ContentSection } from '../../components/content-page.tsx';
import { POLICY, SHOP } from '../../components/shop-info.ts';
import { isOwnKey } from '../../../shared/own-keys.ts';

type Policy = { title: string; lead: string; sections: { title: string; body: ReactNode }[] };

const UPDATED = '1 April 2024';

const contactLine = (
  <>
    Write to <a href={`mailto:${SHOP.careEmail}`}>{SHOP.careEmail}</a> or call <a href={SHOP.phoneHref}>{SHOP.phone}</a>,{' '}
    {SHOP.serviceHours} (IST).
  </>
);

/** The one sentence that reconciles the 7-day and 15-day promises, used on every page that mentions returns. */
const RETURN_WINDOWS_SENTENCE = `You can exchange a piece or return it for any reason within ${POLICY.returnExchangeDays} days of purchase, and unworn pieces in their original packaging may still be returned, no questions asked, up to ${POLICY.noQuestionsReturnDays} days after delivery.`;

const POLICIES: Record<'terms' | 'privacy' | 'refund' | 'shipping', Policy> = {
  terms: {
    title: 'Terms & Conditions',
    lead: `The terms on which ${SHOP.name} sells its jewellery through this website.`,
    sections: [
      {
        title: '1. About us',
        body: (
          <p>
            This website is run by {SHOP.name}, {SHOP.addressLines.slice(0, 2).join(', ')} ({SHOP.licenceCode}). By placing an
            order you agree to these terms.
          </p>
        ),
      },
      {
        title: '2. Products and prices',
        body: (
          <ul>
            <li>All prices are in Indian rupees and include GST. The struck-through MRP is shown for comparison.</li>
            <li>
              Handmade pieces vary slightly in weight and finish; the metal weight shown is the average of the design and may
              differ by a few per cent.
            </li>
            <li>Photographs are as true to life as we can make them; screens show colours differently.</li>
            <li>If a price is shown wrongly we will tell you before dispatch and you may cancel with a full refund.</li>
          </ul>
        ),
      },
      {
        title: '3. Orders and cancellation',
        body: (
          <p>
            An order is accepted when we confirm it by e-mail. You may cancel within {POLICY.cancellationDays} days of placing
            the order, as long as it has not been dispatched. See our <Link to="/refund">Refund &amp; Cancellation policy</Link>.
          </p>
        ),
      },
      {
        title: '4. Returns, warranty and exchange',
        body: (
          <p>
            {RETURN_WINDOWS_SENTENCE} Every piece carries a {POLICY.warrantyMonths}-month warranty against manufacturing
            defects, and silver jewellery may be exchanged at 100% of its silver value for life.
          </p>
        ),
      },
      {
        title: '5. Governing law',
        body: <p>These terms are governed by the laws of India; the courts of Cuttack, Odisha have jurisdiction.</p>,
      },
      { title: '6. Contact', body: <p>{contactLine}</p> },
    ],
  },
  privacy: {
    title: 'Privacy Policy',
    lead: 'What we collect when you shop with us, why, and the choices you have.',
    sections: [
      {
        title: 'What we collect',
        body: (
          <ul>
            <li>Your name, e-mail, phone and delivery address when you place an order, so that we can deliver it.</li>
            <li>Your e-mail address if you subscribe to our newsletter.</li>
            <li>
              Your cart and wishlist stay in your own browser (local storage); we do not receive them until you check out.
            </li>
          </ul>
        ),
      },
      {
        title: 'How we use it',
        body: (
          <p>
            Only to process and deliver your orders, answer your questions and, if you subscribed, send our newsletter. We do
            not sell or rent your details to anyone. Payment details are handled by our payment partner and never stored by us.
          </p>
        ),
      },
      {
        title: 'Your choices',
        body: (
          <p>
            Every newsletter has an unsubscribe link. You may ask us to show, correct or delete the personal data we hold about
            you at any time.
          </p>
        ),
      },
      { title: 'Contact', body: <p>{contactLine}</p> },
    ],
  },
  refund: {
    title: 'Refund & Cancellation',
    lead: 'Changed your mind, or something is not right? Here is how we put it right.',
    sections: [
      {
        title: 'Cancelling an order',
        body: (
          <p>
            You may cancel an order within {POLICY.cancellationDays} days of placing it, as long as it has not yet been
            dispatched. Write to us with your order number and we will confirm the cancellation.
          </p>
        ),
      },
      {
        title: 'Returns and exchanges',
        body: (
          <>
            <p>{RETURN_WINDOWS_SENTENCE}</p>
            <p>Pieces must be unworn, with their tags, certificate and box. Custom-sized or engraved pieces cannot be returned.</p>
          </>
        ),
      },
      {
        title: 'Damaged or defective items',
        body: (
          <p>
            Please report a damaged or defective item within {POLICY.damageReportDays} days of receiving it, with a photograph
            of the piece and its packaging. We replace it free of charge or refund it in full, as you prefer.
          </p>
        ),
      },
      {
        title: 'Refunds',
        body: (
          <p>
            Once we receive and check a returned piece, or confirm a cancellation, the refund is processed within{' '}
            {POLICY.refundDays} days to your original payment method. Your bank may take a few more days to show it.
          </p>
        ),
      },
      {
        title: 'Warranty',
        body: (
          <p>
            Every piece carries a {POLICY.warrantyMonths}-month warranty against manufacturing defects such as broken clasps,
            loose stones or peeling plating.
          </p>
        ),
      },
      { title: 'Contact', body: <p>{contactLine}</p> },
    ],
  },
  shipping: {
    title: 'Shipping Policy',
    lead: 'Free, insured shipping to every pin code in India.',
    sections: [
      {
        title: 'Dispatch',
        body: (
          <p>
            Orders ship within {POLICY.shipWithinDays} days of confirmation, from our workshop in {SHOP.city}. You receive a
            tracking link by e-mail as soon as your parcel leaves us.
          </p>
        ),
      },
      {
        title: 'Delivery',
        body: (
          <ul>
            <li>Shipping is free on every order, with express couriers for metro cities.</li>
            <li>Every parcel is insured and sealed in tamper-proof packaging; please refuse it if the seal is broken.</li>
            <li>We currently deliver within India only.</li>
          </ul>
        ),
      },
      {
        title: 'Returns by post',
        body: (
          <p>
            {RETURN_WINDOWS_SENTENCE} We arrange the pick-up at no cost. See the <Link to="/refund">Refund policy</Link> for
            details.
          </p>
        ),
      },
      { title: 'Contact', body: <p>{contactLine}</p> },
    ],
  },
};

function pageOf(pathname: string): keyof typeof POLICIES {
  const page = pathname.replace(/^\/+|\/+$/g, '');
  return isOwnKey(POLICIES, page) ? page : 'terms';
}

/** /terms, /privacy, /refund and /shipping. */
export function Component() {
  const { pathname } = useLocation();
  const policy = POLICIES[pageOf(pathname)];
  return (
    <ContentPage
      eyebrow="Customer care"
      title={policy.title}
      lead={policy.lead}
      updated={UPDATED}
      aside={
        <>
          <h2>Need help?</h2>
          <p>
            Customer service is open {SHOP.serviceHours} (IST).
          </p>
          <ul>
            <li>
              <a href={`mailto:${SHOP.careEmail}`}>{SHOP.careEmail}</a>
            </li>
            <li>
              <a href={SHOP.phoneHref}>{SHOP.phone}</a>
            </li>
            <li>
              <Link to="/FAQ">Read the FAQ</Link>
            </li>
          </ul>
        </>
      }
    >
      {policy.sections.map((section) => (
        <ContentSection key={section.title} title={section.title}>
          {section.body}
        </ContentSection>
      ))}
    </ContentPage>
  );
}
