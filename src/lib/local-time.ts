/**
 * Date-times between the API (ISO 8601 with an offset) and `<input type="datetime-local">`
 * (`YYYY-MM-DDTHH:mm` in the browser's time zone).
 */
import dayjs from 'dayjs';

/** The input value of an ISO date-time ('' for none or an invalid one). */
export function toLocalInput(iso: string | null | undefined): string {
  if (!iso) return '';
  const date = dayjs(iso);
  return date.isValid() ? date.format('YYYY-MM-DDTHH:mm') : '';
}

/** The ISO date-time of an input value; '' when empty, the text itself when not a date. */
export function fromLocalInput(value: string): string {
  const text = value.trim();
  if (text === '') return '';
  const date = dayjs(text);
  return date.isValid() ? date.toISOString() : text;
}
