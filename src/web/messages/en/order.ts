// The cart, the checkout, the order page and payments.
// Filled as the screens move their words here (issue 27).
export default {};
