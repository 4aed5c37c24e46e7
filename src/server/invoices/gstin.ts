// GSTIN: 15 characters, two digits of state code, the holder's PAN (5 letters, 4 digits, a
// letter), the entity number (1-9 or A-Z), 'Z' by default, and a check character computed over
// the first 14 (the base-36 Luhn variant the GST network publishes).

const GSTIN_PATTERN = /^\d{2}[A-Z]{5}\d{4}[A-Z][1-9A-Z]Z[0-9A-Z]$/;
const CHARACTERS = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ';

/** The check character for the first 14 characters of a GSTIN. */
export function gstinCheckCharacter(first14: string): string {
  let sum = 0;
  for (let index = 0; index < 14; index += 1) {
    const value = CHARACTERS.indexOf(first14[index] ?? '');
    const product = value * (index % 2 === 0 ? 1 : 2);
    sum += Math.floor(product / 36) + (product % 36);
  }
  return CHARACTERS[(36 - (sum % 36)) % 36]!;
}

/** Why a GSTIN is not valid, or null when it is. */
export function gstinProblem(gstin: string): string | null {
  if (!GSTIN_PATTERN.test(gstin)) {
    return 'a GSTIN is 15 characters: 2 digits of state code, the 10-character PAN, an entity number, Z and a check character (such as 21ABCDE1234F1ZC)';
  }
  if (gstinCheckCharacter(gstin.slice(0, 14)) !== gstin[14]) return 'its last character (the check character) does not match the other 14';
  return null;
}
