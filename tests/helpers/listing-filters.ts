import {
  COLOUR_FILTERS,
  LISTING_GROUPS,
  METAL_FILTERS,
  STYLE_FILTERS,
  listingGroupOf,
  priceBandOf,
  type ListingFilters,
} from '../../src/shared/catalogue.ts';
import { rupeesToPaise } from '../../src/shared/money.ts';
import type { Product } from '../../src/shared/product.ts';

/**
 * Does a product (as the API answers it) belong in the listing of `group` (the listing's path
 * segment, an alias or unknown) with these filters? The tests' own reading of the filters, to
 * check the shop's listings against.
 */
export function belongsInListing(product: Product, group: string | undefined, filters: ListingFilters): boolean {
  const listingGroup = group === undefined ? undefined : listingGroupOf(group);
  if (listingGroup && !(LISTING_GROUPS[listingGroup].categories as readonly string[]).includes(product.Category)) return false;
  if (filters.price && priceBandOf(rupeesToPaise(product.ProductPrice)) !== filters.price) return false;
  if (filters.metal && product.MetalType !== METAL_FILTERS[filters.metal]) return false;
  if (filters.colour && product.Colour !== COLOUR_FILTERS[filters.colour]) return false;
  if (filters.style && product.Style !== STYLE_FILTERS[filters.style]) return false;
  return true;
}
