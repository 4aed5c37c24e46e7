import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';

/** One piece of text as PDF.js reads it, with where it starts and how wide it is (points). */
type Piece = { text: string; x: number; y: number; width: number; page: number };

/**
 * The text of a PDF, read with PDF.js (no system package needed).
 * - 'layout': a line of text per line of the page, top to bottom, the pieces on it left to
 *   right, with two spaces where a gap stands between them (a table row on one line).
 * - 'blocks': the pieces in the order they were drawn, one a line (a wrapped sentence reads
 *   on once white space is folded).
 */
export async function pdfText(pdf: Uint8Array, mode: 'layout' | 'blocks' = 'layout'): Promise<string> {
  // PDF.js takes the buffer over: give it a copy.
  const loading = getDocument({ data: new Uint8Array(pdf), useSystemFonts: false, verbosity: 0 });
  const document = await loading.promise;
  const pieces: Piece[] = [];
  try {
    for (let number = 1; number <= document.numPages; number++) {
      const page = await document.getPage(number);
      const content = await page.getTextContent();
      for (const item of content.items) {
        if (!('str' in item) || item.str === '') continue;
        pieces.push({ text: item.str, x: item.transform[4] as number, y: item.transform[5] as number, width: item.width, page: number });
      }
    }
  } finally {
    await loading.destroy();
  }
  if (mode === 'blocks') return pieces.map((piece) => piece.text).join('\n');

  // Lines: pieces whose baselines lie within 2 points of each other, highest first (PDF's y grows upwards).
  const lines: Piece[][] = [];
  const sorted = [...pieces].sort((a, b) => a.page - b.page || b.y - a.y);
  for (const piece of sorted) {
    const line = lines.at(-1);
    if (line && line[0]!.page === piece.page && Math.abs(line[0]!.y - piece.y) <= 2) line.push(piece);
    else lines.push([piece]);
  }
  return lines
    .map((line) => {
      line.sort((a, b) => a.x - b.x);
      let text = '';
      let end = -Infinity;
      for (const piece of line) {
        // A gap wider than a narrow space is a new column; pieces that touch are one run.
        text += text === '' ? piece.text : piece.x - end > 1.5 ? `  ${piece.text}` : piece.text;
        end = piece.x + piece.width;
      }
      return text;
    })
    .join('\n');
}

/** One font of a PDF as PDF.js reads it: its embedded name and the character codes drawn in it. */
export type DrawnFont = { name: string; codes: number[] };

/**
 * The fonts a PDF draws text in, read with PDF.js. PDFKit draws in embedded fonts by glyph id,
 * so a code 0 is the font's .notdef glyph: the empty box of a letter the font does not have.
 */
export async function pdfDrawnFonts(pdf: Uint8Array): Promise<DrawnFont[]> {
  const { OPS } = await import('pdfjs-dist/legacy/build/pdf.mjs');
  const loading = getDocument({ data: new Uint8Array(pdf), useSystemFonts: false, verbosity: 0, fontExtraProperties: true });
  const document = await loading.promise;
  const fonts = new Map<string, number[]>();
  try {
    for (let number = 1; number <= document.numPages; number++) {
      const page = await document.getPage(number);
      const operators = await page.getOperatorList();
      let font = '';
      operators.fnArray.forEach((fn, index) => {
        const args = operators.argsArray[index] as unknown[];
        if (fn === OPS.setFont) {
          const loaded = page.commonObjs.get(args[0] as string) as { name: string };
          font = loaded.name;
        } else if (fn === OPS.showText) {
          const codes = fonts.get(font) ?? [];
          for (const glyph of args[0] as ({ originalCharCode: number } | number)[]) if (typeof glyph === 'object') codes.push(glyph.originalCharCode);
          fonts.set(font, codes);
        }
      });
    }
  } finally {
    await loading.destroy();
  }
  return [...fonts].map(([name, codes]) => ({ name, codes }));
}
