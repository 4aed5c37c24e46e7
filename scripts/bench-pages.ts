// `npm run bench` (its third part): what a shopper's phone sees. Starts the real shop (a fresh
// temporary DATA_DIR with the demo catalogue, its own DIST_DIR and port), then for six pages,
// each in English and at its /hi and /or paths, in a Chromium with a phone's fonts (PHONE_FONTS
// below: a Hindi or Odia page draws with the phone's own Noto), prints Lighthouse 13 (mobile, devtools throttling: over loopback the default simulation hides
// what server rendering buys; then its desktop preset, the same way, for the layout shift at a
// desktop's width; then the low-end phone, LOW_END_CONFIG, for when the page becomes interactive), the bytes and the main thread's idle cost at 390px in Chromium,
// and requests per second under autocannon beside a bare Fastify route. Each figure is printed
// beside its budget; it asserts nothing (exit code 1 only when it could not measure).
//
//   npm run bench
//   node scripts/bench-pages.ts
//   BENCH_SHOP_DIR=/tmp/baseline BENCH_PAGE_RUNS=5 node scripts/bench-pages.ts
//   BENCH_LHR_DIR=/tmp/lhr npm run bench   (also keeps each page's median Lighthouse result as JSON)
//   BENCH_PAGES=/,/cart node scripts/bench-pages.ts   (only these pages, 'product' for the product page; no throughput)
//   BENCH_PAGES=/hi,/or/product node scripts/bench-pages.ts   (a page in one language: its path)
//   BENCH_LANGUAGES=en,hi node scripts/bench-pages.ts   (the pages in these languages only; all three unless set)
//   BENCH_PRESETS=low-end node scripts/bench-pages.ts   (these Lighthouse presets only: mobile, desktop, low-end)

import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readlinkSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { type Flags, type Result } from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import type { Config } from 'lighthouse';
import { chromium, type Browser, type Page as BrowserPage } from 'playwright-core';
import type { Product } from '../src/shared/product.ts';
import { productName } from '../src/shared/product-wire.ts';
import { isLanguage, LANGUAGES, localisedPath, splitLanguage, type Language } from '../src/shared/languages.ts';
import { CHROME_FLAGS, CHROME_PATH, testFontsEnv } from './chromium.ts';

const ROOT = path.resolve(import.meta.dirname, '..');
const SHOP_DIR = path.resolve(process.env.BENCH_SHOP_DIR ?? ROOT);
const RUNS = Number(process.env.BENCH_PAGE_RUNS ?? 3);
/** The languages each page is measured in (BENCH_LANGUAGES, default all three). */
const languages: Language[] = process.env.BENCH_LANGUAGES ? process.env.BENCH_LANGUAGES.split(',').filter(isLanguage) : [...LANGUAGES];
const REST_SECONDS = 10;
/**
 * The fonts of the phone Lighthouse's mobile preset stands for (the browser tests' set,
 * scripts/chromium.ts): DejaVu for Latin, and Noto Sans Devanagari and Oriya as Android ships
 * them. A Hindi or Odia page's @font-face names the system's copy first (`local()`), so such a
 * phone downloads no font; a device with no Indic font at all (this machine's own Chromium) draws
 * boxes until the web font comes and then moves text (decision 034 gives those figures).
 */
const PHONE_FONTS = testFontsEnv();
const LOAD_SECONDS = 8;
const KB = 1000;

// autocannon ships no types: the little of it used here.
type CannonResult = { requests: { average: number }; non2xx: number; errors: number; timeouts: number };
const autocannon = createRequire(import.meta.url)('autocannon') as (options: {
  url: string;
  connections: number;
  duration: number;
  headers: Record<string, string>;
}) => Promise<CannonResult>;

type Target = { path: string; cart: boolean; language: Language };
/**
 * Lighthouse's presets: its default (a phone) and `--preset=desktop` (1350px wide, a fast CPU and
 * network), and the low-end phone: a budget Android on a weak mobile connection (LOW_END_CONFIG).
 */
type Preset = 'mobile' | 'desktop' | 'low-end';
/**
 * The low-end profile: the phone's CPU six times slower than this machine's, and Lighthouse's
 * "regular 3G" network as devtools throttles it (300 ms round trip, which devtools applies as
 * 1,125 ms of request latency, and 700 kbps of which 630 kbps reach the page). Every request
 * pays the latency, six at a time per host over HTTP/1.1: the number of files a page needs
 * weighs here more than their bytes.
 */
const LOW_END_CONFIG: Config = {
  extends: 'lighthouse:default',
  settings: {
    throttlingMethod: 'devtools',
    throttling: { rttMs: 300, throughputKbps: 700, requestLatencyMs: 1125, downloadThroughputKbps: 630, uploadThroughputKbps: 630, cpuSlowdownMultiplier: 6 },
  },
};
/** The presets measured (BENCH_PRESETS, default all three): the low-end one alone takes `BENCH_PRESETS=low-end`. */
const presets = (process.env.BENCH_PRESETS?.split(',') ?? ['mobile', 'desktop', 'low-end']).filter((name): name is Preset =>
  ['mobile', 'desktop', 'low-end'].includes(name),
);
const CONFIGS: Record<Preset, Config | undefined> = { mobile: undefined, desktop: desktopConfig, 'low-end': LOW_END_CONFIG };
type PageFigures = {
  path: string;
  performance: number;
  accessibility: number;
  seo: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  desktopPerformance: number;
  desktopLcpMs: number;
  desktopCls: number;
  lowEndLcpMs: number;
  lowEndTtiMs: number;
  lowEndRequests: number;
  scriptBytes: number;
  totalBytes: number;
  lcpElement: string;
  problems: string[];
  bytesAt390: number;
  busyShare: number;
  cartShown: boolean | undefined;
};

if (!existsSync(path.join(SHOP_DIR, 'scripts/start.mjs'))) {
  console.error(`bench-pages: could not measure: ${SHOP_DIR} is not a checkout of the shop`);
  process.exit(1);
}
/** Data and Chromium profiles; the builds go inside the checkout (its server renderer imports react from there). */
const temp = mkdtempSync(path.join(tmpdir(), 'bench-pages-'));
mkdirSync(path.join(SHOP_DIR, 'tmp'), { recursive: true });
const dist = mkdtempSync(path.join(SHOP_DIR, 'tmp', 'bench-pages-dist-'));
const cleanups: (() => Promise<void> | void)[] = [() => rmSync(temp, { recursive: true, force: true }), () => rmSync(dist, { recursive: true, force: true })];

async function cleanUp(): Promise<void> {
  for (const step of cleanups.splice(0).reverse()) await Promise.resolve(step()).catch(() => {});
}

/** Registers a clean-up step and answers a function that runs it now instead (once). */
function onCleanUp(step: () => Promise<void> | void): () => Promise<void> {
  cleanups.push(step);
  return async () => {
    const index = cleanups.indexOf(step);
    if (index >= 0) await cleanups.splice(index, 1)[0]!();
  };
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

/** A child process in its own group, stopped (group and all) at clean-up. */
function startChild(args: string[], cwd: string, env: NodeJS.ProcessEnv): ChildProcess {
  const child = spawn(process.execPath, args, { cwd, env, detached: true, stdio: ['ignore', process.stderr, process.stderr] });
  cleanups.push(async () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    const exited = new Promise((resolve) => child.once('exit', resolve));
    process.kill(-child.pid!, 'SIGTERM');
    if (!(await Promise.race([exited.then(() => true), sleep(5000, false)]))) process.kill(-child.pid!, 'SIGKILL');
  });
  return child;
}

async function waitForHealth(origin: string, child: ChildProcess, seconds: number): Promise<void> {
  const deadline = Date.now() + seconds * 1000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the server at ${origin} exited with code ${child.exitCode}`);
    const ok = await fetch(`${origin}/api/health`).then((response) => response.ok, () => false);
    if (ok) return;
    await sleep(500);
  }
  throw new Error(`${origin}/api/health did not answer within ${seconds} s`);
}

/** The shop from SHOP_DIR: built when needed, a fresh database with the demo catalogue. */
async function startShop(): Promise<string> {
  const port = await freePort();
  const env = {
    ...process.env,
    DATA_DIR: path.join(temp, 'data'),
    DIST_DIR: dist,
    PORT: String(port),
    HOST: '127.0.0.1',
    LOG_LEVEL: 'warn',
    API_RATE_LIMIT: '100000000',
    // Every page of the benchmark comes from one address: no page limit should stop it.
    PAGE_RATE_LIMIT: '100000000',
    ORDER_PAGE_RATE_LIMIT: '100000000',
    SEARCH_PAGE_RATE_LIMIT: '100000000',
    SEED_DEMO: 'true',
    DATABASE_URL: undefined,
    REDIS_URL: undefined,
    STORAGE: undefined,
  };
  const origin = `http://127.0.0.1:${port}`;
  await waitForHealth(origin, startChild(['scripts/start.mjs'], SHOP_DIR, env), 600);
  return origin;
}

/** The floor to compare with: Fastify answering a small JSON, in a process of its own. */
async function startBareFastify(): Promise<string> {
  const port = await freePort();
  const source = `import Fastify from 'fastify';
    const app = Fastify();
    app.get('/api/health', async () => ({ ok: true }));
    await app.listen({ port: ${port}, host: '127.0.0.1' });`;
  const origin = `http://127.0.0.1:${port}`;
  await waitForHealth(origin, startChild(['--input-type=module', '-e', source], ROOT, process.env), 30);
  return origin;
}

/** The benchmark's cart: two lines, as a shopper fills it on the product pages. */
type SeedLine = { name: string; size: string; quantity: number };
function cartOf(products: Product[]): SeedLine[] {
  const [first, second] = products;
  if (!first || !second) throw new Error('the demo catalogue has fewer than two products');
  return [
    { name: first.ProductName, size: '2.6', quantity: 1 },
    { name: second.ProductName, size: '2.10', quantity: 2 },
  ];
}

/**
 * Fills the cart in this browser profile as a shopper does: on each product page, the size,
 * then Add to Cart (the store keeps the lines under 'incart' and mirrors them in the cart
 * cookie). The measured load then starts cold, as every other page's does.
 */
async function seedCart(page: BrowserPage, origin: string, cart: SeedLine[]): Promise<void> {
  for (const line of cart) {
    await page.goto(`${origin}/product/${encodeURIComponent(line.name)}`, { waitUntil: 'load' });
    await page.locator('label').filter({ has: page.getByRole('radio', { name: line.size, exact: true }) }).click();
    for (let added = 0; added < line.quantity; added += 1) {
      const before = await quantityInCart(page, line);
      // The button answers once the page has hydrated: clicked again until the cart shows it.
      for (let tries = 0; (await quantityInCart(page, line)) === before; tries += 1) {
        if (tries === 50) throw new Error(`Add to Cart did not add ${line.name}`);
        await page.getByRole('button', { name: 'Add to Cart' }).click();
        await sleep(200);
      }
    }
  }
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.clearBrowserCache');
  await cdp.detach();
}

async function quantityInCart(page: BrowserPage, line: SeedLine): Promise<number> {
  return page.evaluate(({ name, size }) => {
    const lines = JSON.parse(window.localStorage.getItem('incart') ?? '[]') as { ProductName: string; size: string; quantity: number }[];
    return lines.find((each) => each.ProductName === name && each.size === size)?.quantity ?? 0;
  }, line);
}

/**
 * Lighthouse's error when Chromium's trace of the load has no navigation start: the recording
 * failed, not the page (seen on a page's first run on a cold machine). Such a run is made again.
 */
const TRACE_LOST = 'NO_NAVSTART';
/** Attempts at recording one run before it is left out of the page's median. */
const RECORDING_ATTEMPTS = 3;

/** One Lighthouse run in a fresh Chromium profile; cart pages are seeded first and kept. Undefined when the trace was lost (TRACE_LOST). */
async function lighthouseOnce(origin: string, target: Target, cart: SeedLine[], run: number, preset: Preset): Promise<Result | undefined> {
  const profile = mkdtempSync(path.join(temp, `lighthouse-${run}-`));
  const chrome = await chromeLauncher.launch({
    chromePath: CHROME_PATH,
    chromeFlags: CHROME_FLAGS,
    userDataDir: profile,
    envVars: { ...process.env, ...PHONE_FONTS },
    handleSIGINT: false,
    logLevel: 'silent',
  });
  const stopChrome = onCleanUp(async () => {
    const socketFolder = singletonFolder(profile);
    const exited = new Promise((resolve) => chrome.process.once('exit', resolve));
    chrome.kill();
    await Promise.race([exited, sleep(5000)]);
    for (const folder of [profile, socketFolder]) if (folder) rmSync(folder, { recursive: true, force: true });
  });
  try {
    if (target.cart) {
      const browser = await chromium.connectOverCDP(`http://127.0.0.1:${chrome.port}`);
      const page = await browser.contexts()[0]!.newPage();
      await seedCart(page, origin, cart);
      await page.close();
      await browser.close(); // disconnects; Chromium and its storage stay
    }
    const flags: Flags = {
      port: chrome.port,
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility', 'seo'],
      throttlingMethod: 'devtools',
      disableStorageReset: target.cart,
    };
    const result = await lighthouse(origin + target.path, flags, CONFIGS[preset]);
    if (!result) throw new Error(`Lighthouse returned nothing for ${target.path}`);
    if (result.lhr.runtimeError?.code === TRACE_LOST) return undefined;
    if (result.lhr.runtimeError) throw new Error(`Lighthouse on ${target.path}: ${result.lhr.runtimeError.message}`);
    return result.lhr;
  } finally {
    await stopChrome();
  }
}

/** The /tmp/org.chromium.Chromium.* folder of a profile's singleton socket: a killed Chromium leaves it behind. */
function singletonFolder(profile: string): string | undefined {
  try {
    return path.dirname(readlinkSync(path.join(profile, 'SingletonSocket')));
  } catch {
    return undefined;
  }
}

/** The first element node an audit's details name (the LCP element), as Lighthouse labels it. */
function firstNode(details: unknown): string | undefined {
  if (!details || typeof details !== 'object') return undefined;
  const item = details as { type?: string; nodeLabel?: string; snippet?: string };
  if (item.type === 'node') return item.nodeLabel ?? item.snippet;
  for (const value of Object.values(details)) {
    const found = firstNode(value);
    if (found) return found;
  }
  return undefined;
}

/** A missing score or metric is NaN (it fails its budget); why goes to problems. */
function lighthouseFigures(lhr: Result) {
  const problems: string[] = [];
  const score = (id: string) => {
    const value = lhr.categories[id]?.score;
    if (typeof value !== 'number') problems.push(`no ${id} score`);
    return typeof value === 'number' ? Math.round(value * 100) : NaN;
  };
  const numeric = (id: string) => {
    const audit = lhr.audits[id];
    if (typeof audit?.numericValue !== 'number') problems.push(`${id}: ${audit?.errorMessage?.match(/\(([A-Z_]+)\)/)?.[1] ?? audit?.errorMessage ?? 'missing'}`);
    return audit?.numericValue ?? NaN;
  };
  const summary = (lhr.audits['resource-summary']?.details as { items?: { resourceType: string; transferSize: number; requestCount: number }[] } | undefined)?.items ?? [];
  const bytes = (type: string) => summary.find((item) => item.resourceType === type)?.transferSize ?? NaN;
  const requests = summary.find((item) => item.resourceType === 'total')?.requestCount ?? NaN;
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    seo: score('seo'),
    lcpMs: numeric('largest-contentful-paint'),
    ttiMs: numeric('interactive'),
    tbtMs: numeric('total-blocking-time'),
    cls: numeric('cumulative-layout-shift'),
    scriptBytes: bytes('script'),
    totalBytes: bytes('total'),
    requests,
    lcpElement: firstNode(lhr.audits['lcp-breakdown-insight']?.details) ?? 'no LCP element named',
    problems,
    lhr,
  };
}

/** The median of RUNS Lighthouse runs by performance score. */
async function lighthouseMedian(origin: string, target: Target, cart: SeedLine[], preset: Preset) {
  const runs = [];
  for (let run = 0; run < RUNS; run += 1) {
    let result: Result | undefined;
    for (let attempt = 1; !result && attempt <= RECORDING_ATTEMPTS; attempt += 1) {
      result = await lighthouseOnce(origin, target, cart, run, preset);
      if (!result) console.error(`bench-pages: ${target.path} (${preset}): Lighthouse lost the trace of run ${run + 1}, attempt ${attempt} (${TRACE_LOST})`);
    }
    // A run whose trace is lost every time is left out: the median is of the runs recorded.
    if (result) runs.push(lighthouseFigures(result));
  }
  if (runs.length === 0) throw new Error(`Lighthouse on ${target.path} (${preset}): every run's trace was lost (${TRACE_LOST})`);
  // The low-end run's median is by time to interactive (its score is near zero on every page).
  if (preset === 'low-end') runs.sort((a, b) => (Number.isNaN(a.ttiMs) ? Infinity : a.ttiMs) - (Number.isNaN(b.ttiMs) ? Infinity : b.ttiMs));
  else runs.sort((a, b) => (a.performance || -1) - (b.performance || -1)); // no score (NaN) sorts first
  const { lhr, ...median } = runs[Math.floor(runs.length / 2)]!;
  const keep = process.env.BENCH_LHR_DIR;
  if (keep) {
    mkdirSync(keep, { recursive: true });
    writeFileSync(path.join(keep, `${target.path.replace(/\W+/g, '_')}${preset === 'mobile' ? '' : `-${preset}`}.json`), JSON.stringify(lhr));
  }
  return median;
}

/**
 * At 390px without throttling: the bytes transferred up to 3 s after the load event, then the
 * main thread's busy share over 10 s of rest (CDP Performance.getMetrics TaskDuration).
 */
async function atRest(browser: Browser, origin: string, target: Target, cart: SeedLine[], names: string[][]) {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, deviceScaleFactor: 3, isMobile: true, hasTouch: true });
  try {
    const page = await context.newPage();
    if (target.cart) await seedCart(page, origin, cart);
    const cdp = await context.newCDPSession(page);
    let bytes = 0;
    cdp.on('Network.loadingFinished', (event) => (bytes += event.encodedDataLength));
    await cdp.send('Network.enable');
    await cdp.send('Performance.enable');
    const taskSeconds = async () => (await cdp.send('Performance.getMetrics')).metrics.find((metric) => metric.name === 'TaskDuration')?.value ?? NaN;
    await page.goto(origin + target.path, { waitUntil: 'load' });
    await sleep(3000);
    const bytesAt390 = bytes;
    const before = await taskSeconds();
    await sleep(REST_SECONDS * 1000);
    const busyShare = ((await taskSeconds()) - before) / REST_SECONDS;
    const cartShown = target.cart ? await showsCart(page, names) : undefined;
    return { bytesAt390, busyShare, cartShown };
  } finally {
    await context.close();
  }
}

/**
 * Whether the page shows the seeded lines: each product by one of its names (the page's
 * language's, else English), and no empty-cart message (English pages: its words elsewhere
 * are the messages' and may change).
 */
async function showsCart(page: BrowserPage, names: string[][]): Promise<boolean> {
  if (await page.getByText('Your cart is empty.').count()) return false;
  for (const spellings of names) {
    let seen = false;
    for (const name of spellings) seen ||= await page.getByText(name).first().isVisible();
    if (!seen) return false;
  }
  return true;
}

async function requestsPerSecond(url: string, headers: Record<string, string>): Promise<number> {
  const result = await autocannon({ url, connections: 20, duration: LOAD_SECONDS, headers });
  const failed = result.non2xx + result.errors + result.timeouts;
  if (failed > 0) console.log(`  (${url}: ${result.non2xx} non-2xx, ${result.errors} errors, ${result.timeouts} timeouts)`);
  return result.requests.average;
}

// ---- budgets and printing ----

type Check = { label: string; holds: (value: number) => boolean };
const atLeast = (limit: number, label: string): Check => ({ label, holds: (value) => value >= limit });
const atMost = (limit: number, label: string): Check => ({ label, holds: (value) => value <= limit });

const BUDGETS = {
  performance: atLeast(98, '>= 98'),
  accessibility: atLeast(100, '= 100'),
  seo: atLeast(100, '= 100'),
  lcpMs: atMost(1500, '<= 1.5 s'),
  tbtMs: atMost(50, '<= 50 ms'),
  cls: { label: '= 0', holds: (value: number) => Number(value.toFixed(3)) === 0 }, // as Lighthouse shows it
  desktopCls: { label: '= 0', holds: (value: number) => Number(value.toFixed(3)) === 0 },
  // Where the product page was before the three languages' words and the deferred parts multiplied its files.
  lowEndTtiMs: atMost(10_000, '<= 10 s'),
  busyShare: { label: '< 1%', holds: (value: number) => value < 0.01 },
  homeBytes: atMost(400 * KB, '<= 400 kB'),
  productHtml: atLeast(1500, '>= 1,500 req/s'),
  products: atLeast(5000, '>= 5,000 req/s'),
};

let held = 0;
let checked = 0;
/** Checks a figure against its budget and counts the outcome for the summary line. */
function holds(check: Check, value: number): boolean {
  checked += 1;
  const ok = check.holds(value);
  if (ok) held += 1;
  return ok;
}
/** A table cell: the figure, marked when it misses its budget. */
const mark = (check: Check | undefined, value: number, text: string) => (!check || holds(check, value) ? text : `${text} FAIL`);

const kb = (bytes: number) => `${(bytes / KB).toFixed(0)} kB`;
const shown = (value: number, text: string) => (Number.isNaN(value) ? 'n/a' : text);
const rps = (value: number) => `${Math.round(value).toLocaleString('en-IN')} req/s`;

function printTable(rows: PageFigures[]): void {
  type Column = { preset?: Preset; title: string; key: keyof typeof BUDGETS | undefined; cell: (row: PageFigures) => [number, string] };
  const columns: Column[] = [
    { preset: 'mobile', title: 'perf', key: 'performance', cell: (row) => [row.performance, shown(row.performance, String(row.performance))] },
    { preset: 'mobile', title: 'a11y', key: 'accessibility', cell: (row) => [row.accessibility, shown(row.accessibility, String(row.accessibility))] },
    { preset: 'mobile', title: 'SEO', key: 'seo', cell: (row) => [row.seo, shown(row.seo, String(row.seo))] },
    { preset: 'mobile', title: 'LCP', key: 'lcpMs', cell: (row) => [row.lcpMs, shown(row.lcpMs, `${(row.lcpMs / 1000).toFixed(2)} s`)] },
    { preset: 'mobile', title: 'TBT', key: 'tbtMs', cell: (row) => [row.tbtMs, shown(row.tbtMs, `${Math.round(row.tbtMs)} ms`)] },
    { preset: 'mobile', title: 'CLS', key: 'cls', cell: (row) => [row.cls, shown(row.cls, row.cls.toFixed(3))] },
    { preset: 'desktop', title: 'desktop perf', key: undefined, cell: (row) => [row.desktopPerformance, shown(row.desktopPerformance, String(row.desktopPerformance))] },
    { preset: 'desktop', title: 'desktop LCP', key: undefined, cell: (row) => [row.desktopLcpMs, shown(row.desktopLcpMs, `${(row.desktopLcpMs / 1000).toFixed(2)} s`)] },
    { preset: 'desktop', title: 'desktop CLS', key: 'desktopCls', cell: (row) => [row.desktopCls, shown(row.desktopCls, row.desktopCls.toFixed(3))] },
    { preset: 'low-end', title: 'low-end LCP', key: undefined, cell: (row) => [row.lowEndLcpMs, shown(row.lowEndLcpMs, `${(row.lowEndLcpMs / 1000).toFixed(2)} s`)] },
    { preset: 'low-end', title: 'low-end TTI', key: 'lowEndTtiMs', cell: (row) => [row.lowEndTtiMs, shown(row.lowEndTtiMs, `${(row.lowEndTtiMs / 1000).toFixed(1)} s`)] },
    { preset: 'low-end', title: 'requests', key: undefined, cell: (row) => [row.lowEndRequests, shown(row.lowEndRequests, String(row.lowEndRequests))] },
    { title: 'script', key: undefined, cell: (row) => [row.scriptBytes, kb(row.scriptBytes)] },
    { title: 'total', key: undefined, cell: (row) => [row.totalBytes, kb(row.totalBytes)] },
    { title: 'total 390px', key: 'homeBytes', cell: (row) => [row.bytesAt390, kb(row.bytesAt390)] },
    { title: 'busy at rest', key: 'busyShare', cell: (row) => [row.busyShare, `${(row.busyShare * 100).toFixed(2)}%`] },
  ];
  // The transfer budget is the home page's only (in each language).
  const isHome = (row: PageFigures) => splitLanguage(row.path).path === '/';
  const budgetOf = (column: Column, row: PageFigures) => (column.key === 'homeBytes' && !isHome(row) ? undefined : column.key && BUDGETS[column.key]);
  const measuredColumn = (column: Column) => !column.preset || presets.includes(column.preset);
  const header = ['page', ...columns.map((column) => column.title)];
  const budgets = ['budget', ...columns.map((column) => (column.key === 'homeBytes' ? `${BUDGETS.homeBytes.label} (home)` : column.key ? BUDGETS[column.key].label : ''))];
  const body = rows.map((row) => [
    row.path,
    ...columns.map((column) => {
      if (!measuredColumn(column)) return '-';
      const [value, text] = column.cell(row);
      return mark(budgetOf(column, row), value, text);
    }),
  ]);
  const all = [header, budgets, ...body];
  const widths = header.map((_, index) => Math.max(...all.map((cells) => cells[index]!.length)));
  const line = (cells: string[]) => cells.map((cell, index) => (index === 0 ? cell.padEnd(widths[index]!) : cell.padStart(widths[index]!))).join(' | ');
  console.log(line(header));
  console.log(line(budgets));
  console.log(widths.map((width) => '-'.repeat(width)).join('-|-'));
  for (const cells of body) console.log(line(cells));
}

async function main(): Promise<void> {
  console.log(
    `Page benchmark: ${SHOP_DIR}, Lighthouse 13 presets ${presets.join(', ')} (devtools throttling) median of ${RUNS} (by performance; low-end by time to interactive), in ${languages.join(', ')}, Chromium ${CHROME_PATH}, Node ${process.versions.node}`,
  );
  const origin = await startShop();
  const bare = await startBareFastify();
  const products = ((await (await fetch(`${origin}/api/products`)).json()) as { products: Product[] }).products;
  const cart = cartOf(products);
  // Each product's name as a page in its language may show it, English first.
  const names = (language: Language) => products.slice(0, 2).map((product) => [...new Set([product.ProductName, productName(product, language)])]);
  const productPath = `/product/${encodeURIComponent(products[0]!.ProductName)}`;
  const pages = [
    { path: '/', cart: false },
    { path: '/home/rings', cart: false },
    { path: productPath, cart: false },
    { path: '/search?q=silver', cart: false },
    { path: '/cart', cart: true },
    { path: '/checkout', cart: true },
  ];
  // Each page in each language, side by side: '/', '/hi', '/or', '/home/rings', '/hi/home/rings', ...
  const targets: Target[] = pages.flatMap((page) => languages.map((language) => ({ ...page, path: localisedPath(language, page.path), language })));

  // 'product' (or '/hi/product') names the product page, in its language.
  const only = process.env.BENCH_PAGES?.split(',').map((entry) => {
    const { language, path: page } = splitLanguage(entry);
    return localisedPath(language, page === 'product' || page === '/product' ? productPath : page);
  });
  if (only) targets.splice(0, targets.length, ...targets.filter((target) => only.includes(target.path)));

  const browser = await chromium.launch({ executablePath: CHROME_PATH, args: CHROME_FLAGS, env: { ...process.env, ...PHONE_FONTS } });
  cleanups.push(() => browser.close());
  const rows: PageFigures[] = [];
  for (const target of targets) {
    process.stderr.write(`measuring ${target.path}...\n`);
    const measured = async (preset: Preset) => (presets.includes(preset) ? await lighthouseMedian(origin, target, cart, preset) : undefined);
    const lab = await measured('mobile');
    const desktop = await measured('desktop');
    const lowEnd = await measured('low-end');
    rows.push({
      path: target.path,
      performance: lab?.performance ?? NaN,
      accessibility: lab?.accessibility ?? NaN,
      seo: lab?.seo ?? NaN,
      lcpMs: lab?.lcpMs ?? NaN,
      tbtMs: lab?.tbtMs ?? NaN,
      cls: lab?.cls ?? NaN,
      scriptBytes: (lab ?? lowEnd ?? desktop)?.scriptBytes ?? NaN,
      totalBytes: (lab ?? lowEnd ?? desktop)?.totalBytes ?? NaN,
      lcpElement: lab?.lcpElement ?? 'not measured (mobile preset left out)',
      desktopPerformance: desktop?.performance ?? NaN,
      desktopLcpMs: desktop?.lcpMs ?? NaN,
      desktopCls: desktop?.cls ?? NaN,
      lowEndLcpMs: lowEnd?.lcpMs ?? NaN,
      lowEndTtiMs: lowEnd?.ttiMs ?? NaN,
      lowEndRequests: lowEnd?.requests ?? NaN,
      problems: [...(lab?.problems ?? []), ...(desktop?.problems ?? []).map((problem) => `desktop: ${problem}`), ...(lowEnd?.problems ?? []).map((problem) => `low-end: ${problem}`)],
      ...(await atRest(browser, origin, target, cart, names(target.language))),
    });
  }

  if (only) {
    printTable(rows);
    for (const row of rows) console.log(`  ${row.path}: ${[row.lcpElement, ...row.problems].join('; ')}`);
    return;
  }
  process.stderr.write('measuring throughput...\n');
  const html = { accept: 'text/html', 'accept-encoding': 'br' };
  const br = { 'accept-encoding': 'br' };
  const bareRps = await requestsPerSecond(`${bare}/api/health`, br);
  const throughput = [
    { label: 'product page HTML', rps: await requestsPerSecond(origin + productPath, html), budget: BUDGETS.productHtml },
    { label: '/api/products', rps: await requestsPerSecond(`${origin}/api/products`, br), budget: BUDGETS.products },
    { label: '/api/search?q=silver', rps: await requestsPerSecond(`${origin}/api/search?q=silver`, br), budget: undefined },
  ];

  console.log();
  printTable(rows);
  console.log('Lighthouse median run: LCP element, and figures it could not compute:');
  for (const row of rows) console.log(`  ${row.path}: ${[row.lcpElement, ...row.problems].join('; ')}`);
  for (const row of rows.filter((each) => each.cartShown !== undefined)) {
    console.log(`  ${row.path} at 390px shows the 2 seeded cart lines: ${row.cartShown ? 'yes' : 'NO (cart seeding failed)'}`);
  }
  console.log(`(kB = 1000 bytes; "total 390px": bytes over the wire up to 3 s after load at 390x844, no throttling; busy: TaskDuration over ${REST_SECONDS} s idle)`);
  console.log();
  console.log(`Throughput: autocannon, 20 connections, ${LOAD_SECONDS} s each, beside a bare Fastify route (small JSON) in this run`);
  for (const { label, rps: value, budget } of throughput) {
    const verdict = budget ? `  budget ${budget.label}: ${holds(budget, value) ? 'PASS' : 'FAIL'}` : '';
    const share = `${((value / bareRps) * 100).toFixed(1)}%`;
    console.log(`  ${label.padEnd(22)} ${rps(value).padStart(12)}  (bare Fastify ${rps(bareRps)}; ${share})${verdict}`);
  }
  console.log();
  console.log(`budgets: ${held} of ${checked} hold`);
}

process.once('SIGINT', () => void cleanUp().then(() => process.exit(130)));
try {
  await main();
} catch (error) {
  console.error(`bench-pages: could not measure: ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 1;
} finally {
  await cleanUp();
}
process.exit(); // Lighthouse and the browsers may leave handles open
