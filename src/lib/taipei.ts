/** Days and months as the books count them: in Asia/Taipei, whatever the browser's time zone. */

const parts = new Intl.DateTimeFormat('en-US', {
  timeZone: 'Asia/Taipei',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

function fields(date: Date): Record<string, string> {
  return Object.fromEntries(parts.formatToParts(date).map((part) => [part.type, part.value]));
}

/** A date-time in Asia/Taipei as the screens write it (`2026/11/25 09:30`; the day only if told). */
export function taipeiDateTime(iso: string, withTime = true): string {
  const f = fields(new Date(iso));
  const day = `${f.year ?? ''}/${f.month ?? ''}/${f.day ?? ''}`;
  return withTime ? `${day} ${f.hour ?? ''}:${f.minute ?? ''}` : day;
}

/** The month (`2026-11`) a moment falls in, in Asia/Taipei. */
export function taipeiMonth(date: Date): string {
  const f = fields(date);
  return `${f.year ?? ''}-${f.month ?? ''}`;
}
