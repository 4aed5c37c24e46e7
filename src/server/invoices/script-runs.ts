/** The scripts an invoice draws, each with its own font: Latin (and digits, ₹, punctuation) in DejaVu, the Indic ones in Noto. */
export type Script = 'latin' | 'devanagari' | 'odia';

/** A stretch of text in one script. */
export type ScriptRun = { script: Script; text: string };

/** Marks, joiners and white space take the script of the letter before them (or, at the start, after them). */
const INHERITS = /^[\p{M}\u200c\u200d\s]$/u;

function scriptOf(char: string): Script | undefined {
  const code = char.codePointAt(0)!;
  if ((code >= 0x0900 && code <= 0x097f) || (code >= 0xa8e0 && code <= 0xa8ff)) return 'devanagari';
  if (code >= 0x0b00 && code <= 0x0b7f) return 'odia';
  return INHERITS.test(char) ? undefined : 'latin';
}

/**
 * The text cut where its script changes, in order: 'अनन्या (Ananya), ₹500' is a Devanagari run
 * 'अनन्या ' then a Latin one '(Ananya), ₹500'. Text in Latin alone is one run.
 */
export function scriptRuns(text: string): ScriptRun[] {
  const runs: ScriptRun[] = [];
  let pending = '';
  for (const char of text) {
    const script = scriptOf(char);
    const last = runs.at(-1);
    if (script === undefined) {
      if (last) last.text += char;
      else pending += char;
    } else if (last && last.script === script) {
      last.text += char;
    } else {
      runs.push({ script, text: pending + char });
      pending = '';
    }
  }
  if (pending) runs.push({ script: 'latin', text: pending });
  return runs;
}

/** Whether the text needs a font beyond DejaVu. */
export function needsIndicFont(text: string): boolean {
  for (const char of text) {
    const script = scriptOf(char);
    if (script && script !== 'latin') return true;
  }
  return false;
}
