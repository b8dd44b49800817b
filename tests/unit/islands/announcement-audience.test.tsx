// @vitest-environment happy-dom
import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { describe, expect, it } from 'vitest';
import { catalogs } from '../../../src/i18n/catalogs.ts';
import { compileMessages } from '../../../src/i18n/compile.ts';
import { AudienceFields } from '../../../src/islands/announcements/AudienceFields.tsx';
import { blankDraft } from '../../../src/stores/announcements/create.ts';
import { $i18n } from '../../../src/stores/i18n.ts';

Object.assign(globalThis, { IS_REACT_ACT_ENVIRONMENT: true });

describe("a new announcement's audience", () => {
  it('says under its heading that the audience cannot be changed once saved', () => {
    $i18n.set({ locale: 'zh-TW', messages: compileMessages(catalogs['zh-TW']) });
    const container = document.createElement('div');
    const root = createRoot(container);
    act(() =>
      root.render(
        <AudienceFields
          draft={blankDraft}
          courses={[]}
          admin={false}
          error={() => undefined}
          rangeError={undefined}
        />,
      ),
    );
    const section = container.querySelector('section');
    const hintId = section?.getAttribute('aria-describedby') ?? '';
    const hint = hintId ? container.querySelector(`[id="${hintId}"]`) : null;
    expect(hint?.textContent).toBe(
      '儲存後就不能再變更發送對象與時間，只能修改標題、通知方式和內容。',
    );
    // Right under the heading, before the first field.
    expect(section?.querySelector('h2')?.nextElementSibling).toBe(hint);
    act(() => root.unmount());
  });
});
