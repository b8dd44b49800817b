/**
 * Whether this browser may remember a resumable upload: tus-js-client keeps them in localStorage
 * under keys starting with `tus::`. Without one, no page loads the upload code to look.
 */
export function mayHaveUnfinished(): boolean {
  try {
    for (let index = 0; index < localStorage.length; index += 1) {
      if (localStorage.key(index)?.startsWith('tus::')) return true;
    }
    return false;
  } catch {
    return true;
  }
}
