/** The page a program's output makes in the compiler preview. */

/**
 * Wraps output in a document with a policy that allows no requests anywhere (inline styles and
 * data images only); the preview frame's empty sandbox also blocks scripts, forms and popups.
 */
export function previewDocument(output: string): string {
  return (
    '<!doctype html><meta charset="utf-8">' +
    `<meta http-equiv="Content-Security-Policy" content="default-src 'none'; style-src 'unsafe-inline'; img-src data:">` +
    output
  );
}
