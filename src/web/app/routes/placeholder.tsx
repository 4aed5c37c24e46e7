import type { ReactNode } from 'react';
import { Link, useLocation } from 'react-router';
import { Accordion } from '../../components/accordion.tsx';
import { ContentPage, ContentSection } from '../../components/content-page.tsx';
import { POLICY, SHOP } from '../../components/shop-info.ts';
import { SIZES } from '../../../shared/sizes.ts';
import { ownValue } from '../../../shared/own-keys.ts';

type Page = { eyebrow: string; title: string; lead: string; body: ReactNode };

const FAQ: { question: string; answer: ReactNode }[] = [
  {
    question: 'Do I need an account to order?',
    answer: 'No. Add pieces to your cart, check out with your delivery details and we confirm the order by e-mail.',
  },
  {
    question: 'Is your silver real?',
    answer: `Yes. Our silver is 925 sterling silver, hallmarked under the BIS scheme (${SHOP.licenceCode}); gold pieces carry their karat hallmark.`,
  },
  {
    question: 'How do I find my ring or bangle size?',
    answer: (
      <>
        Our sizes run {SIZES.join(', ')}. Measure the inner diameter of a bangle or ring you already wear and compare it
        with our <Link to="/services/submenu1">sizing guide</Link>. The default size 2.6 fits most wrists.
      </>
    ),
  },
  {
    question: 'How should I care for my silver?',
    answer:
      'Keep it dry and away from perfume, and store it in the zip pouch it came in. If it darkens, polish gently with a soft cotton cloth; our anti-tarnish coating keeps most pieces bright for months.',
  },
  {
    question: 'When will my order arrive?',
    answer: `Orders ship within ${POLICY.shipWithinDays} days, free of charge, and usually reach you 2 to 5 days after dispatch.`,
  },
  {
    question: 'Can I return or exchange a piece?',
    answer: (
      <>
        Yes. You can exchange a piece or return it for any reason within {POLICY.returnExchangeDays} days of purchase, and
        unworn pieces may still be returned up to {POLICY.noQuestionsReturnDays} days after delivery. See our{' '}
        <Link to="/refund">Refund policy</Link>.
      </>
    ),
  },
  {
    question: 'Can I cancel my order?',
    answer: `Yes, within ${POLICY.cancellationDays} days of placing it if it has not been dispatched. Refunds are processed within ${POLICY.refundDays} days.`,
  },
  {
    question: 'What does the warranty cover?',
    answer: `Every piece has a ${POLICY.warrantyMonths}-month warranty against manufacturing defects such as broken clasps or loose stones.`,
  },
];

const SOCIAL = (network: string, handle: string): Page => ({
  eyebrow: 'Community',
  title: `${SHOP.name} on ${network}`,
  lead: `Follow ${handle} for new collections, styling ideas and stories from our workshop in ${SHOP.city}.`,
  body: (
    <>
      <ContentSection title="What we share">
        <ul>
          <li>First looks at new collections, before they reach the shop.</li>
          <li>Behind the scenes with the filigree artisans of Cuttack.</li>
          <li>Styling ideas for office, everyday and festive wear.</li>
          <li>Festive offers and giveaways for our followers.</li>
        </ul>
      </ContentSection>
      <ContentSection title="Talk to us">
        <p>
          We reply to messages on {network} {SHOP.serviceHours}. For anything about an order, e-mail{' '}
          <a href={`mailto:${SHOP.careEmail}`}>{SHOP.careEmail}</a> with your order number so that we can help straight away.
        </p>
      </ContentSection>
    </>
  ),
});

const PAGES: Record<string, Page> = {
  FAQ: {
    eyebrow: 'Help',
    title: 'Frequently Asked Questions',
    lead: 'Ordering, sizes, silver care, returns and shipping: the answers our customers ask for most.',
    body: (
      <div>
        {FAQ.map((item) => (
          <Accordion key={item.question} title={item.question} headingLevel={2}>
            <p>{item.answer}</p>
          </Accordion>
        ))}
      </div>
    ),
  },
  facebook: SOCIAL('Facebook', '@rajatsilver'),
  twitter: SOCIAL('Twitter', '@rajatsilver'),
  'about/submenu1': {
    eyebrow: 'About us',
    title: 'Our Story',
    lead: `${SHOP.name} is a family jewellery house from ${SHOP.city}, the city India knows for its silver.`,
    body: (
      <>
        <ContentSection title="Rajat means silver">
          <p>
            We named the shop after the metal we love. Every piece we sell is designed and finished in our own workshop,
            hallmarked, and priced openly by its weight, so you always know what you pay for.
          </p>
        </ContentSection>
        <ContentSection title="What we promise">
          <ul>
            <li>Hallmarked metal and honest per-gram pricing.</li>
            <li>Lifetime exchange at 100% of the silver value.</li>
            <li>
              A {POLICY.warrantyMonths}-month warranty and {POLICY.noQuestionsReturnDays}-day returns on unworn pieces.
            </li>
          </ul>
        </ContentSection>
      </>
    ),
  },
  'about/submenu2': {
    eyebrow: 'About us',
    title: 'The Filigree of Cuttack',
    lead: 'Tarakasi, the silver filigree of Cuttack, turns fine silver wire into lace.',
    body: (
      <>
        <ContentSection title="A craft of wire and patience">
          <p>
            Artisans draw silver into wire finer than a hair, twist it, flatten it and curl it into frames and scrolls that
            are soldered into a single piece. A pair of filigree earrings can take days of work.
          </p>
        </ContentSection>
        <ContentSection title="Made for today">
          <p>
            Our designers bring the old motifs (lotus, peacock, the temple arch) to light, everyday pieces you can wear to
            work. <Link to="/home/earrings">See our filigree earrings</Link>.
          </p>
        </ContentSection>
      </>
    ),
  },
  'services/submenu1': {
    eyebrow: 'Services',
    title: 'Sizing Guide & Resizing',
    lead: 'Find your size at home, and get a free resize if it is not quite right.',
    body: (
      <>
        <ContentSection title="Our sizes">
          <p>
            Rings and bangles come in sizes {SIZES.join(', ')}. Size 2.6 is the most common and is chosen for you by default.
          </p>
        </ContentSection>
        <ContentSection title="Measuring at home">
          <ol>
            <li>Take a bangle or ring that fits you well.</li>
            <li>Measure its inner diameter in millimetres, across the widest point.</li>
            <li>Write to us with the number and we will tell you your size.</li>
          </ol>
        </ContentSection>
        <ContentSection title="Free resizing">
          <p>
            If a piece does not fit, exchange it for another size within {POLICY.returnExchangeDays} days of purchase, free.
          </p>
        </ContentSection>
      </>
    ),
  },
  'services/submenu2': {
    eyebrow: 'Services',
    title: 'Silver Exchange & Care',
    lead: 'Your silver keeps its value: exchange it for life, and keep it bright for years.',
    body: (
      <>
        <ContentSection title="Lifetime silver exchange">
          <p>
            Bring back any silver piece bought from us and we credit 100% of its silver value, by weight at the day&apos;s
            rate, towards something new.
          </p>
        </ContentSection>
        <ContentSection title="Polishing and repair">
          <p>
            Within the {POLICY.warrantyMonths}-month warranty, repairs of manufacturing defects are free. After that, we
            polish and repair at cost.
          </p>
        </ContentSection>
      </>
    ),
  },
  'contact/submenu1': {
    eyebrow: 'Contact',
    title: 'Customer Care',
    lead: `We are here ${SHOP.serviceHours} (IST).`,
    body: (
      <>
        <ContentSection title="Write or call">
          <ul>
            <li>
              Orders and returns: <a href={`mailto:${SHOP.careEmail}`}>{SHOP.careEmail}</a>
            </li>
            <li>
              Sales and bulk orders: <a href={`mailto:${SHOP.salesEmail}`}>{SHOP.salesEmail}</a>
            </li>
            <li>
              Phone: <a href={SHOP.phoneHref}>{SHOP.phone}</a>
            </li>
          </ul>
        </ContentSection>
        <ContentSection title="Before you write">
          <p>
            Many answers are in our <Link to="/FAQ">FAQ</Link>. For an order, please include its number.
          </p>
        </ContentSection>
      </>
    ),
  },
  'contact/submenu2': {
    eyebrow: 'Contact',
    title: 'Visit Our Store',
    lead: `See and try our jewellery in person in ${SHOP.city}.`,
    body: (
      <>
        <ContentSection title="Address">
          <address>
            {SHOP.addressLines.map((line) => (
              <span key={line}>
                {line}
                <br />
              </span>
            ))}
          </address>
        </ContentSection>
        <ContentSection title="Opening hours">
          <p>{SHOP.serviceHours}. Closed on national holidays.</p>
        </ContentSection>
      </>
    ),
  },
};

function pageKey(pathname: string): string {
  return decodeURIComponent(pathname).replace(/^\/+|\/+$/g, '');
}

/** /FAQ, /facebook, /twitter and the About, Services and Contact submenu pages. */
export function Component() {
  const { pathname } = useLocation();
  const page = ownValue(PAGES, pageKey(pathname));
  if (!page) {
    // about/:sub etc. with an unknown sub: the generic error screen, as for any unknown path.
    throw new Response('Not Found', { status: 404, statusText: 'Not Found' });
  }
  return (
    <ContentPage eyebrow={page.eyebrow} title={page.title} lead={page.lead}>
      {page.body}
    </ContentPage>
  );
}
