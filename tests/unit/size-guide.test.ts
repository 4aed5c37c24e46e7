import { describe, expect, it } from 'vitest';
import { innerDiameterMm, RING_SIZE_GUIDE, SIZE_GUIDE } from '../../src/shared/size-guide.ts';
import { BANGLE_SIZES, defaultSizeOf, fitsScale, fittedSize, needsSize, RING_SIZES, sizeScaleOf, sizesOf } from '../../src/shared/sizes.ts';
import { huidRequired, normaliseHuid, parseHuid, readTypedHuids, repeatedHuid } from '../../src/shared/huid.ts';

// The size guide's numbers (decision 036): Indian bangle sizes are 2 and n/16 inches across the
// inside. Expected figures worked out by hand: 2.2 = 2.125 in = 53.975 mm, π × 53.975 = 169.56.

describe('the size guide', () => {
  it('gives every size of the spec, in its order, with its inner diameter and circumference in mm', () => {
    expect(SIZE_GUIDE.map((row) => row.size)).toEqual([...BANGLE_SIZES]);
    expect(SIZE_GUIDE).toEqual([
      { size: '2.2', diameterMm: 54.0, circumferenceMm: 169.6 },
      { size: '2.4', diameterMm: 57.2, circumferenceMm: 179.5 },
      { size: '2.6', diameterMm: 60.3, circumferenceMm: 189.5 },
      { size: '2.8', diameterMm: 63.5, circumferenceMm: 199.5 },
      { size: '2.10', diameterMm: 66.7, circumferenceMm: 209.5 },
      { size: '2.12', diameterMm: 69.9, circumferenceMm: 219.4 },
    ]);
  });

  it('reads 2.10 as ten sixteenths, not one tenth, and takes the circumference from the unrounded diameter', () => {
    expect(innerDiameterMm('2.10')).toBeCloseTo(66.675, 6);
    expect(innerDiameterMm('2.2')).toBeCloseTo(53.975, 6);
    // π × 57.15 = 179.54 (179.5); π × the rounded 57.2 would be 179.70.
    expect(SIZE_GUIDE.find((row) => row.size === '2.4')?.circumferenceMm).toBe(179.5);
  });
});

describe('sizes that fit the piece (decision 040)', () => {
  it('gives bangles and bracelets the spec’s sizes with 2.6 chosen, rings Indian ring sizes with none chosen, the rest no size', () => {
    expect(sizeScaleOf('Bangle')).toBe('bangle');
    expect(sizeScaleOf('Bracelet')).toBe('bangle');
    expect(sizeScaleOf('Ring')).toBe('ring');
    for (const category of ['Earring', 'Necklace', 'Pendant']) expect(sizeScaleOf(category)).toBe('none');
    expect(sizesOf('bangle')).toEqual(['2.2', '2.4', '2.6', '2.8', '2.10', '2.12']);
    expect(sizesOf('ring')).toEqual(Array.from({ length: 21 }, (_, index) => String(index + 5)));
    expect(sizesOf('none')).toEqual([]);
    expect([defaultSizeOf('bangle'), defaultSizeOf('ring'), defaultSizeOf('none')]).toEqual(['2.6', null, '']);
  });

  it('fits a saved size to the piece: a chain drops its 2.6, a bangle keeps its own or takes 2.6, a ring keeps a ring size or waits for one', () => {
    expect(fittedSize('2.6', 'Necklace')).toBe('');
    expect(fittedSize('2.10', 'Bangle')).toBe('2.10');
    expect(fittedSize('14', 'Bracelet')).toBe('2.6');
    expect(fittedSize('14', 'Ring')).toBe('14');
    expect(fittedSize('2.6', 'Ring')).toBe('');
    expect(needsSize({ Category: 'Ring', size: '' })).toBe(true);
    expect(needsSize({ Category: 'Ring', size: '14' })).toBe(false);
    expect(needsSize({ Category: 'Earring', size: '' })).toBe(false);
    expect(fitsScale('', 'none')).toBe(true);
    expect(fitsScale('2.6', 'none')).toBe(false);
    expect(fitsScale('2.1', 'bangle')).toBe(false);
  });
});

describe('the ring size guide', () => {
  it('gives every Indian ring size, 5 to 25, its inner circumference (40 + n mm) and diameter in mm', () => {
    expect(RING_SIZE_GUIDE.map((row) => row.size)).toEqual([...RING_SIZES]);
    expect(RING_SIZE_GUIDE[0]).toEqual({ size: '5', diameterMm: 14.3, circumferenceMm: 45 });
    // 54 / π = 17.19
    expect(RING_SIZE_GUIDE.find((row) => row.size === '14')).toEqual({ size: '14', diameterMm: 17.2, circumferenceMm: 54 });
    expect(RING_SIZE_GUIDE.at(-1)).toEqual({ size: '25', diameterMm: 20.7, circumferenceMm: 65 });
  });
});

describe('HUIDs', () => {
  it('normalises what is typed to capitals without spaces, and takes six letters and digits only', () => {
    expect(normaliseHuid(' ab 12c3 ')).toBe('AB12C3');
    expect(parseHuid('ab12c3')).toBe('AB12C3');
    expect(parseHuid('123456')).toBe('123456');
    for (const bad of ['AB12C', 'AB12C34', 'AB-2C3', 'ÄB12C3', 'AB12C٣', '']) expect(parseHuid(bad), bad).toBeNull();
  });

  it('finds a HUID given twice', () => {
    expect(repeatedHuid(['AB12C3', 'XY98Z7'])).toBeNull();
    expect(repeatedHuid(['AB12C3', 'XY98Z7', 'AB12C3'])).toBe('AB12C3');
  });

  it('reads the ship dialog’s fields: blanks left out, the first bad or repeated one named with its place', () => {
    expect(readTypedHuids([['ab12c3', ''], [' xy98z7']])).toEqual({ huids: [['AB12C3'], ['XY98Z7']] });
    expect(readTypedHuids([['', ''], []])).toEqual({ huids: [[], []] });
    expect(readTypedHuids([['AB12C3'], ['xy-98']])).toEqual({ problem: "'XY-98' is not a HUID. A HUID is 6 letters (A to Z) and digits, such as AB12C3.", line: 1, piece: 0 });
    expect(readTypedHuids([['AB12C3', 'ab12c3']])).toEqual({ problem: 'HUID AB12C3 is given twice: each piece has its own.', line: 0, piece: 1 });
  });

  it('asks a HUID of gold of 2 g or more only', () => {
    expect(huidRequired({ metalType: 'Gold', metalWeightMg: 4100 })).toBe(true);
    expect(huidRequired({ metalType: 'Gold', metalWeightMg: 2000 })).toBe(true);
    expect(huidRequired({ metalType: 'Gold', metalWeightMg: 1999 })).toBe(false);
    expect(huidRequired({ metalType: 'Gold', metalWeightMg: null })).toBe(true);
    expect(huidRequired({ metalType: 'Silver', metalWeightMg: 12000 })).toBe(false);
    expect(huidRequired({ metalType: 'Platinum', metalWeightMg: 5000 })).toBe(false);
  });
});
