/**
 * Kept for the lecturers screen, which still imports the income tables from here; they now live
 * in `src/islands/ui/IncomeTables.tsx` (import them from there, then delete this file).
 */
export { CourseTable, MonthTable } from '../ui/IncomeTables.tsx';
