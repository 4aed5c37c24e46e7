import { Heart, Minus, Plus, ShoppingBag, Trash as Trash2 } from 'lucide';
import { Icon } from '../../../components/icon.tsx';
import { OrderTotals } from '../../../components/lazy-order-totals.tsx';
import { memo, useRef, type ReactNode } from 'react';
import { Link } from 'react-router';
import { formatRupees, rupeesToPaise } from '../../../../shared/money.ts';
import { cartTotals } from '../../../../shared/pricing.ts';
import { needsSize, NO_SIZE, sizeScaleOf, sizesOf } from '../../../../shared/sizes.ts';
import { MAX_LINE_QUANTITY } from '../../../../shared/order-limits.ts';
import type { CartLine } from '../../../../shared/cart-lines.ts';
import { piecesOf } from '../../../../shared/cart-rules.ts';
import { productPath } from '../../../lib/paths.ts';
import { useMessages, usePageLanguage } from '../../../lib/language.tsx';
import { wordOf } from '../../../lib/words.tsx';
import { useEarlyTaps } from '../../../lib/early-taps.ts';
import { productName } from '../../../../shared/product-wire.ts';
import { hasPriceNotices, type PriceCheck } from '../hooks/use-cart-price-check.ts';
import { PriceNotices } from './lazy-price-notices.tsx';
import styles from './cart.module.css';

/**
 * The store's actions: not in the page's first script. The price check loads them as the page
 * starts, so a tap finds them ready.
 */
const actions = () => import('../../../lib/shopper-actions.ts');
const removeLine = (id: string, size: string) => void actions().then((loaded) => loaded.removeLine(id, size));
const setQuantity = (id: string, size: string, quantity: number) => void actions().then((loaded) => loaded.setQuantity(id, size, quantity));

/** Moving a line to the wishlist says so in a toast: that code loads on the first move. */
const moveToWishlist = (id: string, size: string) =>
  import('../../../components/shopper-toasts.ts').then((toasts) => toasts.moveToWishlistWithToast(id, size));
/** So does a change of size that merges two lines past the per-line limit (how many pieces it left out). */
const changeSize = (id: string, fromSize: string, toSize: string) =>
  import('../../../components/shopper-toasts.ts').then((toasts) => toasts.changeSizeWithToast(id, fromSize, toSize));

/**
 * The cart's lines and its Order Summary; totals from the shared pricing rules, in paise.
 * `lines` null: not known yet (the server's render and hydration), a placeholder holds the place.
 */
// Memo: after hydration the route re-renders before its deferred lines arrive; this skips it.
export const CartView = memo(function CartView({ lines, check }: { lines: readonly CartLine[] | null; check: PriceCheck }) {
  const { cart } = useMessages();
  return (
    <main className={styles.page}>
      <h1 className={styles.heading}>{cart.title}</h1>
      {lines === null ? (
        <>
          <p className={styles.pending} aria-busy="true">
            <span className="visually-hidden">{cart.opening}</span>
          </p>
          {/* Shown only without JavaScript: then nothing can be in the cart but what its cookie names. */}
          <EmptyCart className={styles.noScript} />
        </>
      ) : lines.length === 0 ? (
        <EmptyCart />
      ) : (
        <CartContents lines={lines} check={check} />
      )}
    </main>
  );
});

function EmptyCart({ className = '' }: { className?: string }) {
  const words = useMessages().ordering;
  return (
    <div className={`${styles.empty} ${className}`}>
      <Icon icon={ShoppingBag} aria-hidden size={40} strokeWidth={1.25} />
      <p>{words.emptyCart}</p>
      <Link className={styles.secondaryButton} to="/">
        {words.continueShopping}
      </Link>
    </div>
  );
}

function CartContents({ lines, check }: { lines: readonly CartLine[]; check: PriceCheck }) {
  const available = lines.filter((line) => !check.missingIds.has(line.id));
  const blocked = available.length !== lines.length;
  const short = check.shortages;
  // A ring whose size is still to be chosen (a cart saved before rings had their own sizes).
  const unsized = lines.some(needsSize);
  const { cart } = useMessages();
  return (
    <div className={styles.layout}>
      <div className={styles.linesColumn}>
        {hasPriceNotices(check) ? <PriceNotices check={check} /> : null}
        <ul className={styles.lines} aria-label={cart.items}>
          {lines.map((line, index) => (
            <CartLineItem
              key={`${line.id}@${line.size}`}
              line={line}
              missing={check.missingIds.has(line.id)}
              short={short.has(line.id)}
              left={check.stockById.get(line.id)}
              inCart={piecesOf(lines, line.id)}
              priority={index < FIRST_LINES}
            />
          ))}
        </ul>
      </div>
      <OrderSummary lines={available}>
        {blocked || short.size > 0 || unsized ? (
          <>
            <p className={styles.blockedNote} role="alert">
              {blocked ? cart.goneBlocks : short.size > 0 ? cart.shortBlocks : cart.sizeBlocks}
            </p>
            <span className={styles.primaryButton} aria-disabled="true" data-disabled="true">
              {cart.checkoutSecurely}
            </span>
          </>
        ) : (
          // A page load of its own: the checkout's policy lets it open Razorpay's Checkout (decision 033).
          <Link className={styles.primaryButton} to="/checkout" reloadDocument>
            {cart.checkoutSecurely}
          </Link>
        )}
      </OrderSummary>
    </div>
  );
}

/**
 * Lines whose photos are on screen at once on a phone: fetched first (the page's largest paint;
 * React's server renderer preloads an image asked for with high priority). A cart is short:
 * no photo of it waits to be scrolled to.
 */
const FIRST_LINES = 3;

type LineProps = {
  line: CartLine;
  missing: boolean;
  short: boolean;
  /** The product's pieces in stock, once the shop has answered. */
  left: number | undefined;
  /** The cart's pieces of the product, every size together. */
  inCart: number;
  priority: boolean;
};

function CartLineItem({ line, missing, short, left, inCart, priority }: LineProps) {
  const { language, messages } = usePageLanguage();
  const { cart } = messages;
  const sizeLabel = cart.size;
  const name = productName(line, language);
  const image = line.ProductImgs.low[0] ?? line.ProductImgs.high[0];
  const sizeId = `size-${line.id}-${line.size}`;
  // The piece's own sizes (decision 040): none for a chain or earrings.
  const sizes = sizesOf(sizeScaleOf(line.Category));
  // Why + cannot add a piece: said under the controls (a disabled button cannot be asked).
  const noMore =
    line.quantity >= MAX_LINE_QUANTITY ? cart.atMostASize(MAX_LINE_QUANTITY) : left !== undefined && inCart >= left ? cart.onlyLeft(left) : null;
  const noMoreId = `no-more-${line.id}-${line.size}`;
  // The quantity, Remove and Move to Wishlist tapped before the line hydrated count (decision 045).
  const item = useRef<HTMLLIElement>(null);
  useEarlyTaps(item);
  return (
    <li ref={item} className={styles.line} data-missing={missing || undefined} data-short={short || undefined} aria-label={name} data-early-taps>
      <Link className={styles.thumb} to={productPath(line.ProductName)} tabIndex={-1}>
        {image ? (
          <img src={image} alt={name} width={112} height={112} fetchPriority={priority ? 'high' : undefined} />
        ) : null}
      </Link>
      <div className={styles.lineBody}>
        <div className={styles.lineHead}>
          <div>
            <p className={styles.price}>{formatRupees(line.ProductPrice)}</p>
            <h2 className={styles.name}>
              <Link to={productPath(line.ProductName)}>{name}</Link>
            </h2>
            <p className={styles.meta}>
              {cart.metal(wordOf(messages.common.metals, line.MetalType), line.Purity)}
            </p>
            {missing ? <p className={styles.missing}>{cart.gone}</p> : null}
            {short && !missing ? (
              <p className={styles.missing}>{left === 0 ? cart.soldOut : cart.notEnough}</p>
            ) : null}
          </div>
          <button
            type="button"
            className={styles.iconButton}
            aria-label={cart.remove(name)}
            onClick={() => removeLine(line.id, line.size)}
          >
            <Icon icon={Trash2} aria-hidden size={18} />
          </button>
        </div>
        {missing ? null : (
        <div className={styles.controls}>
          <div className={styles.stepper} role="group" aria-label={cart.quantityOf(name)}>
            <button
              type="button"
              aria-label={cart.decrease}
              disabled={line.quantity <= 1}
              onClick={() => setQuantity(line.id, line.size, line.quantity - 1)}
            >
              <Icon icon={Minus} aria-hidden size={16} />
            </button>
            <output aria-label={cart.quantity}>{line.quantity}</output>
            <button
              type="button"
              aria-label={cart.increase}
              disabled={noMore !== null}
              aria-describedby={noMore && !short ? noMoreId : undefined}
              onClick={() => setQuantity(line.id, line.size, line.quantity + 1)}
            >
              <Icon icon={Plus} aria-hidden size={16} />
            </button>
          </div>
          {sizes.length > 0 ? (
            <label className={styles.size} htmlFor={sizeId}>
              <span>{sizeLabel}</span>
              <select id={sizeId} value={line.size} onChange={(event) => void changeSize(line.id, line.size, event.target.value)}>
                {line.size === NO_SIZE ? (
                  <option value={NO_SIZE} disabled>
                    {cart.chooseSize}
                  </option>
                ) : null}
                {sizes.map((size) => (
                  <option key={size} value={size}>
                    {size}
                  </option>
                ))}
              </select>
            </label>
          ) : null}
          <button type="button" className={styles.textButton} onClick={() => void moveToWishlist(line.id, line.size)}>
            <Icon icon={Heart} aria-hidden size={16} />
            {cart.moveToWishlist}
          </button>
          {noMore && !short ? (
            <p id={noMoreId} className={styles.noMore}>
              {noMore}
            </p>
          ) : null}
        </div>
        )}
      </div>
    </li>
  );
}

/** The Order Summary panel: the totals of the lines that can be ordered, then the way on. */
function OrderSummary({ lines, children }: { lines: readonly CartLine[]; children: ReactNode }) {
  const totals = cartTotals(lines.map((line) => ({ unitPricePaise: rupeesToPaise(line.ProductPrice), quantity: line.quantity })));
  const { orderSummary } = useMessages().ordering;
  return (
    <aside className={styles.summary} aria-labelledby="order-summary-title">
      <h2 id="order-summary-title" className={styles.summaryTitle}>
        {orderSummary}
      </h2>
      <OrderTotals totals={totals} roomy testIds={{ itemTotal: 'item-total', savings: 'savings', orderTotal: 'order-total' }} />
      {children}
    </aside>
  );
}
