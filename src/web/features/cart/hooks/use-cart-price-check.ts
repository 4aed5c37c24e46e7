import { startTransition, useEffect, useState } from 'react';
import type { CartLine } from '../../../../shared/cart-lines.ts';
import type { Shortage } from '../../../../shared/stock.ts';
import type { PriceChange } from '../../../../shared/cart-rules.ts';
import { fetchProductsByIds } from '../api/products-by-ids.ts';

type StockRules = typeof import('../../../../shared/stock.ts');

export type PriceCheck = {
  /** 'checking' until the shop has answered for every product in the cart. */
  status: 'checking' | 'done' | 'failed';
  /** Products the shop no longer has: their lines cannot be checked out. */
  missingIds: ReadonlySet<string>;
  /** Prices that changed since the products were added; the cart already shows the new ones. */
  changes: PriceChange[];
  /**
   * Products of which the cart holds more pieces than the shop has, each with its message:
   * checking out waits until they are fixed.
   */
  shortages: ReadonlyMap<string, Shortage>;
  /** Each checked product's pieces in stock, as the shop answered. */
  stockById: ReadonlyMap<string, number | undefined>;
  /** Checks every product again (the shop refused an order for a change). */
  recheck: () => void;
};

/** Whether the check found something to tell the shopper (components/price-notices.tsx says it). */
export function hasPriceNotices(check: PriceCheck): boolean {
  return check.changes.length > 0 || check.shortages.size > 0;
}

/**
 * Keeps the cart honest: asks the shop once for the current records of every product in the
 * cart (one request), updates changed prices and names in the store, and reports products
 * that no longer exist or have fewer pieces in stock than the cart holds (the server refuses
 * such an order anyway). A product that joins the cart later (another tab) is checked then.
 */
export function useCartPriceCheck(lines: readonly CartLine[]): PriceCheck {
  const [missingIds, setMissingIds] = useState<ReadonlySet<string>>(() => new Set());
  const [changes, setChanges] = useState<PriceChange[]>([]);
  const [failed, setFailed] = useState(false);
  const [checkedIds, setCheckedIds] = useState<ReadonlySet<string>>(() => new Set());
  const [stockById, setStockById] = useState<ReadonlyMap<string, number | undefined>>(() => new Map());
  const [stockRules, setStockRules] = useState<StockRules | null>(null);

  const ids = [...new Set(lines.map((line) => line.id))].sort();
  const unchecked = ids.filter((id) => !checkedIds.has(id));
  const uncheckedKey = unchecked.join(',');

  useEffect(() => {
    if (!uncheckedKey) return;
    const toCheck = uncheckedKey.split(',');
    const controller = new AbortController();
    // The store's actions come with the answer: the check runs after the page is interactive.
    Promise.all([
      fetchProductsByIds(toCheck, controller.signal),
      import('../../../lib/shopper-actions.ts'),
      import('../../../../shared/stock.ts'),
    ])
      .then(([products, { refreshCartProducts }, rules]) => {
        const found = new Set(products.map((product) => product.id));
        const changed = refreshCartProducts(products);
        // A transition: the screen takes in the answer in slices, never in one long task.
        startTransition(() => {
          setStockRules(rules);
          if (changed.length > 0) setChanges((earlier) => [...earlier.filter((c) => !found.has(c.id)), ...changed]);
          setMissingIds((earlier) => new Set([...earlier, ...toCheck.filter((id) => !found.has(id))]));
          setStockById((earlier) => new Map([...earlier, ...products.map((product) => [product.id, product.Stock] as const)]));
          setCheckedIds((earlier) => new Set([...earlier, ...toCheck]));
        });
      })
      .catch(() => {
        if (controller.signal.aborted) return;
        // The server re-prices every order anyway; the cart keeps working.
        setFailed(true);
        setCheckedIds((earlier) => new Set([...earlier, ...toCheck]));
      });
    return () => controller.abort();
  }, [uncheckedKey]);

  const present = new Set(ids);
  return {
    status: unchecked.length > 0 ? 'checking' : failed ? 'failed' : 'done',
    missingIds: new Set([...missingIds].filter((id) => present.has(id))),
    changes: changes.filter((change) => present.has(change.id)),
    shortages: stockRules ? stockRules.cartShortages(lines, stockById) : new Map(),
    stockById,
    recheck: () => setCheckedIds(new Set()),
  };
}
