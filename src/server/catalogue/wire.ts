import type { ImageSrcsets, Product } from '../../shared/product.ts';
import { paiseToRupees } from '../../shared/money.ts';
import type { StoredImage } from '../media/images.ts';
import type { ProductRecord } from './repository.ts';

/** A product as the API answers it: the spec's field names, prices in rupees, image URLs. */
export function toWireProduct(record: ProductRecord, urlOf: (key: string) => string): Product {
  return {
    id: record.id,
    ProductName: record.name,
    ProductPrice: paiseToRupees(record.price_paise),
    ProductImgs: {
      high: record.images.map((image) => urlOf(image.highKey)),
      low: record.images.map((image) => urlOf(image.lowKey)),
    },
    Category: record.category,
    MetalType: record.metal_type,
    Purity: record.purity,
    metalWeight: record.metal_weight_mg / 1000,
    Colour: record.colour,
    Style: record.style,
    ProductImgSrcsets: record.images.map((image) => srcsetsOf(image, urlOf)),
    Stock: Number(record.stock),
  };
}

function srcsetsOf(image: StoredImage, urlOf: (key: string) => string): ImageSrcsets {
  const srcset = (format: string) =>
    image.variants
      .filter((variant) => variant.format === format)
      .map((variant) => `${urlOf(variant.key)} ${variant.width}w`)
      .join(', ');
  return { width: image.width, height: image.height, avif: srcset('avif'), webp: srcset('webp'), jpeg: srcset('jpeg') };
}
