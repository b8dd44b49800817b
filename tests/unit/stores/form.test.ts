import { beforeEach, describe, expect, it } from 'vitest';
import { ApiError, CancelledError } from '../../../src/api/client.ts';
import { createForm } from '../../../src/stores/form.ts';
import { $toasts } from '../../../src/stores/toasts.ts';
import { $dirtyForms } from '../../../src/stores/unsaved.ts';

interface Values {
  readonly title: string;
  readonly tags: readonly string[];
}

describe('forms', () => {
  beforeEach(() => {
    $toasts.set([]);
    $dirtyForms.set(new Set());
  });

  it('are dirty while the values differ from the saved ones, for the unsaved guard', () => {
    const form = createForm<Values>('form-dirty', { title: 'A', tags: [] });
    expect(form.$dirty.get()).toBe(false);
    form.set('title', 'B');
    expect(form.$dirty.get()).toBe(true);
    expect($dirtyForms.get().has('form-dirty')).toBe(true);
    form.set('title', 'A');
    expect(form.$dirty.get()).toBe(false);
    expect($dirtyForms.get().has('form-dirty')).toBe(false);
    form.set('tags', ['x']);
    form.reset({ title: 'C', tags: [] });
    expect(form.$dirty.get()).toBe(false);
    expect(form.$values.get().title).toBe('C');
  });

  it('save, take what the save returns, toast success and become clean', async () => {
    const form = createForm<Values>('form-save', { title: 'A', tags: [] });
    form.set('title', '  B ');
    let savingDuring = false;
    const saved = await form.submit((values) => {
      savingDuring = form.$saving.get();
      return Promise.resolve({ ...values, title: values.title.trim() });
    });
    expect(saved).toBe(true);
    expect(savingDuring).toBe(true);
    expect(form.$saving.get()).toBe(false);
    expect(form.$values.get().title).toBe('B');
    expect(form.$dirty.get()).toBe(false);
    expect($toasts.get().map((toast) => toast.type)).toEqual(['success']);
  });

  it('keep what was typed and the field messages on a 400; typing clears that field only', async () => {
    const form = createForm<Values>('form-400', { title: 'A', tags: [] });
    form.set('title', '');
    const saved = await form.submit(() =>
      Promise.reject(new ApiError(400, { title: ['Required'], tags: ['Too many'] }, 'Required')),
    );
    expect(saved).toBe(false);
    expect(form.$values.get().title).toBe('');
    expect(form.errorOf('title')).toBe('Required');
    expect(form.$dirty.get()).toBe(true);
    expect($toasts.get()).toEqual([]);
    form.set('title', 'X');
    expect(form.errorOf('title')).toBeUndefined();
    expect(form.errorOf('tags')).toBe('Too many');
  });

  it('claim a 400 shown at its fields (no report toast) and toast messages of other fields', async () => {
    const form = createForm<Values>('form-claim', { title: '', tags: [] });
    const error = new ApiError(400, { title: ['Required'], coupon: ['Expired'] }, 'Required');
    let reportCancelled = false;
    error.reportPending(() => {
      reportCancelled = true;
    });
    await form.submit(() => Promise.reject(error));
    expect(reportCancelled).toBe(true);
    expect(form.$errors.get()).toEqual({ title: ['Required'] });
    expect($toasts.get().map((toast) => toast.message)).toEqual(['Expired']);
  });

  it('leave a 400 with no field message to the client report (one toast)', async () => {
    const form = createForm<Values>('form-general', { title: 'A', tags: [] });
    const error = new ApiError(400, {}, 'The coupon has expired.');
    let reportCancelled = false;
    error.reportPending(() => {
      reportCancelled = true;
    });
    await form.submit(() => Promise.reject(error));
    expect(reportCancelled).toBe(false);
    expect(form.$errors.get()).toEqual({});
  });

  it('toast a generic error on other failures and ignore cancelled saves', async () => {
    const form = createForm<Values>('form-500', { title: 'A', tags: [] });
    form.set('title', 'B');
    await expect(form.submit(() => Promise.reject(new ApiError(500, {}, 'x')))).resolves.toBe(
      false,
    );
    expect($toasts.get().map((toast) => toast.type)).toEqual(['error']);
    $toasts.set([]);
    await expect(form.submit(() => Promise.reject(new CancelledError('duplicate')))).resolves.toBe(
      false,
    );
    expect($toasts.get()).toEqual([]);
    expect(form.$values.get().title).toBe('B');
  });

  it('refuse a second submit while one is saving', async () => {
    const form = createForm<Values>('form-twice', { title: 'A', tags: [] });
    let finish!: (values: Values) => void;
    const first = form.submit(() => new Promise<Values>((resolve) => (finish = resolve)));
    await expect(form.submit((values) => Promise.resolve(values))).resolves.toBe(false);
    finish({ title: 'A', tags: [] });
    await expect(first).resolves.toBe(true);
  });

  it('check a call that saves nothing: messages at the fields, values still unsaved', async () => {
    const form = createForm<Values>('form-check', { title: 'A', tags: [] });
    form.set('title', 'B');
    const failed = await form.check(() =>
      Promise.reject(new ApiError(400, { title: ['Taken'], 'tags.1': ['Too long'] }, 'x')),
    );
    expect(failed).toBe(false);
    expect(form.errorOf('title')).toBe('Taken');
    expect(form.errorOf('tags.1')).toBe('Too long');
    // Changing a list clears the messages of its entries too.
    form.set('tags', ['x']);
    expect(form.$errors.get()).toEqual({ title: ['Taken'] });
    await expect(form.check(() => Promise.resolve({ valid: true }))).resolves.toBe(true);
    expect(form.$errors.get()).toEqual({});
    expect(form.$dirty.get()).toBe(true);
    expect($toasts.get()).toEqual([]);
  });
});
