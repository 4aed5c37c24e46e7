import { englishErrors } from '../../../shared/error-words.ts';

// How the storefront words the API's error codes (src/shared/errors.ts): in English, the
// server's own words (shared/error-words.ts).
export default englishErrors;
