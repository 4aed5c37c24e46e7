// `npm test`'s first step (package.json `pretest`, and the browser-test scripts): makes sure a
// Chromium is there for the browser tests. It uses CHROME_PATH, else /usr/bin/chromium, else a
// browser Playwright has installed (scripts/chromium.ts). When there is none it installs one,
// saying so in one line: as root on Debian or Ubuntu Debian's package (`apt-get install -y
// chromium`, the only way a browser reaches the shop's own machines), elsewhere Playwright's
// (`npx playwright install chromium`). When it cannot, it stops with one line saying what to run.
// The fonts the pages are drawn with in tests come from npm (scripts/chromium.ts testFontsEnv),
// so nothing else is installed for them.

import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { findChromium } from './chromium.ts';

const ROOT = path.resolve(import.meta.dirname, '..');

function fail(line: string): never {
  console.error(`provision-browser: ${line}`);
  process.exit(1);
}

/** Runs a command quietly; on failure prints what it said and answers false. */
function run(command: string, args: string[], env: NodeJS.ProcessEnv = process.env): boolean {
  const result = spawnSync(command, args, { cwd: ROOT, env, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
  if (result.status === 0) return true;
  process.stderr.write(`${result.stdout ?? ''}${result.stderr ?? result.error?.message ?? ''}`);
  return false;
}

if (process.env.CHROME_PATH && !existsSync(process.env.CHROME_PATH)) {
  fail(`CHROME_PATH is ${process.env.CHROME_PATH}, and there is no such file: point it at a Chromium, or unset it`);
}

if (!findChromium()) {
  const isRoot = process.getuid?.() === 0;
  const debian = existsSync('/etc/debian_version') && existsSync('/usr/bin/apt-get');
  if (isRoot && debian) {
    console.log('provision-browser: no Chromium here; installing Debian\'s (apt-get install -y chromium), once');
    const apt = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
    const installed = run('apt-get', ['update', '-qq'], apt) && run('apt-get', ['install', '-y', '-qq', 'chromium'], apt);
    if (!installed) fail('apt-get could not install chromium: run `apt-get update && apt-get install -y chromium`, or set CHROME_PATH to a Chromium');
  } else {
    console.log('provision-browser: no Chromium here; installing Playwright\'s (npx playwright install chromium), once');
    const cli = path.join(ROOT, 'node_modules/@playwright/test/cli.js');
    if (!run(process.execPath, [cli, 'install', 'chromium'])) {
      fail(debian
        ? 'could not install a browser: run `sudo apt-get install -y chromium`, or set CHROME_PATH to a Chromium'
        : 'could not install a browser: run `npx playwright install chromium`, or set CHROME_PATH to a Chromium');
    }
  }
  if (!findChromium()) fail('the install finished, yet no Chromium was found: set CHROME_PATH to one');
}
