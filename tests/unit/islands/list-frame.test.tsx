// @vitest-environment happy-dom
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { catalogs } from '../../../src/i18n/catalogs.ts';
import { compileMessages } from '../../../src/i18n/compile.ts';
import { ListFrame } from '../../../src/islands/ui/ListFrame.tsx';
import { defineListQuery, textFilter } from '../../../src/lib/list-query.ts';
import { $i18n } from '../../../src/stores/i18n.ts';
import { createList } from '../../../src/stores/list.ts';

// The address hook navigates with Astro's router (not in tests): the filters are the defaults.
vi.mock('../../../src/islands/ui/use-list-address.ts', () => ({
  useListAddress: () => ({
    filters: { keyword: '', page: 1 },
    draft: { keyword: '', page: 1 },
    setDraft: () => undefined,
    apply: () => undefined,
    hrefOf: () => '',
  }),
}));

Object.assign(globalThis, { IS_REACT_ACT_ENVIRONMENT: true });

const roots: Root[] = [];

function render(node: React.ReactNode): HTMLElement {
  const container = document.createElement('div');
  document.body.append(container);
  const root = createRoot(container);
  roots.push(root);
  act(() => root.render(node));
  return container;
}

const list = createList('test', defineListQuery({ keyword: textFilter() }), () =>
  Promise.resolve({ data: [] as { id: number }[], meta: { last_page: 1 } }),
);

describe('the list frame', () => {
  beforeEach(() => {
    $i18n.set({ locale: 'en', messages: compileMessages(catalogs.en) });
  });
  afterEach(() => {
    act(() => roots.splice(0).forEach((root) => root.unmount()));
    document.body.innerHTML = '';
  });

  it('shows what may be typed in a search field, and takes no more than the list accepts', () => {
    const view = render(
      <ListFrame
        list={list}
        caption="Things"
        columns={[]}
        filters={[
          {
            kind: 'search',
            key: 'keyword',
            label: 'Search',
            placeholder: 'Number or e-mail',
            maxLength: 100,
          },
        ]}
        empty={{ title: 'None' }}
        noMatch="No match"
      />,
    );
    const label = [...view.querySelectorAll('label')].find((each) => each.textContent === 'Search');
    const input = document.getElementById(label?.htmlFor ?? '') as HTMLInputElement | null;
    expect(input?.placeholder).toBe('Number or e-mail');
    expect(input?.maxLength).toBe(100);
  });

  it('gives two lists on one page filter fields of their own ids', () => {
    const bar = (
      <ListFrame
        list={list}
        caption="Things"
        columns={[]}
        filters={[{ kind: 'search', key: 'keyword', label: 'Search' }]}
        empty={{ title: 'None' }}
        noMatch="No match"
      />
    );
    const view = render(
      <>
        {bar}
        {bar}
      </>,
    );
    const ids = [...view.querySelectorAll('input[type="search"]')].map((input) => input.id);
    expect(ids).toHaveLength(2);
    expect(new Set(ids).size).toBe(2);
  });

  it('gives every search field the contract’s longest keyword when the screen names none', () => {
    const view = render(
      <ListFrame
        list={list}
        caption="Things"
        columns={[]}
        filters={[{ kind: 'search', key: 'keyword', label: 'Search' }]}
        empty={{ title: 'None' }}
        noMatch="No match"
      />,
    );
    expect(view.querySelector<HTMLInputElement>('input[type="search"]')?.maxLength).toBe(100);
  });

  it('says at the search field that a 500-character search is too long, with no failure panel', async () => {
    const fetch = vi.fn((): Promise<{ data: { id: number }[]; meta: { last_page: number } }> =>
      Promise.reject(new Error('the API refuses it')),
    );
    const searched = createList('test', defineListQuery({ keyword: textFilter() }), fetch);
    await searched.load({ keyword: 'x'.repeat(500), page: 1 });
    expect(fetch).not.toHaveBeenCalled();
    const view = render(
      <ListFrame
        list={searched}
        caption="Things"
        columns={[]}
        filters={[{ kind: 'search', key: 'keyword', label: 'Search' }]}
        empty={{ title: 'None' }}
        noMatch="No match"
      />,
    );
    const input = view.querySelector<HTMLInputElement>('input[type="search"]');
    expect(input?.getAttribute('aria-invalid')).toBe('true');
    const message = document.getElementById(input?.getAttribute('aria-describedby') ?? '');
    expect(message?.textContent).toMatch(/^Search with at most 100 characters/);
    expect(view.textContent).toContain('No match');
    expect(view.querySelector('[role="alert"]')).toBeNull();
  });

  it('draws a row that may not be selected with a disabled checkbox named by why, and selects all of the others only', async () => {
    const rows = [{ id: 1 }, { id: 2 }, { id: 3 }];
    const picked = createList('test', defineListQuery({ keyword: textFilter() }), () =>
      Promise.resolve({ data: rows, meta: { last_page: 1 } }),
    );
    await picked.load({ keyword: '', page: 1 });
    const view = render(
      <ListFrame
        list={picked}
        caption="Things"
        columns={[{ key: 'id', header: 'Id', cell: (row) => String(row.id) }]}
        bulk={{
          label: 'Selected things',
          actions: [],
          rowLabel: (row) => `Select ${row.id}`,
          notSelectable: (row) => (row.id === 2 ? 'Thing 2 is not yours' : null),
        }}
        empty={{ title: 'None' }}
        noMatch="No match"
      />,
    );
    const boxes = [...view.querySelectorAll<HTMLInputElement>('tbody input[type="checkbox"]')];
    expect(boxes.map((box) => [box.getAttribute('aria-label'), box.disabled])).toEqual([
      ['Select 1', false],
      ['Thing 2 is not yours', true],
      ['Select 3', false],
    ]);
    const all = [...view.querySelectorAll('label')].find(
      (label) => label.textContent === 'Select this page',
    );
    act(() => all?.querySelector('input')?.click());
    expect(picked.$selected.get()).toEqual([1, 3]);
    expect(all?.querySelector('input')?.checked).toBe(true);
  });
});
