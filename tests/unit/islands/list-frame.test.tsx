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

const list = createList(defineListQuery({ keyword: textFilter() }), () =>
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
});
