// @vitest-environment happy-dom
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { beforeEach, describe, expect, it } from 'vitest';
import { catalogs } from '../../../src/i18n/catalogs.ts';
import { compileMessages } from '../../../src/i18n/compile.ts';
import { FormDialog } from '../../../src/islands/form/FormDialog.tsx';
import { ConfirmDialog } from '../../../src/islands/global/ConfirmDialog.tsx';
import { $i18n } from '../../../src/stores/i18n.ts';
import { $confirm, answerConfirm } from '../../../src/stores/unsaved.ts';

Object.assign(globalThis, { IS_REACT_ACT_ENVIRONMENT: true });

const islands = join(import.meta.dirname, '../../../src/islands');

function sources(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory()
      ? sources(join(folder, entry.name))
      : entry.name.endsWith('.tsx')
        ? [join(folder, entry.name)]
        : [],
  );
}

/** A dialog is a native `<dialog>`, the shared `ModalDialog` or a `FormDialog`. */
const rendersDialog = /<(dialog|ModalDialog|FormDialog)\b/;
/** Ways to lay out buttons other than the shared `DialogActions`, and the old order switch. */
const ownButtonRow = /confirm__actions|form-actions|<FormActions\b|\bactions="/;

describe('the buttons of dialogs', () => {
  beforeEach(() => {
    $i18n.set({ locale: 'en', messages: compileMessages(catalogs.en) });
  });

  it('are laid out by DialogActions in every dialog, so none can put them in another order', () => {
    const dialogs = sources(islands).filter((file) =>
      rendersDialog.test(readFileSync(file, 'utf8')),
    );
    expect(dialogs.length).toBeGreaterThan(5);
    const offenders = dialogs
      .filter((file) => !file.endsWith('global/ConfirmDialog.tsx'))
      .filter((file) => ownButtonRow.test(readFileSync(file, 'utf8')))
      .map((file) => relative(islands, file));
    expect(offenders).toEqual([]);
  });

  it('put cancel first and the primary action last in a form dialog', () => {
    const container = document.createElement('div');
    document.body.append(container);
    const root = createRoot(container);
    act(() =>
      root.render(
        <FormDialog
          open
          className="test-dialog"
          titleId="test-dialog-title"
          title="Adjust"
          onClose={() => undefined}
          onSubmit={() => Promise.resolve(true)}
          saving={false}
          submitLabel="Save"
          cancelLabel="Cancel"
        >
          <p>Fields</p>
        </FormDialog>,
      ),
    );
    const buttons = [...container.querySelectorAll('button')];
    expect(buttons.map((button) => button.textContent)).toEqual(['Cancel', 'Save']);
    expect(buttons.at(-1)?.type).toBe('submit');
    expect(buttons.at(-1)?.className).toContain('button--primary');
    act(() => root.unmount());
    container.remove();
  });

  it('put cancel first and the action last in the confirm dialog, which lays them out itself', () => {
    const container = document.createElement('div');
    document.body.append(container);
    const root = createRoot(container);
    act(() => root.render(<ConfirmDialog />));
    act(() => {
      $confirm.set({
        title: 'Delete?',
        message: 'It goes to the trash.',
        confirmLabel: 'Delete',
        cancelLabel: 'Cancel',
        danger: true,
      });
    });
    const buttons = [...container.querySelectorAll('button')];
    expect(buttons.map((button) => button.textContent)).toEqual(['Cancel', 'Delete']);
    act(() => answerConfirm(false));
    act(() => root.unmount());
    container.remove();
  });
});
