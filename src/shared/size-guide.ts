import { BANGLE_SIZES, RING_SIZES } from './sizes.ts';

// The size guides' tables (decisions 036 and 040), each size's inside in millimetres to one
// decimal. Bangles take Indian "anna" sizes: 2.6 is an inner diameter of 2 and 6/16 inches, the
// circumference π × that diameter (2.2 is 54.0 mm across, 169.6 mm round). Rings take Indian ring
// sizes: size n measures 40 + n mm round inside, the diameter that circumference over π (size 12
// is 52.0 mm round, 16.6 mm across).

export type SizeGuideRow = { size: string; diameterMm: number; circumferenceMm: number };

const MM_PER_INCH = 25.4;
const oneDecimal = (value: number) => Math.round(value * 10) / 10;

/** A bangle size's inner diameter in millimetres, unrounded: '2.10' -> (2 + 10/16) inches. */
export function innerDiameterMm(size: string): number {
  const [inches, sixteenths] = size.split('.').map(Number) as [number, number];
  return (inches + sixteenths / 16) * MM_PER_INCH;
}

/** A ring size's inner circumference in millimetres: size 12 -> 52. */
export const ringCircumferenceMm = (size: string) => 40 + Number(size);

/** Each bangle size with its inner diameter and circumference in millimetres (one decimal). */
export const SIZE_GUIDE: readonly SizeGuideRow[] = BANGLE_SIZES.map((size) => {
  const diameter = innerDiameterMm(size);
  return { size, diameterMm: oneDecimal(diameter), circumferenceMm: oneDecimal(Math.PI * diameter) };
});

/** Each ring size with its inner diameter and circumference in millimetres (one decimal). */
export const RING_SIZE_GUIDE: readonly SizeGuideRow[] = RING_SIZES.map((size) => {
  const circumference = ringCircumferenceMm(size);
  return { size, diameterMm: oneDecimal(circumference / Math.PI), circumferenceMm: oneDecimal(circumference) };
});
