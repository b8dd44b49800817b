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

Object.assign(globalThis, { IS_REACT_ACT_ENVIRONMENT: true });

// The address as the frame reads it (the real hook follows the browser's navigation).
vi.mock('../../../src/islands/ui/use-list-address.ts', () => {
  const filters = { keyword: 'oil', page: 1 };
  return {
    useListAddress: () => ({
      filters,
      draft: filters,
      setDraft: () => undefined,
      apply: () => undefined,
      hrefOf: () => '',
    }),
  };
});

const list = createList(defineListQuery({ keyword: textFilter() }), () =>
  Promise.resolve({ data: [{ id: 1, name: 'Oil painting' }], meta: { last_page: 1 } }),
);

const roots: Root[] = [];

function render(node: React.ReactNode): HTMLElement {
  const container = document.createElement('div');
  document.body.append(container);
  const root = createRoot(container);
  roots.push(root);
  act(() => root.render(node));
  return container;
}

describe('the list frame', () => {
  beforeEach(async () => {
    $i18n.set({ locale: 'en', messages: compileMessages(catalogs.en) });
    await list.load({ keyword: 'oil', page: 1 });
  });
  afterEach(() => {
    act(() => roots.splice(0).forEach((root) => root.unmount()));
    document.body.innerHTML = '';
  });

  it('gives a search field its hint and the longest text the list accepts', () => {
    const view = render(
      <ListFrame
        list={list}
        id="things"
        caption="Things"
        rowKey={(row) => row.id}
        columns={[{ key: 'name', header: 'Name', cell: (row) => row.name }]}
        filters={[
          {
            kind: 'search',
            key: 'keyword',
            label: 'Keyword',
            hint: 'Title or subtitle',
            maxLength: 100,
          },
        ]}
        empty={{ title: 'Nothing yet' }}
        noMatch="Nothing matches"
      />,
    );
    const search = view.querySelector<HTMLInputElement>('#things-keyword');
    expect(search?.value).toBe('oil');
    expect(search?.placeholder).toBe('Title or subtitle');
    expect(search?.maxLength).toBe(100);
    expect(view.textContent).toContain('Oil painting');
  });
});
