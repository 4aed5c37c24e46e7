import type { Category, Colour } from '../../shared/catalogue.ts';
import { loadSharp } from '../media/images.ts';

// Product photographs for the demo catalogue, drawn as SVG and rendered by sharp, so that a
// fresh install has real images without fetching anything.

const METAL_STOPS: Record<Colour, [string, string, string]> = {
  Silver: ['#ffffff', '#c9ced6', '#7d8590'],
  Gold: ['#fff4c2', '#e2b43c', '#9a6b12'],
  'Gold Plated': ['#fff4c2', '#e2b43c', '#9a6b12'],
  'Rose Gold': ['#ffe3d8', '#d99a84', '#8f4f3f'],
  Oxidised: ['#b9b9b9', '#6d6d6d', '#2e2e2e'],
};

const BACKDROPS: [string, string][] = [
  ['#fbf7f1', '#efe4d6'],
  ['#f4f1f8', '#e2dcec'],
];

function metalGradient(colour: Colour): string {
  const [light, mid, dark] = METAL_STOPS[colour];
  return `<linearGradient id="metal" x1="0" y1="0" x2="1" y2="1">
    <stop offset="0" stop-color="${light}"/><stop offset="0.45" stop-color="${mid}"/>
    <stop offset="0.55" stop-color="${light}"/><stop offset="1" stop-color="${dark}"/></linearGradient>`;
}

function gemShape(cx: number, cy: number, r: number, gem: string): string {
  return `<circle cx="${cx}" cy="${cy}" r="${r}" fill="${gem}" stroke="url(#metal)" stroke-width="${r / 3}"/>
    <circle cx="${cx - r / 3}" cy="${cy - r / 3}" r="${r / 4}" fill="#ffffff" opacity="0.75"/>`;
}

function piece(category: Category, gem: string, angle: number): string {
  switch (category) {
    case 'Ring':
      return `<g transform="rotate(${angle} 600 640)">
        <ellipse cx="600" cy="700" rx="250" ry="120" fill="none" stroke="url(#metal)" stroke-width="46"/>
        ${gemShape(600, 520, 70, gem)}</g>`;
    case 'Bangle':
      return `<g transform="rotate(${angle} 600 600)">
        <ellipse cx="600" cy="620" rx="330" ry="190" fill="none" stroke="url(#metal)" stroke-width="70"/>
        <ellipse cx="600" cy="620" rx="330" ry="190" fill="none" stroke="#ffffff" stroke-opacity="0.35" stroke-width="8" stroke-dasharray="20 34"/></g>`;
    case 'Bracelet':
      return `<g transform="rotate(${angle} 600 600)">
        <ellipse cx="600" cy="620" rx="340" ry="200" fill="none" stroke="url(#metal)" stroke-width="26" stroke-dasharray="46 16"/>
        ${gemShape(600, 820, 42, gem)}${gemShape(300, 700, 30, gem)}${gemShape(900, 700, 30, gem)}</g>`;
    case 'Necklace':
    case 'Pendant': {
      const drop =
        category === 'Pendant'
          ? `<path d="M600 760 l70 90 l-70 150 l-70 -150 z" fill="${gem}" stroke="url(#metal)" stroke-width="18"/>`
          : `${gemShape(600, 800, 60, gem)}${gemShape(470, 760, 36, gem)}${gemShape(730, 760, 36, gem)}`;
      return `<g transform="rotate(${angle / 3} 600 500)">
        <path d="M240 220 Q 600 1000 960 220" fill="none" stroke="url(#metal)" stroke-width="${category === 'Pendant' ? 14 : 34}" stroke-dasharray="${category === 'Pendant' ? '4 6' : '30 10'}"/>
        ${drop}</g>`;
    }
    case 'Earring':
      return [420, 780]
        .map(
          (x) => `<g transform="rotate(${angle / 2} ${x} 400)">
        <path d="M${x} 260 q 60 -80 0 -120" fill="none" stroke="url(#metal)" stroke-width="16"/>
        <circle cx="${x}" cy="320" r="30" fill="url(#metal)"/>
        <path d="M${x - 130} 520 Q ${x} 330 ${x + 130} 520 Z" fill="url(#metal)"/>
        ${gemShape(x, 470, 34, gem)}
        <circle cx="${x - 90}" cy="560" r="14" fill="url(#metal)"/><circle cx="${x}" cy="580" r="14" fill="url(#metal)"/><circle cx="${x + 90}" cy="560" r="14" fill="url(#metal)"/></g>`,
        )
        .join('');
  }
}

/** A 1000x1000 JPEG of a piece of the given category, colour and gem; `view` 0 or 1. */
export async function renderDemoImage(category: Category, colour: Colour, gem: string, view: number): Promise<Buffer> {
  const [from, to] = BACKDROPS[view % BACKDROPS.length] ?? BACKDROPS[0]!;
  const angle = view === 0 ? 0 : -14;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="1200" viewBox="0 0 1200 1200">
    <defs>${metalGradient(colour)}
      <radialGradient id="backdrop" cx="0.5" cy="0.4" r="0.8"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></radialGradient>
      <filter id="shadow"><feDropShadow dx="0" dy="18" stdDeviation="18" flood-opacity="0.18"/></filter></defs>
    <rect width="1200" height="1200" fill="url(#backdrop)"/>
    <ellipse cx="600" cy="1010" rx="380" ry="40" fill="#000" opacity="0.06"/>
    <g filter="url(#shadow)">${piece(category, gem, angle)}</g></svg>`;
  const sharp = await loadSharp();
  return sharp(Buffer.from(svg)).resize(1000, 1000).jpeg({ quality: 92 }).toBuffer();
}
