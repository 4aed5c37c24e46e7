import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '../config.ts';
import { wantsSecureCookies } from '../auth/plugin.ts';
import { RAZORPAY_CHECKOUT_SCRIPT } from '../../shared/order.ts';
import { splitLanguage } from '../../shared/languages.ts';
import { EARLY_TAPS_SCRIPT } from '../../shared/early-taps.ts';

/** Answers that are data, never a document: nothing may load or frame them. */
export const DATA_POLICY = "default-src 'none'; frame-ancestors 'none'";
/** Paths whose answers are data (the API) or files to show as they are (media). */
const DATA_PATHS = /^\/(api|media)(\/|\?|$)/;
const ONE_YEAR_SECONDS = 31_536_000;
/**
 * The checkout page behind its language's prefix, with any query (`/hi/checkout?pay=…`): the one
 * page that may open Razorpay's Checkout, in every language.
 */
const CHECKOUT_PAGE = /^\/checkout\/?(\?|$)/i;
const isCheckoutPage = (url: string): boolean => CHECKOUT_PAGE.test(splitLanguage(url).path);
/** Razorpay's Checkout: its script's origin, and the origin of the frame it opens (decision 033). */
export const RAZORPAY_SCRIPT_ORIGIN = new URL(RAZORPAY_CHECKOUT_SCRIPT).origin;
export const RAZORPAY_FRAME_ORIGIN = 'https://api.razorpay.com';

/** The early taps' inline script (shared/early-taps.ts), as the policy names it: its SHA-256. */
export const EARLY_TAPS_HASH = `'sha256-${createHash('sha256').update(EARLY_TAPS_SCRIPT).digest('base64')}'`;

/** What decides the pages' policy: images elsewhere, and whether the shop takes Razorpay (its settings, when set). */
type PolicyConfig = Pick<Config, 'mediaPublicUrl'> & { razorpay?: object | null | undefined };

/**
 * The policy of the shop's pages (decision 013): scripts from the shop only, and inline only
 * the script that keeps early taps, allowed by its hash (decision 045; the router's hydration
 * data is JSON in a `<script type="application/json">`), styles inline as
 * the pages carry their CSS, images from the shop, `data:`/`blob:` (an operator's upload
 * previews) and MEDIA_PUBLIC_URL when images live elsewhere. `gateway`: the checkout page of a
 * shop that takes Razorpay also runs Razorpay's Checkout script and shows its frame (decision 033).
 */
export function pagePolicy(config: Pick<Config, 'mediaPublicUrl'>, gateway = false): string {
  const mediaOrigin = config.mediaPublicUrl ? ` ${new URL(config.mediaPublicUrl).origin}` : '';
  return [
    "default-src 'self'",
    `script-src 'self' ${EARLY_TAPS_HASH}${gateway ? ` ${RAZORPAY_SCRIPT_ORIGIN}` : ''}`,
    ...(gateway ? [`frame-src ${RAZORPAY_FRAME_ORIGIN}`] : []),
    "style-src 'self' 'unsafe-inline'",
    `img-src 'self' data: blob:${mediaOrigin}`,
    "font-src 'self'",
    "connect-src 'self'",
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

/**
 * The same rule as Secure cookies: the public address is https, or this request came over
 * https (then HSTS, which browsers heed only over https anyway).
 */
export function servedOverHttps(config: Pick<Config, 'publicUrl'>, request: FastifyRequest): boolean {
  return wantsSecureCookies(config.publicUrl) || request.protocol === 'https';
}

/**
 * Sets the security headers of an answer (pages, API, media, files, errors, 404s; app.ts calls
 * it first for every request, and for the URLs Fastify refuses before any hook). Pages and the
 * web app's files get the page policy and Cross-Origin-Opener-Policy; the API and media the
 * data policy. Decided by path, not by content type: a 304 carries no content type, and its
 * headers replace those the browser kept with the page. With Razorpay's settings, the checkout
 * page alone allows its Checkout, and lets it open pop-ups (a bank's page) that keep their opener.
 */
export function securityHeaders(config: PolicyConfig & Pick<Config, 'publicUrl'>): (request: FastifyRequest, reply: FastifyReply) => void {
  const pageHeaders = {
    'content-security-policy': pagePolicy(config),
    'cross-origin-opener-policy': 'same-origin',
  };
  const checkoutHeaders = config.razorpay
    ? { 'content-security-policy': pagePolicy(config, true), 'cross-origin-opener-policy': 'same-origin-allow-popups' }
    : pageHeaders;
  return (request, reply) => {
    reply.header('x-content-type-options', 'nosniff');
    reply.header('referrer-policy', 'strict-origin-when-cross-origin');
    if (DATA_PATHS.test(request.url)) reply.header('content-security-policy', DATA_POLICY);
    else reply.headers(isCheckoutPage(request.url) ? checkoutHeaders : pageHeaders);
    if (servedOverHttps(config, request)) reply.header('strict-transport-security', `max-age=${ONE_YEAR_SECONDS}; includeSubDomains`);
  };
}
