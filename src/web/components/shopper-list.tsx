import type { IconNode } from 'lucide';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Icon } from './icon.tsx';

/**
 * A screen's CSS module: the classes come from the screen, which composes the primitives'
 * (page.module.css, empty-state.module.css, button.module.css) and adds its own.
 */
type ScreenClasses = Readonly<Record<string, string>>;

/**
 * The screen of a list the browser keeps (the cart, the wishlist): its title, then a placeholder
 * while the list is not known yet (`items` null: the server's render and hydration), `empty`
 * when it holds nothing, else the list. Classes `page`, `heading` and `pending`.
 */
export function ShopperListPage<T>({
  title,
  pendingLabel,
  items,
  classes,
  empty,
  children,
}: {
  title: string;
  /** What the placeholder says to a screen reader. */
  pendingLabel: string;
  items: readonly T[] | null;
  classes: ScreenClasses;
  empty: ReactNode;
  children: (items: readonly T[]) => ReactNode;
}) {
  return (
    <main className={classes.page}>
      <h1 className={classes.heading}>{title}</h1>
      {items === null ? (
        <p className={classes.pending} aria-busy="true">
          <span className="visually-hidden">{pendingLabel}</span>
        </p>
      ) : items.length === 0 ? (
        empty
      ) : (
        children(items)
      )}
    </main>
  );
}

/**
 * An empty list (the cart, the wishlist, the checkout's cart): its icon, the message, a hint
 * where there is one, and the way back into the shop. Classes `empty`, `hint` and
 * `secondaryButton`.
 */
export function EmptyList({ icon, message, hint, classes }: { icon: IconNode; message: string; hint?: string; classes: ScreenClasses }) {
  return (
    <div className={classes.empty}>
      <Icon icon={icon} aria-hidden size={40} strokeWidth={1.25} />
      <p>{message}</p>
      {hint ? <p className={classes.hint}>{hint}</p> : null}
      <Link className={classes.secondaryButton} to="/">
        Continue shopping
      </Link>
    </div>
  );
}
