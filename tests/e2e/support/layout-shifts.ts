import type { Page } from '@playwright/test';

declare global {
  interface Window {
    /** The summed layout shifts of the page so far (not those right after input). */
    __layoutShift?: number;
  }
}

/**
 * Sums the page's layout shifts from its first paint (call before opening it), as Lighthouse's
 * CLS counts them; the returned function reads the sum once the browser has delivered the
 * shifts of the frames drawn so far.
 */
export async function recordLayoutShifts(page: Page): Promise<() => Promise<number>> {
  await page.addInitScript(() => {
    window.__layoutShift = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & {
        readonly value: number;
        readonly hadRecentInput: boolean;
      })[])
        if (!entry.hadRecentInput) window.__layoutShift = (window.__layoutShift ?? 0) + entry.value;
    }).observe({ type: 'layout-shift', buffered: true });
  });
  return () =>
    page.evaluate(
      () =>
        new Promise<number>((resolve) => {
          // Two frames: the last change is drawn and its shift entry delivered.
          requestAnimationFrame(() =>
            requestAnimationFrame(() => setTimeout(() => resolve(window.__layoutShift ?? 0))),
          );
        }),
    );
}

/** The viewport Lighthouse's mobile run uses. */
export const lighthousePhone = { width: 412, height: 823 } as const;
