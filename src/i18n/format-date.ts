/** Dates as the screens show them (dayjs; only the screens that show dates load it). */
import dayjs from 'dayjs';

/** Formats a Date, ISO string or ms timestamp with a dayjs format; '' if missing or invalid. */
export function formatDate(
  value: Date | string | number | null | undefined,
  format = 'YYYY/MM/DD',
): string {
  if (value === null || value === undefined || value === '') return '';
  const date = dayjs(value);
  return date.isValid() ? date.format(format) : '';
}
