import { productInputSchema, type Product, type ProductInput } from '../../../../shared/product.ts';

/** The form's fields as typed: text, so that a half-typed price stays as typed. */
export type ProductFields = Record<keyof ProductInput, string>;

export const EMPTY_FIELDS: ProductFields = {
  Category: '',
  ProductName: '',
  ProductPrice: '',
  MetalType: '',
  Purity: '',
  metalWeight: '',
  Colour: '',
  Style: '',
};

export function fieldsOf(product: Product): ProductFields {
  return {
    Category: product.Category,
    ProductName: product.ProductName,
    ProductPrice: String(product.ProductPrice),
    MetalType: product.MetalType,
    Purity: product.Purity,
    metalWeight: product.metalWeight === undefined ? '' : String(product.metalWeight),
    Colour: product.Colour ?? '',
    Style: product.Style ?? '',
  };
}

const toNumber = (text: string) => (text.trim() === '' ? undefined : Number(text));

/** Checks the fields with the schema the server uses; answers the product or a message per field. */
export function validateFields(
  fields: ProductFields,
): { ok: true; product: ProductInput } | { ok: false; fieldErrors: Partial<Record<keyof ProductInput, string>> } {
  const result = productInputSchema.safeParse({
    ...fields,
    ProductPrice: toNumber(fields.ProductPrice),
    metalWeight: toNumber(fields.metalWeight),
    Category: fields.Category || undefined,
    MetalType: fields.MetalType || undefined,
    Colour: fields.Colour || undefined,
    Style: fields.Style || undefined,
  });
  if (result.success) return { ok: true, product: result.data };
  const fieldErrors: Partial<Record<keyof ProductInput, string>> = {};
  for (const issue of result.error.issues) {
    const field = issue.path[0] as keyof ProductInput;
    fieldErrors[field] ??= issue.message;
  }
  return { ok: false, fieldErrors };
}
