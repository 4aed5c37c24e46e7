import { ShieldAlert, WifiOff } from 'lucide';
import { buttonClass } from '../../components/button.tsx';
import { Icon } from '../../components/icon.tsx';
import { redirect, useLoaderData, useNavigate, useRevalidator } from 'react-router';
import type { LoaderFunctionArgs } from 'react-router';
import type { ReactNode } from 'react';
import { ApiError } from '../../lib/api.ts';
import { fetchSession, OPERATOR_ROLE, type SessionUser } from '../../features/auth/api/session.ts';
import { SessionBar } from '../../features/auth/components/session-bar.tsx';
import { UNREACHABLE_MESSAGE } from '../../features/auth/lib/messages.ts';
import { ProductManager } from '../../features/admin-products/components/product-manager.tsx';
import { OrdersAdmin } from '../../features/orders/components/orders-admin.tsx';
import { VitalsPanel } from '../../features/vitals/components/vitals-panel.tsx';
import { SalesSummary } from '../../features/sales/components/sales-summary.tsx';
import { SecurityPanel } from '../../features/auth/components/security-panel.tsx';
import { OutboxPanel } from '../../features/mail/components/outbox-panel.tsx';
import { SubscribersPanel } from '../../features/newsletter/components/subscribers-panel.tsx';
import { AuditPanel } from '../../features/audit/components/audit-panel.tsx';
import { DeliverySettingsPanel } from '../../features/delivery/components/delivery-settings-panel.tsx';
import { RatesPanel } from '../../features/rates/components/rates-panel.tsx';
import styles from './backend.module.css';

/** The backend's sections, in the order of the jump links. */
const SECTIONS = [
  ['backend-sales', 'Sales'],
  ['backend-orders', 'Orders'],
  ['backend-products', 'Products'],
  ['backend-delivery', 'Delivery'],
  ['backend-rates', 'Metal rates'],
  ['backend-mail', 'E-mails'],
  ['backend-newsletter', 'Newsletter'],
  ['backend-vitals', 'Speed'],
  ['backend-security', 'Security'],
  ['backend-audit', 'Audit trail'],
] as const;

type SectionId = (typeof SECTIONS)[number][0];

type BackendData = { user: SessionUser } | { unreachable: true };

/** Operators only: a signed-out visitor is sent to /login (the server guards every operator call too). */
export async function loader({ request }: LoaderFunctionArgs): Promise<BackendData | Response> {
  try {
    const user = await fetchSession(request.signal);
    if (!user) {
      // The order an alert e-mail opens (?order=, decision 042) goes along: /login shows the backend once signed in.
      const order = new URL(request.url).searchParams.get('order');
      return redirect(order ? `/login?${new URLSearchParams({ order })}` : '/login');
    }
    return { user };
  } catch (error) {
    if (error instanceof ApiError) return { unreachable: true };
    throw error;
  }
}

export function Component() {
  const data = useLoaderData() as BackendData;
  const navigate = useNavigate();
  const revalidator = useRevalidator();

  if ('unreachable' in data) {
    return (
      <main className={styles.page}>
        <div className={styles.notice} role="alert">
          <Icon icon={WifiOff} size={22} aria-hidden="true" />
          <p>{UNREACHABLE_MESSAGE}</p>
          <button type="button" className={styles.retry} onClick={() => void revalidator.revalidate()}>
            Try again
          </button>
        </div>
      </main>
    );
  }

  return (
    <main className={styles.page}>
      <title>Backend · Rajat Silver</title>
      <header className={styles.pageHead}>
        <div>
          <span className={styles.eyebrow}>Operator</span>
          <h1 className={styles.pageTitle}>Backend</h1>
        </div>
      </header>
      <SessionBar email={data.user.email} onSignedOut={() => navigate('/login')} />
      <BackendPanel user={data.user} />
    </main>
  );
}

/**
 * The backend panel: the sales summary, products (list, 'ADD PRODUCTS'), orders, order e-mails, newsletter subscribers, shoppers' page speed and the
 * operator's sign-in security. Also shown on /login when signed in.
 */
export function BackendPanel({ user }: { user: SessionUser }) {
  if (user.role !== OPERATOR_ROLE) {
    return (
      <div className={styles.notice} role="alert">
        <Icon icon={ShieldAlert} size={22} aria-hidden="true" />
        <p>This account is not an operator account, so the backend is not available to it.</p>
      </div>
    );
  }
  // In the order of the page, which is not the jump links' order.
  const panels: [SectionId, ReactNode][] = [
    ['backend-sales', <SalesSummary />],
    ['backend-rates', <RatesPanel />],
    ['backend-products', <ProductManager />],
    ['backend-orders', <OrdersAdmin />],
    ['backend-delivery', <DeliverySettingsPanel />],
    ['backend-mail', <OutboxPanel />],
    ['backend-newsletter', <SubscribersPanel />],
    ['backend-vitals', <VitalsPanel />],
    ['backend-security', <SecurityPanel user={user} />],
    ['backend-audit', <AuditPanel />],
  ];
  return (
    <div className={styles.panel} data-testid="backend-panel">
      {/* The product list is long: orders, the daily work, are one step away. */}
      <nav className={styles.jump} aria-label="Backend sections">
        {SECTIONS.map(([id, label]) => (
          <a key={id} href={`#${id}`} className={buttonClass('pill', { size: 'small' })}>
            {label}
          </a>
        ))}
      </nav>
      {panels.map(([id, panel]) => (
        <div key={id} id={id} className={styles.section}>
          {panel}
        </div>
      ))}
    </div>
  );
}
