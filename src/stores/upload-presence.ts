/**
 * What the rest of the page needs to know about uploads without loading the upload queue
 * (`uploads.ts`, which keeps these up to date): until a page has an upload or finds one to resume,
 * the global UI and the leave guard load neither the queue nor the upload panel.
 */
import { atom } from 'nanostores';

/** True once an upload was queued or an unfinished one was found; it stays true. */
export const $uploadsSeen = atom(false);

/** Whether an upload is still queued, running or paused (leaving the page asks first). */
export const $uploadsActive = atom(false);
