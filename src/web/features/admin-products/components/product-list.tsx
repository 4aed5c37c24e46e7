import { Pencil, Search, Trash as Trash2 } from 'lucide';
import { Icon } from '../../../components/icon.tsx';
import { useId, useMemo, useState } from 'react';
import { Link } from 'react-router';
import { formatRupees } from '../../../../shared/money.ts';
import type { Product } from '../../../../shared/product.ts';
import { FEW_LEFT_BELOW } from '../../../../shared/stock.ts';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { productPath } from '../../../lib/paths.ts';
import { PanelHint } from '../../../components/panel.tsx';
import styles from './product-list.module.css';

type Props = {
  products: Product[] | null;
  loadError: string | null;
  editingId: string | null;
  onEdit: (product: Product) => void;
  onDelete: (product: Product) => Promise<void>;
};

/** The operator's product list: search by name, low stock only, edit, delete (after a confirmation). */
export function ProductList({ products, loadError, editingId, onEdit, onDelete }: Props) {
  const [query, setQuery] = useState('');
  const [lowOnly, setLowOnly] = useState(false);
  const [confirming, setConfirming] = useState<Product | null>(null);
  const [deleting, setDeleting] = useState(false);
  const [deleteError, setDeleteError] = useState<string | null>(null);
  const searchId = useId();

  const shown = useMemo(() => {
    const words = query.trim().toLowerCase().split(/\s+/).filter(Boolean);
    return (products ?? []).filter(
      (product) => (!lowOnly || isLow(product)) && words.every((word) => product.ProductName.toLowerCase().includes(word)),
    );
  }, [products, query, lowOnly]);
  const lowCount = (products ?? []).filter(isLow).length;

  async function confirmDelete() {
    if (!confirming) return;
    setDeleting(true);
    setDeleteError(null);
    try {
      await onDelete(confirming);
      setConfirming(null);
    } catch (error) {
      setDeleteError(error instanceof Error ? error.message : 'The product could not be deleted.');
    } finally {
      setDeleting(false);
    }
  }

  return (
    <section className={styles.panel} aria-labelledby={`${searchId}-title`}>
      <div className={styles.panelHead}>
        <h2 id={`${searchId}-title`} className={styles.panelTitle}>
          Products {products ? <span className={styles.count}>{products.length}</span> : null}
        </h2>
        <div className={styles.search}>
          <Icon icon={Search} size={16} aria-hidden="true" />
          <label htmlFor={searchId} className="visually-hidden">
            Search products by name
          </label>
          <input
            id={searchId}
            type="search"
            placeholder="Search by name"
            value={query}
            onChange={(event) => setQuery(event.target.value)}
          />
        </div>
        <label className={styles.lowFilter}>
          <input type="checkbox" checked={lowOnly} onChange={(event) => setLowOnly(event.target.checked)} />
          Low stock only ({lowCount})
        </label>
      </div>

      {loadError ? (
        <p className={styles.formError} role="alert">
          {loadError}
        </p>
      ) : products === null ? (
        <PanelHint>Loading products…</PanelHint>
      ) : shown.length === 0 ? (
        <p className={styles.empty}>
          {query
            ? `No ${lowOnly ? 'low-stock ' : ''}product name contains “${query.trim()}”.`
            : lowOnly
              ? `No product has fewer than ${FEW_LEFT_BELOW} pieces in stock.`
              : 'No products yet: add the first below.'}
        </p>
      ) : (
        <ul className={styles.rows} aria-label="Products">
          {shown.map((product) => (
            <li key={product.id} className={styles.row} data-editing={product.id === editingId || undefined}>
              {product.ProductImgs.low[0] ? (
                <img className={styles.rowImage} src={product.ProductImgs.low[0]} alt="" loading="lazy" width={56} height={56} />
              ) : (
                <span className={styles.rowImage} aria-hidden="true" />
              )}
              <div className={styles.rowText}>
                <Link className={styles.rowName} to={productPath(product.ProductName)}>
                  {product.ProductName}
                </Link>
                <span className={styles.rowMeta}>
                  {product.Category} · {product.MetalType} {product.Purity}
                  {product.Colour ? ` · ${product.Colour}` : ''}
                </span>
                <span className={styles.rowStock} data-low={isLow(product) || undefined} data-testid="stock">
                  {stockText(product.Stock)}
                </span>
              </div>
              <span className={styles.rowPrice}>{formatRupees(product.ProductPrice)}</span>
              <div className={styles.rowActions}>
                <button type="button" className={styles.iconButton} onClick={() => onEdit(product)} aria-label={`Edit ${product.ProductName}`}>
                  <Icon icon={Pencil} size={16} aria-hidden="true" />
                  <span>Edit</span>
                </button>
                <button
                  type="button"
                  className={`${styles.iconButton} ${styles.danger}`}
                  onClick={() => {
                    setDeleteError(null);
                    setConfirming(product);
                  }}
                  aria-label={`Delete ${product.ProductName}`}
                >
                  <Icon icon={Trash2} size={16} aria-hidden="true" />
                  <span>Delete</span>
                </button>
              </div>
            </li>
          ))}
        </ul>
      )}

      <ConfirmDialog
        open={confirming !== null}
        title="Delete this product?"
        cancelLabel="Cancel"
        confirmLabel="Delete product"
        busyLabel="Deleting…"
        busy={deleting}
        error={deleteError}
        onCancel={() => setConfirming(null)}
        onConfirm={() => void confirmDelete()}
      >
        <strong>{confirming?.ProductName}</strong> and its images will be removed from the shop. This cannot be undone.
      </ConfirmDialog>
    </section>
  );
}

/** Fewer than FEW_LEFT_BELOW pieces, none included. */
const isLow = (product: Product) => product.Stock !== undefined && product.Stock < FEW_LEFT_BELOW;

function stockText(stock: number | undefined): string {
  if (stock === undefined) return '';
  return stock === 0 ? 'Out of stock' : `${stock} in stock`;
}
