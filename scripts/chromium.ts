// Debian's Chromium as the browser tests and the page benchmark start it (no browser downloads
// here). The flags keep it off the network it has no reason to reach and quiet in a container.

export const CHROME_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium';

export const CHROME_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];
