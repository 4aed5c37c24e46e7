import { beforeAll, describe, expect, it } from 'vitest';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { entryKey, staticClosure, type Manifest } from '../../src/server/web/vite-manifest.ts';
import { servedBytes } from '../../src/server/web/precompressed.ts';
import { webBuild } from '../helpers/web-build.ts';
import { LANGUAGES } from '../../src/shared/languages.ts';
import { wordModules } from '../../src/shared/route-manifest.ts';

// Each shopper screen's first script (the entry chunk, the screen's chunk and its language's
// words: every page's and the chunks its page names in the route manifest's `words`, such as the
// order screens' shared words and the screen's own, shared/route-manifest.ts WordChunk; with every
// chunk they import statically) is within the 110 KB the performance issue budgets, in every
// language (decision 043: the budget fails CI; the room under it is a goal `npm run bench:bundle`
// reports, not a line that places code). Counted as the shop serves it to every browser it
// supports: the build's brotli copies (src/server/web/precompressed.ts). Parts a screen defers
// (components/deferred.tsx) and chunks loaded on first use are not in it. A byte count is
// deterministic, so the budget belongs in the tests.

const BUDGET_BYTES = 110_000;
/** Operators' screen: not a shopper's; it loads after sign-in. */
const NOT_SHOPPER_SCREENS = new Set(['app/routes/backend.tsx']);

let dir: string;
let manifest: Manifest;

beforeAll(() => {
  dir = webBuild();
  manifest = JSON.parse(readFileSync(path.join(dir, 'web', '.vite', 'manifest.json'), 'utf8')) as Manifest;
});

/** What the server sends a browser that accepts brotli. */
const brotliBytes = (files: Iterable<string>) => [...files].reduce((sum, file) => sum + servedBytes(path.join(dir, 'web', file), 'br'), 0);

describe('script budget', () => {
  it('every shopper screen, in every language, loads at most 110 KB brotli of JavaScript before it is interactive', () => {
    const screens = Object.keys(manifest).filter((key) => /^app\/routes\/[^/]+\.tsx$/.test(key) && !NOT_SHOPPER_SCREENS.has(key));
    expect(screens).toEqual(expect.arrayContaining(['app/routes/home.tsx', 'app/routes/product.tsx', 'app/routes/cart.tsx']));
    const sizes = Object.fromEntries(
      screens.flatMap((screen) =>
        LANGUAGES.map((language) => {
          const words = wordModules(screen, language);
          for (const module of words) expect(manifest[module]?.isDynamicEntry, module).toBe(true);
          return [`${language} ${screen}`, brotliBytes(staticClosure(manifest, [entryKey(manifest), screen, ...words]).js)];
        }),
      ),
    );
    const over = Object.entries(sizes).filter(([, bytes]) => bytes > BUDGET_BYTES);
    expect(over, `over ${BUDGET_BYTES} bytes: ${JSON.stringify(sizes)}`).toEqual([]);
  });

  it('keeps the QR code drawing of two-step sign-in (uqr) in the backend’s chunks, out of every shopper screen', () => {
    const screens = Object.keys(manifest).filter((key) => /^app\/routes\/[^/]+\.tsx$/.test(key) && !NOT_SHOPPER_SCREENS.has(key));
    const uqrMarker = /String contains unencodable characters in alphanumeric mode/;
    const textOf = (files: Iterable<string>) => [...files].map((file) => readFileSync(path.join(dir, 'web', file), 'utf8')).join('\n');
    expect(textOf(Object.values(manifest).map((chunk) => chunk.file))).toMatch(uqrMarker);
    for (const screen of screens) {
      expect(textOf(staticClosure(manifest, [entryKey(manifest), screen]).js), screen).not.toMatch(uqrMarker);
    }
  });

  it('keeps Razorpay’s Checkout (the code that loads and opens it) out of every first script', () => {
    const screens = Object.keys(manifest).filter((key) => /^app\/routes\/[^/]+\.tsx$/.test(key) && !NOT_SHOPPER_SCREENS.has(key));
    // Checkout's options, as the code that opens it names them.
    const opensCheckout = /ondismiss/;
    const textOf = (files: Iterable<string>) => [...files].map((file) => readFileSync(path.join(dir, 'web', file), 'utf8')).join('\n');
    // Loaded when Pay Now is pressed with Razorpay chosen (features/checkout/api/razorpay-checkout.ts).
    expect(manifest['features/checkout/api/razorpay-checkout.ts']?.isDynamicEntry).toBe(true);
    expect(textOf(staticClosure(manifest, ['features/checkout/api/razorpay-checkout.ts']).js)).toMatch(opensCheckout);
    for (const screen of screens) {
      expect(textOf(staticClosure(manifest, [entryKey(manifest), screen]).js), screen).not.toMatch(opensCheckout);
    }
    // Nor does the checkout's first script name the gateway's script.
    expect(textOf(staticClosure(manifest, [entryKey(manifest), 'app/routes/checkout.tsx']).js)).not.toMatch(/checkout\.razorpay\.com/);
  });

  it('finds every deferred part in the manifest by its module, so that the server inlines its CSS with the page', () => {
    // A module also imported statically elsewhere lands in a shared chunk that the manifest names
    // by hash: the server then found no stylesheet for the part, and the part's styles arrived
    // with its code (the cart's and checkout's order totals grew taller, then shrank: a shift).
    const webDir = path.resolve(import.meta.dirname, '../../src/web');
    const sources = readdirSync(webDir, { recursive: true, encoding: 'utf8' }).filter((file) => /\.tsx?$/.test(file));
    const parts = sources.flatMap((file) =>
      [...readFileSync(path.join(webDir, file), 'utf8').matchAll(/deferred\(\s*import\.meta\.glob<[^>]*>\('@web\/([^']+)'\)/g)].map((match) => match[1]!),
    );
    expect(parts).toEqual(expect.arrayContaining(['components/order-totals.tsx', 'features/navigation/components/desktop-menu.tsx']));
    for (const part of parts) expect(manifest[part]?.isDynamicEntry, part).toBe(true);
  });

  it('keeps the schema library and the toasts out of every first script', () => {
    const entry = staticClosure(manifest, [entryKey(manifest)]).js;
    const text = [...entry].map((file) => readFileSync(path.join(dir, 'web', file), 'utf8')).join('\n');
    expect(text).not.toMatch(/Toastify__/);
    expect(text).not.toMatch(/\$ZodType|zod/i);
  });
});
