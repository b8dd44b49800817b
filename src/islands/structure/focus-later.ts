/** Focus that follows a moved row: React may re-create or move the focused control. */

/** Focuses the first element matching one of the selectors after the next paint. */
export function focusLater(...selectors: readonly string[]): void {
  requestAnimationFrame(() => {
    for (const selector of selectors) {
      const element = document.querySelector<HTMLElement>(selector);
      if (element && !element.hasAttribute('disabled')) {
        element.focus();
        return;
      }
    }
  });
}
