// Sizes belong to the kind of piece (decision 040): bangles and bracelets take the spec's
// bangle sizes (2.2 to 2.12, 2.6 chosen), rings Indian ring sizes (5 to 25, none chosen),
// earrings, necklaces and pendants (chains, mangalsutras) no size. A size is a string: '2.10'
// is not '2.1'. A line of a piece without a size has the size '' (NO_SIZE).

/** The spec's bangle sizes ("anna" sizes: 2.6 is 2 and 6/16 inches across the inside). */
export const BANGLE_SIZES = ['2.2', '2.4', '2.6', '2.8', '2.10', '2.12'] as const;
/** Indian ring sizes: size n is a ring whose inside measures 40 + n millimetres round. */
export const RING_SIZES: readonly string[] = Array.from({ length: 21 }, (_, index) => String(index + 5));
/** The bangle size chosen for the shopper until they choose another. */
export const DEFAULT_SIZE = '2.6';
/** The size of a line whose piece takes none (and of a ring line whose size is still to be chosen). */
export const NO_SIZE = '';

export type Size = string;
export type SizeScale = 'bangle' | 'ring' | 'none';

/** The size scale of a product's category: Bangle and Bracelet 'bangle', Ring 'ring', the rest 'none'. */
export function sizeScaleOf(category: string): SizeScale {
  if (category === 'Bangle' || category === 'Bracelet') return 'bangle';
  return category === 'Ring' ? 'ring' : 'none';
}

/** The sizes a scale offers, smallest first (none for 'none'). */
export function sizesOf(scale: SizeScale): readonly string[] {
  return scale === 'bangle' ? BANGLE_SIZES : scale === 'ring' ? RING_SIZES : [];
}

/** The size chosen for the shopper: 2.6 for bangles, NO_SIZE for pieces without a size, none (null) for rings. */
export function defaultSizeOf(scale: SizeScale): string | null {
  return scale === 'bangle' ? DEFAULT_SIZE : scale === 'ring' ? null : NO_SIZE;
}

/** Whether a piece of that scale is sold in that size: one of its sizes, or NO_SIZE for a piece without a size. */
export function fitsScale(size: string, scale: SizeScale): boolean {
  return scale === 'none' ? size === NO_SIZE : sizesOf(scale).includes(size);
}

/** A size of any scale, or NO_SIZE. */
export function isSize(value: unknown): value is Size {
  return typeof value === 'string' && (value === NO_SIZE || fitsScale(value, 'bangle') || fitsScale(value, 'ring'));
}

/**
 * The size a line keeps for a piece of that category: its own when the piece takes it, else the
 * piece's default (a saved chain's '2.6' is dropped, a bangle gets 2.6); a ring whose size it does
 * not take keeps NO_SIZE, for the shopper to choose one.
 */
export function fittedSize(size: string, category: string): string {
  const scale = sizeScaleOf(category);
  return fitsScale(size, scale) ? size : (defaultSizeOf(scale) ?? NO_SIZE);
}

/** Whether the line still needs the shopper to choose a size (a ring without one). */
export const needsSize = (line: { Category: string; size: string }) => sizeScaleOf(line.Category) === 'ring' && !fitsScale(line.size, 'ring');
