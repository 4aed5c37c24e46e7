import type { ApiErrorBody, ErrorDetail, ErrorWords } from '../../shared/errors.ts';

export const SOMETHING_WENT_WRONG = 'Something went wrong. Please try again.';

/** A failed API call: the server's message (meant for people) and per-field messages. */
export class ApiError extends Error {
  readonly status: number;
  readonly code: string;
  readonly fieldErrors: Record<string, string>;
  /** The shopper's error as a code with its figures, when the server gave one (shared/errors.ts). */
  readonly detail: ErrorDetail | undefined;
  readonly fieldCodes: Record<string, ErrorDetail>;
  /** What an operator's refusal gives to show with it (a change to confirm), or {}. */
  readonly details: Record<string, unknown>;

  constructor(status: number, body: Partial<ApiErrorBody>) {
    super(body.message ?? SOMETHING_WENT_WRONG);
    this.status = status;
    this.code = body.error ?? 'unknown';
    this.fieldErrors = body.fieldErrors ?? {};
    this.detail = body.code ? ({ code: body.code, params: body.params ?? {} } as ErrorDetail) : undefined;
    this.fieldCodes = body.fieldCodes ?? {};
    this.details = body.details ?? {};
  }
}

/** A code's words in a language; undefined for a code these words do not know (a newer server). */
export function wordError(detail: ErrorDetail | undefined, words: ErrorWords): string | undefined {
  const word = detail && Object.hasOwn(words, detail.code) ? (words[detail.code] as (params: unknown) => string) : undefined;
  return word?.(detail!.params);
}

/** A field's message: its code in the page's words, else the server's message for it. */
export function fieldMessageOf(error: ApiError, field: string, words?: ErrorWords): string | undefined {
  return (words && wordError(error.fieldCodes[field], words)) ?? error.fieldErrors[field];
}

/** How API calls travel: the browser's fetch, or the server's in-process call while it renders a page. */
type Transport = (path: string, init: RequestInit) => Promise<Response>;
let transport: Transport = (path, init) => fetch(path, init);

/** The server's renderer routes the loaders' API calls in-process (src/web/entry-server.tsx). */
export function setApiTransport(serverTransport: Transport): void {
  transport = serverTransport;
}

/**
 * The page's language tag, sent as Accept-Language with every call from the browser: an order
 * placed from a Hindi page is written to in Hindi (decision 034).
 */
let pageLanguageTag: string | undefined;
export function setApiLanguage(tag: string): void {
  pageLanguageTag = tag;
}

export const NETWORK_ERROR_MESSAGE = 'We could not reach the shop. Check your connection and try again.';

/**
 * The one way to turn a failure into the text a person reads. An ApiError: its code in the page's
 * words (`words`, messages.errors) where it has one and they are given, an unreachable shop
 * likewise, else the server's message (written for people); anything else is the screen's
 * `fallback` (a bug or a browser error is not shown).
 */
export function messageOf(error: unknown, fallback: string = SOMETHING_WENT_WRONG, words?: ErrorWords): string {
  if (!(error instanceof ApiError)) return fallback;
  const worded = words && (error.status === 0 ? words.network({}) : wordError(error.detail, words));
  return worded ?? error.message;
}

/**
 * A failure a route's loader keeps in its data for the screen to say: the answer's code, for the
 * screen to word in the page's language (a loader has no words), and `messageOf`'s text where
 * there is none.
 */
export type Failure = { detail?: ErrorDetail; message: string };

export function failureOf(error: unknown, fallback?: string): Failure {
  const message = messageOf(error, fallback);
  return error instanceof ApiError && error.detail ? { detail: error.detail, message } : { message };
}

/** A loader's failure in the page's words (messages.errors). */
export function wordFailure(failure: Failure, words: ErrorWords): string {
  return wordError(failure.detail, words) ?? failure.message;
}

/**
 * Calls the shop's API and answers the parsed JSON. Throws ApiError for an error answer or an
 * unreachable server. No side effects: callers decide what to show.
 */
export async function apiFetch<T>(path: string, init: RequestInit & { json?: unknown } = {}): Promise<T> {
  const { json, headers, ...rest } = init;
  let response: Response;
  try {
    response = await transport(path, {
      credentials: 'same-origin',
      ...rest,
      headers: {
        accept: 'application/json',
        ...(pageLanguageTag ? { 'accept-language': pageLanguageTag } : {}),
        ...(json !== undefined ? { 'content-type': 'application/json' } : {}),
        ...headers,
      },
      ...(json !== undefined ? { body: JSON.stringify(json) } : {}),
    });
  } catch {
    throw new ApiError(0, { error: 'network', message: NETWORK_ERROR_MESSAGE, code: 'network', params: {} });
  }
  const body: unknown = response.status === 204 ? undefined : await response.json().catch(() => undefined);
  if (!response.ok) throw new ApiError(response.status, (body ?? {}) as Partial<ApiErrorBody>);
  return body as T;
}
