// @vitest-environment happy-dom
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ListFrame } from '../../../src/islands/ui/ListFrame.tsx';
import { defineListQuery, textFilter } from '../../../src/lib/list-query.ts';
import { createList } from '../../../src/stores/list.ts';

// The address hook navigates with Astro's router, which exists only in the built site.
vi.mock('../../../src/islands/ui/use-list-address.ts', () => ({
  useListAddress: () => {
    const filters = { keyword: 'go', page: 1 };
    return { filters, draft: filters, setDraft: vi.fn(), apply: vi.fn(), hrefOf: () => '' };
  },
}));

Object.assign(globalThis, { IS_REACT_ACT_ENVIRONMENT: true });

const roots: Root[] = [];

describe('the list frame’s search field', () => {
  afterEach(() => {
    act(() => roots.splice(0).forEach((root) => root.unmount()));
    document.body.innerHTML = '';
  });

  it('says what the words are matched against when the screen tells it', () => {
    const list = createList(defineListQuery({ keyword: textFilter() }), () =>
      Promise.resolve({ data: [], meta: { last_page: 1 } }),
    );
    const container = document.createElement('div');
    document.body.append(container);
    const root = createRoot(container);
    roots.push(root);
    act(() =>
      root.render(
        <ListFrame
          list={list}
          id="thing"
          caption="Things"
          rowKey={(row: { id: number }) => row.id}
          columns={[]}
          filters={[
            { kind: 'search', key: 'keyword', label: 'Keyword', placeholder: 'Title or lecturer' },
          ]}
          empty={{ title: 'None' }}
          noMatch="No match"
        />,
      ),
    );
    const search = container.querySelector<HTMLInputElement>('#thing-keyword');
    expect(search?.placeholder).toBe('Title or lecturer');
    expect(search?.value).toBe('go');
  });
});
