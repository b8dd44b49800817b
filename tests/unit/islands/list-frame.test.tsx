// @vitest-environment happy-dom
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { catalogs } from '../../../src/i18n/catalogs.ts';
import { compileMessages } from '../../../src/i18n/compile.ts';
import { ListFrame } from '../../../src/islands/ui/ListFrame.tsx';
import { defineListQuery, textFilter } from '../../../src/lib/list-query.ts';
import { $i18n } from '../../../src/stores/i18n.ts';
import { createList, type ListPage } from '../../../src/stores/list.ts';

const query = defineListQuery({ keyword: textFilter() });

// The address (astro's router) is not the frame's to test here: the filters are the defaults.
vi.mock('../../../src/islands/ui/use-list-address.ts', () => ({
  useListAddress: () => ({
    filters: query.defaults,
    draft: query.defaults,
    setDraft: () => undefined,
    apply: () => undefined,
    hrefOf: () => '/',
  }),
}));

Object.assign(globalThis, { IS_REACT_ACT_ENVIRONMENT: true });

interface Row {
  readonly id: number;
}
const answer: ListPage<Row> = { data: [{ id: 1 }], meta: { last_page: 1 } };

let root: Root | null = null;

describe('the list frame', () => {
  afterEach(() => {
    act(() => root?.unmount());
    root = null;
  });

  it('limits the search field to the length it is given', () => {
    $i18n.set({ locale: 'en', messages: compileMessages(catalogs.en) });
    const list = createList(query, () => Promise.resolve(answer));
    const container = document.createElement('div');
    document.body.append(container);
    root = createRoot(container);
    act(() =>
      root?.render(
        <ListFrame
          list={list}
          id="test"
          caption="Rows"
          rowKey={(row) => row.id}
          columns={[{ key: 'id', header: 'Id', cell: (row) => String(row.id) }]}
          filters={[{ kind: 'search', key: 'keyword', label: 'Words', maxLength: 12 }]}
          empty={{ title: 'None' }}
          noMatch="No match"
        />,
      ),
    );
    const field = container.querySelector<HTMLInputElement>('input[type="search"]');
    expect(field?.maxLength).toBe(12);
  });
});
