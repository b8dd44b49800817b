/**
 * The Chromium features the browser tests turn off: Playwright's own list and the omnibox popups
 * (WebUI pages each new window builds in the background: in headless Chromium every context is a
 * hidden window, so every test paid two renderers for them). Chromium reads only the last
 * `--disable-features` switch, so the tests' switch must repeat Playwright's list, which is read
 * from the switches Playwright launches Chromium with.
 */
import { chromium } from '@playwright/test';
import { chromiumArgs, chromiumPath } from '../../../scripts/chromium.ts';

/** Features of Chromium's browser UI that a test never shows. */
const unusedFeatures = ['WebUIOmniboxPopup', 'WebUIOmniboxAimPopup'];

const SWITCH = '--disable-features=';

/** Playwright's `--disable-features` list and ours, comma-separated. */
export async function featuresToDisable(): Promise<string> {
  const server = await chromium.launchServer({
    executablePath: chromiumPath(),
    args: chromiumArgs,
  });
  const playwrights = server
    .process()
    .spawnargs.filter((arg) => arg.startsWith(SWITCH))
    .flatMap((arg) => arg.slice(SWITCH.length).split(','));
  await server.close();
  if (playwrights.length === 0)
    throw new Error('Playwright launched Chromium without --disable-features');
  return [...new Set([...playwrights, ...unusedFeatures])].join(',');
}
