import { useEffect, useId, useRef, useState, type ComponentProps, type FormEvent } from 'react';
import { toast } from '../../../components/toasts.ts';
import { CATEGORIES, COLOURS, METAL_TYPES, STYLES, type MetalType } from '../../../../shared/catalogue.ts';
import { PURITY_GRADES } from '../../../../shared/metal-rates.ts';
import { MAX_DESCRIPTION_LENGTH, type Product } from '../../../../shared/product.ts';
import { ApiError, messageOf } from '../../../lib/api.ts';
import { saveProduct } from '../api/admin-products.ts';
import { INVALID_IMAGE_TYPES_MESSAGE, isAcceptedImage } from '../lib/image-files.ts';
import { MAX_IMAGE_BYTES, MAX_IMAGES, type ImagePlanItem } from '../../../../shared/product-images.ts';
import { EMPTY_FIELDS, fieldsOf, formFieldErrors, validateFields, type ProductFields, type WordField } from '../lib/product-fields.ts';
import { ImagePicker, type ImageItem } from './image-picker.tsx';
import { Field, FieldError, FieldHint, Input, Select } from '../../../components/field.tsx';
import styles from './product-form.module.css';

type Props = {
  /** The product to edit; without it the form adds a new one. */
  product?: Product;
  onSaved: (product: Product) => void;
  onCancel?: () => void;
};

/** Rupees and grams: to the paisa and the centigram. */
const DECIMAL = { type: 'number', inputMode: 'decimal', min: '0.01', step: '0.01' } as const;

type FieldErrors = Partial<Record<keyof ProductFields | 'images', string>>;

let nextKey = 0;
const newKey = () => `image-${(nextKey += 1)}`;

function existingItems(product: Product | undefined): ImageItem[] {
  if (!product) return [];
  return product.ProductImgs.high.map((highUrl, index) => ({
    key: newKey(),
    kind: 'existing' as const,
    highUrl,
    previewUrl: product.ProductImgs.low[index] ?? highUrl,
  }));
}

/**
 * The spec's 'ADD PRODUCTS' form, also used to edit a product: every field required, checked
 * with the schema the server uses; errors in red under the form; on success every field, the
 * file list and the error are cleared and a toast confirms.
 */
export function ProductForm({ product, onSaved, onCancel }: Props) {
  const editing = product !== undefined;
  const [fields, setFields] = useState<ProductFields>(() => (product ? fieldsOf(product) : EMPTY_FIELDS));
  const [items, setItems] = useState<ImageItem[]>(() => existingItems(product));
  const [fieldErrors, setFieldErrors] = useState<FieldErrors>({});
  const [error, setError] = useState<string | null>(null);
  const [imageMessage, setImageMessage] = useState<string | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const formId = useId();
  const itemsRef = useRef(items);
  const uploadRef = useRef<AbortController | null>(null);

  // Object URLs of previews live until their image leaves the list or the form goes away.
  useEffect(() => {
    itemsRef.current = items;
  }, [items]);
  useEffect(
    () => () => {
      uploadRef.current?.abort();
      for (const item of itemsRef.current) if (item.kind === 'new') URL.revokeObjectURL(item.previewUrl);
    },
    [],
  );

  const busy = progress !== null;
  const byWeight = fields.PricedBy === 'weight';
  const set = (name: keyof ProductFields) => (value: string) => {
    setFields((current) => ({ ...current, [name]: value }));
    setFieldErrors((current) => ({ ...current, [name]: undefined }));
  };

  function releaseNewPreviews(list: ImageItem[]) {
    for (const item of list) if (item.kind === 'new') URL.revokeObjectURL(item.previewUrl);
  }

  function chooseFiles(files: File[]) {
    if (files.length === 0) return;
    const images = files.filter(isAcceptedImage);
    if (images.length === 0) {
      // The spec: no valid image left, so the message shows and the file list is emptied.
      setItems((current) => {
        releaseNewPreviews(current);
        return current.filter((item) => item.kind === 'existing');
      });
      setImageMessage(INVALID_IMAGE_TYPES_MESSAGE);
      return;
    }
    const notes: string[] = [];
    if (images.length < files.length) notes.push('Only jpg and png images were kept.');
    const small = images.filter((file) => file.size <= MAX_IMAGE_BYTES);
    if (small.length < images.length) notes.push('Images over 10 MB were left out.');
    const room = MAX_IMAGES - items.length;
    const added = small.slice(0, Math.max(0, room));
    if (added.length < small.length) notes.push(`A product can have at most ${MAX_IMAGES} images.`);
    setItems((current) => [
      ...current,
      ...added.map((file) => ({ key: newKey(), kind: 'new' as const, file, previewUrl: URL.createObjectURL(file) })),
    ]);
    setImageMessage(notes.length > 0 ? notes.join(' ') : null);
    setFieldErrors((current) => ({ ...current, images: undefined }));
  }

  function move(index: number, offset: -1 | 1) {
    setItems((current) => {
      const target = index + offset;
      if (target < 0 || target >= current.length) return current;
      const next = [...current];
      [next[index], next[target]] = [next[target]!, next[index]!];
      return next;
    });
  }

  function remove(index: number) {
    setItems((current) => {
      const removed = current[index];
      if (removed?.kind === 'new') URL.revokeObjectURL(removed.previewUrl);
      return current.filter((_, position) => position !== index);
    });
  }

  function reset() {
    releaseNewPreviews(items);
    setFields(EMPTY_FIELDS);
    setItems([]);
    setFieldErrors({});
    setError(null);
    setImageMessage(null);
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    // The spec: submitting with no image does nothing.
    if (busy || items.length === 0) return;
    const checked = validateFields(fields, product);
    if (!checked.ok) {
      setFieldErrors(checked.fieldErrors);
      setError('Please correct the fields marked above.');
      return;
    }
    const files: File[] = [];
    const plan: ImagePlanItem[] = items.map((item) => {
      if (item.kind === 'existing') return { keep: item.highUrl };
      files.push(item.file);
      return { upload: files.length - 1 };
    });
    setError(null);
    setFieldErrors({});
    setProgress(0);
    const controller = new AbortController();
    uploadRef.current = controller;
    try {
      const saved = await saveProduct({
        ...(product ? { id: product.id } : {}),
        product: checked.product,
        images: plan,
        files,
        onProgress: setProgress,
        signal: controller.signal,
      });
      if (editing) {
        toast.success(`${saved.ProductName} was updated.`);
      } else {
        reset();
        toast.success(`${saved.ProductName} was added to the shop.`);
      }
      onSaved(saved);
    } catch (caught) {
      if (controller.signal.aborted) return;
      if (caught instanceof ApiError) setFieldErrors(formFieldErrors(caught.fieldErrors) as FieldErrors);
      setError(messageOf(caught));
    } finally {
      uploadRef.current = null;
      setProgress(null);
    }
  }

  const control = (name: keyof ProductFields) => ({
    id: `${formId}-${name}`,
    name,
    value: fields[name] ?? '',
    required: true,
    disabled: busy,
    'aria-invalid': fieldErrors[name] ? true : undefined,
    'aria-describedby': fieldErrors[name] ? `${formId}-${name}-error` : undefined,
  });
  const fieldError = (name: keyof ProductFields) =>
    fieldErrors[name] ? (
      <FieldError id={`${formId}-${name}-error`}>{fieldErrors[name]}</FieldError>
    ) : null;
  const select = (
    name: 'Category' | 'MetalType' | 'Purity' | 'Colour' | 'Style' | 'PricedBy' | 'MakingChargeBy',
    label: string,
    options: readonly (string | readonly [value: string, label: string])[],
  ) => (
    <Field label={label} htmlFor={`${formId}-${name}`}>
      <Select {...control(name)} onChange={(event) => set(name)(event.target.value)}>
        {name === 'PricedBy' || name === 'MakingChargeBy' ? null : <option value="">Choose…</option>}
        {options.map((option) => {
          const [value, text] = typeof option === 'string' ? [option, option] : option;
          return (
            <option key={value} value={value}>
              {text}
            </option>
          );
        })}
      </Select>
      {fieldError(name)}
    </Field>
  );

  const input = (name: 'ProductName' | 'ProductPrice' | 'metalWeight' | 'Stock' | 'MakingCharge' | 'Extras', label: string, props: ComponentProps<'input'>, className?: string) => (
    <Field label={label} htmlFor={`${formId}-${name}`} className={className}>
      <Input {...props} {...control(name)} onChange={(event) => set(name)(event.target.value)} />
      {fieldError(name)}
    </Field>
  );

  // The operator's words: optional, each in its language (lang, so the browser picks its fonts and spelling).
  const words = (name: WordField, label: string, lang: string, multiline: boolean) => (
    <Field label={label} htmlFor={`${formId}-${name}`} className={styles.wide}>
      {multiline ? (
        <textarea
          className={styles.textarea}
          {...control(name)}
          required={false}
          lang={lang}
          rows={3}
          maxLength={MAX_DESCRIPTION_LENGTH}
          onChange={(event) => set(name)(event.target.value)}
        />
      ) : (
        <Input {...control(name)} required={false} lang={lang} type="text" maxLength={120} onChange={(event) => set(name)(event.target.value)} />
      )}
      {fieldError(name)}
    </Field>
  );

  return (
    <form className={styles.form} onSubmit={submit} aria-labelledby={`${formId}-title`} noValidate>
      <div className={styles.formHead}>
        <h2 id={`${formId}-title`} className={styles.formTitle}>
          {editing ? 'EDIT PRODUCT' : 'ADD PRODUCTS'}
        </h2>
        {editing ? <FieldHint>Editing {product.ProductName}</FieldHint> : null}
      </div>
      <div className={styles.grid}>
        {select('Category', 'Category', CATEGORIES)}
        {input('ProductName', 'Name', { type: 'text', maxLength: 120 }, styles.wide)}
        {select('PricedBy', 'Pricing', [
          ['fixed', 'Fixed price'],
          ['weight', 'By weight'],
        ])}
        {byWeight ? null : input('ProductPrice', 'Price (₹)', DECIMAL)}
        {select('MetalType', 'Metal type', METAL_TYPES)}
        {select('Purity', 'Purity grade (BIS hallmark)', fields.MetalType ? PURITY_GRADES[fields.MetalType as MetalType] : [])}
        {input('metalWeight', 'Metal weight (g)', DECIMAL)}
        {byWeight ? (
          <>
            {select('MakingChargeBy', 'Making charge', [
              ['gram', '₹ per gram'],
              ['percent', '% of the metal value'],
            ])}
            {input('MakingCharge', fields.MakingChargeBy === 'percent' ? 'Making charge (%)' : 'Making charge (₹ per gram)', { ...DECIMAL, min: '0' })}
            {input('Extras', 'Stones and extras (₹)', { ...DECIMAL, min: '0', required: false })}
            <FieldHint className={styles.wide}>
              The price is the metal weight × today&rsquo;s rate for its metal and purity, plus the making charge and extras, with 3% GST,
              rounded to the rupee. It follows every new rate set in Metal rates.
            </FieldHint>
          </>
        ) : null}
        {select('Colour', 'Colour', COLOURS)}
        {select('Style', 'Style', STYLES)}
        {input('Stock', 'Stock (pieces)', { type: 'number', inputMode: 'numeric', min: '0', step: '1' })}
      </div>

      <fieldset className={styles.words}>
        <legend className={styles.wordsTitle}>Description and other languages (optional)</legend>
        <FieldHint>Where a Hindi or Odia word is left empty, the shop shows the English one. The page address keeps the English name.</FieldHint>
        <div className={styles.grid}>
          {words('Description', 'Description', 'en', true)}
          {words('NameHi', 'Name in Hindi', 'hi', false)}
          {words('DescriptionHi', 'Description in Hindi', 'hi', true)}
          {words('NameOr', 'Name in Odia', 'or', false)}
          {words('DescriptionOr', 'Description in Odia', 'or', true)}
        </div>
      </fieldset>

      <ImagePicker
        items={items}
        onFilesChosen={chooseFiles}
        onMove={move}
        onRemove={remove}
        message={fieldErrors.images ?? imageMessage}
        disabled={busy}
      />

      {progress !== null ? (
        <div className={styles.progress}>
          <progress max={1} value={progress} aria-label="Upload progress" />
          <span>{progress < 1 ? `Uploading… ${Math.round(progress * 100)}%` : 'Processing images…'}</span>
        </div>
      ) : null}

      <div className={styles.formActions}>
        <button className={styles.primary} type="submit" disabled={busy}>
          {editing ? 'Save changes' : 'Add product'}
        </button>
        {onCancel ? (
          <button className={styles.secondary} type="button" onClick={onCancel} disabled={busy}>
            Cancel
          </button>
        ) : null}
      </div>
      {error ? (
        <p className={styles.formError} role="alert">
          {error}
        </p>
      ) : null}
    </form>
  );
}
