import { LockKeyhole } from 'lucide';
import { Icon } from '../../../components/icon.tsx';
import { OrderTotals } from '../../../components/lazy-order-totals.tsx';
import { memo, useEffect, useRef, useState, type FocusEvent, type FormEvent, type ReactNode } from 'react';
import { Link, useNavigate } from 'react-router';
import type { PlaceOrderInput } from '../../../../shared/checkout.ts';
import { CHECKOUT_FIELDS, type CheckoutField } from '../../../../shared/shipping-fields.ts';
import { formatInr, rupeesToPaise } from '../../../../shared/money.ts';
import { cartTotals } from '../../../../shared/pricing.ts';
import type { PaymentTerms } from '../../../../shared/order.ts';
import type { PaymentMethod } from '../../../../shared/payment-methods.ts';
import { panRequired } from '../../../../shared/payment-rules.ts';
import type { DeliveryAnswer } from '../../../../shared/delivery.ts';
import { messageOf, wordError } from '../../../lib/api.ts';
import { usePageLanguage } from '../../../lib/language.tsx';
import { productName } from '../../../../shared/product-wire.ts';
import type { ErrorCode, ErrorDetail } from '../../../../shared/errors.ts';
import type { CartLine } from '../../../../shared/cart-lines.ts';
import { ShippingFields } from './shipping-fields.tsx';
import { PanField } from './pan-field.tsx';
import type { Refusal } from '../api/place-order.ts';
import styles from './checkout.module.css';
import { usePinAutofill } from './use-pin-autofill.ts';
import { deferred } from '../../../components/deferred.tsx';

/** The checkout's rules (with the schema library): loaded after the form is on screen. */
const loadRules = () => import('../../../../shared/checkout.ts');
/** Placing the order (and keeping its key for this tab): loaded with the rules, used on Pay Now. */
const loadOrdering = () => import('../api/place-order.ts');
type Rules = Awaited<ReturnType<typeof loadRules>>;
/** What was typed, kept for a reload of this tab: loaded after the form is on screen. */
const loadKept = () => import('../lib/kept-fields.ts');

/** The free-shipping line and, when the shop takes UPI too, the "Payment" group: a deferred part, out of the first script. */
const PaymentChoice = deferred(import.meta.glob<typeof import('./payment-choice.tsx')>('@web/features/checkout/components/payment-choice.tsx'), 'PaymentChoice');

/** What an empty cart's checkout says: rendered by the server, hydrated once its chunk is in. */
const CheckoutEmpty = deferred(import.meta.glob<typeof import('./checkout-empty.tsx')>('@web/features/checkout/components/checkout-empty.tsx'), 'CheckoutEmpty');

type Values = Record<CheckoutField, string>;
type Errors = Partial<Record<CheckoutField, string>>;

const EMPTY_VALUES: Values = { name: '', email: '', phone: '', address: '', city: '', state: '', zip: '', pan: '' };

export type CheckoutViewProps = {
  lines: readonly CartLine[];
  /** False while the server renders and the browser hydrates: the form shows, Pay Now waits. */
  cartKnown: boolean;
  /** Products the shop no longer has: their lines block payment. */
  missingIds: ReadonlySet<string>;
  /** True while the shop is asked for current prices. */
  checking: boolean;
  /** Products of which the cart holds more than the shop has: they block payment. */
  shortIds?: { has(id: string): boolean };
  /** Notices about changed prices, composed by the route. */
  notice?: ReactNode;
  /** The shop's cash-on-delivery ceiling and the words that refuse a larger order; null when the shop could not say. */
  terms?: PaymentTerms | null;
  /** Asks the shop again for every product: the order was refused for a piece gone, repriced or sold out. */
  recheck?: () => void;
  /** The delivery date for the remembered PIN (decision 037); the shipping PIN's once typed. */
  delivery?: DeliveryAnswer | null;
};

/** 'Shipping Details' and 'Cart Summary' with 'Pay Now', which places a Cash on Delivery order. */
// Memo: after hydration the route re-renders before its deferred lines arrive; this skips it.
export const CheckoutView = memo(function CheckoutView({ lines, cartKnown, missingIds, shortIds, checking: checkingPrices, notice, terms, recheck, delivery: remembered }: CheckoutViewProps) {
  const checking = checkingPrices || !cartKnown;
  const { language, messages } = usePageLanguage();
  const words = messages.checkout;
  const form = words.form;
  /** The rules' codes (shared/checkout.ts), in the page's words. */
  const say = (code: ErrorCode | undefined) => (code ? wordError({ code, params: {} } as ErrorDetail, messages.errors) : undefined);
  const worded = (codes: Partial<Record<CheckoutField, ErrorCode>>): Errors =>
    Object.fromEntries(Object.entries(codes).map(([field, code]) => [field, say(code)]));
  const navigate = useNavigate();
  const [values, setValues] = useState<Values>(EMPTY_VALUES);
  const [typedErrors, setErrors] = useState<Errors>({});
  // The PIN fills the city and state; a PIN outside the directory or the state is the PIN field's problem.
  const pin = usePinAutofill(setValues, setErrors);
  const errors: Errors = { ...typedErrors, zip: typedErrors.zip ?? pin.problem(values) };
  const [formError, setFormError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  // The server asked for the PAN though the summary's total is below ₹2,00,000 (a price changed meanwhile).
  const [panAsked, setPanAsked] = useState(false);
  // How the order is paid: at first the shop's first method (UPI when it takes it); unsaid
  // when the shop could not give its terms (the server takes cash on delivery then).
  const [method, choose] = useState<PaymentMethod | undefined>(terms?.methods[0]);
  // The delivery date for the shipping PIN once typed (which the shop then remembers), and
  // whether cash on delivery is offered there (decision 037).
  const [delivery, setDelivery] = useState(remembered);
  const zip = values.zip;
  useEffect(() => {
    if (/^[1-9]\d{5}$/.test(zip) && zip !== delivery?.pin) {
      void import('../../../lib/delivery.ts').then((module) => (module.rememberPin(zip), module.fetchDelivery(zip, language))).then(setDelivery, () => {});
    }
  }, [zip, delivery?.pin, language]);
  // Before a PIN is typed, the remembered PIN's date; once one is, that PIN's alone: none while
  // it is not a PIN the shop knows, never another PIN's date under the field's error.
  const shownDelivery = !zip || (delivery?.pin === zip && !errors.zip) ? delivery : null;
  const noCod = delivery?.pin === zip && !delivery.cod;
  const methods = noCod ? terms?.methods.filter((each) => each !== 'cod') : terms?.methods;
  const chosen = method && methods?.includes(method) ? method : methods?.[0];
  /** The rules once loaded: until then fields are checked on Pay Now (and always by the server). */
  const rules = useRef<Rules | null>(null);
  const kept = useRef<Awaited<ReturnType<typeof loadKept>> | null>(null);
  useEffect(() => void loadKept().then((module) => setValues((kept.current = module).restore), () => {}), []);
  useEffect(() => kept.current?.keep(values), [values]);
  // Fetched when the shopper first enters the form, not while the page is still starting.
  const fetchRules = () => {
    if (!rules.current) void loadRules().then((loaded) => (rules.current = loaded), () => {});
    void loadOrdering().catch(() => {});
  };

  if (cartKnown && lines.length === 0) {
    return (
      <main className={styles.page}>
        <h1 className={styles.heading}>{words.title}</h1>
        <CheckoutEmpty />
      </main>
    );
  }

  const totals = cartTotals(
    lines
      .filter((line) => !missingIds.has(line.id))
      .map((line) => ({ unitPricePaise: rupeesToPaise(line.ProductPrice), quantity: line.quantity })),
  );
  // Above the cash ceiling the order cannot be paid on delivery: say so now, in the server's own
  // words, and keep the cart as it is. The server decides (shared/payment-rules.ts); this is
  // its test, written out to keep the checkout's first script within its budget.
  const cashRefusal =
    (terms && chosen === 'cod' && totals.orderTotalPaise > rupeesToPaise(terms.codLimit) && messages.errors.cod_limit({ limit: rupeesToPaise(terms.codLimit) })) ||
    // No way to pay left at a PIN without cash on delivery, when the shop takes nothing else.
    (noCod && methods?.length === 0 && messages.errors.cod_pin_blocked({ pin: zip }));
  // Rule 114B: the buyer's PAN from ₹2,00,000, asked in its own field (the server asks too).
  const panNeeded = panAsked || panRequired(totals.orderTotalPaise);
  // The refusal's words when the cash ceiling blocks, true when a line does.
  const blocked = cashRefusal || lines.some((line) => missingIds.has(line.id) || shortIds?.has(line.id));

  const update = (field: CheckoutField, value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    if (field === 'zip') pin.typed(value);
    if (errors[field] && rules.current) {
      // Clear the message as soon as the field becomes valid.
      const next = rules.current.checkoutFieldErrors({ ...values, [field]: value }, panNeeded)[field];
      setErrors((current) => ({ ...current, [field]: say(next) }));
    }
  };

  const validateField = (field: CheckoutField, event: FocusEvent<HTMLElement>) => {
    // Leaving for Pay Now: the submit checks every field, and a message appearing now would
    // move the button away from under the pointer.
    if (event.relatedTarget instanceof HTMLButtonElement && event.relatedTarget.type === 'submit') return;
    if ((values[field] === '' && !errors[field]) || !rules.current) return; // do not scold an untouched field
    const next = rules.current.checkoutFieldErrors(values, panNeeded)[field];
    setErrors((current) => ({ ...current, [field]: say(next) }));
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (submitting || blocked || checking) return;
    setFormError(null);
    let found: Errors;
    try {
      found = worded((await loadRules()).checkoutFieldErrors(values, panNeeded));
    } catch {
      found = {}; // the rules could not load (offline): the server checks the details
    }
    setErrors(found);
    // The PIN's problem is not kept with the others: it is drawn from the lookup, and goes when the state is put right.
    const blocking: Errors = { ...found, zip: found.zip ?? pin.problem(values) };
    const firstInvalid = CHECKOUT_FIELDS.find((field) => blocking[field]);
    if (firstInvalid) {
      document.getElementById(`checkout-${firstInvalid}`)?.focus();
      return;
    }
    // The PAN goes only where the order needs it: below ₹2,00,000 the shop keeps none.
    const { pan, ...shipping } = values;
    const body: PlaceOrderInput = {
      ...(shipping as PlaceOrderInput),
      ...(panNeeded ? { pan } : {}),
      paymentMethod: chosen,
      lines: lines.map((line) => ({ productId: line.id, size: line.size, quantity: line.quantity })),
    };
    setSubmitting(true);
    // Placed, it opens the order's page (the button says it is placing the order until then).
    const submitted = await loadOrdering().then(
      ({ submitOrder }) => submitOrder(body, lines, recheck, (path, state) => navigate(path, { replace: true, state })),
      (error: unknown): Refusal => ({ fieldErrors: {}, message: messageOf(error, form.placingFailed, messages.errors) }),
    );
    if (!submitted) return;
    if (submitted.fieldErrors.pan) setPanAsked(true);
    setErrors(submitted.fieldErrors);
    setFormError(submitted.message);
    setSubmitting(false);
  };

  return (
    <main className={styles.page}>
      <h1 className={styles.heading}>{words.title}</h1>
      {notice}
      <div className={styles.layout}>
        <form id="checkout-form" className={styles.form} noValidate onSubmit={onSubmit} onFocus={fetchRules} aria-labelledby="shipping-title">
          <h2 id="shipping-title" className={styles.sectionTitle}>
            {form.shippingDetails}
          </h2>
          <ShippingFields values={values} errors={errors} onChange={update} onBlur={validateField}>
            {panNeeded ? <PanField value={values.pan} error={errors.pan} onChange={(value) => update('pan', value)} onBlur={(event) => validateField('pan', event)} /> : null}
          </ShippingFields>
          <PaymentChoice methods={methods} method={chosen} onChoose={choose} delivery={shownDelivery} zip={zip} />
        </form>

        <aside className={styles.summary} aria-labelledby="cart-summary-title">
          <h2 id="cart-summary-title" className={styles.sectionTitle}>
            {form.cartSummary}
          </h2>
          <ul className={styles.items}>
            {lines.map((line) => (
              <li key={`${line.id}@${line.size}`} data-missing={missingIds.has(line.id) || shortIds?.has(line.id) || undefined}>
                <span className={styles.itemName}>
                  {productName(line, language)}
                  <small>
                    {words.sizeTimes(line.size, line.quantity)}
                    {missingIds.has(line.id) ? form.goneShort : shortIds?.has(line.id) ? form.notEnoughShort : ''}
                  </small>
                </span>
                <span>{formatInr(rupeesToPaise(line.ProductPrice) * line.quantity)}</span>
              </li>
            ))}
          </ul>
          <OrderTotals totals={totals} itemTotalLabel="subtotal" testIds={{ itemTotal: 'subtotal', orderTotal: 'order-total' }} />
          <p className={styles.payment}>{form.paymentIs(chosen == 'upi' ? 'UPI' : chosen == 'razorpay' ? form.online : form.cod)}</p>
          {blocked ? (
            <p className={styles.formError} role="alert">
              {cashRefusal || (
                <>
                  {form.blocked} <Link to="/cart">{form.reviewCart}</Link>
                  {form.toContinue}
                </>
              )}
            </p>
          ) : null}
          {formError ? (
            <p className={styles.formError} role="alert">
              {formError}
            </p>
          ) : null}
          <button
            type="submit"
            form="checkout-form"
            className={styles.payButton}
            disabled={(submitting || blocked || checking) as boolean}
          >
            <Icon icon={LockKeyhole} aria-hidden size={18} />
            {submitting ? form.placing : checking ? form.checking : words.payNow}
          </button>
          <Link className={styles.backLink} to="/cart">
            {form.backToCart}
          </Link>
        </aside>
      </div>
    </main>
  );
});
