import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { ItemDetail } from '../../../../server/src/contract/items.ts';
import { ApiError } from '../../../../src/api/client.ts';
import { settingsItem } from './item-fixture.ts';

const api = vi.hoisted(() => ({
  updateItem: vi.fn<(...args: unknown[]) => Promise<ItemDetail>>(),
}));
vi.mock('../../../../src/api/items.ts', () => api);

const { $item } = await import('../../../../src/stores/item.ts');
const { privacyForm, savePrivacy, startPrivacy } =
  await import('../../../../src/stores/items/privacy.ts');
const { interactionForm, saveInteraction, startInteraction } =
  await import('../../../../src/stores/items/interaction.ts');
const share = await import('../../../../src/stores/items/platform-share.ts');
const { readOnlyReason } = await import('../../../../src/stores/item.ts');

describe('privacy, interaction and platform share', () => {
  beforeEach(() => {
    api.updateItem.mockReset();
  });

  it('saves the privacy and takes the answer as the item', async () => {
    startPrivacy(settingsItem({ privacy: 'PUBLIC' }));
    privacyForm.set('privacy', 'UNLISTED');
    const answer = settingsItem({ privacy: 'UNLISTED' });
    api.updateItem.mockResolvedValue(answer);
    await expect(savePrivacy('ebooks', 7)).resolves.toBe(true);
    expect(api.updateItem).toHaveBeenCalledWith('ebooks', 7, { privacy: 'UNLISTED' });
    expect($item.get()).toEqual({ status: 'ready', item: answer });
    expect(privacyForm.$dirty.get()).toBe(false);
  });

  it('saves the three interaction switches together', async () => {
    startInteraction(settingsItem());
    interactionForm.set('creations', true);
    interactionForm.set('questions', false);
    api.updateItem.mockResolvedValue(
      settingsItem({ interactions: { questions: false, feedbacks: true, creations: true } }),
    );
    await saveInteraction('courses', 7);
    expect(api.updateItem).toHaveBeenCalledWith('courses', 7, {
      interactions: { questions: false, feedbacks: true, creations: true },
    });
    expect(interactionForm.$values.get()).toEqual({
      questions: false,
      feedbacks: true,
      creations: true,
    });
  });

  it('shows the lecturers’ share left by the platform’s and keeps a refused share', async () => {
    share.startPlatformShare(settingsItem({ platform_share: 30 }));
    expect(share.$lecturersShare.get()).toBe(70);
    share.platformShareForm.set('platform_share', '101');
    expect(share.$lecturersShare.get()).toBeNull();
    api.updateItem.mockRejectedValue(new ApiError(400, { platform_share: ['At most 100.'] }, 'x'));
    await expect(share.savePlatformShare('courses', 7)).resolves.toBe(false);
    expect(api.updateItem).toHaveBeenCalledWith('courses', 7, { platform_share: '101' });
    expect(share.platformShareForm.$values.get().platform_share).toBe('101');
    expect(share.platformShareForm.errorOf('platform_share')).toBe('At most 100.');
  });

  it('lets admins alone change the platform share, and co-lecturers what they were given', () => {
    const owner = settingsItem();
    const admin = settingsItem({ my_role: 'admin' });
    const co = settingsItem({ my_role: 'co-lecturer', my_permissions: ['infos'] });
    expect(readOnlyReason(owner, 'admin')).toEqual({ kind: 'admin' });
    expect(readOnlyReason(admin, 'admin')).toBeNull();
    expect(readOnlyReason(co, 'infos')).toBeNull();
    expect(readOnlyReason(co, 'prices')).toEqual({ kind: 'permission', permission: 'prices' });
    expect(readOnlyReason(co, 'owner-or-admin')).toEqual({ kind: 'owner-or-admin' });
    expect(readOnlyReason(owner, 'owner-or-admin')).toBeNull();
  });
});
