// @vitest-environment happy-dom
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { catalogs } from '../../../src/i18n/catalogs.ts';
import { compileMessages } from '../../../src/i18n/compile.ts';
import { ErrorView } from '../../../src/islands/global/ErrorView.tsx';
import { IslandBoundary } from '../../../src/islands/global/IslandBoundary.tsx';
import type * as Urls from '../../../src/routes/urls.ts';
import { $i18n } from '../../../src/stores/i18n.ts';

Object.assign(globalThis, { IS_REACT_ACT_ENVIRONMENT: true });

const failure = vi.hoisted(() => ({ urlBuilder: false }));
vi.mock('../../../src/routes/urls.ts', async (importOriginal) => {
  const original = await importOriginal<typeof Urls>();
  return {
    ...original,
    urlFor: (...args: Parameters<typeof original.urlFor>) => {
      if (failure.urlBuilder) throw new Error('route table unavailable');
      return original.urlFor(...args);
    },
  };
});

function Broken(): never {
  throw new Error('the screen broke');
}

const roots: Root[] = [];

function render(node: React.ReactNode): HTMLElement {
  const container = document.createElement('div');
  document.body.append(container);
  const root = createRoot(container);
  roots.push(root);
  act(() => root.render(node));
  return container;
}

describe('error view', () => {
  beforeEach(() => {
    $i18n.set({ locale: 'en', messages: compileMessages(catalogs.en) });
    vi.spyOn(console, 'error').mockImplementation(() => {});
  });
  afterEach(() => {
    act(() => roots.splice(0).forEach((root) => root.unmount()));
    failure.urlBuilder = false;
    vi.restoreAllMocks();
    document.body.innerHTML = '';
  });

  it('shows the status code and a Back to home link', () => {
    const view = render(<ErrorView status={404} />);
    expect(view.textContent).toContain('Error 404');
    expect(view.textContent).toContain('This page could not be found');
    expect(view.querySelector('a')?.textContent).toBe('Back to home');
    expect(view.querySelector('a')?.getAttribute('href')).toBe('/en');
  });

  it('replaces a failing island with the error page', () => {
    const view = render(
      <IslandBoundary>
        <Broken />
      </IslandBoundary>,
    );
    expect(view.textContent).toContain('Error 500');
    expect(view.querySelector('a')?.textContent).toBe('Back to home');
  });

  it('falls back to plain text with details and a way home when the error page itself fails', () => {
    failure.urlBuilder = true;
    const view = render(<ErrorView status={500} />);
    expect(view.textContent).toContain('An error occurred while showing the error page');
    expect(view.querySelector('details')?.textContent).toContain('Details');
    expect(view.querySelector('details')?.textContent).toContain('route table unavailable');
    const home = view.querySelector('a');
    expect(home?.textContent).toBe('Back to home');
    expect(home?.getAttribute('href')).toBe('/');
  });
});
