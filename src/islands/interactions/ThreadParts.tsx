import type { Thread } from '../../../server/src/contract/interactions.ts';
import { formatBytes } from '../../i18n/format.ts';
import { thumbnailUrl } from '../../lib/thumbnail.ts';
import { taipeiDateTime } from '../../lib/taipei.ts';
import { useT } from '../use-t.ts';
import { Badge, type BadgeTone } from '../ui/Badge.tsx';

/** The text of sanitised HTML, shortened to about `length` characters (a row's excerpt). */
export function excerptOf(html: string, length = 140): string {
  const text = html
    .replace(/<(br|\/p|\/li|\/h\d)\b[^>]*>/gi, ' ')
    .replace(/<[^>]*>/g, '')
    .replace(/&nbsp;|&#160;/g, ' ')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ')
    .trim();
  return text.length > length ? `${text.slice(0, length - 1).trimEnd()}…` : text;
}

/** A review's score as stars, read out as "4 of 5 stars". */
export function Stars({ score }: { readonly score: number }) {
  const t = useT();
  return (
    <span className="stars" role="img" aria-label={t('interactions.score', { score })}>
      {'★'.repeat(score)}
      <span className="stars__empty">{'★'.repeat(Math.max(0, 5 - score))}</span>
    </span>
  );
}

/** The state of a post as badges: waiting, answered, solved or open, published, hidden. */
export function ThreadBadges({ thread }: { readonly thread: Thread }) {
  const t = useT();
  const badges: { key: string; tone: BadgeTone; text: string }[] = [];
  if (thread.waiting)
    badges.push({ key: 'waiting', tone: 'warning', text: t('interactions.badge.waiting') });
  if (thread.type === 'discussions')
    badges.push(
      thread.solved
        ? { key: 'solved', tone: 'success', text: t('interactions.badge.solved') }
        : { key: 'open', tone: 'neutral', text: t('interactions.badge.open') },
    );
  else if (thread.responded)
    badges.push({ key: 'answered', tone: 'success', text: t('interactions.badge.answered') });
  if (thread.type === 'creations' && thread.published)
    badges.push({ key: 'published', tone: 'success', text: t('interactions.badge.published') });
  if (!thread.display)
    badges.push({ key: 'hidden', tone: 'muted', text: t('interactions.badge.hidden') });
  return (
    <span className="thread-badges">
      {badges.map((badge) => (
        <Badge key={badge.key} tone={badge.tone} compact>
          {badge.text}
        </Badge>
      ))}
    </span>
  );
}

/** The label of a post's type (inbox rows and the panel). */
export function typeLabel(t: ReturnType<typeof useT>, type: Thread['type']): string {
  return t('interactions.type', { type });
}

/** Where a post was written: course, then lecture. */
export function ThreadPlace({ thread }: { readonly thread: Thread }) {
  return (
    <span className="thread-place">
      <span className="thread-place__course">{thread.course.title}</span>
      {thread.lecture && <span className="thread-place__lecture">{thread.lecture.title}</span>}
    </span>
  );
}

/** A post's date and time in Asia/Taipei, as the orders and revenue screens show theirs. */
export function ThreadDate({ value }: { readonly value: string }) {
  return <time dateTime={value}>{taipeiDateTime(value)}</time>;
}

/** A student work's files: pictures as thumbnails, other files as links with their size. */
export function ThreadFiles({
  files,
  size,
  linked,
}: {
  readonly files: Thread['files'];
  /** Thumbnail edge in CSS pixels. */
  readonly size: number;
  /** Pictures link to the full file (the panel); in a row the row is the link. */
  readonly linked: boolean;
}) {
  const t = useT();
  if (files.length === 0) return null;
  const images = files.filter((file) => file.image);
  const others = files.filter((file) => !file.image);
  return (
    <span className="thread-files">
      {images.map((file) => {
        const picture = (
          <img
            src={thumbnailUrl(file.url, size, size)}
            alt={file.name}
            width={size}
            height={size}
            loading="lazy"
            decoding="async"
          />
        );
        return linked ? (
          <a key={file.id} href={file.url} target="_blank" rel="noopener noreferrer">
            {picture}
          </a>
        ) : (
          <span key={file.id}>{picture}</span>
        );
      })}
      {others.map((file) =>
        linked ? (
          <a
            key={file.id}
            className="thread-files__file"
            href={file.url}
            download={file.name}
            rel="noopener noreferrer"
          >
            {t('interactions.file', { name: file.name, size: formatBytes(file.size) })}
          </a>
        ) : (
          <span key={file.id} className="thread-files__file">
            {file.name}
          </span>
        ),
      )}
    </span>
  );
}
