import { productInputSchema, type Product, type ProductInput } from '../../../../shared/product.ts';

/** How a product is priced (decision 035): a fixed price, or by weight with its making charge and extras. */
export const PRICING_FIELDS = ['PricedBy', 'MakingChargeBy', 'MakingCharge', 'Extras'] as const;
export type PricingField = (typeof PRICING_FIELDS)[number];

/** The fields every product has. */
type CoreField = Exclude<keyof ProductInput, 'Description' | 'Translations' | PricingField>;

/** The operator's optional words: the English description, the Hindi and Odia names and descriptions. */
export const WORD_FIELDS = ['Description', 'NameHi', 'DescriptionHi', 'NameOr', 'DescriptionOr'] as const;
export type WordField = (typeof WORD_FIELDS)[number];

/** The form's fields as typed: text, so that a half-typed price stays as typed. */
export type ProductFields = Record<CoreField, string> & Partial<Record<WordField | PricingField, string>>;

/** A message per form field (the schema's paths, such as Translations.hi.name, named as the form's fields). */
export type ProductFieldErrors = Partial<Record<keyof ProductFields, string>>;

/** The form field of an error's path, the server's ('Translations.hi.name') or the schema's. */
export function fieldOfPath(path: readonly PropertyKey[]): keyof ProductFields {
  if (path[0] === 'Translations' && (path[1] === 'hi' || path[1] === 'or')) {
    const language = path[1] === 'hi' ? 'Hi' : 'Or';
    return path[2] === 'description' ? `Description${language}` : `Name${language}`;
  }
  return path[0] as keyof ProductFields;
}

/** Server field errors ('Translations.hi.name': …) keyed by the form's fields. */
export function formFieldErrors(errors: Record<string, string>): ProductFieldErrors {
  const result: ProductFieldErrors = {};
  for (const [path, message] of Object.entries(errors)) result[fieldOfPath(path.split('.'))] ??= message;
  return result;
}

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
  PricedBy: 'fixed',
  MakingChargeBy: 'gram',
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
    PricedBy: product.PricedBy ?? 'fixed',
    MakingChargeBy: product.MakingChargeBy ?? 'gram',
    MakingCharge: product.MakingCharge === undefined ? '' : String(product.MakingCharge),
    Extras: product.Extras === undefined ? '' : String(product.Extras),
    Description: product.Description ?? '',
    NameHi: product.Translations?.hi?.name ?? '',
    DescriptionHi: product.Translations?.hi?.description ?? '',
    NameOr: product.Translations?.or?.name ?? '',
    DescriptionOr: product.Translations?.or?.description ?? '',
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
): { ok: true; product: ProductInput } | { ok: false; fieldErrors: ProductFieldErrors } {
  if (fields.Stock.trim() === '') {
    const rest = validateFields({ ...fields, Stock: '0' });
    return { ok: false, fieldErrors: { ...(rest.ok ? {} : rest.fieldErrors), Stock: STOCK_REQUIRED } };
  }
  const stockChanged = original === undefined || original.Stock === undefined || Number(fields.Stock) !== original.Stock;
  const { Description, NameHi, DescriptionHi, NameOr, DescriptionOr, PricedBy, MakingChargeBy, MakingCharge, Extras, ...core } = fields;
  // By weight, the price is the server's to compute; fixed, the making charge and extras are not sent.
  const byWeight = PricedBy === 'weight';
  const pricing = byWeight
    ? { PricedBy, MakingChargeBy: MakingChargeBy || 'gram', MakingCharge: toNumber(MakingCharge ?? ''), Extras: toNumber(Extras ?? '') ?? 0 }
    : { PricedBy: 'fixed' };
  const result = productInputSchema.safeParse({
    ...core,
    ...pricing,
    Description: Description ?? '',
    Translations: {
      hi: { name: NameHi ?? '', description: DescriptionHi ?? '' },
      or: { name: NameOr ?? '', description: DescriptionOr ?? '' },
    },
    ProductPrice: byWeight ? undefined : toNumber(fields.ProductPrice),
    metalWeight: toNumber(fields.metalWeight),
    Stock: stockChanged ? toNumber(fields.Stock) : undefined,
    Category: fields.Category || undefined,
    MetalType: fields.MetalType || undefined,
    Colour: fields.Colour || undefined,
    Style: fields.Style || undefined,
  });
  if (result.success) return { ok: true, product: result.data };
  const fieldErrors: ProductFieldErrors = {};
  for (const issue of result.error.issues) fieldErrors[fieldOfPath(issue.path)] ??= issue.message;
  return { ok: false, fieldErrors };
}
