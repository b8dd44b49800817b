import { useStore } from '@nanostores/react';
import { useState, type DragEvent, type ReactNode } from 'react';
import { formatBytes } from '../../i18n/format.ts';
import { $uploads } from '../../stores/uploads.ts';
import { uploadPercent, uploadStatusLabels } from './upload-status.ts';
import { useT } from '../use-t.ts';

interface Props {
  /** The id of the file input (its label is `label`). */
  readonly id: string;
  /** The visible choose action, the input's name unless `inputLabel` is given (e.g. "Choose a video"). */
  readonly label: string;
  /** A fuller accessible name of the input when the visible action is short (e.g. on a chip). */
  readonly inputLabel?: string;
  /** The input's `accept` list (e.g. ".vtt,.srt" or "image/*"). */
  readonly accept?: string;
  /** The accepted types in words (e.g. "VTT or SRT"). */
  readonly types: string;
  /** The largest accepted file, in bytes (stated in words when given). */
  readonly maxBytes?: number;
  readonly multiple?: boolean;
  readonly disabled?: boolean;
  /** Uploads of the queue to show the progress of (finished ones are left out). */
  readonly uploadIds?: readonly string[];
  /** A message shown at the zone (a refused file, a failed upload). */
  readonly error?: string | null;
  /** A smaller zone for a chip or a table cell. */
  readonly compact?: boolean;
  /** What the zone currently holds (a file name, a link), shown above the action. */
  readonly children?: ReactNode;
  /** Files chosen or dropped. */
  readonly onFiles: (files: File[]) => void;
}

/** The progress of some uploads of the queue (subscribes to the queue only while shown). */
function QueueProgress({ ids }: { readonly ids: readonly string[] }) {
  const t = useT();
  const items = useStore($uploads).filter(
    (item) => ids.includes(item.id) && item.status !== 'FINISHED',
  );
  if (items.length === 0) return null;
  return (
    <ul className="drop-zone__uploads" aria-live="polite">
      {items.map((item) => {
        const percent = uploadPercent(item);
        return (
          <li key={item.id} className="drop-zone__upload">
            <span className="drop-zone__upload-name">{item.file.name}</span>
            <progress
              max={100}
              value={percent}
              aria-label={t('ui.dropZone.progressOf', { name: item.file.name })}
            />
            <span className="drop-zone__upload-status">
              {item.status === 'UPLOADING'
                ? t('upload.percent', { percent })
                : t(uploadStatusLabels[item.status])}
            </span>
          </li>
        );
      })}
    </ul>
  );
}

function hasFiles(event: DragEvent): boolean {
  return event.dataTransfer.types.includes('Files');
}

/**
 * A file drop zone: drop files on it, or click (or press Enter/Space on) its choose action. It
 * states the accepted types and largest size, shows the progress of its uploads from the upload
 * queue, and an error at the zone.
 */
export function DropZone({
  id,
  label,
  inputLabel,
  accept,
  types,
  maxBytes,
  multiple = false,
  disabled = false,
  uploadIds = [],
  error = null,
  compact = false,
  children,
  onFiles,
}: Props) {
  const t = useT();
  const [over, setOver] = useState(false);
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const hint =
    maxBytes === undefined
      ? t('ui.dropZone.types', { types })
      : t('ui.dropZone.typesAndSize', { types, size: formatBytes(maxBytes) });

  const onDragOver = (event: DragEvent<HTMLDivElement>) => {
    if (disabled || !hasFiles(event)) return;
    event.preventDefault();
    event.stopPropagation();
    event.dataTransfer.dropEffect = 'copy';
    setOver(true);
  };
  const onDrop = (event: DragEvent<HTMLDivElement>) => {
    setOver(false);
    if (disabled) return;
    const files = [...event.dataTransfer.files];
    if (files.length === 0) return;
    event.preventDefault();
    event.stopPropagation();
    onFiles(multiple ? files : files.slice(0, 1));
  };

  const classes = [
    'drop-zone',
    compact ? 'drop-zone--compact' : '',
    over ? 'drop-zone--over' : '',
    disabled ? 'drop-zone--disabled' : '',
    error ? 'drop-zone--error' : '',
  ].filter(Boolean);

  return (
    <div
      className={classes.join(' ')}
      data-drop-zone={id}
      onDragEnter={onDragOver}
      onDragOver={onDragOver}
      onDragLeave={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setOver(false);
      }}
      onDrop={onDrop}
    >
      {children}
      <div className="drop-zone__body">
        {!compact && (
          <svg
            className="drop-zone__icon"
            viewBox="0 0 24 24"
            width="28"
            height="28"
            aria-hidden="true"
            focusable="false"
          >
            <path d="M12 16V4m0 0-4.5 4.5M12 4l4.5 4.5M4 15v3a2 2 0 0 0 2 2h12a2 2 0 0 0 2-2v-3" />
          </svg>
        )}
        <p className="drop-zone__prompt">
          {!compact && (
            <span>{multiple ? t('ui.dropZone.dropMany') : t('ui.dropZone.dropOne')} </span>
          )}
          <input
            id={id}
            className="drop-zone__input visually-hidden"
            type="file"
            accept={accept}
            multiple={multiple}
            disabled={disabled}
            aria-label={inputLabel}
            aria-describedby={error ? `${hintId} ${errorId}` : hintId}
            onChange={(event) => {
              const files = [...(event.target.files ?? [])];
              event.target.value = '';
              if (files.length > 0) onFiles(files);
            }}
          />
          <label htmlFor={id} className="drop-zone__choose">
            {label}
          </label>
        </p>
        <p id={hintId} className={compact ? 'drop-zone__hint visually-hidden' : 'drop-zone__hint'}>
          {hint}
        </p>
      </div>
      {uploadIds.length > 0 && <QueueProgress ids={uploadIds} />}
      {error && (
        <p id={errorId} className="drop-zone__error" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
