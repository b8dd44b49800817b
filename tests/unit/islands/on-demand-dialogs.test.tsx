// @vitest-environment happy-dom
/** The global dialogs load on demand: the confirm dialog from the first question on. */
import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { describe, expect, it, vi } from 'vitest';
import { OnDemandConfirm } from '../../../src/islands/global/OnDemandDialogs.tsx';
import { $confirm, answerConfirm } from '../../../src/stores/unsaved.ts';

Object.assign(globalThis, { IS_REACT_ACT_ENVIRONMENT: true });

describe('the confirm dialog on demand', () => {
  it('mounts at the first question, shows it, and stays mounted after the answer', async () => {
    const container = document.createElement('div');
    document.body.append(container);
    const root = createRoot(container);
    act(() => root.render(<OnDemandConfirm />));
    expect(container.querySelector('dialog')).toBeNull();
    const answer = $confirm.get();
    expect(answer).toBeNull();
    await act(async () => {
      await Promise.resolve();
      $confirm.set({
        title: 'Leave?',
        message: 'Changes are not saved.',
        confirmLabel: 'Leave',
        cancelLabel: 'Stay',
        danger: false,
      });
    });
    // The dialog's module loads, then it renders.
    await vi.waitFor(async () => {
      await act(() => new Promise((resolve) => setTimeout(resolve, 5)));
      if (!container.querySelector('dialog')) throw new Error('not loaded yet');
    });
    expect(container.querySelector('#confirm-title')?.textContent).toBe('Leave?');
    expect(container.querySelector('dialog')?.open).toBe(true);
    act(() => answerConfirm(false));
    expect(container.querySelector('dialog')?.open).toBe(false);
    expect(container.querySelector('#confirm-title')).toBeNull();
    act(() => root.unmount());
    container.remove();
  });
});
