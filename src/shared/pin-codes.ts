// The PIN-code lookup as the checkout and the server both speak of it (decision 019). Plain
// text and a type: the form's first script carries no directory, it asks the API.

/** A PIN code: six digits, the first not 0. */
export const PIN_CODE_PATTERN = /^[1-9]\d{5}$/;

/** GET /api/pin-codes/:pin: the PIN's city (the town its post is for), district and state, and every state it serves. */
export type PinCodeAnswer = {
  pin: string;
  /** The city or town the checkout fills: 751007 -> Bhubaneswar (decision 044). */
  city: string;
  /** India Post's district: 751007 -> Khordha. Delivery zones compare it (decision 037). */
  district: string;
  state: string;
  /** Every state with an office of this PIN, `state` first; a handful of PINs cross a state border. */
  states: string[];
};

export const unknownPinMessage = (pin: string) =>
  `${pin} is not a PIN code in India Post's directory. Check the PIN code.`;

export const pinStateMismatchMessage = (pin: string, pinStates: readonly string[], chosen: string) =>
  `PIN code ${pin} is in ${pinStates.join(' or ')}, not ${chosen}. Check the PIN code or the state.`;
