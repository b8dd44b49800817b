/** Where the browser tests find Chromium and how they start it on this kind of machine. */

/** The Chromium binary (Debian's package unless CHROMIUM_PATH says otherwise). */
export function chromiumPath(): string {
  return process.env['CHROMIUM_PATH'] ?? '/usr/bin/chromium';
}

/** Launch flags that keep a headless Chromium off the network it cannot reach here. */
export const chromiumArgs = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
