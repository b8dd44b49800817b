import { beforeEach, describe, expect, it } from 'vitest';
import { $uploads, enqueueUpload, finishUpload, startQueued } from '../../../src/stores/uploads.ts';
import {
  $confirm,
  $dirtyForms,
  $leaveWarning,
  answerConfirm,
  askConfirm,
  discardUnsaved,
  markClean,
  markDirty,
} from '../../../src/stores/unsaved.ts';

const question = {
  title: 'Leave?',
  message: 'Unsaved',
  confirmLabel: 'Leave',
  cancelLabel: 'Stay',
};

describe('unsaved content', () => {
  beforeEach(() => {
    $dirtyForms.set(new Set());
    $uploads.set([]);
  });

  it('warns while a form is dirty and stops when every form is clean', () => {
    expect($leaveWarning.get()).toBeNull();
    markDirty('basic');
    markDirty('price');
    expect($leaveWarning.get()).toBe('unsaved');
    markClean('basic');
    expect($leaveWarning.get()).toBe('unsaved');
    markClean('price');
    expect($leaveWarning.get()).toBeNull();
  });

  it('warns while uploads are active, not once they finished', () => {
    const id = enqueueUpload({ file: { name: 'a.mp4', size: 10 }, url: '/uploads' });
    expect($leaveWarning.get()).toBe('uploads');
    startQueued();
    finishUpload(id);
    expect($leaveWarning.get()).toBeNull();
  });

  it('discards every dirty form at once', () => {
    markDirty('a');
    markDirty('b');
    discardUnsaved();
    expect($leaveWarning.get()).toBeNull();
  });
});

describe('confirm dialog', () => {
  it('resolves with the answer and closes', async () => {
    const pending = askConfirm(question);
    expect($confirm.get()).toEqual(question);
    answerConfirm(true);
    await expect(pending).resolves.toBe(true);
    expect($confirm.get()).toBeNull();
  });

  it('answers no to an older question when a new one opens', async () => {
    const first = askConfirm(question);
    const second = askConfirm({ ...question, title: 'Second' });
    await expect(first).resolves.toBe(false);
    answerConfirm(false);
    await expect(second).resolves.toBe(false);
  });
});
