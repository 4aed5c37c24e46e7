// The words of the rates panel's confirmation of a far rate (decision 042); the change itself is
// one line made by shared/metal-rates.ts's rateChangeLine, the same the API's refusal says.

export const FAR_RATE_WORDS = {
  title: 'Set this rate?',
  lead: 'It is far from the current rate, and every piece priced by weight in this metal and purity is repriced at once:',
  check: 'Check the figure you typed: a slip here changes the price shoppers pay.',
  cancel: 'Check the rate',
  confirm: 'Yes, set the rate',
  busy: 'Setting…',
};
