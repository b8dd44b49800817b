/** The preview dialog of an announcement: what students receive, and to how many of them. */
import { atom } from 'nanostores';
import type { AnnouncementPreview } from '../../api/announcements.ts';

/** What the preview dialog shows, or null while it is closed. */
export const $announcementPreview = atom<AnnouncementPreview | null>(null);

/** Opens the preview dialog with the server's answer. */
export function showAnnouncementPreview(preview: AnnouncementPreview): void {
  $announcementPreview.set(preview);
}

/** Closes the preview dialog. */
export function closeAnnouncementPreview(): void {
  $announcementPreview.set(null);
}
