/**
 * One announcement (its edit and view screens): the announcement with its discussions, the form
 * of what may change once created (title, body, type), and its actions: preview, send (once, within
 * the month's allowance, after a confirmation naming how many students), show or hide, delete.
 */
import { atom } from 'nanostores';
import type { Announcement, AnnouncementType } from '../../../server/src/contract/interactions.ts';
import {
  confirmAnnouncement,
  deleteAnnouncement,
  fetchAnnouncement,
  previewAnnouncement,
  setAnnouncementDisplay,
  updateAnnouncement,
  type AnnouncementUsage,
} from '../../api/announcements.ts';
import { createAction } from '../action.ts';
import { createForm } from '../form.ts';
import { createLoader } from '../loader.ts';
import { $dirtyForms } from '../unsaved.ts';
import { announcementList, loadUsage, usageLoader, type LecturerKey } from './list.ts';
import { showAnnouncementPreview } from './preview.ts';

/** What the edit form changes. */
export interface AnnouncementEdit {
  readonly title: string;
  readonly body: string;
  readonly type: AnnouncementType;
}

/** The announcement on screen, by id. */
export const announcementLoader = createLoader<number, Announcement>((id, signal) =>
  fetchAnnouncement(id, signal),
);

/** The edit form. */
export const editAnnouncementForm = createForm<AnnouncementEdit>('announcement-edit', {
  title: '',
  body: '',
  type: 'NOTICE',
});

function editOf(announcement: Announcement): AnnouncementEdit {
  return { title: announcement.title, body: announcement.body, type: announcement.type };
}

/** Whose allowance applies: one's own (a lecturer), else the announcement's lecturer's. */
function usageKey(announcement: Announcement, admin: boolean): LecturerKey {
  return admin ? announcement.lecturer_id : 'own';
}

/** The announcement the edit form holds. */
let formOf: number | null = null;

/**
 * Opens an announcement: loads it (unless shown already) and its lecturer's allowance, and fills
 * the edit form with it.
 */
export async function startAnnouncement(id: number, admin: boolean): Promise<void> {
  await announcementLoader.load(id);
  const announcement = announcementLoader.dataFor(id);
  if (!announcement) return;
  // Changes typed on one tab stay when the other tab of the same announcement opens, unless the
  // user chose to leave them (the leave guard then forgot every unsaved form).
  if (formOf !== id || !$dirtyForms.get().has(editAnnouncementForm.id))
    editAnnouncementForm.reset(editOf(announcement));
  formOf = id;
  void usageLoader.load(usageKey(announcement, admin));
}

/** Changes one field of the edit form. */
export function editAnnouncement<K extends keyof AnnouncementEdit>(
  key: K,
  value: AnnouncementEdit[K],
): void {
  editAnnouncementForm.set(key, value);
}

/** Changes the body; an editor with no text gives ''. */
export function editAnnouncementBody(html: string, empty: boolean): void {
  editAnnouncementForm.set('body', empty ? '' : html);
}

/** Saves title, body and type; the form then holds what the server stored. */
export function saveAnnouncement(id: number): Promise<boolean> {
  return editAnnouncementForm.submit(async (values) => {
    const answer = await updateAnnouncement(id, values);
    announcementLoader.set(id, answer);
    return editOf(answer);
  });
}

function ended(announcement: Announcement): boolean {
  const { end } = announcement.date;
  return end !== null && Date.parse(end) <= Date.now();
}

/** Shows what students receive: the stored audience with the text as edited now. */
export function previewEdited(announcement: Announcement): Promise<boolean> {
  return editAnnouncementForm.check(async (values) => {
    showAnnouncementPreview(
      await previewAnnouncement({
        ...values,
        includes: announcement.includes,
        excepts: announcement.excepts,
        progress: announcement.progress,
        // A range that has ended cannot be checked again; the preview then shows none.
        date: ended(announcement) ? { begin: null, end: null } : announcement.date,
        lecturer_id: announcement.lecturer_id,
      }),
    );
  });
}

/** Why the announcement cannot be sent now, or null when it can. */
export function sendBlocked(
  announcement: Announcement,
  usage: AnnouncementUsage | null,
): 'sent' | 'allowance' | 'unsaved' | null {
  if (announcement.confirmed_at !== null) return 'sent';
  if (usage !== null && usage.remaining <= 0) return 'allowance';
  if (editAnnouncementForm.$dirty.get()) return 'unsaved';
  return null;
}

/** The e-mail delivery counts to show: of a sent announcement that was e-mailed, else null. */
export function emailDeliveries(announcement: Announcement): Announcement['deliveries'] | null {
  if (announcement.confirmed_at === null) return null;
  const { queued, sent, failed } = announcement.deliveries;
  if (announcement.type !== 'EMAIL' && queued + sent + failed === 0) return null;
  return announcement.deliveries;
}

/** One action on the announcement at a time (send, show or hide, delete). */
export const $announcementBusy = atom(false);

/**
 * Sends the announcement after a confirmation naming how many students receive it; the allowance
 * is read again afterwards (sent or refused).
 */
export const announcementSend = createAction(
  async (announcement: Announcement, admin: boolean) => {
    try {
      announcementLoader.set(announcement.id, await confirmAnnouncement(announcement.id));
    } finally {
      void loadUsage(usageKey(announcement, admin));
    }
  },
  {
    confirm: (t, announcement) => ({
      title: t('announcements.send.title'),
      message: t('announcements.send.message', {
        title: announcement.title,
        count: announcement.recipients,
      }),
      confirmLabel: t('announcements.send.confirm'),
      cancelLabel: t('announcements.cancel'),
    }),
    done: (t, _sent, announcement) =>
      t('announcements.send.done', { count: announcement.recipients }),
    failed: (t) => t('announcements.send.failed'),
    busy: $announcementBusy,
  },
);

/** Shows a hidden announcement to students again, or hides a shown one. */
export const announcementDisplay = createAction(
  async (announcement: Announcement) => {
    announcementLoader.set(
      announcement.id,
      await setAnnouncementDisplay(announcement.id, !announcement.display),
    );
  },
  { failed: (t) => t('announcements.display.failed'), busy: $announcementBusy },
);

/** Deletes the announcement after a confirmation. */
export const announcementDelete = createAction(
  async (announcement: Announcement) => {
    const { trash_id: trashId } = await deleteAnnouncement(announcement.id);
    // Nothing is left to save: leaving the screen asks nothing.
    editAnnouncementForm.reset(editAnnouncementForm.$values.get());
    announcementLoader.reset();
    return trashId;
  },
  {
    confirm: (t, announcement) => ({
      title: t('announcements.delete.title'),
      message: t('announcements.delete.message', { title: announcement.title }),
      confirmLabel: t('announcements.delete.confirm'),
      cancelLabel: t('announcements.cancel'),
      danger: true,
    }),
    done: (t) => t('announcements.delete.done'),
    // Undone, the announcement shows in the list again (the screen the delete went back to).
    undo: (trashId) => ({ trashId, restored: () => announcementList.reload() }),
    failed: (t) => t('announcements.delete.failed'),
    busy: $announcementBusy,
  },
);
