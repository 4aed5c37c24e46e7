// How the storefront words the API's error codes (src/shared/errors.ts).
// Filled as the screens move their words here (issue 27).
export default {};
