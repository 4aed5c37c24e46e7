import { useCallback, useEffect, useRef, useState } from 'react';
import { toast } from '../../../components/toasts.ts';
import type { Product } from '../../../../shared/product.ts';
import { ApiError } from '../../../lib/api.ts';
import { deleteProduct, fetchAllProducts } from '../api/admin-products.ts';
import { ProductForm } from './product-form.tsx';
import { ProductList } from './product-list.tsx';
import styles from './product-manager.module.css';

/** Products for operators: the list (search, edit, delete) and the 'ADD PRODUCTS' form. */
export function ProductManager() {
  const [products, setProducts] = useState<Product[] | null>(null);
  const [loadError, setLoadError] = useState<string | null>(null);
  const [editing, setEditing] = useState<Product | null>(null);
  const formRef = useRef<HTMLDivElement>(null);

  const load = useCallback((signal?: AbortSignal) => {
    return fetchAllProducts(signal).then(
      (list) => {
        setProducts(list);
        setLoadError(null);
      },
      (error: unknown) => {
        if (!signal?.aborted) setLoadError(error instanceof ApiError ? error.message : 'The products could not be loaded.');
      },
    );
  }, []);

  useEffect(() => {
    const controller = new AbortController();
    fetchAllProducts(controller.signal).then(setProducts, (error: unknown) => {
      if (!controller.signal.aborted) setLoadError(error instanceof ApiError ? error.message : 'The products could not be loaded.');
    });
    return () => controller.abort();
  }, []);

  function edit(product: Product) {
    setEditing(product);
    formRef.current?.scrollIntoView({ behavior: 'smooth', block: 'start' });
  }

  async function remove(product: Product) {
    await deleteProduct(product.id);
    if (editing?.id === product.id) setEditing(null);
    setProducts((current) => current?.filter((item) => item.id !== product.id) ?? null);
    toast.success(`${product.ProductName} was deleted.`);
  }

  function saved() {
    setEditing(null);
    void load();
  }

  return (
    <div className={styles.manager}>
      <div ref={formRef} className={styles.formPanel}>
        <ProductForm key={editing?.id ?? 'new'} {...(editing ? { product: editing, onCancel: () => setEditing(null) } : {})} onSaved={saved} />
      </div>
      <ProductList products={products} loadError={loadError} editingId={editing?.id ?? null} onEdit={edit} onDelete={remove} />
    </div>
  );
}
