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
  Stock: '',
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
    Stock: product.Stock === undefined ? '' : String(product.Stock),
  };
}

const toNumber = (text: string) => (text.trim() === '' ? undefined : Number(text));

/** The form requires a stock count, which the API does not (the schema leaves it optional). */
const STOCK_REQUIRED = 'Enter how many pieces are in stock (0 if none).';

/**
 * Checks the fields with the schema the server uses; answers the product or a message per
 * field. Editing `original`, the stock is sent only when the operator changed it, so that
 * saving other fields never undoes the sales made while the form was open.
 */
export function validateFields(
  fields: ProductFields,
  original?: Product,
): { ok: true; product: ProductInput } | { ok: false; fieldErrors: Partial<Record<keyof ProductInput, string>> } {
  if (fields.Stock.trim() === '') {
    const rest = validateFields({ ...fields, Stock: '0' });
    return { ok: false, fieldErrors: { ...(rest.ok ? {} : rest.fieldErrors), Stock: STOCK_REQUIRED } };
  }
  const stockChanged = original === undefined || original.Stock === undefined || Number(fields.Stock) !== original.Stock;
  const result = productInputSchema.safeParse({
    ...fields,
    ProductPrice: toNumber(fields.ProductPrice),
    metalWeight: toNumber(fields.metalWeight),
    Stock: stockChanged ? toNumber(fields.Stock) : undefined,
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
