import type { Product } from '../../shared/product.ts';
import { formatInr, rupeesToPaise } from '../../shared/money.ts';

// The <head> tags the server writes for a page it renders (src/web/entry-server.tsx).

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char]!);

/** A product page's title, description and the tags that make a shared link show the piece. */
export function productHead(product: Product, origin: string): string {
  const price = formatInr(rupeesToPaise(product.ProductPrice));
  const description = `${product.ProductName}: ${product.Purity} ${product.MetalType}, ${price}. Free shipping across India, 15-day returns.`;
  const tags = [
    `<title>${escapeHtml(`${product.ProductName} | Rajat Silver`)}</title>`,
    `<meta name="description" content="${escapeHtml(description)}" />`,
    `<meta property="og:type" content="product" />`,
    `<meta property="og:title" content="${escapeHtml(product.ProductName)}" />`,
    `<meta property="og:description" content="${escapeHtml(description)}" />`,
    `<meta property="og:url" content="${escapeHtml(`${origin}/product/${encodeURIComponent(product.ProductName)}`)}" />`,
    `<meta property="product:price:amount" content="${product.ProductPrice.toFixed(2)}" />`,
    `<meta property="product:price:currency" content="INR" />`,
  ];
  const image = product.ProductImgs.high[0];
  if (image) tags.push(`<meta property="og:image" content="${escapeHtml(new URL(image, origin).href)}" />`);
  return tags.join('\n    ');
}
