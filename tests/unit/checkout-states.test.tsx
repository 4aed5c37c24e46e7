// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen, within } from '@testing-library/react';
import { STATES_AND_UNION_TERRITORIES } from '../../src/shared/indian-states.ts';
import { SHIPPING_FIELDS, type ShippingField } from '../../src/shared/shipping-fields.ts';
import { ShippingFields } from '../../src/web/features/checkout/components/shipping-fields.tsx';
import { withStateNames } from '../../src/web/features/checkout/lib/state-names.ts';
import { InLanguage, MESSAGES } from '../helpers/page-language.tsx';

// India's states and union territories at the checkout in the page's language: the State select
// shows their names in it and sends the name the server knows; a PIN code's refusal names them
// as the select does.

afterEach(cleanup);

const EMPTY = Object.fromEntries(SHIPPING_FIELDS.map((field) => [field, ''])) as Record<ShippingField, string>;
const SCRIPT = { hi: /^[\u0900-\u097F ]+$/u, or: /^[\u0B00-\u0B7F ]+$/u };

describe("the checkout's states", () => {
  it.each(['hi', 'or'] as const)('are listed in %s, each sending its English name', (language) => {
    render(
      <InLanguage language={language}>
        <ShippingFields values={{ ...EMPTY, state: 'Odisha' }} errors={{}} onChange={() => {}} onBlur={() => {}} />
      </InLanguage>,
    );
    const select = screen.getByRole('combobox');
    const options = within(select).getAllByRole('option').slice(1) as HTMLOptionElement[];
    expect(options.map((option) => option.value).sort()).toEqual([...STATES_AND_UNION_TERRITORIES].sort());
    for (const option of options) expect(option.textContent, option.value).toMatch(SCRIPT[language]);
    expect((select as HTMLSelectElement).selectedOptions[0]?.textContent).toBe(MESSAGES[language].ordering.states.Odisha);
  });

  it('are listed in English as the server names them, in its order', () => {
    render(
      <InLanguage>
        <ShippingFields values={EMPTY} errors={{}} onChange={() => {}} onBlur={() => {}} />
      </InLanguage>,
    );
    const options = within(screen.getByRole('combobox')).getAllByRole('option').slice(1);
    expect(options.map((option) => option.textContent)).toEqual([...STATES_AND_UNION_TERRITORIES]);
  });

  it.each(['hi', 'or'] as const)("are named in %s in a PIN code's refusal", (language) => {
    const said = withStateNames(MESSAGES[language]).pin_state({ pin: '753001', states: ['Odisha'], chosen: 'Bihar' });
    expect(said).toContain(MESSAGES[language].ordering.states.Odisha);
    expect(said).toContain(MESSAGES[language].ordering.states.Bihar);
    expect(said).not.toMatch(/Odisha|Bihar/);
  });
});
