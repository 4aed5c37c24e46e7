import { SIZES, type Size } from './sizes.ts';

// The size guide's table (decision 036). The spec's sizes are Indian bangle sizes ("anna"
// sizes): 2.6 is an inner diameter of 2 and 6/16 inches. Millimetres from the inches, the
// circumference π × the inner diameter, each to one decimal: 2.2 is 54.0 mm across, 169.6 mm round.

export type SizeGuideRow = { size: Size; diameterMm: number; circumferenceMm: number };

const MM_PER_INCH = 25.4;
const oneDecimal = (value: number) => Math.round(value * 10) / 10;

/** A size's inner diameter in millimetres, unrounded: '2.10' -> (2 + 10/16) inches. */
export function innerDiameterMm(size: Size): number {
  const [inches, sixteenths] = size.split('.').map(Number) as [number, number];
  return (inches + sixteenths / 16) * MM_PER_INCH;
}

/** Each size with its inner diameter and circumference in millimetres (one decimal). */
export const SIZE_GUIDE: readonly SizeGuideRow[] = SIZES.map((size) => {
  const diameter = innerDiameterMm(size);
  return { size, diameterMm: oneDecimal(diameter), circumferenceMm: oneDecimal(Math.PI * diameter) };
});
