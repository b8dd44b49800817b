import { describe, expect, it } from 'vitest';
import { previewDocument } from '../../../src/lib/preview-document.ts';

describe('previewDocument', () => {
  it('puts a policy allowing no requests before the output', () => {
    const page = previewDocument('<h1>Hi</h1>');
    expect(page.endsWith('<h1>Hi</h1>')).toBe(true);
    expect(page.indexOf('Content-Security-Policy')).toBeLessThan(page.indexOf('<h1>'));
    expect(page).toContain("default-src 'none'");
  });
});
