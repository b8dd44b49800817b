// @vitest-environment happy-dom
import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { describe, expect, it } from 'vitest';
import { ThreadDate } from '../../../src/islands/interactions/ThreadParts.tsx';
import { taipeiDateTime } from '../../../src/lib/taipei.ts';

Object.assign(globalThis, { IS_REACT_ACT_ENVIRONMENT: true });

describe("an interaction's date", () => {
  it('shows in Asia/Taipei with the orders screens’ formatter, whatever the browser’s zone', () => {
    // 23:30 UTC on 31 October is 07:30 on 1 November in Taipei: another zone shows another day.
    const value = '2026-10-31T23:30:00Z';
    const container = document.createElement('div');
    const root = createRoot(container);
    act(() => root.render(<ThreadDate value={value} />));
    const time = container.querySelector('time');
    expect(time?.textContent).toBe('2026/11/01 07:30');
    expect(time?.textContent).toBe(taipeiDateTime(value));
    expect(time?.getAttribute('datetime')).toBe(value);
    act(() => root.unmount());
  });
});
