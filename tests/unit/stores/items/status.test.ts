import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { ItemDetail, StatusMove } from '../../../../server/src/contract/items.ts';
import { ApiError } from '../../../../src/api/client.ts';
import { settingsItem } from './item-fixture.ts';

const api = vi.hoisted(() => ({
  submitForReview: vi.fn<(...args: unknown[]) => Promise<ItemDetail>>(),
  moveItemStatus: vi.fn<(...args: unknown[]) => Promise<ItemDetail>>(),
}));
vi.mock('../../../../src/api/items.ts', () => api);

const { $item } = await import('../../../../src/stores/item.ts');
const { $confirm, answerConfirm } = await import('../../../../src/stores/unsaved.ts');
const status = await import('../../../../src/stores/items/status.ts');

const move = (changes: Partial<StatusMove> & Pick<StatusMove, 'status'>): StatusMove => ({
  allowed: true,
  reason: null,
  needs: null,
  ...changes,
});

const course = settingsItem({ status: 'REVIEW', my_role: 'admin' });

describe('status moves', () => {
  beforeEach(() => {
    api.submitForReview.mockReset();
    api.moveItemStatus.mockReset();
    status.startStatus();
  });

  it('offers the allowed moves and lists the refused ones, machine-less moves last', () => {
    const moves = [
      move({ status: 'PUBLISH' }),
      move({ status: 'OFFLINE', allowed: false, reason: 'no-move' }),
      move({ status: 'PRESALE', allowed: false, reason: 'needs-tickets' }),
      move({ status: 'SCHEDULING', needs: 'scheduled_at' }),
    ];
    const { allowed, refused } = status.splitMoves(moves);
    expect(allowed.map((m) => m.status)).toEqual(['PUBLISH', 'SCHEDULING']);
    expect(refused.map((m) => m.status)).toEqual(['PRESALE', 'OFFLINE']);
  });

  it('names the buttons of a review by what the move means', () => {
    expect(status.moveLabel('DRAFT', move({ status: 'REVIEW' }))).toBe('items.status.move.submit');
    expect(status.moveLabel('review', move({ status: 'publish' }))).toBe(
      'items.status.move.approve',
    );
    expect(status.moveLabel('REVIEW', move({ status: 'DRAFT', needs: 'reason' }))).toBe(
      'items.status.move.reject',
    );
    expect(status.moveLabel('REVIEW', move({ status: 'DRAFT' }))).toBe(
      'items.status.move.withdraw',
    );
    expect(status.moveLabel('REVIEW', move({ status: 'SCHEDULING' }))).toBe(
      'items.status.move.schedule',
    );
    expect(status.moveLabel('SCHEDULING', move({ status: 'OFFLINE' }))).toBe(
      'items.status.move.cancelSchedule',
    );
    expect(Object.keys(status.reasonLabels)).toHaveLength(10);
  });

  it('submits for review with its own call', async () => {
    const answer = settingsItem({ status: 'REVIEW' });
    api.submitForReview.mockResolvedValue(answer);
    await expect(
      status.makeMove(settingsItem(), move({ status: 'REVIEW' }), 'In review'),
    ).resolves.toBe(true);
    expect(api.submitForReview).toHaveBeenCalledWith('courses', 7);
    expect(api.moveItemStatus).not.toHaveBeenCalled();
    expect($item.get()).toEqual({ status: 'ready', item: answer });
  });

  it('sends the date a scheduling needs, as ISO, and nothing else', async () => {
    api.moveItemStatus.mockResolvedValue(settingsItem({ status: 'SCHEDULING' }));
    status.statusForm.set('scheduled_at', '2030-05-01T09:30');
    status.statusForm.set('reason', 'typed for another move');
    await status.makeMove(course, move({ status: 'SCHEDULING', needs: 'scheduled_at' }), 'S');
    expect(api.moveItemStatus).toHaveBeenCalledWith('courses', 7, {
      status: 'SCHEDULING',
      scheduled_at: new Date('2030-05-01T09:30').toISOString(),
    });
    expect(status.statusForm.$values.get()).toEqual({ scheduled_at: '', reason: '' });
  });

  it('asks before taking an item off the marketplace and does nothing when cancelled', async () => {
    const pending = status.makeMove(course, move({ status: 'DRAFT', needs: 'reason' }), 'Draft');
    expect($confirm.get()).toMatchObject({ danger: true });
    answerConfirm(false);
    await expect(pending).resolves.toBe(false);
    expect(api.moveItemStatus).not.toHaveBeenCalled();
  });

  it('rejects with the reason once confirmed, and keeps the reason on a 400', async () => {
    status.statusForm.set('reason', '  Needs a better introduction ');
    api.moveItemStatus.mockResolvedValueOnce(settingsItem({ status: 'DRAFT' }));
    const pending = status.makeMove(course, move({ status: 'DRAFT', needs: 'reason' }), 'Draft');
    answerConfirm(true);
    await expect(pending).resolves.toBe(true);
    expect(api.moveItemStatus).toHaveBeenCalledWith('courses', 7, {
      status: 'DRAFT',
      reason: 'Needs a better introduction',
    });

    status.statusForm.set('reason', 'x');
    api.moveItemStatus.mockRejectedValueOnce(new ApiError(400, { reason: ['Too short.'] }, 'x'));
    const again = status.makeMove(course, move({ status: 'DRAFT', needs: 'reason' }), 'Draft');
    answerConfirm(true);
    await expect(again).resolves.toBe(false);
    expect(status.statusForm.$values.get().reason).toBe('x');
    expect(status.statusForm.errorOf('reason')).toBe('Too short.');
  });

  it('does not confirm moves that keep the item on the marketplace', async () => {
    api.moveItemStatus.mockResolvedValue(settingsItem({ status: 'PUBLISH' }));
    await status.makeMove(course, move({ status: 'PUBLISH' }), 'Published');
    expect($confirm.get()).toBeNull();
    expect(status.takesOffMarketplace('offline')).toBe(true);
    expect(status.takesOffMarketplace('publish')).toBe(false);
  });
});
