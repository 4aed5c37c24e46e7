/** Ring and bangle sizes as the spec lists them. Sizes are strings: '2.10' is not '2.1'. */
export const SIZES = ['2.2', '2.4', '2.6', '2.8', '2.10', '2.12'] as const;
export type Size = (typeof SIZES)[number];
export const DEFAULT_SIZE: Size = '2.6';

export function isSize(value: unknown): value is Size {
  return typeof value === 'string' && (SIZES as readonly string[]).includes(value);
}
