import { useRef, useState } from 'react';
import { toast } from '../../../components/toasts.ts';
import type { Product } from '../../../../shared/product.ts';
import { useRefreshable } from '../../../lib/use-refreshable.ts';
import { deleteProduct, fetchProductWords } from '../api/admin-products.ts';
import { messageOf } from '../../../lib/api.ts';
import { ProductForm } from './product-form.tsx';
import { ProductList } from './product-list.tsx';
import styles from './product-manager.module.css';

/** Products for operators: the list (search, edit, delete) and the 'ADD PRODUCTS' form. */
export function ProductManager() {
  const { data: products, setData: setProducts, loadError, refresh } = useRefreshable<Product[]>('products', 'The products could not be loaded.');
  const [editing, setEditing] = useState<Product | null>(null);
  const formRef = useRef<HTMLDivElement>(null);

  /** Opens the form on a product once its descriptions are read (a form without them would clear them). */
  async function edit(product: Product) {
    try {
      setEditing(await fetchProductWords(product));
      formRef.current?.scrollIntoView({ behavior: 'smooth', block: 'start' });
    } catch (error) {
      toast.error(messageOf(error));
    }
  }

  async function remove(product: Product) {
    await deleteProduct(product.id);
    if (editing?.id === product.id) setEditing(null);
    setProducts((current) => current?.filter((item) => item.id !== product.id) ?? null);
    toast.success(`${product.ProductName} was deleted.`);
  }

  function saved() {
    setEditing(null);
    refresh();
  }

  return (
    <div className={styles.manager}>
      <div ref={formRef} className={styles.formPanel}>
        <ProductForm key={editing?.id ?? 'new'} {...(editing ? { product: editing, onCancel: () => setEditing(null) } : {})} onSaved={saved} />
      </div>
      <ProductList products={products} loadError={loadError} editingId={editing?.id ?? null} onEdit={(product) => void edit(product)} onDelete={remove} />
    </div>
  );
}
