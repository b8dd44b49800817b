// @vitest-environment happy-dom
import { beforeEach, describe, expect, it } from 'vitest';
import { keepTabInside } from '../../../src/lib/focus-trap.ts';

function byId(id: string): HTMLElement {
  const element = document.getElementById(id);
  if (!element) throw new Error(`no #${id}`);
  return element;
}

function press(container: HTMLElement, shiftKey = false): boolean {
  let prevented = false;
  keepTabInside({ key: 'Tab', shiftKey, preventDefault: () => (prevented = true) }, container);
  return prevented;
}

describe('keepTabInside', () => {
  let dialog: HTMLElement;
  let first: HTMLElement;
  let last: HTMLElement;
  beforeEach(() => {
    document.body.innerHTML =
      '<button id="outside">x</button><div id="d"><button id="a">a</button><button disabled>b</button><button id="c">c</button></div>';
    dialog = byId('d');
    first = byId('a');
    last = byId('c');
  });

  it('wraps Tab from the last element to the first, and Shift+Tab from the first to the last', () => {
    last.focus();
    expect(press(dialog)).toBe(true);
    expect(document.activeElement).toBe(first);
    expect(press(dialog, true)).toBe(true);
    expect(document.activeElement).toBe(last);
  });

  it('leaves Tab between inner elements to the browser, skipping nothing', () => {
    first.focus();
    expect(press(dialog)).toBe(false);
    expect(document.activeElement).toBe(first);
  });

  it('brings focus back in from outside, and ignores other keys', () => {
    byId('outside').focus();
    expect(press(dialog)).toBe(true);
    expect(document.activeElement).toBe(first);
    let prevented = false;
    keepTabInside(
      { key: 'Enter', shiftKey: false, preventDefault: () => (prevented = true) },
      dialog,
    );
    expect(prevented).toBe(false);
  });
});
