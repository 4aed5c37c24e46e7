// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { setApiTransport } from '../../src/web/lib/api.ts';
import { englishErrors } from '../../src/shared/error-words.ts';
import { SubscribeForm } from '../../src/web/features/newsletter/components/subscribe-form.tsx';
import { InLanguage, MESSAGES } from '../helpers/page-language.tsx';

// A refusal the server answers with a code is shown in the page's language, not in the English
// of its `message` (the answer's body as tests/api/newsletter.test.ts finds it).

afterEach(cleanup);

const refusal = {
  error: 'invalid_request',
  message: englishErrors.subscribe_email_invalid({}),
  code: 'subscribe_email_invalid',
  params: {},
  fieldErrors: { email: englishErrors.subscribe_email_invalid({}) },
  fieldCodes: { email: { code: 'subscribe_email_invalid', params: {} } },
};

describe("the footer's newsletter field", () => {
  it.each(['hi', 'or'] as const)('says a refused address in %s', async (language) => {
    setApiTransport(async () => new Response(JSON.stringify(refusal), { status: 400, headers: { 'content-type': 'application/json' } }));
    render(
      <InLanguage language={language}>
        <SubscribeForm />
      </InLanguage>,
    );
    fireEvent.change(screen.getByRole('textbox'), { target: { value: 'not-an-address' } });
    fireEvent.submit(screen.getByRole('textbox').closest('form')!);
    expect((await screen.findByRole('alert')).textContent).toBe(MESSAGES[language].errors.subscribe_email_invalid({}));
  });
});
