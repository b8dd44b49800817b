/**
 * Kept for the lecturers screens, which still import the Asia/Taipei helpers from here; they now
 * live in `src/lib/taipei.ts` (import them from there, then delete this file).
 */
export { taipeiDateTime, taipeiMonth } from '../../lib/taipei.ts';
