import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { Announcement } from '../../../../server/src/contract/interactions.ts';
import type { AnnouncementUsage } from '../../../../src/api/announcements.ts';
import { ApiError } from '../../../../src/api/client.ts';
import { $toasts } from '../../../../src/stores/toasts.ts';
import {
  $confirm,
  $dirtyForms,
  answerConfirm,
  discardUnsaved,
} from '../../../../src/stores/unsaved.ts';
import { announcement } from './fixtures.ts';

type Answer = Promise<Announcement>;
const api = vi.hoisted(() => ({
  fetchAnnouncements: vi.fn(),
  fetchAnnouncementCourses: vi.fn(),
  fetchAnnouncementUsage: vi.fn<(id?: number) => Promise<AnnouncementUsage>>(),
  fetchAnnouncement: vi.fn<(id: number) => Answer>(),
  updateAnnouncement: vi.fn<(id: number, body: unknown) => Answer>(),
  previewAnnouncement: vi.fn<(body: unknown) => Promise<unknown>>(),
  confirmAnnouncement: vi.fn<(id: number) => Answer>(),
  setAnnouncementDisplay: vi.fn<(id: number, display: boolean) => Answer>(),
  deleteAnnouncement: vi.fn<(id: number) => Promise<{ deleted: true }>>(),
}));
vi.mock('../../../../src/api/announcements.ts', () => api);

const { catalogs } = await import('../../../../src/i18n/catalogs.ts');
const { compileMessages } = await import('../../../../src/i18n/compile.ts');
const { $i18n } = await import('../../../../src/stores/i18n.ts');
const store = await import('../../../../src/stores/announcements/announcement.ts');
$i18n.set({ locale: 'en', messages: compileMessages(catalogs.en) });
const { usageLoader } = await import('../../../../src/stores/announcements/list.ts');
const { $announcementPreview } = await import('../../../../src/stores/announcements/preview.ts');

const usage = (remaining: number): AnnouncementUsage => ({
  limit: 10,
  used: 10 - remaining,
  remaining,
  resets_at: '2026-11-30T16:00:00.000Z',
});

/** Lets the confirm dialog open (the action awaits it). */
const tick = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('one announcement', () => {
  beforeEach(async () => {
    for (const fn of Object.values(api)) fn.mockReset();
    store.announcementLoader.reset();
    usageLoader.reset();
    $toasts.set([]);
    $dirtyForms.set(new Set());
    store.editAnnouncementForm.reset({ title: '', body: '', type: 'NOTICE' });
    api.fetchAnnouncement.mockResolvedValue(announcement(5, { lecturer_id: 9 }));
    api.fetchAnnouncementUsage.mockResolvedValue(usage(4));
    await store.startAnnouncement(5, false);
    await tick();
  });

  it('loads the announcement, fills the form and reads the lecturer’s own allowance', () => {
    expect(store.announcementLoader.dataFor(5)?.title).toBe('Announcement 5');
    expect(store.editAnnouncementForm.$values.get()).toEqual({
      title: 'Announcement 5',
      body: '<p>Hello</p>',
      type: 'NOTICE',
    });
    expect(api.fetchAnnouncementUsage).toHaveBeenCalledWith(undefined, expect.any(AbortSignal));
  });

  it('an administrator reads the allowance of the announcement’s lecturer', async () => {
    usageLoader.reset();
    await store.startAnnouncement(5, true);
    expect(api.fetchAnnouncementUsage).toHaveBeenLastCalledWith(9, expect.any(AbortSignal));
  });

  it('keeps what was typed when the other tab of the same announcement opens', async () => {
    store.editAnnouncement('title', 'Changed');
    await store.startAnnouncement(5, false);
    expect(store.editAnnouncementForm.$values.get().title).toBe('Changed');
    // Once the user chose to leave without saving, the stored text shows again.
    discardUnsaved();
    await store.startAnnouncement(5, false);
    expect(store.editAnnouncementForm.$values.get().title).toBe('Announcement 5');
  });

  it('saves title, body and type and shows the answer', async () => {
    store.editAnnouncement('title', 'New title');
    store.editAnnouncementBody('<p>New</p>', false);
    api.updateAnnouncement.mockResolvedValueOnce(
      announcement(5, { title: 'New title', body: '<p>New</p>' }),
    );
    await expect(store.saveAnnouncement(5)).resolves.toBe(true);
    expect(api.updateAnnouncement).toHaveBeenCalledWith(5, {
      title: 'New title',
      body: '<p>New</p>',
      type: 'NOTICE',
    });
    expect(store.announcementLoader.dataFor(5)?.title).toBe('New title');
    expect(store.editAnnouncementForm.$dirty.get()).toBe(false);
  });

  it('previews the stored audience with the text as edited', async () => {
    const stored = announcement(5, { includes: [1], excepts: [2], progress: 30 });
    store.editAnnouncement('title', 'Edited');
    api.previewAnnouncement.mockResolvedValueOnce({ title: 'Edited' });
    await expect(store.previewEdited(stored)).resolves.toBe(true);
    expect(api.previewAnnouncement).toHaveBeenCalledWith({
      title: 'Edited',
      body: '<p>Hello</p>',
      type: 'NOTICE',
      includes: [1],
      excepts: [2],
      progress: 30,
      date: { begin: null, end: null },
      lecturer_id: 3,
    });
    expect($announcementPreview.get()).toEqual({ title: 'Edited' });
  });

  it('says why it cannot be sent: already sent, allowance used, unsaved changes', () => {
    const draft = announcement(5);
    expect(store.sendBlocked(draft, usage(1))).toBeNull();
    expect(store.sendBlocked(draft, usage(0))).toBe('allowance');
    expect(store.sendBlocked({ ...draft, confirmed_at: '2026-11-02T00:00:00Z' }, usage(1))).toBe(
      'sent',
    );
    store.editAnnouncement('title', 'Unsaved');
    expect(store.sendBlocked(draft, usage(1))).toBe('unsaved');
  });

  it('sends only after a confirmation naming the students, then reads the allowance again', async () => {
    const draft = announcement(5);
    const cancelled = store.announcementSend.run(draft, false);
    await tick();
    expect($confirm.get()?.message).toContain('goes to 12 students');
    answerConfirm(false);
    await expect(cancelled).resolves.toBe(false);
    expect(api.confirmAnnouncement).not.toHaveBeenCalled();

    api.confirmAnnouncement.mockResolvedValueOnce(
      announcement(5, { confirmed_at: '2026-11-25T10:00:00.000Z' }),
    );
    api.fetchAnnouncementUsage.mockResolvedValue(usage(3));
    const sent = store.announcementSend.run(draft, false);
    await tick();
    answerConfirm(true);
    await expect(sent).resolves.toBe(true);
    expect(store.announcementLoader.dataFor(5)?.confirmed_at).not.toBeNull();
    await tick();
    expect(usageLoader.dataFor('own')?.remaining).toBe(3);
    expect($toasts.get().map((toast) => toast.type)).toEqual(['success']);
  });

  it('a refused send (allowance used) changes nothing and says nothing more than the server', async () => {
    api.confirmAnnouncement.mockRejectedValueOnce(
      new ApiError(400, {}, 'All 10 announcements of this month have been sent.'),
    );
    const sent = store.announcementSend.run(announcement(5), false);
    await tick();
    answerConfirm(true);
    await expect(sent).resolves.toBe(false);
    expect(store.announcementLoader.dataFor(5)?.confirmed_at).toBeNull();
    expect($toasts.get()).toEqual([]);
    // The allowance is read again: the refusal may mean it was used elsewhere.
    await tick();
    expect(api.fetchAnnouncementUsage).toHaveBeenCalledTimes(2);
  });

  it('one action at a time; a failure other than a refusal says what could not be done', async () => {
    let fail: (error: unknown) => void = () => undefined;
    api.setAnnouncementDisplay.mockReturnValueOnce(new Promise((_, reject) => (fail = reject)));
    const hiding = store.announcementDisplay.run(announcement(5));
    expect(store.$announcementBusy.get()).toBe(true);
    await expect(store.announcementDelete.run(announcement(5))).resolves.toBe(false);
    expect($confirm.get()).toBeNull();
    fail(new ApiError(500, {}, 'Server error'));
    await expect(hiding).resolves.toBe(false);
    expect(store.$announcementBusy.get()).toBe(false);
    expect($toasts.get().map((toast) => toast.message)).toEqual([
      'The announcement could not be shown or hidden. Try again later.',
    ]);
  });

  it('hides and shows', async () => {
    api.setAnnouncementDisplay.mockResolvedValueOnce(announcement(5, { display: false }));
    await expect(store.announcementDisplay.run(announcement(5))).resolves.toBe(true);
    expect(api.setAnnouncementDisplay).toHaveBeenCalledWith(5, false);
    expect(store.announcementLoader.dataFor(5)?.display).toBe(false);
    api.setAnnouncementDisplay.mockResolvedValueOnce(announcement(5, { display: true }));
    await store.announcementDisplay.run(announcement(5, { display: false }));
    expect(api.setAnnouncementDisplay).toHaveBeenLastCalledWith(5, true);
  });

  it('deletes after a confirmation and leaves nothing unsaved', async () => {
    store.editAnnouncement('title', 'Typed');
    const kept = store.announcementDelete.run(announcement(5));
    await tick();
    answerConfirm(false);
    await expect(kept).resolves.toBe(false);
    expect(api.deleteAnnouncement).not.toHaveBeenCalled();

    api.deleteAnnouncement.mockResolvedValueOnce({ deleted: true });
    const removed = store.announcementDelete.run(announcement(5));
    await tick();
    expect($confirm.get()?.danger).toBe(true);
    answerConfirm(true);
    await expect(removed).resolves.toBe(true);
    expect(api.deleteAnnouncement).toHaveBeenCalledWith(5);
    expect(store.editAnnouncementForm.$dirty.get()).toBe(false);
    expect(store.announcementLoader.$state.get().status).toBe('idle');
  });
});

describe('e-mail delivery counts', () => {
  const counts = { queued: 2, sent: 5, failed: 1 };
  const sentAt = '2026-11-02T00:00:00Z';

  it('shows the counts of a sent EMAIL announcement only', () => {
    expect(
      store.emailDeliveries(
        announcement(1, { type: 'EMAIL', confirmed_at: sentAt, deliveries: counts }),
      ),
    ).toEqual(counts);
    expect(
      store.emailDeliveries(announcement(2, { type: 'EMAIL', confirmed_at: null })),
    ).toBeNull();
    expect(store.emailDeliveries(announcement(3, { confirmed_at: sentAt }))).toBeNull();
  });

  it('keeps showing them when the type changed to NOTICE after the e-mail went out', () => {
    expect(
      store.emailDeliveries(announcement(4, { confirmed_at: sentAt, deliveries: counts })),
    ).toEqual(counts);
  });
});
